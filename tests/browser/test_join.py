"""Joining a table in Chromium, each phone a browser context of its own (its own cookie and saved preferences): the
join screen and nothing of the games before the code, a wrong code, the lock-out after five, the right code, a
joined phone remembered across a reload and a restart until the code changes, and a token of another server
refused (companion.web.access, docs/security.md). Every server asks loopback browsers for the code too
(``--no-trust-loopback``), so a browser on this machine is a phone at the table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from companion.store import Store
from companion.web.access import LOCK_S, SECRET_FILE, TRIES, Access, spaced
from tests.browser.browsing import READY_MS, SCREENSHOTS, App
from tests.browser.join_helpers import (
    GAME_NAME,
    PLAYERS,
    Table,
    give_code,
    join,
    keep_code,
    phone_of,
    save_game,
    serve_table,
    table_with_a_game,
    wrong_code,
)
from tests.browser.server import free_port

pytestmark = pytest.mark.browser

#: The name a joined phone gives the game while another waits on the join screen.
RENAMED = "Yellowhammer Cup"
#: Frames in a row a picture must stay the same to be the screen as it is, and the most screenshots taken for it.
STEADY = 10
PICTURE_TAKES = 200


@pytest.fixture
def shots(request: pytest.FixtureRequest) -> Path:
    """This test's screenshot folder."""
    return SCREENSHOTS / re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)


def problem(app: App) -> str:
    """What the join screen says of the last code, once it says something."""
    found = app.by_id("join-problem")
    found.wait_for(timeout=READY_MS)
    return found.inner_text()


def assert_names_no_game(text: str, *names: str) -> None:
    leaked = [name for name in (GAME_NAME, *PLAYERS, *names) if name in text]
    assert not leaked, f"before joining the phone was given {leaked}"


def leave(phone: App, table: Table) -> None:
    """The phone leaves the app's page and the server stops (to be started again): the page, left open, would
    reconnect and reload itself meanwhile, which aborts the test's own next page load."""
    phone.page.goto("about:blank")
    table.served.stop()


def picture(app: App, name: str) -> bytes:
    """The screen as it is, saved as screenshot ``name``: the picture once it has stayed the same for :data:`STEADY`
    frames in a row, or once the screen comes back to it after another (the code field's cursor blinks).

    Chromium paints the page some frames after Flutter has updated the accessibility tree (what a test waits for):
    a page just opened is blank, then says "Working...", for longer than App.shot's two frames; neither lasts, nor
    ever comes back."""
    seen: list[bytes] = []
    taken, same = b"", 0
    for _ in range(PICTURE_TAKES):
        app.drawn()
        again = app.page.screenshot()
        if again == taken:
            same += 1
        elif again in seen:
            taken, same = again, STEADY
        else:
            seen.append(taken)
            taken, same = again, 0
        if same == STEADY:
            app.folder.mkdir(parents=True, exist_ok=True)
            (app.folder / f"{name}.png").write_bytes(taken)
            return taken
    raise AssertionError(f"the picture of {name} never settled in {PICTURE_TAKES} screenshots")


def before_joining(phone: App, route: str, code: str) -> tuple[str, bytes]:
    """Open ``route`` (the join screen: only the code field and Join), then give a wrong ``code``: the accessibility
    tree before the code, and the steady picture after it."""
    phone.open(route, expect="Join")
    picture(phone, "join-screen")
    tree = phone.page.locator("body").aria_snapshot()
    assert "Join this table" in tree and phone.field("Join code").count() == 1
    assert phone.page.get_by_role("button").count() == phone.button("Join").count() == 1
    give_code(phone, wrong_code(code))
    return tree, picture(phone, "wrong-code")


