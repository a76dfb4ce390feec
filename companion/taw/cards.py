"""Cards described by their printed symbols (no public card list exists for The Ancient World).

Empire, district and titan cards share one symbol set (``Card``); titans add stars, defence, the
sword-only mark and their coin-symbol effect; military cards have a front and legacy abilities.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt

from companion.core.names import CardName

#: Tribe banner colours; ``any`` is Traveler Camp's wild banner, chosen at scoring.
Tribe = Literal["red", "blue", "yellow", "green", "purple", "any"]
TRIBES: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple")


class CardAction(BaseModel):
    """What follows the equals sign of a card action (Card Abilities: Card Action)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    coins: NonNegativeInt = 0
    knowledge: NonNegativeInt = 0
    ambrosia: NonNegativeInt = 0
    swords: NonNegativeInt = 0
    arrows: NonNegativeInt = 0


class Card(BaseModel):
    """The printed symbols of an empire, district or titan card (Card Abilities section)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: CardName = ""
    #: Id of a named ability from the catalog (Card Clarifications), performed by code.
    ability: str | None = None
    cost_coins: NonNegativeInt = 0
    cost_knowledge: NonNegativeInt = 0
    banners: tuple[Tribe, ...] = ()
    food: NonNegativeInt = 0
    capacity: NonNegativeInt = 0
    army_limit: NonNegativeInt = 0
    swords: NonNegativeInt = 0
    arrows: NonNegativeInt = 0
    income_coins: NonNegativeInt = 0
    income_knowledge: NonNegativeInt = 0
    income_ambrosia: NonNegativeInt = 0
    income_repair: NonNegativeInt = 0
    gain_coins: NonNegativeInt = 0
    gain_knowledge: NonNegativeInt = 0
    gain_citizens: NonNegativeInt = 0
    upgrade_citizens: NonNegativeInt = 0
    explore_bonus: NonNegativeInt = 0
    explore_bonus_explore_only: bool = False
    action: CardAction | None = None
    #: Banners a scoring card requires (Hall of War, Trade City), by tribe.
    requires: dict[str, NonNegativeInt] = Field(default_factory=dict)

    @property
    def label(self) -> str:
        """The name, or a short description by symbols when the card has no name."""
        if self.name:
            return self.name
        banners = "/".join(self.banners) or "no"
        return f"card ({banners} banners)"


class EmpireCard(Card):
    """An empire card: takes 1 capacity, may be damaged (face down) and repaired."""

    kind: Literal["empire"] = "empire"
    deck: Literal["start", "A", "B", "C"] = "A"


class DistrictCard(Card):
    """A district card: grants capacity and abilities, needs no capacity."""

    kind: Literal["district"] = "district"


class TitanEffect(StrEnum):
    """The coin-symbol effects printed at the bottom of titan cards (Titan Damage section)."""

    LOSE_COIN = "lose_coin"
    COIN_ON_ARMY = "coin_on_army"
    LOSE_AMBROSIA = "lose_ambrosia"
    LOSE_RETIRED = "lose_retired"
    DISCARD_STORED = "discard_stored"
    LOSE_DISTRICT = "lose_district"


class TitanCard(Card):
    """A titan: threatening on a board, or defeated (then its banners, capacity and symbols count)."""

    kind: Literal["titan"] = "titan"
    #: 0 for a starting titan, else the deck it came from (1, 2 or 3 stars).
    stars: int = Field(default=1, ge=0, le=3)
    defence: NonNegativeInt = 0
    sword_only: bool = False
    effect: TitanEffect = TitanEffect.LOSE_COIN
    #: X of "Lose X ambrosia"; 1 for the other effects.
    effect_amount: int = Field(default=1, ge=1)


class MilitarySymbols(BaseModel):
    """The attack and after-attack symbols on one face of a military card (Military Cards section)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    swords: NonNegativeInt = 0
    arrows: NonNegativeInt = 0
    loot: NonNegativeInt = 0
    spy: NonNegativeInt = 0
    repair: NonNegativeInt = 0


class MilitaryCard(BaseModel):
    """A military card: its front symbols while active, its legacy symbols once retired."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["military"] = "military"
    name: CardName = ""
    cost_coins: NonNegativeInt = 0
    cost_knowledge: NonNegativeInt = 0
    front: MilitarySymbols = MilitarySymbols()
    legacy: MilitarySymbols = MilitarySymbols()

    @property
    def label(self) -> str:
        """The name, or a short description by symbols."""
        return self.name or f"army ({self.front.swords} swords, {self.front.arrows} arrows)"
