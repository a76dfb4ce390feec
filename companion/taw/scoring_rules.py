"""End-of-game scoring rules data: the banner table, penalties and tie-break order (Game End), and each scoring
card's numbers (typed by :class:`companion.taw.abilities.end_scores.CardRules`).

``rules_data/ancient_world/scoring.json`` holds every number; the scoring reads it, so a misprint is fixed in
the data.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import Field, NonNegativeInt, PositiveInt, model_validator

from companion.core.rules_data import RulesModel, load
from companion.taw.abilities.end_scores import BannerRule, CardRules

TiebreakId = Literal["coins", "cards", "knowledge", "ambrosia"]


class ScoringRules(RulesModel):
    """rules_data/ancient_world/scoring.json (Game End)."""

    about: str = ""
    starving_penalty: NonNegativeInt
    damaged_penalty: NonNegativeInt
    banner_cap: PositiveInt
    banner_points: dict[PositiveInt, NonNegativeInt]
    tiebreaks: tuple[TiebreakId, ...] = Field(min_length=1)
    cards: CardRules

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
    cards = scoring_rules().cards
    return frozenset(name for name in CardRules.model_fields
                     if isinstance(rule := getattr(cards, name), BannerRule) and rule.banners is None)
