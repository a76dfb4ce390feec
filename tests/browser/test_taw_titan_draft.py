"""The Threatening Titan Draft in headless Chromium, at phone and tablet size: the row of 4 titans laid out on the
table is entered by taps (each titan's defence and banner, Next, then one Confirm), and the first player takes a
titan of the row, read by its symbols, in one tap. Taps and scroll turns are counted and said on failure."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.store import Store
from tests.browser.browsing import App
from tests.browser.page_reading import in_view, said
from tests.ui.taw_games import to_draft_row

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

#: Each titan of the row: its defence and its banner (one damage die).
ROW = ((2, "Red"), (3, "Blue"), (4, "Red"), (5, "Green"))
#: How many half-screen scroll turns may be needed to reach a button before the test gives up.
MOST_TURNS = 12


def reach(app: App, name: str) -> int:
    """Scroll half a screen a turn towards button ``name`` (down while it is not in the accessibility tree yet) until
    it is wholly in view; the turns it took."""
    turns = 0
    while not (app.button(name).count() and in_view(app, name)):
        assert turns < MOST_TURNS, f"{name!r} not in view after {turns} scroll turns"
        box = app.button(name).first.bounding_box() if app.button(name).count() else None
        app.scroll(-1 if box is not None and box["y"] < 0 else 1)
        turns += 1
    return turns


def enter_the_row(app: App) -> tuple[int, int]:
    """Enter the 4 titans of ``ROW`` and confirm the row; the taps and the scroll turns it took."""
    taps = turns = 0
    for slot, (defence, banner) in enumerate(ROW, start=1):
        for name in (f"Defence: {defence}", f"Add banner {banner}"):
            turns += reach(app, name)
            app.tap(name, answered=True)
            taps += 1
        if slot == 2:
            app.shot("second-titan-entered")
        if slot < len(ROW):
            turns += reach(app, f"Next: titan {slot + 1} of {len(ROW)}")
            app.tap(f"Next: titan {slot + 1} of {len(ROW)}", answered=True)
            taps += 1
    turns += reach(app, "Lay out the row of 4 titans")
    app.shot("row-entered")
    app.tap("Lay out the row of 4 titans", then="Take titan 2")
    return taps + 1, turns


def check_the_draft(app: App, tmp_path: Path, route: str) -> None:
    """Open the game at ``route`` (its table or its End of round tab), enter the row, take titan 2, check the store."""
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = to_draft_row(store)
    app.open(f"/game/{game_id}{route}", expect="Titan 1: not entered")
    app.page.mouse.move(200, 400)  # headless Chromium paints Flutter after input; shot() waits for the frames
    assert said(app, "decider").startswith("Ann decides: Lay out 4 titans from the 1-star deck")
    app.shot("draft-row-asked")
    assert app.button("Lay out the row of 4 titans").count() == 0 or app.button(
        "Lay out the row of 4 titans").is_disabled()
    taps, turns = enter_the_row(app)
    print(f"draft row of 4 at {app.page.viewport_size}: {taps} taps, {turns} scroll turns")
    app.shot("draft-pick")
    pick = "Take titan 2"
    app.expect_text("Titan 2: titan (1 star, defence 3, 1 blue banner); coin symbol: lose coins")
    assert in_view(app, pick)  # no scroll from the row's Confirm to the pick
    box = app.button(pick).first.bounding_box()
    assert box is not None and box["height"] >= 48
    app.tap(pick)
    app.expect_text("Bo decides: Choose a titan from the draft row")
    app.shot("bo-picks")
    with Store.open_data_dir(tmp_path / "data") as store:
        state = store.resume(game_id).game.state
    threat = state.players[0].threat
    assert threat is not None and threat.card.defence == 3 and threat.card.banners == ("blue",)
    assert [c.defence for c in state.pending[0].row] == [2, 4, 5]  # type: ignore[union-attr]


def test_a_phone_enters_the_draft_row_on_the_end_of_round_tab(phone: App, tmp_path: Path) -> None:
    check_the_draft(phone, tmp_path, "/round-end")


def test_a_tablet_enters_the_draft_row_on_the_table(tablet: App, tmp_path: Path) -> None:
    check_the_draft(tablet, tmp_path, "")
