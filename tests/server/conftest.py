"""Fixtures of the server tests: ``companion serve`` as a child process on a free loopback port, the same server
run in the test's own process (to look inside it), and plain HTTP."""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import socket
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest
import uvicorn
from flet.app import AppCallable

from companion.web.guard import own_names
from companion.web.server import build_app, uvicorn_config
from tests.browser.server import Served, serving

T = TypeVar("T")


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """``companion serve`` with an empty data dir; stopped after the test."""
    with serving(tmp_path) as server:
        yield server


@dataclass
class Answer:
    """An HTTP response: status, headers (names lower-cased) and body."""

    status: int
    headers: dict[str, str]
    body: bytes


def get(served: Served, path: str, headers: dict[str, str] | None = None) -> Answer:
    """``GET path`` from the server with exactly ``headers`` added (``Host`` may be replaced)."""
    host, port = served.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
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


@dataclass
class InProcess:
    """The web server serving a test's own app in a thread of the test process: its address, and a way to run
    a coroutine on its event loop (to look at Flet's sessions as the server sees them)."""

    url: str
    loop: asyncio.AbstractEventLoop

    def call(self, function: Callable[..., Awaitable[T]], *args: Any, timeout: float = 10) -> T:
        """``await function(*args)`` on the server's loop; its result."""
        return asyncio.run_coroutine_threadsafe(function(*args), self.loop).result(timeout)  # type: ignore[arg-type]


@contextlib.contextmanager
def in_process(main: AppCallable, assets: Path) -> Iterator[InProcess]:
    """:func:`companion.web.server.build_app` serving ``main``, run by uvicorn as ``companion serve`` runs it, on a
    free loopback port in a thread of this process; stopped on leaving."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(128)
        server = uvicorn.Server(uvicorn_config(build_app(main, names=own_names("127.0.0.1"), assets=assets)))
        loop = asyncio.new_event_loop()

        async def end_the_rest() -> None:
            """End the sessions' tasks Flet leaves behind, rather than leave them to warn at exit."""
            left = asyncio.all_tasks() - {asyncio.current_task()}
            for task in left:
                task.cancel()
            await asyncio.gather(*left, return_exceptions=True)

        def run() -> None:
            loop.run_until_complete(server.serve(sockets=[sock]))
            loop.run_until_complete(end_the_rest())

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        deadline = time.monotonic() + 10
        try:
            while not server.started:
                assert thread.is_alive() and time.monotonic() < deadline, "the in-process server did not start"
                time.sleep(0.01)
            yield InProcess(f"http://127.0.0.1:{sock.getsockname()[1]}", loop)
        finally:
            server.should_exit = True
            thread.join(15)
            if not thread.is_alive():
                loop.close()
