"""The rulebook's "Example Of Taking Cards": three players choosing from the card row in round one."""

from __future__ import annotations

import pytest
from tta_support import Rejecter

from companion.core.game import Game
from companion.tta.actions import EndActionPhase, TakeCard
from companion.tta.kind import offers
from companion.tta.state import Wonder
from companion.words.amounts import amount
from tests.said import msg, said

MOSES = TakeCard(player=0, slot=1, card="Moses")
COLOSSUS = TakeCard(player=1, slot=2, card="Colossus")
ENGINEERING_GENIUS = TakeCard(player=1, slot=3, card="Engineering Genius")
HOMER = TakeCard(player=2, slot=4, card="Homer")
ARISTOTLE = TakeCard(player=2, slot=5, card="Aristotle")
HAMMURABI = TakeCard(player=2, slot=6, card="Hammurabi")
LIBRARY = TakeCard(player=2, slot=7, card="Library of Alexandria")


@pytest.fixture
def third_players_turn(game: Game) -> Game:
    """The example up to the third player's choice."""
    game.apply(MOSES)
    game.apply(COLOSSUS)
    game.apply(ENGINEERING_GENIUS)
    return game


def test_the_starting_player_takes_moses_with_his_only_action(game: Game, reject: Rejecter) -> None:
    reject(game, HAMMURABI.model_copy(update={"player": 0}), "not_enough_civil_actions")
    game.apply(MOSES)
    ann = game.state.players[0]
    assert ann.hand == ["Moses"] and ann.science_points == 1
    assert game.state.current == 1


def test_the_second_player_takes_colossus_and_engineering_genius(game: Game) -> None:
    game.apply(MOSES)
    game.apply(COLOSSUS)
    bea = game.state.players[1]
    assert bea.wonders == [Wonder(name="Colossus")] and bea.civil_available == 1
    added = game.apply(ENGINEERING_GENIUS)
    told = said(added[0]).params  # "... for 1 civil action (0 left); it goes to Bea's hand"
    assert (told["cost"], told["left"], told["where"]) == (
        amount(1, "civil action"), 0, msg("tta.where.hand", name="Bea"))
    assert bea.hand == ["Engineering Genius"] and bea.wonders == [Wonder(name="Colossus", completed=False)]
    assert game.state.current == 2


def test_the_third_player_has_homer_and_aristotle_for_one_action(third_players_turn: Game) -> None:
    one_action = [o.card for o in offers(third_players_turn.state) if o.cost == 1 and o.card]
    assert one_action == ["Homer", "Aristotle"]
    takes = {a.card for a in third_players_turn.legal_actions() if isinstance(a, TakeCard)}
    assert {"Homer", "Aristotle", "Hammurabi", "Library of Alexandria", "Hanging Gardens"} <= takes


def test_hammurabi_anyway_leaves_one_civil_action_unused(third_players_turn: Game) -> None:
    game = third_players_turn
    state = game.state.model_copy(deep=True)
    HAMMURABI.apply(state)
    assert [o.refusal_code for o in offers(state) if o.card in ("Homer", "Aristotle")] == ["leader_same_age"] * 2
    added = game.apply(HAMMURABI)
    assert added[1].action.type == "action_phase_exhausted"
    assert said(added[1]) == ("tta.log.exhausted", {"name": "Cyrus", "actions": amount(1, "civil action")})
    assert game.state.players[2].hand == ["Hammurabi"]
    assert game.is_over


def test_no_player_may_take_more_than_one_age_a_leader(third_players_turn: Game, reject: Rejecter) -> None:
    game = third_players_turn
    game.apply(ARISTOTLE)
    reject(game, HAMMURABI, "leader_same_age")
    reject(game, HOMER, "leader_same_age")


def test_or_aristotle_into_hand_and_the_library_as_unfinished_wonder(third_players_turn: Game) -> None:
    game = third_players_turn
    game.apply(ARISTOTLE)
    game.apply(LIBRARY)
    cyrus = game.state.players[2]
    assert cyrus.hand == ["Aristotle"] and cyrus.wonders == [Wonder(name="Library of Alexandria")]
    assert game.is_over


def test_or_a_card_that_costs_three_actions(third_players_turn: Game) -> None:
    game = third_players_turn
    game.apply(TakeCard(player=2, slot=11, card="Julius Caesar"))
    assert game.state.players[2].hand == ["Julius Caesar"] and game.is_over


def test_the_whole_example_round(game: Game) -> None:
    for action in (MOSES, COLOSSUS, ENGINEERING_GENIUS, ARISTOTLE):
        game.apply(action)
    game.apply(EndActionPhase(player=2))
    assert game.is_over
    assert [p.hand for p in game.state.players] == [["Moses"], ["Engineering Genius"], ["Aristotle"]]
    assert [len(p.wonders) for p in game.state.players] == [0, 1, 0]
    assert game.state.card_row[:5] == [None, None, None, "Homer", None]
    assert all((p.science_points, p.culture_points, p.blue_bank) == (1, 0, 12) for p in game.state.players)
