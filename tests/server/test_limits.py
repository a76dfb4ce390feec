"""Every request's head is limited in size and time (companion.web.limits): a huge header is refused at once (431)
without the server's memory growing, a head trickled in is refused (408) once its time is up, and neither keeps
another client waiting (issue 21: one 100 MiB header took the server from 82 to 275 MB, two made another client wait
5.6 s, and a slow request was never timed out)."""

from __future__ import annotations

import http.client
import socket
import threading
import time
from pathlib import Path

import pytest

from companion.web.limits import MAX_HEAD_BYTES, REQUEST_S
from tests.browser.server import Served
from tests.server.plain_http import address, answer_to_a_huge_head, get

MIB = 1024 * 1024
#: The head of a request to ``path`` whose last header's value follows (never ending before it is refused).
HEAD = "GET {path} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: companion-tests\r\n{extra}X-Huge: "
#: The headers of a WebSocket upgrade, which the same limits cover.
UPGRADE = ("Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
           "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: http://{host}\r\n")
#: Slow clients at once, each sending its head a byte every TRICKLE_S seconds.
SLOW_CLIENTS = 20
TRICKLE_S = 0.5


def memory_mb(pid: int, field: str) -> float:
    """The server process's resident memory now (``VmRSS``) or at its highest since it started (``VmHWM``), MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise AssertionError(f"no {field} in /proc/{pid}/status")


def head(served: Served, path: str = "/", extra: str = "") -> bytes:
    host = served.url.removeprefix("http://")
    return HEAD.format(path=path, host=host, extra=extra.format(host=host)).encode()


@pytest.mark.load
@pytest.mark.alone
def test_a_100_mib_header_is_refused_at_once_and_the_server_s_memory_does_not_grow(served: Served) -> None:
    """Before: read whole in 19 s, the server's memory from 82 to 275 MB; then answered 200."""
    pid = served.process.pid
    before, peak_before = memory_mb(pid, "VmRSS"), memory_mb(pid, "VmHWM")
    started = time.monotonic()
    answer, sent = answer_to_a_huge_head(served, head(served), 100 * MIB)
    took = time.monotonic() - started
    assert answer.startswith(b"HTTP/1.1 431 Request Header Fields Too Large\r\n"), answer[:200]
    assert b"Refused: the request's headers are larger than 32 KB." in answer
    assert 0 <= sent < 8 * MIB and took < 5, (sent, took)  # refused after its first 32 KB, not read to the end
    grown = max(memory_mb(pid, "VmHWM") - peak_before, memory_mb(pid, "VmRSS") - before)
    assert grown < 10, f"the server's memory grew {grown:.1f} MB"


def test_every_route_refuses_a_head_beyond_the_limit_and_serves_one_within_it(served: Served) -> None:
    """The page, an address of the app, a file, and the WebSocket's upgrade (its head is read by the same protocol
    before the WebSocket takes the connection): a head one KB beyond the limit is refused with 431; a large cookie
    (a head of about 24 KB) is still served."""
    for path, extra in (("/", ""), ("/game/g-1/log", ""), ("/icons/app-192.png", ""), ("/ws", UPGRADE)):
        answer, _ = answer_to_a_huge_head(served, head(served, path, extra), MAX_HEAD_BYTES + 1024)
        assert answer.startswith(b"HTTP/1.1 431 "), (path, answer[:200])
        if path != "/ws":
            assert get(served, path, {"Cookie": "c=" + "x" * (24 * 1024)}).status == 200, path


def _trickle(served: Served, answers: list[tuple[bytes, float]]) -> None:
    """A slow client: its request's head a byte every TRICKLE_S (never ending); what the server answered, and when."""
    started = time.monotonic()
    with socket.create_connection(address(served), timeout=TRICKLE_S) as sock:
        sock.sendall(head(served))
        answer = b""
        while time.monotonic() - started < REQUEST_S + 10:
            try:
                sock.sendall(b"a")
                got = sock.recv(4096)
            except TimeoutError:
                continue
            except OSError:
                break
            if not got:
                break
            answer += got
        answers.append((answer, time.monotonic() - started))


@pytest.mark.load
@pytest.mark.alone
def test_slow_requests_are_refused_in_time_while_another_client_is_served_promptly(served: Served) -> None:
    """Twenty clients trickle their heads a byte each half second (a slow-loris attack), and one connects and sends
    nothing: each trickling one is answered 408 once REQUEST_S have passed (before: never, the connection stayed
    open), the silent one is closed, and meanwhile another client's requests are answered promptly."""
    answers: list[tuple[bytes, float]] = []
    slow = [threading.Thread(target=_trickle, args=(served, answers)) for _ in range(SLOW_CLIENTS)]
    for client in slow:
        client.start()
    silent = socket.create_connection(address(served), timeout=REQUEST_S + 5)
    silent_since = time.monotonic()
    waits = []
    while any(client.is_alive() for client in slow) and len(waits) < 100:
        connection = http.client.HTTPConnection(*address(served), timeout=10)
        started = time.monotonic()
        connection.request("GET", "/manifest.json")
        assert connection.getresponse().status == 200
        waits.append(time.monotonic() - started)
        connection.close()
        time.sleep(0.2)
    for client in slow:
        client.join(REQUEST_S + 15)
    assert silent.recv(100) == b"" and time.monotonic() - silent_since < REQUEST_S + 5  # closed, nothing said
    silent.close()
    assert len(answers) == SLOW_CLIENTS
    for answer, took in answers:
        assert answer.startswith(b"HTTP/1.1 408 Request Timeout\r\n"), answer[:200]
        assert REQUEST_S - 1 < took < REQUEST_S + 5, took
    assert max(waits) < 1.0, f"another client waited {max(waits):.2f} s"
