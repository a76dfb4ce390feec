"""One full solo game of Ancient Realm to its rating in headless Chromium, every card entered by taps, at phone size
(the same steps run in process at tablet size in the dark theme: tests/ui/test_realm_taps.py); the table and the final
score on a tablet in the dark theme; and the table at phone and tablet size: the storage in one row, each step's
confirming button and the Undo in view.

New game (the starting market entered card by card) -> every turn (choose, place, activate, refill with
a new card, forget wonders) -> the final score and its rating. Every move is a tap in the browser; an
engine twin of the game only works out the labels a person would read (tests/ui/realm_taps.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.realm.state import RealmSetup
from companion.store import Store
from companion.words import english
from tests.browser.app_steps import choose_game, log_screen, shot_from_top
from tests.browser.browsing import PHONE, READY_MS, TABLET, App
from tests.browser.page_reading import in_view, spoken
from tests.ui.realm_games import TEMPLE_ROW
from tests.ui.realm_taps import DRAWN, MARKET, Step, market_entry, whole_game

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


def tap(app: App, label: str) -> None:
    """Tap a button (scrolled into view by the wheel over its own pane, as a person would: the step's or, on a
    tablet, the free actions' beside it) and wait until the app's answer is drawn."""
    button = app.button(label)
    button.first.wait_for(timeout=READY_MS)
    app.into_view(button)
    sent = app.sent()
    button.click(timeout=READY_MS)
    app.answered(sent, f"the tap on {label!r}")


def play(app: App, steps: list[Step]) -> None:
    """Tap and type each step in turn, wait for each screen it names, and take its screenshots."""
    for step in steps:
        if step.kind == "tap":
            tap(app, step.name)
        elif step.kind == "fill":
            app.fill(step.name, step.value)
        elif step.kind == "screen":
            app.by_id(step.name).wait_for(state="attached", timeout=READY_MS)
        else:
            shot_from_top(app, step.name)


def test_a_full_solo_game_to_its_rating_on_a_phone(phone: App) -> None:
    phone.open("/", expect="New game")
    phone.tap("New game", then="Start the game")
    choose_game(phone, "Ancient Realm")
    play(phone, market_entry())
    steps, twin = whole_game()
    play(phone, steps)
    sheet = twin.state.score
    assert sheet is not None
    assert re.search(rf"Total: {sheet.total}\b", spoken(phone, "realm-total"))
    assert f"Rating: {english()(sheet.rating)}" in spoken(phone, "realm-rating")
    shot_from_top(phone, "final-score")
    log_screen(phone)


def test_the_table_and_the_final_score_on_a_tablet_in_the_dark_theme(tablet: App, tmp_path: Path) -> None:
    """What only the browser shows of the game played in process at this size and theme: the market's choice and its
    Confirm, a wonder forgotten from the free actions' pane beside it (each reached with the wheel over its pane),
    and the final score of the whole game, drawn in the dark."""
    game_id = saved_game(tmp_path)
    tablet.open(f"/game/{game_id}", expect="Choose Obelisk")
    tablet.tap("Use the dark theme", then="Use the light theme")
    tap(tablet, "Choose Obelisk")
    tap(tablet, "Confirm")
    assert "Wood: 0 (of 7)" in spoken(tablet, "realm-wood")
    tap(tablet, "Forget Statue for wood")
    assert "Wood: 1 (of 7)" in spoken(tablet, "realm-wood")
    shot_from_top(tablet, "forgotten-in-the-dark")
    _, twin = whole_game()
    with Store.open_data_dir(tmp_path / "data") as store:
        finished = store.add_game("ancient-realm", twin, name="Finished", players=["Solo"]).id
    tablet.open(f"/game/{finished}", expect="Use the light theme")
    tablet.by_id("realm-rating").wait_for(timeout=READY_MS)
    sheet = twin.state.score
    assert sheet is not None
    assert re.search(rf"Total: {sheet.total}\b", spoken(tablet, "realm-total"))
    assert f"Rating: {english()(sheet.rating)}" in spoken(tablet, "realm-rating")
    shot_from_top(tablet, "final-score-dark")


#: The storage row's figures, as their identifiers end.
FIGURES = ("gold", "wheat", "wood", "stone", "district-deck", "wonder-deck")


def saved_game(tmp_path: Path) -> str:
    """A new game at the market above, every drawn district and Temple Row remembered, in the server's data dir."""
    remembered = {c.name: c for c in [*DRAWN, TEMPLE_ROW]}
    setup = RealmSetup.model_validate({"market": MARKET, "catalog": {"cards": remembered}})
    with Store.open_data_dir(tmp_path / "data") as store:
        return store.create("ancient-realm", setup, name="Realm", players=["Solo"]).id


@pytest.mark.parametrize("size", [PHONE, TABLET], ids=["phone", "tablet"])
def test_the_storage_is_one_row_and_each_steps_button_and_undo_are_in_view(phone: App, tmp_path: Path,
                                                                          size: dict[str, int]) -> None:
    """Issue 11: the storage and decks one short row of numbers; the market choice's Confirm, the refill's card
    entry and the district effect's Confirm (the effect alone entered) in view without a scroll; after each saved step,
    Undo in view."""
    game_id = saved_game(tmp_path)
    phone.page.set_viewport_size(size)  # type: ignore[arg-type]
    phone.open(f"/game/{game_id}", expect="Choose North Farm")
    boxes = [phone.by_id(f"realm-{n}").first.bounding_box() for n in FIGURES]
    assert all(boxes), "every figure of the storage row is on screen"
    tops = [b["y"] for b in boxes if b]
    assert max(tops) - min(tops) < 24 and max(b["height"] for b in boxes if b) <= 48, f"one short row: {boxes}"
    assert "Gold: 3 (of 7)" in spoken(phone, "realm-gold")
    assert "Wonder deck: 5" in spoken(phone, "realm-wonder-deck")
    phone.shot("market")
    phone.tap("Choose North Farm", then="Confirm")
    phone.expect_text("Will do: Turn 1: built the district North Farm to found the civilization")
    assert in_view(phone, "Confirm")
    phone.shot("market-choice")
    phone.tap("Confirm", then="Undo the build")
    assert in_view(phone, "Undo the build")
    phone.tap("I drew from the district deck (5 left)", then="Put in the market: the new district")
    assert in_view(phone, "Put in the market: the new district")
    phone.fill("District name", "Harbour")
    for index, region in enumerate(("Wheat source", "Wood source", "Stone source"), start=1):
        phone.tap(f"Region {index}: {region}", answered=True)
    assert in_view(phone, "Put in the market: Harbour")
    phone.shot("refill-card-entry")
    phone.tap("Put in the market: Harbour", then="Undo the refill")
    assert in_view(phone, "Undo the refill")
    phone.shot("refilled")
    phone.tap("Use the effect of the top district card", then="Confirm")
    assert in_view(phone, "Confirm")
    phone.tap("1 gold and 1 resource of choice", then="Choose wood")  # Temple Row's back, remembered: the effect alone
    phone.tap("Choose wood", answered=True)
    phone.expect_text("Will do: Used the effect of the top district card: received 1 gold and 1 wood")
    assert in_view(phone, "Confirm")
    phone.shot("district-effect")
    phone.tap("Confirm", then="Undo the district effect")
    assert in_view(phone, "Undo the district effect")
    assert "Wood: 2 (of 7)" in spoken(phone, "realm-wood")
    phone.shot("effect-saved")
