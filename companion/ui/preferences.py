"""This browser's saved preferences (``ft.SharedPreferences``: localStorage in web mode), reached one way only."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import flet as ft

#: The error Flet fails a pending request with when the browser's session closes before it answered.
SESSION_CLOSED = "Session closed"
#: The error Flet raises when a page's session is reached after the session was dropped (its page outlives it).
SESSION_DESTROYED = "An attempt to fetch destroyed session."
#: Where a session keeps its one ``ft.SharedPreferences`` service (``page.session.store``).
PREFERENCES = "companion.preferences"

T = TypeVar("T")


class BrowserLeft(Exception):
    """The browser left before it answered what the server asked it."""


async def answered(ask: Callable[[], Awaitable[T]]) -> T:
    """The browser's answer to the Flet service call ``ask`` makes; :class:`BrowserLeft` when it left first.

    Flet 1.0.5 fails a pending call with "Session closed" when the session ends, and refuses to reach a session
    already dropped: both mean the browser left, which must end the ask quietly, not print a traceback (a traceback
    per dropped phone filled the server's log). (A call sent just as the connection ends is dropped by
    companion.web.sessions, then failed with "Session closed" when the session is.)"""
    try:
        return await ask()
    except RuntimeError as exc:
        if str(exc) not in (SESSION_CLOSED, SESSION_DESTROYED):
            raise
        raise BrowserLeft from exc


def preferences() -> ft.SharedPreferences:
    """This browser's saved preferences: one service per session (each one made is added to the page)."""
    store = ft.context.page.session.store
    if not store.contains_key(PREFERENCES):
        store.set(PREFERENCES, ft.SharedPreferences())
    prefs: ft.SharedPreferences = store.get(PREFERENCES)
    return prefs


async def saved(key: str, *, asks: int = 1, seconds: float | None = None) -> Any:
    """This browser's saved value of ``key``; None when it has none or gives no answer within ``seconds`` (asked
    ``asks`` times); :class:`BrowserLeft` if it left before answering (run the asking effect :func:`until_left`)."""
    for _ in range(asks):
        try:
            request = answered(lambda: preferences().get(key))
            return await (request if seconds is None else asyncio.wait_for(request, seconds))
        except TimeoutError:
            continue
    return None


def until_left(effect: Callable[[], Awaitable[None]]) -> Callable[[], Awaitable[None]]:
    """``effect`` (an effect or handler that asks the browser, then shows its answer) ended quietly once the
    browser left: its ask fails with :class:`BrowserLeft`, or the session it would show the answer in is gone."""

    async def run() -> None:
        try:
            await effect()
        except BrowserLeft:
            return
        except RuntimeError as exc:
            if str(exc) != SESSION_DESTROYED:
                raise

    return run
