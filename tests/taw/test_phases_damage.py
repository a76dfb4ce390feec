"""Damage dice: entering faces, rerolls, damaging cards, armies over the limit, the six coin effects."""

from __future__ import annotations

import random

import pytest
from phases_support import army, empire, new_game, rejects, titan

from companion.core.errors import RuleError
from companion.core.game import Game
from companion.taw import derived
from companion.taw.cards import DistrictCard, EmpireCard, MilitarySymbols, TitanEffect
from companion.taw.data import board
from companion.taw.phases import legal_actions
from companion.taw.phases.attack import Attack
from companion.taw.phases.damage import (
    DamageCard,
    DiscardArmy,
    EnterDice,
    KeepDice,
    RepairCard,
    RerollDie,
    virtual_roll,
)
from companion.taw.phases.handlers import ResolveStep
from companion.taw.phases.titan_effects import DiscardDistrict, DiscardRetired, PlaceCoinOnArmy
from companion.taw.state import OwnedDistrict, OwnedEmpire, UpgradeDecision
from companion.words import english
from tests.said import assert_refused, codes, msg


def _attacked(effect: TitanEffect = TitanEffect.LOSE_COIN, dice: int = 2, amount: int = 1) -> Game:
    """Tim (seat 0) has just defeated a deck titan with ``dice`` banners; its dice wait to be entered."""
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.coins = 5
    tim.armies = []
    strong = army(state, 0, swords=9)
    beast = titan("Beast", stars=1, defence=1, banners=("red",) * dice, effect=effect, effect_amount=amount)
    game.apply(Attack(player=0, armies=[strong], card=beast))
    return game


def test_dice_entry_is_checked() -> None:
    game = _attacked()
    assert game.state.pending[0].options == ["titan", "coin", "blank"]
    error = rejects(game, EnterDice(player=0, faces=["coin"]), "wrong_dice_count")
    assert_refused(error, "wrong_dice_count", titan=msg("taw.titan.named", name="Beast"), need=2, got=1)
    rejects(game, EnterDice(player=1, faces=["coin", "coin"]), "other_decision_pending")
    assert len(legal_actions(game.state)) == 9
    game.apply(EnterDice(player=0, faces=["blank", "blank"]))
    rejects(game, EnterDice(player=0, faces=["coin", "coin"]), "no_decision_pending")


def test_virtual_roll_uses_the_rules_data_faces_and_its_seed() -> None:
    roll = virtual_roll(random.Random(7), 20)
    assert set(roll) <= set(board().dice_faces) and roll == virtual_roll(random.Random(7), 20)


def test_two_reroll_cards_give_one_reroll_each() -> None:
    game = _attacked()
    tim = game.state.players[0]
    empire(game.state, 0, name="Barbarian Camp", ability="barbarian_camp")
    empire(game.state, 0, name="Tea House", ability="tea_house")
    game.apply(EnterDice(player=0, faces=["titan", "coin"]))
    head = game.state.pending[0]
    assert (head.kind, head.options) == ("reroll", [0, 1]) and english()(head.prompt).startswith("Barbarian Camp")
    rejects(game, RerollDie(player=0, die=2, face="blank"), "no_such_die")
    game.apply(RerollDie(player=0, die=0, face="coin"))
    assert codes(game.entries[-1]) == ("taw.log.rerolled(name='Tim', die=1, card='Barbarian Camp', old=taw.die.titan, "
                                       "new=taw.die.coin)")
    assert english()(game.state.pending[0].prompt).startswith("Tea House")
    game.apply(KeepDice(player=0))
    assert tim.coins == 2 and not game.state.pending


def test_no_reroll_is_offered_for_blanks_or_from_a_damaged_card() -> None:
    game = _attacked()
    camp = empire(game.state, 0, name="Barbarian Camp", ability="barbarian_camp")
    game.apply(EnterDice(player=0, faces=["blank", "blank"]))
    assert not game.state.pending
    game = _attacked()
    camp = empire(game.state, 0, name="Barbarian Camp", ability="barbarian_camp")
    next(o for o in game.state.players[0].empire if o.uid == camp).damaged = True
    game.apply(EnterDice(player=0, faces=["coin", "blank"]))
    assert not game.state.pending


