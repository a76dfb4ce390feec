"""Ancient Realm's actions: the turn (build, activate, push down, refill) and game end.

Each action verifies with a stable ``RuleError`` code, applies in place, and describes itself for the
log. Steps the rules force (a wonder's triggered effect, pushing a card down once nothing is left to
activate, the next turn, the game end and the final score) are ``automatic_only`` actions returned by
the kind's ``next_automatic``. The free actions (shopping, the district effect, forgetting a wonder) are in
``companion.realm.free_actions``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Literal

from pydantic import PrivateAttr, ValidationInfo, model_validator

from companion.core.action import LOGGED, Action
from companion.core.errors import RuleError
from companion.realm.cards import AND, KIND_NAMES, Card, Effect, Gains, Goods
from companion.realm.rules import GOODS, Resource, rules
from companion.realm.scoring import final_score, key_said, manual_keys
from companion.realm.state import (
    Phase,
    Placement,
    RealmState,
    Slot,
    capped,
    card_problem,
    condition_holds,
    count,
    covered_slots,
    gain,
    pay,
    penalty,
    position_text,
    positions,
    require,
    wonder_names,
)
from companion.words import Msg, Param, Text, ntext, refusal, text
from companion.words.amounts import amount

FREE_PHASES: tuple[Phase, ...] = ("choose", "activate", "refill")
PHASE_TEXT: dict[Phase, Text] = {
    "choose": text("realm.phase.choose", "choosing a card from the market"),
    "activate": text("realm.phase.activate", "activating the regions being built over"),
    "refill": text("realm.phase.refill", "refilling the market"),
    "scoring": text("realm.phase.scoring", "final scoring"),
    "over": text("realm.phase.over", "the end of the game"),
}
#: What each move is called in a refusal ("Shopping is not possible: the game has ended").
WHAT: dict[str, Text] = {
    "build": text("realm.what.build", "Building a card"),
    "activate": text("realm.what.activate", "Activating a region"),
    "push_down": text("realm.what.push_down", "Pushing the card down"),
    "refill": text("realm.what.refill", "Refilling the market"),
    "enter_points": text("realm.what.enter_points", "Entering points"),
    "shop": text("realm.what.shop", "Shopping"),
    "use_effect": text("realm.what.use_effect", "Using the district effect"),
    "forget": text("realm.what.forget", "Forgetting a wonder"),
}
OR = text("realm.or", "{first} or {second}")
GAME_OVER = refusal("game_over_realm", "{what} is not possible: the game has ended")
WRONG_PHASE = refusal("wrong_phase", "{what} belongs to {wanted}; now it is {now}")
WRONG_CHOICES = refusal("wrong_choices", "{what} gives {wanted} of your choice; {chosen} chosen")
CONDITION_NOT_MET = refusal("condition_not_met", "{what} needs {condition}; you have {have}")


def need_phase(state: RealmState, allowed: tuple[Phase, ...], what: str) -> None:
    """Raise ``game_over_realm`` or ``wrong_phase`` unless the game is in one of the ``allowed`` steps; ``what``: the
    move, a key of :data:`WHAT`."""
    if state.phase in ("scoring", "over") and state.phase not in allowed:
        raise RuleError(GAME_OVER(what=WHAT[what]()), rule=RULE_GAME_END())
    if state.phase not in allowed:
        wanted = PHASE_TEXT[allowed[0]]()
        for phase in allowed[1:]:
            wanted = OR(first=wanted, second=PHASE_TEXT[phase]())
        raise RuleError(WRONG_PHASE(what=WHAT[what](), wanted=wanted, now=PHASE_TEXT[state.phase]()),
                        rule=RULE_GAME_TURN())


def choice_goods(choices: tuple[Resource, ...]) -> Goods:
    """The chosen resources as goods."""
    return Goods.model_validate(dict(Counter(choices)))


def check_choices(choices: tuple[Resource, ...], wanted: int, what: Msg) -> None:
    """Raise ``wrong_choices`` unless exactly ``wanted`` resources were chosen."""
    if len(choices) != wanted:
        raise RuleError(WRONG_CHOICES(what=what, wanted=amount(wanted, "resource"), chosen=len(choices)))


def effect_gains(state: RealmState, effect: Effect) -> Gains:
    """The effect's gain, multiplied by its "per" count in the civilization now."""
    times = 1 if effect.per is None else count(state.civ, effect.per)
    g = effect.gain
    return Gains(**g.scaled(times).model_dump(), any=g.any * times, points=g.points * times)


