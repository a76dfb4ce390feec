"""The end-of-game score sheet of The Ancient World: what ``companion score`` reads, validated by pydantic.

A card named as in the catalog (``rules_data/ancient_world/catalog.json``) brings its ability and
printed symbols (Treasury, Traveler Camp's wild banner, ...), and a sheet that gives one of them differently is
refused (:mod:`companion.taw.catalog_cards`); other names are fine and have no ability.
``docs/score-sheet.schema.json`` is generated from :class:`ScoreSheet` by :func:`sheet_schema`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    NonNegativeInt,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from companion.core.errors import DataError
from companion.core.json_input import read_json_file, validated
from companion.core.names import PlayerName
from companion.core.rules_data import describe_validation_error
from companion.taw.cards import DistrictCard, EmpireCard, TitanCard, TribeCounts
from companion.taw.catalog_cards import CatalogConflict, from_catalog
from companion.taw.data import Skill, board
from companion.taw.state import Player, State

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
    return board().components.all_empire_cards


def _max_titans() -> int:
    """The most titans one player can defeat: all the game has (board.json's components)."""
    return board().components.all_titan_cards


#: The validation context of a live game's sheet (:func:`sheet_from_state`): its cards are as the table entered
#: them, so a catalog name only fills in what was left out, and a different value stands.
_AS_PLAYED = {"cards": "as played"}

C = TypeVar("C", EmpireCard, TitanCard)


def _printed(card: C, info: ValidationInfo) -> C:
    """The card with the catalog's printed fields it left out filled in; from a file, a field the catalog gives
    differently is refused (``catalog_conflict``), naming both values. After validation, not before: the sheet's
    own fields are checked as typed (strictly) first."""
    try:
        return from_catalog(card, check=info.context != _AS_PLAYED)
    except CatalogConflict as exc:
        raise PydanticCustomError(exc.code, str(exc)) from None


class SheetEmpireCard(EmpireCard):
    """A built empire card at the end of the game; ``damaged`` costs a point, then it is repaired.

    A card named as in the catalog takes the symbols left out from it (e.g. Traveler Camp's ``any``); one the
    catalog prints differently is refused.
    """

    damaged: bool = False
    requires: TribeCounts = Field(default_factory=dict)

    _from_catalog = model_validator(mode="after")(_printed)


class SheetTitan(TitanCard):
    """A defeated titan: its banners count like empire cards' (Game End); a catalog name brings its symbols."""

    _from_catalog = model_validator(mode="after")(_printed)


class SheetPlayer(BaseModel):
    """One player's line on the score sheet."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: PlayerName
    coins: NonNegativeInt
    knowledge: NonNegativeInt
    ambrosia: NonNegativeInt
    citizens: Skill = Field(description="Citizen tokens owned, starving ones included")
    starving: NonNegativeInt = 0
    empire_cards: list[SheetEmpireCard] = Field(default_factory=list, json_schema_extra=_max_items(_max_empire_cards))
    titans: list[SheetTitan] = Field(default_factory=list, json_schema_extra=_max_items(_max_titans),
                                     description="Defeated titans")
    districts: NonNegativeInt | list[DistrictCard] = Field(default=0, description="A count or the cards")
    bonus_vp: int = Field(default=0, description="Manual points for cards whose scoring text is not in the rulebook")
    bonus_note: str = Field(default="", max_length=200, description="What the manual points are for")

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
    def _districts_in_the_box(cls, districts: int | list[DistrictCard]) -> int | list[DistrictCard]:
        count = districts if isinstance(districts, int) else len(districts)
        most = board().components.district_cards
        if count > most:
            raise PydanticCustomError("too_many_districts",
                                      f"{count} districts, but the game has {most} district cards")
        return districts

    @model_validator(mode="after")
    def _starving_within_citizens(self) -> SheetPlayer:
        if self.starving > self.citizens:
            raise PydanticCustomError("too_many_starving",
                                      f"starving ({self.starving}) cannot exceed citizens ({self.citizens})")
        return self

    @property
    def district_count(self) -> int:
        """Districts owned, whether the sheet gave a count or the cards."""
        return self.districts if isinstance(self.districts, int) else len(self.districts)


class ScoreSheet(BaseModel):
    """An end-of-game score sheet: every player's tokens and cards."""

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
    def _names_unique(self) -> ScoreSheet:
        seen: set[str] = set()
        for player in self.players:
            key = player.name.casefold()
            if key in seen:
                raise PydanticCustomError("duplicate_name", f"two players are named {player.name!r}; names must differ")
            seen.add(key)
        return self


def load_sheet(path: Path) -> ScoreSheet:
    """Read and validate a score sheet file, strictly (a count is a number, never ``"3"`` or ``true``);
    problems raise :class:`DataError` naming the file and the field."""
    return validated(ScoreSheet, read_json_file(path), str(path))


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
