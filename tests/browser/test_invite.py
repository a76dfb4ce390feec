"""Home's "Invite a phone" in Chromium, on the real ``companion serve --table``: the join code and the address the
terminal printed, with the QR code the server drew, on a phone (folded until asked for) and on a tablet (beside the
games). The browser is on this machine (loopback, trusted), so it sees Home without the code."""

from __future__ import annotations

import base64
import random
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import segno
from playwright.sync_api import Browser

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.web.access import SECRET_FILE, Access
from tests.browser.browsing import PHONE, READY_MS, SCREENSHOTS, TABLET, App
from tests.browser.server import Served, free_port, start_companion

pytestmark = pytest.mark.browser

#: The modules of a QR code as drawn in a screenshot (``png``, base64) of its ``n`` x ``n`` modules, quiet zone
#: included: a row of "1" (dark) and "0" (light) per module row, read at each module's centre. Read in a blank page
#: of the browser (which decodes the picture), so that the test needs no image library.
MODULES_JS = """async ([png, n]) => {
    const picture = new Image();
    picture.src = 'data:image/png;base64,' + png;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.width;
    canvas.height = picture.height;
    const drawing = canvas.getContext('2d');
    drawing.drawImage(picture, 0, 0);
    const cell = picture.width / n, rows = [];
    for (let r = 0; r < n; r++) {
        let row = '';
        for (let c = 0; c < n; c++) {
            const [red, green, blue] = drawing.getImageData(Math.floor((c + 0.5) * cell),
                                                            Math.floor((r + 0.5) * cell), 1, 1).data;
            row += red + green + blue < 384 ? '1' : '0';
        }
        rows.push(row);
    }
    return rows;
}"""


@dataclass
class Table:
    """A server started with ``--table``, and what its terminal said: the join code and the first address; and that
    address's join link (the address with the join token), which its QR code must carry."""

    served: Served
    code: str
    url: str
    link: str


def invitation(served: Served) -> tuple[str, str]:
    """The join code ("482 915") and the first address a phone is told to open, read from the terminal after the
    "running at" line (the server prints them next, before anything else)."""
    code = ""
    for line in served.after_banner():
        if found := re.match(r"Join code: (\d{3} \d{3}) ", line):
            code = found.group(1)
        elif "No network address found" in line:
            pytest.skip("this machine has no network address a phone could reach")
        elif found := re.match(r"Phones at the table open (\S+) ", line):
            assert code, "the join code comes before the addresses"
            return code, found.group(1)
    raise AssertionError(f"the server stopped before printing the invitation: {served.banner}")


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    """``companion serve --table`` with one saved game, stopped after."""
    with Store.open_data_dir(tmp_path / "data") as store:
        store.create("through-the-ages", random_setup(random.Random(1), 2), name="Sunday", players=["Ann", "Bo"])
    served = start_companion(tmp_path / "data", free_port(), "--table")
    try:
        code, url = invitation(served)
        secret = (tmp_path / "data" / SECRET_FILE).read_text().strip().encode()
        yield Table(served, code, url, Access(code.replace(" ", ""), secret).link(url))
    finally:
        served.stop()


def opened(browser: Browser, table: Table, request: pytest.FixtureRequest, viewport: dict[str, int],
           suffix: str) -> App:
    page = browser.new_context(viewport=viewport).new_page()  # type: ignore[arg-type]
    app = App(page, table.served.url, SCREENSHOTS / (request.node.name + suffix))
    app.open("/", expect="New game")
    return app


def drawn_modules(app: App, size: int) -> list[str]:
    """The modules of the QR code the page shows now, read in ``size`` rows and columns (see ``MODULES_JS``)."""
    box = app.by_id("invite-qr").bounding_box()
    assert box is not None
    png = base64.b64encode(app.page.screenshot(clip=box)).decode()
    blank = app.page.context.new_page()
    try:
        return blank.evaluate(MODULES_JS, [png, size])
    finally:
        blank.close()


def assert_invitation(app: App, table: Table) -> None:
    """The panel shows the code and the address the terminal printed, and the QR code of that address's join link:
    big enough to scan across a table, every module where segno puts it (read again until the browser has painted
    it)."""
    assert app.by_id("invite-code").inner_text(timeout=READY_MS) == f"Join code {table.code}"
    assert app.by_id("invite-url").inner_text(timeout=READY_MS) == table.url
    assert app.by_id("invite-qr").get_attribute("aria-label") == f"QR code of {table.url}"
    box = app.by_id("invite-qr").bounding_box()
    assert box is not None and 200 <= box["width"] == box["height"] <= 260, box
    expected = ["".join("1" if dark else "0" for dark in row)
                for row in segno.make(table.link, error="m").matrix_iter(scale=1, border=4)]
    deadline = time.monotonic() + READY_MS / 1000
    drawn = drawn_modules(app, len(expected))
    while drawn != expected and time.monotonic() < deadline:
        app.drawn()
        drawn = drawn_modules(app, len(expected))
    assert drawn == expected, "the QR code drawn is not the address's:\n" + "\n".join(drawn)


def test_the_invitation_shows_the_code_and_address_the_terminal_printed(browser: Browser, table: Table,
                                                                        request: pytest.FixtureRequest) -> None:
    phone = opened(browser, table, request, PHONE, "")
    try:
        assert phone.by_id("invite-code").count() == 0, "folded on a phone that has games to list"
        phone.tap("Invite a phone", then="Hide the invitation")
        assert_invitation(phone, table)
        phone.shot("phone-open")
        phone.tap("Hide the invitation", then="Invite a phone")
        assert phone.by_id("invite-code").count() == 0
        assert phone.button("Resume Ann, Bo").bounding_box() is not None
        phone.shot("phone-folded")
    finally:
        phone.page.context.close()
    tablet = opened(browser, table, request, TABLET, "-tablet")
    try:
        assert_invitation(tablet, table)  # open at first, beside the games
        resume = tablet.button("Resume Ann, Bo").bounding_box()
        panel = tablet.by_id("invite").bounding_box()
        assert resume is not None and panel is not None and resume["x"] + resume["width"] < panel["x"], "beside"
        tablet.shot("tablet")
    finally:
        tablet.page.context.close()
