"""The share panel of a finished game's Scores tab in Chromium, at phone and tablet size, light and dark: every button
and the BG Stats QR code reachable and big enough; what the browser does with each tap, done by the page itself
(Flet's client actions): the text copied to the clipboard, the BG Stats link opened in a new tab, the result card's
picture downloaded (headless Chromium on Linux has no share sheet: Flet's Share service falls back to a download)."""

from __future__ import annotations

import base64
import time
from pathlib import Path

import pytest
import segno
from playwright.sync_api import Route

from companion.share.bgstats import CREATE_PLAY, bgstats_link
from companion.share.result import finished_result
from companion.share.text import share_text
from companion.store import Store
from companion.ui.screens.share import TEXT_SHARED
from tests.browser.browsing import PHONE, READY_MS, App
from tests.browser.page_reading import said
from tests.browser.test_invite import MODULES_JS
from tests.share.games import finished_realm, finished_taw, finished_tta

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

#: The buttons of the panel, top to bottom.
BUTTONS = ("Share the result", "Copy the result", "Share the picture", "Log to BG Stats")
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def reachable(app: App, found_box: dict[str, float] | None, what: str) -> None:
    """``found_box`` (an element's box) is wholly on screen and at least 48 px each way."""
    size = app.page.viewport_size or PHONE
    assert found_box is not None, f"{what} is not on the page"
    assert found_box["x"] >= 0 and found_box["x"] + found_box["width"] <= size["width"], (what, found_box)
    assert found_box["y"] >= 0 and found_box["y"] + found_box["height"] <= size["height"], (what, found_box)
    assert found_box["width"] >= 47.5 and found_box["height"] >= 47.5, (what, found_box)


def check_buttons(app: App) -> None:
    """Each button of the panel scrolled into view is wholly on screen and big enough for a finger."""
    for name in BUTTONS:
        button = app.button(name)
        app.into_view(button)
        reachable(app, button.bounding_box(), name)


def drawn_modules(app: App, box: dict[str, float], size: int) -> list[str]:
    """The modules of the QR code drawn in ``box``, read in ``size`` rows and columns (test_invite's ``MODULES_JS``)."""
    png = base64.b64encode(app.page.screenshot(clip=box)).decode()  # type: ignore[arg-type]
    blank = app.page.context.new_page()
    try:
        return list(blank.evaluate(MODULES_JS, [png, size]))
    finally:
        blank.close()


def check_qr(app: App, link: str, identifier: str = "bgstats-qr") -> None:
    """The BG Stats QR code (``identifier``) scrolled into view is wholly on screen, a square of 320 px, and every
    module is where segno puts it for ``link`` (read again until the browser has painted it)."""
    qr = app.by_id(identifier)
    qr.wait_for(timeout=READY_MS)
    app.into_view(qr)
    box = qr.bounding_box()
    reachable(app, box, "the BG Stats QR code")
    assert box is not None and box["width"] == box["height"] == 320, box
    expected = ["".join("1" if dark else "0" for dark in row)
                for row in segno.make(link, error="l").matrix_iter(scale=1, border=4)]
    deadline = time.monotonic() + READY_MS / 1000
    drawn = drawn_modules(app, box, len(expected))
    while drawn != expected and time.monotonic() < deadline:
        app.drawn()
        drawn = drawn_modules(app, box, len(expected))
    assert drawn == expected, "the QR code drawn is not the link's:\n" + "\n".join(drawn)


def saved(tmp_path: Path, name: str = "Tied") -> tuple[str, str, str]:
    """A finished Ancient World game saved as ``name`` in the server's data dir: its id, share text and BG Stats
    link."""
    with Store.open_data_dir(tmp_path / "data") as store:
        stored = finished_taw(store, name)
        result = finished_result(store.info(stored.id), stored.game)
    return stored.id, share_text(result), bgstats_link(result)


