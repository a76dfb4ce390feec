"""At most :data:`MAX_OPEN` WebSocket connections open at once from one client address.

The message budget (budget.py) is per connection, and each connection gets a Flet session of its own: a client
opening N sockets in parallel would get N budgets and N sessions. Measured (docs/security.md), one address
flooding over 64 sockets at once delayed another client's first screen to 0.5-0.9 s, over 200 to 2.4-3.3 s. So
an address may have :data:`MAX_OPEN` connections open; a further upgrade of ``/ws`` is refused before it is
accepted, with HTTP 429 (Too Many Requests), and no session is made for it. The refusal is printed once per
address per :data:`REPORT_EVERY_S`, never per connection: a flood of refusals prints one line a minute.

A connection counts from its upgrade until its client's side closes (the client left, was dropped and answered
the close, or its socket ended), not for the seconds the app may take to finish after that (budget.py), so a
tab reloading or a phone reconnecting finds its place free again at once.

A table has a handful of phones and tablets, each with a tab or two, on addresses of their own (served on one
machine, loopback: one address for all). The browser tests, all from 127.0.0.1, open at most 2 at once (measured
in tests/browser/test_security.py: the flooding client and the phone; by their fixtures, a phone and a tablet, or
two tabs, elsewhere). :data:`MAX_OPEN` leaves room for a whole table on one machine, and for phones whose lost
connections the server has not noticed yet (a silent one within about 40 s, by uvicorn's pings).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from companion.cli.output import t
from companion.words import Msg, text

#: WebSocket connections one client address may have open at once.
MAX_OPEN = 16
#: HTTP status of an upgrade refused because its address has MAX_OPEN connections open.
TOO_MANY = 429
#: An address's refusals are printed at most once in this many seconds.
REPORT_EVERY_S = 60.0
#: Addresses whose last report is remembered, at most (older ones are forgotten first).
_REPORTS_KEPT = 1024


REFUSED = text("server.refused_connections", "Refused connections from {address}: it has {limit} open, the most one "
               "address may have (said at most once a minute for each address).")
UNKNOWN_ADDRESS = text("server.unknown_address", "an unknown address")


def _to_stderr(line: Msg) -> None:
    print(t(line), file=sys.stderr, flush=True)


class Addresses:
    """The WebSocket connections open per client address: :meth:`admit` one, :meth:`release` it when it ends."""

    def __init__(self, limit: int = MAX_OPEN, *, clock: Callable[[], float] = time.monotonic,
                 report: Callable[[Msg], None] = _to_stderr) -> None:
        self.limit = limit
        self.clock = clock
        self.report = report
        self.open: dict[str, int] = {}
        self.reported: dict[str, float] = {}  # address -> when its refusals were last printed

    def admit(self, address: str) -> bool:
        """Count one more connection from ``address``; False (and nothing counted) when it has ``limit`` open."""
        count = self.open.get(address, 0)
        if count < self.limit:
            self.open[address] = count + 1
            return True
        self._refused(address)
        return False

    def release(self, address: str) -> None:
        """One connection from ``address`` ended."""
        count = self.open.get(address, 0) - 1
        if count > 0:
            self.open[address] = count
        else:
            self.open.pop(address, None)

    def _refused(self, address: str) -> None:
        now = self.clock()
        last = self.reported.get(address)
        if last is not None and now - last < REPORT_EVERY_S:
            return
        self.reported.pop(address, None)
        self.reported[address] = now  # newest last
        while len(self.reported) > _REPORTS_KEPT:
            del self.reported[next(iter(self.reported))]
        self.report(REFUSED(address=address or UNKNOWN_ADDRESS(), limit=self.limit))


class Capped:
    """ASGI middleware: refuses a WebSocket upgrade from an address that has :data:`MAX_OPEN` connections open
    (HTTP 429, before the upgrade); HTTP passes through."""

    def __init__(self, app: ASGIApp, addresses: Addresses | None = None) -> None:
        self.app = app
        self.addresses = addresses or Addresses()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        address = str(client[0]) if client else ""
        if not self.addresses.admit(address):
            await _refuse(scope, receive, send)
            return
        released = False

        def release() -> None:
            nonlocal released
            if not released:
                released = True
                self.addresses.release(address)

        async def receive_watched() -> Message:
            message = await receive()
            if message["type"] == "websocket.disconnect":
                release()  # the client's side closed: its place is free, whatever the app still does
            return message

        try:
            await self.app(scope, receive_watched, send)
        finally:
            release()


async def _refuse(scope: Scope, receive: Receive, send: Send) -> None:
    """Answer the upgrade with 429 and a line saying why (a bare 403 where the server cannot send a response)."""
    await receive()  # websocket.connect
    if "websocket.http.response" not in scope.get("extensions", {}):
        await send({"type": "websocket.close", "code": 1008})
        return
    body = b"Refused: too many connections from this address at once.\n"
    await send({"type": "websocket.http.response.start", "status": TOO_MANY,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode()), (b"retry-after", b"10")]})
    await send({"type": "websocket.http.response.body", "body": body})
