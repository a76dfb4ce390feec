"""End of round: what the engine did automatically (for the table to copy physically) and the next decision; a kind's
own wizard where it has one, and for a game with no end of round (Ancient Realm) the way back to its table."""

from __future__ import annotations

import flet as ft

from companion.ui import kind_screens
from companion.ui import widgets as w
from companion.ui.context import go, use_game
from companion.ui.lang import t
from companion.ui.screens.log import undo_redo


def _no_round_end(table: str) -> ft.Control:
    """For a game with no end of round (an address kept from before): where its steps are instead."""
    return ft.Column([w.notice(t("This game has no end of round: each turn ends with its last step on the table."),
                               identifier="no-round-end"),
                      w.button(t("Back to the table"), lambda: go(table), icon=ft.Icons.TABLE_RESTAURANT,
                               primary=True)], spacing=12)


@ft.component
def RoundEnd() -> ft.Control:
    """The step-by-step wizard: the steps just done, then the decision the rules leave to a player."""
    app, game = use_game()
    screens = kind_screens.screens_for(game.kind.id)
    if screens is not None and not screens.round_end_tab:
        return _no_round_end(f"/game/{app.current.id}" if app.current else "/")
    if (own := kind_screens.own_screen(game.kind.id, "round_end")) is not None:
        return own()
    last_group = game.entries[-1].group if game.entries else 0
    done = [e for e in game.entries if e.group == last_group and e.auto]
    decisions = game.legal_actions()
    controls: list[ft.Control] = [w.heading(t("End of round"))]
    if done:
        controls += [ft.Text(t("Done automatically; do the same on the table:"), size=18),
                     *[ft.Row([ft.Icon(ft.Icons.CHECK), ft.Text(t(e.message), size=16, expand=True)]) for e in done]]
    controls.append(w.heading(t("Next decision"), size=20))
    controls += [w.button(t(a.describe(game.state)), w.bind(app.act, a)) for a in decisions] or [
        ft.Text(t("No decision is pending."), size=16)]
    controls.append(undo_redo(app))
    return ft.Column(controls, spacing=12)
