"""The round of ``benchmarks/taps.py`` written against the UI of 0844311, the last commit before issue 11's redesign:
what ``--base`` plays on a checkout of that commit (its figures are in docs/performance.md, "Taps per move")."""

from __future__ import annotations

from benchmarks.taps_counter import Counter

PLAYERS = ("Ann", "Bo", "Cy")


def script(c: Counter) -> None:
    """New game, then the round of issue 11 as played in 0844311's move flows and on its table.

    Adaptations, checked with ``companion replay``: the new cards are entered without a name (it is optional); the
    titan's banner is Blue and "swords and arrows" is read as a titan that is not sword-only (City Guard's sword and
    Militia's arrow both count: attack 2 against defence 2); the end-of-round dice are entered as blank."""
    with c.move("New game: Ann, Bo, Cy", setup=True):
        c.open("/", expect="New game")
        c.tap("New game", then="Start the game")
        for seat, name in enumerate(PLAYERS, 1):
            c.type(f"Seat {seat} name", name)
        c.tap("Start the game", then="Ann to play")

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
    end_of_round(c)


def end_of_round(c: Counter) -> None:
    """Bo passes last, then the end of round on the table: Ann and Cy roll blank for their titans, Bo feeds his (the
    same labels on both UIs)."""
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
