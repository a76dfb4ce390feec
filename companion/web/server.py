"""The web server: Flet's web client and WebSocket session handler, assembled here behind Companion's guards.

``ft.run`` would build the server itself (Flet's ``flet_web.fastapi.app``), which answers any origin
(``Access-Control-Allow-Origin: *``), serves FastAPI's ``/docs`` and ``/openapi.json``, and keeps a
disconnected session an hour. Companion assembles the same building blocks instead (docs/security.md):

- ``/ws``: Flet's session handler (:class:`~companion.web.sessions.BoundFletApp`) reading the connection through a
  :class:`~companion.web.messages.CheckedSocket` (a malformed message closes it, counted in one line a minute),
  metered by :class:`~companion.web.budget.Metered`, at most :data:`~companion.web.addresses.MAX_OPEN` connections per
  client address (:class:`~companion.web.addresses.Capped`);
- everything else: Flet's static files (the web client from the installed ``flet-web``, offline: ``no_cdn``)
  with the app's assets and the page of :mod:`companion.web.page`, for plain paths only (:class:`PlainPaths`); no
  API routes, no docs;
- all of it behind :class:`~companion.web.guard.Guard`, every request's head limited in size and time
  (:class:`~companion.web.limits.LimitedHttp`).

:func:`serve` runs it with uvicorn on a socket the caller has bound (``companion serve`` binds it first, so
an address in use is one line, not a traceback), until Ctrl-C or SIGTERM.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import flet as ft
import uvicorn
from flet.app import AppCallable
from flet_web.fastapi import FletStaticFiles, app_manager
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Mount, WebSocketRoute
from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn._types import ASGISendEvent
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from companion.web.access import ADDRESS_KEY, BROWSER_KEY
from companion.web.addresses import Capped
from companion.web.budget import Metered
from companion.web.guard import Guard
from companion.web.limits import LimitedHttp
from companion.web.logs import quiet_repeats
from companion.web.messages import CheckedSocket, Malformed
from companion.web.page import write_assets
from companion.web.sessions import CLIENT_COOKIE, SESSION_TIMEOUT_S, BoundFletApp, Kept

#: The largest WebSocket message accepted (the client's messages are taps, keystrokes and sizes: a few KB).
MAX_MESSAGE_BYTES = 1024 * 1024
#: Seconds open connections get to close when the server stops.
SHUTDOWN_GRACE_S = 5
#: Seconds a connection the server closed is kept open for the client's answer (reading nothing meanwhile).
CLOSE_WAIT_S = 1.0


def build_app(main: AppCallable, *, names: Iterable[str], assets: Path) -> ASGIApp:
    """The whole ASGI app serving ``main`` to every browser tab, with the files of the app's ``assets`` folder.

    ``names``: the host names (besides IP addresses) requests may call this machine by
    (:func:`companion.web.guard.own_names`).
    """
    quiet_repeats()  # nothing Flet logs can flood the terminal, or write a client's escape codes to it
    served = Path(tempfile.mkdtemp(prefix="companion-web-"))
    app_manager.add_temp_dir(str(served))  # removed when the server stops
    write_assets(served, assets)
    kept = Kept()
    malformed = Malformed()

    async def session(scope: Scope, receive: Receive, send: Send) -> None:
        websocket = CheckedSocket(scope, receive, send, malformed)
        browser = websocket.cookies.get(CLIENT_COOKIE, "")
        address = websocket.client.host if websocket.client else ""

        def remember_client(page: ft.Page) -> None:
            """Who is asking, where the client cannot change it: the App's gate trusts the address (loopback) and
            the join screen counts wrong codes per browser and address (access.py)."""
            page.session.store.set(BROWSER_KEY, browser)
            page.session.store.set(ADDRESS_KEY, address)

        await BoundFletApp(kept=kept, loop=asyncio.get_running_loop(), executor=app_manager.executor, main=main,
                           before_main=remember_client, session_timeout_seconds=SESSION_TIMEOUT_S).handle(websocket)

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        await app_manager.start()
        try:
            yield
        finally:
            malformed.stop()
            await app_manager.shutdown()

    app = Starlette(routes=[
        WebSocketRoute("/ws", AsgiEndpoint(session)),
        Mount("/", app=PlainPaths(FletStaticFiles(assets_dir=str(served), no_cdn=True, websocket_endpoint_path="ws"))),
    ], lifespan=lifespan)
    return Guard(Capped(Metered(app)), names)


def plain_path(path: str) -> bool:
    """True for a path the app's files and addresses can have: no ``.`` or ``..`` segment, no empty one but the last
    (``//etc``), no backslash or NUL; nor any of these once decoded again (``%252e%252e%252f`` is ``../`` twice
    encoded). ``path`` is the request's, decoded once (``%2e%2e%2f`` is already ``../``)."""
    for candidate in (path, unquote(path)):
        segments = candidate.split("/")[1:]
        if "\\" in candidate or "\x00" in candidate or "" in segments[:-1] or not {".", ".."}.isdisjoint(segments):
            return False
    return True


