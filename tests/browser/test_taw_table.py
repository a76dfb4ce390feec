"""The redesigned table of The Ancient World in headless Chromium (issue 11): the board tiles, a move in as many
taps as decisions with Confirm in view, Undo on the table, every player at a glance, a move being entered dropped
when another device saves one, and screenshots of the table at phone and tablet size, light and dark."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.app_steps import NAMES, saved_game
from tests.browser.browsing import PHONE, READY_MS, TABLET, App
from tests.browser.page_reading import in_view

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_phone_shows_everyone_the_board_and_pass_without_scrolling(phone: App, tmp_path: Path, dark: bool) -> None:
    game_id = saved_game(tmp_path)
    phone.open(f"/game/{game_id}", expect="Labor, free")
    if dark:
        phone.tap("Use the dark theme", then="Use the light theme")
    for seat in range(len(NAMES)):
        assert phone.by_id(f"row-{seat}").first.bounding_box(), f"row {seat} in view"
    for name in ("Labor, free", "Recruit, free", "Pass", "Attack a titan"):
        assert in_view(phone, name), f"{name} in view"
    phone.shot("board")
    phone.tap("Learn, 1 ambrosia, free", then="Confirm")
    assert in_view(phone, "Confirm")
    phone.expect_text("Will do: Ann placed citizen 1 on Learn, took 1 ambrosia, paid 3 coins and gained 1 knowledge")
    phone.shot("learn")
    phone.tap("Confirm", then="Undo Ann's Learn")
    assert in_view(phone, "Undo Ann's Learn")
    phone.expect_text("Bo to play")
    phone.expect_text("On the table, Ann:")
    for name in ("Labor, free", "Pass", "Attack a titan"):
        assert in_view(phone, name), f"{name} in view with the table's items pinned"
    phone.shot("saved")


def test_a_tablet_shows_every_book_beside_the_board(tablet: App, tmp_path: Path) -> None:
    game_id = saved_game(tmp_path)
    tablet.open(f"/game/{game_id}", expect="Labor, free")
    board = tablet.button("Labor, free").first.bounding_box()
    for seat in range(len(NAMES)):
        book = tablet.by_id(f"player-{seat}").first.bounding_box()
        assert board and book and book["x"] > board["x"] + board["width"], f"book {seat} beside the board"
    tablet.shot("board")
    tablet.tap("Build, free", then="Confirm")
    tablet.shot("build")


def test_a_move_half_entered_on_one_phone_is_dropped_when_another_device_saves_one(phone: App, tablet: App,
                                                                                   tmp_path: Path) -> None:
    """Issue 11, point 8: Cy's phone had Ann's Learn half entered when the tablet saved Ann's Labor; the phone drops
    it with a notice instead of carrying it over to Bo."""
    game_id = saved_game(tmp_path)
    phone.open(f"/game/{game_id}", expect="Labor, free")
    tablet.open(f"/game/{game_id}", expect="Labor, free")
    phone.tap("Learn, 1 ambrosia, free", then="Confirm")
    phone.expect_text("Will do: Ann placed citizen 1 on Learn")
    tablet.tap("Labor, free", then="Confirm")
    tablet.tap("Confirm", then="Undo Ann's Labor")
    phone.by_id("draft-dropped").first.wait_for(timeout=READY_MS)
    phone.expect_text("Ann's Learn was not saved: the game changed")
    assert phone.button("Confirm").count() == 0
    phone.expect_text("Bo to play")
    phone.page.bring_to_front()  # headless Chromium paints a page in the background only once it is in front again
    phone.shot("dropped")


@pytest.mark.parametrize("size", [PHONE, TABLET], ids=["phone", "tablet"])
def test_undo_on_the_table_takes_back_the_last_move(phone: App, tmp_path: Path, size: dict[str, int]) -> None:
    game_id = saved_game(tmp_path)
    phone.page.set_viewport_size(size)  # type: ignore[arg-type]
    phone.open(f"/game/{game_id}", expect="Labor, free")
    phone.tap("Pass", then="Confirm")
    phone.tap("Confirm", then="Undo Ann's Pass")
    phone.tap("Undo Ann's Pass", then="Pass")
    phone.expect_text("Ann to play")
    phone.expect_text("Nothing to undo yet")


def test_a_card_entered_face_up_is_one_tap_for_build(phone: App, tmp_path: Path) -> None:
    """Issue 11, point 4: the empire row's first card is entered once in the face-up panel, then Build takes it with
    one tap, and its slot is left empty (the row is not refilled until the next round)."""
    game_id = saved_game(tmp_path)
    phone.open(f"/game/{game_id}", expect="Labor, free")
    phone.tap("Face-up: 0 of 11 known - enter", then="Empire row card 1: unknown, enter it")
    phone.tap("Empire row card 1: unknown, enter it", then="Cost coins: 2")
    phone.fill("Card name (optional)", "Market")
    phone.tap("Cost coins: 2")
    phone.shot("face-up-entry")
    phone.tap("Confirm", then="Empire row card 2: unknown, enter it")
    phone.tap("Face-up: 1 of 11 known - hide", then="Build, free")
    phone.tap("Build, free", then="From the empire row, card 1: Market")
    phone.tap("From the empire row, card 1: Market")
    phone.expect_text("Will do: Ann placed citizen 1 on Build and built Market for 2 coins")
    phone.shot("build-from-the-row")
    phone.tap("Confirm", then="Undo Ann's Build")
    phone.expect_text("Face-up: 0 of 10 known")


#: True when the element with this identifier is scrolled above the screen (or out of the accessibility tree).
SCROLLED_PAST_JS = """id => { const el = document.querySelector(`[flt-semantics-identifier="${id}"]`);
    return !el || el.getBoundingClientRect().bottom < 0; }"""


def test_each_tab_opens_where_it_was_left(phone: App, tmp_path: Path) -> None:
    """Issue 11, point 9: Rules scrolled down, then the Log (at its top), then Rules again, back where it was."""
    game_id = saved_game(tmp_path)
    phone.open(f"/game/{game_id}/rules", expect="Rules")
    phone.by_id("step-prepare_round").first.wait_for(timeout=READY_MS)
    phone.scroll(3)
    phone.page.wait_for_function(SCROLLED_PAST_JS, arg="step-prepare_round", timeout=READY_MS)
    phone.tap("Log", then="Undo (nothing to undo)")
    assert in_view(phone, "Undo (nothing to undo)"), "the Log opens at its top"
    phone.tap("Rules", then="Table")
    phone.page.wait_for_url("**/rules", timeout=READY_MS)
    phone.button("Read: Card Action").first.wait_for(timeout=READY_MS)  # two screens down: there only if scrolled
    phone.page.wait_for_function(SCROLLED_PAST_JS, arg="step-prepare_round", timeout=READY_MS)
    phone.shot("rules-again")
