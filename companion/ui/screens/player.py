"""A player's page (``/player/<name>``): per game they finished, games, wins, average and best score, their scores
over time as a chart, and their latest games. The figures are :mod:`companion.store.history`'s, read off the event
loop when the page opens; the page says how names are matched and how ties and solo games count."""

from __future__ import annotations

from datetime import datetime
from math import ceil, floor
from typing import cast
from urllib.parse import quote, unquote

import flet as ft
from babel.dates import format_skeleton

from companion.store import StoreError
from companion.store.history import GameRecord, Play, PlayerHistory
from companion.ui import widgets as w
from companion.ui.context import go, use_app
from companion.ui.lang import N_, reader, t, tn
from companion.ui.offloop import read
from companion.ui.preferences import until_left

#: Latest games listed under a game's chart (the chart shows them all).
LISTED = 10
#: Why a game recorded no scores, by the game (said under its figures).
NO_SCORE_WHY = {
    "Through the Ages": N_("Companion plays Through the Ages only to the end of its first round, where every "
                           "culture counter is still 0 (the rulebook: everyone ends it with 1 science and 0 culture): "
                           "the round names no winner, so it counts as played, with no score."),
}
#: The page as read: the name it was read for, the history (None: no finished game), the problem reading it.
Loaded = tuple[str, PlayerHistory | None, str | None]


def player_route(name: str) -> str:
    """The address of ``name``'s page."""
    return f"/player/{quote(name, safe='')}"


def day(stamp: str, *, year: bool = True) -> str:
    """A stored UTC time stamp as a date in the reader's words: "3 Dec 2026" / "03.12.2026" (``year=False``: "3 Dec"
    / "3. Dez.")."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp[:10]
    said = reader()
    if year:
        return said.day(when)
    return format_skeleton("dMMM", when.astimezone(said.zone) if when.tzinfo else when, locale=said.locale)


def _outcome(play: Play) -> str:
    """A play in words: "18 points, won"."""
    score = t("no score") if play.score is None else tn("{n} point", "{n} points", play.score)
    when = day(play.played)
    if play.won is None:
        return t("{day}: {score}", day=when, score=score)
    return t("{day}: {score}, won", day=when, score=score) if play.won else t("{day}: {score}, beaten", day=when,
                                                                                   score=score)


def _figures(record: GameRecord) -> ft.Control:
    """Games, wins, average and best as big numbers (a dash where the games give none)."""
    average = "–" if record.average is None else f"{record.average:.1f}"
    best = "–" if record.best is None else record.best
    wins = record.wins if record.contested else "–"
    tag = _tag(record.game)
    figures = [(N_("Games"), record.games), (N_("Wins"), wins), (N_("Average"), average), (N_("Best"), best)]
    # Two by two on a phone (four of them are wider than its screen), in one row from 576 px on.
    return ft.ResponsiveRow([ft.Container(w.big_number(t(label), value, identifier=f"{label.lower()}-{tag}"),
                                          col={"xs": 6, "sm": 3}, alignment=ft.Alignment.CENTER)
                             for label, value in figures], spacing=0, run_spacing=0)


def _tag(game: str) -> str:
    """A game's part of the test handles of its card: "the-ancient-world"."""
    return game.lower().replace(" ", "-")


def _how_counted(record: GameRecord) -> list[str]:
    """What the figures count, in words."""
    lines = []
    if record.contested:
        lines.append(tn("Wins: {wins} of the {n} game that named a winner (the top score). A shared top score is a "
                        "win for each player who shares it.",
                        "Wins: {wins} of the {n} games that named a winner (the top score). A shared top score is a "
                        "win for each player who shares it.", record.contested, wins=record.wins))
    if solo := sum(p.won is None and p.score is not None for p in record.plays):
        lines.append(tn("{n} solo game: no one to beat, so no winner; the score says how well.",
                        "{n} solo games: no one to beat, so no winner; the score says how well.", solo))
    if unscored := sum(p.score is None for p in record.plays):
        why = NO_SCORE_WHY.get(record.game)
        lines.append(t(why) if why else tn("{n} game ended with no score recorded: counted as played.",
                                           "{n} games ended with no score recorded: counted as played.", unscored))
    return lines


