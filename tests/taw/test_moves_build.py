"""Build Stored, the one-time symbols of built cards (citizen, upgrade, gains) and the upgrade decision."""

from __future__ import annotations

from taw_moves_support import did, give, named, play, rejects, table

from companion.taw import derived, rulebook
from companion.taw.cards import DistrictCard, EmpireCard
from companion.taw.moves.board_actions import PlaceBuild, PlaceExplore, PlaceLabor
from companion.taw.moves.build import BuildStored, UpgradeCitizen
from companion.taw.moves.storing import ExploreChoice
from companion.taw.state import Citizen, OwnedDistrict, OwnedEmpire, Placement
from companion.words.amounts import amount
from tests.said import assert_refused, codes, msg

HALL = EmpireCard(name="Great Hall", cost_coins=4, banners=("red",), capacity=1)


def test_build_stored_takes_an_action_but_no_citizen() -> None:
    state = table(round=2)
    ann = state.players[0]
    play(state, PlaceExplore(player=0, skill=1, choice=ExploreChoice(card=HALL, source="row")))
    play(state, PlaceLabor(player=1, skill=1))
    uid = ann.stored[0].uid
    text = play(state, BuildStored(player=0, card=uid))
    assert codes(text) == ("taw.move(who='Ann', did=[taw.did.built_stored(card=taw.card.named(name='Great Hall'), "
                           "price=[amount.coin(n=4)])])")
    assert ann.stored == [] and ann.empire[-1].uid == uid and ann.coins == 2
    assert [c.where for c in ann.citizens] == ["placed", "available", "available"]
    assert state.current == 1


def test_build_stored_refusals() -> None:
    state = table()
    ann = state.players[0]
    rejects(state, BuildStored(player=0, card=5), "no_such_stored_card")
    ann.stored.append(OwnedEmpire(uid=40, card=HALL.model_copy(update={"cost_coins": 7})))
    assert_refused(rejects(state, BuildStored(player=0, card=40), "not_enough_coins"), "not_enough_coins",
                   what=msg("taw.what.building", card=msg("taw.card.named", name="Great Hall")),
                   cost=amount(7, "coin"), has=amount(6, "coin"))
    give(ann, state, name="A")
    give(ann, state, name="B")
    ann.coins = 10
    rejects(state, BuildStored(player=0, card=40), "no_capacity")
    rejects(state, BuildStored(player=1, card=40), "not_your_turn")
    state = table(limited_building=True)
    state.players[0].stored.append(OwnedEmpire(uid=40, card=HALL))
    error = rejects(state, BuildStored(player=0, card=40), "build_stored_not_allowed")
    assert error.rule == rulebook.LIMITED_BUILDING()  # "Variants: Limited Building"


def test_lucinda_upgrades_citizen_1_on_explore_to_citizen_4() -> None:
    """Upgrade a Citizen example: the 1 leaves Explore for the supply, the 4 takes its place."""
    state = table(round=2)
    lucinda = state.players[0]
    lucinda.name = "Lucinda"
    lucinda.knowledge = 0
    play(state, PlaceExplore(player=0, skill=1, choice=ExploreChoice(card=HALL)))
    play(state, PlaceLabor(player=1, skill=1))
    guild = named("Guild of Scholars", cost_coins=3, banners=("blue",))
    text = play(state, PlaceBuild(player=0, skill=2, card=guild))
    assert codes(text) == ("taw.move(who='Lucinda', did=[taw.did.placed(skill=2, "
                           "where=ancient_world/board:spaces.build.label), "
                           "taw.did.built(card=taw.card.named(name='Guild of Scholars'), price=[amount.coin(n=3)]), "
                           "taw.did.gained_why(gain=[amount.knowledge(n=1)], "
                           "why=taw.card.named(name='Guild of Scholars')), "
                           "taw.did.may_upgrade(card=taw.card.named(name='Guild of Scholars'))])")
    assert state.current == 1 and lucinda.knowledge == 1
    (decision,) = state.pending
    assert (decision.kind, decision.player, decision.options) == ("upgrade_citizen", 0, [1, 2, 3])
    rejects(state, PlaceLabor(player=1, skill=2), "decision_pending")
    rejects(state, UpgradeCitizen(player=1, skill=1), "other_decision_pending")
    rejects(state, UpgradeCitizen(player=0, skill=4), "no_such_citizen_upgrade")
    text = play(state, UpgradeCitizen(player=0, skill=1))
    assert codes(text) == ("taw.move(who='Lucinda', did=[taw.did.upgraded_placed(skill=1, "
                           "where=ancient_world/board:spaces.explore.label, new=4, "
                           "card=taw.card.named(name='Guild of Scholars'))])")
    assert [(c.skill, c.where, c.space) for c in lucinda.citizens] == [
        (2, "placed", "build"), (3, "available", None), (4, "placed", "explore")]
    assert state.spaces["explore"].citizens == [Placement(player=0, skill=4)]
    assert state.pending == [] and state.current == 1
    rejects(state, UpgradeCitizen(player=0, skill=2), "no_decision_pending")


