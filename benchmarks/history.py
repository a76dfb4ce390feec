"""History benchmark: the time to read a player's page (``Store.player_history``) and Home's list of players
(``Store.history``) from a database of many finished games.

Both read every finished game's row (players, scores, kind, date) and work the figures out in Python, off the event
loop (``ui/offloop.py``); this says how long a player waits for their page as the games pile up. The games are the
store tests' ``tally`` kind, four players each from a pool of twelve names (spelt in varying case), scored by the
table. Target: a player's page read under 100 ms with 1,000 finished games.

    .venv/bin/python benchmarks/history.py [--games 1000]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from companion import kinds
from companion.core.game import Game
from companion.store import Store

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "store"))
kinds.KIND_MODULES.setdefault("tally", "store_tally_kind")
from store_tally_kind import KIND, TallySetup  # noqa: E402

TARGET_MS = 100.0
NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu")


def filled(store: Store, games: int, rng: random.Random) -> None:
    """``games`` finished four-player games with the table's scores."""
    for i in range(games):
        names = [rng.choice((n, n.lower(), n.upper())) for n in rng.sample(NAMES, 4)]
        store.add_game("tally", Game(KIND, TallySetup(seats=4)), name=f"Game {i}", players=names,
                       final_scores={n: rng.randint(10, 60) for n in names})


def median_ms(read: Callable[[], object], repeats: int = 20) -> float:
    """The median time of ``repeats`` calls of ``read``, in ms."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        read()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, Store.open_data_dir(folder) as store:
        filled(store, args.games, random.Random(1))
        page = median_ms(lambda: store.player_history("ann"))
        home = median_ms(store.history)
    print(f"{args.games} finished games: a player's page {page:.1f} ms, Home's players {home:.1f} ms (medians of 20; "
          f"target under {TARGET_MS:.0f} ms for the page)")
    return 0 if page < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
