"""The end of every move flow: the engine's sentence for what the action will do, and a confirm button that is
disabled with the engine's reason beside it while the action is not legal."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.ui import widgets as w
from companion.ui.state import AppState


def verdict_and_confirm(app: AppState, game: Game, action: Action | None, missing: str,
                        on_done: Callable[[], None]) -> ft.Control:
    """What the action will do (its own sentence) and the confirm button, disabled with the engine's reason."""
    reason: str | None = missing
    controls: list[ft.Control] = []
    if action is not None:
        verdict = app.can(action)
        reason = None if verdict else verdict.reason
        if verdict:
            controls.append(ft.Semantics(identifier="will-do", label=f"Will do: {action.describe(game.state)}",
                                         exclude_semantics=True,
                                         content=ft.Text(f"Will do: {action.describe(game.state)}", size=18)))

    def confirm() -> None:
        if action is not None and app.act(action):
            on_done()

    controls.append(w.with_reason(w.button("Confirm", confirm, primary=True, icon=ft.Icons.CHECK,
                                           disabled=reason is not None), reason))
    # Keyed: when the inputs above it change in number (another move), the browser keeps this block instead of
    # rebuilding it in another place.
    return ft.Column(controls, spacing=8, key="verdict")
