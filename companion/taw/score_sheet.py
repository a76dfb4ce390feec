"""The end-of-game score sheet of The Ancient World: what ``companion score`` reads, validated by pydantic.

A card named as in the catalog (``rules_data/ancient_world/catalog.json``) brings its ability and
printed symbols (Treasury, Traveler Camp's wild banner, ...), and a sheet that gives one of them differently is
refused (:mod:`companion.taw.catalog_cards`); other names are fine and have no ability. Every count a file gives
is bounded by what the game's components allow (:mod:`companion.taw.sheet_bounds`), each refusal naming the field
and the reason with the numbers.
``docs/score-sheet.schema.json`` is generated from :class:`ScoreSheet` by :func:`sheet_schema`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    NonNegativeInt,
    Tag,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from companion.core.errors import DataError, in_turn
from companion.core.json_input import read_json_file, validated
from companion.core.names import PlayerName
from companion.core.refused_value import refused_value
from companion.core.rules_data import describe_validation_error
from companion.taw import sheet_bounds
from companion.taw.cards import WILD, DistrictCard, EmpireCard, TitanCard, TribeCounts
from companion.taw.catalog_cards import CatalogConflict, from_catalog
from companion.taw.data import Skill, board
from companion.taw.state import Player, State
from companion.words import text

#: The shape of the issue's example sheet, also embedded in the schema as its example.
EXAMPLE_SHEET: dict[str, Any] = {
    "game": "the-ancient-world",
    "players": [
        {
            "name": "Ann", "coins": 3, "knowledge": 2, "ambrosia": 5, "citizens": 5, "starving": 1,
            "empire_cards": [
                {"name": "Treasury", "banners": ["blue"]},
                {"banners": ["red", "red"], "damaged": True},
                {"name": "Hall of War", "banners": ["red"], "requires": {"red": 3, "green": 1}},
            ],
            "titans": [{"banners": ["green", "green", "green"]}],
            "districts": 2,
            "bonus_vp": 0,
        },
    ],
}


T = TypeVar("T")


def _at_most(items: list[T], most: int) -> list[T]:
    """``items``, refused when there are more than ``most`` (a number of the rules data, read when checked) with
    pydantic's own code and message for a ``max_length``."""
    if len(items) > most:
        raise PydanticCustomError("too_long", "List should have at most {max_length} items after validation, not "
                                  "{actual_length}", {"max_length": most, "actual_length": len(items)})
    return items


def _max_items(most: Callable[[], int]) -> Callable[[dict[str, Any]], None]:
    """The same bound as a JSON schema's ``maxItems``."""
    return lambda schema: schema.update(maxItems=most())


def _max_players() -> int:
    """The most players on a sheet: the game takes 2-4 (board.json, rulebook's first page)."""
    return board().players.max


def _max_empire_cards() -> int:
    """The most empire cards one player can own: all the game has (board.json's components)."""
    return sheet_bounds.cards()["empire_cards"].most


def _max_titans() -> int:
    """The most titans one player can defeat: all the game has (board.json's components)."""
    return sheet_bounds.cards()["titans"].most


def _maximum(bound: Callable[[], sheet_bounds.Bound], *, signed: bool = False) -> Callable[[dict[str, Any]], None]:
    """A bound as a JSON schema's ``maximum`` (and ``minimum``, ``signed``)."""
    def add(schema: dict[str, Any]) -> None:
        most = bound().most
        schema.update(maximum=most, **({"minimum": -most} if signed else {}))
    return add


def _tally_schema(schema: dict[str, Any]) -> None:
    """A banner tally's bound in the schema: per tribe, as many as the cards of the box can print."""
    schema.setdefault("additionalProperties", {})["maximum"] = sheet_bounds.banner_tally().most


#: The validation context of a live game's sheet (:func:`sheet_from_state`): its cards are as the table entered
#: them, so a catalog name only fills in what was left out, and a different value stands.
_AS_PLAYED = {"cards": "as played"}
#: The validation context of a sheet read from a file (:func:`load_sheet`): every count is bounded by what the
#: game's components allow, as a file may say anything.
_FROM_A_FILE = {"cards": "from a file"}
#: The stable code of every count beyond what the game's components allow.
TOO_MANY = "more_than_the_game_has"
DISTRICTS = text("taw.sheet.districts", "{count} districts, but the game has {most} district cards")
CARD_COUNT = text("taw.sheet.card_count", "card_count is {count}, but the sheet lists {listed} empire, district and "
                                          "titan cards")
