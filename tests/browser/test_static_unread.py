"""The static site never runs on an empty database when the browser's storage cannot be read (issue 25, point 3): with
IndexedDB refused to Python's worker (as a browser's privacy setting or a broken profile refuses it), the tab says the
games could not be read, offers "Try again" and no game; once IndexedDB answers again, "Try again" opens the games
kept before, none lost."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Route

from tests.browser.app_steps import start_game
from tests.browser.browsing import SCREENSHOTS, App
from tests.browser.static_site import StaticSite, recording_context, static_site

pytestmark = pytest.mark.browser
__all__ = ["static_site"]

#: Put before Python's worker script: IndexedDB refuses every database the worker opens until a page of the site
#: posts on the channel "companion-test-idb" (the worker has no other way in from a test).
REFUSE_IDB = """
let companionTestRefused = true;
new BroadcastChannel("companion-test-idb").onmessage = () => { companionTestRefused = false; };
const companionTestOpen = IDBFactory.prototype.open;
IDBFactory.prototype.open = function (...args) {
  if (companionTestRefused) {
    throw new DOMException("The user denied permission to access the database.", "SecurityError");
  }
  return companionTestOpen.apply(this, args);
};
"""
MEND_IDB = '() => new BroadcastChannel("companion-test-idb").postMessage("mend")'


def refusing(route: Route) -> None:
    """Python's worker script with :data:`REFUSE_IDB` before it."""
    response = route.fetch()
    route.fulfill(response=response, body=REFUSE_IDB + response.text())


def test_unreadable_storage_writes_nothing_says_so_and_try_again_opens_the_kept_games(
        site_browser: Browser, static_site: StaticSite) -> None:
    static_site.served.forget()
    # No service worker: the worker script is then fetched by the page's worker, where the test can change it.
    with recording_context(site_browser, service_workers="block") as (context, recorded):
        app = App(context.new_page(), static_site.url.rstrip("/"), SCREENSHOTS / "static-unread")
        start_game(app, ("Ann", "Bo"))
        context.route("**/python-worker.js", refusing)
        app.page.goto("about:blank")
        app.page.goto(static_site.url)
        app.ready("Try again")
        app.expect_text("Games cannot be saved")
        app.expect_text("The games kept in this browser could not be read")
        app.expect_text("SecurityError")
        assert app.button("New game").count() == 0 and app.button("Resume Ann, Bo").count() == 0
        app.shot("unread")
        app.tap("Try again")
        app.expect_text("Try 1: still not usable.")
        app.page.evaluate(MEND_IDB)
        app.tap("Try again", then="New game")
        app.expect_text("Resume Ann, Bo")  # the game kept before (scrolled to, below the phone's first screen)
        app.shot("read-again")
        assert recorded.elsewhere(static_site.url) == []
    assert static_site.served.refused() == []
