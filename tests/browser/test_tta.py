"""One full first round of Through the Ages for three players in headless Chromium at phone size, and its table on a
tablet in the dark theme (the whole round from the New game form runs in process at that size and theme:
tests/ui/test_tta_table.py).

New game (kind chosen, names typed, the rulebook's example row entered card by card) -> cards taken -> each end-of-turn
sequence shown with the rulebook's explanation -> round over. The moves are chosen with the engine on the same row,
and clicked by the labels a person sees. The turn's civil actions, the first card to take, the End of the action phase
and the Undo of the last move are in view without a scroll.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core.game import Game
from companion.store import Store
from companion.tta.actions import TakeCard
from companion.tta.kind import KIND
from companion.tta.state import TtaSetup
from tests.browser.app_steps import choose_game, log_screen, shot_from_top
from tests.browser.browsing import READY_MS, App
from tests.browser.page_reading import in_view, spoken
from tests.ui.tta_games import EXAMPLE_ROW, take_label

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

NAMES = ("Ann", "Bea", "Cyrus")
#: The seed that deals the card row of the table on a tablet.
SEED = 7
TITLE = "Through the Ages: first round"


def start_round(app: App, row: list[str]) -> Game:
    """Create the round through the New game form, the card row entered by name; returns the engine's twin of the game
    to plan moves."""
    app.open("/", expect="New game")
    app.shot("home")
    app.tap("New game", then="Start the game")
    choose_game(app, TITLE)
    for seat, name in enumerate(NAMES):
        app.fill(f"Player {seat + 1} Name", name, answer=False)  # shown nowhere else on the form: no answer comes
    for slot, card in enumerate(row, start=1):
        app.fill("Find a card by name", card)
        app.tap(f"Add {card} to slot {slot}", answered=True)
        if slot == 2:
            app.shot("card-row-picker")
    app.shot("new-game")
    app.tap("Start the game")
    app.by_id("tta-teaching").wait_for(timeout=READY_MS)
    return Game(KIND, TtaSetup.of(list(NAMES), row))


def assert_compact_figures(app: App) -> None:
    for identifier in ("tta-civil-left", "tta-p0-civil"):
        box = app.by_id(identifier).first.bounding_box()
        assert box and box["height"] <= 48, f"{identifier} is a compact figure: {box}"


def sequence_text(app: App) -> str:
    return spoken(app, "tta-end-of-turn")


def play_turn(app: App, twin: Game, takes: int, step_through: bool) -> None:
    """The current player takes up to ``takes`` cards (cheapest legal first), ending the action phase if needed."""
    seat = twin.state.current
    name = twin.state.players[seat].name
    assert in_view(app, f"End {name}'s action phase")
    first = next(a for a in twin.legal_actions() if isinstance(a, TakeCard))
    assert in_view(app, take_label(twin, first)), "the first card the player may take is in view"
    for _ in range(takes):
        legal = [a for a in twin.legal_actions() if isinstance(a, TakeCard)]
        if not legal or twin.state.current != seat:
            break
        take = legal[0]
        app.tap(take_label(twin, take), answered=True)
        twin.apply(take)
    if twin.state.current == seat and not twin.is_over:
        app.shot(f"{name.lower()}-cards-taken")
        end = f"End {name}'s action phase"
        app.tap(end)
        twin.apply(twin.legal_actions()[-1])
        undo = f"Undo {name}'s end of turn"
    else:
        undo = f"Undo {name}'s taken card"
    app.button("Show every end-of-turn step").wait_for(timeout=READY_MS)
    app.button(undo).wait_for(timeout=READY_MS)
    assert in_view(app, undo)
    if step_through:
        app.tap("Next end-of-turn step", answered=True)
        shot_from_top(app, f"{name.lower()}-end-of-turn-step-2")
    app.tap("Show every end-of-turn step", answered=True)
    shown = sequence_text(app)
    assert f"{name} scores science points 0 to 1 (science rating 1)" in shown and "Rulebook:" in shown
    assert "Put all your white and red tokens on your Despotism card" in shown
    shot_from_top(app, f"{name.lower()}-end-of-turn")
    if not twin.is_over:  # the table has done it: folded, so the next player's cards come up
        app.tap("Hide the end-of-turn steps", answered=True)


def test_a_full_first_round_for_three_players_on_a_phone(phone: App) -> None:
    twin = start_round(phone, EXAMPLE_ROW)
    shot_from_top(phone, "table-start")
    assert phone.by_id("tta-teaching").count() == 1
    assert_compact_figures(phone)
    play_turn(phone, twin, takes=1, step_through=True)
    play_turn(phone, twin, takes=1, step_through=False)
    play_turn(phone, twin, takes=2, step_through=False)
    assert twin.is_over
    phone.page.get_by_text("Round one is over").wait_for(timeout=READY_MS)
    shot_from_top(phone, "round-over")
    log_screen(phone)


def test_the_table_on_a_tablet_in_the_dark_theme(tablet: App, tmp_path: Path) -> None:
    """What only the browser shows of the round played in process at this size and theme: compact figures, and the
    turn's civil actions, the first card to take, the End of the action phase and the Undo in view without a scroll,
    drawn in the dark."""
    setup = TtaSetup.of(list(NAMES), deal_seed=SEED)
    with Store.open_data_dir(tmp_path / "data") as store:
        game_id = store.create("through-the-ages", setup, name="TTA", players=list(NAMES)).id
    tablet.open(f"/game/{game_id}", expect="Use the dark theme")
    tablet.tap("Use the dark theme", then="Use the light theme")
    assert tablet.by_id("tta-teaching").count() == 1
    shot_from_top(tablet, "table-start")
    assert_compact_figures(tablet)
    play_turn(tablet, Game(KIND, setup), takes=1, step_through=True)