def test_before_the_code_a_phone_gets_the_join_screen_and_nothing_of_the_games(browser: Browser, tmp_path: Path,
                                                                                 shots: Path) -> None:
    """A phone opening a saved game's address: the page Flet serves, the document's title, the accessibility tree,
    the picture and everything its WebSocket receives hold nothing of the game, not even while a joined phone
    renames it; after a wrong code the screen is drawn exactly as on a server with no game at all."""
    data_dir = tmp_path / "data"
    game_id = save_game(data_dir)
    empty = serve_table(tmp_path / "empty", free_port())
    try:
        with phone_of(browser, empty.served.url, shots / "no-game") as (phone, _):
            _, reference = before_joining(phone, f"/game/{game_id}", empty.code)
    finally:
        empty.served.stop()
    table = serve_table(data_dir, free_port())
    try:
        with phone_of(browser, table.served.url, shots) as (phone, received):
            html = phone.page.context.request.get(f"{table.served.url}/game/{game_id}").text()
            assert html == phone.page.context.request.get(table.served.url + "/").text()
            tree, picture = before_joining(phone, f"/game/{game_id}", table.code)
            assert phone.page.title() == "Companion"
            assert picture == reference, "not drawn as on a server with no game"
            with phone_of(browser, table.served.url, shots / "joined") as (other, _):
                other.open("/", expect="Join")
                join(other, table.code)
                other.tap(f"Manage {GAME_NAME}", then=f"Rename {GAME_NAME}")
                other.fill(f"New name for {GAME_NAME}", RENAMED, answer=False)
                other.tap(f"Rename {GAME_NAME}", then=f"Manage {RENAMED}")
            phone.drawn()
            assert phone.button("Join").count() == 1 and phone.button("New game").count() == 0
            for text in (html, tree, phone.page.content(), received.text()):
                assert_names_no_game(text, RENAMED)
            assert received.frames, "the phone's WebSocket was not recorded"
    finally:
        table.served.stop()
    with Store.open_data_dir(data_dir) as store:
        assert [game.name for game in store.games()] == [RENAMED]


def test_wrong_codes_then_the_lock_out_while_another_phone_joins(browser: Browser, tmp_path: Path,
                                                                 shots: Path) -> None:
    """A wrong code says how many tries are left; the fifth locks the phone out for a minute, and then even the
    right code is refused with how long to wait; another phone (browser) at the same address joins at once."""
    table = serve_table(tmp_path / "data", free_port())
    wrong = wrong_code(table.code)
    try:
        with phone_of(browser, table.served.url, shots) as (phone, _):
            phone.open("/", expect="Join")
            give_code(phone, wrong)
            assert problem(phone) == ("Problem: That is not the join code: 4 tries left before this phone must wait "
                                      "a minute.")
            phone.shot("wrong-code")
            for left in range(TRIES - 2, 0, -1):
                give_code(phone, wrong)
                expect(phone.by_id("join-problem")).to_have_text(
                    re.compile(f"^Problem: That is not the join code: {left} tr"))
            give_code(phone, wrong)
            expect(phone.by_id("join-problem")).to_have_text(re.compile(
                r"^Problem: Too many wrong codes: this phone may try again in \d+ s\. The code is on the table's "
                r"device \(Home, Invite a phone\) and in the terminal that started Companion\.$"))
            phone.shot("locked-out")
            give_code(phone, table.code)
            locked = re.search(r"try again in (\d+) s", problem(phone))
            assert locked and 0 < int(locked[1]) <= LOCK_S
            assert phone.button("New game").count() == 0
            with phone_of(browser, table.served.url, shots / "another") as (other, _):
                other.open("/", expect="Join")
                join(other, table.code)
                other.shot("joined")
    finally:
        table.served.stop()


def test_a_joined_phone_stays_joined_across_a_reload_until_a_restart_changes_the_code(browser: Browser, tmp_path: Path,
                                                                                       shots: Path) -> None:
    """The right code opens the game the phone asked for; a reload, and a new tab (a new session, let in by the
    token saved in the browser), stay joined; a restart on the same data dir makes a new code, and the phone is
    back on the join screen."""
    data_dir, port = tmp_path / "data", free_port()
    game_id = save_game(data_dir)
    table = serve_table(data_dir, port)
    try:
        with phone_of(browser, table.served.url, shots) as (phone, _):
            phone.open(f"/game/{game_id}", expect="Join")
            join(phone, table.code, then="Table")
            phone.shot("joined-the-game")
            phone.expect_text(PLAYERS[0])
            phone.page.reload()
            phone.ready("Table")
            tab = App(phone.page.context.new_page(), table.served.url, shots / "new-tab")
            tab.open("/", expect="New game")
            tab.page.close()
            leave(phone, table)
            restarted = serve_table(data_dir, port)
            try:
                assert restarted.code != table.code
                phone.open("/", expect="Join")
                picture(phone, "new-code-join-again")
                assert phone.button("New game").count() == 0
                join(phone, restarted.code)
            finally:
                restarted.served.stop()
    finally:
        table.served.stop()


