"""The Ancient World's screens said in German (issue 24): the table, the books and the end of round in the reader's
language, the numbers and names as they are; and the counted words said by the reader's plural rules."""

from __future__ import annotations

from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from companion.taw.state import Player
from companion.ui.lang import set_language
from companion.ui.taw.strip import strip_words
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi
from tests.ui.reading import said
from tests.ui.taw_games import new_game, to_end_of_round


async def german(open_ui: OpenUi, route: str) -> UiSession:
    """The app at ``route`` on a device whose reader chose German (rendered again in it)."""
    ui = await open_ui("/")
    set_language(ui.page, "de")
    await ui.go(route)
    return ui


async def test_the_table_speaks_german(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await german(open_ui, f"/game/{game_id}")
    ann = store.resume(game_id).game.state.players[0]
    assert said(ui, "round-phase") == "Runde 1 von 6, Aktionen. Ann ist am Zug"
    assert said(ui, "row-0").startswith(f"Ann, am Zug: {ann.coins} Münzen, 0 Wissen, 0 Ambrosia, ")
    text = ui.text()
    assert "Bürger: 3 verfügbar, 0 eingesetzt, 0 hungernd, 0 neu" in text
    assert "Einkommen: " in text and "Banner: keine" in text
    assert "Income" not in text and "Citizens:" not in text and "to play" not in text
    assert said(ui, "tile-learn").endswith(", 1 Ambrosia, frei")


async def test_the_end_of_round_speaks_german(open_ui: OpenUi, store: Store) -> None:
    game_id = to_end_of_round(store)
    ui = await german(open_ui, f"/game/{game_id}/round-end")
    text = ui.text()
    assert "Ende von Runde 1" in text and "Die Schritte der Reihe nach" in text
    assert "Würfel 1: Titan" in ui.labels() and "Würfel 1: leer" in ui.labels()
    assert ui.find("Würfel eintragen").disabled


def test_counted_words_follow_the_plural_rules() -> None:
    """The folded strip says "1 coin" (it said "1 coins" before its words were amounts)."""
    one = Player(name="Ann", coins=1, knowledge=2, ambrosia=1)
    assert strip_words([one], 0) == ("Players: Ann, to play, 1 coin, 2 knowledge, 1 ambrosia. Tap to show the "
                                     "players' rows")


async def test_colours_and_steps_are_said_in_german(open_ui: OpenUi, store: Store) -> None:
    """A seat's colour is kept as the rules data's English label and said in the reader's language; the end of
    round's steps are the rules guide's, in German."""
    setup = GameSetup(players=(PlayerSetup(name="Ann", colour="Red"), PlayerSetup(name="Bo", colour="Blue")))
    game_id = store.create("the-ancient-world", setup, name="Colours", players=["Ann", "Bo"]).id
    ui = await german(open_ui, f"/game/{game_id}")
    assert said(ui, "row-0").startswith("Ann (Rot), am Zug: ") and said(ui, "row-1").startswith("Bo (Blau): ")
    ended = to_end_of_round(store)
    ui = await german(open_ui, f"/game/{ended}/round-end")
    assert said(ui, "end-step-confront_titan") == "1. Titanen konfrontieren (jetzt)"
    assert "Jetzt: 1. Titanen konfrontieren" in ui.text()
