"""The Ancient World's move flows over a real Flet session: inputs by taps, the engine's verdict live, saved moves."""

from __future__ import annotations

import flet as ft

from companion.store import Store
from companion.taw.cards import CardAction, EmpireCard
from companion.taw.catalog_cards import from_catalog
from companion.taw.data import board
from companion.taw.kind import TableCorrection
from companion.taw.moves.board_actions import PlaceBuild
from companion.ui.taw.card_entry import matches, remembered_cards, with_symbol
from tests.said import codes, in_english, msg
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import refused, will_do
from tests.ui.tapping import flip
from tests.ui.taw_games import new_game


async def test_labor_by_taps_is_saved_and_shown(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    coins = store.resume(game_id).game.state.players[0].coins
    await ui.tap("tile-labor")
    assert ui.find("Citizen 1 (available)").parent.selected  # type: ignore[union-attr]
    move = will_do(ui, heard)
    assert codes(move) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.labor.label), taw.did.gained(gain=[amount.coin(n=2)])])")
    # What the player reads: the engine's sentence, as English renders it.
    assert ui.by_identifier("will-do").label == f"Will do: {in_english(move)}"
    assert in_english(move) == "Ann placed citizen 1 on Labor and gained 2 coins"
    await ui.click("Confirm")
    assert store.resume(game_id).game.state.players[0].coins == coins + 2
    assert ui.by_identifier("round-phase").label.endswith("Bo to play")
    assert "Will do" not in ui.text()


