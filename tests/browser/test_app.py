"""The served app in headless Chromium, through Flutter's accessibility tree, at phone and tablet size."""

from __future__ import annotations

import pytest

from tests.browser.app_steps import start_game
from tests.browser.browsing import READY_MS, App
from tests.browser.page_reading import small_targets

pytestmark = pytest.mark.browser


def test_home_then_new_game_then_table(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.shot("table")
    assert phone.page.url.startswith(phone.url + "/game/")
    assert phone.by_id("p0-coins").count() == 1
    assert "Coins" in phone.by_id("p0-coins").inner_text(timeout=READY_MS)


def test_navigation_and_reload_return_to_the_same_screen(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.tap("Log", then="Undo (nothing to undo)")
    phone.shot("log")
    log_url = phone.page.url
    assert log_url.endswith("/log")
    phone.page.reload()
    phone.ready("Undo (nothing to undo)")
    phone.shot("log-after-reload")
    assert phone.page.url == log_url
    phone.tap("Home", then="New game")
    phone.tap("Resume Ann, Bo, Cy", then="End of round")
    assert phone.page.url.endswith(log_url.removesuffix("/log"))
    phone.shot("resumed")


def test_tablet_layout_and_dark_theme(tablet: App) -> None:
    tablet.open("/", expect="New game")
    tablet.tap("Use the dark theme", then="Use the light theme")
    tablet.shot("home-dark")
    tablet.tap("New game", then="Start the game")
    tablet.shot("new-game-dark")
    tablet.tap("Home", then="Rules guide")
    tablet.tap("Rules guide", then="Home")
    tablet.shot("rules-guide")


def test_touch_targets_are_at_least_48_px(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    assert small_targets(phone) == []
    phone.tap("Log", then="Undo (nothing to undo)")
    assert small_targets(phone) == []
    phone.tap("Home", then="New game")
    assert small_targets(phone) == []
    phone.tap("New game", then="Start the game")
    assert small_targets(phone) == []
