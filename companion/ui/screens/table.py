"""Table: the live game. Game-wide values, one panel per player, and the engine's legal actions."""

from __future__ import annotations

import flet as ft
from pydantic import BaseModel

from companion.core.action import Action
from companion.ui import kind_screens, present
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.lang import t
from companion.ui.state import AppState


def _numbers(model: BaseModel, prefix: str) -> list[ft.Control]:
    numbers = []
    for v in present.values(model, skip=present.NAME_FIELDS):
        if isinstance(v.value, int) and not isinstance(v.value, bool):
            numbers.append(w.big_number(t(v.label), v.value, identifier=f"{prefix}-{v.key}"))
        else:
            numbers.append(ft.Text(t("{label}: {value}", label=t(v.label), value=present.shown(v.value)), size=16))
    return numbers


def player_panel(player: BaseModel, seat: int, active: bool) -> ft.Control:
    """One player's values; the active player is marked with words and an icon, not only colour."""
    name = present.player_name(player, seat)
    title = ft.Row([
        ft.Icon(ft.Icons.PERSON_PIN if active else ft.Icons.PERSON_OUTLINE),
        ft.Text(t("{name} (to play)", name=name) if active else name, size=22, weight=ft.FontWeight.BOLD),
    ])
    body: list[ft.Control] = [title, ft.Row(_numbers(player, f"p{seat}"), wrap=True)]
    for label, group in present.groups(player):
        body += [ft.Text(t(label), size=16, weight=ft.FontWeight.BOLD),
                 ft.Row(_numbers(group, f"p{seat}-{label.lower().replace(' ', '-')}"), wrap=True)]
    return w.card(body, identifier=f"player-{seat}")


def _action_button(app: AppState, action: Action, said: str) -> ft.Control:
    verdict = app.can(action)
    row: list[ft.Control] = [w.button(said, w.bind(app.act, action), disabled=not verdict)]
    if verdict.said is not None:
        row.append(ft.Text(t(verdict.said), size=16))
    return ft.Row(row, wrap=True)


@ft.component
def Table() -> ft.Control:
    """The table view of the open game."""
    app, game = use_game()
    if (own := kind_screens.own_screen(game.kind.id, "table")) is not None:
        return own()
    state = game.state
    current = game.kind.current_player(state)
    panels = [player_panel(p, i, i == current) for i, p in enumerate(game.kind.players(state))]
    actions = [(a, t(a.describe(state))) for a in game.legal_actions()]
    controls: list[ft.Control] = [
        ft.Row(_numbers(state, "game"), wrap=True),
        *panels,
        w.heading(t("What can be done now"), size=20),
        *([_action_button(app, a, said) for a, said in actions] or [ft.Text(
            t("The game is over.") if game.is_over else t("The engine offers no action here yet."), size=16)]),
    ]
    return ft.Column(controls, spacing=12)
