"""Queued re-renders run ancestors first, so a saved move renders each of a device's components once.

A change to the session's :class:`~companion.ui.state.AppState` queues every component that follows it (each screen
component that calls ``use_app``, and those handed the state): on the table, the app's root, the screen, the table,
the move flow, the seat frame. Flet 1.0.5 keeps that queue in a ``set`` and renders in its order, so a component
rendered before one of its ancestors was rendered again by it: measured in ``benchmarks/table_sessions.py``, the
table's components ran two or three times per move on each device. Rendered ancestors first, the ancestor's render
replaces the queued components below it, which Flet then skips as stale: one render each.
"""

from __future__ import annotations

from collections.abc import Iterator

import flet as ft
from flet.messaging.session import Session

#: Where Flet 1.0.5's ``Session`` keeps the components queued for a re-render (name-mangled private attribute).
QUEUE = "_Session__pending_updates"


def depth(control: ft.BaseControl) -> int:
    """How many ancestors ``control`` has in the page's tree."""
    count = 0
    parent = control.parent
    while parent is not None:
        count += 1
        parent = parent.parent
    return count


class TopDown(set[ft.BaseControl]):
    """Flet's queue of controls to re-render, iterated ancestors first (by depth in the tree)."""

    def __iter__(self) -> Iterator[ft.BaseControl]:
        return iter(sorted(super().__iter__(), key=depth))


def render_top_down(session: Session) -> None:
    """Make ``session`` re-render its queued components ancestors first (call before anything is queued).

    Raises AttributeError should a Flet upgrade move the queue (``tests/ui/test_top_down.py`` then fails)."""
    queue = getattr(session, QUEUE)
    if not isinstance(queue, set):
        raise AttributeError(f"Flet's {QUEUE} is a {type(queue).__name__}, not a set")
    setattr(session, QUEUE, TopDown(queue))
