"""The Ancient World's score: the engine's score sheet of the game, a line per category and player, the winner
and the tie-break in words (the standing so far while the game runs)."""

from __future__ import annotations

import flet as ft
import flet_charts as fch

from companion.core.errors import DataError
from companion.taw.data import tribes
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import Line, Result, score
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.taw.export import ExportPanel

#: Row names of the categories that are not a tribe's banners or a card.
CATEGORY_NAMES = {"starving": "Starving citizens", "damaged": "Damaged empire cards", "bonus": "Bonus points"}


def category_name(category: str, text: str) -> str:
    """A row's name: the same for every player (a tribe or a card by name)."""
    if category in CATEGORY_NAMES:
        return CATEGORY_NAMES[category]
    if category.startswith("banners:"):
        info = {t.id: t for t in (*tribes().tribes, tribes().wild)}
        tribe = info.get(category.split(":", 1)[1])
        # The tribe's word, not its printed symbol: the offline web client's fonts have no glyph for the symbols.
        return f"{tribe.label} banners" if tribe else text.split(":")[0]
    return text.split(":")[0]


def _cell(name: str, row: str, line: Line | None) -> ft.DataCell:
    """A player's points in one category, big, with what was counted under them."""
    if line is None:
        return ft.DataCell(ft.Semantics(label=f"{name}, {row}: 0", exclude_semantics=True,
                                        content=ft.Text("0", size=20)))
    return ft.DataCell(ft.Semantics(label=f"{name}, {row}: {line.points} ({line.text})", exclude_semantics=True,
                                    content=ft.Column([ft.Text(str(line.points), size=20, weight=ft.FontWeight.BOLD),
                                                       ft.Text(line.text, size=12)], spacing=0, tight=True,
                                                      horizontal_alignment=ft.CrossAxisAlignment.END)))


def _total(seat: int, name: str, total: int) -> ft.Control:
    """A player's total, the biggest number of the table; ``total-<column>`` is its test handle."""
    return ft.Semantics(identifier=f"total-{seat}", label=f"{name} total {total}", exclude_semantics=True,
                        content=ft.Text(str(total), size=24, weight=ft.FontWeight.BOLD))


def score_table(result: Result) -> ft.Control:
    """One row per scoring category (in the engine's order), one column per player, totals last."""
    rows_named: dict[str, str] = {}
    for player in result.players:
        for line in player.breakdown:
            rows_named.setdefault(line.category, category_name(line.category, line.text))
    lines = {p.name: {line.category: line for line in p.breakdown} for p in result.players}
    header = [ft.DataColumn(ft.Text("Category", size=16, weight=ft.FontWeight.BOLD))] + [
        ft.DataColumn(ft.Text(p.name, size=16, weight=ft.FontWeight.BOLD), numeric=True) for p in result.players]
    rows = [ft.DataRow([ft.DataCell(ft.Text(row, size=16)),
                        *[_cell(p.name, row, lines[p.name].get(cat)) for p in result.players]])
            for cat, row in rows_named.items()]
    rows.append(ft.DataRow([ft.DataCell(ft.Text("Total", size=18, weight=ft.FontWeight.BOLD)),
                            *[ft.DataCell(_total(i, p.name, p.total)) for i, p in enumerate(result.players)]]))
    return ft.Row([ft.DataTable(columns=header, rows=rows, data_row_min_height=56, data_row_max_height=80,
                                column_spacing=20)], scroll=ft.ScrollMode.AUTO)


def totals_chart(result: Result) -> ft.Control:
    """A bar per player of the total, the player's name and total under it (the table has the numbers)."""
    top = max((p.total for p in result.players), default=0)
    return ft.Semantics(identifier="totals-chart", exclude_semantics=True,
                        label="Totals: " + ", ".join(f"{p.name} {p.total}" for p in result.players),
                        content=fch.BarChart(
        groups=[fch.BarChartGroup(x=i, rods=[fch.BarChartRod(to_y=p.total, width=28, color=ft.Colors.PRIMARY,
                                                             border_radius=4)])
                for i, p in enumerate(result.players)],
        bottom_axis=fch.ChartAxis(labels=[fch.ChartAxisLabel(value=i, label=ft.Text(f"{p.name}\n{p.total}", size=14))
                                          for i, p in enumerate(result.players)], label_size=40),
        left_axis=fch.ChartAxis(label_size=36), max_y=max(top, 1), height=220, interactive=False,
    ))


@ft.component
def TawScore() -> ft.Control:
    """The score screen of a game of The Ancient World."""
    app, game = use_game()
    try:
        result = score(sheet_from_state(game.state))
    except DataError as exc:
        return w.notice(f"The score cannot be worked out: {exc}", error=True)
    title = "Final score" if game.is_over else "Score if the game ended now"
    winners = " and ".join(result.winners)
    return ft.Column([
        w.heading(title),
        ft.Semantics(identifier="winner", label=f"Winner: {winners}", exclude_semantics=True,
                     content=ft.Text(f"Winner: {winners}", size=24, weight=ft.FontWeight.BOLD)),
        score_table(result),
        totals_chart(result),
        w.heading("Why this order", size=20),
        *[ft.Text(f"{p.rank}. {p.name} ({p.total}): {p.tiebreak}", size=16) for p in result.players],
        ExportPanel(result, app.store, app.current.id if app.current else "game"),
    ], spacing=12)
