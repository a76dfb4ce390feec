"""The Through the Ages card-row picker on the New game screen: search by name, lay out 13 cards, start."""

from __future__ import annotations

from companion.store import Store
from tests.ui.harness import text_of
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled
from tests.ui.tapping import open_tta_form
from tests.ui.tta_games import EXAMPLE_ROW


async def test_cards_are_found_by_name_and_laid_out_slot_by_slot(open_ui: OpenUi, store: Store) -> None:
    ui = await open_tta_form(open_ui)
    assert_all_labelled(ui)
    assert ui.find("Start the game").disabled
    assert "Lay out the card row (13 Age A cards) or give a seed to deal it" in ui.text()
    await ui.fill("Find a card by name", "urban")
    picker = text_of(ui.by_identifier("tta-card-row-picker"))
    assert "Urban Growth (action; 0 of 2 in the row)" in picker
    await ui.click("Add Urban Growth to slot 1")
    await ui.click("Add Urban Growth to slot 2")
    await ui.click("Add Urban Growth to slot 3")
    assert "The card row has 13 cards; 3 are laid out" in ui.text()
    assert "Urban Growth (action; 3 of 2 in the row)" in text_of(ui.by_identifier("tta-card-row-picker"))
    await ui.click("Remove Urban Growth from slot 3")
    assert "Card row: 2 of 13 cards laid out" in text_of(ui.by_identifier("tta-card-row-picker"))
    await ui.fill("Find a card by name", "zzz")
    assert "No Age A card is called like 'zzz'." in ui.text()
    await ui.click("Clear the card row")
    assert "Card row: 0 of 13 cards laid out" in text_of(ui.by_identifier("tta-card-row-picker"))
    assert store.games() == []


async def test_the_rulebook_row_entered_by_name_starts_the_round(open_ui: OpenUi, store: Store) -> None:
    ui = await open_tta_form(open_ui)
    for slot, name in enumerate(EXAMPLE_ROW, start=1):
        await ui.fill("Find a card by name", name)
        await ui.click(f"Add {name} to slot {slot}")
    assert ui.find("Add Cultural Heritage (the row is full)").disabled
    await ui.click("Start the game")
    game_id = ui.route.removeprefix("/game/")
    assert store.resume(game_id).game.setup.card_row == EXAMPLE_ROW
    assert not ui.find("Ann takes Moses from slot 1 (1 civil action)").disabled