def test_titan_symbols_damage_chosen_forced_or_no_cards() -> None:
    game = _attacked()
    tim = game.state.players[0]
    dock, fields = (o.uid for o in tim.empire)
    game.apply(EnterDice(player=0, faces=["titan", "blank"]))
    assert game.state.pending[0].options == [dock, fields]
    rejects(game, DamageCard(player=0, card=999), "card_not_damageable")
    game.apply(DamageCard(player=0, card=fields))
    assert [o.damaged for o in tim.empire] == [False, True] and not game.state.pending

    game = _attacked()
    game.apply(EnterDice(player=0, faces=["titan", "titan"]))
    assert all(o.damaged for o in game.state.players[0].empire)
    assert [e.auto for e in game.entries[-2:]] == [True, True]

    game = _attacked(dice=1)
    for owned in game.state.players[0].empire:
        owned.damaged = True
    game.apply(EnterDice(player=0, faces=["titan"]))
    assert codes(game.entries[-1]) == "taw.log.nothing_to_damage(name='Tim')"


def test_damaging_an_army_limit_card_discards_armies_over_the_limit() -> None:
    game = _attacked(dice=1)
    state = game.state
    tim = state.players[0]
    barracks = empire(state, 0, name="Barracks", army_limit=1)
    for owned in tim.empire:
        owned.damaged = owned.uid != barracks
    veterans = army(state, 0, swords=1, retired=(MilitarySymbols(swords=1),))
    militia = army(state, 0, arrows=1)
    game.apply(EnterDice(player=0, faces=["titan"]))
    head = state.pending[0]
    assert (head.kind, head.count, head.options) == ("discard_army", 1, [a.uid for a in tim.armies])
    rejects(game, DiscardArmy(player=0, army=999), "no_such_army_uid")
    game.apply(DiscardArmy(player=0, army=veterans))
    assert [a.uid for a in tim.armies] == [tim.armies[0].uid, militia] and not state.pending


def test_coin_on_army_choice_forced_and_without_coins() -> None:
    game = _attacked(TitanEffect.COIN_ON_ARMY)
    tim = game.state.players[0]
    second = army(game.state, 0, swords=1)
    game.apply(EnterDice(player=0, faces=["coin", "coin"]))
    rejects(game, DiscardDistrict(player=0, district=1), "wrong_titan_effect")
    rejects(game, PlaceCoinOnArmy(player=0, army=999), "no_such_army_uid")
    game.apply(PlaceCoinOnArmy(player=0, army=second))
    game.apply(PlaceCoinOnArmy(player=0, army=second))
    assert tim.armies[1].coins_picture == 2 and tim.coins == 2

    game = _attacked(TitanEffect.COIN_ON_ARMY)
    tim = game.state.players[0]
    tim.coins = 1
    game.apply(EnterDice(player=0, faces=["coin", "coin"]))
    assert tim.armies[0].coins_picture == 1 and tim.coins == 0
    assert codes(game.entries[-1]) == "taw.log.no_effect(name='Tim', effect=taw.effect.coin_on_army(amount=1))"


def test_lose_coins_and_ambrosia_take_only_what_there_is() -> None:
    game = _attacked(TitanEffect.LOSE_AMBROSIA, amount=2)
    tim = game.state.players[0]
    tim.ambrosia = 3
    game.apply(EnterDice(player=0, faces=["coin", "coin"]))
    assert tim.ambrosia == 0
    assert codes(game.entries[-1]) == ("taw.log.lost(name='Tim', lost=amount.ambrosia(n=3), "
                                       "effect=taw.effect.lose_ambrosia(amount=2))")
    game = _attacked(TitanEffect.LOSE_COIN)
    game.state.players[0].coins = 1
    game.apply(EnterDice(player=0, faces=["coin", "coin"]))
    assert game.state.players[0].coins == 0
    game = _attacked(TitanEffect.LOSE_COIN)
    game.state.players[0].coins = 0
    game.apply(EnterDice(player=0, faces=["coin", "blank"]))
    assert codes(game.entries[-1]) == "taw.log.no_effect(name='Tim', effect=taw.effect.lose_coin(amount=1))"


def test_lose_retired_military() -> None:
    game = _attacked(TitanEffect.LOSE_RETIRED, dice=1)
    tim = game.state.players[0]
    old = army(game.state, 0, swords=1, retired=(MilitarySymbols(swords=1), MilitarySymbols(arrows=2)))
    game.apply(EnterDice(player=0, faces=["coin"]))
    assert game.state.pending[0].options == [[old, 0], [old, 1]]
    rejects(game, DiscardRetired(player=0, army=old, index=2), "no_such_retired_card")
    game.apply(DiscardRetired(player=0, army=old, index=1))
    assert [c.legacy.swords for c in tim.armies[1].retired] == [1]

    game = _attacked(TitanEffect.LOSE_RETIRED, dice=1)
    game.apply(EnterDice(player=0, faces=["coin"]))
    assert codes(game.entries[-1]) == "taw.log.no_effect(name='Tim', effect=taw.effect.lose_retired(amount=1))"


