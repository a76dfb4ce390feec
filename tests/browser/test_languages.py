"""Two devices at one table, one set to German and one to English (issue 24): each reads the same served game in
its own language, live; a choice made in Settings is kept by the browser."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.words import translator
from tests.browser.browsing import PHONE, READY_MS, SCREENSHOTS, TABLET, App
from tests.browser.page_reading import said
from tests.browser.server import Served

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


@contextmanager
def device(browser: Browser, server: Served, locale: str, viewport: dict[str, int], name: str,
           zone: str | None = None) -> Iterator[App]:
    """The app in a browser context of its own whose reader reads ``locale`` (``navigator.languages``), in time
    ``zone`` (``Intl``'s; None: the machine's)."""
    context = browser.new_context(viewport=viewport, locale=locale, timezone_id=zone)  # type: ignore[arg-type]
    try:
        yield App(context.new_page(), server.url, SCREENSHOTS / f"test_languages_{name}")
    finally:
        context.close()


def test_a_german_and_an_english_device_read_one_game_each_in_its_own_language_live(
        browser: Browser, server: Served, tmp_path: Path) -> None:
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = store.create("through-the-ages", random_setup(random.Random(4), 2), name="TTA",
                               players=["A", "B"]).id
    with device(browser, server, "de-DE", PHONE, "german") as german, \
            device(browser, server, "en-US", TABLET, "english") as english:
        german.open(f"/game/{game_id}/log", expect="Rückgängig (nichts rückgängig zu machen)")
        english.open(f"/game/{game_id}", expect="Log")
        assert german.button("Protokoll").count() and not german.button("Log").count()
        english.button(" takes ", exact=False).first.click()
        german.button("Rückgängig").wait_for(timeout=READY_MS)  # the English device's move, in German, live
        german.shot("log-after-the-english-move")
        english.tap("Log", then="Undo")
        english.shot("log-in-english")
        with Store.open_data_dir(tmp_path / "data") as store:
            entries = len(store.resume(game_id).game.entries)
        assert said(german, "log-0").endswith("(Tisch)") and said(english, "log-0").endswith("(table)")
        last = f"log-{entries - 1}"
        assert said(german, last).endswith("(automatisch)") and said(english, last).endswith("(automatic)")
        assert not english.button("Rückgängig").count()


def test_the_language_chosen_in_settings_is_said_at_once_and_kept_by_the_browser(browser: Browser,
                                                                                 server: Served) -> None:
    with device(browser, server, "de-DE", PHONE, "settings") as app:
        app.open("/", expect="Neue Partie")
        app.tap("Einstellungen", answered=True)
        app.save_shot("settings-tapped")
        app.button("English").wait_for(timeout=READY_MS)
        app.shot("settings-in-german")
        app.tap("English", then="New game")
        app.button("Close the settings").wait_for(timeout=READY_MS)
        app.shot("english-chosen")
        again = App(app.page.context.new_page(), server.url, app.folder, app.shots)
        again.open("/", expect="New game")
        again.shot("new-tab-still-english")


def test_two_devices_in_two_time_zones_read_when_a_game_changed_each_in_its_own_time(
        browser: Browser, server: Served, tmp_path: Path) -> None:
    """Dates in the reader's time zone (issue 24, point 2): the page tells the app its browser's zone, whichever
    machine serves it (this one's is UTC)."""
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = store.create("through-the-ages", random_setup(random.Random(4), 2), name="Zones",
                               players=["A", "B"]).id
        changed = next(g.updated_at for g in store.games() if g.id == game_id)
    with device(browser, server, "en-US", PHONE, "tokyo", "Asia/Tokyo") as tokyo, \
            device(browser, server, "de-DE", TABLET, "new-york", "America/New_York") as new_york:
        tokyo.open("/", expect="New game")
        new_york.open("/", expect="Neue Partie")
        tokyo.expect_text(f"last change {translator('en', 'Asia/Tokyo').when(changed)}")
        new_york.expect_text(f"zuletzt geändert {translator('de', 'America/New_York').when(changed)}")
        tokyo.shot("home-in-tokyo")
        new_york.shot("home-in-new-york")
