"""The Ancient World's end of round as a wizard: the steps in the rulebook's order with the current one
marked, what the table must do physically as a checklist (first when nobody has to decide), each player's decision
in turn, and undo of the last answer or of the whole step, one tap away."""

from __future__ import annotations

import flet as ft

from companion.core.game import Game, LogEntry
from companion.taw.guide import checklist
from companion.taw.state import State
from companion.ui import widgets as w
from companion.ui.context import go, use_game
from companion.ui.hooks import keyed
from companion.ui.lang import reader, t
from companion.ui.screens.log import undo_redo
from companion.ui.state import AppState
from companion.ui.taw.checklist import Checklist
from companion.ui.taw.decisions import decision_panel
from companion.ui.taw.rules import STATUS

#: Log entries that start a step of the end of round (or the round after it).
STEP_STARTS = ("end_of_round_step", "end_game", "start_round")


def step_start(game: Game) -> LogEntry | None:
    """The log entry that started the step the game is at, when that is an end-of-round step or what follows it."""
    state: State = game.state
    if state.phase == "actions" and not any(e.action.type == "start_round" for e in _last_group(game)):
        return None
    return next((e for e in reversed(game.entries) if e.action.type in STEP_STARTS), None)


def _last_group(game: Game) -> list[LogEntry]:
    last = game.entries[-1].group if game.entries else 0
    return [e for e in game.entries if e.group == last]


async def undo_step(app: AppState, game: Game, seen: int) -> None:
    """Take back every action since the current step started in ``game`` as the screen showed it (each undo saved
    like a single one, the open game read again after each), starting from revision ``seen``, the one the screen
    showed: if the game moved on meanwhile, nothing is undone."""
    start = step_start(game)
    if start is None:
        return
    while (now := app.game) is not None and len(now.entries) > start.seq and now.can_undo and await app.undo(seen):
        seen = app.revision


def _steps(state: State) -> list[ft.Control]:
    """The end-of-round steps of this round, the current one framed, bold and marked "now" in words."""
    rows: list[ft.Control] = []
    for item in checklist(state, reader()):
        if item.step.phase not in ("end_of_round", "over"):
            continue
        word, icon = t(STATUS[item.status][0]), STATUS[item.status][1]
        now = item.status == "current"
        rows.append(ft.Semantics(
            identifier=f"end-step-{item.step.id}", label=f"{item.step.title} ({word})", exclude_semantics=True,
            content=ft.Container(ft.Row([ft.Icon(icon), ft.Text(f"{item.step.title} ({word})", size=18, expand=True,
                                                                weight=ft.FontWeight.BOLD if now else None)]),
                                 padding=8, border_radius=8,
                                 bgcolor=ft.Colors.PRIMARY_CONTAINER if now else None,
                                 border=ft.Border.all(2, ft.Colors.PRIMARY) if now else None),
        ))
    return rows


def _queue(state: State) -> ft.Control | None:
    """Who decides after the current decision, in turn."""
    later = [f"{state.players[d.player].name}: {t(d.prompt)}" for d in state.pending[1:]]
    if not later:
        return None
    then = t("Then:")
    return ft.Semantics(identifier="later-decisions", label=f"{then} " + "; ".join(later), exclude_semantics=True,
                        content=ft.Column([ft.Text(then, size=16, weight=ft.FontWeight.BOLD),
                                           *[ft.Text(line, size=16) for line in later]], spacing=2))


def _undo_bar(app: AppState, game: Game, start: LogEntry | None) -> ft.Control:
    """Undo the last answer, undo the whole step (started by ``start``), redo."""
    controls = [undo_redo(app)]
    if start is not None:
        seen = app.revision
        controls.append(w.button(t("Undo the whole step: {step}", step=start.message),
                                 w.bind(undo_step, app, game, seen),
                                 icon=ft.Icons.SETTINGS_BACKUP_RESTORE, disabled=not game.can_undo,
                                 key=f"undo-step-{seen}"))
    return ft.Column(controls, spacing=8)


@ft.component
def TawRoundEnd() -> ft.Control:
    """The end-of-round wizard of the open game."""
    app, game = use_game()
    state: State = game.state
    start = step_start(game)
    if state.phase == "over":
        title = t("The game is over")
    elif start is not None and start.action.type == "start_round":
        title = t("Round {ended} is over; round {n} begins", ended=state.round - 1, n=state.round)
    else:
        title = t("End of round {n}", n=state.round)
    controls: list[ft.Control] = [w.heading(title)]
    current = next((i for i in checklist(state, reader()) if i.status == "current" and i.step.phase == "end_of_round"),
                   None)
    if current is not None:
        controls.append(ft.Text(t("Now: {step}", step=current.step.title), size=20, weight=ft.FontWeight.BOLD))
    notes = [keyed(Checklist, "table-checklist")(state)] if state.table_notes else []
    if state.pending:
        controls += [decision_panel(app, game), *notes]
    elif state.phase == "actions":
        waiting = ", ".join(p.name for p in state.players if not p.passed)
        controls += [*notes,
                     ft.Text(t("Round {n} is in its actions phase; the end of round starts when everyone has passed "
                               "(still to pass: {waiting}).", n=state.round, waiting=waiting), size=16),
                     w.button(t("Back to the table"), lambda: go(f"/game/{app.current.id}" if app.current else "/"),
                              icon=ft.Icons.TABLE_RESTAURANT, primary=True)]
    else:
        controls += notes
        if state.phase == "over":
            controls.append(w.button(t("See the final score"), lambda: go(f"/game/{app.current.id}/scores"
                                                                      if app.current else "/"),
                                     icon=ft.Icons.EMOJI_EVENTS, primary=True))
    controls.append(_undo_bar(app, game, start))
    later = _queue(state)
    if later is not None:
        controls.append(later)
    controls += [w.heading(t("The steps in order"), size=20), *_steps(state)]
    return ft.Column(controls, spacing=12)
