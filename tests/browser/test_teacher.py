"""The teacher of the phase order in headless Chromium (issue 23, point 5): Home's Rules guide for each game with the
rulebook's text one tap away, and the teaching panel in a 4-player game, at phone and tablet size, light and dark.
At the end of round the panel explains the step and leaves the dice in view on a phone."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from companion.ui.widgets import TOUCH
from tests.browser.app_steps import settled_shot
from tests.browser.browsing import App
from tests.browser.page_reading import in_view

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

NAMES = ("Ann", "Bo", "Cy", "Dee")


def teaching_game(tmp_path: Path, *, to_end_of_round: bool) -> str:
    """A new 4-player first game with the teaching panel on; everyone passed when ``to_end_of_round`` (Ann, whose
    titan has a banner and who holds no ambrosia, then rolls its dice)."""
    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in NAMES), teaching=True)
    with Store.open_data_dir(tmp_path / "data") as store:
        stored = store.create("the-ancient-world", setup, name="Teach", players=list(NAMES))
        while to_end_of_round and stored.game.state.phase == "actions":
            stored.apply(next(a for a in stored.game.legal_actions() if a.type == "pass"))
        return stored.id


def themed(app: App, dark: bool) -> None:
    if dark:
        app.tap("Use the dark theme", then="Use the light theme")


def open_table(app: App, game_id: str, expect: str, dark: bool, phase: str) -> None:
    """Open the game's table (waiting for button ``expect``) in the theme, its teaching panel at ``phase``."""
    app.open(f"/game/{game_id}", expect=expect)
    themed(app, dark)
    app.expect_text(f"Phase: {phase}")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_home_s_guide_teaches_each_game_s_order(request: pytest.FixtureRequest, size: str, dark: bool) -> None:
    app: App = request.getfixturevalue(size)
    app.open("/rules", expect="Read the rulebook: Sort the components")
    themed(app, dark)
    app.expect_text("Rules guide: The Ancient World")
    app.shot("guide-the-ancient-world")
    app.tap("Read the rulebook: Sort the components", then="Hide the rulebook: Sort the components")
    app.expect_text("Separate the cards by type")
    app.shot("rulebook-one-tap-away")
    app.tap("Ancient Realm", then="Read the rulebook: Decks")
    app.expect_text("Rules guide: Ancient Realm")
    app.shot("guide-ancient-realm")
    app.tap("Through the Ages: first round", then="Read the rulebook: A turn of two phases")
    app.expect_text("End-of-turn Sequence")
    app.shot("guide-through-the-ages")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_teaching_panel_lists_the_closed_moves_with_why(phone: App, tablet: App, tmp_path: Path,
                                                            dark: bool) -> None:
    game_id = teaching_game(tmp_path, to_end_of_round=False)
    for app in (phone, tablet):
        open_table(app, game_id, "Hide the teaching panel", dark, "Player Actions")
        app.shot("teaching-actions")
        app.expect_text("Also open to try: Attack a titan")
        app.tap("Why: 6 moves closed now", then="Hide: 6 moves closed now")
        app.expect_text("Closed now: Explore: Explore opens in round 2")
        app.shot("teaching-closed-moves")
        app.open(f"/game/{game_id}/rules", expect="Read: 1. Advance the round marker")
        app.expect_text("1. Advance the round marker (done)")
        settled_shot(app, "rules-tab-prepare")
        app.into_view(app.by_id("step-confront_titan").first)
        app.shot("rules-tab-end-of-round")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_at_the_end_of_round_the_panel_explains_the_step_and_the_dice_stay_in_view(phone: App, tablet: App,
                                                                                   tmp_path: Path, dark: bool) -> None:
    game_id = teaching_game(tmp_path, to_end_of_round=True)
    for app in (phone, tablet):
        open_table(app, game_id, "Die 1: blank", dark, "End of Round")
        app.expect_text("Ann decides: the question is above. Each player still threatened by a titan")
        pinned = app.by_id("pinned").first.bounding_box()
        for die in ("Die 1: titan", "Die 1: coin", "Die 1: blank"):
            box = app.button(die).first.bounding_box()
            # Wholly shown: a button half under the pinned bar has a box cut to what is left of it.
            assert in_view(app, die) and box and pinned and box["height"] >= TOUCH
            assert box["y"] + box["height"] <= pinned["y"], f"{die} above the pinned bar with the teaching panel on"
        app.shot("teaching-end-of-round")
