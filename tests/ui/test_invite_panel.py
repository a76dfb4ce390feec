"""Home's "Invite a phone" in process: each address a phone can open with its QR code and the join code, folded on a
phone that has games to list, beside the list on a tablet, and how to let phones in when served on loopback only."""

from __future__ import annotations

import random

import flet as ft

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.ui.app import make_main
from companion.ui.screens.invite import HOW, LOOPBACK_ONLY, NO_ADDRESS
from companion.web.access import ADDRESS_KEY, BROWSER_KEY, Access
from companion.web.invite import qr_svg
from tests.server.clock import Clock
from tests.ui.harness import UiSession, walk
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled

SECRET = b"k" * 32
URL = "http://192.168.1.20:8550/"
TABLET = {"width": 1024, "height": 768}


def access(*urls: str, kept: bool = False, trust_loopback: bool = True, networked: bool | None = None) -> Access:
    return Access("482915", SECRET, urls=urls, kept=kept, trust_loopback=trust_loopback, clock=Clock(),
                  networked=bool(urls) if networked is None else networked)


async def on_this_machine(store: Store, served: Access, *, width: int = 390, height: int = 844) -> UiSession:
    """The app served with ``served`` in a browser on this machine (loopback: trusted, unless told not to be)."""
    app = make_main(store, served)

    def main(page: ft.Page) -> None:
        page.session.store.set(ADDRESS_KEY, "127.0.0.1")  # where companion.web.server keeps the client's address
        page.session.store.set(BROWSER_KEY, "browser-1")
        app(page)

    return await UiSession.start(main, width=width, height=height)


def saved_game(store: Store) -> None:
    store.create("through-the-ages", random_setup(random.Random(4), 2), name="Sunday", players=["Ann", "Bo"])


def label(ui: UiSession, identifier: str) -> str:
    return str(ui.by_identifier(identifier).label)


def qr_images(ui: UiSession, identifier: str) -> list[ft.Image]:
    return [c for c in walk(ui.by_identifier(identifier)) if isinstance(c, ft.Image)]


async def test_the_panel_shows_the_address_its_qr_code_and_the_join_code(store: Store) -> None:
    ui = await on_this_machine(store, access(URL))
    try:
        assert label(ui, "invite-code") == "Join code 482 915"
        assert label(ui, "invite-url") == URL
        assert label(ui, "invite-qr") == f"QR code of {URL}"
        [image] = qr_images(ui, "invite-qr")
        assert image.src == qr_svg(URL) and image.width == image.height == 240
        text = ui.text()
        assert HOW in text and URL in text and "Join code 482 915" in text
        assert "Each phone types it once; it is new at each start of Companion." in text
        assert text.index("New game") < text.index("Hide the invitation") < text.index("Invite a phone") \
            < text.index("No game in progress.")
        assert_all_labelled(ui)
    finally:
        ui.close()


async def test_a_kept_code_says_it_stays_and_every_address_has_its_own_qr_code(store: Store) -> None:
    other = "http://10.0.0.5:8550/"
    ui = await on_this_machine(store, access(URL, other, kept=True))
    try:
        assert "Each phone types it once; it stays the same at each start (--keep-code)." in ui.text()
        assert [label(ui, "invite-url"), label(ui, "invite-url-2")] == [URL, other]
        assert [image.src for image in qr_images(ui, "invite-qr-2")] == [qr_svg(other)]
    finally:
        ui.close()


async def test_on_a_phone_with_games_the_panel_is_one_button_until_asked_for(store: Store) -> None:
    saved_game(store)
    ui = await on_this_machine(store, access(URL))
    try:
        assert "Invite a phone" in ui.labels() and "Join code 482 915" not in ui.text()
        assert ui.find("Resume Ann, Bo") is not None
        await ui.click("Invite a phone")
        assert label(ui, "invite-code") == "Join code 482 915" and label(ui, "invite-url") == URL
        assert_all_labelled(ui)
        await ui.click("Hide the invitation")
        assert "Join code 482 915" not in ui.text() and "Hide the invitation" not in ui.labels()
        assert "Invite a phone" in ui.labels()
    finally:
        ui.close()


async def test_on_a_tablet_the_panel_stands_open_beside_the_games(store: Store) -> None:
    saved_game(store)
    ui = await on_this_machine(store, access(URL), **TABLET)
    try:
        assert label(ui, "invite-code") == "Join code 482 915"
        assert ui.find("Resume Ann, Bo") is not None
        rows = [c for c in ui.controls() if isinstance(c, ft.Row) and any(
            isinstance(k, ft.Semantics) and k.identifier == "invite" for k in walk(c))]
        assert rows and any(isinstance(c, ft.Column) and c.expand for c in rows[-1].controls), "beside the list"
        await ui.click("Hide the invitation")
        assert "Join code 482 915" not in ui.text() and "Invite a phone" in ui.labels()
    finally:
        ui.close()


async def test_served_on_loopback_only_it_says_how_to_invite_phones(store: Store) -> None:
    ui = await on_this_machine(store, access())
    try:
        assert label(ui, "invite-local") == LOOPBACK_ONLY
        assert "Join code" not in ui.text() and qr_images(ui, "invite") == []
    finally:
        ui.close()


async def test_listening_for_phones_with_no_address_found_says_to_join_the_wi_fi(store: Store) -> None:
    ui = await on_this_machine(store, access(networked=True))
    try:
        assert label(ui, "invite-local") == NO_ADDRESS
        assert "companion serve --table" not in ui.text()
    finally:
        ui.close()


async def test_when_this_machine_must_give_the_code_too_the_panel_shows_it(store: Store) -> None:
    ui = await on_this_machine(store, access(trust_loopback=False))
    try:
        await ui.fill("Join code", "482915")
        await ui.click("Join")
        assert label(ui, "invite-local") == LOOPBACK_ONLY
        assert label(ui, "invite-code") == "Join code 482 915"
    finally:
        ui.close()


async def test_with_no_join_code_there_is_no_invitation(open_ui: OpenUi) -> None:
    ui = await open_ui("/")
    assert "Invite a phone" not in ui.text() and "Invite a phone" not in ui.labels()
