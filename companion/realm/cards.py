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
#: What is counted, in words: (one, several), for "per commoner" and "at least 2 commoners".
COUNT_WORDS: dict[CountOf, tuple[str, str]] = {
    "nobility": ("nobility", "nobility"),
    "commoner": ("commoner", "commoners"),
    "citizen": ("citizen", "citizens"),
    "citizen_group": ("citizen group", "citizen groups"),
    "largest_citizen_group": ("citizen in the largest group", "citizens in the largest group"),
    "mine": ("mine", "mines"),
    "source": ("resource source", "resource sources"),
    "wheat_source": ("wheat source", "wheat sources"),
    "wood_source": ("wood source", "wood sources"),
    "stone_source": ("stone source", "stone sources"),
    "any_source": ("any-resource source", "any-resource sources"),
    "wonder": ("wonder", "wonders"),
    "adjacent_wonder": ("adjacent wonder", "adjacent wonders"),
    "misfortune": ("misfortune", "misfortunes"),
    "monument": ("monument", "monuments"),
}

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

    def text(self) -> str:
        """E.g. "2 gold and 1 wood"; "nothing" when empty."""
        parts = [f"{n} {g}" for g, n in self.items()]
        return " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts) or "nothing"

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

    def text(self) -> str:
        """E.g. "at least 3 commoners", for messages and the score sheet."""
        one, many = COUNT_WORDS[self.count]
        return f"at least {self.at_least} {one if self.at_least == 1 else many}"


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
            raise PydanticCustomError("each_needs_per", "Points each need what they are counted per: choose it")
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
            raise PydanticCustomError("cost_in_gold", "A wonder's cost is paid in resources, not gold")
        return self

    def slots(self) -> list[Region | None]:
        """Three slots left to right; ``None`` is the large wonder."""
        return [self.region, None, None] if self.region_side == "left" else [None, None, self.region]

    @property
    def is_expansion(self) -> bool:
        """Wonders never come from the expansion (their region cannot be a misfortune or monument)."""
        return False


Card = Annotated[DistrictCard | WonderCard, Field(discriminator="kind")]


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

    def conflict(self, card: DistrictCard | WonderCard) -> str | None:
        """Why ``card`` contradicts the remembered card of the same name, or None when it does not."""
        known = self.cards.get(card.name)
        if known is None or known == card:
            return None
        return f"The catalog already has a different card named {card.name!r}; correct the catalog entry first"

