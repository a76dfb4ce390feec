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
from companion.core.words import joined, plural
from companion.realm.cards import Card, Effect, Gains, Goods
from companion.realm.rules import GOODS, Resource, rules
from companion.realm.scoring import final_score, manual_keys
from companion.realm.state import (
    Phase,
    Placement,
    RealmState,
    Slot,
    card_problem,
    condition_holds,
    count,
    covered_slots,
    gain,
    lost_text,
    pay,
    penalty,
    position_text,
    positions,
    require,
    wonder_names,
)

FREE_PHASES: tuple[Phase, ...] = ("choose", "activate", "refill")
PHASE_TEXT: dict[Phase, str] = {
    "choose": "choosing a card from the market",
    "activate": "activating the regions being built over",
    "refill": "refilling the market",
    "scoring": "final scoring",
    "over": "the end of the game",
}


def need_phase(state: RealmState, allowed: tuple[Phase, ...], what: str) -> None:
    """Raise ``game_over`` or ``wrong_phase`` unless the game is in one of the ``allowed`` steps."""
    if state.phase in ("scoring", "over") and state.phase not in allowed:
        raise RuleError("game_over", f"{what} is not possible: the game has ended", rule="Game End")
    if state.phase not in allowed:
        wanted = " or ".join(PHASE_TEXT[p] for p in allowed)
        raise RuleError("wrong_phase", f"{what} belongs to {wanted}; now it is {PHASE_TEXT[state.phase]}",
                        rule="Game Turn")


def choice_goods(choices: tuple[Resource, ...]) -> Goods:
    """The chosen resources as goods."""
    return Goods.model_validate(dict(Counter(choices)))


def check_choices(choices: tuple[Resource, ...], wanted: int, what: str) -> None:
    """Raise ``wrong_choices`` unless exactly ``wanted`` resources were chosen."""
    if len(choices) != wanted:
        raise RuleError("wrong_choices", f"{what} gives {plural(wanted, 'resource')} of your choice; "
                        f"{len(choices)} chosen")


def effect_gains(state: RealmState, effect: Effect) -> Gains:
    """The effect's gain, multiplied by its "per" count in the civilization now."""
    times = 1 if effect.per is None else count(state.civ, effect.per)
    g = effect.gain
    return Gains(**g.scaled(times).model_dump(), any=g.any * times, points=g.points * times)


def verify_effect(state: RealmState, effect: Effect, choices: tuple[Resource, ...], extra: Goods, what: str) -> None:
    """Check an effect can be used: its condition holds, its payment plus ``extra`` is in storage, choices fit."""
    if not condition_holds(state.civ, effect.condition):
        assert effect.condition is not None
        have = count(state.civ, effect.condition.count)
        raise RuleError("condition_not_met", f"{what} needs {effect.condition.text()}; you have {have}")
    require(state, total(effect.pay, extra), what, "cannot_pay")
    check_choices(choices, effect_gains(state, effect).any, what)


def effect_outcome(state: RealmState, effect: Effect, choices: tuple[Resource, ...]) -> tuple[Goods, int]:
    """The goods and points an effect brings with these choices."""
    gains = effect_gains(state, effect)
    return total(Goods(**gains.model_dump(include={str(g) for g in GOODS})), choice_goods(choices)), gains.points


def total(*parts: Goods) -> Goods:
    """The sum of several amounts of goods."""
    return Goods(**{g: sum(getattr(p, g) for p in parts) for g in GOODS})


def exchange_text(state: RealmState, paid: Goods, got: Goods, points: int = 0) -> str:
    """E.g. "paid 1 gold for 1 wheat; storage holds at most 7, so ..."; points when there are any."""
    parts = (got.text() if got.items() else "", plural(points, "point") if points else "")
    gained = " and ".join(part for part in parts if part) or "nothing"
    head = f"paid {paid.text()} for {gained}" if paid.items() else f"received {gained}"
    after = state.storage.model_copy()
    for good in GOODS:
        setattr(after, good, getattr(after, good) - getattr(paid, good))
    return head + lost_text(after, got)


def exchange(state: RealmState, paid: Goods, got: Goods, points: int, cause: str) -> None:
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


