"""Each game tab scrolls on its own and opens again where it was left (issue 11, point 9: Rules no longer opens
scrolled by the Log's amount)."""

from __future__ import annotations

import flet as ft
from flet.messaging.protocol import InvokeMethodRequestBody, MessageAction

from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi


def screen_column(ui: UiSession) -> ft.Column:
    """The scrolling column of the open tab's screen."""
    found = [c for c in ui.controls() if isinstance(c, ft.Column) and c.on_scroll is not None]
    assert len(found) == 1, f"{len(found)} tab screens scrolling"
    return found[0]


def scrolled_back(ui: UiSession, since: int) -> list[float]:
    """The offsets the app asked the browser to scroll a screen back to, since message ``since``."""
    return [m.body.args["offset"] for m in ui.connection.messages[since:]
            if m.action == MessageAction.INVOKE_METHOD and isinstance(m.body, InvokeMethodRequestBody)
            and m.body.name == "scroll_to"]


async def test_a_tab_opens_where_it_was_left_and_another_at_its_top(open_ui: OpenUi, store: Store) -> None:
    setup = GameSetup(players=(PlayerSetup(name="Ann"), PlayerSetup(name="Bo")))
    game_id = store.create("the-ancient-world", setup, name="Scroll", players=["Ann", "Bo"]).id
    ui = await open_ui(f"/game/{game_id}/log")
    log = screen_column(ui)
    await ui.session.dispatch_event(log._i, "scroll", {"event_type": "update", "pixels": 420.0,
                                                       "min_scroll_extent": 0, "max_scroll_extent": 900,
                                                       "viewport_dimension": 700})
    await ui.settle()
    before = len(ui.connection.messages)
    await ui.click("Rules")
    assert scrolled_back(ui, before) == [], "Rules opens at its top"
    before = len(ui.connection.messages)
    await ui.click("Log")
    assert scrolled_back(ui, before) == [420.0]
