"""The app store is handed to every component through one context, so screens never build their own."""

from __future__ import annotations

from typing import cast

import flet as ft

from companion.core.game import Game
from companion.ui.state import AppState
from companion.web.access import Access

AppContext = ft.create_context(cast(AppState | None, None))
#: The server's join code and invitation addresses (None: the app is served with no join code, as in most tests).
AccessContext = ft.create_context(cast(Access | None, None))


def use_app() -> AppState:
    """The session's :class:`AppState` (subscribes the calling component to its changes)."""
    app = ft.use_context(AppContext)
    assert app is not None, "use_app() outside the App component"
    return app


def use_access() -> Access | None:
    """The server's :class:`~companion.web.access.Access` (its join code and the addresses a phone can open)."""
    return ft.use_context(AccessContext)


def go(route: str) -> None:
    """Navigate to ``route``; the address bar follows, so a reload returns to the same screen."""
    ft.context.page.navigate(route)


def use_game() -> tuple[AppState, Game]:
    """The app store and its open game, for screens under ``/game/<id>`` (the frame opens the game first)."""
    app = use_app()
    assert app.game is not None, "a game screen rendered without an open game"
    return app, app.game
