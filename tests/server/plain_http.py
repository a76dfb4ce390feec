"""Plain HTTP for the server tests: a ``GET`` with exactly the headers a test gives, and the response."""

from __future__ import annotations

import http.client
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
