"""Browser fixtures: ``companion serve`` on a free port with a temporary data dir, and Debian's headless Chromium.

The app in a page is :class:`tests.browser.browsing.App`: with ``COMPANION_SCREENSHOTS=1`` each test saves a
screenshot of every screen it visits under ``test-output/screenshots/<test name>/``; a failing test saves each of its
pages still open there (``NN-failed.png``).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Playwright, sync_playwright
from playwright.sync_api import Error as PlaywrightError

from tests.browser import browsing
from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, TABLET, App, open_app
from tests.browser.server import Served, free_port, serving, start_companion
from tests.browser.static_site import site_browser, site_context, static_site  # noqa: F401 (the static site's fixtures)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                          pytest.TestReport]:
    """When a test fails, save what each of its pages still open shows (``NN-failed.png`` in the page's screenshot
    folder), for a person to see what the test saw; a page that cannot be taken any more is said in the report."""
    report = yield
    if report.when == "call" and report.failed:
        for app in browsing.OPENED:
            if app.page.is_closed():
                continue
            try:
                app.save_failed()
            except (PlaywrightError, AssertionError) as error:
                report.sections.append(("screenshot of the failure", f"{app.folder}: not taken ({error})"))
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


class SharedServer:
    """The one ``companion serve`` of a module marked ``shared_server``, on ``data_dir``: started for its first test,
    and again for a test after one that stopped it."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.served: Served | None = None

    def running(self) -> Served:
        if self.served is None or self.served.process.poll() is not None:
            self.served = start_companion(self.data_dir, free_port())
        return self.served

    def stop(self) -> None:
        if self.served is not None:
            self.served.stop()


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SharedServer]:
    shared = SharedServer(tmp_path_factory.mktemp("shared") / "data")
    yield shared
    shared.stop()


@pytest.fixture
def server(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Served]:
    """``companion serve`` in its own process group with its data dir at ``tmp_path / "data"``, empty; stopped (group
    killed) after. In a module marked ``shared_server`` (whose tests need no server of their own: none looks at
    Home's whole list or the whole store, or stops the server) one server serves every test, a start saved each: its
    data dir is linked at each test's ``tmp_path / "data"``, where the test saves the games it opens, as elsewhere."""
    if request.node.get_closest_marker("shared_server") is None:
        with serving(tmp_path) as served:
            yield served
        return
    shared: SharedServer = request.getfixturevalue("module_server")
    served = shared.running()
    (tmp_path / "data").symlink_to(shared.data_dir, target_is_directory=True)
    yield served


@pytest.fixture
def phone(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[App]:
    """The app in a phone-sized page (390x844)."""
    yield from open_app(browser, server, request, PHONE, "")


@pytest.fixture
def tablet(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[App]:
    """The app in a tablet-sized page (1024x768), sharing the server with ``phone`` when both are used."""
    yield from open_app(browser, server, request, TABLET, "-tablet")
