"""The page and files served: Flet's page with Companion's same-origin and reconnecting scripts first, and the app's
assets."""

from __future__ import annotations

import json

import pytest

from companion.ui.icons import ASSETS_DIR, FAVICON, FONT_FILE
from companion.ui.languages import ZONE_KEY
from companion.web.access import LINK_MARK, TOKEN_KEY
from companion.web.page import (
    BEAT_MS,
    BEAT_TIMEOUT_MS,
    JOIN_LINK_SCRIPT,
    PREFERENCE_PREFIX,
    RECONNECTING_SCRIPT,
    RECONNECTING_TEXT,
    RECONNECTING_TITLE,
    SAME_ORIGIN_SCRIPTS,
    ZONE_SCRIPT,
    offline_index,
)
from tests.browser.server import Served
from tests.server.plain_http import get


def test_the_page_is_flets_with_the_same_origin_script_first_in_its_head(served: Served) -> None:
    page = get(served, "/").body.decode()
    head = page.index("<head>") + len("<head>")
    assert page[head:].lstrip().startswith(SAME_ORIGIN_SCRIPTS)
    assert 'flet.webSocketEndpoint="/ws"' in page and "flet.noCdn=true" in page


def test_the_page_says_reconnecting_before_any_of_flets_scripts_runs(served: Served) -> None:
    """Issue 12, Staying in step: the reconnecting script follows the same-origin one, ahead of Flet's own scripts (it
    must wrap the WebSocket before Flet's client makes one), and carries the words it shows."""
    page = get(served, "/").body.decode()
    head = page.index("<head>") + len("<head>")
    assert page[head:].lstrip().startswith(SAME_ORIGIN_SCRIPTS + "\n" + RECONNECTING_SCRIPT)
    assert page.index(RECONNECTING_SCRIPT) < page.index("var flet = {") < page.index('src="python.js"')
    assert f'"{RECONNECTING_TITLE}"' in RECONNECTING_SCRIPT and f'"{RECONNECTING_TEXT}"' in RECONNECTING_SCRIPT
    assert 'setAttribute("role", "alert")' in RECONNECTING_SCRIPT and 'setAttribute("aria-live", "assertive")' in \
        RECONNECTING_SCRIPT  # issue 21: a lost connection is said at once, not when the reader is idle
    assert "$" not in RECONNECTING_SCRIPT  # every placeholder filled


def test_a_line_that_stalls_is_said_within_3_s_with_half_a_second_to_spare() -> None:
    """Issue 21: within 3 s of losing the server. A beat goes every BEAT_MS whether or not the one before has answered,
    so a stall is said at most BEAT_MS + BEAT_TIMEOUT_MS after it began; waiting for each answer before the next beat
    made it 1 s + 2 s + the answer's own time, and a loaded machine missed the 3 s."""
    assert BEAT_MS + BEAT_TIMEOUT_MS <= 2500
    beat = RECONNECTING_SCRIPT.split("const beat = async () => {", 1)[1]
    assert beat.lstrip().startswith("setTimeout(beat, BEAT_MS);")


def test_the_page_takes_a_join_link_s_token_before_any_of_flets_scripts_runs(served: Served) -> None:
    """Issue 21: the QR code's address ends in ``#join=<token>``; the page saves the token as the browser's join
    before Flet's client reads its saved preferences, and cleans the address (tests/browser/test_join.py joins so)."""
    page = get(served, "/").body.decode()
    assert RECONNECTING_SCRIPT + "\n" + JOIN_LINK_SCRIPT in page
    assert page.index(JOIN_LINK_SCRIPT) < page.index("var flet = {") < page.index('src="python.js"')
    assert f'"{LINK_MARK}"' in JOIN_LINK_SCRIPT and f'"{PREFERENCE_PREFIX}{TOKEN_KEY}"' in JOIN_LINK_SCRIPT
    assert "history.replaceState" in JOIN_LINK_SCRIPT
    assert "$" not in JOIN_LINK_SCRIPT.replace("$/", "")  # every placeholder filled (the pattern's own end aside)


def test_the_page_saves_the_browser_s_time_zone_before_flet_s_client_starts(served: Served) -> None:
    """Issue 24: dates in the reader's time zone. The page saves ``Intl``'s zone where the app reads its saved
    preferences, before Flet's client reads them (tests/ui/test_languages.py: the app says dates in it)."""
    page = get(served, "/").body.decode()
    assert JOIN_LINK_SCRIPT + "\n" + ZONE_SCRIPT in page
    assert page.index(ZONE_SCRIPT) < page.index("var flet = {")
    assert f'"{PREFERENCE_PREFIX}{ZONE_KEY}"' in ZONE_SCRIPT and "resolvedOptions().timeZone" in ZONE_SCRIPT
    assert "$" not in ZONE_SCRIPT  # its placeholder filled


def test_a_page_without_a_head_is_refused_not_served_unguarded() -> None:
    with pytest.raises(RuntimeError, match="no <head>"):
        offline_index("<html><body></body></html>")


def test_the_apps_assets_are_served_at_the_site_root(served: Served) -> None:
    symbols = get(served, "/" + FONT_FILE)  # the symbols' font, which the page loads from FONT_FILE
    assert symbols.status == 200 and symbols.headers["content-type"] in ("font/ttf", "font/sfnt")
    assert symbols.body == (ASSETS_DIR / FONT_FILE).read_bytes()
    assert get(served, "/" + FAVICON).body == (ASSETS_DIR / FAVICON).read_bytes()
    assert get(served, "/icons/loading-animation.png").status == 200  # Flet's own files are still there


def test_add_to_home_screen_gives_companion_its_own_name_colour_and_icons(served: Served) -> None:
    """Issue 12, Installable: the manifest the page links is Companion's, and every icon it names is served."""
    answer = get(served, "/manifest.json")
    assert answer.status == 200
    manifest = json.loads(answer.body)
    assert (manifest["name"], manifest["display"], manifest["theme_color"]) == ("Companion", "standalone", "#3F51B5")
    sizes = {(i["sizes"], i.get("purpose", "any")) for i in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in manifest["icons"]:
        found = get(served, "/" + icon["src"])
        assert found.status == 200 and found.body == (ASSETS_DIR / icon["src"]).read_bytes(), icon["src"]
    page = get(served, "/").body.decode()
    assert '<link rel="manifest" href="manifest.json">' in page
    assert '<link rel="apple-touch-icon" href="icons/app-192.png">' in page
