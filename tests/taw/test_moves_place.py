"""Placing a citizen: turn checks, the higher-skill coin, +1 skill, ambrosia pick-up, not performing,
using a placed citizen again, spaces that open later (Place Citizen, Ambrosia Abilities)."""

from __future__ import annotations

from taw_moves_support import did, play, rejects, table

from companion.taw.moves.board_actions import PlaceDraft, PlaceExpand, PlaceExplore, PlaceGrow, PlaceLabor, PlaceLearn
from companion.taw.state import ConfrontDecision, Placement
from companion.words.amounts import amount
from tests.said import assert_refused, codes, msg


def test_placing_performs_the_action_and_passes_the_turn() -> None:
    state = table()
    text = play(state, PlaceLabor(player=0, skill=3))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=3, "
                           "where=ancient_world/board:spaces.labor.label), taw.did.gained(gain=[amount.coin(n=2)])])")
    ann = state.players[0]
    assert ann.coins == 8
    assert ann.citizens[2].where == "placed" and ann.citizens[2].space == "labor"
    assert state.spaces["labor"].citizens == [Placement(player=0, skill=3)]
    assert state.current == 1


def test_one_coin_over_a_higher_skill_citizen_even_your_own() -> None:
    state = table()
    play(state, PlaceLabor(player=0, skill=3))
    text = play(state, PlaceLabor(player=1, skill=1))
    assert codes(text) == ("taw.move(who='Bob', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.labor.label, "
                           "fee=taw.did.placed_fee(fee=amount.coin(n=1), owner='Ann', skill=3)), "
                           "taw.did.gained(gain=[amount.coin(n=2)])])")
    assert state.players[1].coins == 7 - 1 + 2
    text = play(state, PlaceLabor(player=0, skill=2))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=2, "
                           "where=ancient_world/board:spaces.labor.label, "
                           "fee=taw.did.placed_fee_own(fee=amount.coin(n=1), skill=3)), "
                           "taw.did.gained(gain=[amount.coin(n=2)])])")
    assert state.players[0].coins == 8 - 1 + 2
    play(state, PlaceLabor(player=1, skill=3))
    assert state.players[1].coins == 8 + 2


def test_costly_placement_pays_the_difference_in_skill() -> None:
    state = table(costly_placement=True)
    play(state, PlaceLabor(player=0, skill=3))
    text = play(state, PlaceLabor(player=1, skill=1))
    assert did(text)[0] == ("taw.did.placed(skill=1, where=ancient_world/board:spaces.labor.label, "
                            "fee=taw.did.placed_fee(fee=amount.coin(n=2), owner='Ann', skill=3))")
    assert state.players[1].coins == 7 - 2 + 2


def test_a_citizen_that_cannot_pay_the_coin_cannot_be_placed() -> None:
    state = table()
    play(state, PlaceLabor(player=0, skill=3))
    state.players[1].coins = 0
    error = rejects(state, PlaceLabor(player=1, skill=1), "not_enough_coins")
    assert (error.msg.params["cost"], error.msg.params["has"]) == (amount(1, "coin"), amount(0, "coin"))


def test_ambrosia_adds_skill_while_placing_only() -> None:
    state = table()
    play(state, PlaceLabor(player=0, skill=3))
    state.players[1].ambrosia = 2
    text = play(state, PlaceLabor(player=1, skill=1, boost=2))
    assert codes(text) == ("taw.move(who='Bob', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.labor.label, boost=taw.did.placed_boost(skill=3, "
                           "cost=amount.ambrosia(n=2))), taw.did.gained(gain=[amount.coin(n=2)])])")
    bob = state.players[1]
    assert (bob.coins, bob.ambrosia) == (9, 0)
    assert state.spaces["labor"].citizens[-1] == Placement(player=1, skill=1)
    state.current = 1
    rejects(state, PlaceLabor(player=1, skill=2, boost=1), "not_enough_ambrosia")


def test_the_rulebook_sentence_and_ambrosia_taken_on_the_space() -> None:
    state = table()
    state.spaces["learn"].citizens = [Placement(player=1, skill=3)]
    state.players[1].citizens[2].where, state.players[1].citizens[2].space = "placed", "learn"
    text = play(state, PlaceLearn(player=0, skill=2))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=2, "
                           "where=ancient_world/board:spaces.learn.label, "
                           "fee=taw.did.placed_fee(fee=amount.coin(n=1), owner='Bob', skill=3)), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.paid(cost=[amount.coin(n=3)]), taw.did.gained(gain=[amount.knowledge(n=1)])])")
    ann = state.players[0]
    assert (ann.coins, ann.knowledge, ann.ambrosia) == (2, 1, 1)
    assert state.spaces["learn"].ambrosia == 0