def test_discard_all_stored() -> None:
    game = _attacked(TitanEffect.DISCARD_STORED, dice=1)
    tim = game.state.players[0]
    tim.stored = [OwnedEmpire(uid=game.state.new_uid(), card=EmpireCard(name=f"Plan {i}")) for i in range(2)]
    game.apply(EnterDice(player=0, faces=["coin"]))
    assert tim.stored == []
    assert codes(game.entries[-1]) == ("taw.log.lost(name='Tim', lost=taw.amount.stored_empire_card(n=2), "
                                       "effect=taw.effect.discard_stored(amount=1))")
    game = _attacked(TitanEffect.DISCARD_STORED, dice=1)
    game.apply(EnterDice(player=0, faces=["coin"]))
    assert codes(game.entries[-1]) == "taw.log.no_effect(name='Tim', effect=taw.effect.discard_stored(amount=1))"


@pytest.mark.parametrize("limit", [0, 1])
def test_lose_a_district_chosen(limit: int) -> None:
    game = _attacked(TitanEffect.LOSE_DISTRICT, dice=1)
    state = game.state
    tim = state.players[0]
    keep, fort = state.new_uid(), state.new_uid()
    tim.districts = [OwnedDistrict(uid=keep, card=DistrictCard(name="Harbour", capacity=1)),
                     OwnedDistrict(uid=fort, card=DistrictCard(name="Fort", army_limit=limit))]
    for _ in range(1 + limit):
        army(state, 0, swords=1)
    game.apply(EnterDice(player=0, faces=["coin"]))
    rejects(game, DiscardDistrict(player=0, district=999), "no_such_district")
    game.apply(DiscardDistrict(player=0, district=fort))
    assert [d.uid for d in tim.districts] == [keep]
    assert [d.kind for d in state.pending] == (["discard_army"] if limit else [])


def test_repair_card_answer_is_checked() -> None:
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.coins = 5
    tim.armies = []
    medic = army(state, 0, swords=5, repair=1)
    for owned in tim.empire:
        owned.damaged = True
    game.apply(Attack(player=0, armies=[medic], card=titan(stars=1, defence=1, banners=("red",))))
    game.apply(EnterDice(player=0, faces=["blank"]))
    head = state.pending[0]
    assert (head.kind, head.options) == ("repair_card", [o.uid for o in tim.empire])
    rejects(game, RepairCard(player=0, card=999), "card_not_damaged_uid")
    game.apply(RepairCard(player=0, card=tim.empire[1].uid))
    assert [o.damaged for o in tim.empire] == [True, False]


def test_coin_on_army_needs_a_coin_when_answered() -> None:
    game = _attacked(TitanEffect.COIN_ON_ARMY, dice=1)
    tim = game.state.players[0]
    army(game.state, 0, swords=1)
    game.apply(EnterDice(player=0, faces=["coin"]))
    tim.coins = 0  # e.g. corrected at the table while the choice waits
    rejects(game, PlaceCoinOnArmy(player=0, army=tim.armies[0].uid), "not_enough_coins_army")


def test_resolve_step_only_when_nothing_is_left_to_choose() -> None:
    game = _attacked()
    with pytest.raises(RuleError) as info:
        ResolveStep(player=0, kind="damage_dice").verify(game.state)
    assert info.value.code == "decision_has_choices"
    game.apply(EnterDice(player=0, faces=["titan", "blank"]))
    with pytest.raises(RuleError) as info:
        ResolveStep(player=0, kind="damage_card").verify(game.state)
    assert info.value.code == "decision_has_choices"
    game.state.pending.insert(0, UpgradeDecision(player=0, prompt="Upgrade a citizen?"))
    with pytest.raises(RuleError) as info:
        ResolveStep(player=0, kind="upgrade_citizen").verify(game.state)
    assert info.value.code == "not_a_phase_decision"
    assert legal_actions(game.state) == []


def test_damaging_a_food_card_starves_no_one_until_the_end_of_round_and_a_citizen_on_it_stays() -> None:
    """Titan Damage: starvation is only checked at the end of the round; Citizens on Damaged Empire Cards stay
    on the card until the end of the round."""
    game = _attacked(dice=2)
    state = game.state
    tim = state.players[0]
    dock, fields = tim.empire
    fields.damaged = True
    hall = empire(state, 0, name="Town Hall", action={"knowledge": 1})
    citizen = tim.citizens[0]
    citizen.where, citizen.space = "placed", f"card:{hall}"
    game.apply(EnterDice(player=0, faces=["titan", "titan"]))
    assert dock.damaged and all(o.damaged for o in tim.empire) and not state.pending
    assert derived.food(tim) == 1 and len(tim.citizens) == 3
    assert not any(c.where == "starving" for c in tim.citizens)
    assert (citizen.where, citizen.space) == ("placed", f"card:{hall}")
