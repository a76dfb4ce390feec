"""Room to work on a phone (issue 23, point 2), in headless Chromium with 2, 3 and 4 players: while a move or a
decision is entered the players' rows fold to one strip and the entry takes at least 55% of the height between the app
bar and the tabs; no enabled button is ever covered by a pinned element (the pinned bar, the tabs) or leaves the window,
upright and on its side; each new decision of the end of round opens at its top; the "On the table" items wrap inside
the window."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.browser.app_steps import settled_shot
from tests.browser.browsing import READY_MS, App, open_app
from tests.browser.page_reading import said
from tests.browser.phone_games import box, covered_buttons, entry_share, table_game
from tests.browser.server import Served

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

#: The least share of the height between the app bar and the tabs a move or decision being entered takes.
LEAST_SHARE = 0.55
UPRIGHT, ON_ITS_SIDE = {"width": 390, "height": 844}, {"width": 844, "height": 390}


def dark(app: App) -> None:
    """Switch the app to the dark theme (the app bar's button), for the screenshots."""
    app.tap("Use the dark theme", then="Use the light theme")


def test_four_players_a_move_being_entered_has_most_of_the_phone(phone: App, tmp_path: Path) -> None:
    game_id = table_game(tmp_path, 4)
    phone.open(f"/game/{game_id}", expect="Labor, free")
    assert phone.by_id("rows-strip").count() == 0, "the rows in full while the board is shown"
    phone.tap("Build, free", then="Confirm")
    phone.by_id("rows-strip").first.wait_for(timeout=READY_MS)
    share = entry_share(phone, "move-entry")
    assert share >= LEAST_SHARE, f"the move's entry takes {share:.0%} of the height"
    strip = said(phone, "rows-strip")
    for name in ("Ann, to play", "Bo", "Cy", "Dee"):  # every player's key numbers in the one strip
        assert re.search(rf"{name}, \d+ coins?, \d+ knowledge, \d+ ambrosia", strip), strip
    assert not covered_buttons(phone), covered_buttons(phone)
    phone.page.mouse.move(5, 300)
    settled_shot(phone, "4-players-entering-build")
    dark(phone)
    settled_shot(phone, "4-players-entering-build-dark")

    phone.tap(strip, then="Fold the players' rows")  # a tap unfolds the rows, and one folds them again
    phone.by_id("row-3").first.wait_for(timeout=READY_MS)
    settled_shot(phone, "4-players-rows-unfolded")
    phone.tap("Fold the players' rows")
    phone.by_id("rows-strip").first.wait_for(timeout=READY_MS)
    phone.tap("Back to the board", then="Labor, free")
    phone.by_id("row-3").first.wait_for(timeout=READY_MS)


def roll_blank(app: App) -> None:
    """Answer a titan's die decision: the die's face blank, then enter the dice."""
    app.tap("Die 1: blank", then="Enter the dice: blank")
    app.tap("Enter the dice: blank")


def test_each_new_decision_opens_at_its_top_with_room_to_enter_it(phone: App, tmp_path: Path) -> None:
    """Ann rolls, Bo feeds his titan, Cy rolls, each after scrolling the pane down as far as it goes: the next
    decision ("Bo decides ...", "Cy decides ...", "Dee decides ...") opens with its first line at the pane's top."""
    game_id = table_game(tmp_path, 4, end_of_round=True)
    phone.open(f"/game/{game_id}", expect="Die 1: blank")
    phone.by_id("rows-strip").first.wait_for(timeout=READY_MS)
    answers = (("Ann", roll_blank), ("Bo", lambda app: app.tap("Feed it 1 ambrosia")), ("Cy", roll_blank))
    for (decider, answer), after in zip(answers, ("Bo", "Cy", "Dee"), strict=True):
        share = entry_share(phone, "table-pane")
        assert share >= LEAST_SHARE, f"{decider}'s decision takes {share:.0%} of the height"
        assert not covered_buttons(phone), covered_buttons(phone)
        phone.page.mouse.move(200, 400)
        phone.page.mouse.wheel(0, 400)  # scrolled down, as a person reading the decision leaves it
        phone.drawn()
        answer(phone)
        phone.page.get_by_text(f"{after} decides", exact=False).first.wait_for(timeout=READY_MS)
        phone.drawn()
        decision, pane = box(phone, "decider"), box(phone, "table-pane")
        assert pane["y"] - 1 <= decision["y"] <= pane["y"] + 24, f"{after}'s decision opens at its top: " \
            f"{decision['y']:.0f} against the pane's {pane['y']:.0f}"
        phone.page.mouse.move(5, 300)
        settled_shot(phone, f"{after.lower()}-decides")


@pytest.fixture(params=[(2, UPRIGHT), (3, UPRIGHT), (4, UPRIGHT), (2, ON_ITS_SIDE), (3, ON_ITS_SIDE), (4, ON_ITS_SIDE)],
                ids=lambda p: f"{p[0]}-players-{p[1]['width']}x{p[1]['height']}")
def held(browser: Browser, server: Served, request: pytest.FixtureRequest) -> Iterator[tuple[int, App]]:
    """A number of players, and the app in a phone held that way (a page of its own: a page keeps its session, and
    with it the size it was first laid out at, across a reload)."""
    players, size = request.param
    yield from ((players, app) for app in open_app(browser, server, request, size, ""))


def test_no_enabled_button_is_covered_upright_or_on_its_side(held: tuple[int, App], tmp_path: Path) -> None:
    players, phone = held
    size = phone.page.viewport_size
    assert size is not None
    game_id = table_game(tmp_path, players)
    decision_id = table_game(tmp_path, players, end_of_round=True)
    phone.open(f"/game/{game_id}", expect="Labor, free")
    assert not covered_buttons(phone), covered_buttons(phone)
    phone.tap("Build, free", then="Confirm")
    assert not covered_buttons(phone), ("Build", covered_buttons(phone))
    phone.page.mouse.move(5, 200)
    settled_shot(phone, "build")
    phone.tap("Back to the board", then="Labor, free")
    phone.tap("Labor, free", then="Confirm")
    phone.tap("Confirm", then="Undo Ann's Labor")
    assert not covered_buttons(phone), ("after Labor", covered_buttons(phone))
    todo = box(phone, "table-todo")
    assert todo["x"] >= 0 and todo["x"] + todo["width"] <= size["width"], f"On the table: {todo}"
    phone.page.mouse.move(5, 200)
    settled_shot(phone, "after-labor")
    phone.open(f"/game/{decision_id}", expect="Die 1: blank")
    assert not covered_buttons(phone), ("decision", covered_buttons(phone))
    phone.page.mouse.move(5, 200)
    settled_shot(phone, "decision")


@pytest.mark.parametrize("size", [UPRIGHT, ON_ITS_SIDE, {"width": 1024, "height": 768}],
                         ids=["390x844", "844x390", "1024x768"])
def test_a_crowded_tile_says_its_citizens_in_every_size_light_and_dark(browser: Browser, server: Served,
                                                                       request: pytest.FixtureRequest, tmp_path: Path,
                                                                       size: dict[str, int]) -> None:
    """Labor with five citizens of four players: the tile says all of them (its drawn markers and "+N more" are
    tests/ui/test_taw_phone_room.py's); the screenshots are the board in each size, light and dark."""
    game_id = table_game(tmp_path, 4, moves=("place_labor",) * 5)
    for phone in open_app(browser, server, request, size, ""):
        phone.open(f"/game/{game_id}", expect="Pass")
        said_tile = said(phone, "tile-labor")
        assert said_tile.startswith("Labor, Ann 1, Bo 1, Cy 1, Dee 1, Ann 2"), said_tile
        phone.page.mouse.move(5, 300)
        settled_shot(phone, "crowded-labor")
        dark(phone)
        phone.page.mouse.move(5, 300)
        settled_shot(phone, "crowded-labor-dark")
