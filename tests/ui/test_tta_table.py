"""The Through the Ages first-round table over a real Flet session: the rulebook's three-player example row, and a
row dealt by a seed played by taps on a tablet in the dark theme (the browser plays it at phone size)."""

from __future__ import annotations

import flet as ft
import pytest

from companion.core.game import Game
from companion.store import Store
from companion.tta.actions import TakeCard
from companion.tta.kind import KIND
from companion.tta.rules import first_round
from companion.tta.state import TtaSetup
from tests.said import codes, in_english
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi, mount_score
from tests.ui.reading import assert_all_labelled
from tests.ui.tapping import open_tta_form
from tests.ui.tta_games import EXAMPLE_ROW, NAMES, new_round, take_label

STEPS = len(first_round().end_of_turn)
#: The seed that deals the card row of the round played from the New game form.
SEED = 7


def saved_entries(store: Store, game_id: str) -> int:
    return len(store.resume(game_id).game.entries)


async def test_the_card_row_shows_costs_and_the_engines_refusals(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_round(store)
    ui = await open_ui(f"/game/{game_id}")
    assert_all_labelled(ui)
    assert ui.by_identifier("tta-civil-left").label == "Civil actions left: 1"
    assert "Rulebook: The game starts in Antiquity" in ui.by_identifier("tta-teaching-setup").label
    teaching = ui.by_identifier("tta-teaching").label
    prompt = heard.coded("tta.prompt.action_phase")[-1]
    assert codes(prompt) == "tta.prompt.action_phase(name='Ann', actions=amount.civil_action(n=1))"
    assert teaching.startswith(in_english(prompt)) and "Rulebook: For the first round" in teaching
    assert not ui.find("Ann takes Moses from slot 1 (1 civil action)").disabled
    hammurabi = ui.find("Ann takes Hammurabi from slot 6 (2 civil actions)")
    assert hammurabi.disabled
    tile = text_of(ui.by_identifier("tta-slot-6"))
    assert codes(heard.within(tile)) == (
        "not_enough_civil_actions(card='Hammurabi', cost=amount.civil_action(n=2), left=1)")
    assert "Slot 10 · costs 3 civil actions" in text_of(ui.by_identifier("tta-slot-10"))


async def test_taking_a_card_is_saved_and_the_end_of_turn_is_explained_step_by_step(
    open_ui: OpenUi, store: Store, heard: Heard
) -> None:
    game_id = new_round(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Ann takes Moses from slot 1 (1 civil action)")
    game = store.resume(game_id).game
    assert game.state.players[0].hand == ["Moses"] and game.state.current == 1
    taken = heard.within(ui.by_identifier("last-move").label)
    assert codes(taken) == ("tta.log.take(name='Ann', card='Moses', kind=tta.kind.leader, slot=1, "
                            "cost=amount.civil_action(n=1), left=0, where=tta.where.hand(name='Ann'))")
    assert ui.by_identifier("last-move").label == f"Saved: {in_english(taken)}"
    assert ui.find("Undo Ann's taken card") is not None
    sequence = ui.by_identifier("tta-end-of-turn")
    assert "End of Ann's turn: step 1 of" in text_of(sequence)
    await ui.click("Next end-of-turn step")
    shown = text_of(ui.by_identifier("tta-end-of-turn"))
    assert "step 2 of" in shown and "Rulebook: To take a card you must pay" in shown
    assert "1. Ann takes Moses" not in shown  # one step at a time
    await ui.click("Show every end-of-turn step")
    shown = text_of(ui.by_identifier("tta-end-of-turn"))
    scores, = heard.coded("tta.log.scores")
    assert codes(scores) == ("tta.log.scores(name='Ann', science=tta.points.science_move(before=0, after=1, rating=1), "
                             "culture=tta.points.culture_stay(before=0, rating=0))")
    food, resources = heard.coded("tta.log.produces")
    assert codes(food) == ("tta.log.produces(name='Ann', amount=amount.food(n=2), tokens=amount.blue_token(n=2), "
                           "before=16, after=14, onto=[tta.log.onto(count=2, technology='Agriculture')])")
    assert codes(resources) == ("tta.log.produces(name='Ann', amount=amount.resource(n=2), "
                                "tokens=amount.blue_token(n=2), before=14, after=12, "
                                "onto=[tta.log.onto(count=2, technology='Bronze')])")
    assert all(in_english(entry) in shown for entry in (scores, food, resources))
    assert "Rulebook: Put all your white and red tokens on your Despotism card" in shown
    assert ui.find_all("Next end-of-turn step") == []
    assert "1. Ann takes Moses" in shown
    await ui.click("Hide the end-of-turn steps")
    folded = text_of(ui.by_identifier("tta-end-of-turn"))  # the take, the phase's end, the steps, the turn's end
    assert folded == f"End of Ann's turn: {STEPS + 3} steps, done automatically\nShow the end-of-turn steps"
    await ui.click("Show the end-of-turn steps")
    assert in_english(food) in text_of(ui.by_identifier("tta-end-of-turn"))
    assert ui.by_identifier("tta-p0-science").label.startswith("Science points: 1")
    assert ui.by_identifier("tta-p0-civil").label == "Civil actions: 4"
    board = text_of(ui.by_identifier("player-0"))
    assert "Technologies: Agriculture: 2 workers, 2 blue, Bronze: 2 workers, 2 blue, Philosophy: 1 worker" in board
    assert "blue bank 12" in board
    assert not ui.find("Bea takes Colossus from slot 2 (1 civil action)").disabled
    assert "Taken" in text_of(ui.by_identifier("tta-slot-1"))


async def test_a_wonder_blocks_a_second_wonder_with_the_reason_beside_it(open_ui: OpenUi, store: Store,
                                                                         heard: Heard) -> None:
    game_id = new_round(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Ann takes Moses from slot 1 (1 civil action)")
    await ui.click("Bea takes Colossus from slot 2 (1 civil action)")
    assert ui.find("Bea takes Pyramids from slot 8 (2 civil actions)").disabled
    tile = text_of(ui.by_identifier("tta-slot-8"))
    assert codes(heard.within(tile)) == "unfinished_wonder(name='Bea', wonder='Colossus')"
    assert "Wonders: Colossus (unfinished)" in text_of(ui.by_identifier("player-1"))
    await ui.click("End Bea's action phase")
    assert store.resume(game_id).game.state.current == 2
    assert ui.find("Undo Bea's end of turn") is not None
    assert "End of Bea's turn" in text_of(ui.by_identifier("tta-end-of-turn"))


async def test_a_whole_round_ends_on_the_summary_and_undo_goes_back(open_ui: OpenUi, store: Store) -> None:
    game_id = new_round(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    await ui.click("Ann takes Moses from slot 1 (1 civil action)")
    await ui.click("Bea takes Colossus from slot 2 (1 civil action)")
    await ui.click("End Bea's action phase")
    await ui.click("Cyrus takes Aristotle from slot 5 (1 civil action)")
    await ui.click("Cyrus takes Library of Alexandria from slot 7 (2 civil actions)")
    assert store.resume(game_id).game.is_over
    assert_all_labelled(ui)
    text = ui.text()
    assert "Round one is over" in text and "End of Cyrus's turn" in text
    assert "Rulebook: Each player takes one turn" in ui.by_identifier("tta-round-over").label
    for seat in range(3):
        assert ui.by_identifier(f"tta-p{seat}-science").label.startswith("Science points: 1")
    assert "Wonders: Library of Alexandria (unfinished)" in text_of(ui.by_identifier("player-2"))
    await ui.click("Undo Cyrus's taken card")
    assert not store.resume(game_id).game.is_over
    assert ui.find("Cyrus takes Library of Alexandria from slot 7 (2 civil actions)") is not None


@pytest.mark.parametrize("size", [(390, 844), (1024, 768)])
async def test_dark_theme_and_both_sizes_keep_every_control_labelled(
    open_ui: OpenUi, store: Store, size: tuple[int, int]
) -> None:
    game_id = new_round(store)
    ui = await open_ui(f"/game/{game_id}", width=size[0], height=size[1])
    await ui.click("Use the dark theme")
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    assert_all_labelled(ui)
    takes = [label for label in ui.labels() if " takes " in label]
    assert len(takes) == len(EXAMPLE_ROW)
    assert saved_entries(store, game_id) == 0


async def test_the_registered_score_screen_shows_every_board_while_the_round_is_played(store: Store) -> None:
    game_id = new_round(store)
    ui = await mount_score(store, game_id)
    try:
        assert "Round one is still being played; every board so far:" in ui.text()
        assert ui.by_identifier("tta-p2-civil").label == "Civil actions: 3"
    finally:
        ui.close()


async def play_turn(ui: UiSession, twin: Game, takes: int, step_through: bool) -> None:
    """The current player takes up to ``takes`` cards (cheapest legal first), ending the action phase if needed; the
    end of the turn is then shown step by step (``step_through``: one step first) and folded again."""
    seat = twin.state.current
    name = twin.state.players[seat].name
    assert not ui.find(f"End {name}'s action phase").disabled
    first = next(a for a in twin.legal_actions() if isinstance(a, TakeCard))
    assert not ui.find(take_label(twin, first)).disabled
    for _ in range(takes):
        legal = [a for a in twin.legal_actions() if isinstance(a, TakeCard)]
        if not legal or twin.state.current != seat:
            break
        await ui.click(take_label(twin, legal[0]))
        twin.apply(legal[0])
    if twin.state.current == seat and not twin.is_over:
        await ui.click(f"End {name}'s action phase")
        twin.apply(twin.legal_actions()[-1])
        undo = f"Undo {name}'s end of turn"
    else:
        undo = f"Undo {name}'s taken card"
    assert not ui.find(undo).disabled
    if step_through:
        await ui.click("Next end-of-turn step")
    await ui.click("Show every end-of-turn step")
    shown = text_of(ui.by_identifier("tta-end-of-turn"))
    assert f"{name} scores science points 0 to 1 (science rating 1)" in shown and "Rulebook:" in shown
    assert "Put all your white and red tokens on your Despotism card" in shown
    if not twin.is_over:  # the table has done it: folded, so the next player's cards come up
        await ui.click("Hide the end-of-turn steps")


async def test_a_round_dealt_by_a_seed_is_played_by_taps_on_a_tablet_in_the_dark(open_ui: OpenUi,
                                                                                store: Store) -> None:
    ui = await open_tta_form(open_ui, width=1024, height=768)
    await ui.click("Use the dark theme")
    await ui.fill("Deal the card row (seed)", str(SEED))
    await ui.click("Start the game")
    game_id = ui.route.removeprefix("/game/")
    twin = Game(KIND, TtaSetup.of(NAMES, None, deal_seed=SEED))
    assert store.resume(game_id).game.state == twin.state, "the row the seed deals"
    assert ui.by_identifier("tta-teaching") is not None
    for takes, step_through in ((1, True), (1, False), (2, False)):
        await play_turn(ui, twin, takes, step_through)
    assert twin.is_over and store.resume(game_id).game.state == twin.state
    assert "Round one is over" in ui.text()
    await ui.click("Log")
    assert ui.route == f"/game/{game_id}/log" and not ui.find("Undo").disabled
    assert ui.page.theme_mode == ft.ThemeMode.DARK
