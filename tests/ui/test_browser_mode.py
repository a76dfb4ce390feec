"""The app in the browser (issue 25, point 4), in process with the mode forced: what needs a server is not offered and
the app says so where a person looks for it (Home, where a served table invites phones; the seat of a phone), in
English and German; a second tab says Companion is open in another tab and takes over; export and import move a game
between stores (the same code in both modes)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import flet as ft
import pytest

from companion import runtime
from companion.browser.tabs import claim
from companion.store import Store
from companion.ui.app import THEME_KEY
from companion.ui.in_browser import make_browser_main
from companion.ui.state import AppState
from tests.said import in_english, said
from tests.ui.browser_fakes import Browser, FakeLocks
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi, until
from tests.ui.taw_games import new_game

SERVER_ONLY_EN = "the other players' phones cannot join it"
SERVER_ONLY_DE = "Handys der anderen"


@pytest.fixture
def in_browser() -> Iterator[None]:
    with runtime.forced(True):
        yield


async def test_served_home_offers_import_and_no_word_of_the_browser(open_ui: OpenUi) -> None:
    with runtime.forced(False):
        home = await open_ui("/")
        assert "Import a game" in home.labels()
        assert SERVER_ONLY_EN not in home.text()


@pytest.mark.usefixtures("in_browser")
async def test_the_browser_says_where_phones_would_join_that_it_needs_a_server(open_ui: OpenUi, store: Store,
                                                                              tmp_path: Path) -> None:
    ownership, _ = Browser().tab(tmp_path / "unused", [])
    claim(ownership)
    game_id = new_game(store)
    home = await open_ui("/")
    assert SERVER_ONLY_EN in home.text()
    assert "Invite a phone" not in home.text()
    table = await open_ui(f"/game/{game_id}")
    await table.click("Whose phone is this? Now: No seat: this device plays for everyone")
    picker = table.by_identifier("seat-picker")
    assert picker is not None
    assert SERVER_ONLY_EN in table.text()
    assert "Ann's phone" not in table.labels(), "no seat for a phone that cannot join"
    german = await open_ui("/", languages=["de-DE"])
    assert SERVER_ONLY_DE in german.text()


async def test_a_second_tab_says_so_and_takes_over(tmp_path: Path) -> None:
    browser = Browser()
    first, _ = browser.tab(tmp_path, [])
    second, _ = browser.tab(tmp_path, [])
    with runtime.forced(True):
        claim(first)
        one = await UiSession.start(make_browser_main(first))
        await until(one, lambda: "New game" in one.labels(), 3)
        two = await UiSession.start(make_browser_main(second))
        await until(two, lambda: "Companion is open in another tab" in two.text(), 3)
        assert "New game" not in two.labels()
        claim(second)
        await asyncio.wait_for(two.click("Use Companion in this tab"), 10)
        await until(two, lambda: "New game" in two.labels(), 3)
        await until(one, lambda: "Another tab took over your games" in one.text(), 3)
        assert "New game" not in one.labels()
        assert first.gate is None
        one.close()
        two.close()
        if second.gate is not None:
            second.gate.close()


async def test_export_then_import_moves_a_game_between_stores(store: Store, tmp_path: Path) -> None:
    game_id = new_game(store)
    exported = await AppState(store=store).export_game(game_id)
    assert exported is not None
    other = Store.open_data_dir(tmp_path / "elsewhere")
    try:
        there = AppState(store=other)
        imported = await there.import_game(exported.encode(), "companion-game.json")
        assert imported is not None
        assert [g.id for g in there.games] == [imported.id]
        assert [e.text for e in imported.game.entries] == [e.text for e in store.resume(game_id).game.entries]
        again = await there.import_game(exported.encode(), "companion-game.json")
        assert again is None and said(there.problem) == (
            "store.already_imported", {"game": imported.id[:8], "name": "Test", "actions": 0})
        assert "already here" in in_english(there.problem)
    finally:
        other.close()


@pytest.mark.parametrize(("theme", "mode"), [("dark", ft.ThemeMode.DARK), ("light", ft.ThemeMode.LIGHT)])
async def test_the_other_tab_screen_is_in_the_theme_chosen_for_the_app(
        tmp_path: Path, theme: str, mode: ft.ThemeMode) -> None:
    browser = Browser()
    first, _ = browser.tab(tmp_path, [])
    second, _ = browser.tab(tmp_path, [])
    with runtime.forced(True):
        await first.start()
        two = await UiSession.start(make_browser_main(second), preferences={THEME_KEY: theme})
        await until(two, lambda: "Companion is open in another tab" in two.text(), 3)
        assert two.page.theme_mode == mode
        two.close()
    if first.gate is not None:
        first.gate.close()


async def test_asking_the_other_tab_is_said_in_words_under_the_disabled_button(tmp_path: Path) -> None:
    browser = Browser()
    tab, _ = browser.tab(tmp_path, [])
    browser.holder = FakeLocks(browser)  # another tab that has not let go yet
    with runtime.forced(True):
        claim(tab)
        ui = await UiSession.start(make_browser_main(tab))
        await until(ui, lambda: "Companion is open in another tab" in ui.text(), 3)
        taking = asyncio.ensure_future(ui.click("Use Companion in this tab"))
        await until(ui, lambda: "Waiting for the other tab..." in ui.text(), 3)
        assert "Use Companion in this tab" in ui.labels(), "the button keeps its name, disabled"
        browser.holder = None
        await asyncio.wait_for(taking, 10)
        await until(ui, lambda: "New game" in ui.labels(), 3)
        ui.close()
    if tab.gate is not None:
        tab.gate.close()
