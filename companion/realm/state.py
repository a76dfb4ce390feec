"""Ancient Realm's setup and state: storage, the civilization as a row of region slots, market and decks.

The state is a plain pydantic model so that the generic log can rebuild, compare and store it. Helpers
here answer questions about the civilization (counts, citizen groups, adjacent wonders, placements)
and move goods in and out of storage with the 0..7 cap, recording what a capped gain lost.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from companion.core.errors import RuleError
from companion.core.refused_value import refused_value
from companion.realm.cards import (
    GOOD_AMOUNTS,
    KIND_AMOUNTS,
    Card,
    Catalog,
    Condition,
    CountOf,
    Goods,
    Region,
    and_chain,
)
from companion.realm.rules import GOODS, Good, rules
from companion.words import Msg, refusal, text

MARKET_DEALT = text("realm.setup.market_dealt", "The market starts with {wanted}; it has {has}")
MARKET_NAMES = text("realm.setup.market_names", "Two market cards are called {name}; each needs its own name")
EXPANSION_CARD = refusal("expansion_card", "{name} has misfortune or monument regions, which need the Misfortunes & "
                                           "Monuments expansion")
YOU_HAVE = text("realm.you_have", "you have {goods}")
#: A payment storage cannot make, by its code (one wording, each code its own message).
NEEDS_BY_CODE = {
    "wonder_cost": refusal("wonder_cost", "{what} needs {cost}; {held}"),
    "not_enough_gold": refusal("not_enough_gold", "{what} needs {cost}; {held}"),
    "cannot_pay": refusal("cannot_pay", "{what} needs {cost}; {held}"),
}

Phase = Literal["choose", "activate", "refill", "scoring", "over"]


class RealmSetup(BaseModel):
    """A new game: the four cards revealed into the market (2 districts, 2 wonders) and the known catalog."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    expansion: bool = False
    market: list[Card] = []
    catalog: Catalog = Catalog()

    @model_validator(mode="after")
    def _market_is_dealt_by_the_rules(self) -> RealmSetup:
        per_deck = rules().decks.market_per_deck
        kinds = [c.kind for c in self.market]
        if kinds.count("district") != per_deck or kinds.count("wonder") != per_deck:
            raise refused_value("market_dealt", MARKET_DEALT(
                wanted=[KIND_AMOUNTS[k](n=per_deck) for k in ("district", "wonder")],
                has=[KIND_AMOUNTS[k](n=kinds.count(k)) for k in ("district", "wonder")]))
        names = [c.name for c in self.market]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise refused_value("market_names", MARKET_NAMES(name=twice[0]))
        for card in self.market:
            problem = card_problem(card, self.expansion, self.catalog)
            if problem:
                raise refused_value("market_card", problem)
        return self


def card_problem(card: Card, expansion: bool, catalog: Catalog) -> Msg | None:
    """Why ``card`` cannot enter this game (expansion regions without the expansion, catalog conflict)."""
    if card.is_expansion and not expansion:
        return EXPANSION_CARD(name=card.name)
    return catalog.conflict(card)


class Storage(BaseModel):
    """The four storage cards (each 0..7)."""

    model_config = ConfigDict(extra="forbid")

    gold: int = Field(ge=0)
    wheat: int = Field(ge=0)
    wood: int = Field(ge=0)
    stone: int = Field(ge=0)

    def missing(self, cost: Goods) -> Goods:
        """What is lacking to pay ``cost`` (all zero when it can be paid)."""
        return Goods(**{g: max(0, getattr(cost, g) - getattr(self, g)) for g in GOODS})

    def held(self, goods: Goods) -> Msg:
        """E.g. "you have 1 wood and 0 stone": the stored amount of every good ``goods`` names."""
        return YOU_HAVE(goods=and_chain([GOOD_AMOUNTS[g](n=getattr(self, g)) for g, _ in goods.items()]))

    @property
    def resources(self) -> int:
        """Wheat, wood and stone together (scored 1 point per 2)."""
        return self.wheat + self.wood + self.stone


