"""Each board action with the rulebook's numbers, its choices and every refusal (Citizen Actions: Board Actions)."""

from __future__ import annotations

from taw_moves_support import did, give, named, play, rejects, table

from companion.taw import derived, rulebook
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, MilitarySymbols
from companion.taw.moves.board_actions import (
    PlaceBuild,
    PlaceDraft,
    PlaceExpand,
    PlaceExplore,
    PlaceGrow,
    PlaceLearn,
    PlaceRebuild,
    PlaceRecruit,
)
from companion.taw.moves.storing import ExploreChoice
from companion.taw.state import Army, Citizen, OwnedDistrict, OwnedEmpire
from companion.words.amounts import amount
from tests.said import assert_refused, codes, msg, said

TEMPLE = EmpireCard(name="Temple", cost_coins=5, cost_knowledge=1, banners=("blue",), gain_coins=2, capacity=1)


# -- Build ----------------------------------------------------------------------------------------


def test_build_pays_the_cost_and_gains_the_card_and_its_one_time_symbols() -> None:
    state = table()
    ann = state.players[0]
    ann.knowledge = 1
    text = play(state, PlaceBuild(player=0, skill=1, card=TEMPLE))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.build.label), "
                           "taw.did.built(card=taw.card.named(name='Temple'), price=[amount.coin(n=5), "
                           "amount.knowledge(n=1)]), taw.did.gained_why(gain=[amount.coin(n=2)], "
                           "why=taw.card.named(name='Temple'))])")
    assert (ann.coins, ann.knowledge) == (6 - 5 + 2, 0)
    assert [o.card.name for o in ann.empire] == ["Fishing Dock", "Wheat Fields", "Temple"]
    assert (derived.capacity(ann), derived.capacity_used(ann)) == (5, 3)


def test_build_refusals() -> None:
    state = table()
    ann = state.players[0]
    error = rejects(state, PlaceBuild(player=0, skill=1, card=TEMPLE), "not_enough_knowledge")
    assert_refused(error, "not_enough_knowledge",
                   what=msg("taw.what.building", card=msg("taw.card.named", name="Temple")),
                   cost=[amount(5, "coin"), amount(1, "knowledge")],
                   has=amount(0, "knowledge"))
    rejects(state, PlaceBuild(player=0, skill=1), "build_needs_card")
    b_card = EmpireCard(name="Late", cost_coins=1, deck="B")
    assert said(rejects(state, PlaceBuild(player=0, skill=1, card=b_card), "wrong_deck")).params["deck"] == "B"
    rejects(state, PlaceBuild(player=0, skill=1, card=named("Fishing Dock")), "wrong_deck")
    rejects(state, PlaceBuild(player=0, skill=1, stored=(99,)), "stored_needs_limited_building")
    give(ann, state, name="Farm")
    give(ann, state, name="Mill")
    error = rejects(state, PlaceBuild(player=0, skill=1, card=EmpireCard(name="Hut", cost_coins=1)), "no_capacity")
    assert_refused(error, "no_capacity", card=msg("taw.card.named", name="Hut"), who="Ann", used=4, total=4)


def test_hall_of_war_and_trade_city_need_their_printed_requires() -> None:
    """Card Clarifications (Hall of War, Trade City): the banners they need are printed on the card, so a card
    entered without them could never score; it is refused wherever it is gained (built or stored)."""
    state = table(round=2)
    state.players[0].coins = 20
    for name in ("Hall of War", "Trade City"):
        card = named(name, cost_coins=4, banners=("red",))
        error = rejects(state, PlaceBuild(player=0, skill=1, card=card), "requires_missing")
        assert_refused(error, "requires_missing", card=msg("taw.card.named", name=name))
        rejects(state, PlaceBuild(player=0, skill=1, card=card.model_copy(update={"requires": {"red": 0}})),
                "requires_missing")
        rejects(state, PlaceExplore(player=0, skill=1, choice=ExploreChoice(card=card)), "requires_missing")
        odd = card.model_copy(update={"requires": {"pink": 2}})
        assert "pink" in rejects(state, PlaceBuild(player=0, skill=1, card=odd), "requires_unknown_tribe").message
    hall = named("Hall of War", cost_coins=4, banners=("red",), requires={"red": 3, "green": 1})
    assert did(play(state, PlaceBuild(player=0, skill=1, card=hall)))[-1] == ("taw.did.built(card=taw.card.named("
                                                                              "name='Hall of War'), "
                                                                              "price=[amount.coin(n=4)])")


