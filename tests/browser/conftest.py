"""Browser fixtures: ``companion serve`` on a free port with a temporary data dir, and Debian's headless Chromium.

Flutter draws to a canvas; clicking its hidden semantics placeholder turns on the accessibility tree,
where buttons and fields appear with their labels. Each test saves a screenshot of every screen it
visits under ``test-output/screenshots/<test name>/``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, Playwright, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.server import ROOT, Served, free_port, start_companion

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}
TABLET = {"width": 1024, "height": 768}
SCREENSHOTS = ROOT / "test-output" / "screenshots"
#: Flutter's first paint plus the first content from Python takes 2-3 s here; allow for a slow machine.
READY_MS = 30_000
#: Time for a change to reach Python and the re-rendered screen to come back (measured: well under 100 ms).
SETTLE_MS = 300
#: Height (px) of the bands at the top (app bar) and bottom (tabs) of the screen that cover scrolled content.
EDGE = 100


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """One headless Chromium for the run (a fresh temporary profile, as launch() always makes)."""
    chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield chromium
    chromium.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Served]:
    """``companion serve`` in its own process group with an empty data dir; stopped (group killed) after."""
    served = start_companion(tmp_path / "data", free_port())
    yield served
    served.stop()


@dataclass
class App:
    """The app in one browser page: navigation, finding controls by label, and screenshots."""

    page: Page
    url: str
    folder: Path
    shots: list[Path] = field(default_factory=list)

    def open(self, route: str = "/", *, expect: str = "Home") -> None:
        """Load ``route`` (a fresh page load), turn on the accessibility tree, wait for button ``expect``."""
        self.page.goto(self.url + route)
        self.ready(expect)

    def ready(self, expect: str) -> None:
        """Turn on Flutter's accessibility tree and wait until the button ``expect`` is there."""
        self.page.locator("flt-semantics-placeholder").wait_for(state="attached", timeout=READY_MS)
        self.page.locator("flt-semantics-placeholder").dispatch_event("click")
        self.button(expect).first.wait_for(timeout=READY_MS)

    def button(self, name: str, *, exact: bool = True) -> Locator:
        return self.page.get_by_role("button", name=name, exact=exact)

    def field(self, name: str) -> Locator:
        return self.page.get_by_role("textbox", name=name)

    def fill(self, name: str, value: str, attempts: int = 4) -> None:
        """Type into the field labelled ``name`` and check it took.

        Flutter rebuilds its text inputs when the screen re-renders, so a value typed while the previous
        change is coming back can be dropped; the field is scrolled clear of the bottom edge and refilled.
        """
        field = self.field(name)
        for _ in range(attempts):
            box = field.bounding_box()
            size = self.page.viewport_size
            if box and size and box["y"] + box["height"] > size["height"] - 150:
                self.scroll(1)
            field.fill(value)
            self.page.wait_for_timeout(SETTLE_MS)
            if field.input_value() == value:
                return
        raise AssertionError(f"could not type {value!r} into {name!r}")

    def expect_text(self, text: str, *, scrolls: int = 8) -> None:
        """Wait until ``text`` is on screen, scrolling down like a person would (Flutter leaves what is far
        off screen out of the accessibility tree). Found as a text node or inside a group's accessible
        name (Flutter merges the plain texts of a card into the card's label)."""
        quoted = text.replace('"', '\\"')
        found = self.page.locator(f'[aria-label*="{quoted}"]').or_(self.page.get_by_text(text, exact=False)).first
        for _ in range(scrolls):
            try:
                found.wait_for(timeout=SETTLE_MS * 3)
                return
            except PlaywrightTimeout:
                self.scroll(1)
        found.wait_for(timeout=READY_MS)

    def scroll(self, screens: float) -> None:
        """Scroll by ``screens`` half-screens (negative: up) with the pointer a quarter across the screen: the one
        column of a phone, the moves' pane of a tablet (its players' pane is the right half)."""
        size = self.page.viewport_size or PHONE
        self.page.mouse.move(size["width"] / 4, size["height"] / 2)
        self.page.mouse.wheel(0, screens * size["height"] / 2)
        self.page.wait_for_timeout(SETTLE_MS)

    def into_view(self, found: Locator, attempts: int = 6) -> None:
        """Scroll ``found`` clear of the screen's edges with the mouse wheel over it, as a person would.

        Playwright's own scrolling moves the DOM of Flutter's accessibility tree, which Flutter does not always
        follow: a node can then end up under another one and the tap lands on that one instead."""
        size = self.page.viewport_size or PHONE
        for _ in range(attempts):
            box = found.first.bounding_box() if found.count() else None
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
            self.page.wait_for_timeout(SETTLE_MS)

    def by_id(self, identifier: str) -> Locator:
        return self.page.locator(f'[flt-semantics-identifier="{identifier}"]')

    def tap(self, name: str, *, then: str | None = None, exact: bool = True) -> None:
        """Tap button ``name``; with ``then``, wait until button ``then`` appears."""
        button = self.button(name, exact=exact)
        self.into_view(button)
        button.click()
        if then:
            self.button(then).first.wait_for(timeout=READY_MS)

    def shot(self, name: str) -> Path:
        """Save a screenshot of the screen as it is now."""
        self.folder.mkdir(parents=True, exist_ok=True)
        # The accessibility tree is updated before the new frame is painted: let two frames pass first.
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        self.page.wait_for_timeout(SETTLE_MS)
        path = self.folder / f"{len(self.shots) + 1:02d}-{name}.png"
        self.page.screenshot(path=str(path))
        self.shots.append(path)
        return path


def _open_app(browser: Browser, server: Served, request: pytest.FixtureRequest, viewport: dict[str, int],
              suffix: str) -> Iterator[App]:
    context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
    page = context.new_page()
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name) + suffix
    app = App(page, server.url, SCREENSHOTS / name)
    yield app
    context.close()


@pytest.fixture
def phone(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[App]:
    """The app in a phone-sized page (390x844)."""
    yield from _open_app(browser, server, request, PHONE, "")


@pytest.fixture
def tablet(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[App]:
    """The app in a tablet-sized page (1024x768), sharing the server with ``phone`` when both are used."""
    yield from _open_app(browser, server, request, TABLET, "-tablet")
