"""New game: choose the game, then fill in its setup (players in seat order, options) from the engine's model."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.core.names import LIMITS
from companion.ui import forms, kind_screens
from companion.ui import widgets as w
from companion.ui.context import go, use_app
from companion.ui.drafting import SOLO_NAME
from companion.ui.lang import t
from companion.ui.state import AppState

#: The dropdown key standing for "no choice" in an optional field.
NONE = "-"


def _input(spec: forms.FieldSpec, value: Any, on_value: Any, *, prefix: str = "") -> ft.Control:
    """One form input for ``spec``; ``prefix`` names the row ("Player 2 ") so every label is unique."""
    label = f"{prefix}{t(spec.label)}"
    if spec.kind == "bool":
        return w.switch(label, bool(value), lambda e: on_value(bool(e.control.value)))
    if spec.kind == "choice":
        choices = [(c, t(c.replace("_", " ").capitalize())) for c in spec.choices]
        if spec.optional:
            choices.insert(0, (NONE, t("None")))
        return w.dropdown(label, NONE if value is None else str(value), choices,
                          lambda e: on_value(None if e.control.value == NONE else e.control.value), width=220)
    if spec.kind == "int":
        return w.text_field(label, "" if value is None else str(value),
                            lambda e: on_value(int(e.control.value) if e.control.value else None), number=True,
                            width=160)
    return w.text_field(label, value or "", lambda e: on_value(e.control.value), width=220,
                        max_length=spec.max_length)


def _player_row(app: AppState, form: forms.FormSpec, index: int, row: dict[str, Any], count: int) -> ft.Control:
    name = t("{row} {number}", row=t(form.row_label), number=index + 1)
    inputs = [
        _input(spec, row.get(spec.name), lambda v, s=spec.name: app.set_player_value(index, s, v), prefix=name + " ")
        for spec in form.row_fields
    ]
    seat = ft.Row([
        ft.Text(t("Seat {number}", number=index + 1), size=18, weight=ft.FontWeight.BOLD),
        w.icon_button(ft.Icons.ARROW_UPWARD, t("Move {name} one seat earlier", name=name),
                      lambda: app.move_player(index, -1),
                      disabled=index == 0),
        w.icon_button(ft.Icons.ARROW_DOWNWARD, t("Move {name} one seat later", name=name),
                      lambda: app.move_player(index, 1),
                      disabled=index == count - 1),
        w.icon_button(ft.Icons.DELETE_OUTLINE, t("Remove {name}", name=name), lambda: app.remove_player(index)),
    ], wrap=True)
    return w.card([seat, ft.Row(inputs, wrap=True, spacing=12, run_spacing=12)], identifier=f"player-row-{index}")


@ft.component
def NewGame() -> ft.Control:
    """The setup form."""
    app = use_app()
    ft.on_mounted(app.begin_new_game)
    kinds = app.kinds
    if not kinds:
        return w.notice(t("No game is installed yet, so no game can be started."), identifier="no-kinds")
    controls: list[ft.Control] = [w.heading(t("New game"))]
    if len(kinds) > 1 or not app.draft.kind_id:
        controls.append(ft.Row([w.dropdown(t("Game"), app.draft.kind_id or None, [(k.id, t(k.title)) for k in kinds],
                                           lambda e: app.choose_kind(e.control.value), text_size=16, expand=True)]))
    form = app.draft_form()
    if form is not None:
        values = app.draft.values
        screens = kind_screens.screens_for(app.draft.kind_id)
        generic = screens is None or not screens.whole_setup
        if generic and form.rows_name:
            rows = values.get(form.rows_name, [])
            controls += [w.heading(t("Players in seat order"), size=20),
                         *[_player_row(app, form, i, r, len(rows)) for i, r in enumerate(rows)],
                         w.button(t("Add a player"), app.add_player, icon=ft.Icons.PERSON_ADD)]
        if form.rows_name is None:  # a solo game: the one player's name, for their history
            controls.append(w.text_field(t("Player's name (empty: {name})", name=SOLO_NAME), app.draft.solo_name,
                                         lambda e: app.set_solo_name(e.control.value or ""),
                                         max_length=LIMITS["player"]))
        if generic and form.fields:
            controls += [w.heading(t("Options"), size=20), *[
                _input(spec, forms.value_at(values, spec.name), lambda v, s=spec.name: app.set_option(s, v))
                for spec in form.fields
            ]]
        if (own := kind_screens.own_screen(app.draft.kind_id, "setup")) is not None:
            controls.append(own())
        problem = app.draft_problem()

        async def start() -> None:
            game_id = await app.start_game()
            if game_id is not None:
                go(f"/game/{game_id}")

        controls.append(w.with_reason(w.button(t("Start the game"), start, icon=ft.Icons.PLAY_ARROW, primary=True,
                                               disabled=problem is not None), t(problem) if problem else None))
    return ft.Column(controls, spacing=12)
