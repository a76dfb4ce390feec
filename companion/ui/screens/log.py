"""Log: every action as a sentence, newest first, undo and redo one tap away, and manual corrections.

The Log shows the latest :data:`PAGE` moves (a person's action with the automatic steps it caused) and loads older
ones on demand, :data:`PAGE` more at each "Show earlier moves": what it costs to render and to send, and what a kept
session holds of it, is what is shown, however long the game. The whole Log of an 11,000-entry game took 6.7 s to
render, during which the server served no other device, and a session kept with a 2,000-entry one held about 20 MB
(docs/performance.md).
"""

from __future__ import annotations

import flet as ft

from companion.core.game import Game, LogEntry
from companion.ui import present
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.lang import reader, t, tn
from companion.ui.state import AppState

#: Moves (groups of entries) the Log shows at first, and how many more each "Show earlier moves" adds.
PAGE = 100


def _entry(entry: LogEntry) -> ft.Control:
    marker = t("automatic") if entry.auto else (entry.by or t("table"))
    sentence = t("{number}. {said} ({marker})", number=entry.seq + 1, said=t(entry.message), marker=marker)
    # Keyed by its place in the log: a new move is one control inserted at the top, not every line sent again.
    return ft.Semantics(identifier=f"log-{entry.seq}", key=f"log-{entry.seq}", label=sentence, exclude_semantics=True,
                        content=ft.Row([
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
        w.with_reason(w.button(t("Undo") if game.can_undo else t("Undo (nothing to undo)"), w.bind(app.undo, seen),
                               icon=ft.Icons.UNDO, disabled=not (game.can_undo and undo), key=f"undo-{seen}"),
                      t(undo.said) if undo.said else None, identifier="undo-reason"),
        w.with_reason(w.button(t("Redo") if game.can_redo else t("Redo (nothing to redo)"), w.bind(app.redo, seen),
                               icon=ft.Icons.REDO, disabled=not (game.can_redo and redo), key=f"redo-{seen}"),
                      t(redo.said) if redo.said else None, identifier="redo-reason"),
    ], wrap=True)


def correctable(game: Game) -> list[tuple[str, str]]:
    """Every player's whole-number values as ``(path, "Ann: coins (6)")``: what a correction can set."""
    choices = []
    for seat, player in enumerate(game.kind.players(game.state)):
        name = present.player_name(player, seat)
        for v in present.values(player, skip=present.NAME_FIELDS):
            if isinstance(v.value, int) and not isinstance(v.value, bool):
                choices.append((f"players.{seat}.{v.key}",
                                t("{name}: {value} ({number})", name=name, value=t(v.label).lower(), number=v.value)))
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
        return w.button(t("Correct a value"), lambda: set_shown(True), icon=ft.Icons.EDIT)
    raw = {"type": "correct", "path": path, "value": value, "reason": reason}
    correction = game.kind.action_adapter.validate_python(raw) if path and value else None  # the kind's own class
    verdict = None if correction is None else app.can(correction).said
    why = t("Choose a value and type the new number") if correction is None else (t(verdict) if verdict else None)

    async def confirm() -> None:
        if correction is not None and await app.act(correction):
            set_value("")
            set_reason("")

    return w.card([
        ft.Row([ft.Container(w.heading(t("Correct a value"), size=20), expand=True),
                w.icon_button(ft.Icons.CLOSE, t("Close the correction"), lambda: set_shown(False))]),
        w.dropdown(t("Value to correct"), path or None, choices, lambda e: set_path(e.control.value), width=320),
        ft.Row([w.text_field(t("New value"), value, lambda e: set_value(e.control.value), number=True, width=140),
                w.text_field(t("Reason"), reason, lambda e: set_reason(e.control.value), width=320)], wrap=True),
        w.with_reason(w.button(t("Save the correction"), confirm, icon=ft.Icons.EDIT, primary=True,
                               disabled=why is not None), why),
    ], identifier="correction")


def latest(entries: list[LogEntry], moves: int) -> list[LogEntry]:
    """The entries of the last ``moves`` groups, newest first (reading only those, however long the log)."""
    shown: list[LogEntry] = []
    groups = 0
    for entry in reversed(entries):
        if not shown or entry.group != shown[-1].group:
            if groups == moves:
                break
            groups += 1
        shown.append(entry)
    return shown


@ft.component
def Log() -> ft.Control:
    """The log of the open game: its latest moves, and older ones on demand."""
    app, game = use_game()
    moves, set_moves = ft.use_state(PAGE)
    shown = latest(game.entries, moves)
    controls: list[ft.Control] = [w.heading(t("Log")), undo_redo(app), CorrectionForm(app, game),
                                  *([_entry(e) for e in shown] or [ft.Text(t("Nothing has happened yet."), size=16)])]
    earlier = len(game.entries) - len(shown)
    if earlier:
        controls.append(w.button(tn("Show earlier moves ({more} more entry)",
                                    "Show earlier moves ({more} more entries)",
                                    earlier, more=reader().number(earlier)), lambda: set_moves(moves + PAGE),
                                 icon=ft.Icons.EXPAND_MORE, key="earlier"))
    return ft.Column(controls, spacing=8)
