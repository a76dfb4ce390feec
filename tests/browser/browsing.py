"""The app in a browser page for the browser tests (tests/browser/conftest.py has the fixtures): Debian's headless
Chromium and its flags, the page sizes, how long to wait, and :class:`App`, which drives the page through Flutter's
accessibility tree and saves the screenshots of each test's screens under ``test-output/screenshots/<test name>/``
when asked to (``COMPANION_SCREENSHOTS=1``), and those of its pages when it fails.

Flutter draws to a canvas; clicking its hidden semantics placeholder turns on the accessibility tree,
where buttons and fields appear with their labels.
"""

from __future__ import annotations

import itertools
import os
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ElementHandle, Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.server import ROOT, Served

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}
TABLET = {"width": 1024, "height": 768}
SCREENSHOTS = ROOT / "test-output" / "screenshots"
#: Whether :meth:`App.shot` saves the screens a test visits, for a person to look at (nothing compares them):
#: ``COMPANION_SCREENSHOTS=1``. A failing test's pages are saved whatever this says (tests/browser/conftest.py).
SHOTS_WANTED = os.environ.get("COMPANION_SCREENSHOTS") == "1"
#: Flutter's first paint plus the first content from Python takes 2-3 s here; allow for a slow machine.
READY_MS = 30_000
#: How long a wait inside one look for a text lasts before ``App.expect_text`` scrolls on to the next screenful.
LOOK_MS = 900
#: At most this many takes of a screenshot while the picture still changes (a ripple lasts about 20 frames).
SHOT_TAKES = 40
#: How long (s) a page's picture must stay the same to count as settled (see :meth:`App.settled`).
SETTLED = 0.6
#: A new token for each wait for frames (``FRAMES_JS``).
FRAME_WAITS = itertools.count()
#: Height (px) of the bands at the top (app bar) and bottom (tabs) of the screen that cover scrolled content.
EDGE = 100


#: Counts the app's websocket messages in the page, so that a test can wait for the server's answer to a tap or
#: to typing: ``sent`` (events), ``received`` (patches from Python) and ``receivedAtSend`` (``received`` when the
#: last event was sent). Our listener is added when the socket is made, before the app's own one: once it has
#: counted a message, the app has taken it in by the time the test next looks. A message is a MessagePack array
#: ``[action, body]`` (after one leading byte); the calls of a browser service (action 5, INVOKE_METHOD: the wake
#: lock, a saved preference) and the page's replies to them are not counted: the server answers no reply, so a reply
#: sent in the same frame as the patch answering a tap would otherwise leave the test waiting for an answer forever.
WIRE_JS = """(() => {
    if (window.__companionWire) return;
    const Native = window.WebSocket;
    const wire = window.__companionWire = {sent: 0, received: 0, receivedAtSend: 0};
    const INVOKE_METHOD = 5;
    const action = data => {
        const bytes = data instanceof ArrayBuffer ? new Uint8Array(data)
            : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
        if (!bytes) return null;
        const start = bytes[0] === 0x92 ? 0 : bytes[1] === 0x92 ? 1 : -1;
        return start < 0 ? null : bytes[start + 1];
    };
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            this.addEventListener('message', event => {
                if (action(event.data) !== INVOKE_METHOD) wire.received += 1;
            });
        }
        send(data) {
            if (action(data) !== INVOKE_METHOD) { wire.sent += 1; wire.receivedAtSend = wire.received; }
            return super.send(data);
        }
    };
})()"""
#: What became of ``value`` typed into ``field`` once the page had sent ``sent`` messages: "lost" (the field shows
#: other text or is gone), "taken" (sent to the server; with ``answer``, only once the server has answered), or
#: false while neither is known yet. The text shown is that of Flutter's own hidden input when it has the focus (a
#: field focused by itself before the accessibility tree was on edits there, see ``App.fill``), else the field's.
TYPED_JS = """([field, value, sent, answer]) => {
    const wire = window.__companionWire;
    const active = document.activeElement;
    const shown = active && active.classList.contains('flt-text-editing') ? active : field;
    if (!field.isConnected || shown.value !== value) return 'lost';
    return wire.sent > sent && (!answer || wire.received > wire.receivedAtSend) ? 'taken' : false;
}"""
#: What the page has sent and received (``WIRE_JS``) and where the focus is, for a test's failure message.
WIRE_SEEN_JS = """() => {
    const wire = window.__companionWire, active = document.activeElement;
    return JSON.stringify({...wire, focus: active && `${active.tagName}.${active.className}`,
                           value: active && active.value});
}"""
#: True once the browser has drawn two frames since the first call with ``token`` (Flutter updates its accessibility
#: tree and paints in a frame): polled at every frame by ``wait_for_function``, whose timeout Playwright keeps
#: outside the page, so a page that stops drawing or answering fails the wait instead of holding the test.
FRAMES_JS = """token => {
    if (window.__companionFrames?.token !== token) window.__companionFrames = {token, seen: 0};
    return ++window.__companionFrames.seen > 2;
}"""


