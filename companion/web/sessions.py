"""Flet sessions bound to the browser that opened them, and dropped minutes after it left.

Flet keeps a tab's session when its WebSocket drops, so a reload or a phone waking up finds its screen as it
was; the client names the session by an id it keeps in the tab's sessionStorage. Out of the box Flet finds a
kept session by that id and a hash of the user agent (and of the IP, except on loopback), and keeps it an
hour. Companion instead:

- finds it by the id and a hash of the client's IP and of the browser's ``companion_client`` cookie, a random
  value the server gives each browser (guard.py; HttpOnly, so no script can read it). Knowing a session's id
  and user agent is not enough to take it over; a browser that sends no cookie can never reattach a session
  (its reload starts a new one, which shows the same screen, since the address and the store hold the game);
- refuses a message whose handling fails (Flet's client never sends one: a script's), as
  companion.web.messages refuses one that is malformed: counted, the connection closed, no traceback printed;
- drops a disconnected session after :data:`SESSION_TIMEOUT_S` (Flet looks for expired sessions every 10 s;
  Flet's environment variable ``FLET_SESSION_TIMEOUT``, in seconds, when set, still overrides it), and keeps
  at most :data:`MAX_KEPT` of them, dropping the one gone longest first: however fast sessions come and go,
  the memory they hold stays bounded (a kept session holds its whole screen: about 1.1 MB for a four-player
  table on a phone, measured by tests/server/test_sessions.py).
"""

from __future__ import annotations

import asyncio
import hashlib
import secrets
from collections import OrderedDict
from typing import Any

import msgpack
from fastapi import WebSocket
from flet.controls.base_control import BaseControl
from flet.messaging.protocol import Message, MessageAction, configure_encode_object_for_msgpack
from flet_web.fastapi import FletApp, app_manager
from starlette.websockets import WebSocketDisconnect

from companion.web.messages import CheckedSocket

#: How Flet packs the controls a message carries.
_ENCODE = configure_encode_object_for_msgpack(BaseControl)
#: The cookie naming the browser a session belongs to.
CLIENT_COOKIE = "companion_client"
#: Seconds a disconnected session is kept for its browser to come back (a reload, a phone woken up).
SESSION_TIMEOUT_S = 180
#: At most this many disconnected sessions are kept: a table has a handful of devices, and each reload or wake-up
#: leaves one behind for :data:`SESSION_TIMEOUT_S`; 20 of about 1.1 MB each keep 300 dropped sessions within the
#: 50 MB the memory test allows (50 kept took 69 MB).
MAX_KEPT = 20


def new_client_token() -> str:
    """A fresh value for :data:`CLIENT_COOKIE` (192 random bits)."""
    return secrets.token_urlsafe(24)


def session_key(page_name: str, session_id: str, client_ip: str, client_token: str) -> str:
    """Where Flet's session manager keeps a session: its id, scoped to the client's IP and cookie."""
    digest = hashlib.sha256(f"{client_ip}\n{client_token}".encode()).hexdigest()
    return f"{page_name}_{session_id}_{digest}"


class Kept:
    """The disconnected sessions of one server, longest gone first; beyond :data:`MAX_KEPT` the first are dropped."""

    def __init__(self) -> None:
        self.keys: OrderedDict[str, None] = OrderedDict()

    async def left(self, key: str) -> None:
        """The session kept under ``key`` lost its connection: keep it, dropping the longest gone beyond the limit.

        A listed session that came back since (connected again) or expired is left alone and unlisted.
        """
        self.keys[key] = None
        self.keys.move_to_end(key)
        while len(self.keys) > MAX_KEPT:
            oldest, _ = self.keys.popitem(last=False)
            session = await app_manager.get_session(oldest)
            if session is not None and session.connection is None:
                await app_manager.delete_session(oldest)


