"""The Ancient World's table: round and phase, a compact row per player always in view, the board and the move.

On a phone the rows stay above the scrolling board (or the move being entered; on its side they scroll with it) with
the books below it, and the move's Confirm (or the last move's Undo) pinned at the bottom; a tablet puts every
player's book beside the board. A seat phone (``ui/seats.py``) frames its player's row and puts their book first:
above the board while the game waits on someone else, right under it when on them; the other players' books are
folded under it, one tap away. Every number is the engine's; the moves are ``moves.MoveFlow``. Nothing here knows a
rule.
"""

from __future__ import annotations

import flet as ft

from companion.taw.data import board
from companion.taw.state import Player, State
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.hooks import keyed
from companion.ui.lang import N_, t
from companion.ui.seats import OthersFolded, SeatFrame
from companion.ui.taw.books import Seen, acting, book_of, row_of, seen
from companion.ui.taw.checklist import Checklist, summary
from companion.ui.taw.decisions import decision_panel
from companion.ui.taw.moves import MoveFlow, dropped_notice
from companion.ui.taw.strip import Entering, FoldingRows
from companion.ui.taw.teaching import TeachingPanel

#: Each phase's and end-of-round step's name in the header.
PHASES = {"prepare": N_("Preparation"), "actions": N_("Actions"), "end_of_round": N_("End of round"),
          "over": N_("Game over")}
STEPS = {"confront_titan": N_("Confront titan"), "repair": N_("Repair"), "collect_income": N_("Collect income"),
         "reset_board": N_("Reset board"), "feed_citizens": N_("Feed citizens")}
#: Width of the board's pane on a tablet: three tiles across; the books share the rest.
LEFT_WIDTH = 372


def _header(state: State) -> ft.Control:
    """Round, phase and whose turn, on one line where it fits."""
    phase = t(PHASES[state.phase])
    if state.step:
        phase = t("{phase} - {step}", phase=phase, step=t(STEPS[state.step]))
    turn = ""
    if state.phase == "actions" and not state.pending:
        turn = t("{name} to play", name=state.players[state.current].name)
    of = t("Round {n} of {last}", n=state.round, last=board().last_round)
    return ft.Semantics(identifier="round-phase", label=f"{of}, {phase}. {turn}",
                        content=ft.Row([
                            ft.Text(f"{of} - {phase}", size=20, weight=ft.FontWeight.BOLD),
                            *([ft.Text(turn, size=18)] if turn else []),
                        ], wrap=True, spacing=12, run_spacing=0))


@ft.component
def _row(player: str, facts: Seen) -> ft.Control:
    return row_of(Player.model_validate_json(player), facts)


@ft.component
def _book(player: str, facts: Seen) -> ft.Control:
    return book_of(Player.model_validate_json(player), facts)


#: A player's row and book, rendered again only when the player's record (``player``, its JSON) or what the state
#: says about them (``facts``) changed: a step mostly changes one player, and the others' rows and books are then
#: neither rendered nor compared for the patch, for each device showing the table.
PlayerRow, PlayerBook = ft.memo(_row), ft.memo(_book)


@ft.component
def TawTable() -> ft.Control:
    """The table view of a game of The Ancient World."""
    app, game = use_game()
    state: State = game.state
    mine, waiting = app.seat, acting(state)
    seats = range(len(state.players))
    # Each player's record as JSON: a value, compared by the memoized rows and books (the engine changes the state's
    # objects in place, so the objects themselves would always compare equal to what was last shown).
    shown = {s: (state.players[s].model_dump_json(), seen(state, s, s == mine)) for s in seats}
    rows: ft.Control = ft.Column([keyed(PlayerRow, f"row-{s}")(*shown[s]) for s in seats], spacing=4)
    # Held, not state: only the folding rows observe it (a move's start and end render nothing else again).
    entering = ft.use_memo(Entering, [])
    order = sorted(seats, key=lambda s: s != mine)
    books = [keyed(PlayerBook, f"book-{s}")(*shown[s]) for s in order]
    if mine is not None and not app.wide:  # a seat phone: its player's book, the others' folded under it
        books[1:] = [keyed(OthersFolded, "other-books")([state.players[s].name for s in order[1:]], books[1:])]
    # A phone on its side has no height for the rows above the board: there they scroll with it.
    pinned_rows = not app.wide and not app.tabs_beside
    if pinned_rows:  # folded to one strip while a move or a decision is entered: the entry gets the height
        rows = keyed(FoldingRows, "rows")(state.players, waiting, rows, entering, bool(state.pending))
    extra: list[ft.Control] = [] if pinned_rows or app.wide else [rows]
    teaching = [keyed(TeachingPanel, "taw-teaching")(state, game.legal_actions())] if getattr(
        game.setup, "teaching", False) else []
    # A decision comes first and the teaching panel explaining its step after it: the dice stay in view.
    after = teaching if state.pending else []
    extra += [] if after else teaching
    if state.table_notes and app.wide:
        extra.append(keyed(Checklist, "checklist")(state))
    todo = None if app.wide else (lambda button: summary(state, button))
    # A seat phone opens on its player's book while the game waits on another player; the board comes first on its turn.
    ahead = books[:1] if mine is not None and waiting != mine and not app.wide else []
    extra += ahead
    below = [*after, *([] if app.wide else books[len(ahead):])]
    if app.dropped:
        extra.insert(0, dropped_notice(app.dropped, app.dismiss_dropped, key="app-dropped"))
    # One flow in every phase: the decision takes the board's place, the books around it stay (and are not re-sent).
    # Each new decision opens at its top, whatever the pane was scrolled to for the one before.
    opened = f"{state.pending[0].kind}-{len(game.entries)}" if state.pending else ""
    instead = None if state.phase == "actions" and not state.pending else (
        [keyed(w.OpensAtTop, "decision-at-top")(decision_panel(app, game), opened)] if state.pending else [])
    play = keyed(MoveFlow, "moves")(app, game, extra, below, todo, instead, entering.say)
    # The move is at the same place in both layouts (first in the row, second in its column), so turning the device
    # keeps a move being entered. A tablet shows every book beside the board instead of the compact rows: two
    # columns of books, each book scrolling on its own, so all of them are in view at once.
    left = ft.Container(ft.Column([rows if pinned_rows else ft.Container(), play], expand=True, spacing=6),
                        width=LEFT_WIDTH if app.wide else None, expand=not app.wide)
    columns = [books[0::2], books[1::2]]
    shelf = ft.Semantics(identifier="books", container=True, expand=True, content=ft.Row(
        [ft.Column([ft.Container(w.scrolling(b), expand=True) for b in column], expand=True, spacing=8)
         for column in columns if column], expand=True, spacing=8, vertical_alignment=ft.CrossAxisAlignment.STRETCH))
    body = ft.Row([left, *([shelf] if app.wide else [])], expand=True, spacing=12,
                  vertical_alignment=ft.CrossAxisAlignment.STRETCH)
    return keyed(SeatFrame, "seat-frame")(app, _header(state), body, waiting, bool(state.pending))
