"""Finished games of all three kinds saved in a store, for the history's tests: played move by move through the store
(so the result is recorded the way the app records it when a game ends), or scored by the table (a game declared
finished with the table's scores, as a paper sheet or an import saves it)."""

from __future__ import annotations

import random

from companion.core.game import Game
from companion.kinds import get_kind
from companion.realm.random_game import choose as realm_choice
from companion.realm.random_game import random_setup as realm_setup
from companion.store import Store
from companion.taw.random_game import play
from companion.taw.random_game import random_setup as taw_setup
from companion.taw.setup import GameSetup
from companion.tta.state import TtaSetup


def taw_game(store: Store, names: list[str], seed: int = 3) -> str:
    """A whole random game of The Ancient World between ``names``, saved finished (its scores the engine's)."""
    rng = random.Random(seed)
    game = play(Game(get_kind("the-ancient-world"), _named_setup(rng, names)), rng)
    return store.add_game("the-ancient-world", game, name=f"TAW {seed}", players=names).id


def table_scored(store: Store, scores: dict[str, int], seed: int = 1) -> str:
    """A game of The Ancient World the table scored itself: saved finished with ``scores`` and no moves."""
    names = list(scores)
    kind = get_kind("the-ancient-world")
    setup = _named_setup(random.Random(seed), names)
    return store.add_game(kind.id, Game(kind, setup), name="Scored on paper", players=names, final_scores=scores).id


def realm_game(store: Store, name: str, seed: int = 1) -> str:
    """A whole random solo game of Ancient Realm played move by move through the store, by ``name``."""
    rng = random.Random(seed)
    stored = store.create("ancient-realm", realm_setup(rng), name=f"Realm {seed}", players=[name])
    while not stored.game.is_over:
        stored.apply(realm_choice(rng, stored.game.legal_actions(), 0.2))
    return stored.id


def tta_round(store: Store, names: list[str], seed: int = 1) -> str:
    """A whole random first round of Through the Ages played move by move through the store, by ``names``."""
    rng = random.Random(seed)
    setup = TtaSetup.of(names, deal_seed=rng.randrange(2**32))
    stored = store.create("through-the-ages", setup, name=f"TTA {seed}", players=names)
    while not stored.game.is_over:
        stored.apply(rng.choice(stored.game.legal_actions()))
    return stored.id


def _named_setup(rng: random.Random, names: list[str]) -> GameSetup:
    """A random setup of The Ancient World for ``names``."""
    setup = taw_setup(rng, len(names))
    return setup.model_copy(update={"players": tuple(p.model_copy(update={"name": n})
                                                     for p, n in zip(setup.players, names, strict=True))})
