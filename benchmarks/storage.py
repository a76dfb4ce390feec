"""Storage benchmark: append one action, open a 500-action game, database size per 1,000 actions.

Each figure is printed next to a baseline measured in the same run on the same disk, interleaved with
it: a plain sqlite table with the same pragmas (WAL, synchronous=FULL) receiving the same JSON bytes,
one transaction per action, with no engine and no store layer; and reading those rows back without a
replay. The game is
the store tests' small ``tally`` kind, so the engine's own cost is tiny and the numbers show the store.
Real kinds whose random-game generator imports are then timed too (their engine cost included).
Targets (issue 3): append p99 under 20 ms, open under 100 ms.

    .venv/bin/python benchmarks/storage.py [--appends 1000]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from importlib import import_module
from pathlib import Path

from companion import kinds
from companion.core.game import Game
from companion.store import Store

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "store"))
kinds.KIND_MODULES.setdefault("tally", "store_tally_kind")
from store_tally_kind import KIND, Score, TallySetup  # noqa: E402

APPEND_P99_TARGET_MS = 20.0
OPEN_TARGET_MS = 100.0
OPEN_ACTIONS = 500
#: Real kinds timed after the synthetic one: kind id -> module with ``random_game(seed) -> Game``.
REAL_KINDS = {
    "the-ancient-world": "companion.taw.random_game",
    "ancient-realm": "companion.realm.random_game",
    "through-the-ages": "companion.tta.random_game",
}


def ms(seconds: float) -> float:
    return seconds * 1000


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return ms(time.perf_counter() - start)


def file_bytes(path: Path) -> int:
    """The database's size once its WAL is checkpointed into it."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = conn.execute("PRAGMA page_count").fetchone()[0] * conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    return size


