"""The scoring cards of Card Clarifications: one function per ability, its numbers typed per card.

:data:`SCORERS` gives each scoring ability its function and the rules model of its numbers (points and condition),
which its catalog entry's ``scoring`` holds (``rules_data/ancient_world/catalog.json``, checked on load); the
registry makes each the ``end_score`` hook of its record (:mod:`.registry`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import PositiveInt

from companion.core.rules_data import RulesModel
from companion.core.words import plural
from companion.taw.cards import TRIBES, Card, TribeCounts


class FlatRule(RulesModel):
    """Points for owning the card (Cave Town, and Moon Festival per set)."""

    points: PositiveInt


class PerTokenRule(RulesModel):
    """Points per ``per`` unused tokens (Citadel of Ivories, Frog God Statue, Hidden Library)."""

    points: PositiveInt
    per: PositiveInt


class CitizenRule(RulesModel):
    """Points when a citizen count is met (City Center: not starving; Forest Hideout: exactly)."""

    points: PositiveInt
    citizens: PositiveInt


class TitanRule(RulesModel):
    """Points per defeated titan with this many banners (Monument)."""

    points: PositiveInt
    titan_banners: PositiveInt


class BannerRule(RulesModel):
    """Points when banner counts are met; ``banners`` null means the card prints its own requirement."""

    points: PositiveInt
    banners: TribeCounts | None


@dataclass(frozen=True)
class Holdings:
    """What a player holds at scoring, after the wild banners were given a colour."""

    coins: int
    knowledge: int
    ambrosia: int
    citizens: int
    starving: int
    #: Banners per tribe from empire cards and defeated titans, uncapped.
    banners: Mapping[str, int]
    #: Banner count of each defeated titan.
    titan_banners: tuple[int, ...]


R = TypeVar("R", bound=RulesModel)


@dataclass(frozen=True)
class EndScore(Generic[R]):
    """A scoring ability: the rules model its catalog entry's ``scoring`` numbers must fit, and its scorer
    ``(holdings, the card, those numbers) -> (points, why)``; paired so the type checker holds one to the other."""

    rules: type[R]
    score: Callable[[Holdings, Card, R], tuple[int, str]]


def _per_tokens(have: int, noun: str, rule: PerTokenRule, many: str | None = None) -> tuple[int, str]:
    """Points per ``rule.per`` tokens: ``7 coins, 1 per 3 coins``; ``many``: the noun's plural when not ``noun`` + s."""
    groups = have // rule.per
    unit = f"per {plural(rule.per, noun, many)}" if rule.per > 1 else f"per {noun}"
    return groups * rule.points, f"{plural(have, noun, many)}, {rule.points} {unit}"


def _banner_card(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, str]:
    needs = card.requires if rule.banners is None else rule.banners
    if not needs:
        return 0, "its printed banner requirement was not entered (add requires to score it)"
    have = ", ".join(f"{holdings.banners.get(t, 0)} {t}" for t in needs)
    want = ", ".join(f"{n} {t}" for t, n in needs.items())
    met = all(holdings.banners.get(t, 0) >= n for t, n in needs.items())
    return (rule.points if met else 0), f"has {have}; needs {want}"


def cave_town(holdings: Holdings, card: Card, rule: FlatRule) -> tuple[int, str]:
    """Cave Town: flat extra points at the end of the game."""
    return rule.points, "extra points at game end"


def citadel_of_ivories(holdings: Holdings, card: Card, rule: PerTokenRule) -> tuple[int, str]:
    """Citadel of Ivories: points per 3 unused coins."""
    return _per_tokens(holdings.coins, "coin", rule)


def frog_god_statue(holdings: Holdings, card: Card, rule: PerTokenRule) -> tuple[int, str]:
    """Frog God Statue: points per 3 unused ambrosia."""
    return _per_tokens(holdings.ambrosia, "ambrosia", rule, "ambrosia")


def hidden_library(holdings: Holdings, card: Card, rule: PerTokenRule) -> tuple[int, str]:
    """Hidden Library: points per unused knowledge."""
    return _per_tokens(holdings.knowledge, "knowledge", rule, "knowledge")


def city_center(holdings: Holdings, card: Card, rule: CitizenRule) -> tuple[int, str]:
    """City Center: points with 5 citizens that are not starving."""
    fed = holdings.citizens - holdings.starving
    why = f"{plural(fed, 'citizen')} not starving; needs {rule.citizens}"
    return (rule.points if fed >= rule.citizens else 0), why


def forest_hideout(holdings: Holdings, card: Card, rule: CitizenRule) -> tuple[int, str]:
    """Forest Hideout: points with only (exactly) 3 citizens, starving ones included."""
    return (rule.points if holdings.citizens == rule.citizens else 0), (
        f"{plural(holdings.citizens, 'citizen')}; needs exactly {rule.citizens}"
    )


def monument(holdings: Holdings, card: Card, rule: TitanRule) -> tuple[int, str]:
    """Monument: points per defeated titan with three banners."""
    count = sum(1 for n in holdings.titan_banners if n == rule.titan_banners)
    return count * rule.points, f"{plural(count, f'defeated {rule.titan_banners}-banner titan')}, {rule.points} each"


def moon_festival(holdings: Holdings, card: Card, rule: FlatRule) -> tuple[int, str]:
    """Moon Festival: points per set of one banner of each of the 5 tribes."""
    sets = min(holdings.banners.get(t, 0) for t in TRIBES)
    return sets * rule.points, f"{plural(sets, 'set')} of {len(TRIBES)} different banners"


def hall_of_war(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, str]:
    """Hall of War: points when the banners printed on the card are met."""
    return _banner_card(holdings, card, rule)


def trade_city(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, str]:
    """Trade City: points when the banners printed on the card are met."""
    return _banner_card(holdings, card, rule)


def trade_route(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, str]:
    """Trade Route: points with at least 6 yellow banners."""
    return _banner_card(holdings, card, rule)


def treasury(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, str]:
    """Treasury: points with at least 5 blue and 5 yellow banners."""
    return _banner_card(holdings, card, rule)


#: Scoring ability id -> its scorer and the rules model of its catalog entry's ``scoring`` numbers.
SCORERS: dict[str, EndScore[Any]] = {
    "cave_town": EndScore(FlatRule, cave_town),
    "citadel_of_ivories": EndScore(PerTokenRule, citadel_of_ivories),
    "city_center": EndScore(CitizenRule, city_center),
    "forest_hideout": EndScore(CitizenRule, forest_hideout),
    "frog_god_statue": EndScore(PerTokenRule, frog_god_statue),
    "hall_of_war": EndScore(BannerRule, hall_of_war),
    "hidden_library": EndScore(PerTokenRule, hidden_library),
    "monument": EndScore(TitanRule, monument),
    "moon_festival": EndScore(FlatRule, moon_festival),
    "trade_city": EndScore(BannerRule, trade_city),
    "trade_route": EndScore(BannerRule, trade_route),
    "treasury": EndScore(BannerRule, treasury),
}
