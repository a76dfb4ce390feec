"""Taps to score a game played on paper (issue 22, "Measured"): a 3-player sheet of The Ancient World entered from
Home in headless Chromium at 390x844.

Each player has banners in 4 tribes, 1 damaged card, 1 starving citizen and 1 scoring card (Monument, with one
defeated 3-banner titan); Hal and Ivy tie on points. Prints per player the taps, typed fields and scroll gestures
(``benchmarks/taps_counter.py`` counts them, scrolling a control into view when it is not wholly in its pane), then
the time from the last tap to the result and whether the result is in view. Exits 1 while a target is missed: at most
12 taps per player, no typing but the new names, no scrolling within one player's entry, the result in view after
the last tap.

    .venv/bin/python -m benchmarks.score_taps [--trace] [--shots DIR]
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import sync_playwright

from benchmarks.taps_counter import Counter, Run, measure
from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, READY_MS

ROOT = Path(__file__).resolve().parents[1]
#: The issue's targets.
MOST_TAPS = 12
#: The players in seat order, each with banners in 4 tribes (Hal and Ivy alike: a tie).
LINES = {"Hal": {"red": 3, "blue": 2, "yellow": 1, "green": 2}, "Ivy": {"red": 3, "blue": 2, "yellow": 1, "green": 2},
         "Jo": {"red": 1, "blue": 2, "yellow": 1, "purple": 3}}


@dataclass
class Outcome:
    """What the last tap led to: seconds until the result was shown, and whether it is in view."""

    seconds: float = 0.0
    in_view: bool = False


def script(c: Counter, outcome: Outcome) -> None:
    """Home -> Score a finished game -> the players (typed: no earlier games) -> each player's line -> the result."""
    names = list(LINES)
    with c.move("Players: " + ", ".join(names), setup=True):
        c.open("/", expect="Score a finished game")
        c.tap("Score a finished game", then="Enter the scores")
        for name in names:
            c.type("New player's name", name)
            c.tap("Add")
        c.tap("Enter the scores", then=f"Next: {names[1]}")
    for i, (name, banners) in enumerate(LINES.items()):
        with c.move(name):
            for tribe, count in banners.items():
                c.tap(f"{name} {tribe} banners: {count}")
            c.tap(f"{name} starving citizens: 1")
            c.tap(f"{name} damaged empire cards: 1")
            c.tap(f"Add a scoring card for {name}")
            c.tap(f"{name} has Monument")
            c.tap(f"{name} defeated 3-banner titans: 1")
            if i < len(names) - 1:
                c.tap(f"Next: {names[i + 1]}")
            else:
                started = time.perf_counter()
                c.tap("See the result", then="Not decided yet: Hal and Ivy tie")
                outcome.seconds = time.perf_counter() - started
                outcome.in_view = _in_view(c, "outcome") and _in_view(c, "paper-totals")


def _in_view(c: Counter, identifier: str) -> bool:
    """The element is wholly inside the window (below the header, above the tabs)."""
    found = c.app.by_id(identifier).first
    found.wait_for(timeout=READY_MS)
    box = found.bounding_box()
    tabs = c.app.by_id("game-tabs").first.bounding_box()
    bottom = tabs["y"] if tabs else PHONE["height"]
    return bool(box and box["y"] >= 0 and box["y"] + box["height"] <= bottom)


def judge(run: Run, outcome: Outcome) -> list[str]:
    """The targets missed, in words (none: every target met)."""
    missed = [f"{run.failure}"] if run.failure else []
    for move in run.round:
        if move.taps > MOST_TAPS:
            missed.append(f"{move.name}: {move.taps} taps, at most {MOST_TAPS}")
        if move.typed:
            missed.append(f"{move.name}: {move.typed} typed fields, none wanted")
        if move.scrolls:
            missed.append(f"{move.name}: {move.scrolls} scroll gestures, none wanted")
    if not run.failure and not outcome.in_view:
        missed.append("the result is not in view after the last tap")
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to serve (default: this one)")
    parser.add_argument("--shots", type=Path, help="save a screenshot of the last screen under DIR")
    parser.add_argument("--trace", action="store_true", help="print every tap, typed field and scroll as it is done")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so that the server started here is stopped too
    outcome = Outcome()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        run = measure(args.root.resolve(), browser, lambda c: script(c, outcome), shots=args.shots, trace=args.trace)
        browser.close()
    print(f"{run.root} ({run.commit}), 390x844")
    print(f"{'':24}{'taps':>5} {'typed':>5} {'scrolls':>7} {'seconds':>7}")
    for move in run.moves:
        print(f"{move.name:24}{move.taps:5d} {move.typed:5d} {move.scrolls:7d} {move.seconds:7.1f}")
    print(f"last tap to the result: {outcome.seconds:.2f} s; result in view: {'yes' if outcome.in_view else 'no'}")
    missed = judge(run, outcome)
    for line in missed:
        print(f"MISSED: {line}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
