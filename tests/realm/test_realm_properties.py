"""Property tests: random legal games (through ``legal_actions``) keep the rules' invariants."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from realm_helpers import said

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.realm.actions import Activate, Build, EnterPoints, NextTurn, PushDown, Refill
from companion.realm.free_actions import Forget, Shop, UseEffect
from companion.realm.kind import KIND
from companion.realm.random_game import choose, random_game, random_setup
from companion.realm.rules import GOODS, RESOURCES, rules
from companion.realm.state import RealmState

#: Probes whose legality legal_actions must list exactly (no card is entered by them).
LISTED = (Build, Activate, PushDown, Shop, Forget)


def probe(rng: random.Random, state: RealmState) -> Action:
    """A random action, legal or not, aimed near the current state."""
    names = [*state.market, "Nowhere"]
    catalog = state.catalog.entries()
    choices = tuple(sorted(rng.choices(RESOURCES, k=rng.randint(0, 2)), key=RESOURCES.index))
    kind = rng.randrange(9)
    if kind == 0:
        return Build(card=rng.choice(names), position=rng.randint(-5, len(state.civ) + 2))
    if kind == 1:
        return Activate(slot=rng.randint(-1, len(state.civ)), choices=choices)
    if kind == 2:
        return PushDown()
    if kind == 3:
        return Shop(resource=rng.choice(RESOURCES))
    if kind == 4:
        return Forget(card=rng.choice([*names, None]), reward=rng.choice(GOODS))
    if kind == 5:
        return EnterPoints(key=rng.choice([*state.manual_pending, "Nowhere"]), points=rng.randint(-1, 3))
    if kind == 6:
        card = rng.choice(catalog)
        return Refill(deck=rng.choice(("district", "wonder")), card=card)
    if kind == 7:
        districts = [c for c in catalog if c.kind == "district"]
        return UseEffect(card=rng.choice(districts), choices=choices)
    return NextTurn()


def check_state(state: RealmState) -> None:
    top = rules().storage.maximum
    for good in GOODS:
        assert 0 <= getattr(state.storage, good) <= top, (good, state.storage)
    assert len(state.market) <= rules().decks.market_size
    assert state.district_deck >= 0 and state.wonder_deck >= 0
    assert (state.phase == "activate") == (state.placement is not None)


def check_probe(game: Game, action: Action) -> None:
    """A refused probe changes nothing; an accepted listed probe is in legal_actions."""
    legal = game.legal_actions()
    if game.can(action):
        if isinstance(action, LISTED):
            assert action in legal, action
        return
    assert action not in legal
    before, entries = game.state.model_copy(deep=True), list(game.entries)
    try:
        game.apply(action)
    except RuleError:
        pass
    else:
        raise AssertionError(f"{action} was refused by can() but applied")
    assert game.state == before and game.entries == entries


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), expansion=st.booleans(), free_rate=st.sampled_from([0.0, 0.2, 0.5]))
def test_random_legal_games_keep_the_invariants(seed: int, expansion: bool, free_rate: float) -> None:
    rng = random.Random(seed)
    setup = random_setup(rng, expansion)
    game = Game(KIND, setup)
    for _ in range(3000):
        check_state(game.state)
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal, f"no legal action in phase {game.state.phase}"
        for action in legal:
            assert game.can(action), action
        check_probe(game, probe(rng, game.state))
        game.apply(choose(rng, legal, free_rate))
    assert game.is_over and game.legal_actions() == []
    assert game.state.score is not None and said(game.state.score.rating) == rules().rating(game.state.score.total)
    assert all(e.auto == e.action.automatic_only for e in game.entries)
    replayed = Game.replay(KIND, setup, [e.to_json() for e in game.entries])
    assert replayed.state == game.state
    while game.can_undo:
        game.undo()
    assert game.state == KIND.new_state(setup)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_game_helper_is_deterministic(seed: int) -> None:
    first, second = random_game(seed, expansion=True), random_game(seed, expansion=True)
    assert [e.action for e in first.entries] == [e.action for e in second.entries]
    assert first.is_over and first.state == second.state
