"""The static site keeps games across browser restarts (issue 25: "games kept across reloads and browser restarts"):
Chromium on a user profile folder plays a move, quits, and started again on the same profile with no network finds
the game and its move, the site served by its service worker from the cache kept in the profile. Nothing leaves the
machine and nothing the site asks for is missing."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Playwright

from tests.browser.app_steps import start_game
from tests.browser.browsing import SCREENSHOTS, App
from tests.browser.static_site import StaticSite, profile_browser, static_site

pytestmark = pytest.mark.browser
__all__ = ["static_site"]

#: The move made before the restart, and what shows it was kept.
MOVE, MOVED = "Labor, free", "Undo Ann's Labor"


def test_a_move_is_kept_across_a_browser_restart_and_opens_offline(
        playwright: Playwright, static_site: StaticSite, tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    static_site.served.forget()
    with profile_browser(playwright, profile) as (context, recorded):
        app = App(context.pages[0], static_site.url.rstrip("/"), SCREENSHOTS / "static-restart")
        start_game(app, ("Ann", "Bo"))
        app.tap(MOVE, then="Confirm")
        app.tap("Confirm", then=MOVED)  # shown once the browser has kept it
        game = app.page.url
        left = recorded.elsewhere(static_site.url)
    with profile_browser(playwright, profile) as (context, recorded):
        context.set_offline(True)
        app = App(context.pages[0], static_site.url.rstrip("/"), SCREENSHOTS / "static-restart")
        app.page.goto(game)
        app.ready(MOVED)
        app.expect_text("Bo to play")
        app.shot("restarted-offline")
        app.page.goto("about:blank")  # a whole new load of Home (between two routes of the site, a route change only)
        app.page.goto(static_site.url)
        app.ready("New game")
        app.expect_text("Resume Ann, Bo")  # the game listed on Home (scrolled to, below the phone's first screen)
        left += recorded.elsewhere(static_site.url)
    assert left == []
    assert static_site.served.refused() == []
