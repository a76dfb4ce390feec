"""Messages a client sends that Flet's client never would: counted per client address, said in one line a minute, and
the connection closed, whatever their text.

Flet handles a message it cannot decode, of an unknown kind or with unknown fields by ending the connection's reading
with a warning and a traceback, the client's own text in it raw: a key holding escape codes cleared the terminal and
printed a fake join code, and 300 connections, each varying the text (which defeated the once-a-minute filter of
companion.web.logs), printed 4,816 lines in 2.2 s (issue 21). Now :class:`CheckedSocket` reads the connection's frames
and refuses a malformed one before Flet sees it (:func:`well_formed`), and ``BoundFletApp`` refuses one whose
handling fails (companion.web.sessions). A refused connection is closed (1008, policy violation), and counted for its
address by :class:`Malformed`, which says the first at once and the rest summed in one line a minute, the addresses
escaped; nothing of the message is printed.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import NoReturn

import msgpack
from flet.messaging.protocol import MessageAction, decode_ext_from_msgpack
from starlette.types import Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from companion.cli.output import shown, t
from companion.core.errors import COMMAS, in_turn
from companion.web.addresses import UNKNOWN_ADDRESS
from companion.words import Msg, Param, ntext, text

#: Close code of a connection that sent a malformed message (RFC 6455: policy violation).
MALFORMED = 1008
#: A frame of Flet's protocol (msgpack ``[action, body]``) and one of a data channel (Flet passes those on unread).
FLET_FRAME, DATA_FRAME = 0x00, 0x01
#: The messages Flet's server handles from a client; their bodies are maps of fields.
CLIENT_ACTIONS = frozenset(action.value for action in (
    MessageAction.REGISTER_CLIENT, MessageAction.CONTROL_EVENT, MessageAction.UPDATE_CONTROL_PROPS,
    MessageAction.INVOKE_METHOD))
#: Seconds between two lines saying how many malformed messages came.
REPORT_EVERY_S = 60.0
#: Addresses counted apart in a minute, at most (beyond them, "other addresses").
_ADDRESSES_KEPT = 1024
#: Addresses named in a line, at most (those that sent the most).
_NAMED = 5


def well_formed(data: bytes) -> bool:
    """True for a frame Flet's client may send: a data channel's, an empty one (both passed on by Flet), or one of
    Flet's protocol that decodes into ``[action, {fields}]`` with an action the server handles."""
    if not data or data[0] == DATA_FRAME:
        return True
    if data[0] != FLET_FRAME:
        return False
    try:
        message = msgpack.unpackb(data[1:], ext_hook=decode_ext_from_msgpack)
    except Exception:  # msgpack raises a dozen kinds of error for bytes that are not msgpack
        return False
    return (isinstance(message, list) and len(message) == 2 and isinstance(message[1], dict)
            and type(message[0]) is int and message[0] in CLIENT_ACTIONS)


CLOSED = text("server.closed_connection", "Closed a connection from {address}: it sent a message Companion's page "
              "never sends (any more in the next minute are summed in one line).")
CLOSED_MORE = ntext("server.closed_more", "Closed {total} more connections that sent messages Companion's page never "
                    "sends, in the last minute, from {n} address ({listed}).", "Closed {total} more connections that "
                    "sent messages Companion's page never sends, in the last minute, from {n} addresses ({listed}).")
FROM = text("server.from", "{address}: {count}")
UNKNOWN = text("server.unknown", "unknown")
OTHERS = text("server.other_addresses", "other addresses")
#: The key the addresses beyond :data:`_ADDRESSES_KEPT` are counted under (no address is a NUL).
_OTHERS = "\0others"


def _to_stderr(line: Msg) -> None:
    print(t(line), file=sys.stderr, flush=True)


def _address(address: str) -> Param:
    """An address counted, as said: escaped, or in words when there is none or it stands for the others."""
    return OTHERS() if address == _OTHERS else shown(address) if address else UNKNOWN()


class Malformed:
    """The malformed messages of the last minute, by client address: the first after a quiet minute is said at once,
    the ones after it summed in one line at the end of the minute (and so on each minute while they come)."""

    def __init__(self, report: Callable[[Msg], None] = _to_stderr, clock: Callable[[], float] = time.monotonic) -> None:
        self.report = report
        self.clock = clock
        self.held: Counter[str] = Counter()
        self.saying = False  # a line was said less than a minute ago: the next ones wait for the minute's end
        self.timer: asyncio.TimerHandle | None = None

    def count(self, address: str) -> None:
        """One malformed message from ``address`` (its connection is being closed)."""
        if self.saying:
            key = address if address in self.held or len(self.held) < _ADDRESSES_KEPT else _OTHERS
            self.held[key] += 1
            return
        self.report(CLOSED(address=shown(address) if address else UNKNOWN_ADDRESS()))
        self._wait_a_minute()

    def flush(self) -> None:
        """The end of a minute (or of the server): the messages held, summed in one line; quiet again if none."""
        self.timer = None
        if not self.held:
            self.saying = False
            return
        total, named = sum(self.held.values()), self.held.most_common(_NAMED)
        listed: list[Param] = [FROM(address=_address(address), count=count) for address, count in named]
        more = ["..."] if len(self.held) > _NAMED else []
        self.report(CLOSED_MORE(total=total, n=len(self.held), listed=in_turn([*listed, *more], COMMAS)))
        self.held.clear()
        self._wait_a_minute()

    def stop(self) -> None:
        """The server stops: say what is held now."""
        if self.timer is not None:
            self.timer.cancel()
        self.flush()
        self.saying = False

    def _wait_a_minute(self) -> None:
        self.saying = True
        with contextlib.suppress(RuntimeError):  # no event loop (a test counting by hand): flushed by hand
            self.timer = asyncio.get_running_loop().call_later(REPORT_EVERY_S, self.flush)


class CheckedSocket(WebSocket):
    """The WebSocket Flet's handler reads, refusing (:meth:`refuse`) a frame that is not :func:`well_formed`."""

    def __init__(self, scope: Scope, receive: Receive, send: Send, malformed: Malformed) -> None:
        super().__init__(scope, receive, send)
        self.malformed = malformed
        self.refused = False

    async def receive_bytes(self) -> bytes:
        """The next frame; a text frame or a malformed one is refused."""
        message = await self.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message["code"], message.get("reason"))
        data = message.get("bytes")
        if not isinstance(data, bytes) or not well_formed(data):
            await self.refuse()
        return data

    async def send_bytes(self, data: bytes) -> None:
        """Send ``data``; nothing once the connection was refused (Flet's handler may still be answering)."""
        if not self.refused:
            await super().send_bytes(data)

    async def refuse(self) -> NoReturn:
        """Count the connection's malformed message, close it (1008), and end Flet's reading of it as if the client
        had left, once it has (so that the connection's end is seen by the budget: companion.web.budget)."""
        if not self.refused:
            self.refused = True
            self.malformed.count(self.client.host if self.client else "")
            with contextlib.suppress(RuntimeError, OSError):
                await self.close(MALFORMED)
        while (await self.receive())["type"] != "websocket.disconnect":
            continue  # what it sent before its end is read, never handled
        raise WebSocketDisconnect(MALFORMED)
