"""Browser fixtures: ``companion serve`` on a free port with a temporary data dir, and Debian's headless Chromium.

The app in a page is :class:`tests.browser.browsing.App`: each test saves a screenshot of every screen it visits
under ``test-output/screenshots/<test name>/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Playwright, sync_playwright

from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, TABLET, App, open_app
from tests.browser.server import Served, serving


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
    with serving(tmp_path) as served:
        yield served


@pytest.fixture
def phone(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[App]:
    """The app in a phone-sized page (390x844)."""
    yield from open_app(browser, server, request, PHONE, "")


@pytest.fixture
def tablet(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[App]:
    """The app in a tablet-sized page (1024x768), sharing the server with ``phone`` when both are used."""
    yield from open_app(browser, server, request, TABLET, "-tablet")
