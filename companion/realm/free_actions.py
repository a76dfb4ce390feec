"""Ancient Realm's free actions, open at any time of a turn: shopping, using the top district card's effect,
forgetting a wonder; and saving a card in the catalog. Each verifies with a stable ``RuleError`` code, applies in place
and describes itself for the log, as the turn's actions do (``companion.realm.actions``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.realm.actions import (
    CAUSE_EFFECT,
    DECK,
    DECK_EMPTY,
    FREE_PHASES,
    NOT_IN_MARKET,
    effect_outcome,
    exchange,
    exchange_text,
    need_phase,
    verify_effect,
    verify_new_card,
)
from companion.realm.cards import GOOD_AMOUNTS, KIND_NAMES, Card, DistrictCard, Effect, Goods
from companion.realm.rules import Good, Resource, rules
from companion.realm.state import RealmState, penalty, require
from companion.words import Msg, refusal, text

SHOPPING_FOR = text("realm.what.shopping_for", "Shopping for {goods}")
SHOPPED = text("realm.log.shop", "Shopping: {exchange}")
CAUSE_SHOPPING = text("realm.cause.shopping", "shopping")
RULE_USE_EFFECT = text("realm.rule.use_effect", "Use Effect")
RULE_FORGET = text("realm.rule.forget", "Forget a Wonder")
TOP_DISTRICT = text("realm.top_district", "the top district card")
DISTRICT_DECK_EMPTY = refusal("district_deck_empty", "The district deck is empty, so there is no effect to use")
EFFECT_USED = refusal("effect_used", "The district effect was already used in turn {turn}: once per turn is this "
                                     "app's reading of the rulebook's Use Effect, which says “at any time” but, unlike "
                                     "Shopping, not “as often as you like”")
NO_EFFECT = refusal("no_effect", "{card} has no effect entered for its back")
THE_EFFECT_OF = text("realm.what.effect_of", "The effect of {card}")
USED = text("realm.log.use_effect", "Used the effect of {card}: {exchange}")
NOT_A_WONDER = refusal("not_a_wonder", "{card} is a district; only wonders can be forgotten")
CAUSE_FORGET = text("realm.cause.forget", "forgetting a wonder")
FORGOT_TOP = text("realm.log.forget_top", "Forgot the top card of the wonder deck: {exchange}")
FORGOT = text("realm.log.forget", "Forgot the wonder {card}: {exchange}")
FIXED = refusal("card_in_game_fixed", "'{card}' is already in this game; its values cannot change now")
CORRECTED = text("realm.log.catalog_corrected", "Corrected the catalog entry for the {kind} {card}")
ADDED = text("realm.log.catalog_added", "Added the catalog entry for the {kind} {card}")


class Shop(Action):
    """Shopping: hand back 2 gold for 1 resource of choice (never the reverse)."""

    type: Literal["shop"] = "shop"
    resource: Resource

    def _price(self, state: RealmState) -> Goods:
        return Goods(gold=rules().prices.shopping_gold + penalty(state.civ, "shopping"))

    def verify(self, state: RealmState) -> None:
        need_phase(state, FREE_PHASES, "shop")
        require(state, self._price(state), SHOPPING_FOR(goods=GOOD_AMOUNTS[self.resource](n=1)), "not_enough_gold")

    def apply(self, state: RealmState) -> None:
        exchange(state, self._price(state), Goods(**{self.resource: 1}), 0, CAUSE_SHOPPING())

    def describe(self, state: RealmState) -> Msg:
        return SHOPPED(exchange=exchange_text(state, self._price(state), Goods(**{self.resource: 1})))


class UseEffect(Action):
    """Use the effect shown on the top card of the district deck: the deck lies face down, so the effect is all the
    table sees and all it enters.

    Once per turn: the rulebook's Use Effect says "at any time" but, unlike Shopping and Forget a Wonder, not "as
    often as you like", and the top card stays the same until the district deck is drawn from; README's "Rules the
    rulebook leaves open" lists this reading. ``effect``: what the top card shows; ``card``: the whole top card, as
    logged before the effect alone was entered (replayed as it was: the card must be new to the game and joins the
    catalog).
    """

    type: Literal["use_effect"] = "use_effect"
    effect: Effect | None = None
    card: DistrictCard | None = None
    choices: tuple[Resource, ...] = ()

    @model_validator(mode="after")
    def _effect_or_card(self) -> UseEffect:
        if (self.effect is None) == (self.card is None):
            raise ValueError("give the effect on the top district card (or, as logged before, the card)")
        return self

    def _effect(self) -> Effect | None:
        return self.effect if self.card is None else self.card.effect

    def _what(self) -> Msg | str:
        return TOP_DISTRICT() if self.card is None else self.card.name

    def verify(self, state: RealmState) -> None:
        need_phase(state, FREE_PHASES, "use_effect")
        rule = RULE_USE_EFFECT()
        if state.district_deck == 0:
            raise RuleError(DISTRICT_DECK_EMPTY(), rule=rule)
        if state.effect_used:
            raise RuleError(EFFECT_USED(turn=state.turn))
        if self.card is not None:
            verify_new_card(state, self.card)
        effect = self._effect()
        if effect is None:
            raise RuleError(NO_EFFECT(card=self._what()), rule=rule)
        verify_effect(state, effect, self.choices, Goods(), THE_EFFECT_OF(card=self._what()))

    def apply(self, state: RealmState) -> None:
        effect = self._effect()
        assert effect is not None
        got, points = effect_outcome(state, effect, self.choices)
        exchange(state, effect.pay, got, points, CAUSE_EFFECT(card=self._what()))
        if self.card is not None:
            state.catalog.cards[self.card.name] = self.card
        state.effect_used = True

    def describe(self, state: RealmState) -> Msg:
        effect = self._effect()
        assert effect is not None
        got, points = effect_outcome(state, effect, self.choices)
        return USED(card=self._what(), exchange=exchange_text(state, effect.pay, got, points))


class Forget(Action):
    """Return a wonder outside the civilization (one in the market, or the top card of the wonder deck) to the box
    for 2 gold or 1 resource of your choice.

    ``card`` is the market wonder's name; None is the top card of the wonder deck.
    """

    type: Literal["forget"] = "forget"
    card: str | None = None
    reward: Good

    def _reward(self) -> Goods:
        prices = rules().prices
        amount = prices.forget_gain_gold if self.reward == "gold" else prices.forget_gain_resources
        return Goods(**{self.reward: amount})

    def verify(self, state: RealmState) -> None:
        need_phase(state, FREE_PHASES, "forget")
        rule = RULE_FORGET()
        if self.card is None:
            if state.wonder_deck == 0:
                raise RuleError(DECK_EMPTY(deck=DECK["wonder"]()), rule=rule)
        elif self.card not in state.market:
            raise RuleError(NOT_IN_MARKET(card=self.card, market=list(state.market)), rule=rule)
        elif state.cards[self.card].kind != "wonder":
            raise RuleError(NOT_A_WONDER(card=self.card), rule=rule)

    def apply(self, state: RealmState) -> None:
        if self.card is None:
            state.wonder_deck -= 1
        else:
            state.market.remove(self.card)
            state.forgotten.append(self.card)
        exchange(state, Goods(), self._reward(), 0, CAUSE_FORGET())

    def describe(self, state: RealmState) -> Msg:
        got = exchange_text(state, Goods(), self._reward())
        return FORGOT_TOP(exchange=got) if self.card is None else FORGOT(card=self.card, exchange=got)


class SaveCard(Action):
    """Save (add or correct) a catalog entry; a card already entered in this game cannot change."""

    type: Literal["save_card"] = "save_card"
    card: Card

    def verify(self, state: RealmState) -> None:
        if state.in_game(self.card.name) and state.cards[self.card.name] != self.card:
            raise RuleError(FIXED(card=self.card.name))

    def apply(self, state: RealmState) -> None:
        state.catalog.cards[self.card.name] = self.card

    def describe(self, state: RealmState) -> Msg:
        said = CORRECTED if self.card.name in state.catalog.cards else ADDED
        return said(kind=KIND_NAMES[self.card.kind](), card=self.card.name)
