"""The server answers only its own page: an ASGI middleware in front of every route and the WebSocket.

A request is refused (HTTP 403 with one line saying why; a WebSocket upgrade gets a bare 403) when:

- its ``Host`` does not name this machine: it must be an IP address, ``localhost``, this machine's host name
  (or ``<name>.local``) or the name the server was told to listen on. A web page whose domain was pointed at
  this machine (DNS rebinding) therefore cannot reach it under its own origin;
- it carries an ``Origin`` that is not ``<scheme>://<Host>`` of the request itself: a page from any other site,
  or another port of this machine, cannot use the WebSocket or read a response;
- it is a WebSocket upgrade without an ``Origin`` (browsers always send one);
- the browser marks it as coming from another site (``Sec-Fetch-Site: cross-site`` or ``same-site``) and it
  is not the user opening the page (a top-level navigation): another site cannot embed our files.

Every HTTP response carries: ``X-Frame-Options: DENY`` and CSP ``frame-ancestors 'none'`` (no framing),
``X-Content-Type-Options: nosniff``, a Content-Security-Policy allowing only this origin (scripts, fonts,
images, the WebSocket), ``Referrer-Policy: no-referrer``, ``Cross-Origin-Resource-Policy: same-origin``, and
the cross-origin isolation Flet's client relies on (COOP/COEP); never ``Access-Control-Allow-Origin``. A
browser without the :data:`~companion.web.sessions.CLIENT_COOKIE` cookie is given one (sessions.py).
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from companion.web.sessions import CLIENT_COOKIE, new_client_token

#: The headers that make a page cross-origin isolated: Flet's client runs its multi-threaded renderer only in such a
#: page. The static site's service worker adds the same to its answers (scripts/build_web.py writes them in).
ISOLATION_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-embedder-policy", b"require-corp"),
)
#: Headers of every HTTP response, whatever the route.
FIXED_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-resource-policy", b"same-origin"),
    *ISOLATION_HEADERS,
)
#: Fetch metadata of a request made on behalf of another site.
_OTHER_SITES = frozenset({"cross-site", "same-site"})


@dataclass(frozen=True)
class Address:
    """The scheme, host and port a request was sent to (from its Host header), or an Origin names."""

    scheme: str
    host: str
    port: int

    @property
    def netloc(self) -> str:
        """``host:port`` as in a URL (an IPv6 address in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"


def parse(scheme: str, netloc: str) -> Address | None:
    """``scheme://netloc`` as an :class:`Address` (the scheme's default port if none); None if malformed."""
    try:
        parts = urlsplit(f"{scheme}://{netloc}")
        port = parts.port
    except ValueError:
        return None
    if not parts.hostname or parts.path or parts.query or parts.fragment or parts.username or parts.password:
        return None
    default = 443 if scheme == "https" else 80
    return Address(scheme, parts.hostname.lower(), port or default)


def own_names(listen_host: str) -> frozenset[str]:
    """The names (besides IP addresses) a request may call this machine by."""
    machine = socket.gethostname().lower()
    return frozenset(name for name in ("localhost", machine, f"{machine}.local", listen_host.lower()) if name)


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


class Guard:
    """ASGI middleware: refuses what is not a request for this server's own page; secures every response."""

    def __init__(self, app: ASGIApp, names: Iterable[str]) -> None:
        self.app = app
        self.names = frozenset(name.lower() for name in names)

    def refusal(self, scope: Scope) -> tuple[str, Address | None]:
        """Why the request in ``scope`` is refused ("" if it is not), and the address it was sent to."""
        headers = Headers(scope=scope)
        secure = scope.get("scheme") in ("https", "wss")
        own = parse("https" if secure else "http", headers.get("host", ""))
        if own is None or not (_is_ip(own.host) or own.host in self.names):
            return ("Refused: this is not an address of this Companion server; open the address it printed.",
                    own)
        origin = headers.get("origin")
        if origin is None:
            if scope["type"] == "websocket":
                return "Refused: a WebSocket connection must say which page opened it (Origin).", own
            if headers.get("sec-fetch-site") in _OTHER_SITES and not (
                    headers.get("sec-fetch-mode") == "navigate" and headers.get("sec-fetch-dest") == "document"):
                return "Refused: another site may not use this server's files.", own
            return "", own
        scheme, _, netloc = origin.partition("://")
        if parse(scheme, netloc) != own:
            return "Refused: a page from another site may not use this server.", own
        return "", own

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        reason, own = self.refusal(scope)
        if reason:
            await (_refuse_websocket(receive, send) if scope["type"] == "websocket" else _refuse_http(send, reason))
            return
        if scope["type"] == "websocket":
            await self.app(scope, receive, send)
            return
        assert own is not None
        extra = [*FIXED_HEADERS, (b"content-security-policy", content_policy(own).encode("latin-1"))]
        if not _has_client_cookie(scope):
            extra.append((b"set-cookie", f"{CLIENT_COOKIE}={new_client_token()}; Path=/; HttpOnly; "
                                         "SameSite=Lax".encode("latin-1")))

        async def secured(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, receive, secured)


def content_policy(own: Address) -> str:
    """The Content-Security-Policy of a response to a request sent to ``own``: this origin only.

    Inline scripts, eval, WebAssembly, ``blob:`` and ``data:`` stay allowed as Flet's client needs them; what
    is refused is every other origin. The WebSocket is named by its address as older Safari does not count it
    under 'self'.
    """
    ws = f"{'wss' if own.scheme == 'https' else 'ws'}://{own.netloc}"
    return (f"default-src 'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob: data:; "
            f"connect-src 'self' {ws} blob: data:; object-src 'none'; base-uri 'self'; form-action 'self'; "
            "frame-ancestors 'none'")


def _has_client_cookie(scope: Scope) -> bool:
    cookies = Headers(scope=scope).get("cookie", "")
    return any(part.strip().startswith(f"{CLIENT_COOKIE}=") for part in cookies.split(";"))


async def _refuse_http(send: Send, reason: str) -> None:
    body = (reason + "\n").encode()
    await send({"type": "http.response.start", "status": 403,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode()), *FIXED_HEADERS]})
    await send({"type": "http.response.body", "body": body})


async def _refuse_websocket(receive: Receive, send: Send) -> None:
    """Refuse the upgrade: closing before accepting is answered with HTTP 403 (ASGI)."""
    await receive()  # websocket.connect
    await send({"type": "websocket.close", "code": 1008})