async def test_build_with_a_card_entered_by_symbols_shows_cost_and_refusal(open_ui: OpenUi, store: Store,
                                                                           heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    await ui.click("Cost coins: more numbers")
    await ui.click("Cost coins: 7")
    await ui.click("Cost knowledge: 1")
    assert ui.find("Confirm").disabled
    assert codes(refused(ui, heard)) == (
        "not_enough_coins(what=taw.what.building(card=taw.card.unnamed(symbols=taw.card.cost(amounts=taw.list.pluses("
        "items=[amount.coin(n=7), amount.knowledge(n=1)])))), cost=[amount.coin(n=7), amount.knowledge(n=1)], "
        "has=[amount.coin(n=6), amount.knowledge(n=0)])")
    await ui.click("Cost coins: 3")
    await ui.click("Cost knowledge: 0")
    await ui.click("Add banner Red")
    await ui.click("Food: 1")
    assert codes(will_do(ui, heard)) == (
        "taw.move(who='Ann', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.build.label), "
        "taw.did.built(card=taw.card.unnamed(symbols=taw.list.commas(items=[taw.card.cost(amounts=amount.coin(n=3)), "
        "amount.food(n=1), taw.amount.red_banner(n=1)])), price=[amount.coin(n=3)])])")
    await ui.click("Confirm")
    built = store.resume(game_id).game.state.players[0].empire[-1].card
    assert (built.cost_coins, built.banners, built.food, built.deck) == (3, ("red",), 1, "A")


async def test_a_named_card_comes_from_the_catalog_and_needs_its_printed_requirement(open_ui: OpenUi,
                                                                                  store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    await ui.click("Citizen 2 (available)")
    await ui.fill("Search cards by name", "trade c")
    await ui.click("Use Trade City (catalog)")
    assert "Trade City:" in ui.text()
    assert ui.find("Confirm").disabled
    assert codes(refused(ui, heard)) == "requires_missing(card=taw.card.named(name='Trade City'))"
    await ui.click("Requires Red: 1")
    await ui.click("Requires Green: 1")
    assert not ui.find("Confirm").disabled
    await ui.click("Confirm")
    built = store.resume(game_id).game.state.players[0].empire[-1].card
    assert (built.name, built.ability, built.requires) == ("Trade City", "trade_city", {"red": 1, "green": 1})


async def test_recruit_learn_and_pass_by_taps(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-recruit")
    await ui.click("Front swords: 2")
    await ui.click("Cost coins: 1")
    assert ui.find("Confirm").disabled
    assert codes(refused(ui, heard)) == "no_army_slot(who='Ann', armies=amount.army(n=2), limit=2)"
    await ui.click("Over City Guard")
    await ui.click("Confirm")
    armies = store.resume(game_id).game.state.players[0].armies
    assert armies[0].active.front.swords == 2 and [c.name for c in armies[0].retired] == ["City Guard"]
    await ui.tap("tile-learn")
    assert codes(will_do(ui, heard)) == (
        "taw.move(who='Bo', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.learn.label), "
        "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), taw.did.paid(cost=[amount.coin(n=3)]), "
        "taw.did.gained(gain=[amount.knowledge(n=1)])])")
    await ui.click("Confirm")
    await ui.click("Pass")
    await ui.click("Confirm")
    state = store.resume(game_id).game.state
    assert state.players[1].knowledge == 1 and state.players[2].passed


async def test_remembered_cards_are_offered_in_the_next_game(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    first = new_game(store)
    game = store.resume(first)
    card = with_symbol(EmpireCard(name="Granary", deck="A"), "food", 2)
    game.apply(PlaceBuild(player=0, skill=1, card=card))
    assert "Granary" in [c.name for c in remembered_cards(store)]
    second = new_game(store)
    ui = await open_ui(f"/game/{second}")
    await ui.tap("tile-build")
    await ui.fill("Search cards by name", "gran")
    await ui.click("Use Granary (remembered)")
    assert ui.find("Food: 2").parent.selected  # type: ignore[union-attr]
    assert codes(will_do(ui, heard)).endswith("taw.did.built(card=taw.card.named(name='Granary'), price=taw.nothing)])")


async def test_a_card_entered_in_this_game_is_offered_by_name_at_once(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    await ui.fill("Card name (optional)", "Granary")
    await ui.click("Confirm")
    await ui.tap("tile-build")
    await ui.fill("Search cards by name", "gran")
    await ui.click("Use Granary (remembered)")
    assert "will-do" in [getattr(c, "identifier", None) for c in ui.controls()]


async def test_expand_keeps_a_district_entered_by_symbols(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-expand")
    assert ui.find("Confirm").disabled and codes(refused(ui, heard)) == (
        "not_enough_knowledge(what=ancient_world/board:spaces.expand.label, cost=amount.knowledge(n=1), "
        "has=amount.knowledge(n=0))")
    await ui.click("Pay with coins")
    assert ui.find("Confirm").disabled and codes(refused(ui, heard)) == "taw.input.enter_district"
    await ui.click("Capacity: 1")
    await ui.click("Add banner Blue")
    assert codes(will_do(ui, heard)).endswith(
        "taw.did.kept_district(district=taw.card.unnamed_district(symbols=taw.list.commas(items=[amount.capacity(n=1), "
        "taw.amount.blue_banner(n=1)])), drawn=taw.did.drawn(drawn=amount.district(n=3)))])")
    await ui.click("Confirm")
    ann = store.resume(game_id).game.state.players[0]
    assert ann.coins == 3 and ann.districts[-1].card.capacity == 1 and ann.districts[-1].card.banners == ("blue",)


async def test_a_built_card_action_is_used_with_a_citizen(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    assert not ui.find_all("Use a card")
    await ui.tap("tile-build")
    await ui.fill("Search cards by name", "bath")
    await ui.click("Use Bath House (catalog)")
    await ui.click("Confirm")
    for _ in range(2):  # Bo and Cy labor
        await ui.tap("tile-labor")
        await ui.click("Confirm")
    await ui.click("Use a card")
    assert codes(refused(ui, heard)) == "taw.input.choose(label=taw.input.card)"
    await ui.click("Card Bath House")
    await ui.click("Citizen 2 (available)")
    assert "taw.did.gained(gain=[amount.knowledge(n=1)])" in codes(will_do(ui, heard))
    await ui.click("Confirm")
    assert store.resume(game_id).game.state.players[0].knowledge == 1


async def test_ambrosia_choices_show_the_engines_price(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    """What ambrosia buys is offered only as far as the player's ambrosia pays for it, each count alone; two counts
    together can still cost more than the player has, which the engine refuses, saying so."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-labor")
    await flip(ui, "Ambrosia options: off")
    assert not ui.find_all("Extra skill (1 ambrosia each): 1"), "no ambrosia: nothing bought with it is offered"
    await ui.click("Back to the board")
    assert not ui.find_all("Ambrosia for coins"), "not offered without the 2 ambrosia it costs"
    store.resume(game_id).apply(TableCorrection(path="players.0.ambrosia", value=2, reason="test"))
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-labor")
    await flip(ui, "Ambrosia options: off")
    assert ui.find_all("Extra skill (1 ambrosia each): 2") and not ui.find_all("Extra skill (1 ambrosia each): 3")
    await ui.click("Coins bought with ambrosia: 1")
    await ui.click("Extra skill (1 ambrosia each): 1")
    assert ui.find("Confirm").disabled and codes(refused(ui, heard)) == (
        "not_enough_ambrosia(what=taw.what.coins_from_ambrosia(coins=amount.coin(n=1)), cost=amount.ambrosia(n=2), "
        "has=amount.ambrosia(n=1))")
    assert not ui.find_all("Build, free")


async def test_ambrosia_for_coins_is_offered_once_the_player_has_its_price(open_ui: OpenUi, store: Store,
                                                                           heard: Heard) -> None:
    game_id = new_game(store)
    store.resume(game_id).apply(TableCorrection(path="players.0.ambrosia", value=5, reason="test"))
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Ambrosia for coins")
    assert codes(will_do(ui, heard)) == (
        "taw.move(who='Ann', did=[taw.did.traded_ambrosia(ambrosia=amount.ambrosia(n=2), coins=amount.coin(n=1))])")
    assert not ui.find_all("Coins: 3"), "3 coins need 6 ambrosia; Ann has 5: not offered"
    await ui.click("Coins: 2")
    assert codes(will_do(ui, heard)) == (
        "taw.move(who='Ann', did=[taw.did.traded_ambrosia(ambrosia=amount.ambrosia(n=4), coins=amount.coin(n=2))])")


def test_symbols_of_a_card_action_and_name_matches() -> None:
    card = with_symbol(EmpireCard(), "action.coins", 2)
    assert card.action == CardAction(coins=2)
    assert with_symbol(card, "action.coins", 0).action is None
    assert with_symbol(card, "food", -1).food == 0
    tower = EmpireCard(name="Treasury Tower")
    found = matches("empire", "treas", [tower])
    assert found[0] == (tower, "remembered") and found[1][0].name == "Treasury" and found[1][1] == "catalog"
    assert matches("district", "treas", [tower]) == [] and matches("empire", " ", [tower]) == []


async def test_every_control_of_the_flows_has_a_label(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    for tile in ("tile-build", "tile-recruit", "tile-expand", None):
        if tile is None:
            await ui.click("Attack a titan")
        else:
            await ui.tap(tile)
        await flip(ui, "More symbols: off")
        assert not [label for label in ui.labels() if label.startswith("<unlabelled")], tile
        await ui.click("Back to the board")


async def test_a_wide_window_shows_every_move_on_the_board_and_one_tap_goes_back(open_ui: OpenUi,
                                                                                 store: Store) -> None:
    """Tablet: every space is a tile beside the moves off the board; a tile opens its move in place of the board,
    and one tap goes back to it."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    spaces = [c.identifier for c in ui.controls() if isinstance(c, ft.Semantics) and
              str(c.identifier or "").startswith("tile-")]
    assert spaces == [f"tile-{s.id}" for s in board().spaces] and ui.find_all("Attack a titan")
    await ui.tap("tile-labor")
    assert "Ann: Labor" in ui.text() and not ui.find_all("Attack a titan")
    await ui.click("Back to the board")
    assert "Ann: Labor" not in ui.text() and ui.find_all("Labor, free")


async def test_switching_moves_starts_the_inputs_afresh(open_ui: OpenUi, store: Store) -> None:
    """Another move keeps nothing of the last one: not its citizen, its switches, nor its card entry's search."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    await ui.tap("tile-build")
    await ui.click("Citizen 2 (available)")
    await ui.fill("Search cards by name", "treas")
    await flip(ui, "More symbols: off")
    assert ui.find("More symbols: on") and ui.find_all("Use Treasury (catalog)")
    await ui.click("Back to the board")
    await ui.tap("tile-recruit")
    recruited, to_build = in_english(msg("taw.input.recruited")), in_english(msg("taw.input.card_to_build"))
    assert recruited in ui.text() and to_build not in ui.text()
    assert ui.find("More symbols: off") and not ui.find_all("Use Treasury (catalog)")
    assert ui.find("Search cards by name", ft.TextField).value == ""
    assert ui.find("Citizen 1 (available)").parent.selected  # type: ignore[union-attr]
    await ui.click("Back to the board")
    await ui.tap("tile-labor")
    await flip(ui, "Ambrosia options: off")
    await ui.click("Back to the board")
    await ui.tap("tile-learn")
    assert ui.find("Ambrosia options: off") and ui.find("Buy 1 knowledge: on")


async def test_picking_a_catalog_card_keeps_what_was_entered(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    """Issue 11, point 4: Tea House picked from the catalog after its cost was tapped in is built for its cost, not
    for nothing (the catalog knows its name and ability, the player the printed numbers)."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    await ui.click("Cost coins: 3")
    await ui.click("Food: 1")
    await ui.fill("Search cards by name", "tea h")
    await ui.click("Use Tea House (catalog)")
    assert ui.find("Cost coins: 3").parent.selected  # type: ignore[union-attr]
    assert "taw.did.built(card=taw.card.named(name='Tea House'), price=[amount.coin(n=3)])" in codes(will_do(ui, heard))
    await ui.click("Confirm")
    built = store.resume(game_id).game.state.players[0].empire[-1].card
    assert (built.name, built.ability, built.cost_coins, built.food) == ("Tea House", "tea_house", 3, 1)


async def test_a_second_card_picked_replaces_the_first_whole(open_ui: OpenUi, store: Store) -> None:
    """A card picked from the catalog is not symbols the player entered: picking another replaces it whole."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    await ui.click("Cost coins: 3")
    await ui.fill("Search cards by name", "tea h")
    await ui.click("Use Tea House (catalog)")
    await ui.fill("Search cards by name", "trade c")
    await ui.click("Use Trade City (catalog)")
    assert ui.find("Cost coins: 0").parent.selected  # type: ignore[union-attr]
    assert "Trade City:" in ui.text()


async def test_a_card_named_as_in_the_catalog_gets_what_the_catalog_prints_on_it(open_ui: OpenUi,
                                                                                 store: Store) -> None:
    """Card Clarifications: Traveler Camp's wild banner and food, Treasury's ability and income are printed; a card
    entered under the name, or picked after typing other values, carries them, so its game replayed from a file is
    not refused (``companion replay`` checks a catalog name against the catalog)."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    await ui.click("Food: 2")
    await ui.fill("Search cards by name", "trav")
    await ui.click("Use Traveler Camp (catalog)")
    await ui.click("Confirm")
    camp = store.resume(game_id).game.state.players[0].empire[-1].card
    assert (camp.name, camp.ability, camp.food, camp.banners) == ("Traveler Camp", "traveler_camp", 1, ("any",))
    assert from_catalog(EmpireCard.model_validate(camp.model_dump())) == camp  # as an exported log gives it
    for _ in range(2):  # Bo and Cy labor, back to Ann
        await ui.tap("tile-labor")
        await ui.click("Confirm")
    await ui.tap("tile-build")
    await ui.fill("Card name (optional)", "Treasury")
    await ui.click("Confirm")
    treasury = store.resume(game_id).game.state.players[0].empire[-1].card
    assert (treasury.name, treasury.ability, treasury.income_coins) == ("Treasury", "treasury", 2)
    assert from_catalog(EmpireCard.model_validate(treasury.model_dump())) == treasury
