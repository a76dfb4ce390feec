"""The results in headless Chromium at 390x844 and 1024x768, light and dark. The Ancient World: a finished 4-player
game with a tie for the win (decided on coins) and one lower down. The outcome sentence is on top; every player's rank
and total is whole on screen at once with no sideways scrolling, and so is each card's total scrolled to; the boxes
of the numbers are read and checked inside the screen, their row or card, and big enough for their digits. Ancient
Realm: the total, the rating and every line's points of a whole game, the same way."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.store import Store
from companion.taw.outcome import outcome
from companion.taw.scoring import ordinal
from companion.ui.taw.score import RANK_SIZE, TOTAL_SIZE
from companion.ui.widgets import BIG_NUMBER
from companion.words import english
from tests.browser.browsing import READY_MS, App
from tests.browser.number_boxes import Number, misplaced, wait_whole
from tests.browser.page_reading import said
from tests.ui.realm_taps import whole_game
from tests.ui.taw_results import tied_four

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

#: The top (px) of the scrolling pane around an element: its nearest ancestor in the tree that clips its overflow.
PANE_TOP_JS = """e => { for (let a = e.parentElement; a; a = a.parentElement) {
    if (getComputedStyle(a).overflowY !== 'visible') return a.getBoundingClientRect().top; } return 0; }"""
#: Font size (px) of a total at the top of a player's card.
CARD_TOTAL_SIZE = 28


#: Every screen size and theme a result is checked at: (the page fixture's name, the theme).
LOOKS = pytest.mark.parametrize(("size", "theme"), [(size, theme) for size in ("phone", "tablet")
                                                    for theme in ("light", "dark")])


def open_scores(app: App, theme: str, game_id: str) -> None:
    """The game's Scores tab in ``app``'s page, in the ``theme`` ("light" or "dark")."""
    app.open(f"/game/{game_id}/scores", expect="Use the dark theme")
    if theme == "dark":
        app.tap("Use the dark theme", then="Use the light theme")


@LOOKS
def test_every_rank_and_total_is_whole_on_screen_with_the_outcome_on_top(size: str, theme: str, tmp_path: Path,
                                                                         request: pytest.FixtureRequest) -> None:
    app: App = request.getfixturevalue(size)  # the page's server first: it links its data dir at tmp_path / "data"
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id, result = tied_four(store)
    open_scores(app, theme, game_id)
    assert said(app, "outcome") == english()(outcome(result)) == ("Ann wins on coins, 5 to 0, after a tie at 27 points "
                                                                  "with Cleo")
    standings = [number for i, p in enumerate(result.players) for number in (
        Number(f"rank-{i}", f"standing-{i}", ordinal(p.rank), RANK_SIZE),
        Number(f"total-{i}", f"standing-{i}", str(p.total), TOTAL_SIZE))]
    wait_whole(app, standings)
    for i, player in enumerate(result.players):
        assert said(app, f"total-{i}") == f"{player.name} total {player.total}"
        assert said(app, f"rank-{i}") == (f"{player.name} rank {ordinal(player.rank)}"
                                          + (" (winner)" if player.rank == 1 else ""))
    sentence = app.by_id("outcome").bounding_box()
    first = app.by_id("standing-0").bounding_box()
    width = (app.page.viewport_size or {"width": 0})["width"]
    assert sentence and first and sentence["y"] + sentence["height"] <= first["y"]
    assert sentence["x"] >= 0 and sentence["x"] + sentence["width"] <= width
    assert app.page.evaluate("() => document.scrollingElement.scrollWidth <= window.innerWidth")
    app.page.mouse.move(1, 1)  # headless Chromium paints Flutter's canvas after input; shot() waits for the frames
    app.shot(f"standings-{theme}")
    for i, player in enumerate(result.players):
        card_total = Number(f"card-total-{i}", f"card-{i}", str(player.total), CARD_TOTAL_SIZE)
        app.into_view(app.by_id(f"card-total-{i}"))
        wait_whole(app, [card_total])
        app.shot(f"card-{i}-{theme}")
    app.into_view(app.by_id("totals-chart"))
    app.shot(f"chart-{theme}")


def test_a_number_cut_by_the_screen_or_too_small_for_its_digits_is_found(phone: App, tmp_path: Path) -> None:
    """The check itself: a total asked to hold more digits than its box can, and a total scrolled half under the
    app bar (Flutter clips its box to what shows), are reported."""
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id, result = tied_four(store)
    phone.open(f"/game/{game_id}/scores", expect="Use the dark theme")
    total = Number("total-3", "standing-3", str(result.players[3].total), TOTAL_SIZE)
    wait_whole(phone, [total])
    (wide,) = misplaced(phone, [Number("total-3", "standing-3", "1234567", TOTAL_SIZE)])
    assert wide.endswith("too small for its text (clipped)"), wide
    box = phone.by_id("total-3").bounding_box()
    pane = phone.by_id("total-3").evaluate(PANE_TOP_JS)  # where the scrolling pane begins, under the app bar
    assert box
    phone.page.mouse.move(100, 400)
    phone.page.mouse.wheel(0, box["y"] + box["height"] / 2 - pane)  # the total's middle to the pane's top
    phone.page.wait_for_function(
        "() => { const r = document.querySelector('[flt-semantics-identifier=\"total-3\"]')?.getBoundingClientRect();"
        f" return !r || r.height < {TOTAL_SIZE}; }}", timeout=READY_MS)
    assert misplaced(phone, [total]), "a total cut in half passed the check"


#: Font size (px) of a line's points in Ancient Realm's score.
REALM_LINE_SIZE = 24


@LOOKS
def test_ancient_realms_total_rating_and_lines_are_whole_on_screen(size: str, theme: str, tmp_path: Path,
                                                                  request: pytest.FixtureRequest) -> None:
    app: App = request.getfixturevalue(size)  # the page's server first: it links its data dir at tmp_path / "data"
    _, twin = whole_game()
    sheet = twin.state.score
    assert sheet is not None
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = store.add_game("ancient-realm", twin, name="Finished", players=["Solo"]).id
    open_scores(app, theme, game_id)
    assert said(app, "realm-rating") == f"Rating: {english()(sheet.rating)}"
    numbers = [Number("realm-total", None, str(sheet.total), BIG_NUMBER, labels=1),
               *[Number(f"realm-score-{i}", None, str(line.points), REALM_LINE_SIZE)
                 for i, line in enumerate(sheet.lines)]]
    wait_whole(app, numbers)
    for i, line in enumerate(sheet.lines):
        say = english()
        assert said(app, f"realm-score-{i}") == f"{say(line.label)}: {line.points} ({say(line.detail)})"
    rating = app.by_id("realm-rating").bounding_box()
    assert rating and rating["x"] >= 0 and rating["x"] + rating["width"] <= (app.page.viewport_size or {"width": 0})[
        "width"]
    app.page.mouse.move(1, 1)  # headless Chromium paints Flutter's canvas after input; shot() waits for the frames
    app.shot(f"realm-score-{theme}")
