"""End-of-game scoring of The Ancient World (Game End): breakdown per player, ranking and tie-breakers.

Order of the rulebook: starving and damaged penalties, then (damaged cards repaired) banners per tribe
from empire cards and defeated titans, then every scoring card. Wild banners (Traveler Camp) take the
colour that gives the best total, cards included. Ties go to coins, then empire + district + titan
cards, then knowledge, then ambrosia; a tie that survives them all is shared. Like python-chess's
``Outcome``, the result is a typed value that also says why each rank is where it is.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Any

from pydantic import BaseModel, ConfigDict

from companion.core.words import joined, plural
from companion.taw.abilities import registry
from companion.taw.abilities.end_scores import Holdings
from companion.taw.cards import TRIBES, WILD, Card
from companion.taw.catalog import catalog
from companion.taw.data import tribes
from companion.taw.score_sheet import ScoreSheet, SheetPlayer
from companion.taw.scoring_rules import ScoringRules, TiebreakId, scoring_rules


class Line(BaseModel):
    """One line of a player's breakdown: ``category`` is stable (``starving``, ``damaged``,
    ``banners:<tribe>``, ``card:<ability>``, ``bonus``), ``text`` says what was counted."""

    model_config = ConfigDict(frozen=True)

    category: str
    text: str
    points: int


class PlayerScore(BaseModel):
    """A player's result: total, rank (shared ranks are equal), breakdown and why the rank."""

    model_config = ConfigDict(frozen=True)

    name: str
    total: int
    rank: int
    breakdown: tuple[Line, ...]
    #: The rank in one sentence: ``Ann 1st: 42 points, more coins than Bob (5 vs 3)``.
    tiebreak: str
    #: What separates the player from the neighbours with equal points, in words ("" when no one has equal points).
    why: str = ""
    #: The players sharing this rank.
    shared_with: tuple[str, ...] = ()
    #: The colour each wild banner was counted as, in the order of the cards holding them.
    wild: tuple[str, ...] = ()
    #: The tie-breaker values (coins, cards, knowledge, ambrosia).
    tiebreakers: dict[str, int]

    @property
    def standing(self) -> str:
        """The player's line in a ranking, the name and points said once: ``1. Cy, 0 points: more coins than Bo
        (8 vs 7)``; ``2. Bo (shared with Ann), 5 points: ...``."""
        shared = f" (shared with {joined(self.shared_with)})" if self.shared_with else ""
        why = f": {self.why}" if self.why else ""
        return f"{self.rank}. {self.name}{shared}, {plural(self.total, 'point')}{why}"


class Result(BaseModel):
    """The outcome of a scored sheet: winners (several when the tie is shared) and players by rank."""

    model_config = ConfigDict(frozen=True)

    winners: tuple[str, ...]
    players: tuple[PlayerScore, ...]

    def player(self, name: str) -> PlayerScore:
        """The score of the player with this name."""
        return next(p for p in self.players if p.name == name)

    @property
    def explanation(self) -> str:
        """Why each rank is where it is, best first."""
        return "; ".join(p.tiebreak for p in self.players)

    def to_json(self) -> dict[str, Any]:
        """The ``companion score --json`` shape."""
        return {
            "winner": list(self.winners),
            "players": [
                {"name": p.name, "total": p.total, "rank": p.rank,
                 "breakdown": [line.model_dump() for line in p.breakdown], "tiebreak": p.tiebreak}
                for p in self.players
            ],
        }


@dataclass(frozen=True)
class _Scored:
    name: str
    total: int
    lines: tuple[Line, ...]
    wild: tuple[str, ...]
    key: tuple[int, ...]
    tiebreakers: dict[str, int]


def score(sheet: ScoreSheet, rules: ScoringRules | None = None) -> Result:
    """Score every player on ``sheet`` and rank them."""
    rules = rules or scoring_rules()
    scored = [_score_player(player, rules) for player in sheet.players]
    ranks = [1 + sum(other.key > mine.key for other in scored) for mine in scored]
    order = sorted(range(len(scored)), key=lambda i: ranks[i])
    players = tuple(_ranked(scored[i], ranks[i], scored, ranks, rules) for i in order)
    return Result(winners=tuple(p.name for p in players if p.rank == 1), players=players)


# -- one player ---------------------------------------------------------------------------------


def _score_player(player: SheetPlayer, rules: ScoringRules) -> _Scored:
    cards: list[Card] = [*player.empire_cards, *player.titans]
    fixed = Counter(b for card in cards for b in card.banners if b != WILD) + Counter(player.banners)
    wild_sources = [card.name or "an unnamed card" for card in cards for b in card.banners if b == WILD]
    titan_banners = (*(len(t.banners) for t in player.titans), *player.defeated_titans)
    options = []
    for choice in combinations_with_replacement(TRIBES, len(wild_sources)):
        banners = fixed + Counter(choice)
        holdings = Holdings(coins=player.coins, knowledge=player.knowledge, ambrosia=player.ambrosia,
                            citizens=player.citizens, starving=player.starving, banners=banners,
                            titan_banners=titan_banners)
        variable = _banner_lines(banners, list(zip(wild_sources, choice, strict=True)), rules)
        variable += _card_lines(player, holdings)
        options.append((sum(line.points for line in variable), choice, variable))
    _, wild, variable = max(options, key=lambda option: option[0])  # the first best colour choice
    lines = [*_penalty_lines(player, rules), *variable]
    if player.bonus_vp:
        note = f" ({player.bonus_note})" if player.bonus_note else ""
        lines.append(Line(category="bonus", text=f"Manual bonus points{note}", points=player.bonus_vp))
    tiebreakers = {
        "coins": player.coins,
        "cards": player.cards_for_the_tie,
        "knowledge": player.knowledge,
        "ambrosia": player.ambrosia,
    }
    total = sum(line.points for line in lines)
    return _Scored(name=player.name, total=total, lines=tuple(lines), wild=wild,
                   key=(total, *(tiebreakers[t] for t in rules.tiebreaks)), tiebreakers=tiebreakers)


