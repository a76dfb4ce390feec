"""Ancient Realm's starting market on the New game screen: cards entered by taps, or remembered from a past game."""

from __future__ import annotations

from companion.store import Store
from tests.said import codes, in_english
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.plain_words import developer_text
from tests.ui.reading import assert_all_labelled
from tests.ui.realm_games import REMEMBERED, new_game


async def enter_district(ui: UiSession, name: str, regions: tuple[str, str, str]) -> None:
    """Type a district's name and tap its three regions (sources advance to the next region by themselves)."""
    await ui.fill("District name", name)
    for index, region in enumerate(regions, start=1):
        await ui.click(f"Region {index}: {region}")
    await ui.click(f"Put in the market: {name}")


async def enter_wonder(ui: UiSession, name: str, region: str, cost: str, points: int) -> None:
    """Type a wonder's name, tap its region, one resource of cost and its points."""
    await ui.fill("Wonder name", name)
    await ui.click(f"Wonder region: {region}")
    await ui.click(f"Cost {cost}: 1")
    await ui.click(f"Wonder points: {points}")
    await ui.click(f"Put in the market: {name}")


async def fill_market(ui: UiSession) -> None:
    await enter_district(ui, "North Farm", ("Wheat source", "Wood source", "Stone source"))
    await enter_district(ui, "South Farm", ("Any-resource source", "Wheat source", "Wood source"))
    await enter_wonder(ui, "Obelisk", "Stone source", "wood", 4)
    await enter_wonder(ui, "Statue", "Wheat source", "stone", 3)


async def test_the_market_is_entered_card_by_card_and_the_setup_model_judges_it(open_ui: OpenUi) -> None:
    ui = await open_ui("/new")
    await ui.select("Game", "ancient-realm")
    assert_all_labelled(ui)
    panel = text_of(ui.by_identifier("realm-market-setup"))
    assert "Starting market: 0 of 2 districts, 0 of 2 wonders" in panel
    assert "0 cards remembered from earlier games." in panel
    assert ui.find("Start the game").disabled
    await fill_market(ui)
    panel = text_of(ui.by_identifier("realm-market-setup"))
    assert "Starting market: 2 of 2 districts, 2 of 2 wonders" in panel
    assert "Obelisk: Wonder costing 1 wood: left region Resource source: stone; scores 4 points" in panel
    assert not ui.find("Start the game").disabled
    await ui.click("Take Statue out of the market")
    assert "Starting market: 2 of 2 districts, 1 of 2 wonders" in text_of(ui.by_identifier("realm-market-setup"))
    assert ui.find("Start the game").disabled


async def test_cards_of_an_earlier_game_are_remembered_by_name(open_ui: OpenUi, store: Store) -> None:
    new_game(store, REMEMBERED)
    ui = await open_ui("/new")
    await ui.select("Game", "ancient-realm")
    assert "14 cards remembered from earlier games." in text_of(ui.by_identifier("realm-market-setup"))
    await ui.fill("District name", "harb")
    await ui.click("Put in the market: Harbour")
    await ui.fill("District name", "palace")
    await ui.click("Put in the market: Palace")
    await ui.fill("Wonder name", "temple")
    await ui.click("Put in the market: Temple")
    await ui.fill("Wonder name", "oracle")
    await ui.click("Put in the market: Oracle")
    assert not ui.find("Start the game").disabled


async def test_starting_the_entered_market_opens_the_game(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui("/new")
    await ui.select("Game", "ancient-realm")
    await fill_market(ui)
    await ui.click("Start the game")
    assert ui.route.startswith("/game/"), ui.text()
    game_id = ui.route.removeprefix("/game/")
    state = store.resume(game_id).game.state
    assert state.market == ["North Farm", "South Farm", "Obelisk", "Statue"]


async def test_the_market_setup_says_what_is_missing_in_plain_words(open_ui: OpenUi, heard: Heard) -> None:
    """The setup model's refusal is a sentence with the numbers, never pydantic's "Value error, ..." or a list."""
    ui = await open_ui("/new")
    await ui.select("Game", "ancient-realm")
    assert developer_text(ui) == []
    await enter_district(ui, "North Farm", ("Wheat source", "Wood source", "Stone source"))
    dealt = [m for m in heard.coded("realm.setup.market_dealt") if in_english(m) in ui.text()]
    assert [codes(m) for m in dealt] == [
        "realm.setup.market_dealt(wanted=[realm.amount.district(n=2), realm.amount.wonder(n=2)], "
        "has=[realm.amount.district(n=1), realm.amount.wonder(n=0)])"]
    assert developer_text(ui) == []
    await ui.fill("District name", "Hill")
    await ui.click("Region 1: Mine")
    await ui.click("Region 1 mine points each: 1")
    for tap in ("Region 2: not chosen", "Region 2: Wheat source", "Region 3: Wheat source"):
        await ui.click(tap)
    assert "Points each need what they are counted per: choose it" in ui.text()
    assert developer_text(ui) == []
