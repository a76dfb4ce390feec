"""Undo in reach: the last move said in a line, and one button that says what it takes back ("Undo Cy's Labor").

The button carries the revision the screen showed, so a tap that reaches the server after the game moved on
is refused ("the game moved on") instead of undoing someone else's move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import flet as ft

from companion.core.game import Game, LogEntry
from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.state import AppState

#: The longest Undo label that stands beside the saved move; a longer one ("Titanen-Konfrontation von Dev rückgängig
#: machen") goes under it, the bar's whole width, wrapping: beside it, a button takes its label's whole width and a
#: long one was cut at the edge of the bar's column (a phone's screen, a tablet's moves beside the players' books).
BESIDE_MOST = 24


def last_move(game: Game) -> LogEntry | None:
    """The person's action that Undo takes back (the first entry of the last group), or None."""
    if not game.can_undo:
        return None
    group = game.entries[-1].group
    return next(e for e in game.entries if e.group == group)


def undo_label(entry: LogEntry, names: Mapping[str, str], players: list[str]) -> str:
    """``Undo Cy's Labor``: the move by its name (else its type in words) and whose it was."""
    action = entry.action
    move = t(names[action.type]) if action.type in names else action.type.replace("_", " ")
    seat = getattr(action, "player", None)
    if isinstance(seat, int) and 0 <= seat < len(players):
        return t("Undo {player}'s {move}", player=players[seat], move=move)
    return t("Undo {move}", move=move)


def undo_bar(app: AppState, game: Game, names: Mapping[str, str], players: list[str],
             todo: Callable[[ft.Control | None], ft.Control | None] | None = None) -> ft.Control:
    """The last saved move and the Undo that takes it back, keyed by revision (a stale tap reaches nothing);
    ``todo(button)``: what to do on the table after it, with the Undo button in it, shown in place of the move's
    sentence (the Log has that), or None when there is nothing to do."""
    entry = last_move(game)
    seen = app.revision
    allowed = app.undo_verdict()  # another player's move on a seat phone, when the game lets seats act only for theirs
    label = "" if entry is None else undo_label(entry, names, players)
    under = len(label) > BESIDE_MOST
    button = None if entry is None else w.button(
        label, w.bind(app.undo, seen), icon=ft.Icons.UNDO, disabled=not allowed, key=f"undo-{seen}", wrap=under)
    said = t("Nothing to undo yet") if entry is None else t("Saved: {move}", move=t(entry.message))
    shown = todo(button) if todo is not None else None
    if shown is None:
        line = ft.Semantics(identifier="last-move", label=said, exclude_semantics=True, expand=not under,
                            content=ft.Text(said, size=15 if entry else 16, italic=entry is None, max_lines=2,
                                            overflow=ft.TextOverflow.ELLIPSIS))
        shown = ft.Column([line, *([button] if button else [])], spacing=4,
                          horizontal_alignment=ft.CrossAxisAlignment.STRETCH) if under \
            else ft.Row([line, *([button] if button else [])], spacing=8)
    else:
        shown = ft.Semantics(identifier="last-move", label=said, content=shown)
    # The reason a greyed Undo is refused goes on a line of its own under the bar, the whole width: beside the button
    # in a row it had no width of its own and squeezed what stands beside it ("On the table" one letter a line).
    return w.with_reason(shown, None if entry is None or allowed.said is None else t(allowed.said),
                         identifier="undo-reason", size=14)
