"""The static site starts Python from a memory snapshot (issue 25, point 5; ``scripts/web/snapshot.js``), in Chromium
against the built site served on a sub-path (``tests/browser/static_site.py``): the first load takes the snapshot and
keeps it in the Cache API, the next load starts from it; a damaged snapshot is refused, Python starts the normal way
and a new snapshot replaces it, and one of another build is deleted; an app that fails to start from the snapshot (its
archive not found: out of the caches, the browser offline) drops it, and the next load starts the normal way again.
Home opens every time."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page

from tests.browser.browsing import SCREENSHOTS, App
from tests.browser.static_site import Recorded, StaticSite, site_context, static_site

pytestmark = pytest.mark.browser
__all__ = ["site_context", "static_site"]

#: How long a start of the site may take here (Pyodide and the app on a shared 2-core machine: 15-30 s cold).
START_MS = 90_000
#: The worker's words on the console (snapshot.js) for each way Python started.
TAKEN, FROM_SNAPSHOT, REFUSED = "its snapshot taken", "Python started from its snapshot", "Python's snapshot refused"
DROPPED = "the snapshot dropped"
#: The snapshot's cache and each entry's size in bytes, by URL.
KEPT_JS = """async () => {
  const cache = await caches.open("companion-python-snapshot");
  const kept = {};
  for (const request of await cache.keys()) kept[request.url] = (await (await cache.match(request)).arrayBuffer())
    .byteLength;
  return kept;
}"""
#: Damages the kept snapshot (``url``: a few bytes of nothing in its place) and adds one of another build beside it.
DAMAGE_JS = """async (url) => {
  const cache = await caches.open("companion-python-snapshot");
  await cache.put(url, new Response(new Uint8Array(64)));
  await cache.put(new URL("other-build", url).href, new Response(new Uint8Array(64)));
}"""
#: Takes the app's archive out of the service worker's cache (the next load fetches it from the server).
UNCACHE_APP_JS = """async () => {
  for (const name of await caches.keys()) {
    if (name !== "companion-python-snapshot") await (await caches.open(name)).delete(new URL("app.zip", location.href));
  }
}"""
#: A snapshot is Python's whole memory: tens of MB (31 MB with Companion's standard library modules).
SNAPSHOT_BYTES = 10_000_000


def says(words: str) -> Callable[[ConsoleMessage], bool]:
    return lambda message: message.text.startswith("Companion:") and words in message.text


def load(app: App, page: Page, words: str, first: bool = False) -> None:
    """Load the site (the first time, or again) until Home shows, the worker having said ``words``."""
    with page.expect_console_message(says(words), timeout=START_MS):
        if first:
            app.open("/", expect="New game")
        else:
            page.reload()
            app.ready("New game")


def test_python_starts_from_its_snapshot_and_a_damaged_one_is_replaced(
        site_context: tuple[BrowserContext, Recorded], static_site: StaticSite) -> None:
    context, recorded = site_context
    page = context.new_page()
    app = App(page, static_site.url.rstrip("/"), SCREENSHOTS / "static-snapshot")
    load(app, page, TAKEN, first=True)
    kept = page.evaluate(KEPT_JS)
    assert len(kept) == 1 and min(kept.values()) > SNAPSHOT_BYTES, kept
    (key,) = kept
    assert key.startswith(static_site.url + "python-snapshot/"), key

    load(app, page, FROM_SNAPSHOT)

    page.evaluate(DAMAGE_JS, key)
    with page.expect_console_message(says(REFUSED), timeout=START_MS):
        load(app, page, TAKEN)
    kept = page.evaluate(KEPT_JS)
    assert list(kept) == [key] and kept[key] > SNAPSHOT_BYTES, kept  # the other build's is gone, a new one kept

    load(app, page, FROM_SNAPSHOT)

    # The archive out of the service worker's cache and the browser's, and the browser offline: everything else comes
    # from the service worker's cache, the archive from nowhere. (Not a route answering 404 for it: Playwright's
    # routing held a cross-origin isolated page's renderer threads two minutes.)
    page.evaluate(UNCACHE_APP_JS)
    context.new_cdp_session(page).send("Network.clearBrowserCache")
    context.set_offline(True)
    with page.expect_console_message(says(DROPPED), timeout=START_MS):
        page.reload()
    assert page.evaluate(KEPT_JS) == {}
    context.set_offline(False)
    load(app, page, TAKEN)
    assert recorded.elsewhere(static_site.url) == []
