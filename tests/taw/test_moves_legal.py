"""Legal move lists, a game played through the generic log, and random legal move sequences (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from taw_moves_support import give, play, table

from companion.core.errors import RuleError
from companion.core.game import Game
from companion.taw import derived
from companion.taw.cards import CardAction, EmpireCard
from companion.taw.kind import KIND
from companion.taw.moves import ACTIONS, legal_actions
from companion.taw.moves.ambrosia import AmbrosiaCoin
from companion.taw.moves.board_actions import PlaceBuild, PlaceLabor
from companion.taw.moves.build import BuildStored, UpgradeCitizen
from companion.taw.setup import GameSetup, PlayerSetup
from companion.taw.state import FeedDecision, OwnedEmpire, State, UpgradeDecision
from tests.said import codes


def types(state: State) -> set[str]:
    return {a.type for a in legal_actions(state)}


def test_round_one_offers_the_open_spaces_and_pass_only() -> None:
    state = table()
    listed = legal_actions(state)
    assert types(state) == {"place_labor", "place_build", "place_draft", "place_expand", "place_learn",
                            "place_rebuild", "place_recruit", "pass"}
    assert all(a.player == 0 for a in listed)
    assert listed == legal_actions(state)
    for action in listed:
        action.verify(state)


def test_later_rounds_offer_explore_grow_cards_stored_reuse_and_ambrosia() -> None:
    state = table(round=3)
    ann = state.players[0]
    ann.ambrosia = 4
    ann.empire[0].damaged = True
    ann.stored.append(OwnedEmpire(uid=80, card=EmpireCard(name="Kept", cost_coins=2)))
    give(ann, state, name="Mint", action=CardAction(coins=1))
    play(state, PlaceLabor(player=0, skill=1))
    state.current = 0
    listed = types(state)
    assert {"place_explore", "place_grow", "use_card", "build_stored", "ambrosia_coin", "ambrosia_repair"} <= listed
    assert any(getattr(a, "reuse", False) for a in legal_actions(state))


def test_a_pending_upgrade_offers_only_its_answers() -> None:
    state = table()
    state.pending.append(UpgradeDecision(player=1, prompt="Bob may upgrade", options=[1, 2, 3]))
    assert legal_actions(state) == [UpgradeCitizen(player=1, skill=s) for s in (1, 2, 3)] + [UpgradeCitizen(player=1)]
    state.pending[0] = FeedDecision(player=1, prompt="Bob feeds his citizens")
    assert legal_actions(state) == [], "a phase decision's answers are the phases' (and Bob has no ambrosia)"


def test_the_decider_may_use_ambrosia_abilities_during_a_decision_and_no_one_else() -> None:
    """Ambrosia Abilities: "at any time"; during Bob's decision only Bob acts (the others wait, moves/base.py)."""
    state = table()
    for player in state.players:
        player.ambrosia = 4
    state.pending.append(FeedDecision(player=1, prompt="Bob feeds his citizens"))
    assert legal_actions(state) == [AmbrosiaCoin(player=1)]


def test_no_moves_outside_the_actions_phase_or_after_passing() -> None:
    state = table()
    state.phase = "prepare"
    assert legal_actions(state) == []
    state = table()
    state.players[0].passed = True
    assert legal_actions(state) == []


def test_moves_through_the_game_log_with_undo() -> None:
    game = Game(KIND, GameSetup(players=(PlayerSetup(name="Ann"), PlayerSetup(name="Bob"))))
    assert (game.state.round, game.state.phase) == (1, "actions")
    start = game.state.model_copy(deep=True)
    entries = game.apply(PlaceLabor(player=0, skill=3))
    assert codes(entries[0]) == ("taw.move(who='Ann', did=[taw.did.placed(skill=3, "
                                 "where=ancient_world/board:spaces.labor.label), "
                                 "taw.did.gained(gain=[amount.coin(n=2)])])")
    verdict = game.can(PlaceBuild(player=1, skill=1, card=EmpireCard(name="Palace", cost_coins=9)))
    assert not verdict and verdict.code == "not_enough_coins"
    assert codes(verdict.said) == ("not_enough_coins(what=taw.what.building(card=taw.card.named(name='Palace')), "
                                   "cost=amount.coin(n=9), has=amount.coin(n=7))")
    assert game.can(BuildStored(player=1, card=1)).code == "no_such_stored_card"
    dumped = entries[0].to_json()
    assert KIND.action_adapter.validate_python(dumped["action"]) == PlaceLabor(player=0, skill=3)
    move_types = [a.model_fields["type"].default for a in ACTIONS]
    assert len(set(move_types)) == len(move_types) == 15
    game.undo()
    assert game.state == start


# -- random legal sequences -----------------------------------------------------------------------


def check_invariants(state: State) -> None:
    """No negative tokens, at most 5 distinct citizens, armies within the limit, placements consistent."""
    for seat, player in enumerate(state.players):
        assert min(player.coins, player.knowledge, player.ambrosia) >= 0
        skills = [c.skill for c in player.citizens]
        assert len(skills) <= 5 and len(set(skills)) == len(skills)
        assert all(min(a.coins_name, a.coins_picture) >= 0 for a in player.armies)
        assert len(player.armies) <= derived.army_limit(player)
        on_board = sorted(p.skill for s in state.spaces.values() for p in s.citizens if p.player == seat)
        assert on_board == sorted(c.skill for c in player.citizens if c.where == "placed" and c.space in state.spaces)
    assert all(s.ambrosia >= 0 for s in state.spaces.values())


@st.composite
def tables(draw: st.DrawFn) -> State:
    players = draw(st.integers(2, 4))
    cities = draw(st.permutations(["umnok", "merlume", "amnite", "galidor"]))
    state = table(players, round=draw(st.integers(1, 6)), cities=tuple(cities[:players]) if draw(st.booleans()) else (),
                  costly_placement=draw(st.booleans()), limited_building=draw(st.booleans()))
    for player in state.players:
        player.coins = draw(st.integers(0, 15))
        player.knowledge = draw(st.integers(0, 3))
        player.ambrosia = draw(st.integers(0, 6))
        player.empire[0].damaged = draw(st.booleans())
    return state


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=tables(), data=st.data())
def test_random_legal_moves_keep_the_invariants(state: State, data: st.DataObject) -> None:
    for _ in range(data.draw(st.integers(5, 40))):
        listed = legal_actions(state)
        if not listed:
            break
        action = data.draw(st.sampled_from(listed))
        wrong = action.model_copy(update={"player": (action.player + 1) % len(state.players)})
        before = state.model_copy(deep=True)
        try:
            wrong.verify(state)
        except RuleError:
            assert state == before
        play(state, action)
        check_invariants(state)
        if isinstance(action, PlaceBuild | BuildStored):
            player = state.players[action.player]
            assert derived.capacity_used(player) <= derived.capacity(player)