class Slot(BaseModel):
    """One region-wide place in the civilization: ``part`` (0..2) of ``card``; no region = large wonder."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    card: str
    part: int = Field(ge=0, le=2)
    wonder: bool
    region: Region | None


class Placement(BaseModel):
    """The card chosen this turn, lying over the civilization at ``position`` until pushed down.

    ``position`` is where the card's leftmost slot lies in the row before this turn: -3 or the row's
    length is beside it, anything between covers the slots ``covered`` (indexes into the row).
    """

    model_config = ConfigDict(extra="forbid")

    card: str
    position: int
    covered: list[int]
    activated: list[int] = []


class Loss(BaseModel):
    """Goods lost to the storage cap (a gain past the maximum) and what caused the gain."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    turn: int
    good: Good
    amount: int
    cause: Msg


class ScoreLine(BaseModel):
    """One line of the final score: what scored, how many points, and why."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    label: Msg
    points: int
    detail: Msg


class ScoreSheet(BaseModel):
    """The final score: its lines, total and the score table's rating text."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    lines: list[ScoreLine]
    total: int
    rating: Msg


class RealmState(BaseModel):
    """Everything about a game of Ancient Realm at one moment."""

    model_config = ConfigDict(extra="forbid")

    expansion: bool
    catalog: Catalog
    cards: dict[str, Card]
    storage: Storage
    civ: list[Slot] = []
    market: list[str]
    district_deck: int
    wonder_deck: int
    forgotten: list[str] = []
    phase: Phase = "choose"
    turn: int = 1
    placement: Placement | None = None
    effect_used: bool = False
    triggers: list[str] = []
    effect_points: int = 0
    losses: list[Loss] = []
    manual_pending: list[str] = []
    manual_points: dict[str, int] = {}
    score: ScoreSheet | None = None

    def in_game(self, name: str) -> bool:
        """True when a card of this name was already entered in this game (market, civilization, forgotten)."""
        return name in self.cards


def new_state(setup: RealmSetup) -> RealmState:
    """The state after setup: starting storage, the four market cards, decks without them."""
    data = rules()
    catalog = setup.catalog.model_copy(deep=True)
    for card in setup.market:
        catalog.cards[card.name] = card
    return RealmState(
        expansion=setup.expansion,
        catalog=catalog,
        cards={c.name: c for c in setup.market},
        storage=Storage(**data.storage.start.model_dump()),
        market=[c.name for c in setup.market],
        district_deck=data.decks.districts - data.decks.market_per_deck,
        wonder_deck=data.decks.wonders - data.decks.market_per_deck,
    )


# -- storage ---------------------------------------------------------------------------------------------


def capped(storage: Storage, goods: Goods) -> Goods:
    """The part of ``goods`` the storage cap throws away (all zero when everything fits)."""
    top = rules().storage.maximum
    return Goods(**{g: max(0, getattr(storage, g) + getattr(goods, g) - top) for g in GOODS})


def gain(state: RealmState, goods: Goods, cause: Msg) -> None:
    """Add ``goods`` to storage, capped at the maximum; each lost amount is recorded in ``state.losses``."""
    lost = capped(state.storage, goods)
    for good, amount in lost.items():
        state.losses.append(Loss(turn=state.turn, good=good, amount=amount, cause=cause))  # type: ignore[arg-type]
    for good in GOODS:
        setattr(state.storage, good, getattr(state.storage, good) + getattr(goods, good) - getattr(lost, good))


def pay(state: RealmState, goods: Goods) -> None:
    """Take ``goods`` out of storage (verified beforehand)."""
    for good in GOODS:
        setattr(state.storage, good, getattr(state.storage, good) - getattr(goods, good))


