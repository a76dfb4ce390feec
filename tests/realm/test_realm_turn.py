"""The turn: choose and place a card, activate the regions built over, push down, refill."""

from __future__ import annotations

import pytest
from realm_helpers import (
    ANY,
    COMMONER,
    MINE,
    NOBLE,
    STONE,
    WHEAT,
    WOOD,
    assert_rejected,
    district,
    new_game,
    setup,
)

from companion.core.action import Action, Correction
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.realm.actions import (
    Activate,
    AutoPushDown,
    Build,
    EndGame,
    FinalScore,
    NextTurn,
    PushDown,
    Refill,
    TriggerWonder,
)
from companion.realm.cards import (
    Catalog,
    CitizenRegion,
    Condition,
    DistrictCard,
    Effect,
    Gains,
    Goods,
    MisfortuneRegion,
    MonumentRegion,
    Penalty,
    Trigger,
    WonderCard,
    WonderScoring,
)
from companion.realm.kind import KIND
from companion.realm.state import positions
from companion.words.amounts import amount
from tests.said import codes, msg


def storage(game: Game) -> tuple[int, int, int, int]:
    s = game.state.storage
    return s.gold, s.wheat, s.wood, s.stone


def found(game: Game, card: str = "A", refill: DistrictCard | WonderCard | None = None) -> None:
    """Turn 1: found the civilization with ``card`` and refill with a fresh district."""
    game.apply(Build(card=card, position=0))
    game.apply(Refill(deck="district", card=refill or district("C")))


def test_setup_starts_with_storage_market_and_decks() -> None:
    game = new_game()
    state = game.state
    assert storage(game) == (3, 1, 1, 1)
    assert state.market == ["A", "B", "X", "Y"]
    assert (state.district_deck, state.wonder_deck) == (5, 5)
    assert state.phase == "choose" and state.turn == 1 and state.civ == []
    assert sorted(state.catalog.cards) == ["A", "B", "X", "Y"]


def test_setup_refuses_a_wrong_market() -> None:
    with pytest.raises(ValueError, match="2 districts and 2 wonders"):
        setup(district("A"), district("B"), district("C"), district("D"))
    monument = district("M", MonumentRegion(), WOOD, WOOD)
    with pytest.raises(ValueError, match="expansion"):
        setup(monument, district("B"), *setup().market[2:])
    clash = Catalog(cards={"A": district("A", STONE, STONE, STONE)})
    with pytest.raises(ValueError, match="different card named 'A'"):
        setup(catalog=clash)


def test_first_card_founds_the_civilization_and_is_pushed_down_automatically() -> None:
    game = new_game()
    assert_rejected(game, Build(card="Q", position=0), "card_not_in_market", card="Q", market=["A", "B", "X", "Y"])
    assert_rejected(game, Build(card="A", position=1), "first_card_position", position=1)
    added = game.apply(Build(card="A", position=0))
    assert [(e.action.type, e.auto) for e in added] == [("build", False), ("auto_push_down", True)]
    assert codes(added[0]) == "realm.log.build(turn=1, kind=realm.kind.district, card='A', where=realm.place.found)"
    assert [(s.card, s.part) for s in game.state.civ] == [("A", 0), ("A", 1), ("A", 2)]
    assert game.state.phase == "refill" and game.state.market == ["B", "X", "Y"]
    added = game.apply(Refill(deck="district", card=district("C")))
    assert [e.action.type for e in added] == ["refill", "next_turn"]
    assert codes(added[0]) == "realm.log.refill(card='C', deck=realm.deck.district, left=4)"
    assert codes(added[1]) == "realm.log.next_turn(turn=2, cards=amount.card(n=4))"
    assert game.state.turn == 2 and game.state.district_deck == 4


def test_positions_beside_and_over_one_to_three_regions() -> None:
    game = new_game()
    found(game)
    assert positions(game.state.civ) == [-3, -2, -1, 0, 1, 2, 3]
    assert_rejected(game, Build(card="B", position=4), "position_out_of_range", position=4, regions=3)
    assert_rejected(game, Build(card="B", position=-4), "position_out_of_range")
    game.apply(Build(card="B", position=-2))
    assert game.state.placement is not None and game.state.placement.covered == [0]
    assert codes(game.entries[-1]) == ("realm.log.build(turn=2, kind=realm.kind.district, card='B', "
                                       "where=realm.place.over_one(region=1))")
    game.apply(PushDown())
    assert [(s.card, s.part) for s in game.state.civ] == [("B", 0), ("B", 1), ("B", 2), ("A", 1), ("A", 2)]


