"""The Ancient World's score, by category: each category's name and its fixed colour (a tribe's banners in the
tribe's colour), and the chart of a result: a bar per player stacked by category (so a glance shows where the points
come from) with a legend saying each category's colour and points in words."""

from __future__ import annotations

from collections.abc import Mapping
from math import ceil
from types import MappingProxyType, ModuleType
from typing import TYPE_CHECKING

import flet as ft

from companion.taw.data import tribes
from companion.taw.scoring import Line, Result
from companion.ui.lang import N_, reader, t
from companion.ui.taw.tribes import tribe_icon

if TYPE_CHECKING:
    import flet_charts as fch

#: Row names of the categories that are not a tribe's banners or a card.
CATEGORY_NAMES = {"starving": N_("Starving citizens"), "damaged": N_("Damaged empire cards"),
                  "bonus": N_("Bonus points")}


def category_name(category: str, text: str) -> str:
    """A row's name: the same for every player (a tribe or a card by name)."""
    if category in CATEGORY_NAMES:
        return t(CATEGORY_NAMES[category])
    if category.startswith("banners:"):
        said = tribes(reader())
        info = {t.id: t for t in (*said.tribes, said.wild)}
        tribe = info.get(category.split(":", 1)[1])
        # The tribe's word, not its printed symbol: the offline web client's fonts have no glyph for the symbols.
        return t("{tribe} banners", tribe=tribe.label) if tribe else text.split(":")[0]
    return text.split(":")[0]


#: Each category's colour, by the engine's category id (banners take their tribe's colour), so a category keeps its
#: colour whatever else appears in the chart. Each has a contrast of at least 3:1 on the light and on the dark
#: surface and keeps clear of the tribes' red, blue, yellow, green and purple; every segment is also outlined and
#: named in the legend, so no colour is the only signal.
CATEGORY_COLOURS: Mapping[str, str] = MappingProxyType({
    "starving": "#00838F",
    "damaged": "#E65100",
    "bonus": "#607D8B",
    "card:cave_town": "#8D6E63",
    "card:citadel_of_ivories": "#827717",
    "card:city_center": "#C2185B",
    "card:forest_hideout": "#4E6A2E",
    "card:frog_god_statue": "#B7791F",
    "card:hall_of_war": "#A0522D",
    "card:hidden_library": "#0E7490",
    "card:monument": "#718096",
    "card:moon_festival": "#805AD5",
    "card:trade_city": "#D53F8C",
    "card:trade_route": "#7C6F57",
    "card:treasury": "#A16207",
})
#: The colour of a category the table above does not list (none the engine scores today).
OTHER_COLOUR = "#6B7280"


def category_rows(result: Result) -> tuple[dict[str, str], dict[str, dict[str, Line]]]:
    """The table's rows (category -> row name, in the engine's order) and each player's line per category."""
    rows_named: dict[str, str] = {}
    for player in result.players:
        for line in player.breakdown:
            rows_named.setdefault(line.category, category_name(line.category, t(line.text)))
    return rows_named, {p.name: {line.category: line for line in p.breakdown} for p in result.players}


def banner_tribe(category: str) -> str | None:
    """The tribe of a ``banners:<tribe>`` category known to the rules data, else None."""
    tribe = category.split(":", 1)[1] if category.startswith("banners:") else None
    return tribe if tribe in {t.id for t in tribes().tribes} else None


def category_colour(category: str) -> str:
    """A category's colour: a tribe's banners in the tribe's colour, the others as ``CATEGORY_COLOURS`` says."""
    tribe = banner_tribe(category)
    return tribes().get(tribe).colour if tribe else CATEGORY_COLOURS.get(category, OTHER_COLOUR)


def _charts() -> ModuleType:
    """flet_charts, imported when the first chart is drawn, not when the server starts: the package brings its
    Matplotlib and Plotly wrappers along, about a third of the app's import time (docs/performance.md)."""
    import flet_charts

    return flet_charts


def _rod(lines: dict[str, Line], colours: dict[str, str]) -> fch.BarChartRod:
    """A player's stacked bar in the table's row order: points upward from 0, penalties downward from 0."""
    fch = _charts()
    up = down = 0
    segments = []
    for category, colour in colours.items():
        points = lines[category].points if category in lines else 0
        if points > 0:
            segments.append((up, up + points, colour))
            up += points
        elif points < 0:
            segments.append((down + points, down, colour))
            down += points
    outline = ft.BorderSide(1, ft.Colors.ON_SURFACE)
    return fch.BarChartRod(from_y=down, to_y=up, width=36, color=ft.Colors.SURFACE, border_radius=0,
                           stack_items=[fch.BarChartRodStackItem(from_y=a, to_y=b, color=colour, border_side=outline)
                                        for a, b, colour in segments])


