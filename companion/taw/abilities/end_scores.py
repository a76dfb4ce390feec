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
from companion.taw.cards import TRIBES, Card, TribeCounts
from companion.taw.said import commas
from companion.words import Msg, ntext, text
from companion.words.amounts import amount

#: Each tribe's colour as a word in a sentence ("1 red", "counted as red"); the tribes are the rulebook's five.
COLOURS = {
    "red": text("taw.colour.red", "red"),
    "blue": text("taw.colour.blue", "blue"),
    "yellow": text("taw.colour.yellow", "yellow"),
    "green": text("taw.colour.green", "green"),
    "purple": text("taw.colour.purple", "purple"),
}
#: A token counted one at a time ("1 per coin").
TOKENS = {
    "coin": text("taw.score.token_coin", "coin"),
    "ambrosia": text("taw.score.token_ambrosia", "ambrosia"),
    "knowledge": text("taw.score.token_knowledge", "knowledge"),
}
PER_TOKENS = text("taw.score.per_tokens", "{have}, {points} per {per}")
PER_TOKEN = text("taw.score.per_token", "{have}, {points} per {token}")
BANNERS_OF = text("taw.score.banners_of", "{n} {colour}")
NOT_ENTERED = text("taw.score.not_entered",
                   "its printed banner requirement was not entered (add requires to score it)")
HAS_NEEDS = text("taw.score.has_needs", "has {have}; needs {want}")
EXTRA = text("taw.score.extra", "extra points at game end")
FED = text("taw.score.fed", "{citizens} not starving; needs {need}")
EXACTLY = text("taw.score.exactly", "{citizens}; needs exactly {need}")
TITANS = ntext("taw.score.titans", "{n} defeated {banners}-banner titan", "{n} defeated {banners}-banner titans")
EACH = text("taw.score.each", "{counted}, {points} each")
SETS = text("taw.score.sets", "{sets} of {tribes} different banners")


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
    score: Callable[[Holdings, Card, R], tuple[int, Msg]]


def _per_tokens(have: int, noun: str, rule: PerTokenRule) -> tuple[int, Msg]:
    """Points per ``rule.per`` tokens: ``7 coins, 1 per 3 coins``, ``2 knowledge, 1 per knowledge``."""
    groups = have // rule.per
    had = amount(have, noun)
    if rule.per > 1:
        return groups * rule.points, PER_TOKENS(have=had, points=rule.points, per=amount(rule.per, noun))
    return groups * rule.points, PER_TOKEN(have=had, points=rule.points, token=TOKENS[noun]())


def _banner_card(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, Msg]:
    needs = card.requires if rule.banners is None else rule.banners
    if not needs:
        return 0, NOT_ENTERED()
    have = commas([BANNERS_OF(n=holdings.banners.get(t, 0), colour=COLOURS[t]()) for t in needs])
    want = commas([BANNERS_OF(n=n, colour=COLOURS[t]()) for t, n in needs.items()])
    met = all(holdings.banners.get(t, 0) >= n for t, n in needs.items())
    return (rule.points if met else 0), HAS_NEEDS(have=have, want=want)


def cave_town(holdings: Holdings, card: Card, rule: FlatRule) -> tuple[int, Msg]:
    """Cave Town: flat extra points at the end of the game."""
    return rule.points, EXTRA()


def citadel_of_ivories(holdings: Holdings, card: Card, rule: PerTokenRule) -> tuple[int, Msg]:
    """Citadel of Ivories: points per 3 unused coins."""
    return _per_tokens(holdings.coins, "coin", rule)


def frog_god_statue(holdings: Holdings, card: Card, rule: PerTokenRule) -> tuple[int, Msg]:
    """Frog God Statue: points per 3 unused ambrosia."""
    return _per_tokens(holdings.ambrosia, "ambrosia", rule)


def hidden_library(holdings: Holdings, card: Card, rule: PerTokenRule) -> tuple[int, Msg]:
    """Hidden Library: points per unused knowledge."""
    return _per_tokens(holdings.knowledge, "knowledge", rule)


def city_center(holdings: Holdings, card: Card, rule: CitizenRule) -> tuple[int, Msg]:
    """City Center: points with 5 citizens that are not starving."""
    fed = holdings.citizens - holdings.starving
    why = FED(citizens=amount(fed, "citizen"), need=rule.citizens)
    return (rule.points if fed >= rule.citizens else 0), why


def forest_hideout(holdings: Holdings, card: Card, rule: CitizenRule) -> tuple[int, Msg]:
    """Forest Hideout: points with only (exactly) 3 citizens, starving ones included."""
    return (rule.points if holdings.citizens == rule.citizens else 0), EXACTLY(
        citizens=amount(holdings.citizens, "citizen"), need=rule.citizens)


def monument(holdings: Holdings, card: Card, rule: TitanRule) -> tuple[int, Msg]:
    """Monument: points per defeated titan with three banners."""
    count = sum(1 for n in holdings.titan_banners if n == rule.titan_banners)
    titans = TITANS(n=count, banners=rule.titan_banners)
    return count * rule.points, EACH(counted=titans, points=rule.points)


def moon_festival(holdings: Holdings, card: Card, rule: FlatRule) -> tuple[int, Msg]:
    """Moon Festival: points per set of one banner of each of the 5 tribes."""
    sets = min(holdings.banners.get(t, 0) for t in TRIBES)
    return sets * rule.points, SETS(sets=amount(sets, "set"), tribes=len(TRIBES))


def hall_of_war(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, Msg]:
    """Hall of War: points when the banners printed on the card are met."""
    return _banner_card(holdings, card, rule)


def trade_city(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, Msg]:
    """Trade City: points when the banners printed on the card are met."""
    return _banner_card(holdings, card, rule)


def trade_route(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, Msg]:
    """Trade Route: points with at least 6 yellow banners."""
    return _banner_card(holdings, card, rule)


def treasury(holdings: Holdings, card: Card, rule: BannerRule) -> tuple[int, Msg]:
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
