"""The Ancient World's end of round as a wizard: the steps in the rulebook's order with the current one
marked, what the table must do physically, and each player's decision in turn (the engine's answers)."""

from __future__ import annotations

import flet as ft

from companion.taw.guide import checklist
from companion.taw.state import State
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.screens.log import undo_redo
from companion.ui.taw.rules import STATUS


@ft.component
def TawRoundEnd() -> ft.Control:
    """The end-of-round wizard of the open game."""
    app, game = use_game()
    state: State = game.state
    controls: list[ft.Control] = [w.heading(f"End of round {state.round}")]
    for item in checklist(state):
        if item.step.phase != "end_of_round":
            continue
        word, icon = STATUS[item.status]
        controls.append(ft.Semantics(
            identifier=f"end-step-{item.step.id}", label=f"{item.step.title} ({word})", exclude_semantics=True,
            content=ft.Row([ft.Icon(icon), ft.Text(f"{item.step.title} ({word})", size=18, expand=True,
                                                   weight=ft.FontWeight.BOLD if item.status == "current" else None)]),
        ))
    if state.table_notes:
        controls.append(w.notice("On the table: " + " ".join(n.text for n in state.table_notes),
                                 identifier="table-notes"))
    if state.pending:
        decision = state.pending[0]
        controls += [w.heading(f"{state.players[decision.player].name} decides", size=20),
                     ft.Text(decision.prompt, size=18),
                     *[w.button(a.describe(state), w.bind(app.act, a)) for a in game.legal_actions()]]
    elif state.phase == "actions":
        controls.append(ft.Text(f"The round is in its actions phase: {state.players[state.current].name} to play. "
                                "The end of round starts when everyone has passed.", size=16))
    elif state.phase == "over":
        controls.append(ft.Text("The game is over: see the scores.", size=16))
    controls.append(undo_redo(app))
    return ft.Column(controls, spacing=12)