class Build(Action):
    """Choose a market card (paying a wonder's cost) and place it beside or over the civilization."""

    type: Literal["build"] = "build"
    card: str
    position: int

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("choose",), "Building a card")
        if self.card not in state.market:
            raise RuleError("card_not_in_market", f"{self.card!r} is not in the market ({', '.join(state.market)})",
                            rule="1. Choose a Card from the Market")
        card = state.cards[self.card]
        if self.position not in positions(state.civ):
            self._position_error(state)
        if card.kind == "wonder":
            require(state, card.cost, f"The wonder {card.name}", "wonder_cost")

    def _position_error(self, state: RealmState) -> None:
        rule = "2. Place the Card In / Above Your Civilization"
        if not state.civ:
            raise RuleError("first_card_position", f"The first card founds the civilization at position 0, "
                            f"not {self.position}", rule=rule)
        if not -3 <= self.position <= len(state.civ):
            raise RuleError("position_out_of_range", f"Position {self.position} does not touch the civilization "
                            f"of {len(state.civ)} regions (allowed -3..{len(state.civ)})", rule=rule)
        wonders = sorted({state.civ[i].card for i in covered_slots(state.civ, self.position) if state.civ[i].wonder})
        raise RuleError("cannot_build_over_wonder", f"Position {self.position} would build over the wonder "
                        f"{', '.join(wonders)}; wonders may never be built over", rule=rule)

    def apply(self, state: RealmState) -> None:
        card = state.cards[self.card]
        if card.kind == "wonder":
            pay(state, card.cost)
        state.market.remove(self.card)
        state.placement = Placement(card=self.card, position=self.position,
                                    covered=covered_slots(state.civ, self.position))
        state.phase = "activate"
        queue_triggers(state, "build")

    def describe(self, state: RealmState) -> str:
        card = state.cards[self.card]
        paid = f", paying {card.cost.text()}" if card.kind == "wonder" and card.cost.items() else ""
        return f"Turn {state.turn}: built the {card.kind} {card.name} {position_text(state.civ, self.position)}{paid}"


class Activate(Action):
    """Activate one region being built over: harvest, labor, prospect, or take a monument's resource.

    ``slot`` is the region's index in the civilization row; ``choices`` are the resources chosen for
    "any resource" gains, in order.
    """

    type: Literal["activate"] = "activate"
    slot: int
    choices: tuple[Resource, ...] = ()

    def _region_and_cost(self, state: RealmState) -> tuple[Slot, Goods]:
        need_phase(state, ("activate",), "Activating a region")
        placement = state.placement
        assert placement is not None
        rule = "3. Activate the Regions Being Built Over"
        if self.slot not in placement.covered:
            covered = ", ".join(str(i + 1) for i in placement.covered) or "none"
            raise RuleError("region_not_covered",
                            f"Region {self.slot + 1} is not being built over (covered: {covered})", rule=rule)
        if self.slot in placement.activated:
            raise RuleError("already_activated", f"Region {self.slot + 1} was already activated this turn", rule=rule)
        slot = state.civ[self.slot]
        region = slot.region
        assert region is not None
        prices = rules().prices
        if region.kind == "misfortune":
            kind = rules().region_type("misfortune")
            raise RuleError("not_activatable", f"Region {self.slot + 1} is a {kind.name.lower()}: {kind.text}",
                            rule="Misfortune")
        if region.kind == "source":
            return slot, Goods(gold=prices.harvest_gold + penalty(state.civ, "harvest"))
        if region.kind == "citizen":
            return slot, Goods(gold=prices.labor_gold + penalty(state.civ, "labor"))
        return slot, Goods()

    def verify(self, state: RealmState) -> None:
        slot, cost = self._region_and_cost(state)
        region = slot.region
        what = f"Activating region {self.slot + 1} ({slot.card})"
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
        exchange(state, paid, got, points, f"{activity} of region {self.slot + 1}")
        assert state.placement is not None
        state.placement.activated.append(self.slot)
        if activity != "monument":
            queue_triggers(state, activity, resource)

    def describe(self, state: RealmState) -> str:
        activity, paid, got, points = self._outcome(state)
        name = state.civ[self.slot].card
        label = "Built over a monument" if activity == "monument" else activity.capitalize()
        return f"{label} (region {self.slot + 1}, {name}): {exchange_text(state, paid, got, points)}"


