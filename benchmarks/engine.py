"""Engine benchmark: random full games per second, rebuilding a 500-action game, scoring 4 players.

Each figure is compared in the same run with a baseline that does the unavoidable part of the work
(parsing the same log with pydantic; building the same score sheet), so the ratio shows our overhead.
Targets (issue 2): rebuild of a real game and scoring each under 50 ms on our 2-core machines.

    .venv/bin/python benchmarks/engine.py [--games 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from companion.core.action import Correction
from companion.core.game import Game
from companion.taw.kind import KIND
from companion.taw.random_game import random_game
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import score

TARGET_MS = 50.0


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    """Wall-clock milliseconds of ``repeat`` calls."""
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def cpu_ms(fn: Callable[[], object], repeat: int) -> float:
    """This process's CPU milliseconds per call, over ``repeat`` calls."""
    start = time.process_time()
    for _ in range(repeat):
        fn()
    return (time.process_time() - start) * 1000 / repeat


def long_game(entries: int) -> Game:
    """A 4-player game with an ``entries``-long log.

    Random games end after about 300 entries (6 rounds, 5 citizens each at most), so the longest of 10
    busy seeded games is padded with manual corrections, each a real logged action, up to ``entries``.
    """
    game = max((random_game(seed, players=4, pass_rate=0.02) for seed in range(10)), key=lambda g: len(g.entries))
    played = len(game.entries)
    for i in range(entries - played):
        seat = i % 4
        coins = game.state.players[seat].coins
        game.apply(Correction(path=f"players.{seat}.coins", value=coins + 1, reason="benchmark padding"))
    print(f"long game: {played} entries played, padded to {len(game.entries)} with corrections")
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="random games to play for the games/s figure")
    parser.add_argument("--cpu-runs", type=int, default=15, help="runs of the rebuild timed in CPU time")
    args = parser.parse_args()

    start = time.perf_counter()
    lengths = [len(random_game(seed).entries) for seed in range(args.games)]
    elapsed = time.perf_counter() - start
    print(f"random full games: {args.games / elapsed:.1f} games/s "
          f"({statistics.mean(lengths):.0f} log entries on average, {elapsed / sum(lengths) * 1e6:.0f} µs/entry)")

    game = long_game(500)
    log = json.dumps([e.to_json() for e in game.entries])
    entries = len(game.entries)

    def parse_only() -> None:
        for raw in json.loads(log):
            KIND.action_adapter.validate_python(raw["action"])

    def rebuild() -> None:
        Game.replay(KIND, game.setup, json.loads(log))

    base = statistics.median(timed(parse_only, 9))
    ours = statistics.median(timed(rebuild, 9))
    verdict = "OK" if ours < TARGET_MS else "OVER TARGET"
    print(f"rebuild a {entries}-entry game from its log: {ours:.1f} ms median "
          f"(baseline, parsing the log only: {base:.1f} ms; x{ours / base:.1f}) target < {TARGET_MS:.0f} ms: {verdict}")
    cpu = min(cpu_ms(rebuild, 3) for _ in range(args.cpu_runs))
    print(f"rebuild CPU time: {cpu:.2f} ms (the least of {args.cpu_runs} runs of 3 rebuilds; other processes on the "
          "machine move it far less than the wall clock)")

    sheet = sheet_from_state(game.state)
    sheet_base = statistics.median(timed(lambda: sheet_from_state(game.state), 51))
    score_ms = statistics.median(timed(lambda: score(sheet_from_state(game.state)), 51))
    verdict = "OK" if score_ms < TARGET_MS else "OVER TARGET"
    print(f"score 4 players (state -> sheet -> result): {score_ms:.2f} ms median "
          f"(baseline, building the sheet only: {sheet_base:.2f} ms) target < {TARGET_MS:.0f} ms: {verdict}")
    assert len(sheet.players) == 4


if __name__ == "__main__":
    main()
