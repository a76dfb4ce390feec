"""The Ancient World's end of round and end of game in headless Chromium.

The game is brought to the end of round 1 by applying engine actions through the store before the page opens
(Ann passes, Bo takes an ambrosia from Rebuild, everyone passes); the wizard is then played by taps: dice entered
by face, a titan fed, a roll in the app, who starves; undo of a whole step; a reload resumes. A finished random
game's scoring screen is compared with ``score(...)``, and its CSV download is checked.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path

import pytest

from companion.store import Store
from companion.taw.outcome import outcome
from companion.taw.random_game import random_game
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import score
from companion.words import english
from tests.browser.browsing import READY_MS, App
from tests.browser.page_reading import in_view, said
from tests.ui.taw_games import round_one_over, to_end_of_round

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


def starve(app: App, name: str, skill: int) -> None:
    """``name`` (the one deciding now) lets citizen ``skill`` starve and confirms."""
    assert said(app, "decider").startswith(f"{name} decides: Food")
    app.tap(f"Citizen {skill} (available): fed", then="Confirm who starves")
    app.scroll(1)  # the confirm button sits at the bottom edge of a phone until scrolled up
    app.tap("Confirm who starves", answered=True)


def open_round_end(app: App, tmp_path: Path, make: Callable[[Store], str], expect: str) -> str:
    """Open the end-of-round screen of the game ``make`` brings about in a new store, once button ``expect`` is
    there; returns the game's id."""
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = make(store)
    app.open(f"/game/{game_id}/round-end", expect=expect)
    return game_id


def test_end_of_round_wizard_dice_feeding_starving_undo_and_reload(phone: App, tmp_path: Path) -> None:
    game_id = open_round_end(phone, tmp_path, to_end_of_round, "Die 1: titan")
    assert said(phone, "decider").startswith("Ann decides: Roll 1 damage die")
    phone.page.mouse.move(200, 400)  # headless Chromium paints Flutter after input; shot() waits for the frames
    phone.shot("confront-dice")
    assert phone.button("Enter the dice").is_disabled()
    phone.tap("Die 1: titan", then="Enter the dice: titan")
    phone.shot("die-entered")
    phone.tap("Enter the dice: titan", then="Damage Fishing Dock")
    phone.shot("damage-card")
    phone.tap("Damage Fishing Dock", then="Feed it 1 ambrosia")
    assert "Feeding costs: 1" in said(phone, "feed-cost")
    phone.shot("confront-feed")
    phone.tap("Feed it 1 ambrosia", then="Roll 1 die in the app")
    phone.tap("Roll 1 die in the app")
    # What the die says (its label, else its text) no longer includes "not entered": the app has rolled it.
    phone.page.wait_for_function(
        """() => { const die = document.querySelector('[flt-semantics-identifier="die-0"]');
                   return die && !(die.getAttribute('aria-label') || die.textContent).includes('not entered'); }""",
        timeout=READY_MS)
    face = said(phone, "die-0").removeprefix("Die 1: ")
    phone.shot("rolled-in-app")
    phone.tap(f"Enter the dice: {face}")
    if face == "titan":
        phone.tap("Damage Fishing Dock")
    phone.button("Citizen 1 (available): fed").wait_for(timeout=READY_MS)
    phone.expect_text("1 ambrosia on Labor, Build, Draft")
    phone.shot("feed-citizens")
    starve(phone, "Ann", 1)
    if face == "titan":  # Cy's Fishing Dock was damaged too: Cy is short of food as well
        starve(phone, "Cy", 1)
    phone.button("Undo the whole step: Round 2 begins", exact=False).first.wait_for(timeout=READY_MS)
    phone.shot("round-2-begins")
    with Store.open_data_dir(tmp_path / "data") as store:
        state = store.resume(game_id).game.state
        assert state.round == 2 and [c.where for c in state.players[0].citizens if c.skill == 1] == ["starving"]

    phone.tap("Undo", then="Undo the whole step: End of round 1: feed citizens")
    phone.tap("Undo the whole step: End of round 1: feed citizens")
    if face == "titan":  # the step began with Cy's damaged card: one more undo takes back Cy's dice
        phone.button("Damage Fishing Dock").wait_for(timeout=READY_MS)
        phone.tap("Undo")
    phone.button("Die 1: blank").wait_for(timeout=READY_MS)
    phone.shot("feed-step-undone")
    with Store.open_data_dir(tmp_path / "data") as store:
        state = store.resume(game_id).game.state
        assert state.step == "confront_titan" and state.pending[0].player == 2

    url = phone.page.url
    phone.page.reload()
    phone.ready("Die 1: blank")
    assert phone.page.url == url and said(phone, "decider").startswith("Cy decides")
    phone.shot("after-reload")
    phone.tap("Die 1: blank", then="Enter the dice: blank")
    phone.tap("Enter the dice: blank", then="Citizen 2 (available): fed")
    starve(phone, "Ann", 2)
    phone.button("Undo the whole step: Round 2 begins", exact=False).first.wait_for(timeout=READY_MS)
    with Store.open_data_dir(tmp_path / "data") as store:
        state = store.resume(game_id).game.state
        assert state.round == 2 and [c.where for c in state.players[0].citizens if c.skill == 2] == ["starving"]
    phone.tap("Scores", then="Download the result as CSV")
    phone.by_id("outcome").wait_for(timeout=READY_MS)
    phone.shot("scores-so-far")


