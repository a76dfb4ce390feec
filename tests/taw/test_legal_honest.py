"""The legal-actions view is honest: at every point of random games, every action and decision answer that
``KIND.legal_actions`` lists passes ``Game.can``, the list is never empty while the game waits for a person,
and over the games every kind of decision a person can face is met.

Players start with a reroll card, an army-limit card, an army with a repair symbol and retired cards, and some
ambrosia, and half the games draft their titans, so rerolls, armies over the limit, repairs, feeding titans
and the titan draft all come up.
"""

from __future__ import annotations

import random
from collections import Counter

from phases_support import army, empire

from companion.core.game import Game
from companion.taw.cards import MilitarySymbols
from companion.taw.kind import KIND
from companion.taw.random_game import choose, random_setup
from companion.taw.state import DECISION_MODELS, Variants, decision_kind

#: Decisions the automation always settles itself (nothing to choose), so a person never faces them.
ALWAYS_AUTOMATIC = {"army_spoils"}

#: Every decision kind, the phases' and the moves'.
KINDS = {decision_kind(model) for model in DECISION_MODELS}

SEEDS = range(4)


def _equipped_game(seed: int) -> tuple[Game, random.Random]:
    rng = random.Random(seed)
    variants = Variants(titan_draft=seed % 2 == 0, costly_placement=seed == 1, demanding_titans=seed == 3,
                        limited_building=seed == 2)
    game = Game(KIND, random_setup(rng, 2 + seed % 3).model_copy(update={"variants": variants}))
    for seat, player in enumerate(game.state.players):
        empire(game.state, seat, name="Tea House", ability="tea_house")
        empire(game.state, seat, name="Barracks", army_limit=1, capacity=2)
        army(game.state, seat, swords=2, repair=1, retired=(MilitarySymbols(swords=1),))
        player.ambrosia = 6
    return game, rng


def _play_checked(seed: int, seen: Counter[str]) -> None:
    """Play one game, checking every listed action at every step and counting the decisions faced."""
    game, rng = _equipped_game(seed)
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
