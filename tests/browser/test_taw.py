"""The Ancient World in headless Chromium: a new three-player game, a move with its confirm, undo, reload, score."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser.conftest import READY_MS, App
from tests.browser.server import Served, start_companion
from tests.browser.test_app import start_game

pytestmark = pytest.mark.browser


def coins(app: App, seat: int) -> str:
    """The coins shown in a player's panel (the big number is read as "Coins: 6")."""
    text = app.by_id(f"p{seat}-coins").inner_text(timeout=READY_MS)
    found = re.search(r"Coins: (\d+)", text)
    assert found, text
    return found.group(1)


def test_a_move_is_confirmed_shown_undone_and_survives_a_reload(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    before = int(coins(phone, 0))
    phone.tap("Labor", then="Citizen 1 (available)")
    phone.tap("Citizen 1 (available)", then="Confirm")
    phone.expect_text("Ann placed citizen 1 on Labor and gained 2 coins")
    phone.shot("labor-chosen")
    phone.tap("Confirm", then="Labor")
    phone.expect_text("Bo to play")
    assert int(coins(phone, 0)) == before + 2
    phone.shot("after-labor")
    table_url = phone.page.url
    phone.page.reload()
    phone.ready("End of round")
    assert phone.page.url == table_url and int(coins(phone, 0)) == before + 2
    phone.tap("Log", then="Undo")
    phone.shot("log")
    phone.tap("Undo", then="Undo (nothing to undo)")
    phone.tap("Table", then="End of round")
    phone.expect_text("Ann to play")
    assert int(coins(phone, 0)) == before
    phone.shot("after-undo")


def test_an_illegal_choice_shows_the_reason_and_the_score_screen(tablet: App) -> None:
    start_game(tablet, ("Ann", "Bo", "Cy"))
    tablet.tap("Explore", then="Citizen 1 (available)")
    tablet.tap("Citizen 1 (available)", then="Confirm")
    assert tablet.button("Confirm").is_disabled()
    tablet.expect_text("Explore opens in round 2")
    tablet.shot("explore-refused")
    tablet.tap("Scores", then="Log")
    tablet.by_id("winner").wait_for(timeout=READY_MS)
    tablet.shot("scores")


def test_a_restarted_server_returns_to_the_same_screen_of_the_same_game(phone: App, server: Served,
                                                                         tmp_path: Path) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.tap("Labor", then="Citizen 1 (available)")
    phone.tap("Citizen 1 (available)", then="Confirm")
    phone.tap("Confirm", then="Labor")
    phone.expect_text("Bo to play")
    phone.tap("Log", then="Undo")
    log_url = phone.page.url
    assert server.stop() == 0
    port = int(server.url.rsplit(":", 1)[1])
    restarted = start_companion(tmp_path / "data", port)
    try:
        phone.page.reload()
        phone.ready("Undo")
        assert phone.page.url == log_url
        phone.expect_text("Ann placed citizen 1 on Labor and gained 2 coins")
        phone.shot("log-after-restart")
    finally:
        restarted.stop()
