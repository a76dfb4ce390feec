"""The web server run in a test's own process, to look inside it: :func:`in_process` serves a test's app on a free
loopback port in a thread, as ``companion serve`` runs it."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import uvicorn
from flet.app import AppCallable

from companion.web.guard import own_names
from companion.web.server import build_app, uvicorn_config

T = TypeVar("T")


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
