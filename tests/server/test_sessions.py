"""Flet sessions: bound to the browser that opened them, kept minutes (at most MAX_KEPT), memory bounded."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

import msgpack
import pytest
from flet.messaging.protocol import Message, MessageAction, PatchControlBody
from flet_web.fastapi import app_manager

from companion.store import Store
from companion.web.guard import own_names
from companion.web.server import build_app
from companion.web.sessions import MAX_KEPT, SESSION_TIMEOUT_S, BoundFletApp, session_key
from tests.browser.server import Served, free_port, start_companion
from tests.server import wsclient
from tests.ui.taw_games import new_game

#: The issue's bound: the server's memory after 300 dropped sessions within this much of its idle memory.
MEMORY_BOUND_MB = 50


def _session(served: Served, cookie: str, session_id: str = "", route: str = "/") -> str:
    """Open the app at ``route`` as a phone would (reattaching ``session_id`` if given), let its screen arrive,
    leave; returns the id of the session the server gave (a reattached session is sent as it was)."""
    with wsclient.open_ws(served.url, cookie=cookie) as ws:
        given = wsclient.register(ws, session_id, route=route)
        if given != session_id:
            wsclient.first_screen(ws)
        wsclient.settle(ws, 0.1)
    return given


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.mark.filterwarnings("ignore:Using `httpx` with `starlette.testclient` is deprecated")
def test_a_disconnected_session_is_kept_minutes_not_an_hour(tmp_path: Path) -> None:
    from starlette.testclient import TestClient  # warns on import that it prefers httpx2: filtered here

    with TestClient(build_app(lambda page: None, names=own_names("testserver"), assets=tmp_path)) as client, \
            client.websocket_connect("/ws", headers={"origin": "http://testserver",
                                                     "cookie": "companion_client=abc"}) as ws:
        body = {"session_id": None, "page_name": "", "page": {"route": "/"}}
        ws.send_bytes(b"\x00" + msgpack.packb([wsclient.REGISTER_CLIENT, body]))
        session_id = msgpack.unpackb(ws.receive_bytes()[1:], strict_map_key=False)[1]["session_id"]
        ws.send({"type": "websocket.disconnect", "code": 1001})  # the phone went away
        key = session_key("", session_id, "testclient", "abc")
        deadline = time.monotonic() + 10
        while (session := client.portal.call(app_manager.get_session, key)).expires_at is None:
            assert time.monotonic() < deadline, "the session was never marked disconnected"
            time.sleep(0.01)
        kept = (session.expires_at - datetime.now(UTC)).total_seconds()
    assert SESSION_TIMEOUT_S - 10 < kept <= SESSION_TIMEOUT_S <= 5 * 60


def test_a_session_cannot_be_taken_over_by_its_id_and_user_agent(served: Served) -> None:
    mine = wsclient.client_cookie(served.url)
    session_id = _session(served, mine)
    assert _session(served, wsclient.client_cookie(served.url), session_id) != session_id  # another browser
    assert _session(served, "", session_id) != session_id  # no cookie at all
    assert _session(served, mine, session_id) == session_id  # its own browser comes back to it


def test_at_most_max_kept_disconnected_sessions_are_kept(served: Served) -> None:
    cookie = wsclient.client_cookie(served.url)
    ids = [_session(served, cookie) for _ in range(MAX_KEPT + 2)]
    assert _session(served, cookie, ids[-1]) == ids[-1]
    assert _session(served, cookie, ids[0]) != ids[0]  # gone longest: dropped


def test_clients_that_leave_before_registering_are_let_go(served: Served) -> None:
    for _ in range(100):
        with wsclient.open_ws(served.url):
            pass
    started = time.monotonic()
    assert served.stop() == 0
    assert time.monotonic() - started < 5


@pytest.mark.load
@pytest.mark.slow
def test_memory_after_300_dropped_sessions_stays_within_50_mb_of_idle(tmp_path: Path) -> None:
    """300 phones open a game's table and leave (the issue measured +117 MB with Flet's hour-long sessions)."""
    with Store.open_data_dir(tmp_path / "data") as store:
        route = f"/game/{new_game(store)}"
    served = start_companion(tmp_path / "data", free_port())
    try:
        cookie = wsclient.client_cookie(served.url)
        for _ in range(3):  # the first table loads the game's screens (imports)
            _session(served, cookie, route=route)
        idle = _rss_mb(served.process.pid)
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(lambda _: _session(served, cookie, route=route), range(300)))
        after = _rss_mb(served.process.pid)
    finally:
        served.stop()
    assert served.output() == "Companion stopped.\n"  # a session dropped mid-question ends quietly: no traceback
    print(f"server RSS: idle {idle:.1f} MB, after 300 dropped sessions {after:.1f} MB (+{after - idle:.1f} MB)")
    assert after - idle < MEMORY_BOUND_MB, f"idle {idle:.1f} MB, after {after:.1f} MB"



def _unprintable(self: object) -> str:
    raise AssertionError("the message was formatted")


def test_a_message_is_packed_and_queued_unformatted_and_dropped_once_the_send_loop_ended(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Sending must not format a message (Flet 1.0.5 did, for its debug log: 570 ms for a table's first screen)."""
    monkeypatch.setattr(PatchControlBody, "__repr__", _unprintable)
    app = BoundFletApp.__new__(BoundFletApp)  # only the send queue matters here
    queue: asyncio.Queue[bytes | None] = asyncio.Queue()
    app._FletApp__send_queue = queue  # type: ignore[attr-defined]
    body = PatchControlBody(id=7, patch=[[0], [0, 0, "value", "5"]])
    app.send_message(Message(MessageAction.PATCH_CONTROL, body))
    sent = queue.get_nowait()
    assert sent is not None and msgpack.unpackb(sent[1:]) == [MessageAction.PATCH_CONTROL.value, {
        "id": 7, "patch": [[0], [0, 0, "value", "5"]]}]
    app._FletApp__send_queue = None  # type: ignore[attr-defined]
    app.send_message(Message(MessageAction.PATCH_CONTROL, body))  # the send loop ended: dropped, no error