class PlainPaths:
    """The web client's files, with any request whose path is not plain (:func:`plain_path`) answered 404.

    Starlette already keeps every path inside the served folders, but Flet answers an unknown path without an
    extension with the app's page, so ``/../../etc/passwd`` or ``/..%2f..%2fjoin-secret`` got the page (200): a
    traversal attempt now gets a plain 404, whatever a later Flet or Starlette does with it (docs/security.md)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not plain_path(scope["path"]):
            await PlainTextResponse("Not Found", status_code=404)(scope, receive, send)
            return
        await self.app(scope, receive, send)


class AsgiEndpoint:
    """An ASGI function as a route's endpoint: Starlette calls a plain function with a WebSocket it makes itself, and
    ``/ws`` makes its own (a CheckedSocket); an object is called as the ASGI app it is."""

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, send)


class _WebSockets(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol reading nothing more once the server has closed a connection.

    After its close frame uvicorn reads on, parsing and discarding every frame until the client answers the close
    or :attr:`close_timeout` passes (10 s): a flooding client dropped by the budget (companion.web.budget) went on
    costing the server half its time in frame parsing, 16 connections of one address making another client wait
    1.0-1.7 s for its first screen. Here reading stops at the close frame; the connection ends after
    :data:`CLOSE_WAIT_S` (a browser answering the close is not kept waiting: it has what it needs)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.close_timeout = CLOSE_WAIT_S

    async def send(self, message: ASGISendEvent) -> None:
        await super().send(message)
        if self.close_sent and not self.read_paused and not self.transport.is_closing():
            self.read_paused = True
            self.transport.pause_reading()


def uvicorn_config(app: ASGIApp) -> uvicorn.Config:
    """How uvicorn runs ``app``: by :func:`serve`, and by the server tests that run it in their own process."""
    # As quiet as ft.run serves: clients leaving mid-message are routine, not errors worth a traceback. A client's
    # address is its connection's: no proxy stands in front of Companion, and uvicorn would otherwise take an
    # X-Forwarded-For header from loopback (or from any address $FORWARDED_ALLOW_IPS names) for it, so a phone could
    # claim 127.0.0.1 (trusted) or a new address at each try of the join code.
    # Every request's head is limited in size and time (limits.py), the WebSocket upgrade's too.
    return uvicorn.Config(app, log_level="critical", access_log=False, proxy_headers=False, http=LimitedHttp,
                          ws=_WebSockets, ws_max_size=MAX_MESSAGE_BYTES, ws_per_message_deflate=False, lifespan="on",
                          timeout_graceful_shutdown=SHUTDOWN_GRACE_S)


class _Server(uvicorn.Server):
    """uvicorn's server without its own signal handling (:func:`serve` stops it), which would re-raise the
    signal after stopping and so end the process before the caller's clean-up."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield

    def stop(self) -> None:
        """Stop serving; asked twice, stop without waiting for open connections."""
        if self.should_exit:
            self.force_exit = True
        self.should_exit = True


async def serve(app: ASGIApp, sock: socket.socket, on_started: Callable[[], Awaitable[None]]) -> None:
    """Serve ``app`` on the listening ``sock`` until SIGINT or SIGTERM; ``on_started`` is awaited (while it
    serves) once it accepts connections."""
    server = _Server(uvicorn_config(app))
    with _stopping_on_signals(server.stop):
        task = asyncio.create_task(server.serve(sockets=[sock]))
        while not server.started and not task.done():
            await asyncio.sleep(0.05)
        if server.started:
            await on_started()
        await task


@contextlib.contextmanager
def _stopping_on_signals(stop: Callable[[], None]) -> Iterator[None]:
    loop = asyncio.get_running_loop()
    signals = (signal.SIGINT, signal.SIGTERM)
    for sig in signals:
        loop.add_signal_handler(sig, stop)
    try:
        yield
    finally:
        for sig in signals:
            loop.remove_signal_handler(sig)