#: The on-screen rectangle of the first of the elements found (as ``Locator.bounding_box`` gives it), or null when
#: none is found or it has no box.
BOX_JS = """elements => {
    const first = elements[0];
    if (!first || !first.getClientRects().length) return null;
    const box = first.getBoundingClientRect();
    return {x: box.x, y: box.y, width: box.width, height: box.height};
}"""


#: The texts and accessible names in the accessibility tree, in order, each once: what the screen says, for a failure.
SCREEN_TEXTS_JS = """() => {
    const said = [];
    for (const node of document.querySelectorAll('flt-semantics')) {
        const leaf = !node.querySelector('flt-semantics');
        const text = node.getAttribute('aria-label') || (leaf ? node.textContent.trim() : '');
        if (text && !said.includes(text)) said.push(text);
    }
    return said.join(' | ').slice(0, 1500) || '(nothing)';
}"""


@dataclass
class App:
    """The app in one browser page: navigation, finding controls by label, and screenshots."""

    page: Page
    url: str
    folder: Path
    shots: list[Path] = field(default_factory=list)
    #: Tap as a finger does (the page's context made with ``has_touch``): no pointer is left hovering what it tapped.
    touch: bool = False
    #: How many times the page has loaded (its ``load`` events), for a failure's message.
    loads: int = 0

    def __post_init__(self) -> None:
        self.page.context.add_init_script(WIRE_JS)  # on every page of the context: a second copy does nothing
        self.page.on("load", self._loaded)
        OPENED.append(self)

    def _loaded(self, _page: Page) -> None:
        self.loads += 1

    def open(self, route: str = "/", *, expect: str = "Home") -> None:
        """Load ``route`` (a fresh page load), turn on the accessibility tree, wait for button ``expect``."""
        self.page.goto(self.url + route)
        self.ready(expect)

    def ready(self, expect: str) -> None:
        """Turn on Flutter's accessibility tree and wait until the button ``expect`` is there.

        The page may load itself again meanwhile (its reconnect script does when the server stops answering, as a
        server just restarted may): each page's placeholder is clicked once it is there, until the button shows. It
        has READY_MS for the placeholder and READY_MS for the button (a static site's cold start takes 15-30 s on a
        busy machine). A failure says how many times the page loaded and what the screen said."""
        placeholder = self.page.locator("flt-semantics-placeholder")
        wanted = self.button(expect).first
        loads = self.loads
        started = time.monotonic()
        while True:
            try:
                placeholder.or_(wanted).first.wait_for(state="attached", timeout=LOOK_MS)
                if placeholder.count():
                    placeholder.dispatch_event("click", timeout=LOOK_MS)
                wanted.wait_for(timeout=LOOK_MS)
                return
            except PlaywrightTimeout:
                looked = time.monotonic() - started
                if looked * 1000 > 2 * READY_MS:
                    raise AssertionError(f"no button {expect!r} in {round(looked * 1000)} ms, the page loaded "
                                         f"{self.loads - loads} times meanwhile; the screen said: "
                                         f"{self.said()}") from None

    def back_after_restart(self, start: Callable[[], Served], expect: str) -> Served:
        """Start the stopped server again (``start``) while this page, left open on it, waits to load itself again
        once the server answers (its reconnect script, companion/web/page.py), then wait for button ``expect``. The
        page's own reload is the one: a reload by the test too would race it and abort one (net::ERR_ABORTED)."""
        restarted: Served | None = None
        try:
            with self.page.expect_event("load", timeout=READY_MS):
                restarted = start()
            self.ready(expect)
        except BaseException:
            if restarted is not None:
                restarted.stop()
            raise
        return restarted

    def button(self, name: str, *, exact: bool = True) -> Locator:
        return self.page.get_by_role("button", name=name, exact=exact)

    def field(self, name: str) -> Locator:
        return self.page.get_by_role("textbox", name=name)

    def text(self, text: str) -> Locator:
        """The first place ``text`` is shown: a text node, or inside a group's accessible name (Flutter merges the
        plain texts of a card into the card's label)."""
        quoted = text.replace('"', '\\"')
        return self.page.locator(f'[aria-label*="{quoted}"]').or_(self.page.get_by_text(text, exact=False)).first

    def fill(self, name: str, value: str, *, answer: bool = True) -> None:
        """Type into the field labelled ``name`` until the app has taken the value, then (with ``answer``, for a field
        that something else on screen follows) wait until the app's answer is drawn.

        Flutter takes a focused input for editing a frame or so after the focus and then writes its own text into
        it, so text typed at once is lost; so is text typed while the field is being rebuilt (a screen still settling
        after its page loaded). Either way the field then shows other text than was typed, and it is typed again, a
        frame later (the field first scrolled clear of the bottom edge), for as long as READY_MS. A field that took
        the focus by itself (autofocus) before the accessibility tree was on edits in a hidden input of Flutter's
        own instead of its element of the tree: typed again, the typing goes where Flutter edits (:meth:`_editing`).
        Taken means the page has sent the new value to the server while that input still shows it."""
        field = self.field(name)
        deadline = time.monotonic() + READY_MS / 1000
        tries = 0
        while True:
            box = field.bounding_box()
            size = self.page.viewport_size
            if box and size and box["y"] + box["height"] > size["height"] - 150:
                self.scroll(1)
            sent = self.sent()
            # First the field's own element (which focuses it), then wherever Flutter edits the field it focused.
            target = (self._editing() if tries else None) or field.element_handle()
            target.fill(value)
            tries += 1
            try:
                outcome = self.page.wait_for_function(TYPED_JS, arg=[field.element_handle(), value, sent, answer],
                                                      timeout=READY_MS).json_value()
            except PlaywrightTimeout:
                raise AssertionError(f"typing {value!r} into {name!r}: in {READY_MS} ms the app neither took it "
                                     f"{'and answered ' if answer else ''}nor put other text in the field (the page: "
                                     f"{self.page.evaluate(WIRE_SEEN_JS)}, {sent} sent before typing)") from None
            if outcome != "lost":
                self.drawn()
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"could not type {value!r} into {name!r}: the field lost it {tries} times in "
                                     f"{READY_MS} ms")
            self.drawn()

    def _editing(self) -> ElementHandle | None:
        """Flutter's own hidden input, when it has the focus: where the typing of the focused field goes."""
        found = self.page.evaluate_handle("() => { const a = document.activeElement; "
                                          "return a && a.classList.contains('flt-text-editing') ? a : null; }")
        return found.as_element()

    def expect_text(self, text: str, *, scrolls: int = 8) -> None:
        """Wait until ``text`` is on screen, looking through the page as a person would: down ``scrolls``
        half-screens, a look at each, then back up and down again until the time is up (Flutter leaves what is far
        off screen out of the accessibility tree, and what arrives late, such as the list of saved games read after
        Home is drawn, may arrive above where the looking has got to), where :meth:`text` finds it. A failure says
        what the screen said (CI once waited 38 s for the saved game on a joined phone's Home, and kept no picture)."""
        found = self.text(text)
        started = time.monotonic()
        deadline = started + (READY_MS + scrolls * LOOK_MS) / 1000
        for direction in itertools.cycle((1, -1)):
            for _ in range(max(scrolls, 1)):
                try:
                    found.wait_for(timeout=LOOK_MS)
                    return
                except PlaywrightTimeout:
                    if time.monotonic() > deadline:
                        looked = round((time.monotonic() - started) * 1000)
                        raise AssertionError(f"{text!r} was not on screen in {looked} ms of looking up and down; "
                                             f"the screen said: {self.said()}") from None
                    if scrolls > 0:
                        self.scroll(direction)

    def said(self) -> str:
        """What the screen says (``SCREEN_TEXTS_JS``), for a failure's message; a page that does not answer in time
        says so (the wait is kept outside the page, as every wait of these tests)."""
        try:
            return str(self.page.wait_for_function(SCREEN_TEXTS_JS, timeout=LOOK_MS * 5).json_value())
        except PlaywrightTimeout:
            return f"(the page did not answer in {LOOK_MS * 5} ms)"

    def scroll(self, screens: float) -> None:
        """Scroll by ``screens`` half-screens (negative: up) with the pointer a quarter across the screen: the one
        column of a phone, the moves' pane of a tablet (its players' pane is the right half)."""
        size = self.page.viewport_size or PHONE
        self.page.mouse.move(size["width"] / 4, size["height"] / 2)
        self.page.mouse.wheel(0, screens * size["height"] / 2)
        self.drawn()

    def into_view(self, found: Locator, attempts: int = 6) -> None:
        """Scroll ``found`` clear of the screen's edges with the mouse wheel over it, as a person would.

        Playwright's own scrolling moves the DOM of Flutter's accessibility tree, which Flutter does not always
        follow: a node can then end up under another one and the tap lands on that one instead."""
        size = self.page.viewport_size or PHONE
        for _ in range(attempts):
            box = found.evaluate_all(BOX_JS)  # one look through the tree where count and bounding_box took two
            if box is None:
                return
            top, bottom = box["y"], box["y"] + box["height"]
            if top < EDGE:
                delta = top - 2 * EDGE
            elif bottom > size["height"] - 2 * EDGE:
                delta = bottom - size["height"] + 3 * EDGE
            else:
                return
            self.page.mouse.move(box["x"] + box["width"] / 2, min(max(top, EDGE), size["height"] - 2 * EDGE))
            self.page.mouse.wheel(0, delta)
            if top < 0 or bottom > size["height"]:  # off screen: the pane can scroll it, so it moves
                self._moved(found, box)
            else:  # on screen under an edge's band, where the pane may be scrolled as far as it goes
                self.drawn()

    def _moved(self, found: Locator, box: dict[str, float]) -> None:
        """Wait until ``found`` has left ``box`` (a wheel turn scrolled it), for at most ``LOOK_MS``: a page still
        settling after its load can drop a wheel turn (seen once in CI: six turns two frames apart did not move a
        button 900 px below the screen), and the caller turns the wheel again."""
        deadline = time.monotonic() + LOOK_MS / 1000
        self.drawn()
        while found.evaluate_all(BOX_JS) == box and time.monotonic() < deadline:
            self.drawn()

    def drawn(self) -> None:
        """Wait until the browser has drawn the frame after what the test just did (a wheel turn is scrolled, a
        received patch laid out, and the accessibility tree updated, in the next frame)."""
        try:
            self.page.wait_for_function(FRAMES_JS, arg=next(FRAME_WAITS), polling="raf", timeout=READY_MS)
        except PlaywrightTimeout:
            raise AssertionError(f"the page drew no frame in {READY_MS} ms") from None

    def sent(self) -> int:
        """How many messages the page has sent to the server so far (see ``WIRE_JS``)."""
        counted = self.page.wait_for_function("() => String(window.__companionWire.sent)", timeout=READY_MS)
        return int(counted.json_value())

    def answered(self, sent: int, what: str) -> None:
        """Wait until the page has sent a message since it had sent ``sent`` and the server has answered the last
        one it sent, then until that answer is drawn. A tap or a change that alters nothing on screen gets no
        answer: wait for something else then."""
        try:
            self.page.wait_for_function(
                "sent => { const w = window.__companionWire; return w.sent > sent && w.received > w.receivedAtSend; }",
                arg=sent, timeout=READY_MS)
        except PlaywrightTimeout:
            raise AssertionError(f"no answer from the app to {what} in {READY_MS} ms") from None
        self.drawn()

    def by_id(self, identifier: str) -> Locator:
        return self.page.locator(f'[flt-semantics-identifier="{identifier}"]')

    def tap(self, name: str, *, then: str | None = None, exact: bool = True, answered: bool = False) -> None:
        """Tap button ``name``; with ``then``, wait until button ``then`` appears; with ``answered``, wait until
        the app's answer to the tap is drawn."""
        button = self.button(name, exact=exact)
        self.into_view(button)
        sent = self.sent() if answered else 0
        self.press(button)
        if answered:
            self.answered(sent, f"the tap on {name!r}")
        if then:
            self.button(then).first.wait_for(timeout=READY_MS)

    def press(self, found: Locator) -> None:
        """Tap ``found``: with a finger on a touch page, else with the mouse."""
        if self.touch:
            found.tap()
        else:
            found.click()

    def shot(self, name: str) -> None:
        """With ``COMPANION_SCREENSHOTS=1``, save a screenshot of the screen as it is now for a person to look at
        (:meth:`save_shot`); otherwise nothing: nothing compares it, and taking it costs frames."""
        if SHOTS_WANTED:
            self.save_shot(name)

    def settled(self, name: str, before: bytes | None = None) -> bytes:
        """The page's picture once it has settled: different from ``before`` (the picture taken before another device
        acted), and the same for ``SETTLED`` seconds. With several pages on a loaded machine the picture follows the
        accessibility tree (what a test waits for) by up to seconds, in steps, so two takes alike are not enough."""
        deadline = time.monotonic() + READY_MS / 1000
        picture, since = self.page.screenshot(), time.monotonic()
        while picture == before or time.monotonic() - since < SETTLED:
            assert time.monotonic() < deadline, f"{name}: the screen did not settle on a new picture in {READY_MS} ms"
            self.drawn()
            again = self.page.screenshot()
            if again != picture:
                picture, since = again, time.monotonic()
        return picture

    def save_failed(self) -> Path:
        """Save the page as it is when its test failed (``NN-failed.png``), brought to the front and given a pointer
        move first (headless Chromium paints Flutter's canvas only then), once its picture has settled."""
        self.page.bring_to_front()
        self.page.mouse.move(1, 1)
        try:
            picture = self.settled("failed")
        except AssertionError:  # a focused field's caret blinks for ever: the picture as it is then
            picture = self.page.screenshot()
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{len(self.shots) + 1:02d}-failed.png"
        path.write_bytes(picture)
        return path

    def save_shot(self, name: str) -> Path:
        """Save a screenshot of the screen as it is now, once the picture has stopped changing.

        Flutter updates the accessibility tree (what a test waits for) before headless Chromium has painted the
        frame, sometimes by more than 100 ms, and a ripple or a loading symbol changes a few frames more: the
        screen is taken again, a frame later each time, until two takes in a row are the same."""
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{len(self.shots) + 1:02d}-{name}.png"
        taken = b""
        for _ in range(SHOT_TAKES):
            self.drawn()
            again = self.page.screenshot()
            if again == taken:
                break
            taken = again
        path.write_bytes(taken)
        self.shots.append(path)
        return path


#: The apps opened in pages by the running test (emptied after each test): a failing test's pages are saved.
OPENED: list[App] = []


def open_app(browser: Browser, server: Served, request: pytest.FixtureRequest, viewport: dict[str, int],
             suffix: str) -> Iterator[App]:
    """The app in a new page of its own browser context (its own saved preferences) on ``server``, sized
    ``viewport``, its screenshots under the test's name plus ``suffix``; the context is closed after."""
    context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
    page = context.new_page()
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name) + suffix
    app = App(page, server.url, SCREENSHOTS / name)
    yield app
    context.close()
