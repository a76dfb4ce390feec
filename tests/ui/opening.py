"""Opening the app in the UI tests: what the ``open_ui`` fixture (tests/ui/conftest.py) gives, a wait for a tab to
catch up with a change made elsewhere, and a kind's score screen mounted alone."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import flet as ft

from companion.store import Store
from companion.ui import kind_screens
from companion.ui.context import AppContext
from companion.ui.state import AppState
from tests.ui.harness import UiSession

#: The ``open_ui`` fixture: open the app (``route``, ``width``, ``height``, ``preferences``) as a new browser tab.
OpenUi = Callable[..., Awaitable[UiSession]]


async def until(ui: UiSession, condition: Callable[[], bool], seconds: float = 1.0) -> None:
    """Wait (without touching ``ui``) until ``condition`` holds; the promise is a refresh within a second."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition():
        assert loop.time() < deadline, f"not in step after {seconds} s; the page shows:\n{ui.text()}"
        await asyncio.sleep(0.01)


async def mount_score(store: Store, game_id: str) -> UiSession:
    """The kind's registered score screen alone, under the app context with ``game_id`` open."""
    app = AppState(store=store)
    assert await app.open_game(game_id)
    screens = kind_screens.screens_for(app.current.info.kind if app.current else "")
    assert screens is not None

    @ft.component
    def Mounted() -> ft.Control:
        return AppContext(app, lambda: screens.score())

    def main(page: ft.Page) -> None:
        page.render(Mounted)

    return await UiSession.start(main)
