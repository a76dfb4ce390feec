"""This browser's saved preferences (``ft.SharedPreferences``: localStorage in web mode), reached one way only."""

from __future__ import annotations

import asyncio
from typing import Any

import flet as ft

#: The error Flet fails a pending request with when the browser's session closes before it answered.
SESSION_CLOSED = "Session closed"
#: Where a session keeps its one ``ft.SharedPreferences`` service (``page.session.store``).
PREFERENCES = "companion.preferences"


def preferences() -> ft.SharedPreferences:
    """This browser's saved preferences: one service per session (each one made is added to the page)."""
    store = ft.context.page.session.store
    if not store.contains_key(PREFERENCES):
        store.set(PREFERENCES, ft.SharedPreferences())
    prefs: ft.SharedPreferences = store.get(PREFERENCES)
    return prefs


async def saved(key: str, *, asks: int = 1, seconds: float | None = None) -> Any:
    """This browser's saved value of ``key``; None when it has none, gives no answer within ``seconds`` (asked
    ``asks`` times), or left before answering (Flet then fails the request with "Session closed": a session
    dropped mid-question must end quietly, not print a traceback)."""
    for _ in range(asks):
        try:
            request = preferences().get(key)
            return await (request if seconds is None else asyncio.wait_for(request, seconds))
        except TimeoutError:
            continue
        except RuntimeError as exc:
            if str(exc) != SESSION_CLOSED:
                raise
            return None
    return None
