"""The result of The Ancient World's paper sheet: the tie-break count a tie needs (one at a time, only while the
tie stands), then the result view the recorded games show (``result_view``), and the sheet to download for
``companion score``."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

import flet as ft

from companion.taw.paper import (
    CountField,
    TawPaperCount,
    TawPaperState,
    count_words,
    pending_tiebreak,
    result,
    sheet_data,
)
from companion.taw.scoring import Result
from companion.ui import widgets as w
from companion.ui.context import go, use_game
from companion.ui.hooks import keyed
from companion.ui.lang import t
from companion.ui.paper.chips import Keypad
from companion.ui.state import AppState
from companion.ui.taw.score import result_view


def _tiebreak(app: AppState, state: TawPaperState, seats: list[int], field: CountField, points: int) -> ft.Control:
    """The tie's question: the count of its first player without one, by keypad."""
    seat = next(i for i in seats if getattr(state.players[i], field) is None)
    name, words = state.players[seat].name, count_words()[field]
    return w.card([
        ft.Text(t("The tie at {points} points goes to {counted}: {names}'s.", points=points, counted=t(words),
                  names=[state.players[i].name for i in seats]),
                size=18, weight=ft.FontWeight.BOLD),
        keyed(Keypad, f"tie-{seat}-{field}")(t("{counted} of {name}", counted=t(words), name=name), None,
                                             lambda n: app.act(
            TawPaperCount(player=seat, field=field, value=n))),
    ], identifier="tiebreak")


def undecided(scored: Result, tied: list[str]) -> str:
    """A tie that still waits for a count, in words: "Not decided yet: Hal and Ivy tie at 18 points"."""
    return t("Not decided yet: {names} tie at {points} points", names=tied, points=scored.player(tied[0]).total)


def totals(scored: Result) -> str:
    """Every player's total on one line, without the ranks (they would be the scorer's with a count missing)."""
    return " · ".join(f"{p.name} {p.total}" for p in scored.players)


@ft.component
def TawPaperScore() -> ft.Control:
    """The sheet's result: while a tie waits for a count, the totals and the tie-break question; then the result as
    a recorded game shows it (``result_view``: the outcome sentence, the standings, a card per player, the chart)."""
    app, game = use_game()
    state = game.state
    scored = result(state)
    pending = pending_tiebreak(state)
    tied = [state.players[i].name for i in pending[0]] if pending else None
    title = t("Final score") if game.is_over else t("Score so far (not every player is entered)")
    controls: list[ft.Control] = [w.heading(title)]
    if pending is not None and tied is not None:
        seats, field = pending
        controls += [
            ft.Semantics(identifier="outcome", label=undecided(scored, tied), exclude_semantics=True,
                         content=ft.Text(undecided(scored, tied), size=22, weight=ft.FontWeight.BOLD)),
            ft.Semantics(identifier="paper-totals", label=totals(scored), exclude_semantics=True,
                         content=ft.Text(totals(scored), size=20)),
            _tiebreak(app, state, seats, field, scored.player(state.players[seats[0]].name).total),
        ]
    else:
        controls.append(result_view(scored, final=game.is_over))
    controls.append(ft.Row([
        w.button(t("Fix a number"), lambda: go(f"/game/{app.current.id}") if app.current else None, icon=ft.Icons.EDIT),
        w.button(t("Download the score sheet"), _download(json.dumps(sheet_data(state), indent=2)),
                 icon=ft.Icons.DOWNLOAD)], wrap=True))
    return ft.Column(controls, spacing=12)


def _download(text: str) -> Callable[[], Awaitable[None]]:
    """Download the sheet as ``score-sheet.json`` (``companion score`` reads it)."""
    async def download() -> None:
        await ft.FilePicker().save_file(file_name="score-sheet.json", src_bytes=text.encode())

    return download