def test_an_upgrade_may_be_declined_and_needs_a_higher_citizen() -> None:
    state = table()
    ann = state.players[0]
    ann.citizens.append(Citizen(skill=5))
    archivists = named("Archivists of Bol", cost_coins=2)
    play(state, PlaceBuild(player=0, skill=1, card=archivists))
    assert state.pending[0].options == [1, 2, 3]
    error = rejects(state, UpgradeCitizen(player=0, skill=5), "no_higher_citizen")
    assert_refused(error, "no_higher_citizen", skill=5, choices=[1, 2, 3])
    assert codes(play(state, UpgradeCitizen(player=0))) == ("taw.move(who='Ann', "
                                                            "did=[taw.did.declined_upgrade("
                                                            "card=taw.card.named(name='Archivists of Bol'))])")
    assert state.pending == [] and [c.skill for c in ann.citizens] == [1, 2, 3, 5]


def test_no_upgrade_is_offered_when_every_citizen_is_owned() -> None:
    state = table()
    state.players[0].citizens += [Citizen(skill=4), Citizen(skill=5)]
    text = play(state, PlaceBuild(player=0, skill=1, card=named("Guild of Scholars", cost_coins=3)))
    assert did(text)[-1] == "taw.did.no_upgrade(card=taw.card.named(name='Guild of Scholars'))"
    assert state.pending == []


def test_two_upgrades_in_one_build_are_asked_in_turn() -> None:
    state = table(limited_building=True)
    ann = state.players[0]
    ann.coins = 20
    ann.stored.append(OwnedEmpire(uid=60, card=named("Archivists of Bol", cost_coins=2)))
    play(state, PlaceBuild(player=0, skill=1, card=named("Guild of Scholars", cost_coins=3), stored=(60,)))
    assert len(state.pending) == 2
    play(state, UpgradeCitizen(player=0, skill=3))
    assert state.pending[0].options == [1, 2, 4]
    play(state, UpgradeCitizen(player=0, skill=4))
    assert state.pending == [] and [c.skill for c in ann.citizens] == [1, 2, 5]


def test_cave_town_highland_town_and_metropolis_bring_a_new_citizen() -> None:
    state = table()
    ann = state.players[0]
    ann.coins = 30
    ann.districts.append(OwnedDistrict(uid=70, card=DistrictCard(capacity=2)))
    for card, skill in (("Cave Town", 4), ("Highland Town", 5)):
        text = play(state, PlaceBuild(player=0, skill=skill - 3, card=named(card, cost_coins=3)))
        assert did(text)[-1] == f"taw.did.new_citizen(skill={skill}, why=taw.card.named(name='{card}'))"
        state.current = 0
    assert [(c.skill, c.where) for c in ann.citizens][3:] == [(4, "new"), (5, "new")]
    text = play(state, PlaceBuild(player=0, skill=3, card=named("Metropolis", cost_coins=3)))
    assert did(text)[-1] == "taw.did.no_citizen(why=taw.card.named(name='Metropolis'))"
    assert derived.food(ann) == 4


def test_metropolis_with_aqueduct_counts_its_own_food() -> None:
    state = table()
    ann = state.players[0]
    give(ann, state, name="Aqueduct", ability="aqueduct")
    text = play(state, PlaceBuild(player=0, skill=1, card=named("Metropolis", cost_coins=3)))
    assert did(text)[-1] == ("taw.did.new_citizen_coins(skill=4, why=taw.card.named(name='Metropolis'), "
                             "coins=amount.coin(n=4), cards=[taw.card.named(name='Aqueduct')])")
    assert ann.coins == 6 - 3 + 4


def test_tea_house_gives_a_knowledge_when_bought() -> None:
    state = table()
    text = play(state, PlaceBuild(player=0, skill=1, card=named("Tea House", cost_coins=2)))
    assert did(text)[-2:] == ["taw.did.built(card=taw.card.named(name='Tea House'), price=[amount.coin(n=2)])",
                              "taw.did.gained_why(gain=[amount.knowledge(n=1)], why=taw.card.named(name='Tea House'))"]
    assert state.players[0].knowledge == 1