def test_c_deck_cards_and_b_deck_from_round_4() -> None:
    state = table(round=4)
    text = play(state, PlaceBuild(player=0, skill=1, card=EmpireCard(name="Late", cost_coins=2, deck="B")))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.build.label), "
                           "taw.did.built(card=taw.card.named(name='Late'), price=[amount.coin(n=2)])])")
    state.current = 0
    text = play(state, PlaceBuild(player=0, skill=2, card=EmpireCard(name="Relic", cost_coins=1, deck="C")))
    assert "taw.did.built_c_deck(card=taw.card.named(name='Relic'), price=[amount.coin(n=1)])" in did(text)
    state.current = 0
    old = EmpireCard(name="Old", cost_coins=1, deck="A")
    rejects(state, PlaceBuild(player=0, skill=3, card=old), "wrong_deck")


def test_architects_of_amnite_pay_one_coin_less_above_4() -> None:
    state = table(cities=("amnite",))
    ann = state.players[0]
    ann.coins = 20
    play(state, PlaceBuild(player=0, skill=1, card=EmpireCard(name="Dear", cost_coins=6)))
    assert ann.coins == 15
    state.current = 0
    play(state, PlaceBuild(player=0, skill=2, card=EmpireCard(name="Cheap", cost_coins=4)))
    assert ann.coins == 11


def test_limited_building_builds_stored_cards_with_build() -> None:
    state = table(limited_building=True)
    ann = state.players[0]
    ann.coins = 20
    ann.stored = [OwnedEmpire(uid=90, card=EmpireCard(name="Kept", cost_coins=3, capacity=2)),
                  OwnedEmpire(uid=91, card=EmpireCard(name="Spare", cost_coins=2))]
    rejects(state, PlaceBuild(player=0, skill=1, stored=(90, 90)), "duplicate_card")
    rejects(state, PlaceBuild(player=0, skill=1, stored=(92,)), "no_such_stored_card")
    text = play(state, PlaceBuild(player=0, skill=1, card=TEMPLE.model_copy(update={"cost_knowledge": 0}),
                                  stored=(90, 91)))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.build.label), "
                           "taw.did.built(card=taw.card.named(name='Temple'), price=[amount.coin(n=5)]), "
                           "taw.did.gained_why(gain=[amount.coin(n=2)], why=taw.card.named(name='Temple')), "
                           "taw.did.built_stored(card=taw.card.named(name='Kept'), price=[amount.coin(n=3)]), "
                           "taw.did.built_stored(card=taw.card.named(name='Spare'), price=[amount.coin(n=2)])])")
    assert ann.stored == [] and len(ann.empire) == 5 and ann.coins == 20 - 5 + 2 - 3 - 2
    assert [o.uid for o in ann.empire][3:] == [90, 91]


# -- Draft, Learn ---------------------------------------------------------------------------------


def test_draft_gives_a_sword_per_citizen_there() -> None:
    state = table()
    play(state, PlaceDraft(player=0, skill=1))
    state.current = 0
    text = play(state, PlaceDraft(player=0, skill=2))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=2, "
                           "where=ancient_world/board:spaces.draft.label), taw.did.drafted(swords=amount.sword(n=2))])")
    assert derived.draft_swords(state.players[0], state, 0) == 2


def test_draft_placed_without_performing_gives_no_sword() -> None:
    """Place Citizen: a citizen placed without performing the action only claims the ambrosia."""
    state = table()
    state.spaces["draft"].ambrosia = 1
    text = play(state, PlaceDraft(player=0, skill=1, perform=False))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.draft.label), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.not_performed(action=ancient_world/board:spaces.draft.label)])")
    assert derived.draft_swords(state.players[0], state, 0) == 0
    state.current = 0
    text = play(state, PlaceDraft(player=0, skill=2))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=2, "
                           "where=ancient_world/board:spaces.draft.label), taw.did.drafted(swords=amount.sword(n=1))])")
    assert derived.draft_swords(state.players[0], state, 0) == 1


def test_learn_may_decline_to_buy() -> None:
    state = table()
    text = play(state, PlaceLearn(player=0, skill=1, buy_knowledge=False))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.learn.label), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), taw.did.bought_no_knowledge])")
    assert (state.players[0].coins, state.players[0].knowledge) == (6, 0)


def test_umnok_gains_ambrosia_with_knowledge() -> None:
    state = table(cities=("umnok",))
    text = play(state, PlaceLearn(player=0, skill=1))
    assert did(text)[-1] == ("taw.did.gained_bonus(gain=[amount.knowledge(n=1)], bonus=amount.ambrosia(n=1), "
                             "city='Unearthers of Umnok')")
    ann = state.players[0]
    assert (ann.knowledge, ann.ambrosia) == (2, 2)


# -- Expand ---------------------------------------------------------------------------------------


