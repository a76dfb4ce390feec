"""The server answers only its own page (docs/security.md), in Chromium: a page of another origin can neither
use nor frame the app, a page load fetches nothing from other sites, and a flooding client does not keep a
phone from playing."""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import msgpack
import pytest
from playwright.sync_api import Browser

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.web.budget import FLOODING
from tests.browser.browsing import PHONE, READY_MS, App
from tests.browser.server import Served
from tests.server import wsclient
from tests.server.flood import Flood

pytestmark = pytest.mark.browser

SECRET = "Secret plans"
#: Another site's page: opens the app's WebSocket as the app does, registers, and counts what comes back;
#: reads the app's page with fetch(); frames the app. ``window.result`` says what it got.
EVIL_PAGE = """<!DOCTYPE html><html><body><iframe src="{app}/" width="300" height="300"></iframe><script>
const result = window.result = {{opened: false, messages: 0, sawSecret: false, fetched: null, closed: false}};
const ws = new WebSocket({ws});
ws.binaryType = "arraybuffer";
ws.onopen = () => {{ result.opened = true; ws.send(new Uint8Array({register})); }};
ws.onmessage = (e) => {{
  result.messages++;
  if (new TextDecoder().decode(e.data).includes({secret})) result.sawSecret = true;
}};
ws.onclose = () => {{ result.closed = true; }};
fetch({app_js} + "/", {{mode: "cors"}}).then(r => r.text()).then(
  t => {{ result.fetched = "read " + t.length + " characters"; }}, e => {{ result.fetched = "refused: " + e; }});
</script></body></html>"""


@pytest.fixture
def other_site(server: Served) -> Iterator[str]:
    """A page of another origin (another port of 127.0.0.1) that tries to use the app; yields its address."""
    register = b"\x00" + msgpack.packb([wsclient.REGISTER_CLIENT, {"session_id": None, "page_name": "",
                                                                    "page": wsclient.PHONE_PAGE}])
    page = EVIL_PAGE.format(app=server.url, app_js=json.dumps(server.url),
                            ws=json.dumps(server.url.replace("http://", "ws://") + "/ws"), register=list(register),
                            secret=json.dumps(SECRET)).encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *_args: object) -> None:
            pass

    site = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=site.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{site.server_address[1]}"
    site.shutdown()
    site.server_close()
    thread.join(10)


def test_a_page_of_another_origin_can_neither_use_nor_frame_the_app(browser: Browser, server: Served,
                                                                     other_site: str, tmp_path: Path) -> None:
    with Store.open_data_dir(tmp_path / "data") as store:  # the server's data dir
        store.create("through-the-ages", random_setup(random.Random(1), 2), name=SECRET,
                     players=["A", "B"])
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(other_site + "/")
        page.wait_for_function("window.result && window.result.fetched !== null"
                               " && (window.result.closed || window.result.sawSecret)", timeout=READY_MS)
        page.wait_for_load_state("load")  # the frame has had its answer
        result = page.evaluate("window.result")
        framed = [frame.url for frame in page.frames if frame.url.startswith(server.url)]
    finally:
        context.close()
    assert result["opened"] is False and result["messages"] == 0 and result["sawSecret"] is False, result
    assert result["fetched"].startswith("refused: "), result
    assert framed == []
    with Store.open_data_dir(tmp_path / "data") as store:
        assert [game.name for game in store.games()] == [SECRET]


def test_a_page_load_fetches_nothing_from_other_sites(browser: Browser, server: Served) -> None:
    context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
    requested: list[str] = []
    sockets: list[str] = []
    refused: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    try:
        page = context.new_page()
        page.on("websocket", lambda socket: sockets.append(socket.url))
        page.on("console", lambda message: refused.append(message.text)
                if "Content Security Policy" in message.text else None)
        app = App(page, server.url, Path())
        app.open("/", expect="New game")
        app.tap("New game", then="Start the game")
    finally:
        context.close()
    own = urlsplit(server.url).netloc
    elsewhere = [url for url in requested if urlsplit(url).netloc != own and not url.startswith(("blob:", "data:"))]
    assert requested and elsewhere == []
    assert sockets == [server.url.replace("http://", "ws://") + "/ws"]
    assert refused == []  # the content policy blocked nothing the app needs


def _timed_taps(phone: App) -> dict[str, float]:
    """Seconds from each tap (New game, then Home) to the screen it opens."""
    times = {}
    for button, then in (("New game", "Start the game"), ("Home", "New game")):
        found = phone.button(button)
        phone.into_view(found)
        started = time.monotonic()
        found.click()
        phone.button(then).first.wait_for(timeout=READY_MS)
        times[button] = time.monotonic() - started
    return times


def test_a_flooding_client_is_dropped_while_a_phone_plays(phone: App, server: Served) -> None:
    """While another client floods the server, the phone's taps are answered before the flood ends and each takes
    under a second more than the same tap just before the flood (measured in the same run, so a loaded machine
    slows both alike)."""
    phone.open("/", expect="New game")
    calm = _timed_taps(phone)
    flood = Flood(server.url, limit_s=90).start()
    try:
        flood.wait_until_sent(5000)
        flooded = _timed_taps(phone)
        assert flood.thread is not None and flood.thread.is_alive(), "the flood ended before the taps"
        for button, took in flooded.items():
            assert took - calm[button] < 1.0, f"{button}: {took:.2f} s while flooded, {calm[button]:.2f} s before"
    finally:
        flood.stop()
    assert FLOODING in flood.close_codes
