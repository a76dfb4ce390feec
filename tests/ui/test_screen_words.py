"""No developer text on any screen, in every game and every phase the random games reach (issue 23, point 5).

Each game kind's seeded random games are replayed into the store; at the first state of each kind of moment (a
phase, an end-of-round step, a decision) every screen of the game is opened, as a first game with the teaching
panel on, and every text it shows is read (tests/ui/screen_words.py), with each move of The Ancient World entered
from the board. Home, the Rules guide, the New game form of each game and Score a finished game are read too.
"""

from __future__ import annotations

import pytest

from companion.kinds import played_kinds
from companion.store import Store
from companion.taw import random_game as taw_random
from tests.ui.opening import OpenUi
from tests.ui.random_screens import GAMES, SIZES, moment, moments, read_every_screen, report, saved
from tests.ui.screen_words import developer_text, findings


@pytest.mark.slow
@pytest.mark.parametrize("kind", GAMES)
async def test_no_screen_of_a_random_game_shows_developer_text(kind: str, open_ui: OpenUi, store: Store) -> None:
    found: list[str] = []
    for seed in (1, 2):
        game = GAMES[kind](seed)
        for at in moments(game):
            where = f"{kind} seed {seed} at {moment(at)}"
            found += await read_every_screen(open_ui, at, saved(store, at), where, developer_text)
    assert not found, report(found)


async def test_home_the_rules_guide_and_new_game_show_no_developer_text(open_ui: OpenUi, store: Store) -> None:
    saved(store, taw_random.random_game(3, players=4))
    found: list[str] = []
    for width, height in SIZES:
        ui = await open_ui("/", width=width, height=height)
        for route in ("/", "/rules", "/score"):
            await ui.go(route)
            found += developer_text(ui, f"{route} at {width}")
        await ui.go("/new")
        for kind in played_kinds():
            await ui.select("Game", kind.id)
            found += developer_text(ui, f"/new for {kind.id} at {width}")
    assert not found, report(found)


@pytest.mark.parametrize(("text", "kind"), [
    ("Take the card in card-row ``slot``", "backtick"), ("the turn passes to next_player", "snake_case name"),
    ("table corrected players.0.coins from 11", "dotted field path"), ("Over City Guard (#18)", "#number id"),
    ("Value error, the market starts with 2", "Value error"), ("2 point(s)", "(s) plural"),
])
def test_the_check_finds_each_kind_of_developer_text(text: str, kind: str) -> None:
    assert [f.split(":")[0] for f in findings(text)] == [kind]


@pytest.mark.parametrize("text", ["Ann's coins: 11 → 7", "Rulebook (Game Round > Prepare): 1. First, advance",
                                  "e.g. 3 coins", "Round 2 of 6", "Companion 1.0.5"])
def test_plain_words_pass_the_check(text: str) -> None:
    assert findings(text) == []
