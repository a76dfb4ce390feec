"""Ancient Realm's game end: the points entered by hand, then the final score line by line with its rating."""

from __future__ import annotations

import flet as ft

from companion.realm.actions import EnterPoints
from companion.realm.scoring import final_score, key_said
from companion.realm.state import RealmState, ScoreLine, ScoreSheet
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.hooks import keyed
from companion.ui.lang import t
from companion.ui.realm.steps import verdict_row
from companion.ui.screens.log import undo_redo


@ft.component
def ManualPoints(key_name: str) -> ft.Control:
    """Enter the points of one card scored by hand."""
    app, game = use_game()
    text, set_text = ft.use_state("")
    points = int(text) if text.isdigit() else None
    name = key_said(game.state, key_name)
    field = w.text_field(t("Points for {key}", key=name), text, lambda e: set_text(e.control.value or ""),
                         number=True, width=220)
    save_label = t("Save the points for {key}", key=name)
    if points is None:
        return ft.Row([field, w.button(save_label, None, disabled=True),
                       ft.Text(t("Enter a whole number"), size=15)], wrap=True)
    save = verdict_row(app, save_label, EnterPoints(key=key_name, points=points))
    return ft.Row([field, save], wrap=True)


def _line(i: int, line: ScoreLine) -> ft.Control:
    """One line of the score: its points (``realm-score-<i>``, the number's own box, saying the whole line) in a
    column as wide as a 3-digit number, then what they are for."""
    label, detail = t(line.label), t(line.detail)
    points = ft.Semantics(identifier=f"realm-score-{i}",
                          label=t("{label}: {points} ({detail})", label=label, points=line.points, detail=detail),
                          exclude_semantics=True,
                          content=ft.Text(str(line.points), size=24, weight=ft.FontWeight.BOLD))
    words = ft.Column([ft.Text(label, size=16, weight=ft.FontWeight.BOLD), ft.Text(detail, size=14)],
                      spacing=0)
    return ft.Row([ft.Container(points, width=56, alignment=ft.Alignment.CENTER_LEFT),
                   ft.Semantics(exclude_semantics=True, content=words, expand=True)])


def sheet_view(title: str, sheet: ScoreSheet) -> list[ft.Control]:
    """A final score: its title, the total, the rating, then each line with how it was reached (a game played in
    the app, or one scored on paper)."""
    return [
        w.heading(title, size=26),
        ft.Row([w.big_number(t("Total"), sheet.total, identifier="realm-total")], wrap=True),
        ft.Semantics(identifier="realm-rating", label=t("Rating: {rating}", rating=sheet.rating),
                     exclude_semantics=True,
                     content=ft.Text(t(sheet.rating), size=24, weight=ft.FontWeight.BOLD)),
        *[_line(i, line) for i, line in enumerate(sheet.lines)],
    ]


@ft.component
def RealmScore(on_table: bool = False) -> ft.Control:
    """The final score: points by line with how they were reached, the total and the score table's rating.
    ``on_table``: shown on the table, whose pinned bar has the Undo (the Scores tab has Undo and Redo here)."""
    app, game = use_game()
    state: RealmState = game.state
    controls: list[ft.Control] = []
    if state.phase == "scoring":
        controls += [w.heading(t("Game end: points to enter by hand"), size=22),
                     *[keyed(ManualPoints, f"manual-{k}")(k) for k in state.manual_pending]]
    sheet = state.score if state.score is not None else final_score(state)
    title = t("Final score") if game.is_over else t("Score so far (the game is not over)")
    controls += sheet_view(title, sheet)
    if not on_table:
        controls.append(undo_redo(app))
    return ft.Column(controls, spacing=10)