def _legend_entry(category: str, row: str, lines: dict[str, dict[str, Line]], colour: str) -> ft.Control:
    """One category of the legend: its colour (a tribe's shape too) and every player's points in words."""
    points = {name: mine[category].points if category in mine else 0 for name, mine in lines.items()}
    below = " " + t("(penalty, below 0)") if any(v < 0 for v in points.values()) else ""
    words = f"{row}{below}: " + ", ".join(f"{name} {v}" for name, v in points.items())
    tribe = banner_tribe(category)
    swatch = ft.Container(width=20, height=20, bgcolor=colour, border=ft.Border.all(1, ft.Colors.ON_SURFACE))
    return ft.Row([swatch, *([tribe_icon(tribe, size=20)] if tribe else []), ft.Text(words, size=16, expand=True)],
                  spacing=8)


#: Width (px) of a bar's name under it: four fit side by side on a phone (the chart is about 300 px wide there), so
#: a long name is cut short with "..." instead of running into its neighbour's (the cards above say it whole).
BAR_LABEL_WIDTH = 70


def _bar_label(name: str, total: int) -> ft.Control:
    """The player's name (one line, cut to the bar's share of a phone's width) and total under a bar."""
    return ft.Column([ft.Text(name, size=14, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS, width=BAR_LABEL_WIDTH,
                              text_align=ft.TextAlign.CENTER),
                      ft.Text(str(total), size=14, weight=ft.FontWeight.BOLD)],
                     spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER, tight=True)


#: Said where the chart would be when no player has a point in any category.
NOTHING_TO_CHART = N_("No points in any category yet: nothing to chart.")


def totals_chart(result: Result) -> ft.Control:
    """A stacked bar per player, a segment per category of the table (penalties below 0), the player's name and
    total under it, and a legend saying each category's colour and points in words. With no points scored yet, a line
    saying so: an empty chart showed only its top axis number under the table, which read as a stray label."""
    if not any(line.points for player in result.players for line in player.breakdown):
        return ft.Semantics(identifier="totals-chart", label=t(NOTHING_TO_CHART), exclude_semantics=True,
                            content=ft.Text(t(NOTHING_TO_CHART), size=16))
    fch = _charts()
    rows_named, lines = category_rows(result)
    colours = {category: category_colour(category) for category in rows_named}
    rods = [_rod(lines[p.name], colours) for p in result.players]
    top = max((r.to_y for r in rods), default=0)
    bottom = min((r.from_y for r in rods), default=0)
    step = next((s for s in (5, 10, 20, 50) if top - bottom <= 8 * s), 100)  # at most about 8 lines, 0 among them
    parts = "; ".join(f"{p.name}: " + ", ".join(f"{row} {lines[p.name][cat].points}"
                                                 for cat, row in rows_named.items() if cat in lines[p.name])
                      for p in result.players)
    label = t("Totals: {totals}. Points by category: {parts}.",
              totals=", ".join(f"{p.name} {p.total}" for p in result.players), parts=parts)
    chart = fch.BarChart(
        groups=[fch.BarChartGroup(x=i, rods=[rod]) for i, rod in enumerate(rods)],
        bottom_axis=fch.ChartAxis(labels=[fch.ChartAxisLabel(value=i, label=_bar_label(p.name, p.total))
                                          for i, p in enumerate(result.players)], label_size=40),
        left_axis=fch.ChartAxis(label_size=36, label_spacing=step),
        # No numbers on the top and right edges: left to their defaults they drew a stray "10" under the bars.
        top_axis=fch.ChartAxis(show_labels=False), right_axis=fch.ChartAxis(show_labels=False),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        min_y=-ceil(-bottom / step) * step, max_y=max(ceil(top / step), 1) * step, height=260, interactive=False,
    )
    return ft.Column([ft.Semantics(identifier="totals-chart", label=label, exclude_semantics=True, content=chart),
                      *[_legend_entry(cat, row, lines, colours[cat]) for cat, row in rows_named.items()]],
                     spacing=8)