class BoundFletApp(FletApp):
    """Flet's WebSocket handler, with sessions found by :func:`session_key` instead of by user agent, one session
    per connection, and every session of the connection let go when it ends.

    Flet marks a session disconnected (so it expires) only where its handler ends normally, and only the last
    session the connection registered. A handler that ends otherwise (cancelled by budget.py while still busy
    after its client left, or failing) used to leave its session attached to the dead connection, never expiring
    and listed nowhere: in memory for good. So does each earlier session of a connection that registers again
    (Flet makes a new session, and runs the app, for each registration). Now, when the handler ends, however it
    ends, each session it held is either kept (disconnected, with an expiry, listed in ``kept``) or dropped.
    """

    def __init__(self, *, kept: Kept, **flet_app: Any) -> None:
        super().__init__(**flet_app)
        self._kept = kept
        self._keys: set[str] = set()  # the keys Flet named since the last registration: its sessions are among them
        self._last_key = ""
        self._socket: CheckedSocket | None = None

    async def handle(self, websocket: WebSocket) -> None:
        """Serve one WebSocket connection (see :class:`FletApp`), remembering who it comes from; at the end, let
        go of the sessions it held."""
        self._client_ip = websocket.client.host if websocket.client else ""
        self._client_token = websocket.cookies.get(CLIENT_COOKIE) or new_client_token()
        self._socket = websocket if isinstance(websocket, CheckedSocket) else None
        try:
            await super().handle(websocket)  # ends by disconnecting its session, if it gets that far
        finally:
            # Runs on cancellation too: nothing below waits (Flet's registry is a dict behind async methods).
            for key in list(self._keys):
                await self._let_go(key)

    async def _let_go(self, key: str) -> None:
        """The session under ``key``, if this connection holds it, is dropped; if it was disconnected, kept."""
        session = await app_manager.get_session(key)
        if session is None:
            return
        if session.connection is self:  # Flet did not get to disconnect it
            await app_manager.delete_session(key)
        elif session.connection is None and session.expires_at is not None:
            await self._kept.left(key)

    def send_message(self, message: Message) -> None:
        """Flet's (the message packed and queued for the send loop), without its two flaws.

        Flet 1.0.5 formats every message for its debug log, logged or not: the text of a screen's patch runs to
        megabytes (opening a four-player table: 6.8 million characters, 570 ms, against 4.6 ms to pack it), paid
        on each device at each step. And it ends the send loop (its queue set to None) before it marks the
        session disconnected, which it does after an ``await``: an update or a question to the browser in that
        moment failed with an AttributeError and printed a traceback (many, under a flood). Such a message is
        dropped, as Flet drops them once disconnected; the browser is sent its whole screen when it comes back."""
        queue: asyncio.Queue[bytes | None] | None = getattr(self, "_FletApp__send_queue", None)
        if queue is not None:
            queue.put_nowait(b"\x00" + msgpack.packb([message.action, message.body], default=_ENCODE))

    async def _FletApp__on_message(self, data: Any) -> None:
        """Replaces Flet's private message handler (name-mangled): once a registration has given this connection
        its session, any other session the connection held is dropped, so that it holds at most one. A message whose
        handling fails (unknown fields, values of the wrong kind) refuses the connection (CheckedSocket.refuse)
        instead of ending Flet's reading with a traceback naming the client's fields raw."""
        registering = isinstance(data, list) and bool(data) and data[0] == MessageAction.REGISTER_CLIENT.value
        self._last_key = ""
        try:
            await super()._FletApp__on_message(data)  # type: ignore[misc]
        except WebSocketDisconnect:
            raise
        except Exception:
            if self._socket is None:
                raise
            await self._socket.refuse()
        if registering and self._last_key:  # the key Flet named last is the session it gave
            for key in self._keys - {self._last_key}:
                await self._let_go(key)
            self._keys = {self._last_key}

    def _FletApp__get_unique_session_id(self, session_id: str) -> str:
        """Replaces Flet's private key function (name-mangled, hence the name): see :func:`session_key`.

        Flet calls it to find, add and disconnect this connection's session, so the keys it made name every
        session the connection may hold. tests/server/test_sessions.py fails if a Flet upgrade stops calling it.
        """
        key = self._last_key = session_key(self.page_name, session_id, self._client_ip, self._client_token)
        self._keys.add(key)
        return key
