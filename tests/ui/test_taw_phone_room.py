"""The four-player phone (issue 23): a board tile shows all its citizens or says how many more stand there, the
players' rows fold to one strip while a move or decision is entered, and the pinned bar's greyed Undo keeps its
reason on a line of its own."""

from __future__ import annotations

import itertools

import flet as ft

from companion.store import Store
from companion.store.options import GameOptions
from companion.taw.setup import GameSetup, PlayerSetup
from companion.ui.taw import board
from companion.ui.taw.board import TileView, fitting, tile
from tests.ui.harness import walk
from tests.ui.opening import OpenUi
from tests.ui.reading import said

NAMES = ("Ann", "Bo", "Cy", "Dee")


def four_players(store: Store, *, others_allowed: bool = True) -> str:
    setup = GameSetup(players=tuple(PlayerSetup(name=n, colour=c) for n, c in zip(NAMES, ("Red", "Blue", "", "Green"),
                                                                                    strict=True)))
    game_id = store.create("the-ancient-world", setup, name="Four", players=list(NAMES)).id
    if not others_allowed:
        store.set_options(game_id, GameOptions(seats_act_for_others=False))
    return game_id


def texts(control: ft.BaseControl) -> list[str]:
    """The words drawn under ``control``, in order."""
    return [str(c.value) for c in walk(control) if isinstance(c, ft.Text) and c.value]


def test_a_tile_shows_all_its_citizens_or_says_how_many_more() -> None:
    """The issue's Labor tile ("Ann 1 Bo 2" drawn while Ann's second citizen stood there too) and every crowd of 1-6
    citizens of short and long names, with and without a colour and ambrosia: the markers drawn are the first ones
    placed, the rest are said "+N more", and the drawn ones fit the tile's line."""
    issue = (("Ann", 1, "red"), ("Bo", 2, "blue"), ("Ann", 2, "red"))
    drawn = texts(tile(TileView("place_labor", "Labor", "labor", None, None, 0, issue), lambda _: None))
    shown, hidden = fitting(issue, 0)
    assert hidden and drawn == ["Labor", *(f"{n} {s}" for n, s, _ in shown), f"+{hidden} more"], drawn
    people = [("Al", 1, ""), ("Annabel", 3, "red"), ("Wilhelmina", 2, "green"), ("Bo", 2, "blue"), ("Cy", 1, "")]
    for count, ambrosia in itertools.product(range(1, 7), (0, 1)):
        for crowd in itertools.permutations(people * 2, count):
            shown, hidden = fitting(crowd, ambrosia)
            assert crowd[:len(shown)] == shown and len(shown) + hidden == count
            width = sum(board._marker_width(*c) + board.GAP for c in shown)
            width += len(board.more_text(hidden)) * board.MORE_CHAR if hidden else -board.GAP
            room = board.MARKERS_ROOM - (board.AMBROSIA_ROOM + board.GAP if ambrosia else 0)
            assert width <= room, (crowd, ambrosia, width)
            if count > 2:
                break  # the permutations of longer crowds only repeat what the first one of each size checks


async def test_the_rows_fold_to_one_strip_while_a_move_is_entered_on_a_phone(open_ui: OpenUi, store: Store) -> None:
    game_id = four_players(store)
    ui = await open_ui(f"/game/{game_id}", width=390, height=844)
    assert all(ui.by_identifier(f"row-{s}") for s in range(4))
    await ui.tap("tile-build")
    strip = said(ui, "rows-strip")
    assert strip.startswith("Players: Ann, to play, ") and "; Dee, " in strip and "knowledge" in strip, strip
    assert not [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.identifier == "row-0"]
    await ui.tap("rows-strip")
    assert ui.by_identifier("row-3")
    await ui.click("Fold the players' rows")
    assert said(ui, "rows-strip")
    await ui.click("Back to the board")
    assert ui.by_identifier("row-0")


async def test_the_greyed_undo_s_reason_stands_under_the_bar_not_beside_on_the_table(open_ui: OpenUi,
                                                                                     store: Store) -> None:
    """Bo's phone, the option off, after Ann's Labor: the reason is the bar's last line, under "On the table" and the
    greyed Undo, not in the row beside them (where it squeezed them to a letter a line)."""
    game_id = four_players(store, others_allowed=False)
    stored = store.resume(game_id)
    stored.apply(next(a for a in stored.game.legal_actions() if a.type == "place_labor"))
    ui = await open_ui(f"/game/{game_id}", width=390, height=844)
    await ui.click("Whose phone is this? Now: No seat: this device plays for everyone")
    await ui.click("This is Bo's phone")
    pinned = ui.by_identifier("pinned")
    bar = next(c for c in walk(pinned) if isinstance(c, ft.Column))  # the bar: what it says, then the reason
    last = bar.controls[-1]
    assert isinstance(last, ft.Semantics) and last.identifier == "undo-reason", bar.controls
    assert ui.find("Undo Ann's Labor").disabled