def test_expand_pays_knowledge_or_coins_and_keeps_one_district() -> None:
    state = table()
    ann = state.players[0]
    ann.knowledge = 1
    district = DistrictCard(name="Hills", capacity=2)
    text = play(state, PlaceExpand(player=0, skill=1, district=district))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.expand.label), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.paid(cost=[amount.knowledge(n=1)]), "
                           "taw.did.kept_district(district=taw.card.named(name='Hills'), "
                           "drawn=taw.did.drawn(drawn=amount.district(n=3)))])")
    assert ann.knowledge == 0 and derived.capacity(ann) == 6
    state.current = 0
    rejects(state, PlaceExpand(player=0, skill=2, district=district), "not_enough_knowledge")
    text = play(state, PlaceExpand(player=0, skill=2, pay_with="coins"))
    assert did(text)[-2:] == ["taw.did.paid(cost=[amount.coin(n=3)])",
                              "taw.did.kept_no_district(drawn=taw.did.drawn(drawn=amount.district(n=3)))"]
    assert ann.coins == 3 and len(ann.districts) == 1


def test_expand_explore_bonus_and_architects_district_price() -> None:
    state = table(cities=("amnite",))
    ann = state.players[0]
    ann.districts.append(OwnedDistrict(uid=50, card=DistrictCard(explore_bonus=1)))
    give(ann, state, name="Warship", ability="warship", explore_bonus=2, explore_bonus_explore_only=True)
    text = play(state, PlaceExpand(player=0, skill=1, pay_with="coins", district=DistrictCard(name="Bay")))
    assert did(text)[-2:] == ["taw.did.paid(cost=[amount.coin(n=1)])",
                              "taw.did.kept_district(district=taw.card.named(name='Bay'), "
                              "drawn=taw.did.drawn_bonus(drawn=amount.district(n=4), bonus=1))"]
    assert ann.coins == 5


# -- Rebuild --------------------------------------------------------------------------------------


def test_rebuild_repairs_takes_the_token_and_a_coin() -> None:
    state = table(3)
    cleo = state.players[2]
    dock, fields = cleo.empire
    dock.damaged = fields.damaged = True
    state.current = 2
    rejects(state, PlaceRebuild(player=2, skill=1, repairs=(dock.uid, fields.uid, 99)), "too_many_repairs")
    rejects(state, PlaceRebuild(player=2, skill=1, repairs=(dock.uid, dock.uid)), "duplicate_card_repair")
    rejects(state, PlaceRebuild(player=2, skill=1, repairs=(99,)), "no_such_card")
    text = play(state, PlaceRebuild(player=2, skill=1, repairs=(dock.uid, fields.uid)))
    assert codes(text) == ("taw.move(who='Cleo', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.rebuild.label), "
                           "taw.did.took_ambrosia(ambrosia=amount.ambrosia(n=1)), "
                           "taw.did.repaired(card=taw.card.named(name='Fishing Dock')), "
                           "taw.did.repaired(card=taw.card.named(name='Wheat Fields')), taw.did.token_taken, "
                           "taw.did.gained(gain=[amount.coin(n=1)])])")
    assert not dock.damaged and not fields.damaged
    assert (state.first_player, state.token_claimed, cleo.coins) == (2, True, 8 + 1)
    state.current = 2
    rejects(state, PlaceRebuild(player=2, skill=2, repairs=(dock.uid,)), "card_not_damaged")
    state.current = 0
    text = play(state, PlaceRebuild(player=0, skill=1))
    assert "taw.did.token_left" in did(text)
    assert state.first_player == 2


def test_rebuild_by_the_token_holder_flips_it() -> None:
    state = table()
    text = play(state, PlaceRebuild(player=0, skill=1))
    assert "taw.did.token_flipped" in did(text)
    assert (state.first_player, state.token_claimed) == (0, True)


# -- Recruit --------------------------------------------------------------------------------------

TROOP = MilitaryCard(name="Hill Archers", cost_knowledge=1, front=MilitarySymbols(arrows=3))


def test_recruit_into_an_open_slot_pays_the_cost() -> None:
    state = table(cities=("galidor",))
    ann = state.players[0]
    ann.knowledge = 1
    text = play(state, PlaceRecruit(player=0, skill=1, card=TROOP))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.recruit.label), "
                           "taw.did.recruited_new(card=taw.card.named(name='Hill Archers'), "
                           "price=taw.did.for_price(price=[amount.knowledge(n=1)]))])")
    assert [a.active.name for a in ann.armies] == ["City Guard", "Militia", "Hill Archers"]
    assert ann.knowledge == 0


