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
    FREE_PHASES,
    effect_outcome,
    exchange,
    exchange_text,
    need_phase,
    verify_effect,
    verify_new_card,
)
from companion.realm.cards import Card, DistrictCard, Effect, Goods
from companion.realm.rules import Good, Resource, rules
from companion.realm.state import RealmState, penalty, require


class Shop(Action):
    """Shopping: hand back 2 gold for 1 resource of choice (never the reverse)."""

    type: Literal["shop"] = "shop"
    resource: Resource

    def _price(self, state: RealmState) -> Goods:
        return Goods(gold=rules().prices.shopping_gold + penalty(state.civ, "shopping"))

    def verify(self, state: RealmState) -> None:
        need_phase(state, FREE_PHASES, "Shopping")
        require(state, self._price(state), f"Shopping for 1 {self.resource}", "not_enough_gold")

    def apply(self, state: RealmState) -> None:
        exchange(state, self._price(state), Goods(**{self.resource: 1}), 0, "shopping")

    def describe(self, state: RealmState) -> str:
        return f"Shopping: {exchange_text(state, self._price(state), Goods(**{self.resource: 1}))}"


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

    def _what(self) -> str:
        return "the top district card" if self.card is None else self.card.name

    def verify(self, state: RealmState) -> None:
        need_phase(state, FREE_PHASES, "Using the district effect")
        rule = "Use Effect"
        if state.district_deck == 0:
            raise RuleError("district_deck_empty", "The district deck is empty, so there is no effect to use",
                            rule=rule)
        if state.effect_used:
            raise RuleError("effect_used", f"The district effect was already used in turn {state.turn}: once per "
                            "turn is this app's reading of the rulebook's Use Effect, which says “at any time” but, "
                            "unlike Shopping, not “as often as you like”")
        if self.card is not None:
            verify_new_card(state, self.card)
        effect = self._effect()
        if effect is None:
            raise RuleError("no_effect", f"{self._what()} has no effect entered for its back", rule=rule)
        verify_effect(state, effect, self.choices, Goods(), f"The effect of {self._what()}")

    def apply(self, state: RealmState) -> None:
        effect = self._effect()
        assert effect is not None
        got, points = effect_outcome(state, effect, self.choices)
        exchange(state, effect.pay, got, points, f"effect of {self._what()}")
        if self.card is not None:
            state.catalog.cards[self.card.name] = self.card
        state.effect_used = True

    def describe(self, state: RealmState) -> str:
        effect = self._effect()
        assert effect is not None
        got, points = effect_outcome(state, effect, self.choices)
        return f"Used the effect of {self._what()}: {exchange_text(state, effect.pay, got, points)}"


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
        need_phase(state, FREE_PHASES, "Forgetting a wonder")
        rule = "Forget a Wonder"
        if self.card is None:
            if state.wonder_deck == 0:
                raise RuleError("deck_empty", "The wonder deck is empty", rule=rule)
        elif self.card not in state.market:
            raise RuleError("card_not_in_market", f"{self.card!r} is not in the market ({', '.join(state.market)})",
                            rule=rule)
        elif state.cards[self.card].kind != "wonder":
            raise RuleError("not_a_wonder", f"{self.card} is a district; only wonders can be forgotten", rule=rule)

    def apply(self, state: RealmState) -> None:
        if self.card is None:
            state.wonder_deck -= 1
        else:
            state.market.remove(self.card)
            state.forgotten.append(self.card)
        exchange(state, Goods(), self._reward(), 0, "forgetting a wonder")

    def describe(self, state: RealmState) -> str:
        what = "the top card of the wonder deck" if self.card is None else f"the wonder {self.card}"
        return f"Forgot {what}: {exchange_text(state, Goods(), self._reward())}"


class SaveCard(Action):
    """Save (add or correct) a catalog entry; a card already entered in this game cannot change."""

    type: Literal["save_card"] = "save_card"
    card: Card

    def verify(self, state: RealmState) -> None:
        if state.in_game(self.card.name) and state.cards[self.card.name] != self.card:
            raise RuleError("card_in_game", f"{self.card.name!r} is already in this game; its values cannot change now")

    def apply(self, state: RealmState) -> None:
        state.catalog.cards[self.card.name] = self.card

    def describe(self, state: RealmState) -> str:
        verb = "Corrected" if self.card.name in state.catalog.cards else "Added"
        return f"{verb} the catalog entry for the {self.card.kind} {self.card.name}"