def scores_chart(record: GameRecord) -> ft.Control:
    """The player's scores at this game, oldest to latest, as a line with a dot per game and the dates under it."""
    import flet_charts as fch  # when the first chart is drawn, not when the server starts (docs/performance.md)

    plays = [p for p in record.plays if p.score is not None]
    scores = [p.score for p in plays if p.score is not None]
    low, high = min(0, *scores), max(scores)
    step = next((s for s in (5, 10, 20, 50) if high - low <= 6 * s), 100)
    dates = [fch.ChartAxisLabel(value=i + 1, label=ft.Text(text, size=14)) for i, text in _dates(plays)]
    chart = fch.LineChart(
        data_series=[fch.LineChartData(points=[fch.LineChartDataPoint(x=i + 1, y=s) for i, s in enumerate(scores)],
                                       color=ft.Colors.PRIMARY, stroke_width=3, point=True)],
        bottom_axis=fch.ChartAxis(labels=dates, label_size=32),
        left_axis=fch.ChartAxis(label_size=40, label_spacing=step),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT, width=1),
        min_x=0.5, max_x=len(plays) + 0.5, min_y=floor(low / step) * step, max_y=max(ceil(high / step), 1) * step,
        height=220, interactive=False,
    )
    words = ", ".join(f"{day(p.played)} {p.score}" for p in plays)
    return ft.Semantics(identifier=f"chart-{_tag(record.game)}",
                        label=t("{game} scores over time: {scores}.", game=record.game, scores=words),
                        exclude_semantics=True, content=chart)


def _dates(plays: list[Play]) -> list[tuple[int, str]]:
    """The dates under the chart (index of the play, "3 Dec"): at most about five, evenly spread, the last play's
    always, each only where the day changes (several games on one evening share one date)."""
    every = ceil(len(plays) / 5)
    labels: list[tuple[int, str]] = []
    for i, play in enumerate(plays):
        text = day(play.played, year=False)
        if (i % every == 0 or i == len(plays) - 1) and (not labels or labels[-1][1] != text):
            labels.append((i, text))
    return labels


def _record(record: GameRecord) -> ft.Control:
    """One game's card: the figures, how they count, the chart (or why there is none), the latest games."""
    controls: list[ft.Control] = [w.heading(record.game, size=22), _figures(record),
                                  *[ft.Text(line, size=16) for line in _how_counted(record)]]
    if len(record.scores) >= 2:
        controls += [ft.Text(t("Scores over time, a dot per game, the oldest on the left:"), size=16),
                     scores_chart(record)]
    elif record.scores:
        controls.append(ft.Text(t("The chart of scores over time starts with the second game with a score."), size=16))
    latest = list(reversed(record.plays))
    controls += [w.heading(t("Latest games"), size=18), *[ft.Text(_outcome(p), size=16) for p in latest[:LISTED]]]
    if len(latest) > LISTED:
        controls.append(ft.Text(t("and {count} earlier (in the chart)", count=len(latest) - LISTED), size=16))
    return w.card(controls, identifier=f"record-{_tag(record.game)}")


def _page(name: str, history: PlayerHistory | None) -> list[ft.Control]:
    """The page for ``name`` once read."""
    if history is None:
        return [w.heading(name), w.notice(t("{name} has no finished games yet. Once a game {name} plays ends, its "
                                            "result shows here.", name=name), identifier="no-games")]
    others = [s for s in history.spellings if s != history.name]
    matched = (t("Names are matched with case ignored: also written {spellings}.", spellings=", ".join(others))
               if others else t("Names are matched with case ignored."))
    return [w.heading(history.name), ft.Text(matched, size=16), *[_record(r) for r in history.records]]


@ft.component
def PlayerPage() -> ft.Control:
    """A player's history, read when the page opens (and again for another player)."""
    app = use_app()
    name = unquote(ft.use_route_params().get("name", ""))
    shown, show = ft.use_state(cast(Loaded | None, None))

    @until_left
    async def load() -> None:
        store = app.store
        try:
            show((name, await read(lambda: store.player_history(name)), None))
        except StoreError as exc:
            show((name, None, exc.message))

    ft.use_effect(load, [name])
    back = w.button(t("Back to the start"), lambda: go("/"), icon=ft.Icons.HOME)
    if shown is None or shown[0] != name:
        return ft.Column([w.heading(name), ft.Text(t("Reading the games…"), size=16)], spacing=12)
    _, history, problem = shown
    if problem is not None:
        return ft.Column([w.heading(name), w.notice(t(problem), error=True, identifier="player-problem"), back])
    return ft.Column([*_page(name, history), back], spacing=12)
