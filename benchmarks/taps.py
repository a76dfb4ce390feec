"""Taps per move (issue 11): one scripted first round of a 3-player game of The Ancient World, played in headless
Chromium at phone size (390x844) through Flutter's accessibility tree, counting what a person does per move.

Counted per move and in total: taps (clicks), typed fields, scroll gestures and the screens they scroll, and the
wall time of the move (the app's answers included). A control is in view when all of it is inside the scrolling
pane that shows it; one that is not is brought into view by one scroll gesture that puts it at the top of its pane
(as far as the pane goes), so what follows it is in view too. Opening the app's address is not counted.

The harness (server, browser, ``Counter``, report, targets) is ``taps_counter.py``; ``script`` below is the round
written against the UI's accessible labels, and a new UI needs only a new ``script``. Targets (issue 11): the round
in at most 40 taps, no scrolling except while a new card's symbols are entered, Labor, Learn and Pass in 2 taps
each; exit 1 while one is not met (or the script could not be played).

    flock /tmp/companion-browser.lock .venv/bin/python benchmarks/taps.py [--root DIR] [--base DIR] [--trace]

``--root``: the checkout served and judged (default: this one); ``--base``: another checkout (e.g. a git worktree of
an earlier commit) played in the same run and printed beside it. Each is served with its own ``companion`` package
first on the path, so a worktree reuses this venv. ``--shots DIR``: the last screen of each run; ``--trace``: print
every tap, typed field and scroll as it is done.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from benchmarks.taps_counter import Counter, judge, measure, report  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

PLAYERS = ("Ann", "Bo", "Cy")


# The script: the round of issue 11 against the UI's accessible labels. A new UI needs only a new version of this.
def script(c: Counter) -> None:
    """The UI at 0844311: New game, then the round of issue 11 as played in its move flows and on the table.

    Adaptations, checked with ``companion replay``: the new cards are entered without a name (it is optional); the
    titan's banner is Blue and "swords and arrows" is read as a titan that is not sword-only (City Guard's sword and
    Militia's arrow both count: attack 2 against defence 2); the end-of-round dice are entered as blank."""
    with c.move("New game: Ann, Bo, Cy", setup=True):
        c.open("/", expect="New game")
        c.tap("New game")
        for seat, name in enumerate(PLAYERS, 1):
            c.type(f"Seat {seat} name", name)
        c.tap("Start the game")
        c.see("Ann to play")

    def place(move: str, citizen: int) -> None:
        c.tap(move)
        c.tap(f"Citizen {citizen} (available)")

    def confirm(next_player: str) -> None:
        c.tap("Confirm")
        c.see(f"{next_player} to play")

    with c.move("Ann: Labor (citizen 1)", two_taps=True):
        place("Labor", 1)
        confirm("Bo")
    with c.move("Bo: Build a new card (citizen 1)"):
        place("Build", 1)
        with c.symbols():
            c.tap("Cost coins: one more", times=4)
            c.tap("Food: one more")
            c.tap("Income coins: one more")
            c.tap("Add banner Red")
        c.see("Will do: Bo placed citizen 1 on Build and built card (red banners) for 4 coins")
        confirm("Cy")
    with c.move("Cy: Recruit a new card over Militia"):
        place("Recruit", 1)
        with c.symbols():
            c.tap("Front swords: one more", times=2)
            c.tap("Front arrows: one more")
            c.tap("More symbols: off")
            c.tap("Legacy swords: one more")
        c.tap("Over Militia", exact=False)
        c.see("Will do: Cy placed citizen 1 on Recruit and recruited army (2 swords, 1 arrows) over Militia")
        confirm("Ann")
    with c.move("Ann: attack the 1-star deck titan"):
        c.tap("Attack a titan")
        with c.symbols():
            c.tap("Defence: one more", times=2)
            c.tap("Add banner Blue")
        c.tap("Army City Guard", exact=False)
        c.tap("Army Militia", exact=False)
        c.see("Attack 2 (1 swords + 1 arrows) against defence 2")
        c.tap("Confirm")
        c.tap("Die 1: blank")
        c.tap("Enter the dice: blank")
        c.see("Bo to play")
    with c.move("Bo: Learn (citizen 2)", two_taps=True):
        place("Learn", 2)
        c.see("took 1 ambrosia")
        confirm("Cy")
    with c.move("Cy: Draft (citizen 2)"):
        place("Draft", 2)
        confirm("Ann")
    with c.move("Ann: Pass", two_taps=True):
        c.tap("Pass")
        confirm("Bo")
    with c.move("Bo: Labor (citizen 3)", two_taps=True):
        place("Labor", 3)
        confirm("Cy")
    with c.move("Cy: Pass", two_taps=True):
        c.tap("Pass")
        confirm("Bo")
    with c.move("Bo: Pass", two_taps=True):
        c.tap("Pass")
        c.tap("Confirm")
        c.see("Ann decides")
    with c.move("End of round: Ann rolls blank"):
        c.tap("Die 1: blank")
        c.tap("Enter the dice: blank")
        c.see("Bo decides")
    with c.move("End of round: Bo feeds his titan"):
        c.tap("Feed it 1 ambrosia")
        c.see("Cy decides")
    with c.move("End of round: Cy rolls blank"):
        c.tap("Die 1: blank")
        c.tap("Enter the dice: blank")
        c.see("Round 2 of 6")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to serve and judge (default: this one)")
    parser.add_argument("--base", type=Path, help="a checkout (e.g. a git worktree) measured beside it in the run")
    parser.add_argument("--shots", type=Path, help="save a screenshot of the last screen of each run under DIR")
    parser.add_argument("--trace", action="store_true", help="print every tap, typed field and scroll as it is done")
    args = parser.parse_args()
    roots = [args.root.resolve(), *([args.base.resolve()] if args.base else [])]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        runs = [measure(root, browser, script, shots=args.shots / root.name if args.shots else None,
                        trace=args.trace) for root in roots]
        browser.close()
    report(runs)
    return 0 if judge(runs[0]) else 1


if __name__ == "__main__":
    sys.exit(main())
