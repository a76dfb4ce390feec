"""Cards described by their printed symbols (no public card list exists for The Ancient World).

Empire, district and titan cards share one symbol set (``Card``); titans add stars, defence, the
sword-only mark and their coin-symbol effect; military cards have a front and legacy abilities.
"""

from __future__ import annotations

from enum import StrEnum
from functools import lru_cache
from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, NonNegativeInt, model_validator
from pydantic_core import PydanticCustomError

from companion.core.names import CardName
from companion.taw.abilities.records import unknown_id_problem
from companion.taw.data import TitanStars
from companion.taw.said import commas, counted, pluses
from companion.words import Msg, english, text

#: Tribe banner colours; ``any`` is Traveler Camp's wild banner, chosen at scoring.
Tribe = Literal["red", "blue", "yellow", "green", "purple", "any"]
TRIBES: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple")
#: The wild banner's id.
WILD = "any"


def _check_tribes(value: dict[str, int]) -> dict[str, int]:
    """Banner requirements name real tribes (never the wild ``any``)."""
    unknown = sorted(set(value) - set(TRIBES))
    if unknown:
        tribes = ", ".join(TRIBES)
        raise PydanticCustomError("unknown_tribe", f"unknown tribe {', '.join(unknown)}; tribes are {tribes}")
    return value


#: Banners required, by tribe (Hall of War, Trade City, Treasury, Trade Route).
TribeCounts = Annotated[dict[str, NonNegativeInt], AfterValidator(_check_tribes)]


#: A card as the table names it: its name, typed or from the catalog, said as it is.
NAMED = text("taw.card.named", "{name}")
#: An unnamed card by its printed symbols, by the noun it is called: ``card (cost 4 coins, 1 food)``.
UNNAMED = {
    "card": text("taw.card.unnamed", "card ({symbols})"),
    "district": text("taw.card.unnamed_district", "district ({symbols})"),
    "titan": text("taw.card.unnamed_titan", "titan ({symbols})"),
    "army": text("taw.card.unnamed_army", "army ({symbols})"),
}
NO_SYMBOLS = text("taw.card.no_symbols", "no symbols")
#: A starting titan the table gave no name (the app's default one): no card prints this name, so it is translated.
STARTING_TITAN = text("taw.card.starting_titan", "Starting titan")
#: A sum of amounts after what it is: ``cost 4 coins + 1 knowledge``, ``income 1 coin``.
SUMS = {
    "cost": text("taw.card.cost", "cost {amounts}"),
    "income": text("taw.card.income", "income {amounts}"),
    "gain": text("taw.card.gain", "gain {amounts}"),
    "card action": text("taw.card.card_action", "card action {amounts}"),
    "scores with": text("taw.card.scores_with", "scores with {amounts}"),
    "legacy": text("taw.card.legacy", "legacy {amounts}"),
}
WHEN_EXPLORING = text("taw.card.when_exploring", "{bonus} when exploring")
DEFENCE = text("taw.card.defence", "defence {defence}")
DEFENCE_SWORDS = text("taw.card.defence_swords_only", "defence {defence}, swords only")


def _listed(*amounts: tuple[int, str]) -> list[Msg]:
    """Each amount that is not zero in words: ``(2, "coin"), (0, "sword")`` -> ``["2 coins"]``."""
    return [counted(n, one) for n, one in amounts if n]


def _sum_of(prefix: str, parts: list[Msg]) -> list[Msg]:
    """``["cost 4 coins + 1 knowledge"]``, or nothing when every amount is 0."""
    return [SUMS[prefix](amounts=pluses(parts))] if parts else []


def _tribe_word(tribe: str) -> str:
    """A tribe's banner in words: its id is its colour (``red``); Traveler Camp's ``any`` is a wild banner."""
    return "wild" if tribe == "any" else tribe


def _banner_words(banners: tuple[str, ...]) -> list[Msg]:
    """Banners counted by tribe, in the tribes' order: ``1 red banner``, ``2 blue banners``."""
    return [counted(banners.count(t), f"{_tribe_word(t)} banner") for t in (*TRIBES, "any") if t in banners]


@lru_cache(maxsize=1024)
def named(name: str) -> Msg:
    """A card's name as a message; remembered by the name (a frozen message of a string, never stale), as the legality
    check says the same few cards in every move it judges (issue 24, point 5)."""
    return NAMED(name=name)


def _in_words(noun: str, parts: list[Msg]) -> Msg:
    """An unnamed card by its printed symbols: ``card (cost 4 coins, 1 food, 1 red banner)``."""
    return UNNAMED[noun](symbols=commas(parts) if parts else NO_SYMBOLS())


def _cost(coins: int, knowledge: int) -> list[Msg]:
    """A card's printed cost in words: ``["cost 4 coins + 1 knowledge"]``; nothing for a free card."""
    return _sum_of("cost", _listed((coins, "coin"), (knowledge, "knowledge")))


