"""Companion as a static site in the browser tests and benchmarks: the site built by ``./scripts/build-web`` (or a
cached build of the same inputs), served by a plain static file server on a sub-path, and a browser context that
records every request its pages, workers and service worker make.

The build takes half a minute, so it is kept under ``build/cache/sites/<key>``, the key a hash of everything that
goes into it (the build script and page files, Companion's package, rules data and assets, the wheel lock, flet-web's
version): a run with the same inputs (CI's second test module, the next run on this machine) reuses it.

Fixtures for test modules (``from tests.browser.static_site import static_site`` in a module makes them available):
``static_site`` (the built site, served once per session) and ``site_context`` (a fresh browser context at phone size
recording its requests, closed after the test).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import socketserver
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from importlib.metadata import version
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import playwright
import pytest
from playwright.sync_api import Browser, BrowserContext, Playwright

from tests.browser import browsing
from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, PHONE
from tests.browser.server import ROOT

#: Where the site is served: a sub-path, as on a host that serves other things beside Companion.
SUB_PATH = "/companion/"
#: Where built sites are kept, by the hash of their inputs (only the newest is kept).
SITES = ROOT / "build" / "cache" / "sites"
#: What the site is built from: a change to any of these builds it again.
INPUTS = ("scripts/build-web", "scripts/build_web.py", "scripts/web", "companion", "rules_data", "assets")


def _worker_wire() -> str:
    """The page's message counter of the browser tests (``browsing.WIRE_JS``, which counts the app's WebSocket
    messages on a served page) made to count the messages to and from Python's web worker, the static site's wire."""
    script = browsing.WIRE_JS
    for socket, worker in (("window.WebSocket", "window.Worker"), ("send(data) {", "postMessage(data, ...rest) {"),
                           ("return super.send(data);", "return super.postMessage(data, ...rest);")):
        assert socket in script, f"browsing.WIRE_JS has no {socket!r}: update static_site.WORKER_WIRE_JS"
        script = script.replace(socket, worker)
    return script


#: Counts the messages between the page and Python's worker as ``browsing.WIRE_JS`` counts a served page's, so that
#: :meth:`App.answered` (and every step waiting on it) works on the static site; added to a context before any
#: :class:`App` (the first counter defined is the one kept).
WORKER_WIRE_JS = _worker_wire()


def inputs_key() -> str:
    """A hash of the site's inputs (:data:`INPUTS`, compiled files left out) and of flet-web's version."""
    digest = hashlib.sha256(version("flet-web").encode())
    for name in INPUTS:
        top = ROOT / name
        for path in sorted([top] if top.is_file() else top.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def built_site() -> Path:
    """The site's folder, built now unless a build of the same inputs is kept. Built beside it and then renamed into
    place, so a folder there is a whole build (a build writes Flet's ``index.html`` early and patches it later)."""
    folder = SITES / inputs_key()
    if not folder.is_dir():
        for old in SITES.glob("*") if SITES.is_dir() else []:
            if not old.name.startswith(f"{folder.name}.building-"):
                shutil.rmtree(old, ignore_errors=True)
        building = SITES / f"{folder.name}.building-{os.getpid()}"
        subprocess.run([str(ROOT / "scripts" / "build-web"), "--out", str(building)], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        try:
            building.rename(folder)
        except OSError:  # built meanwhile by another run: that whole build is kept
            shutil.rmtree(building, ignore_errors=True)
    return folder


@dataclass
class Served:
    """What the static server sent: each request's path and status, and the bytes of the files it sent."""

    requests: list[tuple[str, int]] = field(default_factory=list)
    sent: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def forget(self) -> None:
        with self.lock:
            self.requests.clear()
            self.sent = 0

    def refused(self) -> list[tuple[str, int]]:
        """The requests answered with a 4xx or 5xx status (a file the site asks for and does not have): must be
        none."""
        with self.lock:
            return [(path, status) for path, status in self.requests if status >= 400]


class _Handler(SimpleHTTPRequestHandler):
    """A plain static file server of the site under :data:`SUB_PATH` (anything else: 404), counting what it sends."""

    served: Served

    def translate_path(self, path: str) -> str:
        address = unquote(urlsplit(path).path)
        if not (address + "/").startswith(SUB_PATH):
            return str(Path(self.directory) / "no such file")
        return super().translate_path("/" + address[len(SUB_PATH):])

    def send_response(self, code: int, message: str | None = None) -> None:
        with self.served.lock:
            self.served.requests.append((self.path, code))
        super().send_response(code, message)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        with self.served.lock:
            self.served.sent += len(data)
        outputfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the requests are in :attr:`served`."""


@dataclass
class StaticSite:
    """The built site served on loopback: its address (ending in :data:`SUB_PATH`), folder and what was sent."""

    url: str
    folder: Path
    served: Served


@contextmanager
def serve(folder: Path) -> Iterator[StaticSite]:
    """Serve ``folder`` on a free loopback port under :data:`SUB_PATH` until the generator is closed."""
    served = Served()
    handler = type("Handler", (_Handler,), {"served": served})
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(handler, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield StaticSite(f"http://127.0.0.1:{server.server_address[1]}{SUB_PATH}", folder, served)
    finally:
        server.shutdown()
        server.server_close()


class _Trap(socketserver.BaseRequestHandler):
    """The browser context's proxy: every request for another host reaches it (loopback never does); each is recorded
    and refused, so nothing leaves the machine even when a test fails."""

    left: list[str]

    def handle(self) -> None:
        head = self.request.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
        self.left.append(head)
        self.request.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


@dataclass
class Recorded:
    """The requests of one browser context: every URL its pages and workers asked for (Playwright's view), and every
    request that tried to leave the machine (the proxy's view, which sees service workers' too)."""

    urls: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)

    def elsewhere(self, url: str) -> list[str]:
        """What went (or tried to go) anywhere but ``url``'s host: must be empty."""
        own = urlsplit(url).netloc
        asked = [seen for seen in self.urls if urlsplit(seen).netloc != own and not seen.startswith(("blob:", "data:"))]
        return asked + self.left


@contextmanager
def trapped() -> Iterator[tuple[dict[str, str], Recorded]]:
    """A proxy setting for a browser context (every host but loopback goes to a local proxy that refuses it) and the
    :class:`Recorded` it and :func:`recorded_by` fill; the proxy stops when the generator is closed."""
    recorded = Recorded()
    trap = socketserver.ThreadingTCPServer(("127.0.0.1", 0), type("Trap", (_Trap,), {"left": recorded.left}))
    threading.Thread(target=trap.serve_forever, daemon=True).start()
    try:
        yield {"server": f"http://127.0.0.1:{trap.server_address[1]}", "bypass": "127.0.0.1"}, recorded
    finally:
        trap.shutdown()
        trap.server_close()


def recorded_by(context: BrowserContext, recorded: Recorded) -> BrowserContext:
    """``context`` counting the messages to Python's worker (:data:`WORKER_WIRE_JS`) and adding every URL its pages
    and workers ask for to ``recorded``."""
    context.add_init_script(WORKER_WIRE_JS)
    context.on("request", lambda request: recorded.urls.append(request.url))
    return context


@contextmanager
def recording_context(browser: Browser, viewport: dict[str, int] = PHONE,
                      **options: Any) -> Iterator[tuple[BrowserContext, Recorded]]:
    """A new browser context (its own storage, service worker and cache; ``options`` for ``Browser.new_context``)
    whose requests are :class:`Recorded`; any request for another host goes to a local proxy that refuses it."""
    with trapped() as (proxy, recorded):
        context = recorded_by(browser.new_context(viewport=viewport, proxy=proxy, **options),  # type: ignore[arg-type]
                              recorded)
        try:
            yield context, recorded
        finally:
            context.close()


@contextmanager
def profile_browser(playwright: Playwright, profile: Path) -> Iterator[tuple[BrowserContext, Recorded]]:
    """Chromium started on the user profile folder ``profile`` (its storage, service worker and cache kept there
    when it is closed, as a phone's browser keeps them across restarts), at phone size, with the same flags as
    :func:`site_browser` and its requests :class:`Recorded` as :func:`recording_context`'s; closed (the browser
    quits) when the generator is closed."""
    with trapped() as (proxy, recorded):
        context = recorded_by(playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=SITE_CHROMIUM_ARGS, viewport=PHONE,  # type: ignore[arg-type]
            proxy=proxy), recorded)  # type: ignore[arg-type]
        try:
            yield context, recorded
        finally:
            context.close()


#: Chromium's services of its own that the static site's tests turn off, beside Playwright's: form autofill asks a
#: Google server about the forms a page shows (Chromium did so around the file chooser of "Import a game").
OWN_DISABLED = ("AutofillServerCommunication",)
#: Where Playwright's driver lists the Chromium features it turns off itself (``chromiumSwitches.ts``).
PLAYWRIGHT_FEATURES = re.compile(r"\bdisabledFeatures = \[(.*?)\]\.filter\(Boolean\)", re.S)


def playwright_disabled() -> list[str]:
    """The features Playwright's own ``--disable-features`` names, read from its driver: Chromium keeps only the last
    ``--disable-features`` it is given, so a flag of ours must name Playwright's too, or they are turned back on
    (Playwright appends a caller's flags after its own)."""
    bundle = Path(playwright.__file__).parent / "driver" / "package" / "lib" / "coreBundle.js"
    found = PLAYWRIGHT_FEATURES.search(bundle.read_text(encoding="utf-8", errors="replace"))
    names = re.findall(r'"(\w+)"', found[1]) if found else []
    if not names:
        raise RuntimeError(f"{bundle} lists no disabledFeatures: this Playwright is not the one the tests know")
    return names


#: Where Chromium's component updater and Google account sign-in are sent: a loopback port nothing listens on.
#: ``--disable-component-update`` does not stop the updater: a browser on a kept profile (:func:`profile_browser`)
#: asked update.googleapis.com a dozen times in a test, and accounts.google.com (seen by its proxy; a context's own
#: proxy never sees the browser's requests).
NO_UPDATES = ("--component-updater=url-source=http://127.0.0.1:9/", "--gaia-url=http://127.0.0.1:9/")
#: Chromium's flags for the static site's tests: the browser tests' own, and none of Chromium's services of its own
#: (:data:`OWN_DISABLED` and Playwright's, in one ``--disable-features``; :data:`NO_UPDATES`): every request that
#: leaves is the site's.
SITE_CHROMIUM_ARGS = [*CHROMIUM_ARGS, f"--disable-features={','.join([*playwright_disabled(), *OWN_DISABLED])}",
                      *NO_UPDATES]


@pytest.fixture(scope="session")
def site_browser(playwright: Playwright) -> Iterator[Browser]:
    """One headless Chromium for the static site's tests (:data:`SITE_CHROMIUM_ARGS`)."""
    chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=SITE_CHROMIUM_ARGS)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def static_site() -> Iterator[StaticSite]:
    """The built site (see :func:`built_site`) served under :data:`SUB_PATH` for the test session."""
    with serve(built_site()) as site:
        yield site


#: The time zone of the static site's test browsers (this machine's is UTC): the site says dates in the reader's.
READER_ZONE = "Asia/Tokyo"


@pytest.fixture
def site_context(site_browser: Browser, static_site: StaticSite) -> Iterator[tuple[BrowserContext, Recorded]]:
    """A fresh browser context at phone size in :data:`READER_ZONE` recording its requests (:func:`recording_context`),
    the server's record emptied first; nothing is sent elsewhere, whatever the test asserts."""
    static_site.served.forget()
    with recording_context(site_browser, timezone_id=READER_ZONE) as recorded:
        yield recorded
