"""Games of Through the Ages that the UI tests open: the rulebook's example card row for three players, and a
random two-player game saved under a name."""

from __future__ import annotations

import random

from companion.store import Store
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