def test_with_a_kept_code_a_restart_keeps_the_phone_joined(browser: Browser, tmp_path: Path, shots: Path) -> None:
    data_dir, port = tmp_path / "data", free_port()
    table = serve_table(data_dir, port, "--keep-code")
    try:
        with phone_of(browser, table.served.url, shots) as (phone, _):
            phone.open("/", expect="Join")
            join(phone, table.code)
            leave(phone, table)
            restarted = serve_table(data_dir, port, "--keep-code")
            try:
                assert restarted.code == table.code
                phone.open("/", expect="New game")
                picture(phone, "still-joined")
            finally:
                restarted.served.stop()
    finally:
        table.served.stop()


def test_a_token_of_another_server_is_refused_even_with_the_same_code(browser: Browser, tmp_path: Path,
                                                                       shots: Path) -> None:
    """Two servers (two data dirs, so two secrets) keeping the same code, one after the other at the same address:
    the token the phone saved on the first lets it into nothing on the second, which asks for the code again."""
    first, second, port = tmp_path / "first", tmp_path / "second", free_port()
    for data_dir in (first, second):
        keep_code(data_dir, "482915")
    save_game(second)
    table = serve_table(first, port, "--keep-code")
    try:
        with phone_of(browser, table.served.url, shots) as (phone, received):
            phone.open("/", expect="Join")
            join(phone, "482915")
            leave(phone, table)
            other = serve_table(second, port, "--keep-code")
            try:
                assert other.code == table.code == "482915"
                received.frames.clear()
                phone.open("/", expect="Join")
                picture(phone, "other-server-asks-again")
                assert phone.button("New game").count() == 0
                assert_names_no_game(received.text())
                join(phone, "482915")
            finally:
                other.served.stop()
    finally:
        table.served.stop()


def test_the_qr_code_s_link_joins_a_phone_with_no_typing(browser: Browser, tmp_path: Path, shots: Path) -> None:
    """Issue 21: the QR code is the address with the join token after ``#join=``. A phone opening it is let in with
    no typing: the page takes the token before Flet's client starts, saves it as the browser's join (as a typed code
    is) and cleans the address of it; a reload stays joined. A link with a wrong token gets the join screen, its
    address cleaned too, and the code still joins that phone."""
    data_dir = tmp_path / "data"
    save_game(data_dir)
    table = serve_table(data_dir, free_port())
    home = table.served.url + "/"
    link = Access(table.code, (data_dir / SECRET_FILE).read_text().strip().encode()).link(home)
    try:
        with phone_of(browser, table.served.url, shots) as (phone, _):
            phone.page.goto(link)
            phone.ready("New game")
            phone.expect_text(GAME_NAME)
            assert phone.page.url == home and phone.page.evaluate("location.hash") == ""
            phone.shot("joined-by-the-link")
            phone.page.reload()
            phone.ready("New game")
        with phone_of(browser, table.served.url, shots / "wrong-link") as (other, _):
            other.page.goto(home + "#join=" + "A" * 43)
            other.ready("Join")
            assert other.page.url == home
            join(other, table.code)
    finally:
        table.served.stop()


def test_a_joined_phone_s_page_received_the_game(browser: Browser, tmp_path: Path, shots: Path) -> None:
    """The recording the tests above rely on sees game names when they are sent (a check of the check)."""
    with table_with_a_game(tmp_path) as table, phone_of(browser, table.served.url, shots) as (phone, received):
        phone.open("/", expect="Join")
        join(phone, table.code)
        phone.expect_text(GAME_NAME)
        assert GAME_NAME in received.text()


def test_a_code_pasted_as_printed_joins(browser: Browser, tmp_path: Path, shots: Path) -> None:
    """Issue 23: the join code pasted as the terminal and Home print it ("137 113") left the field empty (its filter
    matched the whole text against digits only). Pasted from the clipboard with Ctrl+V, the field now shows it as
    printed, and Join lets the phone in."""
    with table_with_a_game(tmp_path) as table, phone_of(browser, table.served.url, shots) as (phone, _):
        phone.open("/", expect="Join")
        phone.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
        phone.page.evaluate("text => navigator.clipboard.writeText(text)", spaced(table.code))
        field = phone.field("Join code")
        for _ in range(5):  # Flutter takes the focused field for editing a frame or so after the focus
            field.click()
            phone.drawn()
            editing = phone.page.evaluate_handle("() => document.activeElement").as_element()
            assert editing is not None
            editing.press("Control+A")
            editing.press("Control+V")
            phone.drawn()
            if editing.evaluate("e => e.value") == spaced(table.code):
                break
        assert editing.evaluate("e => e.value") == spaced(table.code), "the pasted code was not taken"
        phone.shot("pasted")
        phone.tap("Join", then="New game")
        phone.expect_text(GAME_NAME)