def _penalty_lines(player: SheetPlayer, rules: ScoringRules) -> list[Line]:
    lines = []
    if player.starving:
        text = f"{plural(player.starving, 'starving citizen')} × -{rules.starving_penalty}"
        lines.append(Line(category="starving", text=text, points=-player.starving * rules.starving_penalty))
    damaged = sum(card.damaged for card in player.empire_cards) + player.damaged_cards
    if damaged:
        text = f"{plural(damaged, 'damaged empire card')} × -{rules.damaged_penalty}, then repaired"
        lines.append(Line(category="damaged", text=text, points=-damaged * rules.damaged_penalty))
    return lines


def _banner_lines(banners: Mapping[str, int], wild: list[tuple[str, str]], rules: ScoringRules) -> list[Line]:
    lines = []
    for tribe in TRIBES:
        count = banners.get(tribe, 0)
        if not count:
            continue
        text = f"{_tribe_label(tribe)} banners: {count}"
        if count > rules.banner_cap:
            text += f" (only {rules.banner_cap} score)"
        sources = [source for source, colour in wild if colour == tribe]
        if sources:
            text += f", with the wild banner of {joined(sources)} counted as {_tribe_label(tribe).lower()}"
        lines.append(Line(category=f"banners:{tribe}", text=text, points=rules.banner_score(count)))
    return lines


def _card_lines(player: SheetPlayer, holdings: Holdings) -> list[Line]:
    lines = []
    for card in player.empire_cards:
        ability = registry.get(card.ability)
        if ability is not None and (scorer := ability.end_score) is not None:
            points, why = scorer.score(holdings, card, catalog().scoring(ability.id))
            lines.append(Line(category=f"card:{card.ability}", text=f"{card.label}: {why}", points=points))
    return lines


def _tribe_label(tribe: str) -> str:
    return next((t.label for t in tribes().tribes if t.id == tribe), tribe)


# -- why each rank ------------------------------------------------------------------------------

#: Tie-breaker id -> (what is counted, "fewer ...", "more ...").
TIEBREAK_WORDS: dict[TiebreakId, tuple[str, str, str]] = {
    "coins": ("coins", "fewer coins", "more coins"),
    "cards": ("empire, district and titan cards", "fewer empire, district and titan cards",
              "more empire, district and titan cards"),
    "knowledge": ("knowledge", "less knowledge", "more knowledge"),
    "ambrosia": ("ambrosia", "less ambrosia", "more ambrosia"),
}


def _ranked(mine: _Scored, rank: int, scored: list[_Scored], ranks: list[int], rules: ScoringRules) -> PlayerScore:
    """The player's score at ``rank``, with what separates them from the neighbours with equal points."""
    others = [(s, r) for s, r in zip(scored, ranks, strict=True) if s is not mine]
    same = tuple(s.name for s, r in others if r == rank)
    parts = []
    above = [(s, r) for s, r in others if r < rank and s.total == mine.total]
    if above:
        nearest = max(r for _, r in above)
        parts.append(_compare(mine, [s for s, r in above if r == nearest], rules, better=False))
    below = [(s, r) for s, r in others if r > rank and s.total == mine.total]
    if below:
        nearest = min(r for _, r in below)
        parts.append(_compare(mine, [s for s, r in below if r == nearest], rules, better=True))
    if same:
        equal = [f"{TIEBREAK_WORDS[t][0]} ({mine.tiebreakers[t]})" for t in rules.tiebreaks]
        parts.append(f"equal on every tie-breaker: {joined(equal)}")
    why = ", ".join(parts)
    head = f"{mine.name} {ordinal(rank)}" + (f" (shared with {joined(same)})" if same else "")
    return PlayerScore(name=mine.name, total=mine.total, rank=rank, breakdown=mine.lines,
                       tiebreak=f"{head}: {plural(mine.total, 'point')}" + (f", {why}" if why else ""), why=why,
                       shared_with=same, wild=mine.wild, tiebreakers=mine.tiebreakers)


def deciding(mine: Mapping[str, int], other: Mapping[str, int], order: tuple[TiebreakId, ...]) -> int:
    """Where in ``order`` the first tie-breaker lies on which two players' values (``tiebreakers``) differ: the one
    that separates them (the outcome sentence, the ranks' words and the share panel all say it)."""
    return next(i for i, t in enumerate(order) if mine[t] != other[t])


def _compare(mine: _Scored, group: list[_Scored], rules: ScoringRules, *, better: bool) -> str:
    """The first tie-breaker where ``mine`` differs from ``group`` (all equal to each other), in words."""
    other = group[0]
    level = deciding(mine.tiebreakers, other.tiebreakers, rules.tiebreaks)
    tiebreak = rules.tiebreaks[level]
    _, fewer, more = TIEBREAK_WORDS[tiebreak]
    text = (f"{more if better else fewer} than {joined([s.name for s in group])} "
            f"({mine.tiebreakers[tiebreak]} vs {other.tiebreakers[tiebreak]})")
    equal = [f"{TIEBREAK_WORDS[t][0]} ({mine.tiebreakers[t]})" for t in rules.tiebreaks[:level]]
    return text + (f" with equal {joined(equal)}" if equal else "")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


