"""A phone per player (issue 12, Seats) in headless Chromium, with several browser contexts on one served game: a seat
phone's view and its turn band, the game's option off refusing another player's move there while the tablet in the
middle makes it, and a move half entered on one seat phone dropped when another phone makes it; with four players, a
seat phone on its player's turn shows its moves whatever the option (issue 23)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Playwright

from companion.store import Store
from companion.tta.state import TtaSetup
from companion.ui.seats import NO_SEAT, OPTION
from tests.browser.app_steps import saved_game, settled_shot, take_seat
from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, PHONE, READY_MS, App, open_app
from tests.browser.phone_games import box, table_game
from tests.browser.server import Served
from tests.ui.taw_games import to_end_of_round
from tests.ui.tta_games import EXAMPLE_ROW

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

#: Chromium's flags that keep a page painting while another one is in front: each device here is watched (and its
#: screen taken) while another device acts, and a page left in the background would show its last picture.
AWAKE = ["--disable-renderer-backgrounding", "--disable-background-timer-throttling",
         "--disable-backgrounding-occluded-windows"]


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """Headless Chromium as for every browser test, with every page kept awake (``AWAKE``)."""
    chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *AWAKE])
    yield chromium
    chromium.close()


@pytest.fixture
def other_phone(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[App]:
    """A second phone-sized browser (its own context: its own saved preferences) on the same server."""
    yield from open_app(browser, server, request, PHONE, "-other-phone")


def in_view(app: App, identifier: str) -> bool:
    """The element with this identifier is on screen, above the game's tabs."""
    box = app.by_id(identifier).first.bounding_box()
    tabs = app.by_id("game-tabs").first.bounding_box()
    return bool(box and tabs and box["y"] >= 0 and box["y"] + box["height"] <= tabs["y"])


def test_a_seat_phone_shows_whose_it_is_and_lights_up_on_its_players_turn(phone: App, tablet: App,
                                                                         tmp_path: Path) -> None:
    game_id = saved_game(tmp_path)
    phone.open(f"/game/{game_id}", expect="Labor, free")
    tablet.open(f"/game/{game_id}", expect="Labor, free")
    phone.tap(f"Whose phone is this? Now: {NO_SEAT}", then="This is Bo's phone")
    settled_shot(phone, "choosing-the-seat")
    phone.tap("This is Bo's phone", then="Whose phone is this? Now: Bo's phone")
    phone.expect_text("Bo (Blue), this phone: ")
    assert in_view(phone, "player-1"), "Bo's book in view while Ann plays"
    assert phone.by_id("your-turn").count() == 0
    settled_shot(phone, "bo-waiting")

    before = phone.page.screenshot()
    tablet.tap("Labor, free", then="Confirm")
    tablet.tap("Confirm", then="Undo Ann's Labor")
    phone.by_id("your-turn").first.wait_for(timeout=READY_MS)
    phone.expect_text("Your turn, Bo")
    assert in_view(phone, "your-turn") and in_view(phone, "board")
    settled_shot(phone, "bo-to-play", before)

    phone.open(f"/game/{game_id}", expect="Whose phone is this? Now: Bo's phone")  # a reload keeps the seat
    phone.by_id("your-turn").first.wait_for(timeout=READY_MS)
    take_seat(tablet, "Cy")
    tablet.expect_text("your phone")
    settled_shot(tablet, "tablet-as-cy")


def test_with_the_option_off_a_seat_phone_is_refused_another_players_move(phone: App, tablet: App,
                                                                          tmp_path: Path) -> None:
    game_id = saved_game(tmp_path)
    phone.open(f"/game/{game_id}", expect="Labor, free")
    tablet.open(f"/game/{game_id}", expect="Labor, free")
    take_seat(phone, "Bo")
    tablet.tap(f"Whose phone is this? Now: {NO_SEAT}", then="Close")
    tablet.page.get_by_role("switch", name=f"{OPTION}: on").click()
    tablet.page.get_by_role("switch", name=f"{OPTION}: off").wait_for(timeout=READY_MS)
    settled_shot(tablet, "option-off")
    tablet.tap("Close", then="Labor, free")

    phone.by_id("seat-elsewhere").first.wait_for(timeout=READY_MS)
    phone.tap("Labor, free", then="Confirm")
    assert phone.button("Confirm").is_disabled()
    phone.expect_text("This is Bo's phone: Ann's moves are made on Ann's phone or on a device with no seat")
    settled_shot(phone, "refused")

    before = phone.page.screenshot()
    tablet.tap("Labor, free", then="Confirm")
    tablet.tap("Confirm", then="Undo Ann's Labor")
    phone.by_id("draft-dropped").first.wait_for(timeout=READY_MS)
    phone.by_id("your-turn").first.wait_for(timeout=READY_MS)
    settled_shot(phone, "bo-to-play", before)


