"""The Ancient Realm turn helper over a real Flet session: the engine tests' scripted solo game, played by taps.

Each scripted action is turned into what a person taps (choose a card, pick its place, activate a region,
say which deck, pick the remembered card by name, shop, forget, enter points); the saved game must end
exactly where the engine's own test ends: 72 points, "Master, your land will outlast time itself!".
"""

from __future__ import annotations

import sys
from pathlib import Path

import flet as ft
import pytest

from companion.core.action import Action
from companion.core.game import Game
from companion.realm.actions import Activate, Build, EnterPoints, Refill
from companion.realm.free_actions import Forget, Shop
from companion.realm.kind import KIND
from companion.store import Store
from companion.ui.realm.steps import activation_label, place_label
from tests.said import codes, in_english
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi, mount_score
from tests.ui.reading import assert_all_labelled, said, will_do
from tests.ui.realm_games import REMEMBERED, new_game
from tests.ui.realm_taps import TOP_WONDER
from tests.ui.tapping import taps, toggle

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "realm"))
from realm_script import SCRIPT, SETUP


async def perform(ui: UiSession, twin: Game, action: Action) -> None:
    """Tap through the screen to play ``action`` the way a person would; the twin follows."""
    state = twin.state
    if isinstance(action, Build):
        await ui.click(f"Choose {action.card}")
        if state.civ:  # the first card has one place, chosen already
            await ui.click(place_label(state, action.position))
        await ui.click("Confirm")
    elif isinstance(action, Activate):
        await ui.click(activation_label(state, action))
    elif isinstance(action, Refill):
        left = state.district_deck if action.deck == "district" else state.wonder_deck
        await ui.click(f"I drew from the {action.deck} deck ({left} left)")
        await ui.fill(f"{action.deck.capitalize()} name", action.card.name)
        await ui.click(f"Put in the market: {action.card.name}")
    elif isinstance(action, Shop):
        await ui.click(f"Shop: 1 {action.resource}")
    elif isinstance(action, Forget):
        await ui.click(f"Forget {action.card or TOP_WONDER} for {action.reward}")
    elif isinstance(action, EnterPoints):
        await ui.fill(f"Points for {action.key}", str(action.points))
        await ui.click(f"Save the points for {action.key}")
    else:
        raise AssertionError(f"no tap sequence for {action!r}")
    twin.apply(action)


@pytest.mark.slow
async def test_the_scripted_solo_game_played_by_taps_reaches_its_rating(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    twin = Game(KIND, REMEMBERED)
    for action in SCRIPT:
        await perform(ui, twin, action)
        saved = store.resume(game_id).game
        assert saved.state == twin.state, f"after {action!r}: {ui.labels()}"
    assert saved.is_over
    assert ui.by_identifier("realm-total").label == "Total: 72"
    assert ui.by_identifier("realm-rating").label == "Rating: Master, your land will outlast time itself!"
    assert "Wonder (Great Library)" in ui.text() and "10 + 1 per commoner x 2" in ui.text()
    assert_all_labelled(ui)


async def test_refusals_are_the_engines_and_sit_beside_disabled_buttons(open_ui: OpenUi, store: Store,
                                                                        heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    assert_all_labelled(ui)
    assert ui.by_identifier("realm-gold").label == "Gold: 3 (of 7)"
    assert "How it works: Choose a market card" in ui.by_identifier("realm-teaching-build").label
    await ui.click("Choose Colossus")
    assert ui.find("To found the civilization").disabled
    assert ui.find("Confirm").disabled
    short, = heard.coded("wonder_cost")
    assert codes(short) == ("wonder_cost(what=realm.the_wonder(card='Colossus'), cost=[realm.amount.stone(n=2)], "
                            "held=realm.you_have(goods=realm.amount.stone(n=1)))")
    assert in_english(short) in ui.text()
    await ui.click("Shop: 1 stone")
    assert store.resume(game_id).game.state.storage.stone == 2
    assert ui.find("Shop: 1 wheat").disabled
    assert ("not_enough_gold(what=realm.what.shopping_for(goods=realm.amount.wheat(n=1)), "
            "cost=[realm.amount.gold(n=2)], held=realm.you_have(goods=realm.amount.gold(n=1)))") in [
        codes(m) for m in heard.coded("not_enough_gold") if in_english(m) in ui.text()]
    build = will_do(ui, heard)
    assert codes(build) == ("realm.log.build_paying(turn=1, kind=realm.kind.wonder, card='Colossus', "
                            "where=realm.place.found, cost=[realm.amount.stone(n=2)])")
    assert said(ui, "will-do") == f"Will do: {in_english(build)}"
    await ui.click("Confirm")  # Colossus stayed chosen while the stone was bought
    assert "Turn 1: refilling the market" in ui.text()
    assert heard.within(said(ui, "last-move")) == build
    await ui.click("Undo the build")
    assert store.resume(game_id).game.state.phase == "choose"


async def test_the_storage_cap_says_what_was_lost(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    for _ in range(5):
        await ui.click("Forget the deck's top wonder for gold")
    storage = store.resume(game_id).game.state.storage
    assert storage.gold == 7
    notices = [c.label for c in ui.controls()
               if isinstance(c, ft.Semantics) and str(c.identifier or "").startswith("realm-loss-")]
    assert notices == ["Storage holds at most 7: 2 gold lost (forgetting a wonder)",
                       "Storage holds at most 7: 2 gold lost (forgetting a wonder)",
                       "Storage holds at most 7: 2 gold lost (forgetting a wonder)"]
    assert ui.find("Forget the deck's top wonder for gold").disabled
    assert [codes(m) for m in heard.coded("deck_empty")] == ["deck_empty(deck=realm.deck.wonder)"]
    assert in_english(heard.coded("deck_empty")[0]) in ui.text()


async def test_a_new_card_is_entered_region_by_region_and_remembered(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store, SETUP)
    ui = await open_ui(f"/game/{game_id}")
    await taps(ui, "Choose Farmland", "Confirm", "I drew from the district deck (5 left)")
    entry = text_of(ui.by_identifier("realm-card-entry-district"))
    assert "No district is remembered yet; enter it below." in entry
    assert ui.find("Put in the market: the new district").disabled
    assert "Enter the card's name" in ui.text()
    await ui.fill("District name", "Harbour")
    await taps(ui, "Region 1: Any-resource source", "Region 2: Wood source", "Region 3: Mine",
               "Region 3 mine points: 2")
    await toggle(ui, "The back shows an effect: off")
    await ui.click("Back effect gain gold: 1")
    assert "Entered: District: Resource source: any resource; Resource source: wood; Mine (2 points); " \
           "back: 1 gold" in ui.text()
    await ui.click("Put in the market: Harbour")
    state = store.resume(game_id).game.state
    assert "Harbour" in state.market and "Harbour" in state.catalog.cards
    assert state.cards["Harbour"].regions[2].points.base == 2


async def test_the_registered_score_screen_counts_the_score_so_far(store: Store) -> None:
    game_id = new_game(store)
    ui = await mount_score(store, game_id)
    try:
        assert "Score so far (the game is not over)" in ui.text()
        assert ui.by_identifier("realm-total").label == "Total: 2"
        assert ui.by_identifier("realm-rating").label == "Rating: Everything lies in ruins."
    finally:
        ui.close()
