"""Two devices at one table: two browser pages on one served game stay in step; the theme is kept per browser."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from companion.store import Store
from companion.tta.random_game import random_setup
from tests.browser.browsing import PHONE, READY_MS, SCREENSHOTS, App
from tests.browser.server import Served

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


def _seconds_until_shown(acting: App, acted_shows: str, other: App, other_shows: str) -> float:
    """Seconds from ``acting`` showing its saved change (button ``acted_shows``) to ``other`` showing it too."""
    acting.button(acted_shows).wait_for(timeout=READY_MS)
    started = time.monotonic()
    other.button(other_shows).wait_for(timeout=READY_MS)
    return time.monotonic() - started


def test_a_move_on_one_phone_shows_on_the_other_without_touching_it(phone: App, tablet: App, tmp_path: Path) -> None:
    with Store.open_data_dir(tmp_path / "data") as store:  # the server's data dir, written as a CLI would
        game_id = store.create("through-the-ages", random_setup(random.Random(4), 2), name="TTA",
                               players=["A", "B"]).id
    phone.open(f"/game/{game_id}", expect="Log")
    tablet.open(f"/game/{game_id}/log", expect="Undo (nothing to undo)")
    tablet.shot("log-before")
    phone.button(" takes ", exact=False).first.click()
    tablet.button("Undo").wait_for(timeout=READY_MS)
    tablet.shot("log-after-the-phone-moved")
    phone.tap("Log", then="Undo")
    phone.tap("Undo")
    assert _seconds_until_shown(phone, "Undo (nothing to undo)", tablet, "Undo (nothing to undo)") < 1.0
    tablet.shot("log-after-the-phone-undid")
    tablet.tap("Redo")
    assert _seconds_until_shown(tablet, "Undo", phone, "Undo") < 1.0
    phone.shot("log-after-the-tablet-redid")


def test_the_theme_is_kept_for_a_new_tab_of_the_same_browser(browser: Browser, server: Served) -> None:
    context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
    try:
        folder = SCREENSHOTS / "test_the_theme_is_kept_for_a_new_tab_of_the_same_browser"
        first = App(context.new_page(), server.url, folder)
        first.open("/", expect="Use the dark theme")
        first.tap("Use the dark theme", then="Use the light theme")
        first.shot("dark-chosen")
        second = App(context.new_page(), server.url, folder, first.shots)
        second.open("/", expect="Use the light theme")
        second.shot("new-tab-still-dark")
    finally:
        context.close()
