"""A player's page in the served app (issue 22, point 6), at phone and tablet size, light and dark: one tap on the
name on Home opens it; every figure of every game is inside the screen's width; the chart is drawn; a player with
no finished game is told so, with no chart; New game asks a solo game's player for their name."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.store import Store
from tests.browser.app_steps import choose_game, settled_shot
from tests.browser.browsing import App
from tests.ui.history_games import realm_game, table_scored, taw_game, tta_round

pytestmark = pytest.mark.browser

GAMES = ("the-ancient-world", "ancient-realm", "through-the-ages")
FIGURES = ("games", "wins", "average", "best")


def ann_everywhere(data_dir: Path) -> str:
    """Ann in three games of The Ancient World (one a tie at the top), a solo Ancient Realm and a first round of
    Through the Ages, saved where the server reads; the label of her button on Home."""
    with Store.open_data_dir(data_dir) as store:
        taw_game(store, ["Ann", "Bob", "Cleo"])
        table_scored(store, {"ann": 20, "Bob": 20})
        table_scored(store, {"Ann": 31, "Cleo": 24}, seed=2)
        realm_game(store, "Ann")
        tta_round(store, ["Dev", "Ann"])
        record = next(r for r in store.history() if r.player == "Ann")
    return f"Ann: {record.games} games, {record.wins} wins"


def figures_inside(app: App, width: int) -> None:
    """Every big number of every game's card, scrolled into view, lies inside the screen's width."""
    for game in GAMES:
        for figure in FIGURES:
            found = app.by_id(f"{figure}-{game}")
            app.into_view(found)
            box = found.bounding_box()
            assert box is not None, f"{figure}-{game} is not on the page"
            inside = box["x"] >= 0 and box["x"] + box["width"] <= width
            assert inside, f"{figure}-{game} is outside the screen: {box}"


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_a_players_page_from_home_light_and_dark(size: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    app: App = request.getfixturevalue(size)
    width = app.page.viewport_size["width"] if app.page.viewport_size else 0
    ann = ann_everywhere(tmp_path / "data")
    app.open("/", expect="New game")
    app.into_view(app.button(ann))
    app.page.mouse.move(1, 1)  # headless Chromium paints Flutter's canvas after a pointer move
    settled_shot(app, "home-history")
    app.tap(ann, then="Back to the start")
    app.expect_text("Names are matched with case ignored")
    app.by_id("best-the-ancient-world").wait_for()
    settled_shot(app, "player-light")
    figures_inside(app, width)
    app.into_view(app.by_id("chart-the-ancient-world"))
    app.shot("player-chart-light")
    app.tap("Use the dark theme", then="Use the light theme")
    app.shot("player-chart-dark")
    app.into_view(app.by_id("record-through-the-ages"))
    app.shot("player-unscored-dark")
    app.open("/player/Zed%20Lee", expect="Back to the start")
    app.by_id("no-games").wait_for()
    app.expect_text("Zed Lee has no finished games yet.")
    app.page.mouse.move(1, 1)
    assert app.page.locator('[flt-semantics-identifier^="chart-"]').count() == 0
    settled_shot(app, "no-games-dark")
    app.open("/new", expect="Start the game")
    choose_game(app, "Ancient Realm")
    app.field("Player's name (empty: Solo player)").wait_for()
    app.page.mouse.move(1, 1)
    settled_shot(app, "solo-name-dark")
