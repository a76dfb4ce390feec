"""The buttons that give the engine's answer to a pending decision of The Ancient World: played once, at the revision
they were drawn at, and disabled before the tap with the engine's reason (``app.can``) when they may not be given.

Shared by the decision entries (``decisions.py``, ``titans.py``), so every decision confirms the same way.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from companion.core.action import Action
from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.state import AppState


def once(app: AppState, action: Action | None) -> Callable[[], Awaitable[bool]]:
    """A handler that plays ``action`` (if any) only while the game is at the revision the screen showed and the
    first tap is not still being saved: a second tap (a double tap, or one that reaches the server after the game
    moved on) does nothing."""
    seen = app.revision
    playing = False

    async def play() -> bool:
        nonlocal playing
        if playing or action is None or app.revision != seen:
            return False
        playing = True
        try:
            return await app.act(action)
        finally:
            playing = False

    return play


def answer(app: AppState, action: Action, label: str, *, icon: ft.IconData | None = None,
           key: str | None = None) -> ft.Control:
    """A one-tap answer, disabled before the tap when this device may not give it (``app.can``: its seat, then the
    engine); on another player's seat phone the seat frame says why, once (``ui/seats.py``, ``seat-elsewhere``)."""
    return w.button(label, once(app, action), icon=icon, key=key, disabled=not app.can(action))


def confirm(app: AppState, action: Action | None, label: str, missing: str | None,
            on_click: w.Handler | None = None) -> ft.Control:
    """The primary confirm button; disabled with ``missing`` or the engine's refusal beside it. ``on_click``: a
    handler that plays ``action`` through :func:`once` and does more (the default plays it)."""
    reason = missing
    if reason is None and action is not None:
        said = app.can(action).said
        reason = None if said is None else t(said)
    button = w.button(label, on_click or once(app, action), primary=True, icon=ft.Icons.CHECK,
                      disabled=reason is not None, key=f"confirm-{app.revision}")
    return w.with_reason(button, reason)
