"""End-of-game scoring rules data: the banner table, penalties and tie-break order (Game End).

``rules_data/ancient_world/scoring.json`` holds these numbers, and each scoring card's own sit with its card in
``catalog.json`` (typed by its ability's rules model in :mod:`companion.taw.abilities.end_scores`); the scoring
reads them, so a misprint is fixed in the data.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import Field, NonNegativeInt, PositiveInt, model_validator

from companion.core.rules_data import RulesModel, load
from companion.taw.abilities.end_scores import SCORERS, BannerRule
from companion.taw.catalog import catalog

TiebreakId = Literal["coins", "cards", "knowledge", "ambrosia"]


class ScoringRules(RulesModel):
    """rules_data/ancient_world/scoring.json (Game End)."""

    about: str = ""
    starving_penalty: NonNegativeInt
    damaged_penalty: NonNegativeInt
    banner_cap: PositiveInt
    banner_points: dict[PositiveInt, NonNegativeInt]
    tiebreaks: tuple[TiebreakId, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _table_is_complete(self) -> ScoringRules:
        expected = list(range(1, self.banner_cap + 1))
        if sorted(self.banner_points) != expected:
            raise ValueError(f"banner_points needs exactly the counts {expected}")
        if len(set(self.tiebreaks)) != len(self.tiebreaks):
            raise ValueError("tiebreaks lists a tie-breaker twice")
        return self

    def banner_score(self, count: int) -> int:
        """Victory points for ``count`` banners of one tribe (capped at ``banner_cap``)."""
        return self.banner_points[min(count, self.banner_cap)] if count > 0 else 0


@cache
def scoring_rules() -> ScoringRules:
    """The scoring tables, loaded and validated once."""
    return load("ancient_world/scoring.json", ScoringRules)


@cache
def printed_requirement_abilities() -> frozenset[str]:
    """Abilities whose banner requirement is printed on each card (``banners`` null): Hall of War, Trade City."""
    return frozenset(ability for ability in SCORERS
                     if isinstance(rule := catalog().scoring(ability), BannerRule) and rule.banners is None)