def verify_effect(state: RealmState, effect: Effect, choices: tuple[Resource, ...], extra: Goods, what: Msg) -> None:
    """Check an effect can be used: its condition holds, its payment plus ``extra`` is in storage, choices fit."""
    if not condition_holds(state.civ, effect.condition):
        assert effect.condition is not None
        have = count(state.civ, effect.condition.count)
        raise RuleError(CONDITION_NOT_MET(what=what, condition=effect.condition.said(), have=have))
    require(state, total(effect.pay, extra), what, "cannot_pay")
    check_choices(choices, effect_gains(state, effect).any, what)


def effect_outcome(state: RealmState, effect: Effect, choices: tuple[Resource, ...]) -> tuple[Goods, int]:
    """The goods and points an effect brings with these choices."""
    gains = effect_gains(state, effect)
    return total(Goods(**gains.model_dump(include={str(g) for g in GOODS})), choice_goods(choices)), gains.points


def total(*parts: Goods) -> Goods:
    """The sum of several amounts of goods."""
    return Goods(**{g: sum(getattr(p, g) for p in parts) for g in GOODS})


PAID = text("realm.exchange.paid", "paid {paid} for {got}")
RECEIVED = text("realm.exchange.received", "received {got}")
CAPPED = text("realm.exchange.capped", "{exchange}; storage holds at most {most}, so {lost} lost")


def exchange_text(state: RealmState, paid: Goods, got: Goods, points: int = 0) -> Msg:
    """E.g. "paid 1 gold for 1 wheat; storage holds at most 7, so ..."; points when there are any."""
    gained: Param = got.said()
    if points:
        gained = AND(first=gained, second=amount(points, "point")) if got.items() else amount(points, "point")
    head = PAID(paid=paid.said(), got=gained) if paid.items() else RECEIVED(got=gained)
    after = state.storage.model_copy()
    for good in GOODS:
        setattr(after, good, getattr(after, good) - getattr(paid, good))
    lost = capped(after, got)
    return CAPPED(exchange=head, most=rules().storage.maximum, lost=lost.said()) if lost.items() else head


def exchange(state: RealmState, paid: Goods, got: Goods, points: int, cause: Msg) -> None:
    """Pay, then gain (capped), then keep the points for game end."""
    pay(state, paid)
    gain(state, got, cause)
    state.effect_points += points


def queue_triggers(state: RealmState, on: str, resource: str | None = None) -> None:
    """Queue the effect of every wonder in the civilization that ``on`` triggers (applied automatically)."""
    for name in wonder_names(state.civ):
        card = state.cards[name]
        trigger = card.trigger if card.kind == "wonder" else None
        if trigger and trigger.on == on and trigger.resource in (None, resource):
            state.triggers.append(name)


# -- the turn ---------------------------------------------------------------------------------------------

#: The rulebook's sections a refusal names.
RULE_GAME_TURN = text("realm.rule.game_turn", "Game Turn")
RULE_GAME_END = text("realm.rule.game_end", "Game End")
RULE_CHOOSE = text("realm.rule.choose", "1. Choose a Card from the Market")
RULE_PLACE = text("realm.rule.place", "2. Place the Card In / Above Your Civilization")
RULE_ACTIVATE = text("realm.rule.activate", "3. Activate the Regions Being Built Over")
RULE_REFILL = text("realm.rule.refill", "5. Refill the Market")
RULE_MONUMENTS = text("realm.rule.monuments", "Monuments")
RULE_MISFORTUNE = text("realm.rule.misfortune", "Misfortune")
NOT_IN_MARKET = refusal("card_not_in_market", "'{card}' is not in the market ({market})")
THE_WONDER = text("realm.the_wonder", "The wonder {card}")
FIRST_POSITION = refusal("first_card_position", "The first card founds the civilization at position 0, not {position}")
OUT_OF_RANGE = refusal("position_out_of_range", "Position {position} does not touch the civilization of {regions} "
                                                "regions (allowed -3..{regions})")
