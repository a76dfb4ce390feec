"""The Ancient World's teaching panel, once hidden, stays hidden in that browser after a reload and after the
server restarts; other games keep theirs; showing it again is remembered too (headless Chromium)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from tests.browser.browsing import App
from tests.browser.server import Served, start_companion

pytestmark = pytest.mark.browser

HIDE = "Hide the teaching panel"
SHOW = "Show the teaching panel"


def teaching_games(data_dir: Path, count: int) -> list[str]:
    """``count`` new three-player games in teaching mode, saved in the server's data dir."""
    names = ("Ann", "Bo", "Cy")
    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in names), teaching=True)
    with Store.open_data_dir(data_dir) as store:
        return [store.create("the-ancient-world", setup, name=f"Teach {i}", players=list(names)).id
                for i in range(count)]


def reload(app: App, expect: str) -> None:
    """Reload the page and wait for button ``expect``; a pointer move makes headless Chromium paint."""
    app.page.reload()
    app.ready(expect)
    app.page.mouse.move(10, 10)


def assert_hidden(app: App) -> None:
    assert app.button(SHOW).count() == 1 and app.button(HIDE).count() == 0
    assert app.by_id("taw-teaching").count() == 0


def test_hidden_stays_hidden_after_a_reload_per_game_and_shown_again_stays_shown(phone: App, tmp_path: Path) -> None:
    first, second = teaching_games(tmp_path / "data", 2)
    phone.open(f"/game/{first}", expect=HIDE)
    phone.expect_text("Now: Player actions")
    phone.shot("teaching-shown")
    phone.tap(HIDE, then=SHOW)
    phone.shot("teaching-hidden")
    reload(phone, SHOW)
    assert_hidden(phone)
    phone.shot("still-hidden-after-reload")
    phone.open(f"/game/{second}", expect=HIDE)
    phone.expect_text("Now: Player actions")
    phone.shot("other-game-shown")
    phone.open(f"/game/{first}", expect=SHOW)
    phone.tap(SHOW, then=HIDE)
    reload(phone, HIDE)
    phone.expect_text("Now: Player actions")
    phone.shot("shown-again-after-reload")


def test_hidden_stays_hidden_after_the_server_restarts_on_a_tablet(tablet: App, server: Served,
                                                                    tmp_path: Path) -> None:
    (game_id,) = teaching_games(tmp_path / "data", 1)
    tablet.open(f"/game/{game_id}", expect=HIDE)
    tablet.tap(HIDE, then=SHOW)
    tablet.shot("teaching-hidden")
    assert server.stop() == 0
    port = int(server.url.rsplit(":", 1)[1])
    restarted = tablet.back_after_restart(lambda: start_companion(tmp_path / "data", port), SHOW)
    try:
        tablet.page.mouse.move(10, 10)  # headless Chromium paints after an input
        assert_hidden(tablet)
        tablet.expect_text("Ann to play")
        tablet.shot("still-hidden-after-restart")
    finally:
        restarted.stop()
