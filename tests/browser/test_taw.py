"""The Ancient World in headless Chromium: a new three-player game, a move with its confirm, undo, reload, score."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.app_steps import start_game
from tests.browser.browsing import READY_MS, App
from tests.browser.page_reading import coins
from tests.browser.server import Served, start_companion

pytestmark = pytest.mark.browser


def test_a_move_is_confirmed_shown_undone_and_survives_a_reload(phone: App) -> None:
    """Labor in two taps (its tile, Confirm): the cheapest citizen is chosen already; Undo on the table says what it
    takes back."""
    start_game(phone, ("Ann", "Bo", "Cy"))
    before = int(coins(phone, 0))
    phone.tap("Labor, free", then="Confirm")
    phone.expect_text("Will do: Ann placed citizen 1 on Labor and gained 2 coins")
    phone.shot("labor-chosen")
    phone.tap("Confirm", then="Undo Ann's Labor")
    phone.expect_text("Bo to play")
    assert int(coins(phone, 0)) == before + 2
    phone.shot("after-labor")
    table_url = phone.page.url
    phone.page.reload()
    phone.ready("Undo Ann's Labor")
    assert phone.page.url == table_url and int(coins(phone, 0)) == before + 2
    phone.tap("Undo Ann's Labor", then="Labor, free")
    phone.expect_text("Ann to play")
    assert int(coins(phone, 0)) == before
    phone.shot("after-undo")


def test_an_illegal_choice_shows_the_reason_and_the_score_screen(tablet: App) -> None:
    """A closed space says why on its tile and takes no tap; a move the engine refuses shows its reason beside a
    disabled Confirm."""
    start_game(tablet, ("Ann", "Bo", "Cy"))
    explore = tablet.button("Explore, closed: Explore opens in round 2; it is round 1")
    assert explore.count() == 1
    assert explore.is_disabled()
    tablet.tap("Expand, 1 ambrosia, free", then="Confirm")
    assert tablet.button("Confirm").is_disabled()
    tablet.expect_text("Expand needs 1 knowledge; you have 0 knowledge")
    tablet.shot("expand-refused")
    tablet.tap("Scores", then="Log")
    tablet.by_id("outcome").wait_for(timeout=READY_MS)
    tablet.shot("scores")


def test_a_restarted_server_returns_to_the_same_screen_of_the_same_game(phone: App, server: Served,
                                                                         tmp_path: Path) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.tap("Labor, free", then="Confirm")
    phone.tap("Confirm", then="Undo Ann's Labor")
    phone.expect_text("Bo to play")
    phone.tap("Log", then="Undo")
    log_url = phone.page.url
    assert server.stop() == 0
    port = int(server.url.rsplit(":", 1)[1])
    restarted = phone.back_after_restart(lambda: start_companion(tmp_path / "data", port), "Undo")
    try:
        assert phone.page.url == log_url
        phone.expect_text("Ann placed citizen 1 on Labor and gained 2 coins")
        phone.shot("log-after-restart")
    finally:
        restarted.stop()