OVER_WONDER = refusal("cannot_build_over_wonder", "Position {position} would build over the wonder {wonders}; wonders "
                                                  "may never be built over")
BUILT = text("realm.log.build", "Turn {turn}: built the {kind} {card} {where}")
BUILT_PAYING = text("realm.log.build_paying", "Turn {turn}: built the {kind} {card} {where}, paying {cost}")


class Build(Action):
    """Choose a market card (paying a wonder's cost) and place it beside or over the civilization."""

    type: Literal["build"] = "build"
    card: str
    position: int

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("choose",), "build")
        if self.card not in state.market:
            raise RuleError(NOT_IN_MARKET(card=self.card, market=list(state.market)), rule=RULE_CHOOSE())
        card = state.cards[self.card]
        if self.position not in positions(state.civ):
            self._position_error(state)
        if card.kind == "wonder":
            require(state, card.cost, THE_WONDER(card=card.name), "wonder_cost")

    def _position_error(self, state: RealmState) -> None:
        rule = RULE_PLACE()
        if not state.civ:
            raise RuleError(FIRST_POSITION(position=self.position), rule=rule)
        if not -3 <= self.position <= len(state.civ):
            raise RuleError(OUT_OF_RANGE(position=self.position, regions=len(state.civ)), rule=rule)
        wonders = sorted({state.civ[i].card for i in covered_slots(state.civ, self.position) if state.civ[i].wonder})
        raise RuleError(OVER_WONDER(position=self.position, wonders=wonders), rule=rule)

    def apply(self, state: RealmState) -> None:
        card = state.cards[self.card]
        if card.kind == "wonder":
            pay(state, card.cost)
        state.market.remove(self.card)
        state.placement = Placement(card=self.card, position=self.position,
                                    covered=covered_slots(state.civ, self.position))
        state.phase = "activate"
        queue_triggers(state, "build")

    def describe(self, state: RealmState) -> Msg:
        card = state.cards[self.card]
        said = {"turn": state.turn, "kind": KIND_NAMES[card.kind](), "card": card.name,
                "where": position_text(state.civ, self.position)}
        if card.kind == "wonder" and card.cost.items():
            return BUILT_PAYING(**said, cost=card.cost.said())
        return BUILT(**said)


NOT_COVERED = refusal("region_not_covered", "Region {region} is not being built over (covered: {covered})")
NONE = text("realm.none", "none")
ALREADY_ACTIVATED = refusal("already_activated", "Region {region} was already activated this turn")
NOT_ACTIVATABLE = refusal("not_activatable", "Region {region} is a {kind}: {rule}")
MISFORTUNE_WORD = text("realm.misfortune_word", "misfortune")
ACTIVATING = text("realm.what.activating", "Activating region {region} ({card})")
#: What an activation is called in the log, and the cause of a capped gain it brings.
ACTIVITY: dict[str, Text] = {
    "labor": text("realm.log.labor", "Labor (region {region}, {card}): {exchange}"),
    "harvest": text("realm.log.harvest", "Harvest (region {region}, {card}): {exchange}"),
    "prospect": text("realm.log.prospect", "Prospect (region {region}, {card}): {exchange}"),
    "monument": text("realm.log.monument", "Built over a monument (region {region}, {card}): {exchange}"),
}
CAUSE: dict[str, Text] = {
    "labor": text("realm.cause.labor", "labor of region {region}"),
    "harvest": text("realm.cause.harvest", "harvest of region {region}"),
    "prospect": text("realm.cause.prospect", "prospect of region {region}"),
    "monument": text("realm.cause.monument", "monument of region {region}"),
}


