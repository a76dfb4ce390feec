"""Ancient Realm cards as the player enters them from their printed values, and the catalog of them.

Card contents are not public, so every district and wonder is described by a small, explicit set of
fields: region kinds with their resource, citizen effect, mine points or misfortune penalty; a
wonder's resource cost, scoring condition and triggered effect. Anything the fields cannot express
is scored with ``Score(manual=True)``: the player enters those points at game end.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from companion.core.names import NamedCard
from companion.realm.rules import GOODS, Resource
from companion.words import N_, Msg, Param, Text, ntext, refusal, text

#: What a count, condition or "per" multiplier can count in the civilization (visible regions only).
#: ``largest_citizen_group`` is the size of the largest run of adjacent citizens;
#: ``adjacent_wonder`` counts wonders lying next to at least one other wonder.
CountOf = Literal[
    "nobility",
    "commoner",
    "citizen",
    "citizen_group",
    "largest_citizen_group",
    "mine",
    "source",
    "wheat_source",
    "wood_source",
    "stone_source",
    "any_source",
    "wonder",
    "adjacent_wonder",
    "misfortune",
    "monument",
]
COUNTS: tuple[CountOf, ...] = CountOf.__args__  # type: ignore[attr-defined]
#: What is counted, named alone: "per commoner".
COUNT_NAMES: dict[CountOf, Text] = {
    "nobility": text("realm.count.nobility", "nobility"),
    "commoner": text("realm.count.commoner", "commoner"),
    "citizen": text("realm.count.citizen", "citizen"),
    "citizen_group": text("realm.count.citizen_group", "citizen group"),
    "largest_citizen_group": text("realm.count.largest_citizen_group", "citizen in the largest group"),
    "mine": text("realm.count.mine", "mine"),
    "source": text("realm.count.source", "resource source"),
    "wheat_source": text("realm.count.wheat_source", "wheat source"),
    "wood_source": text("realm.count.wood_source", "wood source"),
    "stone_source": text("realm.count.stone_source", "stone source"),
    "any_source": text("realm.count.any_source", "any-resource source"),
    "wonder": text("realm.count.wonder", "wonder"),
    "adjacent_wonder": text("realm.count.adjacent_wonder", "adjacent wonder"),
    "misfortune": text("realm.count.misfortune", "misfortune"),
    "monument": text("realm.count.monument", "monument"),
}
#: What is counted, with its number: "at least 2 commoners".
COUNTED: dict[CountOf, Text] = {
    "nobility": ntext("realm.counted.nobility", "{n} nobility", "{n} nobility"),
    "commoner": ntext("realm.counted.commoner", "{n} commoner", "{n} commoners"),
    "citizen": ntext("realm.counted.citizen", "{n} citizen", "{n} citizens"),
    "citizen_group": ntext("realm.counted.citizen_group", "{n} citizen group", "{n} citizen groups"),
    "largest_citizen_group": ntext("realm.counted.largest_citizen_group", "{n} citizen in the largest group",
                                   "{n} citizens in the largest group"),
    "mine": ntext("realm.counted.mine", "{n} mine", "{n} mines"),
    "source": ntext("realm.counted.source", "{n} resource source", "{n} resource sources"),
    "wheat_source": ntext("realm.counted.wheat_source", "{n} wheat source", "{n} wheat sources"),
    "wood_source": ntext("realm.counted.wood_source", "{n} wood source", "{n} wood sources"),
    "stone_source": ntext("realm.counted.stone_source", "{n} stone source", "{n} stone sources"),
    "any_source": ntext("realm.counted.any_source", "{n} any-resource source", "{n} any-resource sources"),
    "wonder": ntext("realm.counted.wonder", "{n} wonder", "{n} wonders"),
    "adjacent_wonder": ntext("realm.counted.adjacent_wonder", "{n} adjacent wonder", "{n} adjacent wonders"),
    "misfortune": ntext("realm.counted.misfortune", "{n} misfortune", "{n} misfortunes"),
    "monument": ntext("realm.counted.monument", "{n} monument", "{n} monuments"),
}
#: Gold and each resource counted: "3 gold" / "3 Gold", "1 wheat" / "1 Weizen".
GOOD_AMOUNTS: dict[str, Text] = {
    "gold": ntext("realm.amount.gold", "{n} gold", "{n} gold"),
    "wheat": ntext("realm.amount.wheat", "{n} wheat", "{n} wheat"),
    "wood": ntext("realm.amount.wood", "{n} wood", "{n} wood"),
    "stone": ntext("realm.amount.stone", "{n} stone", "{n} stone"),
}
#: Gold and each resource named alone ("Shop: 1 wheat" says its amount; a chip says "Wheat").
GOOD_NAMES: dict[str, Text] = {
    "gold": text("realm.good.gold", "gold"),
    "wheat": text("realm.good.wheat", "wheat"),
    "wood": text("realm.good.wood", "wood"),
    "stone": text("realm.good.stone", "stone"),
}
#: A card of each kind counted, and named alone.
KIND_AMOUNTS: dict[str, Text] = {
    "district": ntext("realm.amount.district", "{n} district", "{n} districts"),
    "wonder": ntext("realm.amount.wonder", "{n} wonder", "{n} wonders"),
}
KIND_NAMES: dict[str, Text] = {
    "district": text("realm.kind.district", "district"),
    "wonder": text("realm.kind.wonder", "wonder"),
}
NOTHING = text("realm.nothing", "nothing")
AT_LEAST = text("realm.at_least", "at least {amount}")
#: Two things said one after the other: "1 wood and 0 stone" (storage's amounts are said so, however many).
AND = text("realm.and", "{first} and {second}")


def and_chain(parts: list[Msg]) -> Msg:
    """``a and b and c``: the parts joined by "and" alone (no commas), as storage's amounts are said."""
    said = parts[0]
    for part in parts[1:]:
        said = AND(first=said, second=part)
    return said


