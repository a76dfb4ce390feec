"""Issue 23, point 4, over a real Flet session: Confirm stays disabled with the reason until a move has what it needs
(a tapped 0 is an answer, a default 0 is none); Rebuild's repair starts on; the feeding step offers no food a player
cannot buy and says on each citizen what selecting it means; cards are named without internal numbers."""

from __future__ import annotations

from companion.store import Store
from companion.taw.kind import TableCorrection
from companion.taw.phases.damage import DamageCard, EnterDice
from companion.taw.phases.end_of_round import ConfrontTitan
from tests.said import codes
from tests.ui.harness import UiSession
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import decision, reason, refused, will_do
from tests.ui.taw_games import new_game, to_draft_row, to_end_of_round


def chosen(ui: UiSession, label: str) -> bool:
    return bool(ui.find(label).parent.selected)  # type: ignore[union-attr]


async def test_build_is_not_confirmed_blank_until_a_zero_is_tapped(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    before = len(store.resume(game_id).game.state.players[0].empire)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    assert ui.find("Confirm").disabled and codes(refused(ui, heard)) == "taw.input.enter_card"
    assert not chosen(ui, "Cost coins: 0") and not chosen(ui, "Food: 0"), "no number is chosen for the player"
    assert "will-do" not in [getattr(c, "identifier", None) for c in ui.controls()]
    await ui.click("Deck C")
    await ui.click("Deck A")
    assert ui.find("Confirm").disabled and codes(refused(ui, heard)) == "taw.input.enter_card", "a deck is no symbol"
    await ui.click("Cost coins: 0")
    assert not ui.find("Confirm").disabled
    assert chosen(ui, "Cost coins: 0") and chosen(ui, "Food: 0"), "once entered, what is not tapped is printed as 0"
    assert codes(will_do(ui, heard)).endswith("price=taw.nothing)])")
    await ui.click("Confirm")
    assert len(store.resume(game_id).game.state.players[0].empire) == before + 1


async def test_an_attack_waits_for_the_titan_s_defence(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Attack a titan")
    await ui.click("Army City Guard: costs 1 coin")
    await ui.click("Add banner Blue")
    assert ui.find("Confirm").disabled
    assert codes(refused(ui, heard)) == "taw.input.enter_symbol(symbol=taw.input.titan_defence)"
    assert str(ui.by_identifier("attack-value").label).endswith("enter the titan's defence")
    assert "defence 0" not in ui.text()
    await ui.click("Defence: 0")
    assert not ui.find("Confirm").disabled
    assert "defence=0" in codes(will_do(ui, heard))


async def test_rebuild_s_repair_starts_on_and_cards_are_named_without_numbers(open_ui: OpenUi, store: Store,
                                                                              heard: Heard) -> None:
    game_id = new_game(store)
    store.resume(game_id).apply(TableCorrection(path="players.0.empire.0.damaged", value=True, reason="test"))
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-rebuild")
    repair = ui.find("Repair Fishing Dock")
    assert repair.parent.selected  # type: ignore[union-attr]
    assert "taw.did.repaired(card=taw.card.named(name='Fishing Dock'))" in codes(will_do(ui, heard))
    assert not [label for label in ui.labels() if "#" in label]
    await ui.click("Back to the board")
    await ui.tap("tile-recruit")
    assert ui.find_all("Over City Guard") and ui.find_all("Over Militia")
    assert not [label for label in ui.labels() if "#" in label]


def _to_feeding(store: Store) -> str:
    """Round 1's end answered up to Ann's feeding: her titan's die damaged her Fishing Dock, Bo fed his titan, Cy
    rolled blank; Ann (no ambrosia) has 2 food for 3 citizens."""
    game_id = to_end_of_round(store)
    stored = store.resume(game_id)
    stored.apply(EnterDice(player=0, faces=["titan"]))
    stored.apply(next(a for a in stored.game.legal_actions() if isinstance(a, DamageCard)))
    stored.apply(ConfrontTitan(player=1, choice="feed"))
    stored.apply(EnterDice(player=2, faces=["blank"]))
    return game_id


async def test_feeding_offers_no_food_without_ambrosia_and_says_who_starves(open_ui: OpenUi, store: Store,
                                                                            heard: Heard) -> None:
    game_id = _to_feeding(store)
    assert store.resume(game_id).game.state.players[0].ambrosia == 0
    ui = await open_ui(f"/game/{game_id}/round-end")
    assert ui.by_identifier("decider").label.startswith("Ann decides: ")
    assert codes(decision(ui, heard)) == "taw.prompt.feed(food=2, citizens=amount.citizen(n=3), short=1)"
    assert not [label for label in ui.labels() if label.startswith("Food bought")], "no ambrosia: no food to buy"
    assert "Tap 1 citizen who starves; the others are fed:" in ui.text()
    assert "1 fed" in ui.text() and "1 starves" not in ui.text()
    await ui.click("Citizen 1 (available): fed")
    assert ui.find("Citizen 1 (available): starves").parent.selected  # type: ignore[union-attr]
    assert "1 starves" in ui.text()


async def test_feeding_offers_as_much_food_as_the_ambrosia_buys(open_ui: OpenUi, store: Store) -> None:
    game_id = _to_feeding(store)
    store.resume(game_id).apply(TableCorrection(path="players.0.ambrosia", value=9, reason="test"))
    ui = await open_ui(f"/game/{game_id}/round-end")
    food = [label for label in ui.labels() if label.startswith("Food bought") and label[-1].isdigit()]
    assert food == ["Food bought (2 ambrosia each): 0", "Food bought (2 ambrosia each): 1"], "1 short: 1 to buy"


async def test_the_titan_draft_row_waits_for_every_titan_s_defence(open_ui: OpenUi, store: Store) -> None:
    """A titan of the draft row with a banner but no defence is not entered: the row is not laid out with a 0 no one
    tapped."""
    game_id = to_draft_row(store)
    ui = await open_ui(f"/game/{game_id}/round-end")
    await ui.click("Add banner Red")
    assert ui.find_all("Titan 1: not entered")
    assert "Titan 1 of 4 is not entered yet: enter the titan's defence" in reason(ui)
    await ui.click("Defence: 0")
    assert ui.find_all("Titan 1: titan (1 star, defence 0, 1 red banner)")
    assert "Titan 2 of 4 is not entered yet" in reason(ui)
