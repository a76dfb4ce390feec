"""The attack flow over a real Flet session: target by symbols, armies with their cost, each source, the verdict."""

from __future__ import annotations

from companion.store import Store
from companion.taw.kind import TableCorrection
from tests.said import codes, in_english
from tests.ui.harness import UiSession, label_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import refused, will_do
from tests.ui.tapping import flip
from tests.ui.taw_games import new_game


def value(ui: UiSession) -> str:
    return str(ui.by_identifier("attack-value").label)


async def test_attack_a_deck_titan_with_chosen_armies_then_enter_the_dice(open_ui: OpenUi, store: Store,
                                                                         heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Attack a titan")
    assert ui.find("Deck: 1-star titan").parent.selected
    assert ui.find("Confirm").disabled and codes(refused(ui, heard)) == "attack_needs_army"
    await ui.click("Defence: 3")
    await ui.click("Add banner Blue")
    await ui.click("Army City Guard", exact=False)
    assert value(ui) == "Attack 1 (1 sword + 0 arrows) against defence 3"
    assert "City Guard (front): 1 sword, 0 arrows" in ui.text()
    assert codes(refused(ui, heard)) == ("attack_too_weak(value=1, counted=taw.attack.swords_and_arrows, "
                                         "titan=taw.titan.by_stars(stars=1), defence=3)")
    await ui.click("Army Militia", exact=False)
    assert value(ui) == "Attack 2 (1 sword + 1 arrow) against defence 3"
    await ui.click("Defence: 2")
    await flip(ui, "Sword only (arrows do not count): off")
    assert value(ui) == "Attack 1 (sword-only titan: 1 arrow not counted) against defence 2"
    assert ui.find("Confirm").disabled
    await flip(ui, "Sword only (arrows do not count): on")
    assert "Militia (front): 0 swords, 1 arrow" in ui.text()
    assert codes(will_do(ui, heard)) == (
        "taw.log.defeated(name='Ann', titan=taw.titan.by_stars(stars=1), defence=2, paid=taw.list.commas("
        "items=[taw.attack.paid(army=taw.card.named(name='City Guard'), coins=amount.coin(n=1)), "
        "taw.attack.paid(army=taw.card.named(name='Militia'), coins=amount.coin(n=1))]), value=2)")
    await ui.click("Confirm")
    state = store.resume(game_id).game.state
    ann = state.players[0]
    assert ann.coins == 4 and len(ann.titans) == 1 and all(a.used for a in ann.armies)
    assert state.pending and state.pending[0].kind == "damage_dice"
    prompt = state.pending[0].prompt
    assert codes(prompt) == "taw.prompt.roll(dice=amount.damage_die(n=1), titan=taw.titan.by_stars(stars=1))"
    assert in_english(prompt) in ui.text()


async def test_a_used_army_is_shown_as_used_and_ambrosia_swords_count(open_ui: OpenUi, store: Store,
                                                                      heard: Heard) -> None:
    game_id = new_game(store)
    game = store.resume(game_id)
    game.apply(TableCorrection(path="players.0.ambrosia", value=3, reason="test"))
    game.apply(TableCorrection(path="players.0.armies.0.coins_name", value=1, reason="test"))
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Attack a titan")
    assert label_of(ui.find("Army City Guard", exact=False)).endswith(": used this round (1 coin on its name)")
    await ui.click("Ambrosia swords (3 each): 1")
    await ui.click("Army Militia", exact=False)
    assert value(ui) == "Attack 2 (1 sword + 1 arrow); enter the titan's defence"
    assert ui.find("Confirm").disabled
    assert codes(refused(ui, heard)) == "taw.input.enter_symbol(symbol=taw.input.titan_defence)"
    assert not [c for c in ui.find_all("Defence:", exact=False) if getattr(c.parent, "selected", False)]
    await ui.click("Defence: 0")  # a real 0 is a tap
    assert value(ui) == "Attack 2 (1 sword + 1 arrow) against defence 0"
    assert "Ambrosia swords: 1 sword, 0 arrows" in ui.text()
    assert "amount.ambrosia_sword(n=1)" in codes(will_do(ui, heard))


async def test_attack_the_threatening_titan_on_a_board(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Attack a titan")
    await ui.click("On Bo's board: the Starting titan (defence 3)")
    assert not [c for c in ui.controls() if getattr(c, "identifier", None) == "card-entry-titan"]
    await ui.click("Army City Guard", exact=False)
    await ui.click("Army Militia", exact=False)
    assert value(ui) == "Attack 2 (1 sword + 1 arrow) against defence 3"
    assert codes(refused(ui, heard)) == ("attack_too_weak(value=2, counted=taw.attack.swords_and_arrows, "
                                         "titan=taw.titan.starting, defence=3)")


async def test_a_titan_s_defence_goes_past_twelve(open_ui: OpenUi, store: Store) -> None:
    """A 3-star titan's defence is in the teens: its count offers up to 20 (the others stop at 12)."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Attack a titan")
    await ui.click("Defence: more numbers")
    await ui.click("Defence: 15")
    assert value(ui).endswith("against defence 15")
    assert not ui.find_all("Defence: 21")