def test_wonder_cost_is_paid_and_wonders_are_never_built_over() -> None:
    game = new_game()
    game.apply(Build(card="X", position=0))
    assert codes(game.entries[-2]) == ("realm.log.build_paying(turn=1, kind=realm.kind.wonder, card='X', "
                                       "where=realm.place.found, cost=[realm.amount.wood(n=1)])")
    assert storage(game) == (3, 1, 0, 1)
    assert [s.wonder for s in game.state.civ] == [True, True, True]
    game.apply(Refill(deck="district", card=district("C")))
    assert_rejected(game, Build(card="Y", position=3), "wonder_cost",
                    what=msg("realm.the_wonder", card="Y"), cost=[msg("realm.amount.wood", n=1)],
                    held=msg("realm.you_have", goods=msg("realm.amount.wood", n=0)))
    error = assert_rejected(game, Build(card="A", position=1), "cannot_build_over_wonder", position=1, wonders=["X"])
    assert codes(error.rule) == "realm.rule.place"
    assert positions(game.state.civ) == [-3, 3]


def test_harvest_labor_and_prospect_pay_and_gain() -> None:
    game = new_game(district("A", ANY, NOBLE, MINE), district("B"), *setup().market[2:])
    found(game)
    game.apply(Build(card="B", position=0))
    assert_rejected(game, Activate(slot=0), "wrong_choices",
                    what=msg("realm.what.activating", region=1, card="A"), wanted=amount(1, "resource"), chosen=0)
    game.apply(Activate(slot=0, choices=("stone",)))
    assert codes(game.entries[-1]) == ("realm.log.harvest(region=1, card='A', "
                                       "exchange=realm.exchange.paid(paid=[realm.amount.gold(n=1)], "
                                       "got=[realm.amount.stone(n=1)]))")
    assert storage(game) == (2, 1, 1, 2)
    game.apply(Activate(slot=1))
    assert codes(game.entries[-1]) == ("realm.log.labor(region=2, card='A', "
                                       "exchange=realm.exchange.paid(paid=[realm.amount.gold(n=1)], "
                                       "got=[realm.amount.gold(n=3)]))")
    assert_rejected(game, Activate(slot=1), "already_activated", region=2)
    assert_rejected(game, Activate(slot=5), "region_not_covered", region=6, covered=[1, 2, 3])
    added = game.apply(Activate(slot=2))
    assert [e.action.type for e in added] == ["activate", "auto_push_down"]
    assert codes(added[0]) == ("realm.log.prospect(region=3, card='A', "
                               "exchange=realm.exchange.received(got=[realm.amount.gold(n=2)]))")
    assert storage(game) == (6, 1, 1, 2)
    assert [s.card for s in game.state.civ] == ["B", "B", "B"]


def test_activation_needs_gold_and_the_effect_condition_and_payment() -> None:
    picky = CitizenRegion(citizen="nobility", effect=Effect(
        pay=Goods(wheat=2), gain=Gains(gold=1), condition=Condition(count="commoner", at_least=1)))
    game = new_game(district("A", WOOD, picky, COMMONER), district("B"), *setup().market[2:])
    found(game)
    game.apply(Build(card="B", position=-2))
    assert_rejected(game, Activate(slot=1), "region_not_covered")
    game.apply(PushDown())
    game.apply(Refill(deck="district", card=district("D")))
    game.apply(Build(card="C", position=3))
    assert_rejected(game, Activate(slot=3), "cannot_pay",
                    what=msg("realm.what.activating", region=4, card="A"),
                    cost=[msg("realm.amount.gold", n=1), msg("realm.amount.wheat", n=2)],
                    held=msg("realm.you_have", goods=msg("realm.and", first=msg("realm.amount.gold", n=3),
                                                         second=msg("realm.amount.wheat", n=1))))
    game.apply(Correction(path="storage.gold", value=0, reason="test"))
    assert_rejected(game, Activate(slot=4), "not_enough_gold",
                    what=msg("realm.what.activating", region=5, card="A"), cost=[msg("realm.amount.gold", n=1)],
                    held=msg("realm.you_have", goods=msg("realm.amount.gold", n=0)))
    game.apply(Correction(path="storage.wheat", value=2, reason="test"))
    game.apply(Correction(path="storage.gold", value=1, reason="test"))
    game.apply(Activate(slot=3))
    assert storage(game) == (1, 0, 1, 1)


def test_condition_not_met_names_the_count() -> None:
    picky = CitizenRegion(citizen="nobility", effect=Effect(condition=Condition(count="commoner", at_least=2)))
    game = new_game(district("A", picky, COMMONER, WOOD), district("B"), *setup().market[2:])
    found(game)
    game.apply(Build(card="B", position=0))
    assert_rejected(game, Activate(slot=0), "condition_not_met",
                    what=msg("realm.what.activating", region=1, card="A"),
                    condition=msg("realm.at_least", amount=msg("realm.counted.commoner", n=2)), have=1)


