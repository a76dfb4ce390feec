"""Property tests: random legal first rounds played through ``legal_actions`` keep every invariant."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import RuleError
from companion.core.game import Game
from companion.tta.actions import TakeCard, explain
from companion.tta.kind import KIND
from companion.tta.random_game import play_randomly, random_game, random_setup
from companion.tta.rules import catalog, first_round
from companion.tta.state import TtaSetup, TtaState, new_state

COUNTS = st.sampled_from((2, 3, 4))
CIVIL_NAMES = [c.name for c in catalog().civil_cards()]
TAKE_REFUSALS = {
    "unknown_player", "not_your_turn_tta", "no_such_slot_tta", "slot_empty", "card_not_in_slot", "leader_same_age",
    "unfinished_wonder", "not_enough_civil_actions",
}


def check_invariants(setup: TtaSetup, state: TtaState) -> None:
    """What must hold after every move of any first round."""
    government = first_round().starting_board.government
    blue_total = first_round().starting_board.blue_bank
    placed: Counter[str] = Counter(c for c in state.card_row if c is not None)
    for board in state.players:
        counts = (board.civil_available, board.civil_spent, board.civil_unavailable, board.military_available)
        assert min(counts) >= 0, board
        assert board.civil_available + board.civil_spent + board.civil_unavailable == government.civil_actions
        assert board.military_available + board.military_unavailable == government.military_actions
        leaders = [c for c in board.hand if catalog().card(c).kind == "leader"]
        assert len(leaders) <= 1 and board.leader_ages.count("A") == len(leaders)
        assert sum(not w.completed for w in board.wonders) <= 1
        assert board.blue_bank + sum(t.blue for t in board.technologies) == blue_total
        placed.update(board.hand)
        placed.update(w.name for w in board.wonders)
    assert placed == Counter(setup.card_row)


@settings(max_examples=60, deadline=None)
@given(rng=st.randoms(use_true_random=False), count=COUNTS)
def test_random_legal_rounds_keep_the_invariants(rng: random.Random, count: int) -> None:
    setup = random_setup(rng, count)
    game = Game(KIND, setup)

    def after_each(live: Game) -> None:
        check_invariants(setup, live.state)
        assert all(live.can(action) for action in live.legal_actions())

    play_randomly(game, rng, after_each)
    assert game.is_over and game.legal_actions() == []
    assert all(explain(entry.action) for entry in game.entries)
    for board in game.state.players:
        assert (board.science_points, board.culture_points, board.stored("farm"), board.stored("mine")) == (1, 0, 2, 2)
        assert (board.civil_available, board.military_available) == (4, 2)


@st.composite
def finished_games(draw: st.DrawFn) -> Game:
    """A whole random first round for 2-4 players."""
    rng = draw(st.randoms(use_true_random=False))
    game = Game(KIND, random_setup(rng, draw(COUNTS)))
    play_randomly(game, rng)
    return game


@settings(max_examples=40, deadline=None)
@given(game=finished_games())
def test_undo_everything_returns_the_setup_and_redo_returns_the_end(game: Game) -> None:
    final = game.state.model_copy(deep=True)
    undone = 0
    while game.can_undo:
        game.undo()
        undone += 1
    assert game.state == new_state(game.setup) and game.entries == []
    for _ in range(undone):
        game.redo()
    assert game.state == final and game.is_over


@settings(max_examples=40, deadline=None)
@given(game=finished_games())
def test_replay_of_the_json_log_equals_the_live_game(game: Game) -> None:
    stored_setup = TtaSetup.model_validate_json(game.setup.model_dump_json())
    again = Game.replay(KIND, stored_setup, [entry.to_json() for entry in game.entries])
    assert again.state == game.state
    assert [(e.action, e.text, e.auto, e.group) for e in again.entries] == [
        (e.action, e.text, e.auto, e.group) for e in game.entries
    ]


@settings(max_examples=40, deadline=None)
@given(
    rng=st.randoms(use_true_random=False),
    count=COUNTS,
    tries=st.lists(st.tuples(st.integers(0, 4), st.integers(-1, 15), st.sampled_from(CIVIL_NAMES)), max_size=30),
)
def test_any_refused_take_changes_nothing(rng: random.Random, count: int, tries: list[tuple[int, int, str]]) -> None:
    game = Game(KIND, random_setup(rng, count))
    for player, slot, card in tries:
        if game.is_over:
            break
        action = TakeCard(player=player, slot=slot, card=card)
        if game.can(action):
            game.apply(action)
            continue
        before, entries = game.state.model_copy(deep=True), list(game.entries)
        with pytest.raises(RuleError) as info:
            game.apply(action)
        assert info.value.code in TAKE_REFUSALS and info.value.message
        assert game.state == before and game.entries == entries


def test_random_game_is_the_same_for_the_same_seed() -> None:
    first, second = random_game(11, 4), random_game(11, 4)
    assert first.setup == second.setup and first.state == second.state
    assert [e.action for e in first.entries] == [e.action for e in second.entries]
    assert random_game(12, 4).setup != first.setup
