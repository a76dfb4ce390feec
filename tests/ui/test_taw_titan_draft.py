"""The Threatening Titan Draft over a real Flet session: the row laid out on the table is entered titan by titan by
its printed symbols and confirmed once (never the engine's invented example row), a titan from the wrong deck is
refused with the engine's reason and nothing saved, and each player then takes a titan by its symbols in one tap."""

from __future__ import annotations

import flet as ft
import pytest
from flet.messaging.protocol import InvokeMethodRequestBody, MessageAction

from companion.core.action import Action
from companion.store import Store
from companion.taw.state import DraftPickDecision
from companion.ui.state import AppState
from tests.said import codes, in_english
from tests.ui.harness import UiSession
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import decision
from tests.ui.taw_games import to_draft_row


def picked(ui: UiSession) -> list[str]:
    """The draft row's titans as the pick shows them, in words."""
    return [line for line in ui.text().splitlines() if line.startswith("Titan ") and "coin symbol" in line]


async def test_the_row_on_the_table_is_entered_by_symbols_then_picked_in_one_tap(open_ui: OpenUi,
                                                                                  store: Store) -> None:
    game_id = to_draft_row(store)
    before = len(store.resume(game_id).game.entries)
    ui = await open_ui(f"/game/{game_id}/round-end")
    assert ui.by_identifier("decider").label.startswith("Ann decides: Lay out 4 titans from the 1-star deck")
    assert [label for label in ui.labels() if label.startswith("Titan ")] == [
        f"Titan {i}: not entered" for i in range(1, 5)]
    assert ui.find("Lay out the row of 4 titans").disabled
    assert "Titan 1 of 4 is not entered yet" in ui.text()
    assert not [label for label in ui.labels() if label.startswith("Titan draft row")]  # no invented row offered
    for slot, defence in enumerate((2, 3, 4, 5), start=1):
        await ui.click(f"Defence: {defence}")
        if slot == 2:
            await ui.click("Add banner Red")
        if slot < 4:
            await ui.click(f"Next: titan {slot + 1} of 4")
    await ui.click("2 stars")  # titan 4 came from the next deck up
    assert ui.find("Titan 2: titan (1 star, defence 3, 1 red banner)").parent.selected is False
    assert len(store.resume(game_id).game.entries) == before  # nothing saved before the one confirm
    await ui.click("Lay out the row of 4 titans")

    game = store.resume(game_id).game
    assert codes(game.entries[before]) == (
        "taw.log.draft_row(titans=taw.list.commas(items=[taw.titan.by_stars(stars=1), taw.titan.by_stars(stars=1), "
        "taw.titan.by_stars(stars=1), taw.titan.by_stars(stars=2)]))")
    head = game.state.pending[0]
    assert isinstance(head, DraftPickDecision) and [c.defence for c in head.row] == [2, 3, 4, 5]
    assert [c.stars for c in head.row] == [1, 1, 1, 2] and head.row[1].banners == ("red",)
    assert ui.by_identifier("decider").label.startswith("Ann decides: Choose a titan from the draft row")
    assert [label for label in ui.labels() if label.startswith("Take")] == [f"Take titan {i}" for i in range(1, 5)]
    assert picked(ui) == ["Titan 1: titan (1 star, defence 2); coin symbol: lose coins",
                          "Titan 2: titan (1 star, defence 3, 1 red banner); coin symbol: lose coins",
                          "Titan 3: titan (1 star, defence 4); coin symbol: lose coins",
                          "Titan 4: titan (2 stars, defence 5); coin symbol: lose coins"]
    await ui.click("Take titan 2")
    state = store.resume(game_id).game.state
    threat = state.players[0].threat
    assert threat is not None and threat.card.defence == 3
    assert ui.by_identifier("decider").label.startswith("Bo decides: Choose a titan from the draft row")
    assert picked(ui) == ["Titan 1: titan (1 star, defence 2); coin symbol: lose coins",
                          "Titan 2: titan (1 star, defence 4); coin symbol: lose coins",
                          "Titan 3: titan (2 stars, defence 5); coin symbol: lose coins"]


async def test_a_titan_from_the_wrong_deck_is_refused_with_the_engines_reason(open_ui: OpenUi, store: Store,
                                                                              heard: Heard) -> None:
    game_id = to_draft_row(store, round_number=3)
    before = len(store.resume(game_id).game.entries)
    ui = await open_ui(f"/game/{game_id}")
    assert ui.by_identifier("decider").label.startswith("Ann decides: ")
    assert codes(decision(ui, heard)) == "taw.prompt.draft_row(titans=amount.titan(n=4), stars=2)"
    await ui.click("1 star")
    for slot in range(1, 5):
        if slot > 1:
            await ui.click(f"Titan {slot}: not entered")
        await ui.click("Defence: 5")
    confirm = ui.find("Lay out the row of 4 titans")
    assert confirm.disabled
    wrong, = heard.coded("titan_from_wrong_deck")
    assert codes(wrong) == "titan_from_wrong_deck(stars=2, has=amount.star(n=1))" and in_english(wrong) in ui.text()
    await ui.session.dispatch_event(confirm._i, "click", None)  # a tap that reached the server anyway
    await ui.settle()
    game = store.resume(game_id).game
    assert len(game.entries) == before and game.state.pending[0].kind == "draft_titan_row"
    await ui.click("Titan 1: titan (1 star, defence 5)")
    await ui.click("2 stars")
    await ui.click("Lay out the row of 4 titans")
    assert store.resume(game_id).game.state.pending[0].kind == "draft_titan_pick"


async def test_the_row_laid_out_scrolls_the_screen_drawn_anew_meanwhile(open_ui: OpenUi, store: Store,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A loaded server draws the screen again before the handler's scroll back to the top: the scroll goes to the
    column now on the page (the one held was off it, and its ``scroll_to`` raised and stopped the whole app)."""
    game_id = to_draft_row(store)
    ui = await open_ui(f"/game/{game_id}/round-end")
    for slot, defence in enumerate((2, 3, 4, 5), start=1):
        await ui.click(f"Defence: {defence}")
        if slot < 4:
            await ui.click(f"Next: titan {slot + 1} of 4")
    acted = AppState.act

    async def act_then_redrawn(app: AppState, action: Action) -> bool:
        done = await acted(app, action)
        await ui.settle()  # the move's answer re-renders the screen before the handler goes on
        return done

    monkeypatch.setattr(AppState, "act", act_then_redrawn)
    held = [c for c in ui.controls() if isinstance(c, ft.Column) and c.on_scroll is not None]
    before = len(ui.connection.messages)
    await ui.click("Lay out the row of 4 titans")
    live = [c for c in ui.controls() if isinstance(c, ft.Column) and c.on_scroll is not None]
    assert len(held) == len(live) == 1 and held[0] is not live[0]  # the screen was drawn anew
    scrolled = [m.body for m in ui.connection.messages[before:] if m.action == MessageAction.INVOKE_METHOD
                and isinstance(m.body, InvokeMethodRequestBody) and m.body.name == "scroll_to"]
    assert [(call.control_id, call.args.get("offset")) for call in scrolled] == [(live[0]._i, 0)]
    assert "Take titan 2" in ui.labels() and "Error" not in ui.text()
