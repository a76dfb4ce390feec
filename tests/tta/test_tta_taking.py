"""Taking cards from the card row: costs, leaders, wonders, turns; every refusal has its code and changes nothing."""

from __future__ import annotations

import pytest
from tta_support import Rejecter

from companion.core.action import Correction
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.tta.actions import ActionPhaseExhausted, EndActionPhase, EndOfTurnStep, PassTurn, TakeCard, explain
from companion.tta.kind import KIND, decision, offers
from companion.tta.rules import first_round
from companion.tta.state import Wonder
from companion.words import english
from companion.words.amounts import amount
from tests.said import assert_refused, codes, message_of, msg

said = english()


def end_turns(game: Game, count: int) -> None:
    """Let the next ``count`` players end their action phase without taking anything."""
    for _ in range(count):
        game.apply(EndActionPhase(player=game.state.current))


def test_a_leader_goes_to_hand_the_slot_empties_and_actions_are_spent(game: Game) -> None:
    added = game.apply(TakeCard(player=0, slot=1, card="Moses"))
    assert codes(added[0]) == ("tta.log.take(name='Ann', card='Moses', kind=tta.kind.leader, slot=1, "
                               "cost=amount.civil_action(n=1), left=0, where=tta.where.hand(name='Ann'))")
    ann = game.state.players[0]
    assert ann.hand == ["Moses"] and ann.leader_ages == ["A"]
    assert (ann.civil_available, ann.civil_spent) == (4, 0), "the end of turn has reset Ann's actions"
    assert codes(game.entries[1]) == "tta.log.exhausted_none(name='Ann')"
    assert game.state.card_row[0] is None
    assert game.state.current == 1


def test_spent_actions_are_beside_the_board_until_the_end_of_turn(game: Game) -> None:
    end_turns(game, 1)
    game.apply(TakeCard(player=1, slot=4, card="Homer"))
    bea = game.state.players[1]
    assert (bea.civil_available, bea.civil_spent, bea.civil_unavailable) == (1, 1, 2)


def test_a_wonder_goes_into_play_unfinished_and_an_action_card_to_hand(game: Game) -> None:
    end_turns(game, 1)
    game.apply(TakeCard(player=1, slot=2, card="Colossus"))
    game.apply(TakeCard(player=1, slot=3, card="Engineering Genius"))
    bea = game.state.players[1]
    assert bea.wonders == [Wonder(name="Colossus", completed=False)]
    assert bea.hand == ["Engineering Genius"] and bea.leader_ages == []
    taken = next(e for e in game.entries if e.action == TakeCard(player=1, slot=2, card="Colossus"))
    told = message_of(taken).params
    assert (told["left"], told["where"]) == (1, msg("tta.where.wonder"))  # "(1 left); it goes into play as ..."


def test_a_card_costs_what_its_slot_shows(game: Game, reject: Rejecter) -> None:
    error = reject(game, TakeCard(player=0, slot=6, card="Hammurabi"), "not_enough_civil_actions")
    assert_refused(error, "not_enough_civil_actions",
                   card="Hammurabi", cost=amount(2, "civil action"), why=None, left=1)
    end_turns(game, 1)
    reject(game, TakeCard(player=1, slot=13, card="Cultural Heritage"), "not_enough_civil_actions")
    end_turns(game, 1)
    game.apply(TakeCard(player=2, slot=10, card="Hanging Gardens"))
    assert game.state.players[2].civil_spent == 0 and game.state.players[2].wonders[0].name == "Hanging Gardens"


def test_no_two_leaders_from_the_same_age(game: Game, reject: Rejecter) -> None:
    end_turns(game, 2)
    game.apply(TakeCard(player=2, slot=5, card="Aristotle"))
    error = reject(game, TakeCard(player=2, slot=6, card="Hammurabi"), "leader_same_age")
    assert_refused(error, "leader_same_age", name="Cyrus", age="A")


def test_an_age_a_leader_once_ever_even_when_it_left_the_hand(game: Game, reject: Rejecter) -> None:
    end_turns(game, 2)
    game.apply(TakeCard(player=2, slot=4, card="Homer"))
    game.apply(Correction(path="players.2.hand", value=[], reason="Homer was discarded"))
    reject(game, TakeCard(player=2, slot=5, card="Aristotle"), "leader_same_age")


