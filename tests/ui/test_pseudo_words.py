"""Every word a player reads passed through the translator (issue 24, point 4): the screens of random games of each
kind, Home, the Rules guide, New game and Score a finished game, read in the pseudo-language; names and numbers
aside, a word outside its marks was written in code and would stay English on a German phone."""

from __future__ import annotations

import pytest

from companion.kinds import played_kinds
from companion.store import Store
from companion.taw import random_game as taw_random
from tests.ui.opening import OpenUi
from tests.ui.pseudo_words import PSEUDO_BROWSER, outside, untranslated
from tests.ui.random_screens import GAMES, SIZES, moment, moments, read_every_screen, report, saved


@pytest.mark.slow
@pytest.mark.parametrize("kind", GAMES)
async def test_every_word_of_a_random_games_screens_passes_through_the_translator(kind: str, open_ui: OpenUi,
                                                                                   store: Store) -> None:
    found: list[str] = []
    game = GAMES[kind](1)
    for at in moments(game):
        where = f"{kind} at {moment(at)}"
        found += await read_every_screen(open_ui, at, saved(store, at), where, untranslated, PSEUDO_BROWSER)
    assert not found, report(found)


async def test_every_word_of_home_the_rules_new_game_and_score_passes_through_the_translator(
        open_ui: OpenUi, store: Store) -> None:
    saved(store, taw_random.random_game(3, players=4))
    found: list[str] = []
    for width, height in SIZES:
        ui = await open_ui("/", width=width, height=height, preferences=PSEUDO_BROWSER)
        for route in ("/", "/rules", "/score", "/new"):
            await ui.go(route)
            found += untranslated(ui, f"{route} at {width}")
        for kind in played_kinds():
            await ui.select("⟦Game⟧", kind.id)  # the dropdown's label, said in the pseudo-language
            found += untranslated(ui, f"/new for {kind.id} at {width}")
    assert not found, report(found)


@pytest.mark.parametrize(("text", "left"), [
    ("⟦Ann's turn⟧", ""), ("Ann: ⟦3 coins⟧", ":"), ("⟦Build for ⟦3 coins⟧⟧ now", "now"), ("12 / 40", "12 / 40"),
])
def test_the_check_sees_only_words_outside_the_marks(text: str, left: str) -> None:
    assert outside(text).split() == left.split()