def test_on_a_phone_the_result_is_copied_the_picture_downloaded_and_bg_stats_opened(phone: App,
                                                                                   tmp_path: Path) -> None:
    game_id, text, link = saved(tmp_path)
    phone.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=phone.url)
    phone.open(f"/game/{game_id}/scores", expect="Share the picture")
    check_buttons(phone)
    assert said(phone, "share-text") == text
    phone.tap("Copy the result")
    phone.by_id("share-done").wait_for(timeout=READY_MS)
    assert phone.page.evaluate("() => navigator.clipboard.readText()") == text
    phone.shot("copied")
    phone.tap("Share the result", answered=True)  # no share sheet here: Flet's fallback must leave the page be
    assert said(phone, "share-done") == TEXT_SHARED
    assert phone.page.url == f"{phone.url}/game/{game_id}/scores" and len(phone.page.context.pages) == 1
    downloads: list[str] = []
    phone.page.on("download", lambda d: downloads.append(d.suggested_filename))
    with phone.page.expect_download(timeout=READY_MS) as downloading:
        phone.tap("Share the picture")
    download = downloading.value
    assert download.suggested_filename.startswith(game_id) and download.suggested_filename.endswith(".png")
    assert Path(download.path()).read_bytes().startswith(PNG_MAGIC)
    # Chromium on Linux has no navigator.canShare: Flet's share_files fails ("x0.canShare is not a function") before
    # its own download fallback, and the panel downloads the picture itself, once.
    picture = f"This browser cannot share pictures: {download.suggested_filename} was downloaded instead."
    deadline = time.monotonic() + READY_MS / 1000
    while said(phone, "share-done") != picture and time.monotonic() < deadline:
        phone.drawn()
    assert said(phone, "share-done") == picture
    assert downloads == [download.suggested_filename]
    opened: list[str] = []

    def answer(route: Route) -> None:  # the machine is offline: BG Stats' page is answered here
        opened.append(route.request.url)
        route.fulfill(body="BG Stats", content_type="text/plain")

    phone.page.context.route(CREATE_PLAY.split("?")[0] + "*", answer)
    with phone.page.context.expect_page(timeout=READY_MS) as popup:
        phone.tap("Log to BG Stats")
    popup.value.wait_for_load_state(timeout=READY_MS)
    assert opened == [link]
    phone.tap("Show the QR code")
    check_qr(phone, link)
    phone.shot("qr-code")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_on_a_tablet_the_qr_code_is_open_and_every_button_in_reach(tablet: App, tmp_path: Path, theme: str) -> None:
    game_id, text, link = saved(tmp_path)
    tablet.open(f"/game/{game_id}/scores", expect="Share the picture")
    if theme == "dark":
        tablet.tap("Use the dark theme", then="Use the light theme")
    check_qr(tablet, link)
    check_buttons(tablet)
    assert said(tablet, "share-text") == text
    tablet.shot(f"share-{theme}")


def test_the_other_kinds_on_a_phone_in_the_dark(phone: App, tmp_path: Path) -> None:
    with Store.open_data_dir(tmp_path / "data") as store:
        games = [finished_realm(store), finished_tta(store)]
        results = [finished_result(store.info(g.id), g.game) for g in games]
    phone.open(f"/game/{games[0].id}/scores", expect="Share the picture")
    phone.tap("Use the dark theme", then="Use the light theme")
    for game, result in zip(games, results, strict=True):
        phone.open(f"/game/{game.id}/scores", expect="Share the picture")
        check_buttons(phone)
        assert said(phone, "share-text") == share_text(result)
        phone.tap("Show the QR code")
        check_qr(phone, bgstats_link(result))
        phone.shot(f"share-{game.info.kind}-dark")



def test_homes_finished_game_opens_its_share_card_on_a_phone(phone: App, tmp_path: Path) -> None:
    game_id, text, link = saved(tmp_path, "Shared from Home")  # the module's other tests list games called Tied
    phone.open("/", expect="New game")
    phone.expect_text("Share or log Shared from Home")
    phone.tap("Share or log Shared from Home", then="Share the picture (Shared from Home)")
    assert said(phone, f"share-text-{game_id}") == text
    for name in BUTTONS:
        button = phone.button(f"{name} (Shared from Home)")
        phone.into_view(button)
        reachable(phone, button.bounding_box(), name)
    phone.shot("home-share-open")
    phone.tap("Show the QR code (Shared from Home)")
    check_qr(phone, link, f"bgstats-qr-{game_id}")
    phone.shot("home-share")
