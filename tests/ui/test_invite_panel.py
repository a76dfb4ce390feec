"""Home's "Invite a phone" in process: each address a phone can open with its QR code and the join code, folded on a
phone that has games to list, beside the list on a tablet, and how to let phones in when served on loopback only."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

import flet as ft
import pytest

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.ui.app import make_main
from companion.ui.screens import invite
from companion.ui.screens.invite import HOW, LOOPBACK_ONLY, NO_ADDRESS
from companion.web.access import ADDRESS_KEY, ALARM_WINDOW_S, BROWSER_KEY, SERVER_REFILL_S, SERVER_TRIES, Access
from companion.web.invite import qr_svg
from tests.said import said
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
    served = access(URL)
    ui = await on_this_machine(store, served)
    try:
        assert label(ui, "invite-code") == "Join code 482 915"
        assert label(ui, "invite-url") == URL
        assert label(ui, "invite-qr") == f"QR code of {URL}"
        [image] = qr_images(ui, "invite-qr")
        # The QR code is the address's join link: the address, and the join token where no request carries it.
        assert served.link(URL) == f"{URL}#join={served.token()}" and len(served.token()) >= 22  # >= 128 bits
        assert image.src == qr_svg(served.link(URL)) and image.width == image.height == 240
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
    served = access(URL, other, kept=True)
    ui = await on_this_machine(store, served)
    try:
        assert "Each phone types it once; it stays the same at each start (--keep-code)." in ui.text()
        assert [label(ui, "invite-url"), label(ui, "invite-url-2")] == [URL, other]
        assert [image.src for image in qr_images(ui, "invite-qr-2")] == [qr_svg(served.link(other))]
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


async def until(ui: UiSession, condition: Callable[[], bool], what: str, timeout: float = 10) -> None:
    """Wait (the notice looks again every ALARM_EVERY_S, made short here) until ``condition`` holds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, f"not {what} within {timeout} s: {ui.text()!r}"
        await asyncio.sleep(0.01)


def alarm_said(ui: UiSession) -> str:
    found = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.identifier == "join-alarm"]
    return str(found[0].label) if found else ""


async def test_home_tells_the_table_how_many_wrong_join_codes_came_in_the_last_minute(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Wrong codes typed from several addresses and a forged token are counted together; Home says how many came in
    the last minute, then that typing is paused for every phone, and the notice goes once both are over."""
    monkeypatch.setattr(invite, "ALARM_EVERY_S", 0.01)
    clock = Clock()
    served = Access("482915", SECRET, urls=(URL,), networked=True, clock=clock)
    saved_game(store)
    ui = await on_this_machine(store, served)
    try:
        assert alarm_said(ui) == "" and "wrong join" not in ui.text()
        for n in range(3):
            served.attempt(f"phone-{n}", f"192.168.1.{n + 30}", "000000")
        assert not served.remembers("forged-token")
        await until(ui, lambda: alarm_said(ui) == "Problem: 4 wrong join codes in the last minute.", "4 counted")
        for n in range(SERVER_TRIES - 4):
            served.attempt(f"guesser-{n}", f"10.9.0.{n + 1}", "111111")
        paused = ("Typing the join code is paused for every phone for 6 min; a phone can still join by scanning "
                  "the QR code.")
        await until(ui, lambda: alarm_said(ui) == f"Problem: {SERVER_TRIES} wrong join codes in the last minute. "
                                                  f"{paused}", "the pause said")
        refused = served.attempt("table-phone", "192.168.1.50", "482915").said  # the right code waits too
        assert said(refused) == ("server.join.paused", {"minutes": 6})
        assert served.remembers(served.token())  # and the QR code's token still joins
        clock.now += ALARM_WINDOW_S
        await until(ui, lambda: alarm_said(ui) == "Problem: Too many wrong join codes. Typing the join code is "
                                                  "paused for every phone for 5 min; a phone can still join by "
                                                  "scanning the QR code.", "the minute over, the pause left")
        clock.now += SERVER_REFILL_S
        await until(ui, lambda: alarm_said(ui) == "", "the notice gone")
        assert served.attempt("table-phone", "192.168.1.50", "482915").joined
        assert ui.find("Resume Ann, Bo") is not None
    finally:
        ui.close()


async def test_the_notice_stops_looking_once_its_session_is_closed(store: Store,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The notice looks at the count in a loop of its own while Home is shown: it must end with the session (Flet
    1.0.5 says a session is closed only in a private flag, which this test finds), or each Home left behind by a
    phone would be kept in memory by its loop."""
    monkeypatch.setattr(invite, "ALARM_EVERY_S", 0.01)

    def watching() -> list[asyncio.Task[object]]:
        return [task for task in asyncio.all_tasks()
                if "WrongCodes" in getattr(task.get_coro(), "__qualname__", "")]

    ui = await on_this_machine(store, access(URL))
    try:
        assert len(watching()) == 1
    finally:
        ui.close()
    await until(ui, lambda: not watching(), "the loop ended")
