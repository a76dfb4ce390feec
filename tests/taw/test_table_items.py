"""What to do on the table, as items: one short thing each, with its symbol, its players and its step, in the
rulebook's order; every move says what to move once it is applied; the step texts are rules data, validated."""

from __future__ import annotations

import json
from typing import get_args

import pytest
from phases_support import action, new_game, pass_round
from taw_moves_support import play, table

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard
from companion.taw.guide import guide
from companion.taw.moves import legal_actions as legal_moves
from companion.taw.moves.base import Move
from companion.taw.moves.board_actions import PlaceBuild, PlaceExpand, PlaceExplore, PlaceLearn, PlaceRecruit
from companion.taw.moves.storing import ExploreChoice
from companion.taw.phases.rules import TABLE_TEXTS, PhaseRules, phase_rules
from companion.taw.state import NoteIcon, State, TableStep
from companion.ui.icons import SYMBOLS
from companion.words import english
from tests.said import codes


def _items(state: State) -> list[tuple[str, str, list[int], str]]:
    """Each table note: what it says in codes and values, its icon, its players and its step."""
    return [(codes(n.text), n.icon, n.players, n.step) for n in state.table_notes]


def test_every_icon_the_engine_can_give_is_a_symbol_the_screen_draws() -> None:
    """A note's icon must be one of NoteIcon (pydantic refuses any other), and each of those is a drawn symbol."""
    assert set(get_args(NoteIcon)) <= set(SYMBOLS)
    used = {text.icon for texts in phase_rules().table.values() for text in texts.values()}
    assert used <= set(get_args(NoteIcon))


def test_the_steps_of_the_table_notes_are_the_guides_steps_in_the_rulebooks_order() -> None:
    assert get_args(TableStep) == tuple(step.id for step in guide().steps)


def test_an_end_of_round_without_decisions_is_one_item_per_player_and_thing_in_the_rulebooks_order() -> None:
    """Collect Income (each player in turn order), Reset the Board (ambrosia, citizens back, the token), then the
    next round's Prepare; nothing for the steps with nothing to do (no titan to confront, everyone fed)."""
    game = new_game(3)
    state = game.state
    for player in state.players:
        player.threat = None
    game.apply(action({"type": "place_labor", "player": 0, "skill": 1}))
    game.apply(action({"type": "place_rebuild", "player": 1, "skill": 1}))
    pass_round(game)
    assert _items(state) == [
        ("taw.table.collect_income.take(name='Tom', gains=amount.coin(n=5))", "income", [1], "collect_income"),
        ("taw.table.collect_income.take(name='Miriam', gains=amount.coin(n=5))", "income", [2], "collect_income"),
        ("taw.table.collect_income.take(name='Tim', gains=amount.coin(n=5))", "income", [0], "collect_income"),
        ("taw.table.reset_board.refill(spaces=taw.list.commas(items=[ancient_world/board:spaces.labor.label, "
         "ancient_world/board:spaces.build.label, ancient_world/board:spaces.draft.label, "
         "ancient_world/board:spaces.expand.label, ancient_world/board:spaces.learn.label, "
         "ancient_world/board:spaces.rebuild.label, ancient_world/board:spaces.recruit.label]))",
         "ambrosia", [], "reset_board"),
        ("taw.table.reset_board.citizens(name='Tom', citizens=taw.citizens(n=1, skills=1))",
         "citizen", [1], "reset_board"),
        ("taw.table.reset_board.citizens(name='Tim', citizens=taw.citizens(n=1, skills=1))",
         "citizen", [0], "reset_board"),
        ("taw.table.reset_board.token(name='Tom')", "citizen", [1], "reset_board"),
        ("taw.table.prepare_round.reveal(space=ancient_world/board:spaces.explore.label, ambrosia=1)",
         "ambrosia", [], "prepare_round"),
        ("taw.table.prepare_refresh.empire_row(count=5, deck='A')", "card_action", [], "prepare_refresh"),
        ("taw.table.prepare_refresh.military_row(count=3)", "sword", [], "prepare_refresh"),
    ]
    assert [d.kind for d in state.pending] == ["draw_titan"] * 3


