"""A benchmark of this tree beside the same benchmark of an earlier commit, in one run (issue 24, point 5: words as
data must not make the engine or the screens slower than before).

The earlier commit is checked out in a temporary worktree and put first on ``PYTHONPATH`` (the same ``.venv``);
the two are run in turns, ``--rounds`` times each, so both meet the same load on the machine. Each output line
``label: number ...`` is compared by its median: the ratio now/before (for a rate, ``/s``, before/now), so 1.10
means 10% slower.

    .venv/bin/python benchmarks/versus.py 6845321 benchmarks/engine.py --games 10
    .venv/bin/python benchmarks/versus.py 6845321 benchmarks/ui.py --rounds 1 --taps 20
    .venv/bin/python benchmarks/versus.py --our-script 6845321 benchmarks/engine.py --games 5
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: A figure: the label before the first colon and the first number after it, with its unit.
FIGURE = re.compile(r"^(?P<label>[^:]{3,80}): (?P<value>\d+(?:\.\d+)?) ?(?P<unit>[^\s(,;]*)")


@contextmanager
def earlier_tree(base: str) -> Iterator[Path]:
    """Commit ``base`` checked out in a temporary worktree (removed after), for its code to be put on PYTHONPATH."""
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "before"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(tree), base], check=True)
        try:
            yield tree
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=True)


def run(tree: Path, script: str, args: list[str], *, ours: bool) -> dict[str, tuple[float, str]]:
    """The figures the benchmark ``script`` prints when run with ``tree``'s code (the script of this tree with
    ``ours``, else ``tree``'s own)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([sys.executable, str((ROOT if ours else tree) / script), *args], cwd=tree, env=env,
                          capture_output=True, text=True, check=False)  # a benchmark over its target exits 1
    figures = {}
    for line in done.stdout.splitlines():
        print(f"  [{tree.name}] {line}")
        if match := FIGURE.match(line):
            figures[match["label"]] = (float(match["value"]), match["unit"])
    if not figures:
        raise SystemExit(f"{script} from {tree} printed no figures (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the earlier commit")
    parser.add_argument("script", help="the benchmark, a path from the project's top folder")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--our-script", action="store_true",
                        help="run this tree's script with the earlier code too (for a figure added since)")
    known, rest = parser.parse_known_args()
    runs: dict[str, list[dict[str, tuple[float, str]]]] = {"before": [], "now": []}
    with earlier_tree(known.base) as before:
        for n in range(known.rounds):
            print(f"round {n + 1}: {known.base} (before), then this tree (now)")
            runs["before"].append(run(before, known.script, rest, ours=known.our_script))
            runs["now"].append(run(ROOT, known.script, rest, ours=True))
    print(f"\nmedians over {known.rounds} rounds; ratio now/before (1.10: 10% slower)")
    for label, (_, unit) in runs["now"][0].items():
        if not all(label in r for r in runs["before"] + runs["now"]):
            continue
        was = statistics.median(r[label][0] for r in runs["before"])
        now = statistics.median(r[label][0] for r in runs["now"])
        ratio = (was / now if unit.endswith("/s") else now / was) if was and now else float("nan")
        print(f"{label}: before {was:g} {unit}, now {now:g} {unit}, ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