class Activate(Action):
    """Activate one region being built over: harvest, labor, prospect, or take a monument's resource.

    ``slot`` is the region's index in the civilization row; ``choices`` are the resources chosen for
    "any resource" gains, in order.
    """

    type: Literal["activate"] = "activate"
    slot: int
    choices: tuple[Resource, ...] = ()

    def _region_and_cost(self, state: RealmState) -> tuple[Slot, Goods]:
        need_phase(state, ("activate",), "activate")
        placement = state.placement
        assert placement is not None
        rule = RULE_ACTIVATE()
        if self.slot not in placement.covered:
            covered: Param = [i + 1 for i in placement.covered] or NONE()
            raise RuleError(NOT_COVERED(region=self.slot + 1, covered=covered), rule=rule)
        if self.slot in placement.activated:
            raise RuleError(ALREADY_ACTIVATED(region=self.slot + 1), rule=rule)
        slot = state.civ[self.slot]
        region = slot.region
        assert region is not None
        prices = rules().prices
        if region.kind == "misfortune":
            raise RuleError(NOT_ACTIVATABLE(region=self.slot + 1, kind=MISFORTUNE_WORD(),
                                            rule=rules().region_text("misfortune")), rule=RULE_MISFORTUNE())
        if region.kind == "source":
            return slot, Goods(gold=prices.harvest_gold + penalty(state.civ, "harvest"))
        if region.kind == "citizen":
            return slot, Goods(gold=prices.labor_gold + penalty(state.civ, "labor"))
        return slot, Goods()

    def verify(self, state: RealmState) -> None:
        slot, cost = self._region_and_cost(state)
        region = slot.region
        what = ACTIVATING(region=self.slot + 1, card=slot.card)
        require(state, cost, what, "not_enough_gold")
        if region is not None and region.kind == "citizen":
            verify_effect(state, region.effect, self.choices, cost, what)
            return
        wanted = 0
        if region is not None and region.kind == "source" and region.resource == "any":
            wanted = 1
        elif region is not None and region.kind == "monument":
            wanted = rules().prices.monument_built_over_resources
        check_choices(self.choices, wanted, what)

    def _outcome(self, state: RealmState) -> tuple[str, Goods, Goods, int]:
        """(activity, paid, gained, points) of this activation on the state before it."""
        slot, cost = self._region_and_cost(state)
        region = slot.region
        assert region is not None
        if region.kind == "citizen":
            got, points = effect_outcome(state, region.effect, self.choices)
            return "labor", total(cost, region.effect.pay), got, points
        if region.kind == "source":
            got = choice_goods(self.choices) if region.resource == "any" else Goods(**{region.resource: 1})
            return "harvest", cost, got, 0
        if region.kind == "mine":
            gold = max(0, rules().prices.prospect_gain_gold - penalty(state.civ, "prospect"))
            return "prospect", cost, Goods(gold=gold), 0
        return "monument", cost, choice_goods(self.choices), 0

    def apply(self, state: RealmState) -> None:
        activity, paid, got, points = self._outcome(state)
        resource = next((g for g, _ in got.items()), None) if activity == "harvest" else None
        exchange(state, paid, got, points, CAUSE[activity](region=self.slot + 1))
        assert state.placement is not None
        state.placement.activated.append(self.slot)
        if activity != "monument":
            queue_triggers(state, activity, resource)

    def describe(self, state: RealmState) -> Msg:
        activity, paid, got, points = self._outcome(state)
        return ACTIVITY[activity](region=self.slot + 1, card=state.civ[self.slot].card,
                                  exchange=exchange_text(state, paid, got, points))


NotWanted = Literal["not_wanted"]
#: A push-down's word that the table takes no resource for the monuments left beneath the card.
NOT_WANTED: NotWanted = "not_wanted"


def untaken_monuments(state: RealmState) -> list[int]:
    """The monument regions beneath the chosen card whose resource was not taken by activating them."""
    placement = state.placement
    assert placement is not None
    return [i for i in placement.covered if i not in placement.activated
            and (region := state.civ[i].region) is not None and region.kind == "monument"]


