"""Round flow: prepare, attacks and damage, end of round, game end; automatic steps and decisions."""

from __future__ import annotations

from companion.core.action import Action
from companion.taw.state import State

#: Every phase, attack and decision action type, for the kind's action union.
ACTIONS: tuple[type[Action], ...] = ()


def next_automatic(state: State) -> Action | None:
    """The next forced step, or None when someone must act or decide."""
    return None


def legal_actions(state: State) -> list[Action]:
    """Legal answers to the pending decision, and attacks the current player can make."""
    return []
