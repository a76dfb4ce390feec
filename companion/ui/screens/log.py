"""Log: every action as a sentence, newest first, with undo and redo one tap away."""

from __future__ import annotations

import flet as ft

from companion.core.game import LogEntry
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.state import AppState


def _entry(entry: LogEntry) -> ft.Control:
    marker = "automatic" if entry.auto else (entry.by or "table")
    sentence = f"{entry.seq + 1}. {entry.text} ({marker})"
    return ft.Semantics(identifier=f"log-{entry.seq}", label=sentence, exclude_semantics=True, content=ft.Row([
        ft.Icon(ft.Icons.SETTINGS_SUGGEST if entry.auto else ft.Icons.TOUCH_APP, size=20),
        ft.Text(sentence, size=16, expand=True),
    ]))


def undo_redo(app: AppState) -> ft.Control:
    """The undo and redo buttons, disabled (and saying so) when there is nothing to take back or put back."""
    game = app.game
    assert game is not None
    return ft.Row([
        w.button("Undo" if game.can_undo else "Undo (nothing to undo)", app.undo, icon=ft.Icons.UNDO,
                 disabled=not game.can_undo),
        w.button("Redo" if game.can_redo else "Redo (nothing to redo)", app.redo, icon=ft.Icons.REDO,
                 disabled=not game.can_redo),
    ], wrap=True)


@ft.component
def Log() -> ft.Control:
    """The log of the open game."""
    app, game = use_game()
    entries = [_entry(e) for e in reversed(game.entries)]
    return ft.Column([w.heading("Log"), undo_redo(app), *(entries or [ft.Text("Nothing has happened yet.", size=16)])],
                     spacing=8)