def test_only_one_unfinished_wonder(game: Game, reject: Rejecter) -> None:
    end_turns(game, 2)
    game.apply(TakeCard(player=2, slot=2, card="Colossus"))
    error = reject(game, TakeCard(player=2, slot=7, card="Library of Alexandria"), "unfinished_wonder")
    assert_refused(error, "unfinished_wonder", name="Cyrus", wonder="Colossus")


def test_a_wonder_costs_one_more_action_per_completed_wonder(game: Game, reject: Rejecter) -> None:
    built = [{"name": "Pyramids", "completed": True}]
    game.apply(Correction(path="players.0.wonders", value=built, reason="teaching a later round"))
    error = reject(game, TakeCard(player=0, slot=2, card="Colossus"), "not_enough_civil_actions")
    assert_refused(error, "not_enough_civil_actions",
                   card="Colossus", cost=amount(2, "civil action"),
                   why=msg("tta.cost_why", slot=2, slot_cost=1, built=1), left=1)
    assert offers(game.state)[1].cost == 2 and offers(game.state)[0].cost == 1
    game.apply(Correction(path="players.0.civil_available", value=2, reason="teaching a later round"))
    game.apply(TakeCard(player=0, slot=2, card="Colossus"))
    assert game.state.players[0].unfinished_wonder() == "Colossus"
    assert game.state.players[0].completed_wonders() == 1


def test_slots_must_exist_hold_a_card_and_hold_the_named_card(game: Game, reject: Rejecter) -> None:
    for slot in (0, 14):
        error = reject(game, TakeCard(player=0, slot=slot, card="Moses"), "no_such_slot_tta")
        assert_refused(error, "no_such_slot_tta", slots=13, slot=slot)
    error = reject(game, TakeCard(player=0, slot=2, card="Moses"), "card_not_in_slot")
    assert_refused(error, "card_not_in_slot", slot=2, present="Colossus", card="Moses")
    game.apply(TakeCard(player=0, slot=1, card="Moses"))
    error = reject(game, TakeCard(player=1, slot=1, card="Moses"), "slot_empty")
    assert_refused(error, "slot_empty", slot=1)


def test_only_the_current_player_acts_and_only_during_round_one(game: Game, reject: Rejecter) -> None:
    error = reject(game, TakeCard(player=1, slot=1, card="Moses"), "not_your_turn_tta")
    assert_refused(error, "not_your_turn_tta", current="Ann", player="Bea")
    reject(game, EndActionPhase(player=2), "not_your_turn_tta")
    error = reject(game, EndActionPhase(player=3), "unknown_player")
    assert_refused(error, "unknown_player", count=3, last=2, seat=3)
    end_turns(game, 3)
    assert game.is_over and game.legal_actions() == [] and decision(game.state) is None
    reject(game, TakeCard(player=0, slot=2, card="Colossus"), "round_over")
    reject(game, EndActionPhase(player=2), "round_over")


def test_end_of_turn_steps_cannot_be_entered_by_hand(game: Game, reject: Rejecter) -> None:
    reject(game, EndOfTurnStep(player=0, step="reset_actions"), "automatic_only")
    reject(game, PassTurn(player=0, next_player=1), "automatic_only")


def test_automatic_steps_check_their_place_in_the_sequence(game: Game) -> None:
    state = game.state.model_copy(deep=True)
    with pytest.raises(RuleError) as info:
        EndOfTurnStep(player=0, step="discard_military").verify(state)
    assert info.value.code == "wrong_phase_tta"
    with pytest.raises(RuleError) as info:
        ActionPhaseExhausted(player=0).verify(state)
    assert_refused(info, "cards_still_takeable", name="Ann", cards=amount(5, "card"))
    state.phase = "end_of_turn"
    with pytest.raises(RuleError) as info:
        EndOfTurnStep(player=0, step="reset_actions").verify(state)
    assert_refused(info, "wrong_step", due="discard_military", step="reset_actions")
    with pytest.raises(RuleError) as info:
        PassTurn(player=0, next_player=1).verify(state)
    assert info.value.code == "end_of_turn_unfinished"
    state.step = len(first_round().end_of_turn)
    with pytest.raises(RuleError) as info:
        PassTurn(player=0, next_player=2).verify(state)
    assert_refused(info, "wrong_next_player", seat=0, due=1, following=2)
    PassTurn(player=0, next_player=1).verify(state)


