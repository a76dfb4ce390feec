"""Free actions (shopping, the district deck's effect, forgetting a wonder) and the catalog."""

from __future__ import annotations

import pytest
from pydantic import ValidationError
from realm_helpers import NOBLE, STONE, WOOD, assert_rejected, district, new_game, said, setup, wonder

from companion.core.action import Correction
from companion.realm.actions import Build, Refill
from companion.realm.cards import Catalog, Condition, DistrictCard, Effect, Gains, Goods, MisfortuneRegion, Penalty
from companion.realm.free_actions import Forget, SaveCard, Shop, UseEffect
from companion.realm.kind import KIND
from companion.words.amounts import amount
from tests.said import codes, msg


def test_shopping_trades_two_gold_for_one_resource_and_never_back() -> None:
    game = new_game()
    game.apply(Shop(resource="stone"))
    assert codes(game.entries[-1]) == ("realm.log.shop(exchange=realm.exchange.paid(paid=[realm.amount.gold(n=2)], "
                                       "got=[realm.amount.stone(n=1)]))")
    assert (game.state.storage.gold, game.state.storage.stone) == (1, 2)
    assert_rejected(game, Shop(resource="wood"), "not_enough_gold",
                    what=msg("realm.what.shopping_for", goods=msg("realm.amount.wood", n=1)),
                    cost=[msg("realm.amount.gold", n=2)],
                    held=msg("realm.you_have", goods=msg("realm.amount.gold", n=1)))
    with pytest.raises(ValidationError):
        Shop(resource="gold")  # type: ignore[arg-type]


def test_shopping_into_a_full_storage_says_what_was_lost() -> None:
    game = new_game()
    game.apply(Correction(path="storage.wheat", value=7, reason="test"))
    game.apply(Shop(resource="wheat"))
    assert codes(game.entries[-1]) == ("realm.log.shop(exchange=realm.exchange.capped(exchange=realm.exchange.paid("
                                       "paid=[realm.amount.gold(n=2)], got=[realm.amount.wheat(n=1)]), most=7, "
                                       "lost=[realm.amount.wheat(n=1)]))")
    assert game.state.storage.wheat == 7 and game.state.storage.gold == 1
    assert [(x.good, x.amount, said(x.cause)) for x in game.state.losses] == [("wheat", 1, "shopping")]


def test_shopping_costs_more_under_a_misfortune() -> None:
    tax = MisfortuneRegion(penalty=Penalty(activity="shopping", gold=1))
    game = new_game(district("A", tax, WOOD, WOOD), district("B"), *setup().market[2:], expansion=True)
    game.apply(Build(card="A", position=0))
    game.apply(Correction(path="storage.gold", value=2, reason="test"))
    assert_rejected(game, Shop(resource="wood"), "not_enough_gold",
                    what=msg("realm.what.shopping_for", goods=msg("realm.amount.wood", n=1)),
                    cost=[msg("realm.amount.gold", n=3)],
                    held=msg("realm.you_have", goods=msg("realm.amount.gold", n=2)))


def test_forgetting_a_wonder_from_the_market_or_the_deck() -> None:
    game = new_game()
    game.apply(Forget(card="X", reward="gold"))
    assert codes(game.entries[-1]) == ("realm.log.forget(card='X', "
                                       "exchange=realm.exchange.received(got=[realm.amount.gold(n=2)]))")
    assert game.state.market == ["A", "B", "Y"] and game.state.forgotten == ["X"]
    game.apply(Forget(reward="stone"))
    assert codes(game.entries[-1]) == ("realm.log.forget_top(exchange=realm.exchange.received(got=[realm.amount.stone("
                                       "n=1)]))")
    assert (game.state.storage.gold, game.state.storage.stone, game.state.wonder_deck) == (5, 2, 4)
    assert_rejected(game, Forget(card="A", reward="gold"), "not_a_wonder", card="A")
    assert_rejected(game, Forget(card="X", reward="gold"), "card_not_in_market", card="X", market=["A", "B", "Y"])
    game.apply(Correction(path="wonder_deck", value=0, reason="test"))
    assert_rejected(game, Forget(reward="gold"), "deck_empty", deck=msg("realm.deck.wonder"))


def test_after_forgetting_the_market_is_filled_back_to_four() -> None:
    game = new_game()
    game.apply(Forget(card="X", reward="wood"))
    game.apply(Build(card="A", position=0))
    game.apply(Refill(deck="district", card=district("C")))
    assert game.state.phase == "refill" and len(game.state.market) == 3
    added = game.apply(Refill(deck="wonder", card=wonder("Z")))
    assert [e.action.type for e in added] == ["refill", "next_turn"]
    assert game.state.market == ["B", "Y", "C", "Z"]


