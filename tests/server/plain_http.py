"""Plain HTTP for the server tests: a ``GET`` with exactly the headers a test gives, and the response; a request whose
head never ends, with the server's answer."""

from __future__ import annotations

import http.client
import select
import socket
import time
from dataclasses import dataclass

from tests.browser.server import Served


@dataclass
class Answer:
    """An HTTP response: status, headers (names lower-cased) and body."""

    status: int
    headers: dict[str, str]
    body: bytes


def get(served: Served, path: str, headers: dict[str, str] | None = None) -> Answer:
    """``GET path`` from the server with exactly ``headers`` added (``Host`` may be replaced)."""
    connection = http.client.HTTPConnection(*address(served), timeout=10)
    try:
        names = {name.lower() for name in headers or {}}
        connection.putrequest("GET", path, skip_host="host" in names, skip_accept_encoding=True)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        connection.endheaders()
        response = connection.getresponse()
        return Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
    finally:
        connection.close()


def address(served: Served) -> tuple[str, int]:
    """The host and port ``served`` listens on."""
    host, port = served.url.removeprefix("http://").split(":")
    return host, int(port)


def answer_to_a_huge_head(served: Served, head: bytes, size: int, timeout: float = 60) -> tuple[bytes, int]:
    """Send ``head`` (a request line and headers, unfinished), then the value of its last header, ``size`` bytes,
    reading the server's answer as it comes; the answer (whole, until the server closes) and how many bytes had been
    sent when its first byte came (all ``size`` and the head, if the server read them all first)."""
    sock = socket.create_connection(address(served), timeout=10)
    sock.setblocking(False)
    pending, sent, answer, sent_before = memoryview(head), 0, b"", -1
    filler = memoryview(b"a" * (64 * 1024))
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            more = sent < len(head) + size
            readable, writable, _ = select.select([sock], [sock] if more else [], [], 0.5)
            if readable:
                try:
                    got = sock.recv(65536)
                except ConnectionResetError:
                    break
                if not got:
                    break
                if sent_before < 0:
                    sent_before = sent
                answer += got
            if writable and more:
                chunk = pending if pending else filler[:len(head) + size - sent]
                try:
                    written = sock.send(chunk)
                except (BlockingIOError, InterruptedError):
                    continue
                except (BrokenPipeError, ConnectionResetError):
                    continue  # the server closed: what it answered is read next
                sent += written
                pending = pending[written:]
    finally:
        sock.close()
    return answer, sent_before
