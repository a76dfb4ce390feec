"""Scores: every player's values side by side, one line per value (the final standing once the game ends)."""

from __future__ import annotations

import flet as ft

from companion.ui import kind_screens, present
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.lang import t
from companion.ui.screens.share import with_share_panel


@ft.component
def Scores() -> ft.Control:
    """The score table of the open game."""
    _, game = use_game()
    if (own := kind_screens.own_screen(game.kind.id, "score")) is not None:
        return with_share_panel(own())
    players = game.kind.players(game.state)
    if not players:
        return w.notice(t("This game has no players to compare."))
    lines = [v for v in present.values(players[0], skip=present.NAME_FIELDS)]
    table = ft.DataTable(
        columns=[ft.DataColumn(label=ft.Text("", size=16)),
                 *[ft.DataColumn(label=ft.Text(present.player_name(p, i), size=16, weight=ft.FontWeight.BOLD))
                   for i, p in enumerate(players)]],
        rows=[ft.DataRow([ft.DataCell(ft.Text(t(line.label), size=16)),
                          *[ft.DataCell(ft.Text(present.shown(getattr(p, line.key)), size=18)) for p in players]])
              for line in lines],
    )
    status = t("Final standing") if game.is_over else t("Standing so far (the game is not over)")
    return with_share_panel(ft.Column([w.heading(status), ft.Row([table], scroll=ft.ScrollMode.AUTO)], spacing=12))
