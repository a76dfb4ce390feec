"""The served app in headless Chromium, through Flutter's accessibility tree, at phone and tablet size."""

from __future__ import annotations

import pytest

from tests.browser.conftest import READY_MS, App

pytestmark = pytest.mark.browser


def start_game(app: App, names: tuple[str, ...]) -> None:
    app.open("/", expect="New game")
    app.shot("home")
    app.tap("New game", then="Start the game")
    for seat, name in enumerate(names):
        app.fill(f"Seat {seat + 1} name", name)
    app.shot("new-game")
    app.tap("Start the game", then="End of round")


def test_home_then_new_game_then_table(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.shot("table")
    assert phone.page.url.startswith(phone.url + "/game/")
    assert phone.by_id("p0-coins").count() == 1
    assert "Coins" in phone.by_id("p0-coins").inner_text(timeout=READY_MS)


def test_navigation_and_reload_return_to_the_same_screen(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    phone.tap("Log", then="Undo (nothing to undo)")
    phone.shot("log")
    log_url = phone.page.url
    assert log_url.endswith("/log")
    phone.page.reload()
    phone.ready("Undo (nothing to undo)")
    phone.shot("log-after-reload")
    assert phone.page.url == log_url
    phone.tap("Home", then="New game")
    phone.tap("Resume Ann, Bo, Cy", then="End of round")
    assert phone.page.url.endswith(log_url.removesuffix("/log"))
    phone.shot("resumed")


def test_tablet_layout_and_dark_theme(tablet: App) -> None:
    tablet.open("/", expect="New game")
    tablet.tap("Use the dark theme", then="Use the light theme")
    tablet.shot("home-dark")
    tablet.tap("New game", then="Start the game")
    tablet.shot("new-game-dark")
    tablet.tap("Home", then="Rules guide")
    tablet.tap("Rules guide", then="Home")
    tablet.shot("rules-guide")


def small_targets(app: App) -> list[str]:
    """Tappable nodes of the accessibility tree smaller than 48x48 px, with their names and sizes.

    Flutter clips a node's rectangle to the visible part of its scrolling area, so nodes at the top edge,
    within the frame's 12 px padding plus a margin of the bottom edge, or at an edge of a scrolling pane
    (an ancestor node that clips its overflow) are left out."""
    return app.page.evaluate("""() => [...document.querySelectorAll('flt-semantics[flt-tappable]')]
        .map(e => [e, e.getBoundingClientRect()])
        .filter(([e, r]) => r.width > 0 && r.top > 1 && r.bottom < window.innerHeight - 24)
        .filter(([e, r]) => { for (let a = e.parentElement; a && a.tagName === 'FLT-SEMANTICS'; a = a.parentElement) {
            if (getComputedStyle(a).overflowY === 'visible') continue;
            const p = a.getBoundingClientRect();
            if (r.top <= p.top + 1 || r.bottom >= p.bottom - 1) return false; }
          return true; })
        .filter(([e, r]) => r.width < 47.5 || r.height < 47.5)
        .map(([e, r]) => `${(e.closest('[aria-label]')?.getAttribute('aria-label') || e.textContent).trim()}`
                         + ` ${Math.round(r.width)}x${Math.round(r.height)}`)""")


def test_touch_targets_are_at_least_48_px(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    assert small_targets(phone) == []
    phone.tap("Log", then="Undo (nothing to undo)")
    assert small_targets(phone) == []
    phone.tap("Home", then="New game")
    assert small_targets(phone) == []
    phone.tap("New game", then="Start the game")
    assert small_targets(phone) == []
