"""End of round: what the engine did automatically (for the table to copy physically) and the next decision."""

from __future__ import annotations

import flet as ft

from companion.ui import kind_screens
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.screens.log import undo_redo


@ft.component
def RoundEnd() -> ft.Control:
    """The step-by-step wizard: the steps just done, then the decision the rules leave to a player."""
    app, game = use_game()
    if (own := kind_screens.own_screen(game.kind.id, "round_end")) is not None:
        return own()
    last_group = game.entries[-1].group if game.entries else 0
    done = [e for e in game.entries if e.group == last_group and e.auto]
    decisions = game.legal_actions()
    controls: list[ft.Control] = [w.heading("End of round")]
    if done:
        controls += [ft.Text("Done automatically; do the same on the table:", size=18),
                     *[ft.Row([ft.Icon(ft.Icons.CHECK), ft.Text(e.text, size=16, expand=True)]) for e in done]]
    controls.append(w.heading("Next decision", size=20))
    controls += [w.button(a.describe(game.state), w.bind(app.act, a)) for a in decisions] or [
        ft.Text("No decision is pending.", size=16)]
    controls.append(undo_redo(app))
    return ft.Column(controls, spacing=12)
