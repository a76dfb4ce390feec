"""Ancient Realm's rules data (storage, prices, score table, region types), loaded from ``rules_data``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from companion.core.rules_data import RulesModel, load
from companion.words import Msg
from companion.words import text as registered

RegionKind = Literal["source", "citizen", "mine", "misfortune", "monument"]
Activation = Literal["harvest", "labor", "prospect", "monument"]
Good = Literal["gold", "wheat", "wood", "stone"]
Resource = Literal["wheat", "wood", "stone"]

GOODS: tuple[Good, ...] = ("gold", "wheat", "wood", "stone")
RESOURCES: tuple[Resource, ...] = ("wheat", "wood", "stone")


class StartStorage(RulesModel):
    """The storage values at setup."""

    gold: int = Field(ge=0)
    wheat: int = Field(ge=0)
    wood: int = Field(ge=0)
    stone: int = Field(ge=0)


class StorageRules(RulesModel):
    """Each storage card's range and the starting values."""

    minimum: int = Field(ge=0)
    maximum: int = Field(ge=1)
    start: StartStorage

    @model_validator(mode="after")
    def _start_within_limits(self) -> StorageRules:
        for good in GOODS:
            value = getattr(self.start, good)
            if not self.minimum <= value <= self.maximum:
                raise ValueError(f"start {good} {value} is outside {self.minimum}..{self.maximum}")
        return self


class DeckRules(RulesModel):
    """Deck sizes and how many cards the market holds."""

    districts: int = Field(ge=1)
    wonders: int = Field(ge=1)
    market_per_deck: int = Field(ge=1)
    market_size: int = Field(ge=1)


class Prices(RulesModel):
    """What activations, shopping and forgetting cost or give, in gold or resources."""

    harvest_gold: int = Field(ge=0)
    labor_gold: int = Field(ge=0)
    prospect_gain_gold: int = Field(ge=0)
    shopping_gold: int = Field(ge=1)
    forget_gain_gold: int = Field(ge=0)
    forget_gain_resources: int = Field(ge=0)
    monument_built_over_resources: int = Field(ge=0)


class FinalScoreRules(RulesModel):
    """Conversion of leftover gold and resources, and kept monuments, into points."""

    gold_per_point: int = Field(ge=1)
    resources_per_point: int = Field(ge=1)
    kept_monument_points: int = Field(ge=0)


class Rating(RulesModel):
    """One row of the score table: from ``minimum`` points, this text."""

    minimum: int = Field(ge=0)
    text: str = Field(min_length=1)


class RegionType(RulesModel):
    """A region kind's name, activation and explanation for the UI and messages."""

    kind: RegionKind
    name: str
    activation: Activation | None
    expansion: bool
    text: str


class RealmRules(RulesModel):
    """Everything in ``rules_data/ancient_realm/rules.json``."""

    storage: StorageRules
    decks: DeckRules
    prices: Prices
    final_score: FinalScoreRules
    ratings: list[Rating] = Field(min_length=1)
    region_types: list[RegionType]

    @model_validator(mode="after")
    def _tables_are_complete(self) -> RealmRules:
        minima = [r.minimum for r in self.ratings]
        if minima[0] != 0 or minima != sorted(set(minima)):
            raise ValueError(f"ratings must start at 0 and rise strictly; got minima {minima}")
        kinds = sorted(t.kind for t in self.region_types)
        expected = sorted(RegionKind.__args__)  # type: ignore[attr-defined]
        if kinds != expected:
            raise ValueError(f"region_types must list each of {expected} once; got {kinds}")
        return self

    def rating(self, total: int) -> str:
        """The score table's text for a final score of ``total``."""
        return [r.text for r in self.ratings if r.minimum <= total][-1]

    def rating_said(self, total: int) -> Msg:
        """The score table's text for ``total`` as a message (said in the reader's language)."""
        row = [r for r in self.ratings if r.minimum <= total][-1]
        return Msg.of(f"realm.rating.{row.minimum}", {})

    def region_type(self, kind: RegionKind) -> RegionType:
        """The rules data entry for a region kind (name, activation, explanation)."""
        return next(t for t in self.region_types if t.kind == kind)

    def region_name(self, kind: RegionKind) -> Msg:
        """A region kind's name ("Resource source") as a message."""
        return Msg.of(f"realm.region.{kind}.name", {})

    def region_text(self, kind: RegionKind) -> Msg:
        """A region kind's explanation as a message."""
        return Msg.of(f"realm.region.{kind}.text", {})


def _texts(data: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """The texts of the rules data a reader sees, with their codes: the score table's ratings and each region
    type's name and explanation."""
    for row in data["ratings"]:
        yield row["text"], f"realm.rating.{row['minimum']}"
    for kind in data["region_types"]:
        yield kind["name"], f"realm.region.{kind['kind']}.name"
        yield kind["text"], f"realm.region.{kind['kind']}.text"


def data_texts(path: Path) -> Iterator[tuple[str, str | None]]:
    """The catalog's extractor for ``rules.json``: its texts a reader sees, with their codes."""
    yield from _texts(json.loads(path.read_text(encoding="utf-8")))


@cache
def rules() -> RealmRules:
    """The validated rules data (read once)."""
    loaded = load("ancient_realm/rules.json", RealmRules)
    for english, code in _texts(loaded.model_dump()):
        registered(code, english)
    return loaded