def require(state: RealmState, cost: Goods, what: Msg, code: str) -> None:
    """Raise ``code`` (one of :data:`NEEDS_BY_CODE`) naming the numbers when storage cannot pay ``cost`` for
    ``what``."""
    if state.storage.missing(cost).items():
        raise RuleError(NEEDS_BY_CODE[code](what=what, cost=cost.said(), held=state.storage.held(cost)))


# -- the civilization ------------------------------------------------------------------------------------


def wonder_names(civ: list[Slot]) -> list[str]:
    """The wonders in the civilization, left to right."""
    return list(dict.fromkeys(s.card for s in civ if s.wonder))


def citizen_groups(civ: list[Slot]) -> list[int]:
    """The sizes of the groups of adjacent citizens, left to right."""
    groups: list[int] = []
    run = 0
    for slot in [*civ, None]:
        if slot is not None and slot.region is not None and slot.region.kind == "citizen":
            run += 1
        elif run:
            groups.append(run)
            run = 0
    return groups


def adjacent_wonders(civ: list[Slot]) -> int:
    """How many wonders lie next to at least one other wonder."""
    touching: set[str] = set()
    for left, right in pairwise(civ):
        if left.wonder and right.wonder and left.card != right.card:
            touching.update((left.card, right.card))
    return len(touching)


def count(civ: list[Slot], what: CountOf) -> int:
    """How many of ``what`` the civilization shows now (covered regions do not count)."""
    if what == "wonder":
        return len(wonder_names(civ))
    if what == "adjacent_wonder":
        return adjacent_wonders(civ)
    if what in ("citizen_group", "largest_citizen_group"):
        groups = citizen_groups(civ)
        return len(groups) if what == "citizen_group" else max(groups, default=0)
    total = 0
    for slot in civ:
        region = slot.region
        if region is None:
            continue
        if region.kind == "citizen":
            total += what in ("citizen", region.citizen)
        elif region.kind == "source":
            total += what in ("source", f"{region.resource}_source")
        else:
            total += what == region.kind
    return total


def condition_holds(civ: list[Slot], condition: Condition | None) -> bool:
    """True when the civilization meets ``condition`` (no condition always holds)."""
    return condition is None or count(civ, condition.count) >= condition.at_least


def penalty(civ: list[Slot], activity: str) -> int:
    """Extra gold the visible misfortunes charge for ``activity`` (for prospect: gold not received)."""
    return sum(
        s.region.penalty.gold
        for s in civ
        if s.region is not None and s.region.kind == "misfortune" and s.region.penalty is not None
        and s.region.penalty.activity == activity
    )


def covered_slots(civ: list[Slot], position: int) -> list[int]:
    """Indexes of the row's slots a card at ``position`` lies over (empty when beside the row)."""
    return list(range(max(0, position), min(len(civ), position + 3)))


def positions(civ: list[Slot]) -> list[int]:
    """Every position a card may take: beside (left, right) or over 1-3 regions, never over a wonder."""
    if not civ:
        return [0]
    return [p for p in range(-3, len(civ) + 1) if not any(civ[i].wonder for i in covered_slots(civ, p))]


FOUNDING = text("realm.place.found", "to found the civilization")
LEFT_OF = text("realm.place.left", "to the left of the civilization")
RIGHT_OF = text("realm.place.right", "to the right of the civilization")
OVER_ONE = text("realm.place.over_one", "over region {region}")
OVER_SOME = text("realm.place.over_some", "over regions {first}-{last}")


def position_text(civ: list[Slot], position: int) -> Msg:
    """E.g. "to the left of the civilization" or "over regions 2-4" (regions numbered from 1)."""
    if not civ:
        return FOUNDING()
    covered = covered_slots(civ, position)
    if not covered:
        return LEFT_OF() if position < 0 else RIGHT_OF()
    first, last = covered[0] + 1, covered[-1] + 1
    return OVER_ONE(region=first) if first == last else OVER_SOME(first=first, last=last)
