"""The Ancient World's rules data (board, round track, city-states, tribes, card catalog), validated on load."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    Field,
    NonNegativeInt,
    PositiveInt,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from companion.core.rules_data import RulesModel, load
from companion.taw.abilities.records import BY_ID, RECORDS
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
    opens_in_round: PositiveInt
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

    round: PositiveInt
    empire_deck: Literal["A", "B"]
    #: The titan deck the Draw Titans step draws from this round (None: round 1 draws none).
    titan_stars: PositiveInt | None
    reveals: tuple[SpaceId, ...]


class BuildingDiscount(RulesModel):
    """Fewer coins for an expensive building: ``less_coins`` off a cost above ``over_coins``."""

    over_coins: NonNegativeInt
    less_coins: PositiveInt


class CityStateInfo(RulesModel):
    """A city-state side of a player board (City-State Abilities section)."""

    id: CityStateId
    label: str
    start_coins: NonNegativeInt
    start_knowledge: NonNegativeInt
    start_arrows: NonNegativeInt
    army_limit_bonus: NonNegativeInt
    #: Ambrosia gained with each knowledge token gained (Unearthers of Umnok).
    ambrosia_per_knowledge: NonNegativeInt
    #: A building costing more than ``over_coins`` coins costs ``less_coins`` fewer (Architects of Amnite).
    building_discount: BuildingDiscount | None
    #: What Expand costs in coins instead of the board's price (Architects of Amnite: districts cost 1 coin).
    expand_coins: NonNegativeInt | None
    #: The round from which Grow is open to this city-state, before the board opens it (Merchants of Merlume: 2).
    grow_from_round: PositiveInt | None
    text: str


DieFace = Literal["titan", "coin", "blank"]


class Board(RulesModel):
    """rules_data/ancient_world/board.json."""

    players: PlayerRange
    starting_coins_by_seat: tuple[NonNegativeInt, ...]
    starting_citizens: tuple[PositiveInt, ...]
    max_citizen_skill: PositiveInt
    capital: Capital
    #: The round track, rounds 1 to the last in order (Game Overview: six rounds); validated before ``spaces``.
    rounds: tuple[RoundInfo, ...] = Field(min_length=1)
    spaces: tuple[SpaceInfo, ...]
    empire_row_size: dict[str, PositiveInt]
    ambrosia_refill_max_citizens: dict[str, NonNegativeInt]
    dice_faces: tuple[DieFace, ...] = Field(min_length=1)
    costs: Costs
    ambrosia_costs: AmbrosiaCosts
    city_states: tuple[CityStateInfo, ...]
    #: Symbols assumed for a starting titan until the table enters the printed ones.
    starting_titan_default: TitanCard

    @field_validator("rounds")
    @classmethod
    def _rounds_in_order(cls, rounds: tuple[RoundInfo, ...]) -> tuple[RoundInfo, ...]:
        numbers = [r.round for r in rounds]
        if numbers != list(range(1, len(rounds) + 1)):
            raise ValueError(f"rounds must be numbered 1 to {len(rounds)} in order; they are {numbers}")
        return rounds

    @field_validator("spaces")
    @classmethod
    def _spaces_open_in_a_round(cls, spaces: tuple[SpaceInfo, ...], info: ValidationInfo) -> tuple[SpaceInfo, ...]:
        last = len(info.data.get("rounds", ()))
        late = [f"{i}.opens_in_round is {s.opens_in_round}" for i, s in enumerate(spaces) if s.opens_in_round > last]
        if last and late:
            raise ValueError(f"there are {last} rounds: " + ", ".join(late))
        return spaces

    @property
    def last_round(self) -> int:
        """The number of the game's last round (Game Overview: six rounds)."""
        return len(self.rounds)

    @property
    def titan_decks(self) -> tuple[int, ...]:
        """The titan decks by their stars, lowest first: the decks the round track draws from."""
        return tuple(sorted({r.titan_stars for r in self.rounds if r.titan_stars is not None}))

    def space(self, space_id: str) -> SpaceInfo:
        """The space with this id."""
        return next(s for s in self.spaces if s.id == space_id)

    def round_info(self, number: int) -> RoundInfo:
        """The round track entry for round ``number`` (1 to the last round)."""
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


