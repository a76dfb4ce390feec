"""The end of every move flow: the engine's sentence for what the action will do, and a confirm button that is
disabled with the engine's reason beside it while the action is not legal."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.state import AppState


def verdict_and_confirm(app: AppState, game: Game, action: Action | None, missing: str,
                        on_done: Callable[[], None]) -> ft.Control:
    """What the action will do (its own sentence) and the confirm button, disabled with the engine's reason."""
    reason: str | None = missing
    said = ""
    if action is not None:
        verdict = app.can(action)
        reason = t(verdict.said) if verdict.said is not None else None
        said = t("Will do: {move}", move=t(action.describe(game.state))) if verdict else ""

    seen = app.revision  # a tap that reaches the server after the game moved on is refused, "the game moved on"

    async def confirm() -> None:
        if action is not None and await app.act(action, seen=seen):
            on_done()

    button = w.button(t("Confirm"), confirm, primary=True, icon=ft.Icons.CHECK, disabled=reason is not None)
    will_do: list[ft.Control] = [ft.Semantics(identifier="will-do", label=said, exclude_semantics=True, expand=True,
                                              content=ft.Text(said, size=16))] if said else []
    # Keyed: when the inputs above it change in number (another move), the browser keeps this block instead of
    # rebuilding it in another place.
    row = ft.Row([*will_do, button], spacing=8, alignment=ft.MainAxisAlignment.END)
    return ft.Column([w.with_reason(row, reason)], spacing=8, key="verdict")
