"""The current player's move: tap a space on the board (or a move off it), answer its few inputs, confirm.

The inputs are the engine's declaration (``companion.taw.moves.inputs``) with its defaults, so a move with no
other decision is two taps: the tile, then Confirm. What the move will do is the action's own ``describe`` and a
refusal is the engine's reason; both sit with Confirm in a bar pinned below the scrolling inputs. A move being
entered belongs to the player and revision it was started at: when the game moves on under it (another device
saved a move, an undo), it is dropped with a notice, never carried to the next player.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.taw.data import board
from companion.taw.moves.answers import Missing, missing
from companion.taw.moves.inputs import OTHER_MOVES, PLACEMENTS, action, inputs, moves, so_far
from companion.taw.phases.attack import Attack
from companion.taw.state import State
from companion.ui import widgets as w
from companion.ui.hooks import keyed, use_lazy_state
from companion.ui.lang import N_, reader, t
from companion.ui.panes import pinned_bar
from companion.ui.state import AppState
from companion.ui.taw.attack import summary
from companion.ui.taw.board import board_tiles, views
from companion.ui.taw.card_entry import use_remembered, with_current
from companion.ui.taw.entry import inputs_controls
from companion.ui.taw.rows import FaceUpPanel
from companion.ui.undo import undo_bar
from companion.ui.verdict import verdict_and_confirm

#: The answers to decisions by what they did, for "Undo Cy's titan confrontation" (not "confront titan").
ANSWER_NAMES: dict[str, str] = {
    "upgrade_citizen": N_("citizen upgrade"), "enter_titan": N_("titan drawn"), "lay_out_draft_row": N_("draft row"),
    "pick_draft_titan": N_("titan pick"), "enter_dice": N_("dice"), "reroll_die": N_("reroll"),
    "keep_dice": N_("kept dice"), "damage_card": N_("damaged card"), "discard_army": N_("discarded army"),
    "repair_card": N_("repair"), "place_coin_on_army": N_("coin on an army"),
    "discard_retired": N_("discarded retired card"), "discard_district": N_("discarded district"),
    "confront_titan": N_("titan confrontation"), "feed_citizens": N_("feeding"), "correct": N_("correction"),
}
#: Every move's name, for "Undo Cy's Labor" and the move's title (said with ``t``: :func:`move_names`).
MOVE_NAMES: dict[str, str] = {**{k: board().space(c.space).label for k, c in PLACEMENTS.items()}, **OTHER_MOVES,
                              "show_card": N_("face-up card"), **ANSWER_NAMES}


def move_names() -> dict[str, str]:
    """:data:`MOVE_NAMES` in the reader's language (the spaces' names as the rules data says them)."""
    spaces = board(reader())
    return {kind: spaces.space(PLACEMENTS[kind].space).label if kind in PLACEMENTS else t(name)
            for kind, name in MOVE_NAMES.items()}


def move_name(kind: str) -> str:
    """A move's name in the reader's language (its type when it has none)."""
    return move_names().get(kind, kind)


@dataclass(frozen=True)
class Draft:
    """A move being entered: which, the answers so far, and the revision and seat it was started at."""

    move: str = ""
    values: Mapping[str, Any] = field(default_factory=dict)
    revision: int = -1
    seat: int = -1


def dropped_text(state: State, draft: Draft) -> str:
    """What is said of a move being entered that the game moved on under."""
    move = move_name(draft.move)
    if 0 <= draft.seat < len(state.players):
        return t("{name}'s {move} was not saved: the game changed while it was being entered (another device saved "
                 "something, or an undo). Enter it again if it still stands.", name=state.players[draft.seat].name,
                 move=move)
    return t("The {move} was not saved: the game changed while it was being entered (another device saved "
             "something, or an undo). Enter it again if it still stands.", move=move)


def dropped_notice(text: str, on_dismiss: Callable[[], None], *, key: str) -> ft.Control:
    """The notice of a dropped move, with its dismiss button; keyed, so that what comes after it (a decision being
    answered) stays where it is when it is dismissed."""
    return ft.Row([ft.Container(w.notice(text, identifier="draft-dropped"), expand=True),
                   w.icon_button(ft.Icons.CLOSE, t("Dismiss the notice"), on_dismiss)], key=key)


def _reason(app: AppState, sketch: Action | None, lack: Missing | None) -> str:
    """Why a move not built yet cannot be confirmed: the engine's refusal of it as entered so far (what the player
    lacks for the move at all comes first), else what it still needs ("Enter the titan's defence")."""
    verdict = app.can(sketch) if sketch is not None and lack is not None else None
    if verdict is not None and verdict.said is not None:
        return t(verdict.said)
    return t(lack.message) if lack is not None else t("Choose the move's inputs")


@ft.component
def MoveFlow(app: AppState, game: Game, above: list[ft.Control], below: list[ft.Control],
             todo: Callable[[ft.Control | None], ft.Control | None] | None,
             instead: list[ft.Control] | None = None,
             on_entering: Callable[[bool], None] | None = None) -> ft.Control:
    """The board (or the chosen move's inputs) scrolling above a pinned bar: the verdict and Confirm while a move
    is entered, what to do on the table and the last move's Undo otherwise. ``above``/``below``: what scrolls with
    the board (the teaching panel, the players' books). ``instead``: what takes the board's place while the game has
    no move to make (the decision it waits on, nothing once it is over), None while a move is to be made.

    The board stays mounted, hidden, while a move is entered, and is memoized on what its tiles show: entering a
    move or going back re-sends only the move's inputs. The flow itself stays mounted from one phase to the next, the
    board hidden behind the decision and the books around it in place: ending the actions phase sends a phone the
    decision, and the round's start the board's changes, not the whole pane again (docs/performance.md). The pane
    goes back to its top when the board goes or comes back, as a new pane would start. ``on_entering(True)`` when a
    move starts being entered, ``(False)`` when it ends (the table folds the players' rows meanwhile)."""
    draft, set_draft = use_lazy_state(Draft)
    earlier = use_remembered(app.store)
    state: State = game.state
    seat = state.current
    revision = app.revision
    dropped = bool(draft.move) and (draft.revision != revision or draft.seat != seat)
    playing = instead is None
    move = "" if dropped or not playing else draft.move
    # The board's moves and their verdicts change only with the game: computed once per revision, not per tap. Out
    # of the actions phase the board is hidden as it was last shown, so the round's start patches only its changes.
    shows = ft.use_ref((revision, seat))
    if playing:
        shows.current = (revision, seat)
    tiles, others = ft.use_memo(lambda: views(state, moves(state, seat), seat), list(shows.current or ()))
    pane = ft.use_memo(lambda: ft.Ref[ft.Column](), [])
    was_playing = ft.use_ref(playing)

    async def to_top() -> None:
        """The board went or came back: the pane starts at its top, where the decision (or the board) is."""
        if was_playing.current == playing or pane.current is None:
            return
        was_playing.current = playing
        with contextlib.suppress(RuntimeError):  # the pane left the page meanwhile (another tab was opened)
            await pane.current.scroll_to(offset=0)

    ft.use_effect(to_top, [playing])

    def entering() -> None:
        if on_entering is not None:
            on_entering(bool(move))

    ft.use_effect(entering, [bool(move)])
    # When this flow goes away (another tab, another screen) while it says a move was dropped, the table says so
    # when it is back (``AppState.dropped``).
    latest = ft.use_ref(draft)
    latest.current = draft

    def gone() -> None:
        left = latest.current
        if left is not None and left.move and left.revision != app.revision:
            now = app.game
            app.dropped = dropped_text(now.state if now is not None else state, left)

    ft.on_unmounted(gone)

    def choose_move(kind: str) -> None:
        now = app.game
        if app.dropped:
            app.dismiss_dropped()
        set_draft(Draft(kind, {}, app.revision, now.state.current if now is not None else -1))

    # The same function on every render, so the memoized board is not re-rendered for a new handler.
    choose = ft.use_callback(choose_move, [])

    def put(key: str, value: Any, *also: tuple[str, Any]) -> None:
        set_draft(replace(draft, values={**draft.values, key: value, **dict(also)}))

    def clear() -> None:
        latest.current = Draft()  # at once: the flow may go away (another tab) before it renders again
        set_draft(Draft())

    names = [p.name for p in state.players]
    notice = [dropped_notice(dropped_text(state, draft), clear, key="draft-dropped")] if dropped else []
    # The notice first, so it is in view whatever scrolls above the board (a seat phone's book).
    board = ft.Column([board_tiles(tiles, others, choose), keyed(FaceUpPanel, "face-up")(app, game)], spacing=10,
                      visible=playing, key="board")
    shown = [*notice, *above, board, *(instead or []), *below]
    board_pane = ft.Container(w.scrolling(ft.Column(shown, spacing=10), ref=pane, identifier="table-pane"),
                              expand=True, visible=not move, key="board-pane")
    panes: list[ft.Control] = [board_pane]
    if not move:
        pinned = undo_bar(app, game, move_names(), names, todo)
    else:
        title = ft.Row([w.icon_button(ft.Icons.ARROW_BACK, t("Back to the board"), clear),
                        w.heading(f"{state.players[seat].name}: {move_name(move)}", size=20)], spacing=4)
        given = inputs(state, seat, move, draft.values)
        entry = inputs_controls(given, draft.values, put, move, with_current(state, earlier))
        built = action(state, seat, move, draft.values)
        lack = missing(given, draft.values)
        sketch = so_far(state, seat, move, draft.values) if lack is not None else built
        if isinstance(sketch, Attack):
            entry += summary(state, sketch, defence_entered=lack is None)
        pinned = verdict_and_confirm(app, game, built, _reason(app, sketch, lack), clear)
        panes.append(ft.Container(w.scrolling(ft.Column([title, *entry], spacing=10), identifier="move-entry"),
                                  expand=True, key=f"move-{move}"))
    return ft.Column([*panes, pinned_bar(pinned)], expand=True, spacing=4)