STARVING = text("taw.sheet.starving", "starving ({starving}) cannot exceed citizens ({citizens})")
WILD_BANNERS = text("taw.sheet.wild_banners", "wild banners: {problem}")
SAME_NAME = text("taw.sheet.same_name", "two players are named {name}; names must differ")

C = TypeVar("C", EmpireCard, TitanCard)


def _from_a_file(info: ValidationInfo) -> bool:
    """True for a sheet read from a file (:func:`load_sheet`), whose counts are bounded by the components."""
    return info.context == _FROM_A_FILE


def _printed(card: C, info: ValidationInfo) -> C:
    """The card with the catalog's printed fields it left out filled in; from a file, a field the catalog gives
    differently is refused (``catalog_conflict``), naming both values, and so is a count beyond what the components
    allow. After validation, not before: the sheet's own fields are checked as typed (strictly) first."""
    try:
        card = from_catalog(card, check=info.context != _AS_PLAYED)
    except CatalogConflict as exc:
        raise PydanticCustomError(exc.code, str(exc)) from None
    return _within_the_box(card, info)


D = TypeVar("D", EmpireCard, TitanCard, DistrictCard)


def _within_the_box(card: D, info: ValidationInfo) -> D:
    """From a file, the card, refused (``more_than_the_game_has``) when it prints more than the components allow."""
    problems = list(sheet_bounds.card_problems(card)) if _from_a_file(info) else []
    if problems:
        raise refused_value(TOO_MANY, in_turn(problems))
    return card


class SheetEmpireCard(EmpireCard):
    """A built empire card at the end of the game; ``damaged`` costs a point, then it is repaired.

    A card named as in the catalog takes the symbols left out from it (e.g. Traveler Camp's ``any``); one the
    catalog prints differently is refused.
    """

    model_config = ConfigDict(json_schema_extra=sheet_bounds.card_schema)

    damaged: bool = False
    requires: TribeCounts = Field(default_factory=dict)

    _from_catalog = model_validator(mode="after")(_printed)


class SheetTitan(TitanCard):
    """A defeated titan: its banners count like empire cards' (Game End); a catalog name brings its symbols."""

    model_config = ConfigDict(json_schema_extra=sheet_bounds.card_schema)

    _from_catalog = model_validator(mode="after")(_printed)


class SheetDistrict(DistrictCard):
    """A district card: it counts as a card at a tie (its symbols score nothing, but are bounded the same)."""

    model_config = ConfigDict(json_schema_extra=sheet_bounds.card_schema)

    _in_the_box = model_validator(mode="after")(_within_the_box)


def _count_or_cards(value: Any) -> str:
    """Which form ``districts`` takes, so a refusal speaks of that form only (``districts.cards.0: ...``)."""
    return "cards" if isinstance(value, list) else "count"