def test_ending_the_action_phase_early_leaves_actions_unused(game: Game) -> None:
    end_turns(game, 1)
    game.apply(TakeCard(player=1, slot=4, card="Homer"))
    added = game.apply(EndActionPhase(player=1))
    assert codes(added[0]) == "tta.log.end_action_phase(name='Bea', actions=amount.civil_action(n=1))"
    assert game.state.current == 2


def test_the_action_phase_ends_by_itself_when_no_card_may_be_taken(game: Game) -> None:
    added = game.apply(TakeCard(player=0, slot=1, card="Moses"))
    assert codes(added[1]) == "tta.log.exhausted_none(name='Ann')"
    game.apply(TakeCard(player=1, slot=2, card="Colossus"))
    game.apply(TakeCard(player=1, slot=3, card="Engineering Genius"))
    added = game.apply(TakeCard(player=2, slot=6, card="Hammurabi"))
    assert game.is_over
    assert added[1].auto and added[1].action.type == "action_phase_exhausted"
    assert codes(added[1]) == "tta.log.exhausted(name='Cyrus', actions=amount.civil_action(n=1))"


def test_legal_actions_are_the_takeable_cards_then_ending(game: Game) -> None:
    assert game.legal_actions() == [
        TakeCard(player=0, slot=1, card="Moses"),
        TakeCard(player=0, slot=2, card="Colossus"),
        TakeCard(player=0, slot=3, card="Engineering Genius"),
        TakeCard(player=0, slot=4, card="Homer"),
        TakeCard(player=0, slot=5, card="Aristotle"),
        EndActionPhase(player=0),
    ]
    end_turns(game, 1)
    assert [a.slot for a in game.legal_actions() if isinstance(a, TakeCard)] == list(range(1, 10))
    assert all(game.can(a) for a in game.legal_actions())


def test_offers_show_cost_and_refusal_for_every_slot(game: Game) -> None:
    game.apply(TakeCard(player=0, slot=1, card="Moses"))
    rows = offers(game.state)
    assert rows[0].card is None and not rows[0].takeable
    assert (rows[1].card, rows[1].kind, rows[1].cost, rows[1].takeable) == ("Colossus", "wonder", 1, True)
    assert (rows[12].cost, rows[12].refusal_code) == (3, "not_enough_civil_actions")
    assert codes(rows[12].refusal) == ("not_enough_civil_actions(card='Cultural Heritage', "
                                       "cost=amount.civil_action(n=3), left=2)")


def test_the_pending_decision_carries_the_rulebook_explanation(game: Game) -> None:
    pending = decision(game.state)
    assert pending is not None and pending.player == 0
    assert codes(pending.prompt) == "tta.prompt.action_phase(name='Ann', actions=amount.civil_action(n=1))"
    assert said(pending.explanation) == first_round().teaching["action_phase"]
    assert pending.actions == KIND.legal_actions(game.state)


def test_every_move_explains_itself_from_the_rulebook(game: Game) -> None:
    teaching = first_round().teaching
    assert said(explain(TakeCard(player=0, slot=1, card="Moses"))) == teaching["take_leader"]
    assert said(explain(TakeCard(player=0, slot=2, card="Colossus"))) == teaching["take_wonder"]
    assert said(explain(TakeCard(player=0, slot=3, card="Engineering Genius"))) == teaching["take_action"]
    assert said(explain(EndActionPhase(player=0))) == teaching["end_action_phase"]
    assert said(explain(PassTurn(player=2, next_player=None))) == teaching["round_over"]
    assert explain(Correction(path="current", value=0, reason="x")) is None
    assert "only 1 unfinished wonder" in teaching["take_wonder"]
