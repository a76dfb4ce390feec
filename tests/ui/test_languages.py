"""The reader's language per device (issue 24): from the browser's languages, else English; a choice in Settings,
kept in this browser, re-renders every screen at once; two devices on one game each read the log in their own."""

from __future__ import annotations

import random
import re

import flet as ft
import pytest

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.ui.app import make_main
from companion.ui.lang import TRANSLATOR
from companion.ui.languages import LANGUAGE_KEY, ZONE_KEY
from companion.web.access import BROWSER_KEY, Access
from companion.words import translator
from tests.server.clock import Clock
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi, until


def language(ui: UiSession) -> str:
    """The language the page's translator speaks."""
    return str(ui.page.session.store.get(TRANSLATOR).language)


def reader_zone(ui: UiSession) -> str | None:
    """The time zone the page's translator says dates in (None: the server's)."""
    return ui.page.session.store.get(TRANSLATOR).zone_name


def log_lines(ui: UiSession) -> list[str]:
    """The Log's lines as read by a screen reader, newest first."""
    return [c.label for c in ui.controls()
            if getattr(c, "identifier", None) and str(c.identifier).startswith("log-") and c.label]


async def test_a_browser_that_reads_german_gets_every_screen_in_german(open_ui: OpenUi) -> None:
    ui = await open_ui("/", languages=["de-DE", "de", "en-US"])
    assert language(ui) == "de"
    assert ui.find("Neue Partie") and ui.find("Einstellungen") and ui.find("Start")
    assert "Laufende Partien" in ui.text() and "Keine laufende Partie." in ui.text()
    assert not ui.find_all("New game") and "Games in progress" not in ui.text()


@pytest.mark.parametrize("languages", [None, ["fr-FR", "fr"], ["en-GB"]])
async def test_a_browser_that_says_nothing_or_reads_no_language_we_speak_gets_english(
        open_ui: OpenUi, languages: list[str] | None) -> None:
    ui = await open_ui("/", languages=languages)
    assert language(ui) == "en"
    assert ui.find("New game") and "Games in progress" in ui.text()


async def test_the_choice_in_settings_switches_every_screen_at_once_and_is_kept_in_this_browser(
        open_ui: OpenUi) -> None:
    ui = await open_ui("/", languages=["de-DE"])
    await ui.click("Einstellungen")
    assert ui.find("Deutsch").disabled is not True and ui.find("English")
    await ui.click("English")
    assert language(ui) == "en" and ui.connection.preferences[LANGUAGE_KEY] == "en"
    assert ui.find("New game") and ui.find("Close the settings") and "Games in progress" in ui.text()
    assert not ui.find_all("Neue Partie") and "Laufende Partien" not in ui.text()
    # The same browser (its saved preferences) opened again: the choice wins over its German.
    again = await open_ui("/", languages=["de-DE"], preferences=ui.connection.preferences)
    assert language(again) == "en" and again.find("New game")
    # And back: chosen German on an English browser, kept too.
    await again.click("Settings")
    await again.click("Deutsch")
    assert again.find("Neue Partie") and again.connection.preferences[LANGUAGE_KEY] == "de"
    third = await open_ui("/", languages=["en-US"], preferences=again.connection.preferences)
    assert language(third) == "de" and third.find("Neue Partie")


@pytest.mark.usefixtures("shared_hub")
async def test_two_devices_on_one_game_each_read_its_log_in_their_own_language(open_ui: OpenUi, store: Store) -> None:
    stored = store.create("through-the-ages", random_setup(random.Random(4), 2), name="TTA", players=["A", "B"])
    german = await open_ui(f"/game/{stored.id}/log", languages=["de-DE"])
    english = await open_ui(f"/game/{stored.id}", languages=["en-GB"])
    before = len(log_lines(german))
    await english.click(next(label for label in english.labels() if " takes " in label))
    await until(german, lambda: len(log_lines(german)) > before)
    await english.click("Log")
    entries = list(reversed(store.resume(stored.id).game.entries))

    def expected(code: str, table: str, automatic: str) -> list[str]:
        said = translator(code)
        return [f"{e.seq + 1}. {said.render(e.message)} ({automatic if e.auto else table})" for e in entries]

    assert log_lines(german) == expected("de", "Tisch", "automatisch")
    assert log_lines(english) == expected("en", "table", "automatic")
    assert german.find("Rückgängig") and english.find("Undo") and not german.find_all("Undo")


async def test_home_says_when_a_game_last_changed_as_its_reader_writes_dates(open_ui: OpenUi, store: Store) -> None:
    store.create("through-the-ages", random_setup(random.Random(4), 2), name="TTA", players=["A", "B"])
    german = await open_ui("/", languages=["de-DE"])
    english = await open_ui("/")
    assert re.search(r"0 Aktionen, zuletzt geändert \d\d\.\d\d\.\d{4}, \d\d:\d\d", german.text()), german.text()
    assert re.search(r"0 actions, last change \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d", english.text()), english.text()
    assert "T" not in english.text().split("last change ")[1].split("\n")[0]


async def test_home_says_when_a_game_last_changed_in_each_readers_time_zone(open_ui: OpenUi, store: Store) -> None:
    """The page saves its browser's time zone before the app starts (``ZONE_SCRIPT``): two phones in two zones read
    one moment each in their own time; a browser that saved none, or a name that is no zone, reads the server's."""
    store.create("through-the-ages", random_setup(random.Random(4), 2), name="TTA", players=["A", "B"])
    changed = store.games()[0].updated_at
    tokyo = await open_ui("/", preferences={ZONE_KEY: "Asia/Tokyo"})
    new_york = await open_ui("/", languages=["de-DE"], preferences={ZONE_KEY: "America/New_York"})
    nowhere = await open_ui("/", preferences={ZONE_KEY: "../../etc/passwd"})
    assert f"last change {translator('en', 'Asia/Tokyo').when(changed)}" in tokyo.text(), tokyo.text()
    assert f"zuletzt geändert {translator('de', 'America/New_York').when(changed)}" in new_york.text()
    assert f"last change {translator('en').when(changed)}" in nowhere.text(), nowhere.text()
    assert reader_zone(tokyo) == "Asia/Tokyo" and reader_zone(nowhere) is None
    await new_york.click("Einstellungen")  # choosing a language in Settings keeps the zone
    await new_york.click("English")
    assert language(new_york) == "en" and reader_zone(new_york) == "America/New_York"


async def test_the_join_screen_is_said_in_the_browsers_language_before_it_is_let_in(store: Store) -> None:
    app = make_main(store, Access("482915", b"k" * 32, clock=Clock()))

    def main(page: ft.Page) -> None:
        page.session.store.set(BROWSER_KEY, "browser-1")
        app(page)

    ui = await UiSession.start(main, languages=["de-AT", "de"])
    try:
        assert "Diesem Tisch beitreten" in ui.text() and sorted(ui.labels()) == ["Beitreten", "Beitrittscode"]
    finally:
        ui.close()
