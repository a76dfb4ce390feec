"""Limits on WebSocket messages: a budget per client address (a flooding client is slowed, then dropped), and an
end once the client has left.

Every message a browser sends (a tap, a keystroke, a resize) costs the server work on the one event loop all
tables share. The connections of one address together may pass :attr:`Budget.burst` messages at once and
:attr:`Budget.rate` a second after that; messages beyond the budget wait, in order, until it allows them (a person
typing fast is only slowed, never loses a keystroke). A connection that keeps sending faster than that builds a
backlog; once :attr:`Budget.backlog` messages wait, it is flooding: the backlog is thrown away, the app sees the
client leave, and the connection is closed with code 1008 (policy violation). The budget is the address's, not the
connection's, and outlives its connections: a flood of many connections from one address, each reconnecting once
dropped, costs the server no more than one connection would (with a budget per connection, 16 connections each
got a fresh burst on every reconnect, and another client waited 1.2-1.7 s for its first screen).

Measured use (docs/security.md): a page load sends 6 messages, a tap 1-4, a keystroke 2 (typing fast, 20 keys a
second: 40 a second, so a fast typist is slowed only after 6 s), a turn of the phone or a resized window 4.

Once the app has been told the client left, it gets :data:`LEFT_GRACE_S` to finish, then it is cancelled:
Flet's handler never finishes for a client that leaves before registering, so each such connection would
otherwise stay in memory for good (2000 of them: +150 MB, and the server no longer stopped on SIGTERM).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: Close code of a connection dropped for flooding (RFC 6455: policy violation).
FLOODING = 1008
#: Seconds the app may take to finish once it was told the client left.
LEFT_GRACE_S = 2.0


@dataclass(frozen=True)
class Budget:
    """How many messages an address's connections may send: ``burst`` at once, then ``rate`` a second; a connection
    is dropped once ``backlog`` messages (or ``backlog_bytes``) of its own wait beyond the budget."""

    rate: float = 30.0
    burst: int = 60
    backlog: int = 300
    backlog_bytes: int = 4 * 1024 * 1024


#: The budget ``companion serve`` applies.
STANDARD = Budget()
#: Addresses whose budget is remembered, at most (the longest unused are forgotten first: a forgotten address
#: starts again with a full burst, as it would once its budget refilled).
ADDRESSES_KEPT = 1024


class Bucket:
    """A token bucket: :meth:`wait` is how long the next message must wait to stay within the budget."""

    def __init__(self, budget: Budget, clock: Callable[[], float] = time.monotonic) -> None:
        self.budget = budget
        self.clock = clock
        self.tokens = float(budget.burst)
        self.last = clock()

    def wait(self) -> float:
        """Spend one message of the budget; returns the seconds until it may pass (0 when within it)."""
        now = self.clock()
        self.tokens = min(float(self.budget.burst), self.tokens + (now - self.last) * self.budget.rate)
        self.last = now
        self.tokens -= 1
        return 0.0 if self.tokens >= 0 else -self.tokens / self.budget.rate


class Metered:
    """ASGI middleware: applies the :data:`STANDARD` budget to the WebSocket connections of each client address
    (HTTP passes through)."""

    def __init__(self, app: ASGIApp, budget: Budget = STANDARD) -> None:
        self.app = app
        self.budget = budget
        self.buckets: OrderedDict[str, Bucket] = OrderedDict()  # address -> its budget, the latest used last

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket":
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        await _Connection(self.budget, self.bucket(str(client[0]) if client else "")).run(
            self.app, scope, receive, send)

    def bucket(self, address: str) -> Bucket:
        """The budget of ``address``, shared by its connections."""
        bucket = self.buckets.pop(address, None) or Bucket(self.budget)
        self.buckets[address] = bucket
        while len(self.buckets) > ADDRESSES_KEPT:
            self.buckets.popitem(last=False)
        return bucket


class _Connection:
    """One WebSocket: a reader takes the client's messages as they come (noticing a backlog), and the app
    receives them at the pace of ``bucket``, its address's budget."""

    def __init__(self, budget: Budget, bucket: Bucket) -> None:
        self.budget = budget
        self.bucket = bucket
        self.waiting: asyncio.Queue[Message] = asyncio.Queue()
        self.waiting_bytes = 0
        self.dropped = False
        self.gone = False  # the client's side of the connection is closed
        self.sending = asyncio.Lock()
        self.left = asyncio.Event()

    async def run(self, app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
        """Serve the connection with ``app``; once the client has left, give the app LEFT_GRACE_S to finish."""
        reader = asyncio.create_task(self.read(receive, send))
        serving = asyncio.ensure_future(app(scope, self.receive, lambda message: self.send(send, message)))
        left = asyncio.create_task(self.left.wait())
        try:
            await asyncio.wait({serving, left}, return_when=asyncio.FIRST_COMPLETED)
            if not serving.done():
                await asyncio.wait({serving}, timeout=LEFT_GRACE_S)
            if serving.done():
                serving.result()  # the app's own error, if any
            else:
                serving.cancel()
                await asyncio.wait({serving})
        finally:
            for task in (reader, left, serving):
                task.cancel()

    async def read(self, receive: Receive, send: Send) -> None:
        """Move the client's messages into the queue until it leaves; drop it when the backlog is too long."""
        while True:
            message = await receive()
            if message["type"] != "websocket.receive":
                self.waiting.put_nowait(message)
                if message["type"] == "websocket.disconnect":
                    self.gone = True
                    return
                continue
            size = len(message.get("bytes") or b"") + len(message.get("text") or "")
            if self.waiting.qsize() >= self.budget.backlog or self.waiting_bytes + size > self.budget.backlog_bytes:
                await self.drop(send)
                return  # the rest of the flood is never read (the server's protocol reads nothing after a close)
            self.waiting_bytes += size
            self.waiting.put_nowait(message)

    async def drop(self, send: Send) -> None:
        """Throw the backlog away, tell the app the client left, and close the connection (1008)."""
        self.dropped = True
        while not self.waiting.empty():
            self.waiting.get_nowait()
        self.waiting_bytes = 0
        self.waiting.put_nowait({"type": "websocket.disconnect", "code": FLOODING})
        async with self.sending:
            await send({"type": "websocket.close", "code": FLOODING, "reason": "too many messages"})

    async def receive(self) -> Message:
        """The app's next message, once the budget allows it."""
        message = await self.waiting.get()
        if message["type"] == "websocket.disconnect":
            self.left.set()
        elif message["type"] == "websocket.receive":
            self.waiting_bytes -= len(message.get("bytes") or b"") + len(message.get("text") or "")
            delay = self.bucket.wait()
            if delay:
                await asyncio.sleep(delay)
        return message

    async def send(self, send: Send, message: Message) -> None:
        """The app's message to the client; nothing once the client was dropped or has left.

        The app may still be answering a client that has left (its disconnect waits behind its last messages, or
        was not read yet). Sending then fails (uvicorn's ClientDisconnected, an OSError), and Flet's handler used to
        end on that error before marking its session disconnected, which then stayed in memory for good. The app
        learns the client left from its next message instead.
        """
        async with self.sending:
            if self.dropped or self.gone:
                return
            try:
                await send(message)
            except OSError:
                self.gone = True