class CardAction(BaseModel):
    """What follows the equals sign of a card action (Card Abilities: Card Action)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    coins: NonNegativeInt = 0
    knowledge: NonNegativeInt = 0
    ambrosia: NonNegativeInt = 0
    swords: NonNegativeInt = 0
    arrows: NonNegativeInt = 0

    def words(self) -> list[Msg]:
        """What the action gives, each in words: ``2 coins``, ``1 sword``."""
        return _listed((self.coins, "coin"), (self.knowledge, "knowledge"), (self.ambrosia, "ambrosia"),
                       (self.swords, "sword"), (self.arrows, "arrow"))


class Card(BaseModel):
    """The printed symbols of an empire, district or titan card (Card Abilities section)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: CardName = ""
    #: Id of a named ability from the catalog (Card Clarifications), one of
    #: :mod:`companion.taw.abilities.records`; an id with no record is refused.
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

    #: What an unnamed card of this kind is called in words.
    noun: ClassVar[str] = "card"

    @model_validator(mode="after")
    def _known_ability(self) -> Card:
        """A misspelt ability id would silently do nothing: refuse it, naming the card and the known ids."""
        if self.ability is not None and (problem := unknown_id_problem(self.ability, self.name)):
            raise PydanticCustomError("unknown_ability", problem)
        return self

    @property
    def said(self) -> Msg:
        """The card as a message: its name, or, for a card entered without one, its printed symbols."""
        return named(self.name) if self.name else _in_words(self.noun, self.symbols())

    @property
    def label(self) -> str:
        """The name, or, for a card entered without one, the card by its printed symbols in English (never blank)."""
        return self.name or english()(self.said)

    def symbols(self) -> list[Msg]:
        """Every printed symbol in words, in the order a player reads them off the card: ``cost 4 coins``,
        ``1 food``, ``income 1 coin``, ``1 red banner``; a zero is left out."""
        parts = _cost(self.cost_coins, self.cost_knowledge)
        parts += _listed((self.food, "food"), (self.capacity, "capacity"), (self.army_limit, "army limit"),
                         (self.swords, "sword"), (self.arrows, "arrow"))
        parts += _sum_of("income", _listed((self.income_coins, "coin"), (self.income_knowledge, "knowledge"),
                                           (self.income_ambrosia, "ambrosia"), (self.income_repair, "repair")))
        parts += _sum_of("gain", _listed((self.gain_coins, "coin"), (self.gain_knowledge, "knowledge")))
        parts += _listed((self.gain_citizens, "new citizen"), (self.upgrade_citizens, "citizen upgrade"))
        if self.explore_bonus:
            bonus = counted(self.explore_bonus, "explore bonus")
            parts.append(WHEN_EXPLORING(bonus=bonus) if self.explore_bonus_explore_only else bonus)
        if self.action is not None:
            parts += _sum_of("card action", self.action.words())
        parts += _banner_words(self.banners)
        parts += _sum_of("scores with", [counted(n, f"{_tribe_word(t)} banner") for t, n in self.requires.items()])
        return parts


class EmpireCard(Card):
    """An empire card: takes 1 capacity, may be damaged (face down) and repaired."""

    kind: Literal["empire"] = "empire"
    deck: Literal["start", "A", "B", "C"] = "A"


class DistrictCard(Card):
    """A district card: grants capacity and abilities, needs no capacity."""

    kind: Literal["district"] = "district"
    noun: ClassVar[str] = "district"


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
    #: 0 for a starting titan, else the deck it came from (board.json's round track: 1, 2 or 3 stars).
    stars: TitanStars = 1
    defence: NonNegativeInt = 0
    sword_only: bool = False
    effect: TitanEffect = TitanEffect.LOSE_COIN
    #: X of "Lose X ambrosia"; 1 for the other effects.
    effect_amount: int = Field(default=1, ge=1)
    noun: ClassVar[str] = "titan"

    def symbols(self) -> list[Msg]:
        """The stars, the defence and whether only swords count, then the symbols every card has."""
        head = [counted(self.stars, "star")] if self.stars else []
        head.append((DEFENCE_SWORDS if self.sword_only else DEFENCE)(defence=self.defence))
        return head + super().symbols()

    @property
    def said(self) -> Msg:
        """The titan's name; an unnamed starting titan is the Starting titan; another unnamed one its symbols."""
        return STARTING_TITAN() if not self.name and not self.stars else super().said


class MilitarySymbols(BaseModel):
    """The attack and after-attack symbols on one face of a military card (Military Cards section)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    swords: NonNegativeInt = 0
    arrows: NonNegativeInt = 0
    loot: NonNegativeInt = 0
    spy: NonNegativeInt = 0
    repair: NonNegativeInt = 0

    def words(self) -> list[Msg]:
        """Each symbol in words, leaving out the zeros: ``2 swords``, ``1 arrow``, ``1 loot``."""
        return _listed((self.swords, "sword"), (self.arrows, "arrow"), (self.loot, "loot"), (self.spy, "spy"),
                       (self.repair, "repair"))


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
    def said(self) -> Msg:
        """The card as a message: its name, or, for a card entered without one, its printed symbols."""
        return named(self.name) if self.name else _in_words("army", self.symbols())

    @property
    def label(self) -> str:
        """The name, or, for a card entered without one, the card by its printed symbols in English (never blank)."""
        return self.name or english()(self.said)

    def symbols(self) -> list[Msg]:
        """Cost, front and legacy symbols in words: ``cost 3 coins``, ``2 swords``, ``legacy 1 sword``."""
        return _cost(self.cost_coins, self.cost_knowledge) + self.front.words() + _sum_of("legacy", self.legacy.words())