def test_the_new_card_is_not_yet_part_of_the_civilization_while_activating() -> None:
    queen = CitizenRegion(citizen="nobility", effect=Effect(gain=Gains(gold=1), per="nobility"))
    game = new_game(district("A", queen, WOOD, WOOD), district("B", NOBLE, NOBLE, NOBLE), *setup().market[2:])
    found(game)
    game.apply(Build(card="B", position=0))
    game.apply(Activate(slot=0))
    assert codes(game.entries[-1]) == ("realm.log.labor(region=1, card='A', "
                                       "exchange=realm.exchange.paid(paid=[realm.amount.gold(n=1)], "
                                       "got=[realm.amount.gold(n=1)]))")


def test_harvest_gain_past_seven_is_capped_and_the_loss_recorded() -> None:
    game = new_game()
    found(game)
    game.apply(Correction(path="storage.wood", value=7, reason="test"))
    game.apply(Build(card="B", position=0))
    game.apply(Activate(slot=0))
    assert codes(game.entries[-1]) == ("realm.log.harvest(region=1, card='A', "
                                       "exchange=realm.exchange.capped(exchange=realm.exchange.paid(paid=["
                                       "realm.amount.gold(n=1)], got=[realm.amount.wood(n=1)]), most=7, "
                                       "lost=[realm.amount.wood(n=1)]))")
    assert game.state.storage.wood == 7
    loss = game.state.losses[-1]
    assert (loss.turn, loss.good, loss.amount, codes(loss.cause)) == (2, "wood", 1, "realm.cause.harvest(region=1)")


def test_misfortune_cannot_be_activated_and_its_penalty_applies_while_visible() -> None:
    plague = MisfortuneRegion(penalty=Penalty(activity="harvest", gold=1))
    game = new_game(district("A", WOOD, plague, WHEAT), district("B"), *setup().market[2:], expansion=True)
    found(game)
    game.apply(Build(card="B", position=0))
    assert_rejected(game, Activate(slot=1), "not_activatable",
                    region=2, kind=msg("realm.misfortune_word"), rule=msg("realm.region.misfortune.text"))
    game.apply(Activate(slot=0))
    assert codes(game.entries[-1]) == ("realm.log.harvest(region=1, card='A', "
                                       "exchange=realm.exchange.paid(paid=[realm.amount.gold(n=2)], "
                                       "got=[realm.amount.wood(n=1)]))")
    assert_rejected(game, Activate(slot=2), "not_enough_gold",
                    what=msg("realm.what.activating", region=3, card="A"), cost=[msg("realm.amount.gold", n=2)],
                    held=msg("realm.you_have", goods=msg("realm.amount.gold", n=1)))
    game.apply(PushDown())
    game.apply(Refill(deck="district", card=district("D")))
    game.apply(Build(card="C", position=0))
    game.apply(Activate(slot=0))
    assert codes(game.entries[-1]) == ("realm.log.harvest(region=1, card='B', "
                                       "exchange=realm.exchange.paid(paid=[realm.amount.gold(n=1)], "
                                       "got=[realm.amount.wood(n=1)]))")


def test_monument_built_over_gives_a_resource_of_choice() -> None:
    game = new_game(district("A", MonumentRegion(), WOOD, WOOD), district("B"), *setup().market[2:], expansion=True)
    found(game)
    game.apply(Build(card="B", position=-2))
    assert_rejected(game, Activate(slot=0), "wrong_choices",
                    what=msg("realm.what.activating", region=1, card="A"), wanted=amount(1, "resource"), chosen=0)
    game.apply(Activate(slot=0, choices=("stone",)))
    assert codes(game.entries[-2]) == ("realm.log.monument(region=1, card='A', "
                                       "exchange=realm.exchange.received(got=[realm.amount.stone(n=1)]))")
    assert storage(game) == (3, 1, 1, 2)


def test_push_down_can_skip_regions_and_is_only_for_the_activate_step() -> None:
    game = new_game()
    assert_rejected(game, PushDown(), "wrong_phase",
                    what=msg("realm.what.push_down"), wanted=msg("realm.phase.activate"),
                    now=msg("realm.phase.choose"))
    found(game)
    game.apply(Build(card="B", position=1))
    game.apply(PushDown())
    assert codes(game.entries[-1]) == ("realm.log.not_activated(pushed=realm.log.pushed(card='B', regions=4), "
                                       "regions='2, 3')")
    assert [(s.card, s.part) for s in game.state.civ] == [("A", 0), ("B", 0), ("B", 1), ("B", 2)]