def test_each_board_action_says_what_to_move_with_the_numbers_of_its_plan() -> None:
    state = table(3, round=2)
    state.spaces["learn"].ambrosia = 1
    play(state, PlaceLearn(player=0, skill=1))
    assert _items(state) == [
        ("taw.note.tell(name='Ann', thing=taw.table.place_citizen(skill=1, "
         "where=ancient_world/board:spaces.learn.label))", "citizen", [0], "actions"),
        ("taw.note.tell(name='Ann', thing=taw.table.take_ambrosia(ambrosia=amount.ambrosia(n=1), "
         "space=ancient_world/board:spaces.learn.label))", "ambrosia", [0], "actions"),
        ("taw.note.tell(name='Ann', thing=taw.table.pay(cost=[amount.coin(n=3)]))", "coin", [0], "actions"),
        ("taw.note.tell(name='Ann', thing=taw.table.take(gain=[amount.knowledge(n=1)]))", "knowledge", [0], "actions"),
    ]
    tea_house = EmpireCard(name="Tea House", cost_coins=4, gain_knowledge=1, income_coins=1, capacity=1)
    play(state, PlaceBuild(player=1, skill=1, card=tea_house))
    assert [codes(n.text) for n in state.table_notes] == [
        ("taw.note.tell(name='Bob', thing=taw.table.place_citizen(skill=1, "
         "where=ancient_world/board:spaces.build.label))"),
        "taw.note.tell(name='Bob', thing=taw.table.pay(cost=[amount.coin(n=4)]))",
        "taw.note.tell(name='Bob', thing=taw.table.build_from_row(card=taw.card.named(name='Tea House')))",
        "taw.note.tell(name='Bob', thing=taw.table.take(gain=[amount.knowledge(n=1)]))",
        "taw.note.tell(name='Bob', thing=taw.note.capacity_cube(n=5))",
        "taw.note.tell(name='Bob', thing=taw.note.income_cube(n=6))"]
    militia = state.players[2].armies[1]
    militia.coins_picture = 2
    play(state, PlaceRecruit(player=2, skill=1, card=MilitaryCard(name="Hoplites", cost_coins=1), retire=militia.uid))
    assert [codes(n.text) for n in state.table_notes] == [
        ("taw.note.tell(name='Cleo', thing=taw.table.place_citizen(skill=1, "
         "where=ancient_world/board:spaces.recruit.label))"),
        "taw.note.tell(name='Cleo', thing=taw.table.pay(cost=[amount.coin(n=1)]))",
        ("taw.note.tell(name='Cleo', thing=taw.table.retire_coins(army=taw.card.named(name='Militia'), "
         "coins=amount.coin(n=2), card=taw.card.named(name='Hoplites')))")]
    play(state, PlaceExpand(player=0, skill=2, pay_with="knowledge", district=DistrictCard(name="Hill Town")))
    assert [codes(n.text) for n in state.table_notes] == [
        ("taw.note.tell(name='Ann', thing=taw.table.place_citizen(skill=2, "
         "where=ancient_world/board:spaces.expand.label))"),
        ("taw.note.tell(name='Ann', thing=taw.table.take_ambrosia(ambrosia=amount.ambrosia(n=1), "
         "space=ancient_world/board:spaces.expand.label))"),
        "taw.note.tell(name='Ann', thing=taw.table.pay(cost=[amount.knowledge(n=1)]))",
        "taw.note.tell(name='Ann', thing=taw.table.keep_district(district=taw.card.named(name='Hill Town')))",
        "taw.note.tell(name='Ann', thing=taw.table.districts_back_others(n=2))"]
    play(state, PlaceExplore(player=1, skill=2, choice=ExploreChoice(card=EmpireCard(name="Inn"), source="row")))
    assert [codes(n.text) for n in state.table_notes] == [
        ("taw.note.tell(name='Bob', thing=taw.table.place_citizen(skill=2, "
         "where=ancient_world/board:spaces.explore.label))"),
        "taw.note.tell(name='Bob', thing=taw.table.store_row(card=taw.card.named(name='Inn')))"]


def test_every_legal_move_says_what_to_move_for_its_player_only() -> None:
    """Each legal move of the current player in a varied round (Pass aside: nothing moves) adds table items, all
    for that player and at the actions step, each worded short."""
    for seat in range(3):
        state = table(3, round=3)
        state.current = seat
        state.players[seat].ambrosia = 6
        state.players[seat].coins = 9
        for move in legal_moves(state):
            assert isinstance(move, Move)
            copy = state.model_copy(deep=True)
            play(copy, move)
            items = copy.table_notes
            assert items or move.type == "pass", move
            assert all(n.players == [seat] and n.step == "actions" and len(english()(n.text)) <= 90
                       for n in items), items


def test_the_table_texts_are_validated_naming_the_text() -> None:
    raw = json.loads(read_text("ancient_world/phases.json"))
    assert {step: set(texts) for step, texts in raw["table"].items()} == {
        step: set(keys) for step, keys in TABLE_TEXTS.items()}
    raw["table"]["collect_income"]["take"]["text"] = "{name}: take {coins}"
    with pytest.raises(DataError, match=r"table\.collect_income\.take: unknown placeholder coins "
                                        r"\(allowed: \{gains\}, \{name\}\)"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
    del raw["table"]["collect_income"]["take"]
    with pytest.raises(DataError, match=r"table\.collect_income\.take: missing"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
    raw = json.loads(read_text("ancient_world/phases.json"))
    raw["table"]["reset_board"]["nap"] = {"text": "Everyone naps", "icon": "citizen"}
    with pytest.raises(DataError, match=r"table\.reset_board\.nap: not a text the engine says"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
    raw = json.loads(read_text("ancient_world/phases.json"))
    raw["table"]["reset_board"]["refill"]["icon"] = "teapot"
    with pytest.raises(DataError, match=r"table\.reset_board\.refill\.icon"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
