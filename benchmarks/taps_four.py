"""The 4-player first round of issue 23 for ``benchmarks/taps.py --players 4``: a build, a recruit, an attack with a
titan on the die and a damaged card, Labor, Learn and passes, then the end of round with a titan fed, three rolled
and a starving player, played at phone size (390x844) through the accessibility tree.

The New game is :func:`setup`, alone, against today's form (New game, a name typed per seat, a seat added for the
fourth player, Start): the form is being redesigned (issue 23, point 3), and only this function has to follow it.
The round: Ann Learn (1 ambrosia, 1 knowledge bought); Bo recruits a new military card over Militia (2 swords, 1
arrow, legacy 1 sword); Cy attacks the 1-star deck titan (defence 2, 1 blue banner) with City Guard and Militia, the
die shows a titan and Cy damages Fishing Dock (its 1 food lost); Dee builds a new card (cost 4 coins, 1 food, income 1
coin, 1 red banner); Ann Labor; Bo Labor; all pass. At the end of round Ann feeds her titan 1
ambrosia, Bo, Cy and Dee roll blank, and Cy, 2 food for 3 citizens, chooses citizen 3 to starve.
"""

from __future__ import annotations

from benchmarks import taps_steps as steps
from benchmarks.taps_counter import Counter

PLAYERS = ("Ann", "Bo", "Cy", "Dee")


def setup(c: Counter) -> None:
    """New game for Ann, Bo, Cy and Dee on today's form (re-aim here when the form changes)."""
    with c.move("New game: Ann, Bo, Cy, Dee", setup=True):
        c.open("/", expect="New game")
        c.tap("New game", then="Start the game")
        c.tap("Add a seat")
        for seat, name in enumerate(PLAYERS, 1):
            c.type(f"Seat {seat} name", name)
        c.tap("Start the game", then="Ann to play")


def script(c: Counter) -> None:
    """:func:`setup`, then the round: each move its tile (or a move off the board), its decisions and Confirm."""
    setup(c)

    def confirm(then: str) -> None:
        c.tap("Confirm")
        c.see(then)

    with c.move("Ann: Learn (citizen 1)", two_taps=True):
        c.tap("Learn, 1 ambrosia, free")
        confirm("Bo to play")
    with c.move("Bo: Recruit a new card over Militia"):
        steps.recruit_over_militia(c)
        confirm("Cy to play")
    with c.move("Cy: attack the 1-star titan, die titan"):
        steps.attack_the_titan(c)
        c.tap("Confirm")
        steps.one_die(c, "titan")
        c.see("Cy decides")
    with c.move("Cy: damage Fishing Dock"):
        c.tap("Fishing Dock", exact=False)
        c.see("Dee to play")
    with c.move("Dee: Build a new card (citizen 1)"):
        steps.build_new_card(c)
        confirm("Ann to play")
    for name, tile, then in (("Ann: Labor (citizen 2)", "Labor, free", "Bo to play"),
                             ("Bo: Labor (citizen 2)", "Labor, Ann 2", "Cy to play"),
                             ("Cy: Pass", "Pass", "Dee to play"), ("Dee: Pass", "Pass", "Ann to play"),
                             ("Ann: Pass", "Pass", "Bo to play"), ("Bo: Pass", "Pass", "Ann decides")):
        with c.move(name, two_taps=True):
            c.tap(tile)
            confirm(then)
    with c.move("End of round: Ann feeds her titan"):
        c.tap("Feed it 1 ambrosia")
        c.see("Bo decides")
    for player, after in (("Bo", "Cy decides"), ("Cy", "Dee decides"), ("Dee", "Cy decides")):
        with c.move(f"End of round: {player} rolls, die blank"):
            steps.one_die(c, "blank")
            c.see(after)
    with c.move("End of round: Cy starves citizen 3"):
        c.tap("Citizen 3 (", exact=False)
        c.tap("Confirm who starves")
        c.see("Round 2 of 6")
