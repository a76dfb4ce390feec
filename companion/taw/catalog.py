"""The named-card catalog (rules_data/ancient_world/catalog.json): the starting cards and every card in Card
Clarifications, each with the symbols the rulebook states, checked on load against the ability records and, for a
scoring card, its scorer's rules model."""

from __future__ import annotations

from collections import Counter
from functools import cache, cached_property
from typing import Annotated

from pydantic import (
    Field,
    PositiveInt,
    SerializeAsAny,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from companion.core.rules_data import RulesModel, describe_validation_error, load
from companion.taw.abilities.end_scores import SCORERS
from companion.taw.abilities.records import BY_ID, RECORDS
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard
from companion.words import Translator
from companion.words.rules import said

AnyCard = Annotated[EmpireCard | DistrictCard | TitanCard | MilitaryCard, Field(discriminator="kind")]


class AbilityAmounts(RulesModel):
    """The numbers an ability's text prints that are no symbol on the card (Card Clarifications): Dungeons'
    extra coins, Scribe Guild's coin and knowledge."""

    coins: PositiveInt | None = None
    knowledge: PositiveInt | None = None


class CatalogEntry(RulesModel):
    """A named card with the symbols the rulebook states, its ability's amounts and end-of-game scoring numbers, and
    its clarification text."""

    card: AnyCard
    amounts: AbilityAmounts | None = None
    #: The points and condition its ability scores with, typed by that ability's rules model (``SCORERS``).
    scoring: SerializeAsAny[RulesModel] | None = Field(default=None, validate_default=True)
    text: str

    @field_validator("scoring", mode="before")
    @classmethod
    def _scoring_fits_its_ability(cls, value: object, info: ValidationInfo) -> RulesModel | None:
        """A scoring ability's card carries exactly the numbers of its rules model, any other card none; the
        problems name the card and the field (nothing is said of a card already refused)."""
        card = info.data.get("card")
        if card is None:
            return None
        scorer = SCORERS.get(card.ability or "") if isinstance(card, EmpireCard) else None
        if scorer is None:
            if value is None:
                return None
            raise PydanticCustomError("scores_nothing",
                                      "{card}: scores nothing at the end of the game (no scoring ability)",
                                      {"card": card.name})
        if value is None:
            raise PydanticCustomError("scoring_missing", "{card}: needs its scoring numbers ({fields})",
                                      {"card": card.name, "fields": ", ".join(scorer.rules.model_fields)})
        try:
            numbers: RulesModel = scorer.rules.model_validate(value)
        except ValidationError as exc:
            problems = "; ".join(describe_validation_error(exc))
            raise PydanticCustomError("scoring_invalid", "{card}: {problems}",
                                      {"card": card.name, "problems": problems}) from None
        return numbers


class Catalog(RulesModel):
    """rules_data/ancient_world/catalog.json: starting cards and every card in Card Clarifications."""

    about: str = ""
    cards: tuple[CatalogEntry, ...]
    #: Symbols assumed for a starting titan until the table enters the printed ones.
    starting_titan_default: TitanCard

    @model_validator(mode="after")
    def _one_card_per_ability(self) -> Catalog:
        """Every ability record has exactly one card here, of the name the record gives (an unknown id is refused
        by the card), whose entry gives the amounts the record reads and no others."""
        counts = Counter(e.card.ability for e in self.cards if isinstance(e.card, EmpireCard) and e.card.ability)
        twice = [f"{ability} is on {n} cards" for ability, n in counts.items() if n > 1]
        missing = [f"{record.id} has no card" for record in RECORDS if record.id not in counts]
        if twice or missing:
            raise ValueError("each ability needs exactly one card: " + ", ".join(twice + missing))
        for i, entry in enumerate(self.cards):
            ability = entry.card.ability if isinstance(entry.card, EmpireCard) else None
            if ability and entry.card.name != BY_ID[ability].card:
                raise ValueError(f"cards.{i} ({entry.card.name}): the record of {ability} names its card "
                                 f"{BY_ID[ability].card}")
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

    def scoring(self, ability: str) -> RulesModel:
        """The end-of-game numbers of the card with the scoring ``ability`` (present for each, checked on load)."""
        return self._scoring[ability]

    @cached_property
    def _scoring(self) -> dict[str, RulesModel]:
        """Scoring ability -> its card's numbers, looked up once: scoring asks for each wild banner colour tried."""
        return {e.card.ability: e.scoring for e in self.cards
                if isinstance(e.card, EmpireCard) and e.card.ability and e.scoring is not None}

    def by_name(self, name: str) -> CatalogEntry | None:
        """The entry with this name (case-insensitive), or None."""
        wanted = name.strip().casefold()
        return next((e for e in self.cards if e.card.name.casefold() == wanted), None)


#: The catalog's rules data file.
SOURCE = "ancient_world/catalog.json"


@cache
def _catalog() -> Catalog:
    return load(SOURCE, Catalog)


def catalog(reader: Translator | None = None) -> Catalog:
    """The named-card catalog; given a ``reader``, each card's clarification text in the reader's language (its name
    stays as printed)."""
    return _catalog() if reader is None else said(_catalog(), SOURCE, reader)
