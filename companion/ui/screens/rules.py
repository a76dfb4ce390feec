"""Rules guide: every move of the game explained, from the engine's own action definitions."""

from __future__ import annotations

import flet as ft

from companion.core.game import GameKind
from companion.ui import kind_screens, present
from companion.ui import widgets as w
from companion.ui.context import use_app


def _kind_guide(kind: GameKind) -> list[ft.Control]:
    rows: list[ft.Control] = [w.heading(kind.title, size=20)]
    for cls in present.action_types(kind.action_adapter):
        name = cls.model_fields["type"].default.replace("_", " ").capitalize()
        who = "automatic step" if getattr(cls, "automatic_only", False) else "a move or decision"
        rows.append(ft.Column([
            ft.Text(f"{name} ({who})", size=18, weight=ft.FontWeight.BOLD),
            ft.Text(present.first_line(cls.__doc__) or "No explanation yet.", size=16),
        ], spacing=2))
    return rows


@ft.component
def Rules() -> ft.Control:
    """The guide for the open game's kind, or for every installed game."""
    app = use_app()
    if app.game is not None and (own := kind_screens.own_screen(app.game.kind.id, "rules")) is not None:
        return own()
    kinds = [app.game.kind] if app.game else app.kinds
    controls: list[ft.Control] = [w.heading("Rules guide")]
    for kind in kinds:
        controls += _kind_guide(kind)
    if not kinds:
        controls.append(ft.Text("No game is installed yet.", size=16))
    return ft.Column(controls, spacing=12)
