"""The solo game of tests/ui/realm_taps.py entered and played by taps in process, at tablet size in the dark theme:
every control a step taps is there and enabled (the browser plays the same steps at phone size), the saved game is
the engine twin's, and the final score and rating are shown."""

from __future__ import annotations

import flet as ft

from companion.store import Store
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi
from tests.ui.realm_taps import Step, market_entry, whole_game


async def play(ui: UiSession, steps: list[Step]) -> None:
    """Tap and type each step in turn; a screen waited for is there (a screenshot is the browser's)."""
    for step in steps:
        if step.kind == "tap":
            await ui.click(step.name)
        elif step.kind == "fill":
            await ui.fill(step.name, step.value)
        elif step.kind == "screen":
            ui.by_identifier(step.name)


async def test_the_solo_game_entered_and_played_by_taps_on_a_tablet_in_the_dark(open_ui: OpenUi,
                                                                              store: Store) -> None:
    ui = await open_ui("/", width=1024, height=768)
    await ui.click("Use the dark theme")
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    await ui.click("New game")
    await ui.select("Game", "ancient-realm")
    await play(ui, market_entry())
    game_id = ui.route.removeprefix("/game/")
    steps, twin = whole_game()
    await play(ui, steps)
    assert store.resume(game_id).game.state == twin.state
    sheet = twin.state.score
    assert sheet is not None
    assert ui.by_identifier("realm-total").label == f"Total: {sheet.total}"
    assert ui.by_identifier("realm-rating").label == f"Rating: {sheet.rating}"
    await ui.click("Log")
    assert ui.route == f"/game/{game_id}/log"
    assert not ui.find("Undo").disabled
    assert ui.page.theme_mode == ft.ThemeMode.DARK
