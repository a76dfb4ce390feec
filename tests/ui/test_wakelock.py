"""The screen kept awake while a game is open (issue 12): the game's frame asks Flet's Wakelock service to enable, and
to disable when the game is left or the setting is turned off; the setting is on by default, saved per browser, asked
again when the browser is back or its page shown again, and a refusal is said in words."""

from __future__ import annotations

import flet as ft
import pytest
from flet.messaging.protocol import InvokeMethodRequestBody, MessageAction

from companion.store import Store
from companion.ui.wakelock import LABEL, WAKELOCK_KEY
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi
from tests.ui.tapping import toggle
from tests.ui.taw_games import new_game

ON, OFF = f"{LABEL}: on", f"{LABEL}: off"


def asked(ui: UiSession) -> list[str]:
    """What the app asked of the browser's Wakelock service so far, in order ("enable", "disable")."""
    services = {i for i, c in ui.session.index.items() if isinstance(c, ft.Wakelock)}
    assert len(services) == 1, "one Wakelock service per browser tab, registered with the page (sent to the browser)"
    return [m.body.name for m in ui.connection.messages if m.action == MessageAction.INVOKE_METHOD
            and isinstance(m.body, InvokeMethodRequestBody) and m.body.control_id in services]


def saved_choices(ui: UiSession) -> list[object]:
    """The values the app saved in the browser's preferences for the setting."""
    return [m.body.args["value"] for m in ui.connection.messages if m.action == MessageAction.INVOKE_METHOD
            and isinstance(m.body, InvokeMethodRequestBody) and m.body.name == "set"
            and m.body.args.get("key") == WAKELOCK_KEY]


async def test_a_game_keeps_the_screen_awake_until_it_is_left(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui("/")
    assert asked(ui) == []  # Home: the screen may sleep
    await ui.go(f"/game/{game_id}")
    assert asked(ui) == ["enable"]
    await ui.click("Log")
    await ui.click("Table")
    assert asked(ui) == ["enable"]  # the game's tabs are one open game
    await ui.click("Home")
    assert asked(ui) == ["enable", "disable"]


async def test_the_setting_is_on_by_default_and_an_off_is_kept_for_the_browser(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Settings")
    assert ui.find(ON, ft.Switch).value and asked(ui) == ["enable"]
    await toggle(ui, ON)
    assert asked(ui) == ["enable", "disable"] and saved_choices(ui) == [False]
    await ui.click("Close the settings")
    later = await open_ui(f"/game/{game_id}", preferences=ui.connection.preferences)  # a reload: same browser
    assert asked(later) == []
    await later.click("Settings")
    await toggle(later, OFF)
    assert asked(later) == ["enable"] and saved_choices(later) == [True]
    assert later.find(ON, ft.Switch).value


async def test_off_outside_a_game_asks_nothing(open_ui: OpenUi, store: Store) -> None:
    new_game(store)
    ui = await open_ui("/")
    await ui.click("Settings")
    await toggle(ui, ON)
    await toggle(ui, OFF)
    assert asked(ui) == [] and saved_choices(ui) == [False, True]


async def test_the_lock_is_asked_again_when_the_browser_is_back_or_its_page_shown_again(open_ui: OpenUi,
                                                                                        store: Store) -> None:
    """A browser lets go of a wake lock when its page is hidden or loaded again (a reconnection is a new page)."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.session.disconnect(60)
    await ui.session.connect(ui.connection)
    await ui.settle()
    assert asked(ui) == ["enable", "enable"]
    for state in ("hide", "resume"):
        await ui.session.dispatch_event(ui.page._i, "app_lifecycle_state_change", {"state": state})
    await ui.settle()
    assert asked(ui) == ["enable", "enable", "enable"]


async def test_a_browser_that_will_not_keep_the_screen_awake_is_said_so(open_ui: OpenUi, store: Store,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    async def refused(self: ft.Wakelock) -> None:
        raise RuntimeError("NotAllowedError, Wake Lock permission request denied")

    monkeypatch.setattr(ft.Wakelock, "enable", refused)
    ui = await open_ui(f"/game/{new_game(store)}")
    await ui.click("Settings")
    assert ui.find(ON, ft.Switch).value
    assert ("This browser did not keep the screen awake: NotAllowedError, Wake Lock permission request denied"
            in ui.text())
    await ui.click("Home")
    assert asked(ui) == []  # nothing is held, so nothing to let go
