"""Games of Through the Ages that the UI tests open: the rulebook's example card row for three players, and a
random two-player game saved under a name; and the label of the button that takes a card."""

from __future__ import annotations

import random

from companion.core.game import Game
from companion.store import Store
from companion.tta.actions import TakeCard
from companion.tta.kind import offers
from companion.tta.random_game import random_setup
from companion.tta.state import TtaSetup

#: The rulebook's "Example Of Taking Cards" row (as in tests/tta/conftest.py).
EXAMPLE_ROW = [
    "Moses", "Colossus", "Engineering Genius", "Homer", "Aristotle",
    "Hammurabi", "Library of Alexandria", "Pyramids", "Rich Land",
    "Hanging Gardens", "Julius Caesar", "Frugality", "Cultural Heritage",
]  # fmt: skip
#: The players of :func:`new_round`.
NAMES = ["Ann", "Bea", "Cyrus"]


def new_round(store: Store) -> str:
    """A saved three-player first round at the example row; returns its id."""
    setup = TtaSetup.of(NAMES, EXAMPLE_ROW)
    return store.create("through-the-ages", setup, name="TTA", players=NAMES).id


def saved_game(store: Store, name: str = "Benchmark") -> str:
    """A saved game of Through the Ages named ``name``; returns its id."""
    return store.create("through-the-ages", random_setup(random.Random(4), 2), name=name, players=["A", "B"]).id


def take_label(game: Game, take: TakeCard) -> str:
    """The label of the button that makes ``take`` in ``game`` (the browser's and the in-process tests')."""
    board = game.state.players[take.player]
    cost = next(o.cost for o in offers(game.state) if o.slot == take.slot)
    return f"{board.name} takes {take.card} from slot {take.slot} ({cost} civil action{'' if cost == 1 else 's'})"
