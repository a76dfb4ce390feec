"""The equipped random games of the legal-actions tests (``test_legal_honest``, ``test_legal_complete``): players
start with a reroll card, an army-limit card, an army with a repair symbol and retired cards, and some ambrosia, and
half the games draft their titans, so rerolls, armies over the limit, repairs, feeding titans and the titan draft all
come up. With the decision kinds a person can face in them."""

from __future__ import annotations

import random

from phases_support import army, empire

from companion.core.game import Game
from companion.taw.cards import MilitarySymbols
from companion.taw.kind import KIND
from companion.taw.random_game import random_setup
from companion.taw.state import DECISION_MODELS, Variants, decision_kind

#: Decisions the automation always settles itself (nothing to choose), so a person never faces them.
ALWAYS_AUTOMATIC = {"army_spoils"}

#: Every decision kind, the phases' and the moves'.
KINDS = {decision_kind(model) for model in DECISION_MODELS}


def equipped_game(seed: int) -> tuple[Game, random.Random]:
    """A random game of ``seed`` (2 to 4 players, its variants by seed: the titan draft in even ones) with every
    player equipped as this module says; the game and its random generator, to play on."""
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
