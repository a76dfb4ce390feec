"""The scoring cards of Card Clarifications: one function per ability, its numbers typed per card.

``rules_data/ancient_world/scoring.json``'s ``cards`` holds each card's points and condition (:class:`CardRules`,
one field per scoring ability); each function is the ``end_score`` hook of its record in :mod:`.registry`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

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


class CardRules(RulesModel):
    """The scoring numbers of every card in Card Clarifications that scores at the end."""

    cave_town: FlatRule
    citadel_of_ivories: PerTokenRule
    city_center: CitizenRule
    forest_hideout: CitizenRule
    frog_god_statue: PerTokenRule
    hall_of_war: BannerRule
    hidden_library: PerTokenRule
    monument: TitanRule
    moon_festival: FlatRule
    trade_city: BannerRule
    trade_route: BannerRule
    treasury: BannerRule


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


#: A card scorer: (holdings, the card, the rules) -> (points, why).
CardScorer = Callable[[Holdings, Card, CardRules], tuple[int, str]]


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


def cave_town(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Cave Town: flat extra points at the end of the game."""
    return rules.cave_town.points, "extra points at game end"


def citadel_of_ivories(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Citadel of Ivories: points per 3 unused coins."""
    return _per_tokens(holdings.coins, "coin", rules.citadel_of_ivories)


def frog_god_statue(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Frog God Statue: points per 3 unused ambrosia."""
    return _per_tokens(holdings.ambrosia, "ambrosia", rules.frog_god_statue, "ambrosia")


def hidden_library(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Hidden Library: points per unused knowledge."""
    return _per_tokens(holdings.knowledge, "knowledge", rules.hidden_library, "knowledge")


def city_center(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """City Center: points with 5 citizens that are not starving."""
    fed = holdings.citizens - holdings.starving
    rule = rules.city_center
    why = f"{plural(fed, 'citizen')} not starving; needs {rule.citizens}"
    return (rule.points if fed >= rule.citizens else 0), why


def forest_hideout(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Forest Hideout: points with only (exactly) 3 citizens, starving ones included."""
    rule = rules.forest_hideout
    return (rule.points if holdings.citizens == rule.citizens else 0), (
        f"{plural(holdings.citizens, 'citizen')}; needs exactly {rule.citizens}"
    )


def monument(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Monument: points per defeated titan with three banners."""
    rule = rules.monument
    count = sum(1 for n in holdings.titan_banners if n == rule.titan_banners)
    return count * rule.points, f"{plural(count, f'defeated {rule.titan_banners}-banner titan')}, {rule.points} each"


def moon_festival(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Moon Festival: points per set of one banner of each of the 5 tribes."""
    sets = min(holdings.banners.get(t, 0) for t in TRIBES)
    return sets * rules.moon_festival.points, f"{plural(sets, 'set')} of {len(TRIBES)} different banners"


def hall_of_war(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Hall of War: points when the banners printed on the card are met."""
    return _banner_card(holdings, card, rules.hall_of_war)


def trade_city(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Trade City: points when the banners printed on the card are met."""
    return _banner_card(holdings, card, rules.trade_city)


def trade_route(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Trade Route: points with at least 6 yellow banners."""
    return _banner_card(holdings, card, rules.trade_route)


def treasury(holdings: Holdings, card: Card, rules: CardRules) -> tuple[int, str]:
    """Treasury: points with at least 5 blue and 5 yellow banners."""
    return _banner_card(holdings, card, rules.treasury)
