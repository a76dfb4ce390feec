"""The solo game of tests/ui/realm_taps.py entered and played by taps in process, at tablet size in the dark theme:
every control a step taps is there and enabled (the browser plays the same steps at phone size), the saved game is
the engine twin's, and the final score and rating are shown."""

from __future__ import annotations

import flet as ft
import pytest

from companion.realm.cards import CitizenRegion, DistrictCard, Effect, Gains, MineRegion, Score
from companion.store import Store
from companion.words import english
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi
from tests.ui.realm_games import new_game
from tests.ui.realm_taps import ANY, STONE, WHEAT, WOOD, Step, district, market_entry, tap, whole_game


async def play(ui: UiSession, steps: list[Step]) -> None:
    """Tap and type each step in turn; a screen waited for is there (a screenshot is the browser's)."""
    for step in steps:
        if step.kind == "tap":
            await ui.click(step.name)
        elif step.kind == "fill":
            await ui.fill(step.name, step.value)
        elif step.kind == "screen":
            ui.by_identifier(step.name)


async def test_the_solo_game_entered_and_played_by_taps_on_a_tablet_in_the_dark(open_ui: OpenUi,
                                                                              store: Store) -> None:
    ui = await open_ui("/", width=1024, height=768)
    await ui.click("Use the dark theme")
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    await ui.click("New game")
    await ui.select("Game", "ancient-realm")
    await play(ui, market_entry())
    game_id = ui.route.removeprefix("/game/")
    steps, twin = whole_game()
    await play(ui, steps)
    assert store.resume(game_id).game.state == twin.state
    sheet = twin.state.score
    assert sheet is not None
    assert ui.by_identifier("realm-total").label == f"Total: {sheet.total}"
    assert ui.by_identifier("realm-rating").label == f"Rating: {english()(sheet.rating)}"
    await ui.click("Log")
    assert ui.route == f"/game/{game_id}/log"
    assert not ui.find("Undo").disabled
    assert ui.page.theme_mode == ft.ThemeMode.DARK


#: New cards of every sort, and the decisions each takes: the deck it came from, its name, each region (a mine's or a
#: labor effect's number one more), Put in the market.
NEW_CARDS: list[tuple[DistrictCard, int]] = [
    (DistrictCard(name="Plain Farm", regions=(WHEAT, WOOD, STONE)), 6),
    (DistrictCard(name="Mine Farm", regions=(MineRegion(points=Score(base=3)), MineRegion(points=Score(base=2)),
                                             WHEAT)), 8),
    (DistrictCard(name="Guild Row", regions=(CitizenRegion(citizen="commoner", effect=Effect(gain=Gains(gold=2))),
                                             ANY, WOOD)), 7),
]


@pytest.mark.parametrize(("card", "decisions"), NEW_CARDS, ids=[c.name for c, _ in NEW_CARDS])
async def test_a_new_district_takes_a_tap_per_decision(open_ui: OpenUi, store: Store, card: DistrictCard,
                                                      decisions: int) -> None:
    """The entry moves on to the next region by itself after every kind of region (before, a mine or a citizen in
    region 1 or 2 took a tap back on the next region's tab: 10 taps for Mine Farm, 8 for Guild Row)."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Choose Farmland")
    await ui.click("Confirm")
    steps = [tap("I drew from the district deck (5 left)"), *district(card), tap(f"Put in the market: {card.name}")]
    await play(ui, [s for s in steps if s.kind != "screen"])
    assert store.resume(game_id).game.state.cards[card.name] == card
    assert len(steps) == decisions
