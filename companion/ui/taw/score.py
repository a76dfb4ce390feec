"""The Ancient World's score: the engine's score sheet of the game, a line per category and player, the winner
and the tie-break in words (the standing so far while the game runs)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Awaitable, Callable

import flet as ft
import flet_charts as fch

from companion.core.errors import DataError
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import Result, score
from companion.ui import widgets as w
from companion.ui.context import use_game


def score_table(result: Result) -> ft.Control:
    """One row per scoring category (in the engine's order), one column per player, totals last."""
    categories: dict[str, str] = {}
    for player in result.players:
        for line in player.breakdown:
            categories.setdefault(line.category, line.text.split(":")[0])
    points = {p.name: {line.category: line.points for line in p.breakdown} for p in result.players}
    header = [ft.DataColumn(ft.Text("Category", size=16, weight=ft.FontWeight.BOLD))] + [
        ft.DataColumn(ft.Text(p.name, size=16, weight=ft.FontWeight.BOLD), numeric=True) for p in result.players]
    rows = [ft.DataRow([ft.DataCell(ft.Text(text, size=16)),
                        *[ft.DataCell(ft.Text(str(points[p.name].get(cat, 0)), size=18)) for p in result.players]])
            for cat, text in categories.items()]
    rows.append(ft.DataRow([ft.DataCell(ft.Text("Total", size=18, weight=ft.FontWeight.BOLD)),
                            *[ft.DataCell(ft.Semantics(identifier=f"total-{i}", label=f"{p.name} total {p.total}",
                                                       content=ft.Text(str(p.total), size=22,
                                                                       weight=ft.FontWeight.BOLD)))
                              for i, p in enumerate(result.players)]]))
    return ft.Row([ft.DataTable(columns=header, rows=rows)], scroll=ft.ScrollMode.AUTO)


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


def result_csv(result: Result) -> str:
    """The result as CSV: one row per player and category, then each player's total, rank and tie-break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["player", "rank", "category", "text", "points"])
    for p in result.players:
        writer.writerows([p.name, p.rank, line.category, line.text, line.points] for line in p.breakdown)
        writer.writerow([p.name, p.rank, "total", p.tiebreak, p.total])
    return out.getvalue()


@ft.component
def ExportPanel(result: Result) -> ft.Control:
    """Copy the result as JSON or CSV; the copied text is also shown, selectable."""
    shown, set_shown = ft.use_state("")
    texts = {"JSON": json.dumps(result.to_json(), indent=2, ensure_ascii=False), "CSV": result_csv(result)}

    def copier(kind: str) -> Callable[[], Awaitable[None]]:
        async def copy() -> None:
            await ft.Clipboard().set(texts[kind])
            set_shown(kind)

        return copy

    controls: list[ft.Control] = [ft.Row([w.button(f"Copy the result as {kind}", copier(kind),
                                                   icon=ft.Icons.CONTENT_COPY) for kind in texts], wrap=True)]
    if shown:
        controls += [ft.Text(f"Copied as {shown}:", size=16),
                     ft.Semantics(identifier="export", label=texts[shown], exclude_semantics=True,
                                  content=ft.Text(texts[shown], size=13, selectable=True, font_family="monospace"))]
    return ft.Column(controls, spacing=8)


@ft.component
def TawScore() -> ft.Control:
    """The score screen of a game of The Ancient World."""
    _, game = use_game()
    try:
        result = score(sheet_from_state(game.state))
    except DataError as exc:
        return w.notice(f"The score cannot be worked out: {exc}", error=True)
    title = "Final score" if game.is_over else "Score if the game ended now"
    winners = " and ".join(result.winners)
    return ft.Column([
        w.heading(title),
        ft.Semantics(identifier="winner", label=f"Winner: {winners}",
                     content=ft.Text(f"Winner: {winners}", size=24, weight=ft.FontWeight.BOLD)),
        score_table(result),
        totals_chart(result),
        w.heading("Why this order", size=20),
        *[ft.Text(f"{p.rank}. {p.name} ({p.total}): {p.tiebreak}", size=16) for p in result.players],
        ExportPanel(result),
    ], spacing=12)