NotWanted = Literal["not_wanted"]
#: A push-down's word that the table takes no resource for the monuments left beneath the card.
NOT_WANTED: NotWanted = "not_wanted"


def untaken_monuments(state: RealmState) -> list[int]:
    """The monument regions beneath the chosen card whose resource was not taken by activating them."""
    placement = state.placement
    assert placement is not None
    return [i for i in placement.covered if i not in placement.activated
            and (region := state.civ[i].region) is not None and region.kind == "monument"]


def monuments_text(slots: Sequence[int]) -> str:
    """"the monument in region 2", "the monuments in regions 2 and 3" (slots are 0-based)."""
    regions = joined([str(i + 1) for i in slots])
    return f"the monument in region {regions}" if len(slots) == 1 else f"the monuments in regions {regions}"


class _Pushing(Action):
    """Pushing the chosen card down: it covers the regions beneath it and joins the civilization."""

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("activate",), "Pushing the card down")

    def apply(self, state: RealmState) -> None:
        placement = state.placement
        assert placement is not None
        card = state.cards[placement.card]
        new = [Slot(card=card.name, part=i, wonder=card.kind == "wonder", region=r) for i, r in enumerate(card.slots())]
        start = max(0, placement.position)
        state.civ = state.civ[:start] + new + state.civ[max(0, placement.position + 3):]
        state.placement = None
        state.phase = "refill"

    def describe(self, state: RealmState) -> str:
        return self._sentence(state, "", ())

    @staticmethod
    def _sentence(state: RealmState, taken: str, given: Sequence[int]) -> str:
        """"Pushed B down[, taken]; the civilization now has N regions[; regions not activated: ...]": the regions
        ``given`` a resource by the push-down are not listed as skipped."""
        placement = state.placement
        assert placement is not None
        skipped = [i + 1 for i in placement.covered if i not in placement.activated and i not in given]
        tail = f"; regions not activated: {', '.join(map(str, skipped))}" if skipped else ""
        length = len(state.civ) + 3 - len(placement.covered)
        return f"Pushed {placement.card} down{taken}; the civilization now has {length} regions{tail}"


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
                raise RuleError("no_monument_left", f"No monument beneath {card} is left to give a resource; push "
                                "it down without choosing one", rule="Monuments")
            return
        per = rules().prices.monument_built_over_resources
        if self.monuments is None and not self._before_the_question:
            raise RuleError("monument_resource_unchosen", f"{card} is built over {monuments_text(untaken)}: that "
                            f"gives {plural(per * len(untaken), 'resource')} of your choice. Choose it, or say it is "
                            "not wanted", rule="Monuments")
        if isinstance(self.monuments, tuple):
            check_choices(self.monuments, per * len(untaken), f"Building over {monuments_text(untaken)}")

    def apply(self, state: RealmState) -> None:
        if isinstance(self.monuments, tuple):
            exchange(state, Goods(), choice_goods(self.monuments), 0, "building over a monument")
        super().apply(state)

    def describe(self, state: RealmState) -> str:
        if not isinstance(self.monuments, tuple):  # none left, or not wanted: the sentence logged before the question
            return super().describe(state)
        untaken = untaken_monuments(state)
        got = exchange_text(state, Goods(), choice_goods(self.monuments))
        return self._sentence(state, f", built over {monuments_text(untaken)}: {got}", untaken)


class AutoPushDown(_Pushing):
    """Automatic: the card is pushed down once no region beneath it is left to activate."""

    type: Literal["auto_push_down"] = "auto_push_down"
    automatic_only = True