class SheetPlayer(BaseModel):
    """One player's line on the score sheet; from a file, no more wild banners than the game prints (Traveler
    Camp's one)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: PlayerName
    coins: NonNegativeInt = Field(json_schema_extra=_maximum(lambda: sheet_bounds.tokens()["coins"]))
    knowledge: NonNegativeInt = Field(json_schema_extra=_maximum(lambda: sheet_bounds.tokens()["knowledge"]))
    ambrosia: NonNegativeInt = Field(json_schema_extra=_maximum(lambda: sheet_bounds.tokens()["ambrosia"]))
    citizens: Skill = Field(description="Citizen tokens owned, starving ones included")
    starving: NonNegativeInt = 0
    empire_cards: list[SheetEmpireCard] = Field(default_factory=list, json_schema_extra=_max_items(_max_empire_cards))
    titans: list[SheetTitan] = Field(default_factory=list, json_schema_extra=_max_items(_max_titans),
                                     description="Defeated titans")
    districts: Annotated[Annotated[NonNegativeInt, Tag("count")] | Annotated[list[SheetDistrict], Tag("cards")],
                         Discriminator(_count_or_cards)] = Field(default=0, description="A count or the cards")
    bonus_vp: int = Field(default=0, description="Manual points for cards whose scoring text is not in the rulebook",
                          json_schema_extra=_maximum(sheet_bounds.bonus, signed=True))
    bonus_note: str = Field(default="", max_length=200, description="What the manual points are for")
    # A paper sheet's tallies (issue 22): what a table counts across all of a player's cards, not card by card.
    banners: TribeCounts = Field(default_factory=dict, json_schema_extra=_tally_schema,
                                 description="Banners by tribe on empire cards and titans not listed above (a tally)")
    damaged_cards: NonNegativeInt = Field(default=0, description="Damaged empire cards not listed above",
                                          json_schema_extra=_maximum(lambda: sheet_bounds.cards()["empire_cards"]))
    defeated_titans: list[Annotated[NonNegativeInt, Field(json_schema_extra=_maximum(
        sheet_bounds.banners_on_a_card))]] = Field(
        default_factory=list, json_schema_extra=_max_items(_max_titans),
        description="The banner count of each defeated titan not listed in titans (Monument counts them)")
    card_count: NonNegativeInt | None = Field(
        default=None, json_schema_extra=_maximum(sheet_bounds.all_cards),
        description="All empire, district and titan cards, for the tie-break, when counted on paper (else the "
                    "cards listed are counted)")

    @field_validator("coins", "knowledge", "ambrosia", "bonus_vp")
    @classmethod
    def _tokens_in_the_box(cls, value: int, info: ValidationInfo) -> int:
        """From a file, no more tokens than the game has, and manual points within what cards could give."""
        field = info.field_name or ""
        bound = sheet_bounds.bonus() if field == "bonus_vp" else sheet_bounds.tokens()[field]
        problem = bound.problem(value, signed=field == "bonus_vp") if _from_a_file(info) else None
        if problem:
            raise refused_value(TOO_MANY, problem)
        return value

    @field_validator("empire_cards")
    @classmethod
    def _empire_cards_in_the_box(cls, cards: list[SheetEmpireCard]) -> list[SheetEmpireCard]:
        return _at_most(cards, _max_empire_cards())

    @field_validator("titans")
    @classmethod
    def _titans_in_the_box(cls, titans: list[SheetTitan]) -> list[SheetTitan]:
        return _at_most(titans, _max_titans())

    @field_validator("districts")
    @classmethod
    def _districts_in_the_box(cls, districts: int | list[SheetDistrict]) -> int | list[SheetDistrict]:
        count = districts if isinstance(districts, int) else len(districts)
        most = sheet_bounds.cards()["districts"].most
        if count > most:
            raise refused_value("too_many_districts", DISTRICTS(count=count, most=most))
        return districts

    @field_validator("banners", "damaged_cards", "defeated_titans", "card_count")
    @classmethod
    def _tallies_in_the_box(cls, value: Any, info: ValidationInfo) -> Any:
        """From a file, a paper tally no bigger than the components allow (:func:`sheet_bounds.tally_problems`)."""
        problems = list(sheet_bounds.tally_problems(info.field_name or "", value)) if _from_a_file(info) else []
        if problems:
            raise refused_value(TOO_MANY, in_turn(problems))
        return value

    @model_validator(mode="after")
    def _card_count_covers_the_cards(self) -> SheetPlayer:
        """A counted card total is at least the cards the sheet lists (a tie-break count can be no fewer)."""
        listed = self.listed_cards
        if self.card_count is not None and self.card_count < listed:
            raise refused_value("card_count_below_listed", CARD_COUNT(count=self.card_count, listed=listed))
        return self

    @model_validator(mode="after")
    def _starving_within_citizens(self) -> SheetPlayer:
        if self.starving > self.citizens:
            raise refused_value("too_many_starving", STARVING(starving=self.starving, citizens=self.citizens))
        return self

    @model_validator(mode="after")
    def _wild_banners_in_the_box(self, info: ValidationInfo) -> SheetPlayer:
        """From a file, no more wild banners than the game prints (scoring tries every colour for each)."""
        wild = sum(card.banners.count(WILD) for card in (*self.empire_cards, *self.titans))
        problem = sheet_bounds.wild_banners().problem(wild) if _from_a_file(info) else None
        if problem:
            raise refused_value(TOO_MANY, WILD_BANNERS(problem=problem))
        return self

    @property
    def district_count(self) -> int:
        """Districts owned, whether the sheet gave a count or the cards."""
        return self.districts if isinstance(self.districts, int) else len(self.districts)

    @property
    def listed_cards(self) -> int:
        """The empire, district and titan cards the sheet lists (paper tallies of titans included)."""
        return len(self.empire_cards) + self.district_count + len(self.titans) + len(self.defeated_titans)

    @property
    def cards_for_the_tie(self) -> int:
        """The tie-break's card count: the one counted on paper, else the cards listed."""
        return self.listed_cards if self.card_count is None else self.card_count


