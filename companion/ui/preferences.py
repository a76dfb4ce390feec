"""This browser's saved preferences (``ft.SharedPreferences``: localStorage in web mode), reached one way only."""

from __future__ import annotations

import flet as ft

#: Where a session keeps its one ``ft.SharedPreferences`` service (``page.session.store``).
PREFERENCES = "companion.preferences"


def preferences() -> ft.SharedPreferences:
    """This browser's saved preferences: one service per session (each one made is added to the page)."""
    store = ft.context.page.session.store
    if not store.contains_key(PREFERENCES):
        store.set(PREFERENCES, ft.SharedPreferences())
    prefs: ft.SharedPreferences = store.get(PREFERENCES)
    return prefs
