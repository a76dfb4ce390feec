"""The Ancient World's rules data (board, round track, city-states, tribes, card catalog), validated on load."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Annotated, Literal

from pydantic import Field, NonNegativeInt, PositiveInt, model_validator

from companion.core.rules_data import RulesModel, load
from companion.taw.abilities.ids import ABILITY_IDS
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard

SpaceId = Literal["labor", "build", "draft", "expand", "learn", "rebuild", "recruit", "explore", "grow"]
CityStateId = Literal["umnok", "merlume", "amnite", "galidor"]


class PlayerRange(RulesModel):
    min: PositiveInt
    max: PositiveInt


class Capital(RulesModel):
    """What the capital city on each player board gives (Setup)."""

    food: NonNegativeInt
    income_coins: NonNegativeInt
    army_limit: NonNegativeInt
    capacity: NonNegativeInt


class SpaceInfo(RulesModel):
    """One board action space: when it opens and how much ambrosia it starts with."""

    id: SpaceId
    label: str
    opens_in_round: int = Field(ge=1, le=6)
    start_ambrosia: NonNegativeInt
    summary: str


class Costs(RulesModel):
    """The numbers of the board actions (Citizen Actions section)."""

    labor_gain_coins: NonNegativeInt
    learn_coins: NonNegativeInt
    learn_gain_knowledge: NonNegativeInt
    expand_coins: NonNegativeInt
    expand_knowledge: NonNegativeInt
    expand_draw: PositiveInt
    rebuild_repairs: NonNegativeInt
    rebuild_gain_coins: NonNegativeInt
    explore_draw: PositiveInt
    grow_coins: NonNegativeInt
    placement_over_higher_skill: NonNegativeInt


class AmbrosiaCosts(RulesModel):
    """What each ambrosia ability costs (Ambrosia Abilities section)."""

    reuse_citizen: PositiveInt
    repair: PositiveInt
    skill_plus_one: PositiveInt
    feed_citizen: PositiveInt
    sword: PositiveInt
    coin: PositiveInt


class RoundInfo(RulesModel):
    """One space of the round track: which empire deck, which titan deck, which actions it reveals."""

    round: int = Field(ge=1, le=6)
    empire_deck: Literal["A", "B"]
    titan_stars: int | None = Field(ge=1, le=3)
    reveals: tuple[SpaceId, ...]


class CityStateInfo(RulesModel):
    """A city-state side of a player board (City-State Abilities section)."""

    id: CityStateId
    label: str
    start_coins: NonNegativeInt
    start_knowledge: NonNegativeInt
    start_arrows: NonNegativeInt
    army_limit_bonus: NonNegativeInt
    text: str


DieFace = Literal["titan", "coin", "blank"]


class Board(RulesModel):
    """rules_data/ancient_world/board.json."""

    players: PlayerRange
    starting_coins_by_seat: tuple[NonNegativeInt, ...]
    starting_citizens: tuple[PositiveInt, ...]
    max_citizen_skill: PositiveInt
    capital: Capital
    spaces: tuple[SpaceInfo, ...]
    empire_row_size: dict[str, PositiveInt]
    ambrosia_refill_max_citizens: dict[str, NonNegativeInt]
    dice_faces: tuple[DieFace, ...] = Field(min_length=1)
    costs: Costs
    ambrosia_costs: AmbrosiaCosts
    rounds: tuple[RoundInfo, ...] = Field(min_length=6, max_length=6)
    city_states: tuple[CityStateInfo, ...]
    #: Symbols assumed for a starting titan until the table enters the printed ones.
    starting_titan_default: TitanCard

    def space(self, space_id: str) -> SpaceInfo:
        """The space with this id."""
        return next(s for s in self.spaces if s.id == space_id)

    def round_info(self, number: int) -> RoundInfo:
        """The round track entry for round ``number`` (1-6)."""
        return self.rounds[number - 1]

    def city_state(self, city_id: str) -> CityStateInfo:
        """The city-state with this id."""
        return next(c for c in self.city_states if c.id == city_id)


class TribeInfo(RulesModel):
    """A tribe's label (editable: the rulebook does not name them), colour, and a shape so that colour is never
    the only signal: its word and a Material icon name for the UI (the offline web client has no font glyphs)."""

    id: str
    label: str
    colour: str = Field(pattern=r"^#[0-9A-Fa-f]{6}$")
    shape: str = Field(min_length=1)
    icon: str = Field(pattern=r"^[a-z0-9_]+$")

    @property
    def text(self) -> str:
        """The tribe in words, shape included: ``Red (triangle)``."""
        return f"{self.label} ({self.shape})"


class Tribes(RulesModel):
    """rules_data/ancient_world/tribes.json."""

    tribes: tuple[TribeInfo, ...]
    wild: TribeInfo

    def get(self, tribe: str) -> TribeInfo:
        """The tribe with this id, the wild banner included."""
        return next(t for t in (*self.tribes, self.wild) if t.id == tribe)


AnyCard = Annotated[EmpireCard | DistrictCard | TitanCard | MilitaryCard, Field(discriminator="kind")]


class CatalogEntry(RulesModel):
    """A named card with the symbols the rulebook states and its clarification text."""

    card: AnyCard
    text: str


class Catalog(RulesModel):
    """rules_data/ancient_world/catalog.json: starting cards and every card in Card Clarifications."""

    about: str = ""
    cards: tuple[CatalogEntry, ...]

    @model_validator(mode="after")
    def _one_card_per_ability(self) -> Catalog:
        """Every ability the registry knows has exactly one card here (an unknown id is refused by the card)."""
        counts = Counter(e.card.ability for e in self.cards if isinstance(e.card, EmpireCard) and e.card.ability)
        twice = [f"{ability} is on {n} cards" for ability, n in counts.items() if n > 1]
        missing = [f"{ability} has no card" for ability in ABILITY_IDS if ability not in counts]
        if twice or missing:
            raise ValueError("each ability needs exactly one card: " + ", ".join(twice + missing))
        return self

    def by_name(self, name: str) -> CatalogEntry | None:
        """The entry with this name (case-insensitive), or None."""
        wanted = name.strip().casefold()
        return next((e for e in self.cards if e.card.name.casefold() == wanted), None)


@cache
def board() -> Board:
    """The board tables."""
    return load("ancient_world/board.json", Board)


@cache
def tribes() -> Tribes:
    """Tribe labels, colours and shapes."""
    return load("ancient_world/tribes.json", Tribes)


@cache
def catalog() -> Catalog:
    """The named-card catalog."""
    return load("ancient_world/catalog.json", Catalog)
