"""Empire card actions and the named abilities that act during a move (Card Clarifications)."""

from __future__ import annotations

from taw_moves_support import did, give, named, play, rejects, table

from companion.taw import derived, rulebook
from companion.taw.cards import CardAction, EmpireCard
from companion.taw.moves.board_actions import PlaceLabor, PlaceLearn
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.storing import ExploreChoice
from companion.taw.state import OwnedEmpire, State
from tests.said import assert_refused, codes, msg


def owned(state: State, seat: int, name: str, **printed: object) -> OwnedEmpire:
    """Give the player in ``seat`` the built catalog card ``name``."""
    card = OwnedEmpire(uid=state.new_uid(), card=named(name, **printed))
    state.players[seat].empire.append(card)
    return card


def test_a_card_action_places_a_citizen_on_the_card_once_a_round() -> None:
    state = table()
    ann = state.players[0]
    mint = give(ann, state, name="Mint", action=CardAction(coins=2, knowledge=1))
    text = play(state, UseCard(player=0, skill=1, card=mint.uid))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, where=taw.card.named(name='Mint')), "
                           "taw.did.gained(gain=[amount.coin(n=2), amount.knowledge(n=1)])])")
    assert (ann.coins, ann.knowledge, mint.used) == (8, 1, True)
    assert (ann.citizens[0].where, ann.citizens[0].space) == ("placed", f"card:{mint.uid}")
    assert state.current == 1
    state.current = 0
    error = rejects(state, UseCard(player=0, skill=2, card=mint.uid), "card_used_this_round")
    assert error.rule == rulebook.EMPIRE_CARD_ACTIONS()  # "Empire Card Actions"


def test_card_action_refusals() -> None:
    state = table()
    ann, bob = state.players
    mint = give(ann, state, name="Mint", action=CardAction(coins=2))
    theirs = give(bob, state, name="Their Mint", action=CardAction(coins=2))
    rejects(state, UseCard(player=0, skill=1, card=theirs.uid), "no_such_card")
    rejects(state, UseCard(player=0, skill=1, card=ann.empire[0].uid), "card_has_no_action")
    rejects(state, UseCard(player=0, skill=1, card=mint.uid, army=ann.armies[0].uid), "unused_parameter")
    ann.citizens[0].where = "starving"
    rejects(state, UseCard(player=0, skill=1, card=mint.uid), "citizen_not_available")
    mint.damaged = True
    rejects(state, UseCard(player=0, skill=2, card=mint.uid), "card_damaged")
    rejects(state, UseCard(player=1, skill=1, card=theirs.uid), "not_your_turn")


def test_a_placed_citizen_can_be_moved_onto_a_card_for_4_ambrosia() -> None:
    state = table()
    ann = state.players[0]
    mint = give(ann, state, name="Mint", action=CardAction(coins=2))
    play(state, PlaceLabor(player=0, skill=1))
    state.current = 0
    ann.ambrosia = 4
    text = play(state, UseCard(player=0, skill=1, card=mint.uid, reuse=True))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.moved_citizen(skill=1, "
                           "origin=ancient_world/board:spaces.labor.label, where=taw.card.named(name='Mint'), "
                           "cost=amount.ambrosia(n=4)), taw.did.gained(gain=[amount.coin(n=2)])])")
    assert state.spaces["labor"].citizens == [] and ann.ambrosia == 0


def test_bath_house_gives_a_knowledge_and_an_arrow_for_the_round() -> None:
    state = table()
    bath = owned(state, 0, "Bath House")
    text = play(state, UseCard(player=0, skill=1, card=bath.uid))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=taw.card.named(name='Bath House')), taw.did.gained(gain=[amount.knowledge(n=1)]), "
                           "taw.did.gained_per_attack(gain=[amount.arrow(n=1)])])")
    ann = state.players[0]
    assert (ann.knowledge, derived.round_arrows(ann), derived.round_swords(ann)) == (1, 1, 0)


def test_a_damaged_bath_house_gives_no_arrow_until_repaired() -> None:
    """Titan Damage: do not count attack bonuses from a damaged card, card actions' round bonuses included."""
    state = table()
    bath = owned(state, 0, "Bath House")
    play(state, UseCard(player=0, skill=1, card=bath.uid))
    ann = state.players[0]
    bath.damaged = True
    assert derived.round_arrows(ann) == 0
    bath.damaged = False
    assert derived.round_arrows(ann) == 1


def test_nomad_camp_gives_two_swords_for_the_round() -> None:
    state = table()
    camp = owned(state, 0, "Nomad Camp")
    text = play(state, UseCard(player=0, skill=1, card=camp.uid))
    assert did(text)[-1] == "taw.did.gained_per_attack(gain=[amount.sword(n=2)])"
    assert derived.round_swords(state.players[0]) == 2


def test_town_hall_gives_a_knowledge_and_an_ambrosia() -> None:
    state = table()
    hall = owned(state, 0, "Town Hall")
    assert did(play(state, UseCard(player=0, skill=1, card=hall.uid)))[-1] == (
        "taw.did.gained(gain=[amount.knowledge(n=1), amount.ambrosia(n=1)])")
    assert (state.players[0].knowledge, state.players[0].ambrosia) == (1, 1)


