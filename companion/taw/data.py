"""The Ancient World's rules data (board, round track, city-states, tribes), validated on load; the card catalog is
:mod:`companion.taw.catalog`."""

from __future__ import annotations

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
)
from pydantic_core import PydanticCustomError

from companion.core.rules_data import RulesModel, load
from companion.words import Msg, Text, Translator, text
from companion.words.rules import said

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


class Components(RulesModel):
    """The tokens and cards in the box (rulebook, Components): no player can own more of a kind than the game has."""

    about: str = ""
    coin_tokens: PositiveInt
    #: One set of knowledge tokens is played with: the larger (22 cardboard; 16 wooden).
    knowledge_tokens: PositiveInt
    ambrosia_pieces: PositiveInt
    #: The custom damage dice; a titan rolls one per banner (Attack a Titan), so none prints more banners.
    damage_dice: PositiveInt
    starting_empire_cards: PositiveInt
    #: Empire cards by deck: A, B and C.
    empire_cards: dict[Literal["A", "B", "C"], PositiveInt] = Field(min_length=3)
    starting_titan_cards: PositiveInt
    titan_cards: PositiveInt
    district_cards: PositiveInt

    @property
    def all_empire_cards(self) -> int:
        """Every empire card of the game, starting cards included."""
        return self.starting_empire_cards + sum(self.empire_cards.values())

    @property
    def all_titan_cards(self) -> int:
        """Every titan card of the game, starting titans included."""
        return self.starting_titan_cards + self.titan_cards


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
    components: Components

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


def _top_titan_deck(rules: Board) -> int:
    return max(rules.titan_decks, default=0)


#: A round of the round track (board.json), and the game's round, 0 before round 1 starts.
RoundNumber = Annotated[int, Field(ge=1, json_schema_extra=_maximum(_last_round)), _up_to(_last_round)]
GameRound = Annotated[int, Field(ge=0, json_schema_extra=_maximum(_last_round)), _up_to(_last_round)]
#: A citizen's skill, and a count of citizens: one citizen token per skill 1 to 5 (Setup; Grow).
Skill = Annotated[int, Field(ge=1, json_schema_extra=_maximum(_max_skill)), _up_to(_max_skill)]
#: A titan's stars: 0 for a starting titan, else the deck it came from, the round track's top deck at most.
TitanStars = Annotated[int, Field(ge=0, json_schema_extra=_maximum(_top_titan_deck)), _up_to(_top_titan_deck)]


#: The rules data files of this module.
BOARD, TRIBES = "ancient_world/board.json", "ancient_world/tribes.json"


@cache
def _board() -> Board:
    return load(BOARD, Board)


@cache
def _tribes() -> Tribes:
    return load(TRIBES, Tribes)


def board(reader: Translator | None = None) -> Board:
    """The board tables; given a ``reader``, the action spaces' names and summaries and the city-states' abilities
    in the reader's language (the engine's, without one, is the file's English)."""
    return _board() if reader is None else said(_board(), BOARD, reader)


def tribes(reader: Translator | None = None) -> Tribes:
    """Tribe labels, colours and shapes; given a ``reader``, the labels and shapes in the reader's language (to show
    them: a value kept, such as a player's colour, is the English label)."""
    return _tribes() if reader is None else said(_tribes(), TRIBES, reader)


def space_code(space_id: str) -> str:
    """The message code of a board action space's name: the rules catalog's context of that name
    (``ancient_world/board:spaces.labor.label``), so a message says it as the rules data's words do."""
    return f"ancient_world/board:spaces.{space_id}.label"


@cache
def space_text(space_id: str) -> Text:
    """The registered message of a board action space's name, worded by the rules data (board.json)."""
    return text(space_code(space_id), board().space(space_id).label)


@cache
def space_said(space_id: str) -> Msg:
    """A board action space's name as a message ("Labor" / "Arbeiten"); remembered like :func:`space_text` (a message
    is frozen, and every placement the engine judges says its space)."""
    return space_text(space_id)()