def test_the_district_effect_is_used_once_per_turn() -> None:
    top = DistrictCard(name="T", regions=(WOOD, WOOD, WOOD),
                       effect=Effect(pay=Goods(wood=1), gain=Gains(gold=1, any=1), per="nobility"))
    bare = district("U")
    game = new_game()
    assert_rejected(game, UseEffect(card=bare), "no_effect", card="U")
    assert_rejected(game, UseEffect(card=top.model_copy(update={"name": "A"})), "card_in_game", card="A")
    game.apply(Build(card="A", position=0))
    assert_rejected(game, UseEffect(card=top), "wrong_choices",
                    what=msg("realm.what.effect_of", card="T"), wanted=amount(1, "resource"), chosen=0)
    game.apply(UseEffect(card=top, choices=("stone",)))
    assert codes(game.entries[-1]) == ("realm.log.use_effect(card='T', "
                                       "exchange=realm.exchange.paid(paid=[realm.amount.wood(n=1)], "
                                       "got=[realm.amount.gold(n=1), realm.amount.stone(n=1)]))")
    assert (game.state.storage.gold, game.state.storage.wood, game.state.storage.stone) == (4, 0, 2)
    assert game.state.catalog.get("T") == top
    assert_rejected(game, UseEffect(card=top, choices=("stone",)), "effect_used", turn=1)
    game.apply(Refill(deck="district", card=top))
    assert_rejected(game, UseEffect(card=top, choices=("wood",)), "card_in_game", card="T")
    other = top.model_copy(update={"name": "V", "effect": Effect(pay=Goods(wood=1))})
    assert_rejected(game, UseEffect(card=other), "cannot_pay",
                    what=msg("realm.what.effect_of", card="V"), cost=[msg("realm.amount.wood", n=1)],
                    held=msg("realm.you_have", goods=msg("realm.amount.wood", n=0)))
    game.apply(Correction(path="district_deck", value=0, reason="test"))
    assert_rejected(game, UseEffect(card=other), "district_deck_empty")


def test_the_district_effect_is_entered_as_the_effect_alone() -> None:
    """The district deck lies face down: only the effect shows, so the effect is all that is entered; nothing about
    the card (no name, no regions) is asked or remembered."""
    effect = Effect(pay=Goods(wood=1), gain=Gains(gold=1, any=1))
    game = new_game()
    before = game.state.catalog
    assert_rejected(game, UseEffect(effect=effect), "wrong_choices",
                    what=msg("realm.what.effect_of", card=msg("realm.top_district")), wanted=amount(1, "resource"),
                    chosen=0)
    game.apply(UseEffect(effect=effect, choices=("stone",)))
    assert codes(game.entries[-1]) == ("realm.log.use_effect(card=realm.top_district, "
                                       "exchange=realm.exchange.paid(paid=[realm.amount.wood(n=1)], "
                                       "got=[realm.amount.gold(n=1), realm.amount.stone(n=1)]))")
    assert (game.state.storage.gold, game.state.storage.wood, game.state.storage.stone) == (4, 0, 2)
    assert game.state.catalog == before
    with pytest.raises(ValidationError):
        UseEffect()
    with pytest.raises(ValidationError):
        UseEffect(effect=effect, card=district("T"))


def test_a_second_district_effect_in_a_turn_is_refused_as_our_reading_of_the_rulebook() -> None:
    """The rulebook's Use Effect sets no limit in words; the once-per-turn refusal says it is the app's reading and
    does not cite the rulebook for it."""
    game = new_game()
    game.apply(UseEffect(effect=Effect(gain=Gains(gold=1))))
    error = assert_rejected(game, UseEffect(effect=Effect(gain=Gains(gold=1))), "effect_used", "turn 1",
                            "this app's reading", "“at any time”", "not “as often as you like”", turn=1)
    assert error.rule is None and "(rulebook:" not in str(error)


def test_the_effects_listed_are_the_remembered_backs_and_one_example() -> None:
    top = DistrictCard(name="T", regions=(WOOD, WOOD, WOOD), effect=Effect(gain=Gains(gold=2)))
    game = new_game()
    game.apply(SaveCard(card=top))
    listed = [a.effect for a in game.legal_actions() if isinstance(a, UseEffect)]
    assert listed == [Effect(gain=Gains(gold=2)), Effect(gain=Gains(gold=1))]
    assert all(a.card is None for a in game.legal_actions() if isinstance(a, UseEffect))


def test_the_district_effect_respects_its_condition() -> None:
    top = DistrictCard(name="T", regions=(WOOD, WOOD, WOOD),
                       effect=Effect(gain=Gains(gold=2), condition=Condition(count="nobility", at_least=2)))
    game = new_game()
    game.apply(Build(card="A", position=0))
    assert_rejected(game, UseEffect(card=top), "condition_not_met",
                    what=msg("realm.what.effect_of", card="T"),
                    condition=msg("realm.at_least", amount=msg("realm.counted.nobility", n=2)), have=1)
    game.apply(Refill(deck="district", card=district("C", NOBLE, WOOD, WOOD)))
    game.apply(Build(card="C", position=3))
    game.apply(UseEffect(card=top))
    assert game.state.storage.gold == 5


def test_catalog_entries_are_saved_listed_and_protected_while_in_play() -> None:
    game = new_game()
    game.apply(SaveCard(card=district("Harbour", STONE, STONE, NOBLE)))
    assert codes(game.entries[-1]) == "realm.log.catalog_added(kind=realm.kind.district, card='Harbour')"
    fixed = district("Harbour", STONE, WOOD, NOBLE)
    game.apply(SaveCard(card=fixed))
    assert codes(game.entries[-1]) == "realm.log.catalog_corrected(kind=realm.kind.district, card='Harbour')"
    assert [c.name for c in game.state.catalog.entries()] == ["A", "B", "Harbour", "X", "Y"]
    assert_rejected(game, SaveCard(card=district("A", STONE, STONE, STONE)), "card_in_game_fixed", card="A")
    dumped = game.state.catalog.model_dump_json()
    assert type(game.state.catalog).model_validate_json(dumped) == game.state.catalog
    assert KIND.new_state(setup(catalog=game.state.catalog)).catalog.get("Harbour") == fixed


def test_a_catalog_keyed_by_another_name_is_refused() -> None:
    with pytest.raises(ValidationError, match="catalog keys must be the card names"):
        Catalog(cards={"Harbor": district("Harbour")})
