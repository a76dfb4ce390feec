"""Log: every action as a sentence, newest first, undo and redo one tap away, and manual corrections."""

from __future__ import annotations

import flet as ft

from companion.core.game import Game, LogEntry
from companion.ui import present
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
    # A tap undoes what this screen showed: the buttons carry its revision, and are new controls at each revision,
    # so a tap on one the browser still showed after the game moved on reaches no handler instead of undoing more.
    seen = app.revision
    undo, redo = app.undo_verdict(), app.redo_verdict()  # a seat phone's, said before the tap
    return ft.Row([
        w.with_reason(w.button("Undo" if game.can_undo else "Undo (nothing to undo)", w.bind(app.undo, seen),
                               icon=ft.Icons.UNDO, disabled=not (game.can_undo and undo), key=f"undo-{seen}"),
                      undo.reason, identifier="undo-reason"),
        w.with_reason(w.button("Redo" if game.can_redo else "Redo (nothing to redo)", w.bind(app.redo, seen),
                               icon=ft.Icons.REDO, disabled=not (game.can_redo and redo), key=f"redo-{seen}"),
                      redo.reason, identifier="redo-reason"),
    ], wrap=True)


def correctable(game: Game) -> list[tuple[str, str]]:
    """Every player's whole-number values as ``(path, "Ann: coins (6)")``: what a correction can set."""
    choices = []
    for seat, player in enumerate(game.kind.players(game.state)):
        name = present.player_name(player, seat)
        for v in present.values(player, skip=present.NAME_FIELDS):
            if isinstance(v.value, int) and not isinstance(v.value, bool):
                choices.append((f"players.{seat}.{v.key}", f"{name}: {v.label.lower()} ({v.value})"))
    return choices


@ft.component
def CorrectionForm(app: AppState, game: Game) -> ft.Control:
    """Set any player's number by hand, with a reason; the engine checks it like any other action."""
    shown, set_shown = ft.use_state(False)
    path, set_path = ft.use_state("")
    value, set_value = ft.use_state("")
    reason, set_reason = ft.use_state("")
    choices = correctable(game)
    if not choices:
        return ft.Container()
    if not shown:
        return w.button("Correct a value", lambda: set_shown(True), icon=ft.Icons.EDIT)
    raw = {"type": "correct", "path": path, "value": value, "reason": reason}
    correction = game.kind.action_adapter.validate_python(raw) if path and value else None  # the kind's own class
    why = "Choose a value and type the new number" if correction is None else app.can(correction).reason

    async def confirm() -> None:
        if correction is not None and await app.act(correction):
            set_value("")
            set_reason("")

    return w.card([
        ft.Row([ft.Container(w.heading("Correct a value", size=20), expand=True),
                w.icon_button(ft.Icons.CLOSE, "Close the correction", lambda: set_shown(False))]),
        w.dropdown("Value to correct", path or None, choices, lambda e: set_path(e.control.value), width=320),
        ft.Row([w.text_field("New value", value, lambda e: set_value(e.control.value), number=True, width=140),
                w.text_field("Reason", reason, lambda e: set_reason(e.control.value), width=320)], wrap=True),
        w.with_reason(w.button("Save the correction", confirm, icon=ft.Icons.EDIT, primary=True,
                               disabled=why is not None), why),
    ], identifier="correction")


@ft.component
def Log() -> ft.Control:
    """The log of the open game."""
    app, game = use_game()
    entries = [_entry(e) for e in reversed(game.entries)]
    return ft.Column([w.heading("Log"), undo_redo(app), CorrectionForm(app, game),
                      *(entries or [ft.Text("Nothing has happened yet.", size=16)])], spacing=8)
