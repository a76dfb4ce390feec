"""The page's "Not connected" banner is said in the device's language (issue 24): the browser's (German on a de-DE
browser), or the one chosen in Settings in this browser over the browser's. The banner a page shows as it loads
after a lost connection (the page marks that in its session) is read as the page has it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from companion.ui.languages import LANGUAGE_KEY
from companion.web.page import AWAY_KEY, PREFERENCE_PREFIX, RECONNECTING_ID, RECONNECTING_TITLE
from tests.browser.browsing import PHONE, READY_MS, SCREENSHOTS, App
from tests.browser.server import Served

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

GERMAN_TITLE = "Nicht verbunden: Züge werden nicht gespeichert"


def banner_after_a_lost_connection(browser: Browser, server: Served, locale: str, expect: str,
                                   chosen: str | None = None) -> str:
    """The banner's words on a page of a ``locale`` browser (``chosen``: the language kept from Settings) loaded
    again as after a lost connection."""
    context = browser.new_context(viewport=PHONE, locale=locale)  # type: ignore[arg-type]
    try:
        app = App(context.new_page(), server.url, SCREENSHOTS / "test_reconnect_words")
        app.open("/", expect=expect)
        app.page.evaluate("([away, key, chosen]) => { sessionStorage.setItem(away, '1');"
                          " if (chosen) localStorage.setItem(key, JSON.stringify(chosen)); }",
                          [AWAY_KEY, PREFERENCE_PREFIX + LANGUAGE_KEY, chosen])
        app.page.reload()
        banner = app.page.locator(f"#{RECONNECTING_ID}")
        banner.wait_for(state="attached", timeout=READY_MS)
        return str(banner.text_content())
    finally:
        context.close()


def test_the_banner_is_german_on_a_german_browser_and_english_on_an_english_one(browser: Browser,
                                                                               server: Served) -> None:
    assert banner_after_a_lost_connection(browser, server, "de-DE", "Neue Partie").startswith(GERMAN_TITLE)
    assert banner_after_a_lost_connection(browser, server, "en-US", "New game").startswith(RECONNECTING_TITLE)


def test_the_language_chosen_in_settings_goes_before_the_browsers(browser: Browser, server: Served) -> None:
    said = banner_after_a_lost_connection(browser, server, "en-US", "New game", chosen="de")
    assert said.startswith(GERMAN_TITLE) and "Deine gespeicherten Züge sind dort sicher" in said
