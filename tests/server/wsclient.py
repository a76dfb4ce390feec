"""A bare client of Flet's WebSocket protocol, as a script outside a browser would be (tests and benchmarks).

Frames are ``0x00`` + msgpack ``[action, body]``; the client registers (``REGISTER_CLIENT``, optionally
naming a session to reattach), and can send control events. Only what the security tests need.
"""

from __future__ import annotations

import time
import urllib.request
from typing import Any

import msgpack
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

REGISTER_CLIENT = 1
PATCH_CONTROL = 2
CONTROL_EVENT = 3
INVOKE_METHOD = 5
#: The control id of the page (the first control of a session).
PAGE_ID = 1
#: The page a phone reports when it registers (the fields Flet's client sends).
PHONE_PAGE = {"route": "/", "pwa": False, "web": True, "debug": False, "wasm": True, "test": False,
              "multi_view": False, "pyodide": False, "platform_brightness": "light", "width": 390.0,
              "height": 844.0, "platform": "android"}

__all__ = ["ClientConnection", "ConnectionClosed", "InvalidStatus", "client_cookie", "first_screen", "open_ws",
           "register", "resize", "send", "settle"]


def client_cookie(base_url: str) -> str:
    """The ``companion_client`` cookie the server gives a browser loading its page (``name=value``)."""
    with urllib.request.urlopen(base_url + "/", timeout=10) as response:
        cookie = response.headers.get("set-cookie", "")
    return cookie.split(";", 1)[0]


def open_ws(base_url: str, *, origin: str | None = "own", cookie: str = "", source: str = "") -> ClientConnection:
    """A WebSocket to the server's ``/ws``; ``origin`` "own" sends the server's own origin, None none; ``source``:
    the local address to connect from (e.g. 127.0.0.2: another client address on this machine)."""
    headers = {"Cookie": cookie} if cookie else {}
    ws_url = base_url.replace("http://", "ws://", 1) + "/ws"
    extra = {"source_address": (source, 0)} if source else {}
    return connect(ws_url, origin=base_url if origin == "own" else origin,  # type: ignore[arg-type]
                   additional_headers=headers, user_agent_header="companion-tests", open_timeout=10,
                   max_size=None, proxy=None, **extra)


def send(ws: ClientConnection, action: int, body: Any) -> None:
    ws.send(b"\x00" + msgpack.packb([action, body]))


def receive(ws: ClientConnection, timeout: float) -> tuple[int, Any]:
    frame = ws.recv(timeout=timeout)
    assert isinstance(frame, bytes) and frame[:1] == b"\x00"
    action, body = msgpack.unpackb(frame[1:], strict_map_key=False)
    return action, body


def register(ws: ClientConnection, session_id: str = "", route: str = "/", timeout: float = 10) -> str:
    """Register as a phone at ``route`` (reattaching ``session_id`` if given); returns the id of the session the
    server gave."""
    send(ws, REGISTER_CLIENT, {"session_id": session_id or None, "page_name": "",
                               "page": {**PHONE_PAGE, "route": route}})
    while True:
        action, body = receive(ws, timeout)
        if action == REGISTER_CLIENT:
            return str(body["session_id"])


def _answer(ws: ClientConnection, action: int, body: Any) -> None:
    """Answer the server's method calls as a browser with nothing saved would (the app asks for preferences)."""
    if action == INVOKE_METHOD:
        send(ws, INVOKE_METHOD, {"control_id": body["control_id"], "call_id": body["call_id"], "result": None,
                                 "error": None})


def first_screen(ws: ClientConnection, timeout: float = 10) -> None:
    """Wait until the server sends the page its first screen (a patch of the page's views)."""
    while True:
        action, body = receive(ws, timeout)
        _answer(ws, action, body)
        if action == PATCH_CONTROL and body["id"] == PAGE_ID and "views" in str(body["patch"])[:200]:
            return


def first_screen_s(base_url: str) -> float:
    """Seconds from opening a connection from 127.0.0.1 to the first screen it is sent."""
    started = time.monotonic()
    with open_ws(base_url) as ws:
        register(ws)
        first_screen(ws)
        took = time.monotonic() - started
        settle(ws, 0.1)
    return took


def alone_s(base_url: str) -> float:
    """A client's time to its first screen with nothing else going on (a server's first one also loads what every
    screen needs: the quicker of two)."""
    return min(first_screen_s(base_url) for _ in range(2))


def served_fairly(took: float, alone: float) -> bool:
    """Whether a client served beside a flood from another client (``took`` s) was served about as soon as with none
    (``alone`` s, measured in the same run): within 1 s more than 4 times as long, which a machine busy with other
    work does not break (a flat second did, 1.6-1.9 s). What keeps a flood out is asserted by its refusals (429) and
    drops (1008); a server that did not hold 200 sockets back made this client wait 2.4-3.3 s (docs/security.md)."""
    return took < 1.0 + 4 * alone


def settle(ws: ClientConnection, quiet_s: float = 0.3) -> None:
    """Take (and answer) what the server sends until it has sent nothing for ``quiet_s``."""
    while True:
        try:
            action, body = receive(ws, quiet_s)
        except TimeoutError:
            return
        _answer(ws, action, body)


def resize(ws: ClientConnection, wide: bool) -> None:
    """Tell the server the window changed size: a tablet's when ``wide``, else a phone's (the app re-lays out)."""
    width, height = (1024.0, 768.0) if wide else (390.0, 844.0)
    send(ws, CONTROL_EVENT, {"target": PAGE_ID, "name": "resize", "data": {"width": width, "height": height}})