def test_refill_rejections() -> None:
    monument = district("M", MonumentRegion(), WOOD, WOOD)
    known = Catalog(cards={"K": district("K", STONE, STONE, STONE)})
    game = Game(KIND, setup(catalog=known))
    assert_rejected(game, Refill(deck="district", card=district("C")), "wrong_phase",
                    what=msg("realm.what.refill"), wanted=msg("realm.phase.refill"), now=msg("realm.phase.choose"))
    game.apply(Build(card="A", position=0))
    assert_rejected(game, Refill(deck="wonder", card=district("C")), "wrong_deck_realm",
                    card="C", kind=msg("realm.kind.district"), deck=msg("realm.deck.wonder"))
    assert_rejected(game, Refill(deck="district", card=district("B")), "card_in_game", card="B")
    assert_rejected(game, Refill(deck="district", card=monument), "expansion_card", name="M")
    assert_rejected(game, Refill(deck="district", card=district("K")), "catalog_conflict", name="K")
    game.apply(Correction(path="district_deck", value=0, reason="test"))
    assert_rejected(game, Refill(deck="district", card=district("C")), "deck_empty", deck=msg("realm.deck.district"))
    game.apply(Refill(deck="wonder", card=WonderCard(
        name="W", region=WOOD, scoring=WonderScoring())))
    assert game.state.wonder_deck == 4 and game.state.catalog.get("W") is not None


def test_wonder_effect_is_triggered_automatically_by_other_cards() -> None:
    granary = WonderCard(name="G", region=WOOD, cost=Goods(wood=1), scoring=WonderScoring(),
                         trigger=Trigger(on="harvest", resource="wheat", gain=Goods(gold=1), points=1))
    game = new_game(district("A", WHEAT, WOOD, NOBLE), district("B"), granary, setup().market[3])
    game.apply(Build(card="G", position=0))
    assert [e.action.type for e in game.entries] == ["build", "auto_push_down"]
    game.apply(Refill(deck="district", card=district("C")))
    game.apply(Build(card="A", position=3))
    game.apply(Refill(deck="district", card=district("D")))
    game.apply(Build(card="B", position=3))
    added = game.apply(Activate(slot=3))
    assert [(e.action.type, e.auto) for e in added] == [("activate", False), ("trigger_wonder", True)]
    assert codes(added[1]) == ("realm.log.trigger(card='G', "
                               "exchange=realm.exchange.received(got=realm.and(first=[realm.amount.gold(n=1)], "
                               "second=amount.point(n=1))))")
    assert game.state.effect_points == 1
    game.apply(Activate(slot=4))
    assert game.entries[-1].action.type == "activate"


@pytest.mark.parametrize(
    ("activity", "slot", "text"),
    [
        ("labor", 4, "Labor (region 5, A): paid 2 gold for 3 gold"),
        ("prospect", 5, "Prospect (region 6, A): received 1 gold"),
    ],
)
def test_misfortune_penalties_on_labor_and_prospect(activity: str, slot: int, text: str) -> None:
    drought = MisfortuneRegion(penalty=Penalty.model_validate({"activity": activity, "gold": 1}))
    game = new_game(district("A"), district("B", drought, WOOD, WOOD), *setup().market[2:], expansion=True)
    found(game, card="B")
    game.apply(Build(card="A", position=3))
    game.apply(Refill(deck="district", card=district("D")))
    game.apply(Build(card="C", position=3))
    game.apply(Activate(slot=slot))
    assert game.entries[-1].text == text


def test_a_wonder_never_triggers_its_own_effect() -> None:
    statue = WonderCard(name="S", region=WOOD, cost=Goods(wood=1), scoring=WonderScoring(),
                        trigger=Trigger(on="build", gain=Goods(stone=1)))
    game = new_game(district("A"), district("B"), statue, setup().market[3])
    added = game.apply(Build(card="S", position=0))
    assert "trigger_wonder" not in [e.action.type for e in added]
    game.apply(Refill(deck="district", card=district("C")))
    added = game.apply(Build(card="A", position=3))
    assert [e.action.type for e in added] == ["build", "trigger_wonder", "auto_push_down"]
    assert codes(added[1]) == ("realm.log.trigger(card='S', "
                               "exchange=realm.exchange.received(got=[realm.amount.stone(n=1)]))")
    assert game.state.storage.stone == 2


@pytest.mark.parametrize("step", [AutoPushDown(), NextTurn(), EndGame(), FinalScore(), TriggerWonder(card="X")])
def test_automatic_steps_cannot_be_entered_by_hand(step: Action) -> None:
    game = new_game()
    assert_rejected(game, step, "automatic_only", step.type)


def test_a_wonder_effect_runs_only_when_triggered() -> None:
    game = new_game()
    with pytest.raises(RuleError) as info:
        TriggerWonder(card="X").verify(game.state)
    assert info.value.code == "no_trigger" and "X" in info.value.message
