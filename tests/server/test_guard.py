"""The served app answers only its own page (docs/security.md): checked on a real ``companion serve``.

Requests are made the way a browser would make them for a page of another origin (its ``Origin`` and
``Sec-Fetch-*`` headers, or a ``Host`` pointed at this machine by another name); Chromium itself is in
tests/browser/test_security.py.
"""

from __future__ import annotations

import pytest

from tests.browser.server import Served
from tests.server import wsclient
from tests.server.plain_http import get

#: What a browser sends for a script or image of another site's page pointing at the server.
EMBEDDED = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "script"}


def _other_origins(served: Served) -> list[str]:
    port = int(served.url.rsplit(":", 1)[1])
    return [f"http://127.0.0.1:{port + 1}", "http://evil.example", f"https://127.0.0.1:{port}",
            f"http://localhost:{port}", "null"]


@pytest.mark.parametrize("path", ["/", "/game/x/log", "/main.dart.js", "/canvaskit/skwasm.wasm", "/missing.js"])
def test_every_response_forbids_framing_and_sniffing_and_allows_no_other_origin(served: Served, path: str) -> None:
    answer = get(served, path)
    assert answer.status == (404 if path == "/missing.js" else 200)
    assert answer.headers["x-frame-options"] == "DENY"
    assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]
    assert answer.headers["content-security-policy"].startswith("default-src 'self' ")
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.headers["cross-origin-resource-policy"] == "same-origin"
    assert "access-control-allow-origin" not in answer.headers


def test_the_api_docs_routes_are_off(served: Served) -> None:
    assert get(served, "/openapi.json").status == 404
    for path in ("/docs", "/redoc"):  # route-like addresses are the app's own page (its "does not exist" screen)
        answer = get(served, path)
        assert b"swagger" not in answer.body.lower() and b"redoc" not in answer.body.lower()
        assert b'<base href="/">' in answer.body


def test_a_page_of_another_origin_gets_nothing(served: Served) -> None:
    assert get(served, "/", {"Origin": served.url}).status == 200
    for origin in _other_origins(served):
        answer = get(served, "/", {"Origin": origin})
        assert answer.status == 403, origin
        assert answer.body.decode().count("\n") == 1 and answer.body.startswith(b"Refused: ")
        assert "access-control-allow-origin" not in answer.headers


def test_another_site_may_not_embed_the_servers_files_but_may_link_to_it(served: Served) -> None:
    assert get(served, "/main.dart.js", EMBEDDED).status == 403
    assert get(served, "/main.dart.js", {**EMBEDDED, "Sec-Fetch-Site": "same-site"}).status == 403
    assert get(served, "/main.dart.js", {**EMBEDDED, "Sec-Fetch-Site": "same-origin"}).status == 200
    link = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}
    assert get(served, "/", link).status == 200
    assert get(served, "/", {**link, "Sec-Fetch-Dest": "iframe"}).status == 403


def test_a_host_name_that_is_not_this_machine_is_refused(served: Served) -> None:
    """DNS rebinding: a page at evil.example whose name now resolves to 127.0.0.1 is its own origin."""
    port = served.url.rsplit(":", 1)[1]
    assert get(served, "/", {"Host": f"localhost:{port}"}).status == 200
    assert get(served, "/", {"Host": f"evil.example:{port}", "Origin": f"http://evil.example:{port}"}).status == 403
    assert get(served, "/", {"Host": f"evil.example:{port}"}).status == 403


def test_the_websocket_needs_the_servers_own_origin(served: Served) -> None:
    for origin in [None, *_other_origins(served)]:
        with pytest.raises(wsclient.InvalidStatus) as refused:
            wsclient.open_ws(served.url, origin=origin)
        assert refused.value.response.status_code == 403, origin
    with wsclient.open_ws(served.url) as ws:
        assert wsclient.register(ws)


def test_a_new_browser_gets_an_httponly_client_cookie_once(served: Served) -> None:
    cookie = get(served, "/").headers["set-cookie"]
    assert cookie.startswith("companion_client=") and "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert "set-cookie" not in get(served, "/", {"Cookie": cookie.split(";")[0]}).headers
