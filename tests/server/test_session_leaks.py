"""Every session of a client that left is kept with an expiry (its browser may come back to it) or dropped: none
stays in memory for good, whatever Flet's handler was doing when the client left (sessions.py, budget.py)."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import flet as ft
import pytest
from flet.messaging.session import Session
from flet_web.fastapi import app_manager
from starlette.websockets import WebSocket

from companion.web.budget import LEFT_GRACE_S
from companion.web.sessions import session_key
from tests.browser.server import Served
from tests.server import wsclient
from tests.server.in_process import InProcess, in_process


def _key(cookie: str, session_id: str) -> str:
    """Where the server keeps the session ``session_id`` of the loopback browser with ``cookie`` (name=value)."""
    return session_key("", session_id, "127.0.0.1", cookie.split("=", 1)[1])


def _state(server: InProcess, key: str) -> str:
    """What the server holds under ``key``: "dropped", "kept" (disconnected, with an expiry) or "attached"."""

    async def look() -> Session | None:
        return await app_manager.get_session(key)

    session = server.call(look)
    if session is None:
        return "dropped"
    if session.connection is None and session.expires_at is not None:
        return "kept"
    return "attached" if session.connection is not None else "disconnected without an expiry"


def _settled(server: InProcess, key: str, timeout: float) -> str:
    """The state of ``key`` once it is no longer attached to a connection, or "attached" after ``timeout``."""
    deadline = time.monotonic() + timeout
    while (state := _state(server, key)) == "attached" and time.monotonic() < deadline:
        time.sleep(0.02)
    return state


def test_a_tab_closed_while_the_server_still_sends_to_it_is_kept_for_its_browser(served: Served) -> None:
    """A tab closed just after its first screen, while the app still asks the browser for its preferences: the
    send to the closed tab failed, Flet's handler ended on that error, and the session stayed attached to the
    closed connection, never expiring (5 of 5 on the server as it was)."""
    cookie = wsclient.client_cookie(served.url)
    for _ in range(5):
        with wsclient.open_ws(served.url, cookie=cookie) as ws:
            session_id = wsclient.register(ws)
            wsclient.first_screen(ws)  # and leave at once, without answering the app's questions
        deadline = time.monotonic() + 5
        while True:  # the server may not have seen the tab leave yet: then it gives a new session, so ask again
            with wsclient.open_ws(served.url, cookie=cookie) as ws:
                back = wsclient.register(ws, session_id)
                wsclient.settle(ws, 0.1)
            if back == session_id or time.monotonic() > deadline:
                break
        assert back == session_id, "the closed tab's session was not kept for its browser"
    assert served.stop() == 0
    assert served.output() == "Companion stopped.\n"  # and no traceback of the failed send


def test_a_session_whose_handler_is_still_busy_when_its_client_leaves_is_let_go(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The connection's app is cancelled LEFT_GRACE_S after its client left (budget.py); here it is still sending
    then (a send that never ends, as on a loaded server). The session was left attached to the cancelled
    connection, never expiring, and listed nowhere."""
    busy, stuck = threading.Event(), threading.Event()
    send_bytes = WebSocket.send_bytes

    async def slow_send_bytes(websocket: WebSocket, data: bytes) -> None:
        if busy.is_set():
            stuck.set()
            await asyncio.sleep(3600)
        await send_bytes(websocket, data)

    monkeypatch.setattr(WebSocket, "send_bytes", slow_send_bytes)

    def main(page: ft.Page) -> None:
        page.on_resize = lambda e: page.add(ft.Text(f"{e.width} wide"))

    with in_process(main, tmp_path) as server:
        cookie = wsclient.client_cookie(server.url)
        with wsclient.open_ws(server.url, cookie=cookie) as ws:
            key = _key(cookie, wsclient.register(ws))
            wsclient.settle(ws, 0.1)
            busy.set()
            wsclient.resize(ws, wide=True)  # the app answers with a patch: its send never ends
            assert stuck.wait(10), "the app sent nothing"
        assert _settled(server, key, LEFT_GRACE_S + 5) in ("kept", "dropped")


def test_a_connection_that_registers_again_holds_one_session(tmp_path: Path) -> None:
    """Flet makes a new session for each registration on one connection (running the app for each), and only the
    last one was ever marked disconnected: the others stayed in memory for good."""
    with in_process(lambda page: None, tmp_path) as server:
        cookie = wsclient.client_cookie(server.url)
        with wsclient.open_ws(server.url, cookie=cookie) as ws:
            keys = [_key(cookie, wsclient.register(ws, f"made-up-{n}")) for n in range(3)]  # ids it does not know
            wsclient.settle(ws, 0.1)
            assert len(set(keys)) == 3  # a new session each time
            assert [_state(server, key) for key in keys] == ["dropped", "dropped", "attached"]
        assert _settled(server, keys[-1], 5) == "kept"
        assert [_state(server, key) for key in keys[:-1]] == ["dropped", "dropped"]
