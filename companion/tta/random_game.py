"""Seeded random first rounds of Through the Ages, played through ``legal_actions``, for tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable

from companion.core.game import Game
from companion.tta.kind import KIND
from companion.tta.rules import PLAYER_COUNTS
from companion.tta.state import TtaSetup

NAMES = ("Ann", "Bea", "Cyrus", "Dido")


def random_setup(rng: random.Random, player_count: int | None = None) -> TtaSetup:
    """A setup for ``player_count`` players (random 2-4 when None) with a card row dealt by ``rng``."""
    count = player_count if player_count is not None else rng.choice(PLAYER_COUNTS)
    return TtaSetup.of(list(NAMES[:count]), deal_seed=rng.randrange(2**32))


def play_randomly(game: Game, rng: random.Random, after_each: Callable[[Game], None] | None = None) -> None:
    """Apply uniformly chosen legal actions until round one is over, calling ``after_each`` after every move."""
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()), by="random")
        if after_each is not None:
            after_each(game)


def random_game(seed: int, player_count: int | None = None) -> Game:
    """A whole random first round, the same for the same seed."""
    rng = random.Random(seed)
    game = Game(KIND, random_setup(rng, player_count))
    play_randomly(game, rng)
    return game
