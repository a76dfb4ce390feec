"""The table of The Ancient World at phone and tablet size, upright and on its side, in headless Chromium: two panes
only where there is room for them, round and phase always in view, the game's tabs down the side of a phone on its
side, 48 px touch targets, and a move being entered that survives turning the device (the browser reports the new
size; the app re-lays out the table)."""

from __future__ import annotations

import time

import pytest

from tests.browser.app_steps import start_game
from tests.browser.browsing import READY_MS, App
from tests.browser.page_reading import small_targets

pytestmark = pytest.mark.browser

#: Name -> (width, height) of each way of holding the device.
SIZES = {"phone": (390, 844), "phone-on-its-side": (844, 390), "tablet": (1024, 768), "tablet-upright": (768, 1024)}
WILL_DO = "Will do: Ann placed citizen 2 on Labor and gained 2 coins"
#: Pause between two looks at the layout while waiting for it (each look is preceded by a pointer move).
POLL_MS = 100


def box(app: App, identifier: str) -> dict[str, float] | None:
    """The on-screen rectangle of the element with this identifier, or None when it is not in the tree."""
    found = app.by_id(identifier).first
    return found.bounding_box() if found.count() else None


def side_by_side(app: App) -> bool:
    """Every player's book beside the board (a tablet), not under it."""
    moves, books = box(app, "pinned"), box(app, "player-0")
    return bool(moves and books and books["x"] >= moves["x"] + moves["width"])


def header_in_view(header: dict[str, float] | None, height: int) -> bool:
    return bool(header and header["y"] >= 0 and header["y"] + header["height"] <= height)


def tabs_placed(name: str, tabs: dict[str, float] | None, width: int, height: int) -> bool:
    """The game's tabs down the left of a phone on its side, along the bottom otherwise."""
    if not tabs:
        return False
    if name == "phone-on-its-side":
        return tabs["x"] + tabs["width"] <= width / 4 and tabs["height"] >= height / 2
    return tabs["y"] >= height / 2 and tabs["width"] >= width / 2


def where_tabs(name: str) -> str:
    return "at the left" if name == "phone-on-its-side" else "along the bottom"


def drawn_size(app: App) -> tuple[float, float] | None:
    """The size of the root of Flutter's accessibility tree: the size the app was last laid out at."""
    return app.page.evaluate("""() => { const root = document.querySelector('flt-semantics-host > flt-semantics');
        if (!root) return null; const r = root.getBoundingClientRect(); return [r.width, r.height]; }""")


def layout_missing(app: App, name: str, width: int, height: int) -> str | None:
    """What of the layout expected at this size is not on screen yet (None when all of it is)."""
    drawn = drawn_size(app)
    if drawn is None or tuple(drawn) != (width, height):
        return f"the app is still laid out at {drawn}"
    panes = name.startswith("tablet")
    if side_by_side(app) != panes:
        return f"the table is {'not ' if panes else ''}in two panes"
    header = box(app, "round-phase")
    if not header_in_view(header, height):
        return f"round and phase are not in view (box {header})"
    tabs = box(app, "game-tabs")
    if not tabs_placed(name, tabs, width, height):
        return f"the game's tabs are not {where_tabs(name)} (box {tabs})"
    return None


def turn(app: App, name: str, width: int, height: int) -> None:
    """Resize the page and wait until the whole layout expected at this size holds: the app laid out at this size,
    one or two panes, round and phase in view, and the game's tabs where they belong. Flutter lays out at the new
    size at once; where the tabs or the panes change place the app's answer to the new size comes a frame or more
    later (measured: a phone turned on its side shows its tabs along the bottom for about 150 ms)."""
    app.page.set_viewport_size({"width": width, "height": height})
    deadline = time.monotonic() + READY_MS / 1000
    while True:
        missing = layout_missing(app, name, width, height)
        if missing is None:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"{name} ({width}x{height}) after {READY_MS} ms: {missing}")
        # Headless Chromium paints a resized Flutter view only after input: move the pointer, then look again.
        app.page.mouse.move(width / 4, height / 2)
        app.page.wait_for_timeout(POLL_MS)


def test_the_table_upright_and_on_its_side_keeps_the_move_being_entered(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.tap("Labor, free", then="Citizen 2 (available)")
    phone.tap("Citizen 2 (available)")
    phone.expect_text(WILL_DO)
    for name, (width, height) in SIZES.items():
        turn(phone, name, width, height)
        assert side_by_side(phone) == name.startswith("tablet"), f"{name}: two panes only on a tablet"
        header = box(phone, "round-phase")
        assert header_in_view(header, height), f"{name}: round and phase (box {header})"
        phone.expect_text(WILL_DO)
        tabs = box(phone, "game-tabs")
        assert tabs, f"{name}: the game's tabs"
        assert tabs_placed(name, tabs, width, height), f"{name}: tabs {where_tabs(name)} (box {tabs})"
        assert small_targets(phone) == [], name
        phone.shot(name)
