"""Ancient Realm card entry and the district effect over a real Flet session: wonders with a condition,
the expansion's misfortunes and monuments, and the top district card's effect with a resource of choice."""

from __future__ import annotations

from companion.realm.cards import (
    Catalog,
    CitizenRegion,
    Condition,
    DistrictCard,
    Effect,
    Gains,
    Goods,
    MineRegion,
    MisfortuneRegion,
    MonumentRegion,
    Penalty,
    Score,
    SourceRegion,
    WonderCard,
    WonderScoring,
)
from companion.realm.state import RealmSetup
from companion.store import Store
from tests.said import codes, in_english
from tests.ui.harness import UiSession
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.realm_games import REMEMBERED, SETUP, TEMPLE_ROW, WHEAT, W, new_game
from tests.ui.tapping import taps, toggle


async def to_refill(ui: UiSession) -> None:
    """Turn 1 of the remembered setup: found the civilization with Farmland, so the market wants a card."""
    await ui.click("Choose Farmland")
    await ui.click("Confirm")


async def test_a_wonder_with_a_condition_is_entered_by_taps(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await to_refill(ui)
    await ui.click("I drew from the wonder deck (5 left)")
    await ui.fill("Wonder name", "Sphinx")
    await taps(ui, "Wonder region: Commoner", "Wonder region labor gain gold: 1", "Region on the right",
               "Cost stone: 1", "Wonder points: 2")
    await toggle(ui, "Scores only under a condition: off")
    await taps(ui, "Wonder condition: at least: 2", "Wonder condition counts: commoner",
               "Put in the market: Sphinx")
    state = store.resume(game_id).game.state
    assert state.cards["Sphinx"] == WonderCard(
        name="Sphinx", region=CitizenRegion(citizen="commoner", effect=Effect(gain=Gains(gold=1))),
        region_side="right", cost=Goods(stone=1),
        scoring=WonderScoring(condition=Condition(count="commoner", at_least=2), points=Score(base=2)),
    )
    assert ("Wonder costing 1 stone: right region Commoner (1 gold); scores 2 points if at least 2 commoners"
            in ui.text())


async def test_the_expansion_offers_misfortunes_and_monuments(open_ui: OpenUi, store: Store) -> None:
    expansion = RealmSetup(expansion=True, market=REMEMBERED.market, catalog=REMEMBERED.catalog)
    game_id = new_game(store, expansion)
    ui = await open_ui(f"/game/{game_id}")
    await to_refill(ui)
    await ui.click("I drew from the district deck (5 left)")
    await ui.fill("District name", "Ruins")
    await taps(ui, "Region 1: Misfortune", "Region 1 penalty: harvest", "Region 1 misfortune points: 1",
               "Region 2: not chosen", "Region 2: Monument", "Region 3: Wheat source", "Put in the market: Ruins")
    ruins = store.resume(game_id).game.state.cards["Ruins"]
    assert ruins == DistrictCard(name="Ruins", regions=(
        MisfortuneRegion(penalty=Penalty(activity="harvest", gold=1), points=Score(base=1)), MonumentRegion(), WHEAT))


async def test_the_top_district_effect_with_a_resource_of_choice_once_a_turn(open_ui: OpenUi, store: Store,
                                                                             heard: Heard) -> None:
    """The deck lies face down: the effect is picked among the remembered backs (a tap) or entered, never the card's
    name or regions; a second use in the turn is refused as the app's reading of the rulebook."""
    setup = RealmSetup(market=REMEMBERED.market, catalog=Catalog(cards={**REMEMBERED.catalog.cards,
                                                                        TEMPLE_ROW.name: TEMPLE_ROW}))
    game_id = new_game(store, setup)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Use the effect of the top district card")
    assert not any(label.startswith(("District name", "Region 1", "Find a remembered")) for label in ui.labels())
    await ui.click("1 gold and 1 resource of choice")
    await ui.click("Choose wood")
    effect = heard.within(str(ui.by_identifier("will-do").label))
    assert codes(effect) == ("realm.log.use_effect(card=realm.top_district, exchange=realm.exchange.received("
                             "got=[realm.amount.gold(n=1), realm.amount.wood(n=1)]))")
    said = in_english(effect)
    assert ui.by_identifier("will-do").label == f"Will do: {said}"
    await ui.click("Confirm")
    storage = store.resume(game_id).game.state.storage
    assert (storage.gold, storage.wood) == (4, 2)
    assert ui.find_all("Back to the turn") == []
    assert ui.by_identifier("last-move").label == f"Saved: {said}"
    await ui.click("Use the effect of the top district card")
    await ui.click("Effect gain gold: 2")
    assert ui.find("Confirm").disabled
    used, = heard.coded("effect_used")
    assert codes(used) == "effect_used(turn=1)" and in_english(used) in ui.text()
    assert "rulebook: Use Effect" not in ui.text()


async def test_an_effect_not_remembered_is_entered_in_taps_and_never_confirmed_blank(open_ui: OpenUi,
                                                                                   store: Store,
                                                                                   heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Use the effect of the top district card")
    assert ui.find("Confirm").disabled
    assert "Enter what the effect gives (and costs, if anything)" in ui.text()
    await ui.click("Effect gain gold: 2")
    assert codes(heard.within(str(ui.by_identifier("will-do").label))) == (
        "realm.log.use_effect(card=realm.top_district, exchange=realm.exchange.received(got=[realm.amount.gold(n=2)]))")
    await ui.click("Confirm")
    assert store.resume(game_id).game.state.storage.gold == 5


async def test_points_and_effects_per_counted_thing(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await to_refill(ui)
    await ui.click("I drew from the district deck (5 left)")
    await ui.fill("District name", "Tax Office")
    await ui.click("Region 1: Nobility")
    await ui.click("Region 1 labor gain gold: 1")
    await toggle(ui, "Region 1 labor: gives it once per counted thing: off")
    await taps(ui, "Region 1 labor per commoner", "Region 2: not chosen", "Region 2: Mine",
               "Region 2 mine points each: 1", "Region 2 mine per adjacent wonder", "Region 3: not chosen",
               "Region 3: Wood source")
    await toggle(ui, "The back shows an effect: off")
    await ui.click("Back effect gain points: 1")
    await toggle(ui, "Back effect: only under a condition: off")
    await taps(ui, "Back effect condition: at least: 2", "Back effect condition counts: nobility",
               "Put in the market: Tax Office")
    office = store.resume(game_id).game.state.cards["Tax Office"]
    assert office == DistrictCard(name="Tax Office", regions=(
        CitizenRegion(citizen="nobility", effect=Effect(gain=Gains(gold=1), per="commoner")),
        MineRegion(points=Score(each=1, per="adjacent_wonder")),
        SourceRegion(resource="wood"),
    ), effect=Effect(gain=Gains(points=1), condition=Condition(count="nobility", at_least=2)))


async def test_a_wonder_with_a_triggered_effect_matches_the_printed_card(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store, SETUP)
    ui = await open_ui(f"/game/{game_id}")
    await to_refill(ui)
    await ui.click("I drew from the wonder deck (5 left)")
    await ui.fill("Wonder name", "Hanging Gardens")
    await ui.click("Wonder region: Wheat source")
    for tap in ("Cost wheat: 2", "Cost wood: 1", "Wonder points: more numbers", "Wonder points: 8",
                "Wonder points each: 1", "Wonder per wheat source"):
        await ui.click(tap)
    await toggle(ui, "The wonder has a triggered effect: off")
    await taps(ui, "Harvest of wheat", "Effect gain gold: 1", "Put in the market: Hanging Gardens")
    assert store.resume(game_id).game.state.cards["Hanging Gardens"] == W["Hanging Gardens"]