def test_cripta_ship_explores_and_gains_two_coins() -> None:
    state = table(round=1)
    ship = owned(state, 0, "Cripta Ship")
    give(state.players[0], state, name="Warship", ability="warship", explore_bonus=2, explore_bonus_explore_only=True)
    card = EmpireCard(name="Vault", cost_coins=3)
    text = play(state, UseCard(player=0, skill=1, card=ship.uid, explore=ExploreChoice(card=card)))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=taw.card.named(name='Cripta Ship')), taw.did.gained(gain=[amount.coin(n=2)]), "
                           "taw.did.stored_why(card=taw.card.named(name='Vault'), "
                           "why=taw.did.notes(first=taw.card.named(name='Cripta Ship'), "
                           "second=taw.did.drawn_bonus(drawn=amount.card(n=7), "
                           "bonus=2)))])")
    ann = state.players[0]
    assert ann.coins == 8 and [o.card for o in ann.stored] == [card]
    state.current = 0
    late = EmpireCard(name="Late", deck="B")
    ship.used = False
    rejects(state, UseCard(player=0, skill=2, card=ship.uid, explore=ExploreChoice(card=late)), "wrong_deck")


def test_desert_caravan_gains_a_coin_per_undamaged_food() -> None:
    state = table()
    ann = state.players[0]
    caravan = owned(state, 0, "Desert Caravan")
    ann.empire[0].damaged = True
    text = play(state, UseCard(player=0, skill=1, card=caravan.uid))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=taw.card.named(name='Desert Caravan')), taw.did.gained_why(gain=[amount.coin(n=2)], "
                           "why=taw.did.desert_caravan(food=amount.food(n=2)))])")
    assert ann.coins == 8


def test_holy_site_removes_all_coins_from_one_military_card() -> None:
    state = table()
    ann = state.players[0]
    site = owned(state, 0, "Holy Site")
    guard = ann.armies[0]
    guard.coins_name, guard.coins_picture = 2, 3
    rejects(state, UseCard(player=0, skill=1, card=site.uid, army=99), "no_such_army")
    text = play(state, UseCard(player=0, skill=1, card=site.uid, army=guard.uid))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, where=taw.card.named(name='Holy Site')), "
                           "taw.did.holy_site(coins=amount.coin(n=5), army=taw.card.named(name='City Guard'))])")
    assert (guard.coins_name, guard.coins_picture, ann.coins) == (0, 0, 6)


def test_dungeons_add_three_coins_to_labor() -> None:
    state = table()
    owned(state, 0, "Dungeons")
    assert did(play(state, PlaceLabor(player=0, skill=1)))[-2:] == [
        "taw.did.gained(gain=[amount.coin(n=2)])",
        "taw.did.gained_why(gain=[amount.coin(n=3)], why=taw.card.named(name='Dungeons'))"]
    assert state.players[0].coins == 11


def test_scribe_guild_buys_a_knowledge_on_labor_with_a_coin() -> None:
    state = table()
    rejects(state, PlaceLabor(player=0, skill=1, scribe=True), "no_scribe_guild")
    guild = owned(state, 0, "Scribe Guild")
    state.players[0].coins = 0
    text = play(state, PlaceLabor(player=0, skill=1, scribe=True))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.labor.label), taw.did.gained(gain=[amount.coin(n=2)]), "
                           "taw.did.paid(cost=[amount.coin(n=1)]), taw.did.gained_why(gain=[amount.knowledge(n=1)], "
                           "why=taw.card.named(name='Scribe Guild'))])")
    assert (state.players[0].coins, state.players[0].knowledge) == (1, 1)
    guild.damaged = True
    state.current = 0
    rejects(state, PlaceLabor(player=0, skill=2, scribe=True), "no_scribe_guild")


def test_distant_outpost_removes_a_coin_on_learn() -> None:
    state = table()
    ann = state.players[0]
    militia = ann.armies[1]
    rejects(state, PlaceLearn(player=0, skill=1, outpost_army=militia.uid), "no_distant_outpost")
    owned(state, 0, "Distant Outpost")
    error = rejects(state, PlaceLearn(player=0, skill=1, outpost_army=militia.uid), "no_coin_there")
    assert_refused(error, "no_coin_there", army=msg("taw.card.named", name="Militia"), area=msg("taw.area.picture"))
    militia.coins_name = 1
    text = play(state, PlaceLearn(player=0, skill=1, outpost_army=militia.uid, outpost_area="name"))
    assert did(text)[-2:] == ["taw.did.gained(gain=[amount.knowledge(n=1)])",
                              "taw.did.distant_outpost(area=taw.area.name, army=taw.card.named(name='Militia'))"]
    assert militia.coins_name == 0 and not militia.used


def test_distant_outpost_works_on_placing_on_learn_without_performing_it() -> None:
    """Distant Outpost: "When you place a citizen on the learn action" -- placing is enough, buying is not needed."""
    state = table()
    ann = state.players[0]
    militia = ann.armies[1]
    militia.coins_picture = 2
    owned(state, 0, "Distant Outpost")
    text = play(state, PlaceLearn(player=0, skill=1, perform=False, outpost_army=militia.uid))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.learn.label), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.not_performed(action=ancient_world/board:spaces.learn.label), "
                           "taw.did.distant_outpost(area=taw.area.picture, army=taw.card.named(name='Militia'))])")
    assert (militia.coins_picture, ann.coins, ann.knowledge) == (1, 6, 0)
    state.current = 0
    rejects(state, PlaceLabor(player=0, skill=2, perform=False, scribe=True), "choices_without_perform")