def above_the_pinned_bar(app: App, name: str) -> bool:
    """The button ``name`` is on screen above the table's pinned Undo bar (and the tabs): tappable without
    scrolling the table's pane."""
    bar = app.by_id("last-move").first.bounding_box()
    box = app.button(name).first.bounding_box()
    return bool(in_view(app, name) and bar and box and box["y"] + box["height"] <= bar["y"] + 1)


@pytest.mark.parametrize("banners", [("red",), ("red", "blue", "green")], ids=["1-banner", "3-banner"])
def test_the_dice_and_the_confirm_are_in_view_on_a_phone_table(phone: App, tmp_path: Path,
                                                                banners: tuple[str, ...]) -> None:
    """Each die is one row of face chips: with a 3-banner titan too, every chip and the confirm are in view on the
    table at 390x844 without scrolling, and so is the next decision's confirm ("Feed it 1 ambrosia")."""
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = to_end_of_round(store, banners=banners)
    phone.open(f"/game/{game_id}", expect="Die 1: titan")
    phone.page.mouse.move(200, 400)  # headless Chromium paints Flutter after input; shot() waits for the frames
    faces = ["titan", "coin", "blank"] if len(banners) == 3 else ["blank"]  # a blank die damages nothing
    for die, face in enumerate(faces, 1):
        assert all(above_the_pinned_bar(phone, f"Die {die}: {f}") for f in ("titan", "coin", "blank")), die
        assert phone.button(f"Die {die}: {face}").get_attribute("aria-selected") != "true"
        phone.tap(f"Die {die}: {face}")
        phone.page.wait_for_function(
            f"""() => {{ const die = document.querySelector('[flt-semantics-identifier="die-{die - 1}"]');
                       return die && (die.getAttribute('aria-label') || die.textContent) === 'Die {die}: {face}'; }}""",
            timeout=READY_MS)
    enter = f"Enter the dice: {', '.join(faces)}"
    phone.button(enter).wait_for(timeout=READY_MS)
    roll = "Roll 1 die in the app" if len(faces) == 1 else f"Roll {len(faces)} dice in the app"
    assert above_the_pinned_bar(phone, enter) and above_the_pinned_bar(phone, roll)
    phone.shot("dice-chosen")
    if len(banners) == 1:
        phone.tap(enter, then="Feed it 1 ambrosia")
        assert said(phone, "decider").startswith("Bo decides: Confront")
        assert above_the_pinned_bar(phone, "Feed it 1 ambrosia") and above_the_pinned_bar(phone, "Roll 1 die")
        phone.shot("confront-feed")


def test_an_end_of_round_with_nothing_to_decide_is_a_checklist_on_a_phone(phone: App, tmp_path: Path) -> None:
    """Round 1 answered by the engine up to Cy's die: the income, the board reset and round 2's prepare needed no
    decision, so the screen opens on what to do on the table, one item a line, ticked off by taps."""
    open_round_end(phone, tmp_path, round_one_over, "Ann: take 5 coins (to do)")
    assert said(phone, "table-notes").startswith("On the table, 0 of 10 done: Cy rolled blank (to do); ")
    phone.page.mouse.move(200, 400)  # headless Chromium paints Flutter after input; shot() waits for the frames
    phone.shot("checklist")
    phone.tap("Ann: take 5 coins (to do)", then="Ann: take 5 coins (done)")
    phone.tap("Bo: take 5 coins (to do)", then="Bo: take 5 coins (done)")
    assert said(phone, "table-notes").startswith("On the table, 2 of 10 done: ")
    phone.shot("checklist-ticked")


def test_finished_game_scoring_screen_totals_and_csv_download(tablet: App, tmp_path: Path) -> None:
    game = random_game(3, players=3)
    result = score(sheet_from_state(game.state))
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = store.add_game("the-ancient-world", game, name="Finished",
                                 players=[p.name for p in game.state.players]).id
    tablet.open(f"/game/{game_id}/scores", expect="Download the result as CSV")
    assert said(tablet, "outcome") == english()(outcome(result))
    for i, player in enumerate(result.players):
        assert said(tablet, f"total-{i}") == f"{player.name} total {player.total}"
    tablet.shot("final-score")
    tablet.scroll(2)
    tablet.shot("final-score-chart")
    with tablet.page.expect_download(timeout=READY_MS) as download:
        tablet.tap("Download the result as CSV")
    rows = list(csv.reader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    assert {r[0]: int(r[4]) for r in rows[1:] if r[2] == "total"} == {p.name: p.total for p in result.players}
    assert download.value.suggested_filename == f"{game_id}-result.csv"
    tablet.expect_text("also saved as")
    tablet.shot("exported")
    tablet.tap("Use the dark theme", then="Use the light theme")
    tablet.scroll(-8)
    tablet.shot("final-score-dark")
    tablet.tap("Home", then="New game")
    tablet.expect_text("Finished:")
    tablet.shot("home-finished-and-history")


def test_wizard_on_a_tablet_in_the_dark_theme(tablet: App, tmp_path: Path) -> None:
    game_id = open_round_end(tablet, tmp_path, to_end_of_round, "Die 1: coin")
    tablet.tap("Use the dark theme", then="Use the light theme")
    tablet.shot("dice-dark")
    tablet.tap("Die 1: coin", then="Enter the dice: coin")
    tablet.tap("Enter the dice: coin", then="Feed it 1 ambrosia")
    assert said(tablet, "decider").startswith("Bo decides: Confront")
    tablet.expect_text("Ann: pay 1 coin to the supply (to do)")
    tablet.shot("confront-dark")
    with Store.open_data_dir(tmp_path / "data") as store:
        assert store.resume(game_id).game.entries[-2].text == "Ann rolled coin for the Starting titan"
