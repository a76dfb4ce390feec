"""Limits on every HTTP request before the app sees it: the size of its head and the time it takes to arrive.

uvicorn's HTTP protocol (httptools) reads a request's head whatever its size and however slowly it comes: one
100 MiB header was read in 19 s (33 s for two at once) and took the server from 67 MB to 399 MB, another client's
request waiting up to 3.6 s meanwhile, and a head trickled a byte at a time kept its connection open for good
(docs/security.md). :class:`LimitedHttp` is that protocol with two limits, on every route, the WebSocket's upgrade
included (its head is read by the same protocol):

- a request's head (request line and headers) larger than :data:`MAX_HEAD_BYTES` is answered 431 (Request Header
  Fields Too Large) as soon as that many bytes have come, and nothing more of it is read;
- a request must arrive whole (head and body) within :data:`REQUEST_S` seconds of its first byte, and a new connection
  must start one within :data:`REQUEST_S`: else 408 (Request Timeout), or a plain close for a connection that sent
  nothing (a browser's spare connection, opened in advance).

A refused connection is answered, read no more, and closed :data:`CLOSE_AFTER_S` later, so that the client can read
the answer before the connection ends (closing at once, with its request still coming, would reset the connection
and could lose the answer). Idle connections between requests are closed by uvicorn (``timeout_keep_alive``).
"""

from __future__ import annotations

import asyncio
import http
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

#: The largest request head (request line and headers, in bytes) the server reads. A browser's are about 1 KB (the
#: page's, with its cookie, 0.6-1.4 KB measured in Chromium); nginx reads 8 KB a line and 32 KB in all by default.
MAX_HEAD_BYTES = 32 * 1024
#: Seconds a request may take to arrive, from its first byte to its last (a phone's takes a few milliseconds).
REQUEST_S = 10.0
#: Seconds a refused connection stays open, reading nothing, for its client to read the answer.
CLOSE_AFTER_S = 1.0


def answer(status: int, text: str) -> bytes:
    """A whole HTTP response closing the connection: ``status`` with ``text`` as its plain-text body."""
    body = (text + "\n").encode()
    return (f"HTTP/1.1 {status} {http.HTTPStatus(status).phrase}\r\ncontent-type: text/plain; charset=utf-8\r\n"
            f"content-length: {len(body)}\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n"
            ).encode() + body


class LimitedHttp(HttpToolsProtocol):
    """uvicorn's HTTP protocol with a limit on each request's head size and on the time it takes to arrive."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.head_bytes = 0  # bytes received since the last request was read whole, while its head is incomplete
        self.in_head = True  # the next bytes are a request's head
        self.clock: asyncio.TimerHandle | None = None  # the time limit of the request coming in, if one is
        self.refused = False
        self.received = False  # anything at all came on this connection

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._start_clock()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_clock()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return
        self.received = True
        if self.in_head:
            self.head_bytes += len(data)
            if self.clock is None:
                self._start_clock()
        super().data_received(data)
        if self.in_head and self.head_bytes > MAX_HEAD_BYTES and not self.transport.is_closing():
            self._refuse(431, f"Refused: the request's headers are larger than {MAX_HEAD_BYTES // 1024} KB.")

    def on_headers_complete(self) -> None:
        self.in_head = False
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        super().on_message_complete()
        self._stop_clock()
        self.in_head, self.head_bytes = True, 0

    def handle_websocket_upgrade(self) -> None:
        self._stop_clock()  # the WebSocket protocol takes the connection from here (budget.py meters it)
        super().handle_websocket_upgrade()

    def _start_clock(self) -> None:
        self._stop_clock()
        self.clock = self.loop.call_later(REQUEST_S, self._too_slow)

    def _stop_clock(self) -> None:
        if self.clock is not None:
            self.clock.cancel()
            self.clock = None

    def _too_slow(self) -> None:
        """The request did not arrive in time: 408, or a plain close when nothing came at all."""
        self.clock = None
        if self.transport.is_closing():
            return
        if self.received:
            self._refuse(408, f"Refused: the request took more than {REQUEST_S:g} s to arrive.")
        else:
            self.transport.close()

    def _refuse(self, status: int, text: str) -> None:
        """Answer ``status`` (unless the app is answering an earlier request on this connection: then just close) and
        read nothing more; close the connection :data:`CLOSE_AFTER_S` later."""
        self.refused = True
        self._stop_clock()
        if self.cycle is not None and not self.cycle.response_complete:
            self.transport.close()
            return
        self.transport.write(answer(status, text))
        self.transport.pause_reading()
        self.loop.call_later(CLOSE_AFTER_S, self.transport.close)
