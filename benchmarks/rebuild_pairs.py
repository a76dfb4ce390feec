"""The rebuild of a 500-entry game timed in pairs against an earlier commit (issue 24, point 5): one long-lived
process per tree, asked in turns for the CPU time of the best of 5 rebuilds, so that the machine's drift from minute
to minute (10-20% on our virtual machines) falls on both sides of each pair alike.

    .venv/bin/python benchmarks/rebuild_pairs.py 6845321 [--pairs 30] [--processes 2]

Prints each side's least and median time and the ratios now/before (1.10: 10% slower): of the least times, and the
median of the pairs' ratios.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.versus import earlier_tree  # noqa: E402

#: The worker: builds the benchmark's long game once (``engine.long_game``), then answers each number n it reads
#: with the CPU milliseconds of the best of n rebuilds.
WORKER = """
import contextlib, io, json, sys, time
sys.path.insert(0, sys.argv[1])
with contextlib.redirect_stdout(io.StringIO()):
    from engine import long_game
    game = long_game(500)
from companion.core.game import Game
from companion.taw.kind import KIND
log = json.dumps([e.to_json() for e in game.entries])
print("ready", flush=True)
for line in sys.stdin:
    best = float("inf")
    for _ in range(int(line)):
        start = time.process_time()
        Game.replay(KIND, game.setup, json.loads(log))
        best = min(best, time.process_time() - start)
    print(best * 1000, flush=True)
"""


class Side:
    """One tree's worker process."""

    def __init__(self, tree: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(tree)}
        self.process = subprocess.Popen([sys.executable, "-c", WORKER, str(ROOT / "benchmarks")], cwd=tree, env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.process.stdin and self.process.stdout
        self.stdin, self.stdout = self.process.stdin, self.process.stdout
        if self.stdout.readline().strip() != "ready":
            raise SystemExit(f"the worker of {tree} did not start")

    def best_of(self, rebuilds: int) -> float:
        self.stdin.write(f"{rebuilds}\n")
        self.stdin.flush()
        return float(self.stdout.readline())

    def stop(self) -> None:
        self.process.kill()
        self.process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the earlier commit")
    parser.add_argument("--pairs", type=int, default=30, help="pairs asked of each pair of processes")
    parser.add_argument("--processes", type=int, default=2, help="pairs of processes started one after the other")
    args = parser.parse_args()
    before: list[float] = []
    now: list[float] = []
    with earlier_tree(args.base) as tree:
        for _ in range(args.processes):
            sides = Side(tree), Side(ROOT)
            try:
                for _ in range(args.pairs):
                    before.append(sides[0].best_of(5))
                    now.append(sides[1].best_of(5))
            finally:
                for side in sides:
                    side.stop()
    ratios = [n / b for b, n in zip(before, now, strict=True)]
    print(f"rebuild, {args.base}: {min(before):.2f} ms least, {statistics.median(before):.2f} ms median")
    print(f"rebuild, now: {min(now):.2f} ms least, {statistics.median(now):.2f} ms median")
    print(f"ratio now/before: {min(now) / min(before):.3f} of the least times, {statistics.median(ratios):.3f} the "
          f"median of {len(ratios)} pairs")


if __name__ == "__main__":
    main()