class Refill(Action):
    """Draw a card from the deck of the player's choice into the market; the player enters what it shows."""

    type: Literal["refill"] = "refill"
    deck: Literal["district", "wonder"]
    card: Card

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("refill",), "Refilling the market")
        rule = "5. Refill the Market"
        left = state.district_deck if self.deck == "district" else state.wonder_deck
        if left == 0:
            raise RuleError("deck_empty", f"The {self.deck} deck is empty", rule=rule)
        if self.card.kind != self.deck:
            raise RuleError("wrong_deck", f"{self.card.name} is a {self.card.kind}; it cannot come from the "
                            f"{self.deck} deck", rule=rule)
        verify_new_card(state, self.card)

    def apply(self, state: RealmState) -> None:
        state.cards[self.card.name] = self.card
        state.catalog.cards[self.card.name] = self.card
        state.market.append(self.card.name)
        if self.deck == "district":
            state.district_deck -= 1
        else:
            state.wonder_deck -= 1

    def describe(self, state: RealmState) -> str:
        left = (state.district_deck if self.deck == "district" else state.wonder_deck) - 1
        return f"Refilled the market with {self.card.name} from the {self.deck} deck ({left} left there)"


def verify_new_card(state: RealmState, card: Card) -> None:
    """A card entered now must be new to this game, fit the expansion setting and agree with the catalog."""
    if state.in_game(card.name):
        raise RuleError("card_in_game", f"{card.name!r} has already been entered in this game")
    problem = card_problem(card, state.expansion, state.catalog)
    if problem:
        raise RuleError("expansion_card" if card.is_expansion and not state.expansion else "catalog_conflict", problem)


class NextTurn(Action):
    """Automatic: the market is refilled (or both decks are empty), so a new turn begins."""

    type: Literal["next_turn"] = "next_turn"
    automatic_only = True

    def apply(self, state: RealmState) -> None:
        state.turn += 1
        state.phase = "choose"
        state.effect_used = False

    def describe(self, state: RealmState) -> str:
        return f"Turn {state.turn + 1} begins with {plural(len(state.market), 'card')} in the market"


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
            raise RuleError("no_trigger", f"The wonder {self.card} has not been triggered")

    def apply(self, state: RealmState) -> None:
        state.triggers.pop(0)
        got, points = self._gains(state)
        exchange(state, Goods(), got, points, f"effect of {self.card}")

    def describe(self, state: RealmState) -> str:
        got, points = self._gains(state)
        return f"The wonder {self.card} takes effect: {exchange_text(state, Goods(), got, points)}"


# -- game end ---------------------------------------------------------------------------------------------


class EndGame(Action):
    """Automatic: no market card can be placed (or the market is empty), so the game ends."""

    type: Literal["end_game"] = "end_game"
    automatic_only = True

    def apply(self, state: RealmState) -> None:
        state.phase = "scoring"
        state.manual_pending = manual_keys(state)

    def describe(self, state: RealmState) -> str:
        why = "the market is empty" if not state.market else "no card in the market can be placed"
        manual = len(manual_keys(state))
        tail = f"; enter the points of {plural(manual, 'card')} scored by hand" if manual else ""
        return f"The game ends after {plural(state.turn - 1, 'turn')}: {why}{tail}"


class EnterPoints(Action):
    """Enter the points of a region or wonder whose scoring is manual (its condition judged by the player)."""

    type: Literal["enter_points"] = "enter_points"
    key: str
    points: int

    def verify(self, state: RealmState) -> None:
        need_phase(state, ("scoring",), "Entering points")
        if self.key not in state.manual_pending:
            pending = ", ".join(state.manual_pending) or "none"
            raise RuleError("not_pending", f"{self.key!r} is not waiting for points (waiting: {pending})")
        if self.points < 0:
            raise RuleError("negative_points", f"Points are never negative; got {self.points}")

    def apply(self, state: RealmState) -> None:
        state.manual_pending.remove(self.key)
        state.manual_points[self.key] = self.points

    def describe(self, state: RealmState) -> str:
        return f"Entered {plural(self.points, 'point')} for {self.key}"


class FinalScore(Action):
    """Automatic: the final score with its breakdown and rating."""

    type: Literal["final_score"] = "final_score"
    automatic_only = True

    def apply(self, state: RealmState) -> None:
        state.score = final_score(state)
        state.phase = "over"

    def describe(self, state: RealmState) -> str:
        sheet = final_score(state)
        return f"Final score {sheet.total}: {sheet.rating}"
