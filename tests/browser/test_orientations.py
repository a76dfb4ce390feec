"""The table of The Ancient World at phone and tablet size, upright and on its side, in headless Chromium: two panes
only where there is room for them, round and phase always in view, the game's tabs down the side of a phone on its
side, 48 px touch targets, and a move being entered that survives turning the device (the browser reports the new
size; the app re-lays out the table)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import SETTLE_MS, App
from tests.browser.test_app import small_targets, start_game

pytestmark = pytest.mark.browser

#: Name -> (width, height) of each way of holding the device.
SIZES = {"phone": (390, 844), "phone-on-its-side": (844, 390), "tablet": (1024, 768), "tablet-upright": (768, 1024)}
WILL_DO = "Will do: Ann placed citizen 2 on Labor and gained 2 coins"


def box(app: App, identifier: str) -> dict[str, float] | None:
    """The on-screen rectangle of the element with this identifier, or None when it is not in the tree."""
    found = app.by_id(identifier).first
    return found.bounding_box() if found.count() else None


def side_by_side(app: App) -> bool:
    moves, books = box(app, "moves"), box(app, "player-0")
    return bool(moves and books and books["x"] >= moves["x"] + moves["width"])


def turn(app: App, width: int, height: int, *, panes: bool) -> None:
    """Resize the page and wait until the table shows the expected layout."""
    app.page.set_viewport_size({"width": width, "height": height})
    for _ in range(40):
        app.page.mouse.move(width / 4, height / 2)  # headless Chromium paints a resized Flutter view after input
        app.page.wait_for_timeout(SETTLE_MS // 3)
        if side_by_side(app) == panes and box(app, "round-phase"):
            return
    raise AssertionError(f"at {width}x{height} the table is {'not ' if panes else ''}in two panes")


def test_the_table_upright_and_on_its_side_keeps_the_move_being_entered(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.tap("Labor", then="Citizen 2 (available)")
    phone.tap("Citizen 2 (available)")
    phone.expect_text(WILL_DO)
    for name, (width, height) in SIZES.items():
        turn(phone, width, height, panes=name.startswith("tablet"))
        header = box(phone, "round-phase")
        assert header and header["y"] >= 0 and header["y"] + header["height"] <= height, f"{name}: round and phase"
        phone.expect_text(WILL_DO)
        tabs = box(phone, "game-tabs")
        assert tabs, f"{name}: the game's tabs"
        if name == "phone-on-its-side":
            assert tabs["x"] + tabs["width"] <= width / 4 and tabs["height"] >= height / 2, f"{name}: tabs at the left"
        else:
            assert tabs["y"] >= height / 2 and tabs["width"] >= width / 2, f"{name}: tabs along the bottom"
        assert small_targets(phone) == [], name
        phone.shot(name)