class ScoreSheet(BaseModel):
    """An end-of-game score sheet: every player's tokens and cards; from a file, the players together hold no more
    tokens and cards than the game has."""

    model_config = ConfigDict(frozen=True, extra="forbid", json_schema_extra={"examples": [EXAMPLE_SHEET]})

    game: Literal["the-ancient-world"] = "the-ancient-world"
    players: list[SheetPlayer] = Field(min_length=1, json_schema_extra=_max_items(_max_players),
                                       description="The Ancient World takes 2-4 players; one may score alone")

    @field_validator("players")
    @classmethod
    def _at_most_max_players(cls, players: list[SheetPlayer]) -> list[SheetPlayer]:
        """No more players than the game takes (board.json's players.max; one player may score alone)."""
        return _at_most(players, _max_players())

    @model_validator(mode="after")
    def _table_in_the_box(self, info: ValidationInfo) -> ScoreSheet:
        """From a file, the whole table holds no more tokens and cards than the game has."""
        problems = list(sheet_bounds.table_problems(self.players)) if _from_a_file(info) else []
        if problems:
            raise refused_value(TOO_MANY, in_turn(problems))
        return self

    @model_validator(mode="after")
    def _names_unique(self) -> ScoreSheet:
        seen: set[str] = set()
        for player in self.players:
            key = player.name.casefold()
            if key in seen:
                raise refused_value("duplicate_name", SAME_NAME(name=repr(player.name)))
            seen.add(key)
        return self


def load_sheet(path: Path) -> ScoreSheet:
    """Read and validate a score sheet file, strictly (a count is a number, never ``"3"`` or ``true``) and bounded
    by the game's components (no more than 68 coins); problems raise :class:`DataError` naming the file and the
    field."""
    return validated(ScoreSheet, read_json_file(path), str(path), context=_FROM_A_FILE)


def sheet_from_data(data: Any) -> ScoreSheet:
    """A sheet from its JSON data, checked as a file's is (bounded by the components); raises ``ValidationError``.
    What a sheet entered on screen is checked by (:mod:`companion.taw.paper`), so it scores as its export does."""
    return ScoreSheet.model_validate(data, context=_FROM_A_FILE)


def sheet_schema() -> dict[str, Any]:
    """The JSON Schema of the score sheet, as committed in ``docs/score-sheet.schema.json``."""
    schema = ScoreSheet.model_json_schema()
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema,
            "title": "The Ancient World score sheet"}


def sheet_from_state(state: State) -> ScoreSheet:
    """The score sheet of a live game: tokens, citizens (starving ones), built empire cards with their damage,
    defeated titans, districts and manual bonus; stored cards and the threatening titan do not score.

    Meant for a finished game; on a game still running it gives the score as things stand.
    A state the sheet cannot hold (e.g. more than 5 citizens) raises :class:`DataError`.
    """
    try:
        return ScoreSheet.model_validate({"players": [_sheet_player(p) for p in state.players]}, context=_AS_PLAYED)
    except ValidationError as exc:
        raise DataError("game state", describe_validation_error(exc)) from None


def _sheet_player(player: Player) -> dict[str, Any]:
    return {
        "name": player.name,
        "coins": player.coins,
        "knowledge": player.knowledge,
        "ambrosia": player.ambrosia,
        "citizens": len(player.citizens),
        "starving": sum(1 for c in player.citizens if c.where == "starving"),
        "empire_cards": [{**owned.card.model_dump(exclude_defaults=True), "damaged": owned.damaged}
                         for owned in player.empire],
        "titans": [titan.card.model_dump(exclude_defaults=True) for titan in player.titans],
        "districts": [district.card.model_dump(exclude_defaults=True) for district in player.districts],
        "bonus_vp": player.bonus_vp,
    }