MONUMENTS_IN = ntext("realm.monuments_in", "the monument in region {regions}", "the monuments in regions {regions}")
PUSHED = text("realm.log.pushed", "Pushed {card} down; the civilization now has {regions} regions")
PUSHED_OVER = text("realm.log.pushed_over", "Pushed {card} down, built over {monuments}: {exchange}; the civilization "
                                            "now has {regions} regions")
NOT_ACTIVATED = text("realm.log.not_activated", "{pushed}; regions not activated: {regions}")
NO_MONUMENT_LEFT = refusal("no_monument_left", "No monument beneath {card} is left to give a resource; push it down "
                                               "without choosing one")
UNCHOSEN = refusal("monument_resource_unchosen", "{card} is built over {monuments}: that gives {resources} of your "
                                                 "choice. Choose it, or say it is not wanted")
BUILDING_OVER = text("realm.what.building_over", "Building over {monuments}")
CAUSE_MONUMENT = text("realm.cause.building_over", "building over a monument")


def monuments_text(slots: Sequence[int]) -> Msg:
    """"the monument in region 2", "the monuments in regions 2 and 3" (slots are 0-based)."""
    return MONUMENTS_IN(n=len(slots), regions=[i + 1 for i in slots])


class _Pushing(Action):
    """Pushing the chosen card down: it covers the regions beneath it and joins the civilization."""

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("activate",), "push_down")

    def apply(self, state: RealmState) -> None:
        placement = state.placement
        assert placement is not None
        card = state.cards[placement.card]
        new = [Slot(card=card.name, part=i, wonder=card.kind == "wonder", region=r) for i, r in enumerate(card.slots())]
        start = max(0, placement.position)
        state.civ = state.civ[:start] + new + state.civ[max(0, placement.position + 3):]
        state.placement = None
        state.phase = "refill"

    def describe(self, state: RealmState) -> Msg:
        return self._sentence(state, None, ())

    @staticmethod
    def _sentence(state: RealmState, taken: tuple[Msg, Msg] | None, given: Sequence[int]) -> Msg:
        """"Pushed B down[, built over ...: taken]; the civilization now has N regions[; regions not activated:
        ...]": ``taken`` is the monuments built over and what they gave; the regions ``given`` a resource by the
        push-down are not listed as skipped."""
        placement = state.placement
        assert placement is not None
        skipped = [i + 1 for i in placement.covered if i not in placement.activated and i not in given]
        length = len(state.civ) + 3 - len(placement.covered)
        pushed = (PUSHED(card=placement.card, regions=length) if taken is None else
                  PUSHED_OVER(card=placement.card, monuments=taken[0], exchange=taken[1], regions=length))
        return NOT_ACTIVATED(pushed=pushed, regions=", ".join(map(str, skipped))) if skipped else pushed


class PushDown(_Pushing):
    """Finish activating: the chosen card covers the regions beneath it and joins the civilization.

    A monument beneath it whose resource was not taken by activating it gives it now ("If you build over a
    Monument, you receive 1 resource of your choice for it"): ``monuments`` is the resources chosen for them (one
    each, in region order) or ``"not_wanted"``, the table's word that it takes none. Saying neither while such a
    monument is left is refused (``monument_resource_unchosen``), so a tap never loses the resource. A push-down
    logged before the field existed took none, and replays as it was logged (over a monument or not).
    """

    type: Literal["push_down"] = "push_down"
    monuments: tuple[Resource, ...] | NotWanted | None = None
    #: Logged before the question existed (no ``monuments`` in the file): a monument's resource was not taken.
    _before_the_question: bool = PrivateAttr(default=False)

    @model_validator(mode="after")
    def _logged_before_monuments(self, info: ValidationInfo) -> PushDown:
        """A logged push-down without the field is one from before it: it stays without it (so an export of it reads
        as before), and a monument left beneath it gave nothing."""
        if info.context == LOGGED and "monuments" not in self.model_fields_set:
            self._before_the_question = True
        return self

    def verify(self, state: RealmState) -> None:
        super().verify(state)
        assert state.placement is not None
        card, untaken = state.placement.card, untaken_monuments(state)
        if not untaken:
            if self.monuments is not None:
                raise RuleError(NO_MONUMENT_LEFT(card=card), rule=RULE_MONUMENTS())
            return
        per = rules().prices.monument_built_over_resources
        if self.monuments is None and not self._before_the_question:
            raise RuleError(UNCHOSEN(card=card, monuments=monuments_text(untaken),
                                     resources=amount(per * len(untaken), "resource")), rule=RULE_MONUMENTS())
        if isinstance(self.monuments, tuple):
            check_choices(self.monuments, per * len(untaken), BUILDING_OVER(monuments=monuments_text(untaken)))

    def apply(self, state: RealmState) -> None:
        if isinstance(self.monuments, tuple):
            exchange(state, Goods(), choice_goods(self.monuments), 0, CAUSE_MONUMENT())
        super().apply(state)

    def describe(self, state: RealmState) -> Msg:
        if not isinstance(self.monuments, tuple):  # none left, or not wanted: the sentence logged before the question
            return super().describe(state)
        untaken = untaken_monuments(state)
        got = exchange_text(state, Goods(), choice_goods(self.monuments))
        return self._sentence(state, (monuments_text(untaken), got), untaken)


