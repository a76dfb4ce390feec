"""The face-up cards panel (companion/ui/taw/rows.py) over a real Flet session: one collapsed line counting the cards
entered, the slots of the titan decks and the two rows when opened, a slot's card entered by its symbols or by name
and saved through the engine (with its refusal beside a disabled Confirm), and the upkeep the engine does shown."""

from __future__ import annotations

import flet as ft

from companion.store import Store
from companion.taw.cards import EmpireCard
from companion.taw.face_up import shown
from companion.taw.moves.board_actions import PlaceBuild
from companion.taw.moves.showing import ShowCard
from companion.ui.context import AppContext, use_game
from companion.ui.state import AppState
from companion.ui.taw.rows import NOTHING as NOTHING_SWITCH
from companion.ui.taw.rows import FaceUpPanel
from tests.said import codes, in_english
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.reading import refused, will_do
from tests.ui.tapping import flip
from tests.ui.taw_games import new_game

MARKET = EmpireCard(name="Market", cost_coins=2, income_coins=1)


async def panel(store: Store, game_id: str) -> tuple[UiSession, AppState]:
    """A page holding the panel of the open game, re-rendered as the app store changes (as the table will)."""
    app = AppState(store=store)
    assert await app.open_game(game_id)

    def main(page: ft.Page) -> None:
        @ft.component
        def Shown() -> ft.Control:
            app, game = use_game()
            return FaceUpPanel(app, game)

        @ft.component
        def Root() -> ft.Control:
            shown, _ = ft.use_state(lambda: app)  # the component's state: it renders again as the app store changes
            return AppContext(shown, lambda: Shown())

        page.render(Root)

    ui = await UiSession.start(main)
    return ui, app


async def opened(store: Store, *entries: ShowCard) -> tuple[UiSession, AppState, str]:
    """A new game with ``entries`` entered, its panel on a page and opened by a tap on its line."""
    game_id = new_game(store)
    for entry in entries:
        store.resume(game_id).apply(entry)
    ui, app = await panel(store, game_id)
    await ui.click("Face-up: ", exact=False)
    return ui, app, game_id


def has(ui: UiSession, identifier: str) -> bool:
    return any(isinstance(c, ft.Semantics) and c.identifier == identifier for c in ui.controls())


async def test_collapsed_it_is_one_line_counting_the_cards_entered(store: Store) -> None:
    game_id = new_game(store)
    ui, _ = await panel(store, game_id)
    assert ui.labels() == ["Face-up: 0 of 11 known - enter"]
    assert has(ui, "face-up")
    ui.close()
    store.resume(game_id).apply(ShowCard(slot="titan-3"))
    ui, _ = await panel(store, game_id)
    assert ui.labels() == ["Face-up: 0 of 10 known - enter"]
    ui.close()


async def test_opened_each_slot_says_its_card_or_that_it_is_to_enter(store: Store) -> None:
    ui, _, _ = await opened(store, ShowCard(slot="empire-2", card=MARKET))
    assert ui.labels() == [
        "Face-up: 1 of 11 known - hide",
        "1-star titan deck: unknown, enter it", "2-star titan deck: unknown, enter it",
        "3-star titan deck: unknown, enter it",
        "Empire row card 1: unknown, enter it", "Empire row card 2: Market", "Empire row card 3: unknown, enter it",
        "Empire row card 4: unknown, enter it", "Empire row card 5: unknown, enter it",
        "Military row card 1: unknown, enter it", "Military row card 2: unknown, enter it",
        "Military row card 3: unknown, enter it",
    ]
    assert "Titan decks" in ui.text() and "Empire row" in ui.text() and "Military row" in ui.text()
    assert all(ui.find(label).height >= 48 for label in ui.labels())  # type: ignore[attr-defined]
    await ui.click("Face-up: 1 of 11 known - hide")
    assert ui.labels() == ["Face-up: 1 of 11 known - enter"]
    ui.close()


