"""The join screen in process: a browser that is not trusted sees nothing of the games until it gives the code;
a joined browser is let in again by its saved token, until the code changes (companion.web.access)."""

from __future__ import annotations

import random
import re
from typing import Any

import flet as ft

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.ui.app import make_main
from companion.web.access import BROWSER_KEY, TOKEN_KEY, Access
from tests.said import in_english, said
from tests.server.clock import Clock
from tests.ui.harness import UiSession
from tests.ui.heard import Heard

SECRET = b"k" * 32


async def joining(store: Store, access: Access, *, route: str = "/",
                  preferences: dict[str, Any] | None = None) -> UiSession:
    """A browser that is not on loopback (the harness has no client address) opening the app; its cookie is put
    where the server puts it (companion.web.server's ``remember_browser``)."""
    app = make_main(store, access)

    def main(page: ft.Page) -> None:
        page.session.store.set(BROWSER_KEY, "browser-1")
        app(page)

    return await UiSession.start(main, route=route, preferences=preferences)


def saved_game(store: Store) -> str:
    setup = random_setup(random.Random(4), 2)
    return store.create("through-the-ages", setup, name="Secret Sunday game", players=["Ann", "Bo"]).id


async def test_before_the_code_the_page_holds_no_game_name_or_control(store: Store) -> None:
    game_id = saved_game(store)
    ui = await joining(store, Access("482915", SECRET, clock=Clock()), route=f"/game/{game_id}")
    try:
        text = ui.text()
        assert "Join this table" in text
        assert "Secret Sunday game" not in text and "Ann" not in text and "Bo" not in text
        assert sorted(ui.labels()) == ["Join", "Join code"]
    finally:
        ui.close()


async def test_a_wrong_code_says_so_and_the_right_one_opens_the_app_where_it_was_asked(store: Store,
                                                                                      heard: Heard) -> None:
    game_id = saved_game(store)
    ui = await joining(store, Access("482915", SECRET, clock=Clock()), route=f"/game/{game_id}")
    try:
        await ui.fill("Join code", "123123")
        await ui.click("Join")
        wrong, = heard.coded("server.join.wrong")
        assert said(wrong) == ("server.join.wrong", {"n": 4}) and in_english(wrong) in ui.text()
        assert "Ann" not in ui.text()
        await ui.fill("Join code", "482 915")
        await ui.click("Join")
        assert "Join this table" not in ui.text()
        assert "Ann" in ui.text()  # the game's table, at the address the browser asked for
        assert ui.connection.preferences[TOKEN_KEY] == Access("482915", SECRET).token()
    finally:
        ui.close()


async def test_a_joined_browser_is_let_in_again_until_the_code_changes(store: Store) -> None:
    first = await joining(store, Access("482915", SECRET, clock=Clock()))
    await first.fill("Join code", "482915")
    await first.click("Join")
    remembered = first.connection.preferences
    first.close()
    again = await joining(store, Access("482915", SECRET, clock=Clock()), preferences=remembered)
    try:
        assert "Join this table" not in again.text() and "New game" in again.text()
    finally:
        again.close()
    restarted = await joining(store, Access("605118", SECRET, clock=Clock()), preferences=remembered)
    try:
        assert "Join this table" in restarted.text() and "New game" not in restarted.text()
    finally:
        restarted.close()


def edited(input_filter: ft.InputFilter, before: str, after: str) -> str:
    """What Flet's client leaves in a field with ``input_filter`` when an edit turns ``before`` into ``after``: the
    edit when its pattern finds a match in the whole new text, else the text before (flet's
    ``CustomFilteringTextInputFormatter``)."""
    return after if re.search(input_filter.regex_string, after) else before


async def test_a_code_pasted_as_printed_stays_in_the_field_and_joins(store: Store) -> None:
    ui = await joining(store, Access("137113", SECRET, clock=Clock()))
    try:
        field = ui.find("Join code", ft.TextField)
        assert isinstance(field, ft.TextField) and field.input_filter is not None
        for printed in ("137 113", "137-113", "137\t113", " 137 113\n", "137\u2013113", "137\u00a0113"):
            assert edited(field.input_filter, "", printed) == printed
        assert edited(field.input_filter, "13", "13a") == "13"  # a letter is still refused as typed
        assert edited(ft.NumbersOnlyInputFilter(), "", "137 113") == ""  # the filter the field had: the paste lost
        await ui.fill("Join code", "137 113")
        await ui.click("Join")
        assert "Join this table" not in ui.text() and "New game" in ui.text()
    finally:
        ui.close()