def test_ambrosia_taken_can_pay_in_the_same_action() -> None:
    state = table()
    ann = state.players[0]
    ann.coins, ann.ambrosia = 2, 1
    rejects(state, PlaceLearn(player=0, skill=1), "not_enough_coins")
    text = play(state, PlaceLearn(player=0, skill=1, ambrosia_coins=1))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.learn.label), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.traded_ambrosia(ambrosia=amount.ambrosia(n=2), coins=amount.coin(n=1)), "
                           "taw.did.paid(cost=[amount.coin(n=3)]), taw.did.gained(gain=[amount.knowledge(n=1)])])")
    assert (ann.coins, ann.knowledge, ann.ambrosia) == (0, 1, 0)


def test_place_without_performing_still_takes_the_ambrosia() -> None:
    state = table()
    text = play(state, PlaceExpand(player=0, skill=1, perform=False))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.expand.label), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.not_performed(action=ancient_world/board:spaces.expand.label)])")
    ann = state.players[0]
    assert (ann.coins, ann.knowledge, ann.ambrosia, ann.districts) == (6, 0, 1, [])
    state.current = 0
    rejects(state, PlaceLearn(player=0, skill=2, perform=False, buy_knowledge=False), "choices_without_perform")


def test_use_a_placed_citizen_again_for_4_ambrosia() -> None:
    state = table()
    play(state, PlaceLabor(player=0, skill=1))
    play(state, PlaceDraft(player=1, skill=1))
    ann = state.players[0]
    ann.ambrosia = 4
    rejects(state, PlaceLearn(player=0, skill=2, reuse=True), "reuse_needs_placed_citizen")
    rejects(state, PlaceLabor(player=0, skill=1, reuse=True), "reuse_same_action")
    text = play(state, PlaceLearn(player=0, skill=1, reuse=True))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.moved_citizen(skill=1, "
                           "origin=ancient_world/board:spaces.labor.label, "
                           "where=ancient_world/board:spaces.learn.label, cost=amount.ambrosia(n=4)), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.paid(cost=[amount.coin(n=3)]), taw.did.gained(gain=[amount.knowledge(n=1)])])")
    assert state.spaces["labor"].citizens == []
    assert state.spaces["learn"].citizens == [Placement(player=0, skill=1)]
    assert (ann.coins, ann.ambrosia, ann.knowledge) == (8 - 3, 1, 1)
    assert state.current == 1
    state.current = 0
    rejects(state, PlaceLabor(player=0, skill=1, reuse=True), "not_enough_ambrosia")


def test_explore_and_grow_open_in_later_rounds() -> None:
    state = table(round=1)
    error = rejects(state, PlaceExplore(player=0, skill=1, perform=False), "space_not_open")
    assert_refused(error, "space_not_open", space=msg("ancient_world/board:spaces.explore.label"), opens=2, round=1)
    state = table(round=2)
    assert codes(play(state, PlaceExplore(player=0, skill=1, perform=False))) == (
        "taw.move(who='Ann', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.explore.label), "
        "taw.did.not_performed(action=ancient_world/board:spaces.explore.label)])")
    rejects(state, PlaceGrow(player=1, skill=1), "space_not_open")


def test_merchants_of_merlume_grow_in_round_2_on_the_cover() -> None:
    state = table(round=2, cities=("merlume",))
    assert state.spaces["grow"].covered
    text = play(state, PlaceGrow(player=0, skill=1))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.grow.label), taw.did.paid(cost=[amount.coin(n=3)]), "
                           "taw.did.new_citizen(skill=4, why=ancient_world/board:spaces.grow.label)])")
    assert state.players[0].coins == 6 + 4 - 3
    state = table(round=1, cities=("merlume",))
    rejects(state, PlaceGrow(player=0, skill=1), "space_not_open")


def test_which_citizens_can_be_placed() -> None:
    state = table()
    ann = state.players[0]
    rejects(state, PlaceLabor(player=0, skill=4), "no_such_citizen")
    ann.citizens[0].where = "starving"
    assert "is starving" in rejects(state, PlaceLabor(player=0, skill=1), "citizen_not_available").message
    ann.citizens[1].where = "new"
    assert "taw.citizen.new" in codes(rejects(state, PlaceLabor(player=0, skill=2), "citizen_not_available"))
    play(state, PlaceDraft(player=0, skill=3))
    state.current = 0
    assert "taw.citizen.already_on(where=ancient_world/board:spaces.draft.label)" in codes(
        rejects(state, PlaceLabor(player=0, skill=3), "citizen_not_available"))


def test_turn_checks() -> None:
    state = table()
    assert_refused(rejects(state, PlaceLabor(player=1, skill=1), "not_your_turn"), "not_your_turn",
                   current="Ann", name="Bob")
    rejects(state, PlaceLabor(player=5, skill=1), "no_such_player")
    state.players[0].passed = True
    rejects(state, PlaceLabor(player=0, skill=1), "already_passed")
    state = table()
    state.phase = "end_of_round"
    rejects(state, PlaceLabor(player=0, skill=1), "not_actions_phase")
    state = table()
    state.pending.append(ConfrontDecision(player=1, prompt="Feed your titan?"))
    rejects(state, PlaceLabor(player=0, skill=1), "decision_pending")
