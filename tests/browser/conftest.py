"""Browser fixtures: ``companion serve`` on a free port with a temporary data dir, and Debian's headless Chromium.

The app in a page is :class:`tests.browser.browsing.App`: with ``COMPANION_SCREENSHOTS=1`` each test saves a
screenshot of every screen it visits under ``test-output/screenshots/<test name>/``; a failing test saves each of its
pages still open there (``failed-<n>.png``, n counting the pages it opened).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Playwright, sync_playwright
from playwright.sync_api import Error as PlaywrightError

from tests.browser import browsing
from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, TABLET, App, open_app
from tests.browser.server import Served, serving


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                          pytest.TestReport]:
    """When a test fails, save what each of its pages still open shows (``failed-<n>.png`` in the page's screenshot
    folder), for a person to see what the test saw; a page that cannot be taken any more is said in the report."""
    report = yield
    if report.when == "call" and report.failed:
        for number, app in enumerate(browsing.OPENED, start=1):
            if app.page.is_closed():
                continue
            path = app.folder / f"failed-{number}.png"
            try:
                app.folder.mkdir(parents=True, exist_ok=True)
                app.page.screenshot(path=path)
            except PlaywrightError as error:
                report.sections.append(("screenshots of the failure", f"{path}: not taken ({error})"))
    return report


@pytest.fixture(autouse=True)
def opened_apps() -> Iterator[None]:
    """Forget the apps of the test before (their pages are closed): only the running test's are saved on failure."""
    browsing.OPENED.clear()
    yield
    browsing.OPENED.clear()


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
