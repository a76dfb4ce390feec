"""Companion as a static site (issue 25) in headless Chromium: the site ``./scripts/build-web`` writes, served by a
plain static file server under ``/companion/`` (tests/browser/static_site.py), plays a game, finds it again after a
reload, opens with no network (a deep link to the game included) once visited, and sends nothing anywhere but its
own server; a cold load fetches only the renderer files the browser uses, gzipped, at most 20 MB."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Browser, BrowserContext

from tests.browser.app_steps import start_game
from tests.browser.browsing import READY_MS, SCREENSHOTS, App
from tests.browser.static_site import (
    NO_UPDATES,
    OWN_DISABLED,
    READER_ZONE,
    SUB_PATH,
    Recorded,
    StaticSite,
    playwright_disabled,
)

pytestmark = [pytest.mark.browser]

#: The most a cold load may fetch (issue 25's target; the trial's site fetched 34.6 MB).
COLD_BYTES = 20_000_000
#: Files a Chromium never needs with the skwasm renderer: CanvasKit's builds, skwasm's build for browsers without
#: Chromium's codecs and line breaking, the JavaScript Dart build.
NOT_FOR_CHROMIUM = re.compile(r"canvaskit/(canvaskit\.|chromium/|skwasm_heavy|wimp)|main\.dart\.js")


def test_a_game_is_kept_and_opens_offline_and_nothing_leaves_the_machine(
        site_context: tuple[BrowserContext, Recorded], static_site: StaticSite) -> None:
    context, recorded = site_context
    app = App(context.new_page(), static_site.url.rstrip("/"), SCREENSHOTS / "static-site")
    start_game(app, ("Ann", "Bo"))
    cold = list(static_site.served.requests)
    cold_bytes = static_site.served.sent
    game = app.page.url
    assert re.search(r"/companion/#/game/[^/]+$", game), game

    app.page.reload()
    app.ready("End of round")
    app.shot("reloaded")
    # Loaded through the service worker, the page is cross-origin isolated: Flutter draws in a thread of its own.
    assert app.page.evaluate("() => window.crossOriginIsolated") is True

    context.set_offline(True)
    for address, expect in ((static_site.url, "New game"), (game, "End of round")):
        app.page.goto("about:blank")  # a whole new load (between two routes of the site, a route change only)
        app.page.goto(address)
        app.ready(expect)
    app.shot("offline")
    app.page.goto(static_site.url)
    app.ready("New game")
    assert_said_in_the_readers_time(app)
    app.page.wait_for_function("() => window.companionPersisted !== undefined")  # storage asked to be kept
    assert recorded.elsewhere(static_site.url) == []
    assert cold_bytes <= COLD_BYTES, f"a cold load fetched {cold_bytes / 1e6:.1f} MB"
    paths = [path for path, _ in cold]
    assert {"main.dart.wasm.gzip", "canvaskit/skwasm.wasm.gzip"} <= {  # the service worker's gzipped copies
        path.removeprefix(SUB_PATH) for path in paths}
    assert not [path for path in paths if NOT_FOR_CHROMIUM.search(path)]
    assert [status for _, status in cold if status >= 400] == []
    assert static_site.served.refused() == []


def assert_said_in_the_readers_time(app: App) -> None:
    """Home says when the game last changed in the browser's time zone (:data:`READER_ZONE`), not this machine's
    (UTC): within minutes of now there (issue 24: dates in the reader's time zone, on the static site too)."""
    found = app.text("last change")
    found.wait_for(timeout=READY_MS)
    words = found.get_attribute("aria-label") or found.text_content() or ""
    when = re.search(r"last change (\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d)", words)
    assert when, words
    shown = datetime.strptime(when[1], "%d %b %Y, %H:%M").replace(tzinfo=ZoneInfo(READER_ZONE))
    assert abs(datetime.now(UTC) - shown) < timedelta(minutes=10), f"{when[1]} is not the time in {READER_ZONE}"


def test_chromium_runs_with_its_own_services_and_playwrights_turned_off(site_browser: Browser) -> None:
    """Chromium keeps only the last ``--disable-features``: the one it is started with names Playwright's features
    too (read from the running browser process's command line: Chromium tells it over CDP only under automation)."""
    assert site_browser.is_connected()
    started = [argv for argv in command_lines() if NO_UPDATES[0] in argv and not any(
        flag.startswith("--type=") for flag in argv)]
    assert started, "no Chromium with the static site's flags is running"
    features = [flag.split("=", 1)[1].split(",") for flag in started[0] if flag.startswith("--disable-features=")][-1]
    assert set(OWN_DISABLED) | set(playwright_disabled()) <= set(features)


def command_lines() -> list[list[str]]:
    """The command line of every process this user may read."""
    lines = []
    for process in Path("/proc").iterdir():
        try:
            argv = (process / "cmdline").read_bytes().decode(errors="replace").split("\0")
        except OSError:
            continue
        lines.append(argv)
    return lines
