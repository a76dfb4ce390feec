"""Steps both rounds of ``benchmarks/taps.py`` take on today's table (issue 11's 3-player round in ``taps.py``, issue
23's 4-player round in ``taps_four.py``), written against the UI's accessible labels in one place: the same new cards,
the same attack, a die entered from the table."""

from __future__ import annotations

from benchmarks.taps_counter import Counter


def build_new_card(c: Counter) -> None:
    """Build with the cheapest citizen a new card (cost 4 coins, 1 food, income 1 coin, 1 red banner), up to Confirm."""
    c.tap("Build, free")
    with c.symbols():
        c.tap("Cost coins: 4")
        c.tap("Food: 1")
        c.tap("Income coins: 1")
        c.tap("Add banner Red")


def recruit_over_militia(c: Counter) -> None:
    """Recruit a new military card over Militia (2 swords, 1 arrow, legacy 1 sword), up to Confirm; the screen's
    order: where it goes, then the card's symbols."""
    c.tap("Recruit, free")
    c.tap("Over Militia", exact=False)
    with c.symbols():
        c.tap("Front swords: 2")
        c.tap("Front arrows: 1")
        c.tap("Legacy swords: 1")


def attack_the_titan(c: Counter) -> None:
    """Attack the 1-star deck titan (defence 2, 1 blue banner) with City Guard and Militia, up to Confirm; the screen's
    order: the armies, then the titan's symbols."""
    c.tap("Attack a titan")
    c.tap("Army City Guard", exact=False)
    c.tap("Army Militia", exact=False)
    with c.symbols():
        c.tap("Defence: 2")
        c.tap("Add banner Blue")


def one_die(c: Counter, face: str) -> None:
    """Enter a single damage die as rolled on the table: its face, then the dice."""
    c.tap(f"Die 1: {face}")
    c.tap(f"Enter the dice: {face}")