def baseline_db(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("CREATE TABLE log (game_id TEXT, seq INTEGER, entry TEXT, PRIMARY KEY (game_id, seq)) WITHOUT ROWID")
    return conn


def scripted_score(game: Game, n: int) -> Score:
    return Score(player=game.state.turn, points=1 + n % 6)


def synthetic(workdir: Path, appends: int) -> dict[str, float]:
    """Append ``appends`` actions through the store, each followed by a plain sqlite insert of the same
    bytes (interleaved, so both see the same disk at the same moment); then open a 500-action game."""
    store = Store.open(workdir / "store.db")
    played = store.create("tally", TallySetup(seats=4, target=10**9), name="bench", players=["A", "B", "C", "D"])
    plain = baseline_db(workdir / "plain.db")
    ours: list[float] = []
    plain_times: list[float] = []
    for n in range(appends):
        start = len(played.game.entries)
        ours.append(timed(lambda n=n: played.apply(scripted_score(played.game, n))))  # type: ignore[misc]
        rows = [(e.seq, json.dumps(e.to_json())) for e in played.game.entries[start:]]

        def insert(rows: list[tuple[int, str]] = rows) -> None:
            plain.execute("BEGIN IMMEDIATE")
            plain.executemany("INSERT INTO log VALUES ('g', ?, ?)", rows)
            plain.execute("COMMIT")

        plain_times.append(timed(insert))
    entries = len(played.game.entries)
    store.close()
    plain.close()
    engine = Game(KIND, TallySetup(seats=4, target=10**9))
    engine_only = [timed(lambda n=n: engine.apply(scripted_score(engine, n))) for n in range(appends)]  # type: ignore[misc]

    opening = Store.open(workdir / "open.db")
    game = opening.create("tally", TallySetup(seats=4, target=10**9), name="open", players=["A", "B", "C", "D"])
    for n in range(OPEN_ACTIONS):
        game.apply(scripted_score(game.game, n))
    open_entries = len(game.game.entries)
    opens: list[float] = []
    log_only: list[float] = []
    read_only: list[float] = []
    for _ in range(20):
        opens.append(timed(lambda: opening.resume(game.id)))
        log_only.append(timed(lambda: opening.resume(game.id, use_snapshot=False)))
        read_only.append(timed(lambda: [json.loads(r["entry"]) for r in opening.query(
            "SELECT entry FROM entries WHERE game_id = ? ORDER BY seq", (game.id,))]))
    opening.close()
    return {
        "append_median": statistics.median(ours), "append_p99": p99(ours),
        "engine_median": statistics.median(engine_only),
        "plain_median": statistics.median(plain_times), "plain_p99": p99(plain_times),
        "open_median": statistics.median(opens), "open_max": max(opens), "open_entries": open_entries,
        "read_median": statistics.median(read_only), "log_only_median": statistics.median(log_only),
        "log_only_max": max(log_only),
        "ours_kb_per_1000": file_bytes(workdir / "store.db") / appends,
        "plain_kb_per_1000": file_bytes(workdir / "plain.db") / appends,
        "entries_per_action": entries / appends,
    }


def real_kind(workdir: Path, kind_id: str, module: str) -> str:
    """Store one random game of a real kind action by action; time appends and a reopen."""
    try:
        source: Game = import_module(module).random_game(1)
    except Exception as exc:  # the engines are still being written; report instead of failing the run
        return f"{kind_id}: skipped ({type(exc).__name__}: {exc})"
    store = Store.open(workdir / f"{kind_id}.db")
    names = [f"Player {i + 1}" for i in range(4)]
    played = store.add_game(kind_id, Game(source.kind, source.setup), name=kind_id, players=names)
    humans = [e for e in source.entries if not e.auto]
    appends = [timed(lambda e=e: played.apply(e.action, by=e.by)) for e in humans]  # type: ignore[misc]
    opens = [timed(lambda: store.resume(played.id, use_snapshot=False)) for _ in range(5)]
    store.close()
    opened = statistics.median(opens)
    return (f"{kind_id}: {len(humans)} actions ({len(source.entries)} entries): append median "
            f"{statistics.median(appends):.2f} ms, p99 {p99(appends):.2f} ms; open from the log alone {opened:.1f} ms "
            f"({opened / len(source.entries) * 1000:.0f} ms per 1,000 entries)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        r = synthetic(workdir, args.appends)
        ok_append = "ok" if r["append_p99"] < APPEND_P99_TARGET_MS else "MISSED"
        ok_open = "ok" if r["open_median"] < OPEN_TARGET_MS else "MISSED"
        print(f"append one action ({args.appends} actions, {r['entries_per_action']:.2f} log entries each, "
              "own transaction, synchronous=FULL):")
        print(f"  store      median {r['append_median']:.2f} ms  p99 {r['append_p99']:.2f} ms  "
              f"(target p99 < {APPEND_P99_TARGET_MS:.0f} ms: {ok_append})")
        print(f"  baseline   median {r['plain_median']:.2f} ms  p99 {r['plain_p99']:.2f} ms  (plain sqlite insert, "
              "same bytes)")
        print(f"  engine     median {r['engine_median']:.3f} ms  (in-memory apply only)")
        print(f"open a {OPEN_ACTIONS}-action game ({r['open_entries']} entries, replayed through the engine):")
        print(f"  store      median {r['open_median']:.1f} ms  max {r['open_max']:.1f} ms  "
              f"(snapshot + the entries after it; target < {OPEN_TARGET_MS:.0f} ms: {ok_open})")
        print(f"  log only   median {r['log_only_median']:.1f} ms  max {r['log_only_max']:.1f} ms  "
              "(the whole log replayed, snapshot ignored)")
        print(f"  baseline   median {r['read_median']:.1f} ms  (read and parse the rows, no replay)")
        print("database size per 1,000 actions:")
        print(f"  store      {r['ours_kb_per_1000']:.0f} KB   baseline {r['plain_kb_per_1000']:.0f} KB")
        print("real kinds (one random game each, engine cost included):")
        for kind_id, module in REAL_KINDS.items():
            print("  " + real_kind(workdir, kind_id, module))


if __name__ == "__main__":
    main()
