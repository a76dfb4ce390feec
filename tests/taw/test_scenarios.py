"""The rulebook's worked examples about titans, played through the engine."""

from __future__ import annotations

from phases_support import action, army, empire, new_game, pass_round, titan

from companion.taw import derived
from companion.taw.cards import DistrictCard, MilitaryCard, MilitarySymbols, TitanEffect
from companion.taw.phases.attack import Attack
from companion.taw.phases.damage import EnterDice
from companion.taw.phases.end_of_round import ConfrontTitan
from companion.taw.state import Army, OwnedDistrict, OwnedTitan
from tests.said import codes


def test_tim_attacks_the_stone_being() -> None:
    """Merkian Troops (3 arrows, 1 sword, a retired card's legacy sword beneath, 1 coin on the picture) cost 2;
    5 from the army + 3 empire swords = 8 against defence 8; 2 dice: blank and coin, lose a coin."""
    game = new_game(names=("Tim", "Tom"))
    state = game.state
    tim = state.players[0]
    merkian = Army(uid=state.new_uid(), coins_picture=1,
                   active=MilitaryCard(name="Merkian Troops", front=MilitarySymbols(arrows=3, swords=1)),
                   retired=[MilitaryCard(name="Old Guard", legacy=MilitarySymbols(swords=1))])
    tim.armies = [merkian]
    for _ in range(3):
        empire(state, 0, name="Armoury", swords=1)
    tim.coins = 6
    stone_being = titan(stars=2, defence=8, banners=("red", "blue"), effect=TitanEffect.LOSE_COIN)

    game.apply(Attack(player=0, armies=[merkian.uid], card=stone_being))

    assert merkian.coins_picture == 1 and merkian.coins_name == 2
    assert tim.coins == 4
    assert [t.card.name for t in tim.titans] == ["Stone Being"]
    assert ("taw.log.defeated(name='Tim', titan=taw.titan.named(name='Stone Being'), defence=8, "
            "paid=taw.attack.paid(army=taw.card.named(name='Merkian Troops'), coins=amount.coin(n=2)), "
            "value=8)") in codes(game.entries[-1])
    assert [codes(n.text) for n in state.table_notes] == [
        ("taw.note.tell(name='Tim', thing=taw.note.coins_on_name(coins=amount.coin(n=2), "
         "army=taw.card.named(name='Merkian Troops')))"),
        "taw.note.tell(name='Tim', thing=taw.note.titan_from_deck(titan=taw.titan.named(name='Stone Being'), stars=2))",
        "taw.note.tell(name='Tim', thing=taw.note.next_titan(stars=2))"]
    head = state.pending[0]
    assert (head.kind, head.player, head.count) == ("damage_dice", 0, 2)
    game.apply(EnterDice(player=0, faces=["blank", "coin"]))
    assert tim.coins == 3 and not state.pending
    assert game.entries[-1].auto
    assert codes(game.entries[-1]) == ("taw.log.lost(name='Tim', lost=amount.coin(n=1), "
                                       "effect=taw.effect.lose_coin(amount=1))")
    assert state.current == 1


def test_miriam_feeds_her_titan() -> None:
    """Three ambrosia on the card: Miriam pays four more, seven on it, and rolls no dice."""
    game = new_game(names=("Miriam", "Tom"))
    miriam = game.state.players[0]
    assert miriam.threat is not None
    miriam.threat.ambrosia = 3
    miriam.ambrosia = 5
    pass_round(game)
    head = game.state.pending[0]
    assert (head.kind, head.player, head.options) == ("confront", 0, ["feed", "roll"])
    assert derived.threat_feed_cost(miriam, game.state) == 4
    game.apply(ConfrontTitan(player=0, choice="feed"))
    assert miriam.threat.ambrosia == 7 and miriam.ambrosia == 1
    texts = [codes(e) for e in game.entries[-2:]]
    assert texts == [
        "taw.log.fed_titan(name='Miriam', titan=taw.titan.starting, cost=4, total=7)",
        "taw.log.rolls_against_short(name='Tom', titan=taw.titan.starting, cost=1, have=0)"]
    assert all(d.player != 0 for d in game.state.pending)


def test_miriam_attacks_the_titan_on_toms_board() -> None:
    """Five ambrosia on Tom's titan, two banners: Miriam takes two, three go back to the supply."""
    game = new_game(names=("Miriam", "Tom"))
    state = game.state
    toms = OwnedTitan(uid=state.new_uid(), ambrosia=5,
                      card=titan("Sea Serpent", stars=1, defence=2, banners=("green", "green")))
    state.players[1].threat = toms
    game.apply(Attack(player=0, armies=[state.players[0].armies[0].uid, state.players[0].armies[1].uid],
                      titan=toms.uid))
    miriam, tom = state.players
    assert tom.threat is None
    assert miriam.ambrosia == 2 and miriam.titans[-1].uid == toms.uid and miriam.titans[-1].ambrosia == 0
    assert [codes(n.text) for n in state.table_notes][-2:] == [
        ("taw.note.tell(name='Miriam', thing=taw.note.titan_from_board(titan=taw.titan.named(name='Sea Serpent'), "
         "owner='Tom'))"),
        ("taw.note.tell(name='Miriam', "
         "thing=[taw.note.ambrosia_from_titan(ambrosia=amount.ambrosia(n=2)), "
         "taw.note.ambrosia_on_titan_back(ambrosia=amount.ambrosia(n=3))])")]
    assert state.pending[0].count == 2


def test_tom_loses_a_district_and_keeps_his_cards() -> None:
    """Capacity drops below the cards built: Tom keeps every card but cannot build until capacity exceeds them.

    The rulebook's numbers (6 capacity down to 3) cannot occur with the capital's 4 capacity, so Tom here has
    the capital's 4 and a district of 3 with 7 cards, and loses the district (3 capacity, as in the example).
    """
    game = new_game(names=("Tim", "Tom"))
    state = game.state
    pass_turn_to_tom = action({"type": "pass", "player": 0})
    game.apply(pass_turn_to_tom)
    tom = state.players[1]
    tom.districts = [OwnedDistrict(uid=state.new_uid(), card=DistrictCard(name="Hill Town", capacity=3))]
    for _ in range(5):
        empire(state, 1, name="House")
    assert (derived.capacity(tom), derived.capacity_used(tom)) == (7, 7)
    tom.coins = 10
    brute = titan("Brute", stars=1, defence=1, banners=("red",), effect=TitanEffect.LOSE_DISTRICT)
    game.apply(Attack(player=1, armies=[army(state, 1, swords=1)], card=brute))
    game.apply(EnterDice(player=1, faces=["coin"]))
    assert tom.districts == [] and len(tom.empire) == 7
    assert (derived.capacity(tom), derived.free_capacity(tom)) == (4, -3)
    assert [codes(n.text) for n in state.table_notes][-3:] == [
        "taw.note.tell(name='Tom', thing=taw.note.discard_district(district=taw.card.named(name='Hill Town')))",
        "taw.note.tell(name='Tom', thing=taw.note.keep_cards(cards=7, capacity=4, more=8))",
        "taw.note.tell(name='Tom', thing=taw.note.capacity_cube(n=4))"]
    assert game.entries[-1].auto
    assert codes(game.entries[-1]) == "taw.log.lost_district(name='Tom', district=taw.card.named(name='Hill Town'))"
