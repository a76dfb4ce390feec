"""Taps per move (issue 11): one scripted first round of a 3-player game of The Ancient World, played in headless
Chromium at phone size (390x844) through Flutter's accessibility tree, counting what a person does per move.

Counted per move and in total: taps (clicks), typed fields, scroll gestures and the screens they scroll, and the
wall time of the move (the app's answers included). A control is in view when all of it is inside the scrolling
pane that shows it; one that is not is brought into view by one scroll gesture that puts it at the top of its pane
(as far as the pane goes), so what follows it is in view too. Opening the app's address is not counted.

The harness (server, browser, ``Counter``, report, targets) is ``taps_counter.py``; ``script`` below is the round
written against the redesigned table's accessible labels (a new UI needs only a new ``script``); ``taps_base.py``
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from benchmarks import taps_base as base  # noqa: E402
from benchmarks import taps_four as four_players  # noqa: E402
from benchmarks import taps_steps as steps  # noqa: E402
from benchmarks.taps_counter import Counter, judge, measure, report  # noqa: E402
from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

#: Issue 23's targets for the 4-player round (with issue 11's 2 taps and no scrolling outside a card's symbols): the
#: entry's least share of the height between the app bar and the tabs while entering, and the New game's taps.
LEAST_SHARE = 0.55
SETUP_TAPS = 12


def script(c: Counter) -> None:
    """New game, then the round of issue 11 on the redesigned table: a move is its board tile (or a move off the
    board), its decisions, and Confirm; the cheapest citizen is chosen already (the lowest free one here).

    The adaptations are ``taps_base``'s: the new cards have no name, the titan's banner is Blue and it is not
    sword-only, the end-of-round dice are blank."""
    with c.move("New game: Ann, Bo, Cy", setup=True):
        c.open("/", expect="New game")
        c.tap("New game", then="Start the game")
        for seat, name in enumerate(base.PLAYERS, 1):
            c.type(f"Seat {seat} name", name)
        c.tap("Start the game", then="Ann to play")

    def confirm(next_player: str) -> None:
        c.tap("Confirm")
        c.see(f"{next_player} to play")

    with c.move("Ann: Labor (citizen 1)", two_taps=True):
        c.tap("Labor, free")
        confirm("Bo")
    with c.move("Bo: Build a new card (citizen 1)"):
        steps.build_new_card(c)
        c.see("Will do: Bo placed citizen 1 on Build and built card (cost 4 coins, 1 food, income 1 coin, 1 red "
              "banner) for 4 coins")
        confirm("Cy")
    with c.move("Cy: Recruit a new card over Militia"):
        steps.recruit_over_militia(c)
        c.see("Will do: Cy placed citizen 1 on Recruit and recruited army (2 swords, 1 arrow, legacy 1 sword) over "
              "Militia")
        confirm("Ann")
    with c.move("Ann: attack the 1-star deck titan"):
        steps.attack_the_titan(c)
        c.see("Attack 2 (1 sword + 1 arrow) against defence 2")
        c.tap("Confirm")
        steps.one_die(c, "blank")
        c.see("Bo to play")
    with c.move("Bo: Learn (citizen 2)", two_taps=True):
        c.tap("Learn, 1 ambrosia, free")
        c.see("took 1 ambrosia")
        confirm("Cy")
    # The moves with no decision but their tile (the cheapest citizen is chosen already): two taps each.
    for name, tile, next_player in (("Cy: Draft (citizen 2)", "Draft, free", "Ann"), ("Ann: Pass", "Pass", "Bo"),
                                    ("Bo: Labor (citizen 3)", "Labor, Ann 1", "Cy"), ("Cy: Pass", "Pass", "Bo")):
        with c.move(name, two_taps=True):
            c.tap(tile)
            confirm(next_player)
    base.end_of_round(c)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to serve and judge (default: this one)")
    parser.add_argument("--base", type=Path, help="a checkout of 0844311 (e.g. a git worktree) played beside it")
    parser.add_argument("--shots", type=Path, help="save a screenshot of the last screen of each run under DIR")
    parser.add_argument("--trace", action="store_true", help="print every tap, typed field and scroll as it is done")
    parser.add_argument("--players", type=int, choices=(3, 4), default=3,
                        help="3: issue 11's round (default); 4: issue 23's round (taps_four.py; no --base)")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so that the servers started here are stopped too
    four = args.players == 4
    plays = [(args.root.resolve(), four_players.script if four else script),
             *([(args.base.resolve(), base.script)] if args.base and not four else [])]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        runs = [measure(root, browser, play, shots=args.shots / f"{i}-{root.name}" if args.shots else None,
                        trace=args.trace) for i, (root, play) in enumerate(plays, 1)]
        browser.close()
    report(runs)
    if four:
        return 0 if judge(runs[0], most_taps=None, least_share=LEAST_SHARE, setup_taps=SETUP_TAPS) else 1
    return 0 if judge(runs[0]) else 1


if __name__ == "__main__":
    sys.exit(main())