class AbilityAmounts(RulesModel):
    """The numbers an ability's text prints that are no symbol on the card (Card Clarifications): Dungeons'
    extra coins, Scribe Guild's coin and knowledge."""

    coins: PositiveInt | None = None
    knowledge: PositiveInt | None = None


class CatalogEntry(RulesModel):
    """A named card with the symbols the rulebook states, its ability's amounts and its clarification text."""

    card: AnyCard
    amounts: AbilityAmounts | None = None
    text: str


class Catalog(RulesModel):
    """rules_data/ancient_world/catalog.json: starting cards and every card in Card Clarifications."""

    about: str = ""
    cards: tuple[CatalogEntry, ...]

    @model_validator(mode="after")
    def _one_card_per_ability(self) -> Catalog:
        """Every ability record has exactly one card here (an unknown id is refused by the card), whose entry gives
        the amounts the record reads and no others."""
        counts = Counter(e.card.ability for e in self.cards if isinstance(e.card, EmpireCard) and e.card.ability)
        twice = [f"{ability} is on {n} cards" for ability, n in counts.items() if n > 1]
        missing = [f"{record.id} has no card" for record in RECORDS if record.id not in counts]
        if twice or missing:
            raise ValueError("each ability needs exactly one card: " + ", ".join(twice + missing))
        for i, entry in enumerate(self.cards):
            ability = entry.card.ability if isinstance(entry.card, EmpireCard) else None
            needed = BY_ID[ability].amounts if ability else ()
            lacking = [f for f in needed if getattr(entry.amounts, f, None) is None]
            if lacking:
                raise ValueError(f"cards.{i}.amounts ({entry.card.name}) needs {', '.join(lacking)}")
            if entry.amounts is not None and not needed:
                raise ValueError(f"cards.{i}.amounts ({entry.card.name}): its ability reads no amounts")
        return self

    def amounts(self, ability: str) -> AbilityAmounts:
        """The amounts of the card with ``ability`` (present for each its record reads, checked on load)."""
        entry = next(e for e in self.cards if isinstance(e.card, EmpireCard) and e.card.ability == ability)
        return entry.amounts or AbilityAmounts()

    def by_name(self, name: str) -> CatalogEntry | None:
        """The entry with this name (case-insensitive), or None."""
        wanted = name.strip().casefold()
        return next((e for e in self.cards if e.card.name.casefold() == wanted), None)


def _up_to(bound: Callable[[Board], int]) -> AfterValidator:
    """Refuse an int above a number of board.json, read when a value is checked, not at import; pydantic's own
    message and code for a bound, so a refusal reads as a ``le=`` one did."""
    def check(number: int) -> int:
        most = bound(board())
        if number > most:
            raise PydanticCustomError("less_than_equal", "Input should be less than or equal to {le}", {"le": most})
        return number
    return AfterValidator(check)


def _maximum(bound: Callable[[Board], int]) -> Callable[[dict[str, Any]], None]:
    """The same bound as a JSON schema's ``maximum`` (the replay and score sheet schemas)."""
    def add(schema: dict[str, Any]) -> None:
        schema["maximum"] = bound(board())
    return add


def _last_round(rules: Board) -> int:
    return rules.last_round


def _max_skill(rules: Board) -> int:
    return rules.max_citizen_skill


#: A round of the round track (board.json), and the game's round, 0 before round 1 starts.
RoundNumber = Annotated[int, Field(ge=1, json_schema_extra=_maximum(_last_round)), _up_to(_last_round)]
GameRound = Annotated[int, Field(ge=0, json_schema_extra=_maximum(_last_round)), _up_to(_last_round)]
#: A citizen's skill, and a count of citizens: one citizen token per skill 1 to 5 (Setup; Grow).
Skill = Annotated[int, Field(ge=1, json_schema_extra=_maximum(_max_skill)), _up_to(_max_skill)]


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
