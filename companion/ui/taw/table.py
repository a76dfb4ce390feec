"""The Ancient World's table: round and phase, a compact row per player always in view, the board and the move.

On a phone the rows stay above the scrolling board (or the move being entered) with the books below it, and the
move's Confirm (or the last move's Undo) pinned at the bottom; a tablet puts every player's book beside the
board. Every number is the engine's; the moves are ``moves.MoveFlow``. Nothing here knows a rule.
"""

from __future__ import annotations

import flet as ft

from companion.taw.state import State
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.taw.books import player_book, player_row
from companion.ui.taw.checklist import Checklist, summary
from companion.ui.taw.decisions import decision_panel
from companion.ui.taw.moves import MOVE_NAMES, MoveFlow
from companion.ui.taw.teaching import TeachingPanel
from companion.ui.undo import undo_bar

PHASES = {"prepare": "Preparation", "actions": "Actions", "end_of_round": "End of round", "over": "Game over"}
#: Width of a book on a tablet: two side by side beside the board.
BOOK_WIDTH = 300


def _words(value: str) -> str:
    return value.replace("_", " ").capitalize()


def _header(state: State) -> ft.Control:
    """Round, phase and whose turn, on one line where it fits."""
    phase = PHASES.get(state.phase, _words(state.phase))
    step = f" - {_words(state.step)}" if state.step else ""
    turn = ""
    if state.phase == "actions" and not state.pending:
        turn = f"{state.players[state.current].name} to play"
    return ft.Semantics(identifier="round-phase", label=f"Round {state.round} of 6, {phase}{step}. {turn}",
                        content=ft.Row([
                            ft.Text(f"Round {state.round} of 6 - {phase}{step}", size=20, weight=ft.FontWeight.BOLD),
                            *([ft.Text(turn, size=18)] if turn else []),
                        ], wrap=True, spacing=12, run_spacing=0))


@ft.component
def TawTable() -> ft.Control:
    """The table view of a game of The Ancient World."""
    app, game = use_game()
    state: State = game.state
    seats = range(len(state.players))
    rows = ft.Column([player_row(state, s) for s in seats], spacing=4)
    books = [player_book(state, s) for s in seats]
    extra: list[ft.Control] = []
    if getattr(game.setup, "teaching", False):
        extra.append(TeachingPanel(state, game.legal_actions(), key="taw-teaching"))
    if state.table_notes and app.wide:
        extra.append(Checklist(state, key="checklist"))
    todo = None if app.wide else summary(state)
    below = [] if app.wide else books
    if state.phase == "actions" and not state.pending:
        play: ft.Control = MoveFlow(app, game, extra, below, todo, key="moves")
    else:
        decision = [decision_panel(app, game)] if state.pending else []
        play = ft.Column([w.scrolling(ft.Column([*extra, *decision, *below], spacing=10)),
                          undo_bar(app, game, MOVE_NAMES, [p.name for p in state.players], todo)], expand=True)
    # The move is at the same place in both layouts (first in the row), so turning the device keeps a move being
    # entered; a tablet adds the books beside it, each side scrolling on its own.
    left = ft.Container(ft.Column([rows, play], expand=True, spacing=6), width=440 if app.wide else None,
                        expand=not app.wide)
    shelf = ft.Semantics(identifier="books", container=True, expand=True, content=w.scrolling(ft.Row(
        [ft.Container(b, width=BOOK_WIDTH) for b in books], wrap=True, spacing=8, run_spacing=8,
        vertical_alignment=ft.CrossAxisAlignment.START)))
    body = ft.Row([left, *([shelf] if app.wide else [])], expand=True, spacing=12,
                  vertical_alignment=ft.CrossAxisAlignment.STRETCH)
    return ft.Column([_header(state), body], expand=True, spacing=6)