class AutoPushDown(_Pushing):
    """Automatic: the card is pushed down once no region beneath it is left to activate."""

    type: Literal["auto_push_down"] = "auto_push_down"
    automatic_only = True


#: Each deck by its name.
DECK: dict[str, Text] = {"district": text("realm.deck.district", "district deck"),
                         "wonder": text("realm.deck.wonder", "wonder deck")}
DECK_EMPTY = refusal("deck_empty", "The {deck} is empty")
WRONG_DECK = refusal("wrong_deck_realm", "{card} is a {kind}; it cannot come from the {deck}")
REFILLED = text("realm.log.refill", "Refilled the market with {card} from the {deck} ({left} left there)")
CARD_IN_GAME = refusal("card_in_game", "'{card}' has already been entered in this game")


class Refill(Action):
    """Draw a card from the deck of the player's choice into the market; the player enters what it shows."""

    type: Literal["refill"] = "refill"
    deck: Literal["district", "wonder"]
    card: Card

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("refill",), "refill")
        rule = RULE_REFILL()
        left = state.district_deck if self.deck == "district" else state.wonder_deck
        if left == 0:
            raise RuleError(DECK_EMPTY(deck=DECK[self.deck]()), rule=rule)
        if self.card.kind != self.deck:
            raise RuleError(WRONG_DECK(card=self.card.name, kind=KIND_NAMES[self.card.kind](),
                                       deck=DECK[self.deck]()), rule=rule)
        verify_new_card(state, self.card)

    def apply(self, state: RealmState) -> None:
        state.cards[self.card.name] = self.card
        state.catalog.cards[self.card.name] = self.card
        state.market.append(self.card.name)
        if self.deck == "district":
            state.district_deck -= 1
        else:
            state.wonder_deck -= 1

    def describe(self, state: RealmState) -> Msg:
        left = (state.district_deck if self.deck == "district" else state.wonder_deck) - 1
        return REFILLED(card=self.card.name, deck=DECK[self.deck](), left=left)


def verify_new_card(state: RealmState, card: Card) -> None:
    """A card entered now must be new to this game, fit the expansion setting and agree with the catalog."""
    if state.in_game(card.name):
        raise RuleError(CARD_IN_GAME(card=card.name))
    problem = card_problem(card, state.expansion, state.catalog)
    if problem:
        raise RuleError(problem)


NEXT_TURN = text("realm.log.next_turn", "Turn {turn} begins with {cards} in the market")
NO_TRIGGER = refusal("no_trigger", "The wonder {card} has not been triggered")
CAUSE_EFFECT = text("realm.cause.effect", "effect of {card}")
TRIGGERED = text("realm.log.trigger", "The wonder {card} takes effect: {exchange}")


