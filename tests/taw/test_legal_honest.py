"""The legal-actions view is honest: at every point of random games, every action and decision answer that
``KIND.legal_actions`` lists passes ``Game.can``, the list is never empty while the game waits for a person,
and over the games every kind of decision a person can face is met.

Players start with a reroll card, an army-limit card, an army with a repair symbol and retired cards, and some
ambrosia, and half the games draft their titans, so rerolls, armies over the limit, repairs, feeding titans
and the titan draft all come up (the games of ``equipped_games.py``).
"""

from __future__ import annotations

from collections import Counter

from equipped_games import ALWAYS_AUTOMATIC, KINDS, equipped_game

from companion.taw.random_game import choose

SEEDS = range(4)


def _play_checked(seed: int, seen: Counter[str]) -> None:
    """Play one game, checking every listed action at every step and counting the decisions faced."""
    game, rng = equipped_game(seed)
    while not game.is_over:
        listed = game.legal_actions()
        assert listed, f"seed {seed}: nothing is legal in round {game.state.round}, phase {game.state.phase}"
        if game.state.pending:
            seen[game.state.pending[0].kind] += 1
        for action in listed:
            verdict = game.can(action)
            assert verdict, (seed, action, verdict.reason)
        game.apply(choose(game, rng))
    assert game.legal_actions() == []


def test_every_listed_action_passes_game_can_and_every_decision_kind_is_met() -> None:
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        _play_checked(seed, seen)
    assert set(seen) == KINDS - ALWAYS_AUTOMATIC, seen
