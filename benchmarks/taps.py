"""Taps per move (issue 11): one scripted first round of a 3-player game of The Ancient World, played in headless
Chromium at phone size (390x844) through Flutter's accessibility tree, counting what a person does per move.

Counted per move and in total: taps (clicks), typed fields, scroll gestures and the screens they scroll, and the
wall time of the move (the app's answers included). A control is in view when all of it is inside the scrolling
pane that shows it; one that is not is brought into view by one scroll gesture that puts it at the top of its pane
(as far as the pane goes), so what follows it is in view too. Opening the app's address is not counted.

The harness (server, browser, ``Counter``, report, targets) is ``taps_counter.py``; ``script`` below is the round
written against the judged checkout's accessible labels, so a new UI needs only a new ``script``; ``taps_base.py``
is the round against 0844311's UI, the commit before the redesign. Targets (issue 11): the round in at most 40 taps,
no scrolling except while a new card's symbols are entered, Labor, Learn and Pass in 2 taps each; exit 1 while one
is not met (or the script could not be played).

    flock /tmp/companion-browser.lock .venv/bin/python benchmarks/taps.py [--root DIR] [--base DIR] [--trace]

``--root``: the checkout served, played with ``script`` and judged (default: this one); ``--base``: a checkout of
0844311 (``git worktree add /tmp/taps-base 0844311``) played with ``taps_base.script`` in the same run and printed
beside it. Each is served with its own ``companion`` package first on the path, so a worktree reuses this venv.
``--shots DIR``: the last screen of each run; ``--trace``: print every tap, typed field and scroll as it is done.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from benchmarks import taps_base as base  # noqa: E402
from benchmarks.taps_counter import Counter, judge, measure, report  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

#: The round played on the checkout judged, written against its UI's accessible labels. Until the redesign lands
#: the UI is 0844311's: for the new UI, write a new ``script(c: Counter) -> None`` here (``taps_base`` is the
#: example) and leave ``taps_base.script`` as it is, for ``--base``.
script: Callable[[Counter], None] = base.script


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to serve and judge (default: this one)")
    parser.add_argument("--base", type=Path, help="a checkout of 0844311 (e.g. a git worktree) played beside it")
    parser.add_argument("--shots", type=Path, help="save a screenshot of the last screen of each run under DIR")
    parser.add_argument("--trace", action="store_true", help="print every tap, typed field and scroll as it is done")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so that the servers started here are stopped too
    plays = [(args.root.resolve(), script), *([(args.base.resolve(), base.script)] if args.base else [])]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        runs = [measure(root, browser, play, shots=args.shots / f"{i}-{root.name}" if args.shots else None,
                        trace=args.trace) for i, (root, play) in enumerate(plays, 1)]
        browser.close()
    report(runs)
    return 0 if judge(runs[0]) else 1


if __name__ == "__main__":
    sys.exit(main())
