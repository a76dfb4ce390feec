"""Player moves in the actions phase: placing citizens, card actions, building stored, passing, ambrosia."""

from __future__ import annotations

from companion.core.action import Action
from companion.taw.state import State

#: Every move action type, for the kind's action union.
ACTIONS: tuple[type[Action], ...] = ()


def legal_actions(state: State) -> list[Action]:
    """The current player's legal moves."""
    return []