def test_jane_retires_the_unused_army() -> None:
    """Recruit example: two armies at a limit of 2; the one used this round cannot be retired."""
    state = table()
    jane = state.players[0]
    jane.name = "Jane"
    jane.knowledge = 1
    first, second = jane.armies
    first.retired = [MilitaryCard(name="Old A"), MilitaryCard(name="Old B")]
    first.coins_picture = 1
    second.retired = [MilitaryCard(name="Old C")]
    second.coins_name = 2
    rejects(state, PlaceRecruit(player=0, skill=1, card=TROOP), "no_army_slot")
    error = rejects(state, PlaceRecruit(player=0, skill=1, card=TROOP, retire=second.uid), "army_used")
    assert_refused(error, "army_used", army=msg("taw.card.named", name="Militia"), coins=amount(2, "coin"))
    assert error.rule == rulebook.RECRUIT()  # "Recruit"
    rejects(state, PlaceRecruit(player=0, skill=1, card=TROOP, retire=99), "no_such_army")
    text = play(state, PlaceRecruit(player=0, skill=1, card=TROOP, retire=first.uid))
    assert codes(text) == ("taw.move(who='Jane', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.recruit.label), "
                           "taw.did.recruited_over(card=taw.card.named(name='Hill Archers'), "
                           "price=taw.did.for_price(price=[amount.knowledge(n=1)]), "
                           "army=taw.card.named(name='City Guard'), retired=3, "
                           "returned=taw.did.returned_coins(coins=amount.coin(n=1)))])")
    assert first.active == TROOP
    assert [c.name for c in first.retired] == ["Old A", "Old B", "City Guard"]
    assert (first.coins_name, first.coins_picture, jane.knowledge) == (0, 0, 0)
    assert second.coins_name == 2 and len(jane.armies) == 2


def test_recruit_refusals() -> None:
    state = table()
    rejects(state, PlaceRecruit(player=0, skill=1), "recruit_needs_card")
    rejects(state, PlaceRecruit(player=0, skill=1, card=TROOP, retire=None), "not_enough_knowledge")
    state.players[0].armies.append(Army(uid=77, active=MilitaryCard(name="Extra")))
    rejects(state, PlaceRecruit(player=0, skill=1, card=MilitaryCard(name="Free")), "no_army_slot")


# -- Explore --------------------------------------------------------------------------------------


def test_explore_stores_a_card_from_each_source() -> None:
    state = table(round=2)
    ann = state.players[0]
    give(ann, state, name="Warship", ability="warship", explore_bonus=2, explore_bonus_explore_only=True)
    give(ann, state, name="Traveler Camp", ability="traveler_camp", explore_bonus=1, explore_bonus_explore_only=True)
    rejects(state, PlaceExplore(player=0, skill=1), "explore_needs_card")
    text = play(state, PlaceExplore(player=0, skill=1, choice=ExploreChoice(card=TEMPLE)))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.explore.label), "
                           "taw.did.stored_why(card=taw.card.named(name='Temple'), "
                           "why=taw.did.drawn_bonus(drawn=amount.card(n=8), bonus=3))])")
    assert [o.card for o in ann.stored] == [TEMPLE]
    assert ann.coins == 6 and len(ann.empire) == 4
    state.current = 0
    relic = EmpireCard(name="Relic", deck="C")
    rejects(state, PlaceExplore(player=0, skill=2, choice=ExploreChoice(card=relic)), "wrong_deck")
    text = play(state, PlaceExplore(player=0, skill=2, choice=ExploreChoice(card=relic, source="c_deck")))
    assert did(text)[-1] == "taw.did.stored_c_deck(card=taw.card.named(name='Relic'))"
    state.current = 0
    text = play(state, PlaceExplore(player=0, skill=3, choice=ExploreChoice(card=TEMPLE, source="row")))
    assert did(text)[-1] == "taw.did.stored_row(card=taw.card.named(name='Temple'))"
    assert len(ann.stored) == 3


# -- Grow -----------------------------------------------------------------------------------------


def test_grow_buys_the_lowest_citizen_and_aqueduct_pays_per_food() -> None:
    state = table(round=3)
    ann = state.players[0]
    give(ann, state, name="Aqueduct", ability="aqueduct")
    text = play(state, PlaceGrow(player=0, skill=1))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                           "where=ancient_world/board:spaces.grow.label), taw.did.paid(cost=[amount.coin(n=3)]), "
                           "taw.did.new_citizen_coins(skill=4, why=ancient_world/board:spaces.grow.label, "
                           "coins=amount.coin(n=3), cards=[taw.card.named(name='Aqueduct')])])")
    assert ann.coins == 6 - 3 + 3
    assert [(c.skill, c.where) for c in ann.citizens][3] == (4, "new")


def test_grow_refusals() -> None:
    state = table(round=3)
    ann = state.players[0]
    ann.coins = 2
    rejects(state, PlaceGrow(player=0, skill=1), "not_enough_coins")
    ann.citizens += [Citizen(skill=4), Citizen(skill=5)]
    assert_refused(rejects(state, PlaceGrow(player=0, skill=1), "no_citizen_left"), "no_citizen_left", who="Ann")