async def test_a_titan_is_entered_by_its_symbols_and_the_next_slot_to_enter_opens(store: Store, heard: Heard) -> None:
    ui, _, game_id = await opened(store)
    await ui.click("1-star titan deck: unknown, enter it")
    assert has(ui, "face-up-entry") and has(ui, "card-entry-titan")
    await ui.click("Defence: 4")
    await ui.fill("Card name (optional)", "Stone Being")
    shown_up = will_do(ui, heard)
    assert codes(shown_up) == "taw.log.face_up_titan(n=1, card=taw.card.named(name='Stone Being'))"
    assert str(ui.by_identifier("will-do").label) == f"Will do: {in_english(shown_up)}"
    await ui.click("Confirm")
    saved = shown(store.resume(game_id).state, "titan")
    assert [(slot, card.name, card.stars, card.defence) for slot, card in saved] == [("titan-1", "Stone Being", 1, 4)]
    assert ui.find_all("1-star titan deck: Stone Being")
    entry = text_of(ui.by_identifier("face-up-entry")).splitlines()
    assert entry[0] == "2-star titan deck: unknown, enter it"  # the entry moved on to the next slot to enter
    assert ui.find_all("Face-up: 1 of 11 known - hide")
    await ui.click("Close the card entry")
    assert not has(ui, "face-up-entry")
    ui.close()


async def test_a_row_card_is_found_by_name_and_a_refusal_keeps_confirm_disabled_with_the_reason(store: Store,
                                                                                               heard: Heard) -> None:
    ui, _, game_id = await opened(store)
    await ui.click("Empire row card 3: unknown, enter it")
    await ui.fill("Search cards by name", "Hall of")
    await ui.click("Use Hall of War (catalog)")
    assert ui.find("Confirm").disabled
    assert codes(refused(ui, heard)) == "requires_missing(card=taw.card.named(name='Hall of War'))"
    await ui.fill("Search cards by name", "Tea")
    await ui.click("Use Tea House (catalog)")
    await ui.click("Confirm")
    assert [(slot, card.name) for slot, card in shown(store.resume(game_id).state, "empire")] == [
        ("empire-3", "Tea House")]
    assert ui.find_all("Empire row card 3: Tea House")
    ui.close()


async def test_a_slot_can_be_said_to_hold_no_card_and_a_known_card_replaced(store: Store, heard: Heard) -> None:
    ui, _, game_id = await opened(store, ShowCard(slot="military-1", card=None), ShowCard(slot="empire-1", card=MARKET))
    assert ui.find_all("Face-up: 1 of 10 known - hide")
    assert ui.find_all("Military row card 1: no card")
    await ui.click("Empire row card 1: Market")
    assert ui.find("Card name (optional)", ft.TextField).value == "Market"  # type: ignore[attr-defined]
    await flip(ui, f"{NOTHING_SWITCH}: off")
    assert not has(ui, "card-entry-empire")
    assert codes(will_do(ui, heard)) == (
        "taw.log.face_up_empire(n=1, card=taw.log.no_card, "
        "was=taw.log.face_up_was(card=taw.card.named(name='Market')))")
    await ui.click("Confirm")
    state = store.resume(game_id).state
    assert state.face_up.empire[0] == "empty"
    assert ui.find_all("Face-up: 0 of 9 known - hide")
    ui.close()


async def test_what_the_engine_keeps_shows_when_a_move_takes_a_row_card(store: Store) -> None:
    ui, app, _ = await opened(store, ShowCard(slot="empire-2", card=MARKET))
    assert await app.act(PlaceBuild(player=0, skill=1, card=MARKET))
    await ui.settle()
    assert ui.find_all("Empire row card 2: no card")
    assert ui.find_all("Face-up: 0 of 10 known - hide")
    await app.undo()
    await ui.settle()
    assert ui.find_all("Empire row card 2: Market")
    ui.close()
