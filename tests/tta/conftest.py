"""Fixtures for the Through the Ages first-round tests: the rulebook's example row and a rejection checker."""

from __future__ import annotations

import pytest
from tta_support import Rejecter

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.tta.kind import KIND
from companion.tta.state import TtaSetup

#: A card row matching the rulebook's "Example Of Taking Cards": after Moses, Colossus and Engineering
#: Genius are gone, Homer and Aristotle are the only 1-action cards; Hammurabi and the Library cost 2.
EXAMPLE_ROW = [
    "Moses", "Colossus", "Engineering Genius", "Homer", "Aristotle",
    "Hammurabi", "Library of Alexandria", "Pyramids", "Rich Land",
    "Hanging Gardens", "Julius Caesar", "Frugality", "Cultural Heritage",
]  # fmt: skip


@pytest.fixture
def example_setup() -> TtaSetup:
    """Three players at the rulebook's example card row."""
    return TtaSetup.of(["Ann", "Bea", "Cyrus"], EXAMPLE_ROW)


@pytest.fixture
def game(example_setup: TtaSetup) -> Game:
    """A fresh first round at the example row."""
    return Game(KIND, example_setup)


@pytest.fixture
def reject() -> Rejecter:
    """Apply ``action``, expect a RuleError with ``code``, and check that nothing changed."""

    def check(game: Game, action: Action, code: str) -> RuleError:
        before_state = game.state.model_copy(deep=True)
        before_entries = list(game.entries)
        with pytest.raises(RuleError) as info:
            game.apply(action)
        assert info.value.code == code, info.value
        assert game.state == before_state
        assert game.entries == before_entries
        verdict = game.can(action)
        assert not verdict and verdict.code == code
        return info.value

    return check