class NextTurn(Action):
    """Automatic: the market is refilled (or both decks are empty), so a new turn begins."""

    type: Literal["next_turn"] = "next_turn"
    automatic_only = True

    def apply(self, state: RealmState) -> None:
        state.turn += 1
        state.phase = "choose"
        state.effect_used = False

    def describe(self, state: RealmState) -> Msg:
        return NEXT_TURN(turn=state.turn + 1, cards=amount(len(state.market), "card"))


class TriggerWonder(Action):
    """Automatic: a wonder's effect, triggered by another card's build or activation."""

    type: Literal["trigger_wonder"] = "trigger_wonder"
    card: str
    automatic_only = True

    def _gains(self, state: RealmState) -> tuple[Goods, int]:
        card = state.cards[self.card]
        assert card.kind == "wonder" and card.trigger is not None
        return card.trigger.gain, card.trigger.points

    def verify(self, state: RealmState) -> None:
        if not state.triggers or state.triggers[0] != self.card:
            raise RuleError(NO_TRIGGER(card=self.card))

    def apply(self, state: RealmState) -> None:
        state.triggers.pop(0)
        got, points = self._gains(state)
        exchange(state, Goods(), got, points, CAUSE_EFFECT(card=self.card))

    def describe(self, state: RealmState) -> Msg:
        got, points = self._gains(state)
        return TRIGGERED(card=self.card, exchange=exchange_text(state, Goods(), got, points))


# -- game end ---------------------------------------------------------------------------------------------

ENDS = text("realm.log.end", "The game ends after {turns}: {why}")
ENDS_BY_HAND = text("realm.log.end_by_hand", "The game ends after {turns}: {why}; enter the points of {cards} scored "
                                             "by hand")
MARKET_EMPTY = text("realm.end.market_empty", "the market is empty")
NONE_PLACEABLE = text("realm.end.none_placeable", "no card in the market can be placed")
NOT_PENDING = refusal("not_pending", "'{key}' is not waiting for points (waiting: {pending})")
NEGATIVE = refusal("negative_points", "Points are never negative; got {points}")
ENTERED = text("realm.log.enter_points", "Entered {points} for {key}")
FINAL = text("realm.log.final_score", "Final score {total}: {rating}")


class EndGame(Action):
    """Automatic: no market card can be placed (or the market is empty), so the game ends."""

    type: Literal["end_game"] = "end_game"
    automatic_only = True

    def apply(self, state: RealmState) -> None:
        state.phase = "scoring"
        state.manual_pending = manual_keys(state)

    def describe(self, state: RealmState) -> Msg:
        why = MARKET_EMPTY() if not state.market else NONE_PLACEABLE()
        manual = len(manual_keys(state))
        turns = amount(state.turn - 1, "turn")
        if manual:
            return ENDS_BY_HAND(turns=turns, why=why, cards=amount(manual, "card"))
        return ENDS(turns=turns, why=why)


class EnterPoints(Action):
    """Enter the points of a region or wonder whose scoring is manual (its condition judged by the player)."""

    type: Literal["enter_points"] = "enter_points"
    key: str
    points: int

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("scoring",), "enter_points")
        if self.key not in state.manual_pending:
            pending: Param = [key_said(state, k) for k in state.manual_pending] or NONE()
            raise RuleError(NOT_PENDING(key=key_said(state, self.key), pending=pending))
        if self.points < 0:
            raise RuleError(NEGATIVE(points=self.points))

    def apply(self, state: RealmState) -> None:
        state.manual_pending.remove(self.key)
        state.manual_points[self.key] = self.points

    def describe(self, state: RealmState) -> Msg:
        return ENTERED(points=amount(self.points, "point"), key=key_said(state, self.key))


class FinalScore(Action):
    """Automatic: the final score with its breakdown and rating."""

    type: Literal["final_score"] = "final_score"
    automatic_only = True

    def apply(self, state: RealmState) -> None:
        state.score = final_score(state)
        state.phase = "over"

    def describe(self, state: RealmState) -> Msg:
        sheet = final_score(state)
        return FINAL(total=sheet.total, rating=sheet.rating)