def test_a_move_half_entered_on_a_seat_phone_is_dropped_when_another_phone_makes_it(phone: App, other_phone: App,
                                                                                   tablet: App,
                                                                                   tmp_path: Path) -> None:
    """Ann's phone has her Learn half entered when Bo's phone, trusted to, saves her Labor: Ann's phone drops it with
    a notice; the tablet and both phones then show Bo to play."""
    game_id = saved_game(tmp_path)
    ann, bo = phone, other_phone
    for app in (ann, bo, tablet):
        app.open(f"/game/{game_id}", expect="Labor, free")
    take_seat(ann, "Ann")
    take_seat(bo, "Bo")
    ann.by_id("your-turn").first.wait_for(timeout=READY_MS)
    ann.tap("Learn, 1 ambrosia, free", then="Confirm")
    ann.expect_text("Will do: Ann placed citizen 1 on Learn")
    settled_shot(ann, "ann-entering-learn")

    before = {app.folder.name: app.page.screenshot() for app in (ann, tablet)}
    bo.tap("Labor, free", then="Confirm")
    bo.tap("Confirm", then="Undo Ann's Labor")
    ann.by_id("draft-dropped").first.wait_for(timeout=READY_MS)
    ann.expect_text("Ann's Learn was not saved: the game changed")
    assert in_view(ann, "draft-dropped"), "the notice above Ann's book, which is first again now that Bo plays"
    assert ann.button("Confirm").count() == 0
    ann.by_id("your-turn").first.wait_for(state="detached", timeout=READY_MS)
    bo.by_id("your-turn").first.wait_for(timeout=READY_MS)
    tablet.expect_text("Bo to play")
    settled_shot(ann, "ann-dropped", before[ann.folder.name])
    settled_shot(bo, "bo-to-play")
    settled_shot(tablet, "tablet", before[tablet.folder.name])


def test_a_seat_phone_says_when_a_decision_is_its_players_and_marks_its_board_in_through_the_ages(
        phone: App, tmp_path: Path) -> None:
    with Store.open_data_dir(tmp_path / "data") as store:
        decision = to_end_of_round(store)  # Ann must roll her titan's die, then Bo confronts his
        first_round = store.create("through-the-ages", TtaSetup.of(["Ann", "Bea", "Cyrus"], EXAMPLE_ROW), name="TTA",
                                   players=["Ann", "Bea", "Cyrus"]).id
    phone.open(f"/game/{decision}", expect=f"Whose phone is this? Now: {NO_SEAT}")
    take_seat(phone, "Ann")
    phone.by_id("your-turn").first.wait_for(timeout=READY_MS)
    phone.expect_text("Your decision, Ann")
    assert in_view(phone, "your-turn") and in_view(phone, "decider")
    settled_shot(phone, "ann-decides")

    phone.open(f"/game/{first_round}", expect=f"Whose phone is this? Now: {NO_SEAT}")
    take_seat(phone, "Bea")
    phone.expect_text("Bea - your phone")
    settled_shot(phone, "bea-waiting")


def moves_in_view(app: App) -> None:
    """The board's first tiles wholly inside the table's pane (a tap away), and "On the table" across the window: the
    pinned bar (a greyed Undo and its reason) neither squeezes it nor takes the board's height."""
    app.by_id("your-turn").first.wait_for(timeout=READY_MS)
    pane, labor = box(app, "table-pane"), box(app, "tile-labor")
    assert pane["y"] <= labor["y"] and labor["y"] + labor["height"] <= pane["y"] + pane["height"], (pane, labor)
    todo, width = box(app, "table-todo"), PHONE["width"]
    assert todo["x"] >= 0 and todo["x"] + todo["width"] <= width and todo["width"] >= width / 2, todo


@pytest.mark.parametrize("others_allowed", [False, True], ids=["option-off", "option-on"])
def test_a_seat_phone_on_its_players_turn_shows_its_moves_whatever_the_option(
        phone: App, other_phone: App, tablet: App, tmp_path: Path, others_allowed: bool) -> None:
    """Four players; Ann's and Bo's phones and a tablet with no seat. After each other player's move the phone whose
    turn it is shows the board and "On the table" in full, its Undo of the other player's move greyed with the reason
    (the option off) or open (on)."""
    game_id = table_game(tmp_path, 4, others_allowed=others_allowed)
    ann, bo = phone, other_phone
    for app in (ann, bo, tablet):
        app.open(f"/game/{game_id}", expect="Labor, free")
    take_seat(ann, "Ann")
    take_seat(bo, "Bo")
    ann.tap("Labor, free", then="Confirm")
    ann.tap("Confirm", then="Undo Ann's Labor")
    moves_in_view_of(bo, "Undo Ann's Labor", others_allowed)
    settled_shot(bo, "bo-to-play")
    bo.tap("Learn, 1 ambrosia, free", then="Confirm")
    bo.tap("Confirm", then="Undo Bo's Learn")
    tablet.tap("Draft, free", then="Confirm")
    tablet.tap("Confirm", then="Undo Cy's Draft")
    tablet.tap("Labor, Ann 1", then="Confirm")
    tablet.tap("Confirm", then="Undo Dee's Labor")
    moves_in_view_of(ann, "Undo Dee's Labor", others_allowed)
    ann.page.mouse.move(5, 300)
    settled_shot(ann, "ann-to-play")
    settled_shot(tablet, "tablet")


def moves_in_view_of(app: App, undo: str, others_allowed: bool) -> None:
    """:func:`moves_in_view` on ``app``, whose Undo of another player's move is open only when the option allows."""
    app.button(undo).first.wait_for(timeout=READY_MS)
    moves_in_view(app)
    assert app.button(undo).first.is_disabled() != others_allowed
    assert (app.by_id("undo-reason").count() > 0) != others_allowed