#: What a misfortune penalises.
PenaltyActivity = Literal["harvest", "labor", "prospect", "shopping"]


class _Card(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Goods(_Card):
    """Amounts of gold and the three resources (a cost, a payment or a fixed gain)."""

    gold: int = Field(default=0, ge=0)
    wheat: int = Field(default=0, ge=0)
    wood: int = Field(default=0, ge=0)
    stone: int = Field(default=0, ge=0)

    def items(self) -> list[tuple[str, int]]:
        """The non-zero (good, amount) pairs, in storage order."""
        return [(g, getattr(self, g)) for g in GOODS if getattr(self, g)]

    def amounts(self) -> list[Msg]:
        """Each non-zero amount as a message: "2 gold", "1 wood"."""
        return [GOOD_AMOUNTS[g](n=n) for g, n in self.items()]

    def said(self) -> Param:
        """E.g. "2 gold and 1 wood" (a list, joined by the reader's language); "nothing" when empty."""
        return self.amounts() or NOTHING()

    def scaled(self, factor: int) -> Goods:
        """These goods ``factor`` times."""
        return Goods(**{g: getattr(self, g) * factor for g in GOODS})


class Gains(Goods):
    """A gain: fixed goods, ``any`` resources of the player's choice, and points kept for game end."""

    any: int = Field(default=0, ge=0)
    points: int = Field(default=0, ge=0)


class Condition(_Card):
    """"If you have at least N <things> in your civilization"."""

    count: CountOf
    at_least: int = Field(ge=1)

    def said(self) -> Msg:
        """E.g. "at least 3 commoners", for messages and the score sheet."""
        return AT_LEAST(amount=COUNTED[self.count](n=self.at_least))


class Effect(_Card):
    """A citizen's or district's effect: optionally pay goods, then gain, optionally once per counted thing.

    Example: "pay 1 wheat: 2 gold per nobility" is ``Effect(pay=Goods(wheat=1), gain=Gains(gold=2),
    per="nobility")``.
    """

    pay: Goods = Goods()
    gain: Gains = Gains()
    per: CountOf | None = None
    condition: Condition | None = None


class Score(_Card):
    """Points at game end: ``base`` plus ``each`` per counted thing, or entered by hand (``manual``)."""

    base: int = Field(default=0, ge=0)
    each: int = Field(default=0, ge=0)
    per: CountOf | None = None
    manual: bool = False

    @model_validator(mode="after")
    def _each_needs_per(self) -> Score:
        if self.each and self.per is None:
            raise PydanticCustomError("each_needs_per", N_("Points each need what they are counted per: choose it"))
        return self


class SourceRegion(_Card):
    """Harvest: pay gold for this resource (``any`` = one of the player's choice)."""

    kind: Literal["source"] = "source"
    resource: Resource | Literal["any"]


class CitizenRegion(_Card):
    """Labor: pay gold to use this citizen's effect."""

    kind: Literal["citizen"] = "citizen"
    citizen: Literal["nobility", "commoner"]
    effect: Effect = Effect()


class MineRegion(_Card):
    """Prospect: receive gold; at game end the mine scores ``points``."""

    kind: Literal["mine"] = "mine"
    points: Score = Score()


class Penalty(_Card):
    """A misfortune's negative effect: an activity costs ``gold`` more (prospect: gives that much less)."""

    activity: PenaltyActivity
    gold: int = Field(ge=1)


class MisfortuneRegion(_Card):
    """Expansion: its penalty applies while visible; enduring it scores ``points`` at game end."""

    kind: Literal["misfortune"] = "misfortune"
    penalty: Penalty | None = None
    points: Score = Score()


class MonumentRegion(_Card):
    """Expansion: built over, 1 resource of choice; kept, points at game end (rules data)."""

    kind: Literal["monument"] = "monument"


Region = Annotated[
    SourceRegion | CitizenRegion | MineRegion | MisfortuneRegion | MonumentRegion, Field(discriminator="kind")
]
WonderRegion = Annotated[SourceRegion | CitizenRegion | MineRegion, Field(discriminator="kind")]


class Trigger(_Card):
    """A wonder's effect, applied automatically each time another card triggers it.

    ``on`` is the activity that triggers it: an activation of a region of the civilization, or
    building a card (never the wonder itself).
    """

    on: Literal["harvest", "labor", "prospect", "build"]
    resource: Resource | None = None
    gain: Goods = Goods()
    points: int = Field(default=0, ge=0)


class WonderScoring(_Card):
    """A wonder's points: ``points`` if ``condition`` holds (no condition: always)."""

    condition: Condition | None = None
    points: Score = Score()


class DistrictCard(_Card):
    """A district: three regions left to right, and the effect printed on its back."""

    kind: Literal["district"] = "district"
    name: NamedCard
    regions: tuple[Region, Region, Region]
    effect: Effect | None = None

    def slots(self) -> list[Region | None]:
        """The card's three region slots, left to right."""
        return list(self.regions)

    @property
    def is_expansion(self) -> bool:
        """True when a region needs the Misfortunes & Monuments expansion."""
        return any(r.kind in ("misfortune", "monument") for r in self.regions)


class WonderCard(_Card):
    """A wonder: one region and the large wonder (two slots wide), its cost, scoring and effect."""

    kind: Literal["wonder"] = "wonder"
    name: NamedCard
    region: WonderRegion
    region_side: Literal["left", "right"] = "left"
    cost: Goods = Goods()
    scoring: WonderScoring = WonderScoring()
    trigger: Trigger | None = None

    @model_validator(mode="after")
    def _cost_is_resources(self) -> WonderCard:
        if self.cost.gold:
            raise PydanticCustomError("cost_in_gold", N_("A wonder's cost is paid in resources, not gold"))
        return self

    def slots(self) -> list[Region | None]:
        """Three slots left to right; ``None`` is the large wonder."""
        return [self.region, None, None] if self.region_side == "left" else [None, None, self.region]

    @property
    def is_expansion(self) -> bool:
        """Wonders never come from the expansion (their region cannot be a misfortune or monument)."""
        return False


Card = Annotated[DistrictCard | WonderCard, Field(discriminator="kind")]
CATALOG_CONFLICT = refusal("catalog_conflict", "The catalog already has a different card named '{name}'; correct the "
                                               "catalog entry first")


class Catalog(BaseModel):
    """Every card the player has entered, by name, for reuse in later turns and games (plain JSON)."""

    model_config = ConfigDict(extra="forbid")

    cards: dict[str, Card] = {}

    @model_validator(mode="after")
    def _keys_are_names(self) -> Catalog:
        wrong = [key for key, card in self.cards.items() if key != card.name]
        if wrong:
            raise ValueError(f"catalog keys must be the card names; these are not: {wrong}")
        return self

    def entries(self) -> list[DistrictCard | WonderCard]:
        """All remembered cards, districts first, each group by name."""
        return sorted(self.cards.values(), key=lambda c: (c.kind != "district", c.name.casefold()))

    def get(self, name: str) -> DistrictCard | WonderCard | None:
        """The remembered card of this name, or None."""
        return self.cards.get(name)

    def conflict(self, card: DistrictCard | WonderCard) -> Msg | None:
        """Why ``card`` contradicts the remembered card of the same name, or None when it does not."""
        known = self.cards.get(card.name)
        if known is None or known == card:
            return None
        return CATALOG_CONFLICT(name=card.name)

