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
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

from pydantic import BaseModel, ConfigDict

from companion.taw.abilities import registry
from companion.taw.abilities.end_scores import COLOURS, Holdings
from companion.taw.cards import TRIBES, WILD, Card
from companion.taw.catalog import catalog
from companion.taw.data import tribes
from companion.taw.said import commas
from companion.taw.score_sheet import ScoreSheet, SheetPlayer
from companion.taw.scoring_rules import ScoringRules, TiebreakId, scoring_rules
from companion.words import Msg, Param, Translator, english, ntext, text
from companion.words.amounts import NOUNS, amount
from companion.words.amounts import ordinal as place
from companion.words.texts import Text

BONUS = text("taw.score.bonus", "Manual bonus points")
BONUS_NOTE = text("taw.score.bonus_note", "Manual bonus points ({note})")
STARVING = text("taw.score.starving", "{starving} × -{penalty}")
DAMAGED = text("taw.score.damaged", "{damaged} × -{penalty}, then repaired")
BANNERS = text("taw.score.banners", "{tribe} banners: {count}")
CAPPED = text("taw.score.capped", "{banners} (only {cap} score)")
WILD_AS = text("taw.score.wild_as", "{banners}, with the wild banner of {cards} counted as {colour}")
CARD = text("taw.score.card", "{card}: {why}")
UNNAMED = text("taw.score.unnamed", "an unnamed card")
#: The rank's sentence and the standing's line, with and without players sharing the rank, with and without why.
RANK = text("taw.score.rank", "{name} {place}")
RANK_SHARED = text("taw.score.rank_shared", "{name} {place} (shared with {shared})")
RANKED = text("taw.score.ranked", "{rank}: {points}")
RANKED_WHY = text("taw.score.ranked_why", "{rank}: {points}, {why}")
STANDING = text("taw.score.standing", "{rank}. {name}, {points}")
STANDING_WHY = text("taw.score.standing_why", "{rank}. {name}, {points}: {why}")
STANDING_SHARED = text("taw.score.standing_shared", "{rank}. {name} (shared with {shared}), {points}")
STANDING_SHARED_WHY = text("taw.score.standing_shared_why", "{rank}. {name} (shared with {shared}), {points}: {why}")
EQUAL_ON_EVERY = text("taw.score.equal_on_every", "equal on every tie-breaker: {values}")
VALUE = text("taw.score.value", "{what} ({n})")
THAN = text("taw.score.than", "{compared} than {names} ({mine} vs {theirs})")
THAN_EQUAL = text("taw.score.than_equal", "{compared} than {names} ({mine} vs {theirs}) with equal {values}")


class Line(BaseModel):
    """One line of a player's breakdown: ``category`` is stable (``starving``, ``damaged``,
    ``banners:<tribe>``, ``card:<ability>``, ``bonus``), ``text`` says what was counted."""

    model_config = ConfigDict(frozen=True)

    category: str
    text: Msg
    points: int


class LineSaid(BaseModel):
    """A :class:`Line` as ``companion score --json`` prints it: ``category`` as the line's, ``text`` what was
    counted, said in words."""

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
    tiebreak: Msg
    #: What separates the player from the neighbours with equal points, in words (None when no one has equal points).
    why: Param = None
    #: The players sharing this rank.
    shared_with: tuple[str, ...] = ()
    #: The colour each wild banner was counted as, in the order of the cards holding them.
    wild: tuple[str, ...] = ()
    #: The tie-breaker values (coins, cards, knowledge, ambrosia).
    tiebreakers: dict[str, int]

    @property
    def standing(self) -> Msg:
        """The player's line in a ranking, the name and points said once: ``1. Cy, 0 points: more coins than Bo
        (8 vs 7)``; ``2. Bo (shared with Ann), 5 points: ...``."""
        said: dict[str, Any] = {"rank": self.rank, "name": self.name, "points": amount(self.total, "point")}
        if self.shared_with:
            said["shared"] = list(self.shared_with)
        if self.why is not None:
            said["why"] = self.why
        line = ((STANDING_SHARED_WHY if self.why is not None else STANDING_SHARED) if self.shared_with
                else (STANDING_WHY if self.why is not None else STANDING))
        return line(**said)


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
        """Why each rank is where it is, best first, in English (tests, the terminal)."""
        say = english()
        return "; ".join(say(p.tiebreak) for p in self.players)

    def to_json(self, say: Translator | None = None) -> dict[str, Any]:
        """The ``companion score --json`` shape, its words in ``say``'s language (English without one)."""
        say = say or english()
        return {
            "winner": list(self.winners),
            "players": [
                {"name": p.name, "total": p.total, "rank": p.rank,
                 "breakdown": [LineSaid(category=line.category, text=say(line.text), points=line.points).model_dump()
                               for line in p.breakdown],
                 "tiebreak": say(p.tiebreak)}
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
    wild_sources = [card.said if card.name else UNNAMED() for card in cards for b in card.banners if b == WILD]
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
        bonus = BONUS_NOTE(note=player.bonus_note) if player.bonus_note else BONUS()
        lines.append(Line(category="bonus", text=bonus, points=player.bonus_vp))
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
        said = STARVING(starving=amount(player.starving, "starving citizen"), penalty=rules.starving_penalty)
        lines.append(Line(category="starving", text=said, points=-player.starving * rules.starving_penalty))
    damaged = sum(card.damaged for card in player.empire_cards) + player.damaged_cards
    if damaged:
        said = DAMAGED(damaged=amount(damaged, "damaged empire card"), penalty=rules.damaged_penalty)
        lines.append(Line(category="damaged", text=said, points=-damaged * rules.damaged_penalty))
    return lines


def _banner_lines(banners: Mapping[str, int], wild: list[tuple[Msg, str]], rules: ScoringRules) -> list[Line]:
    lines = []
    for tribe in TRIBES:
        count = banners.get(tribe, 0)
        if not count:
            continue
        said = BANNERS(tribe=_tribe_text(tribe)(), count=count)
        if count > rules.banner_cap:
            said = CAPPED(banners=said, cap=rules.banner_cap)
        sources = [source for source, colour in wild if colour == tribe]
        if sources:
            said = WILD_AS(banners=said, cards=sources, colour=COLOURS[tribe]())
        lines.append(Line(category=f"banners:{tribe}", text=said, points=rules.banner_score(count)))
    return lines


def _card_lines(player: SheetPlayer, holdings: Holdings) -> list[Line]:
    lines = []
    for card in player.empire_cards:
        ability = registry.get(card.ability)
        if ability is not None and (scorer := ability.end_score) is not None:
            points, why = scorer.score(holdings, card, catalog().scoring(ability.id))
            lines.append(Line(category=f"card:{card.ability}", text=CARD(card=card.said, why=why), points=points))
    return lines


@cache
def _tribe_text(tribe: str) -> Text:
    """A tribe's label as a message, worded by the rules data (tribes.json): its code is the rules catalog's
    context of that label, so German readers see the German label."""
    label = next((t.label for t in tribes().tribes if t.id == tribe), tribe)
    code = f"ancient_world/tribes:tribes.{tribe}.label"
    return text(code, label)


# -- why each rank ------------------------------------------------------------------------------

@dataclass(frozen=True)
class TiebreakWords:
    """A tie-breaker in words: what is counted ("coins"), an amount of it ("7 coins"), "fewer ..." and "more ...",
    and its short name, what a shared result says a tie was won on ("coins", "cards")."""

    counted: Text
    amount: Text
    fewer: Text
    more: Text
    short: Text


COINS = text("taw.score.coins", "coins")
KNOWLEDGE = text("taw.score.knowledge", "knowledge")
AMBROSIA = text("taw.score.ambrosia", "ambrosia")
#: Each tie-breaker in words.
TIEBREAK_WORDS: dict[TiebreakId, TiebreakWords] = {
    "coins": TiebreakWords(COINS, NOUNS["coin"], text("taw.score.fewer_coins", "fewer coins"),
                           text("taw.score.more_coins", "more coins"), COINS),
    "cards": TiebreakWords(
        text("taw.score.cards", "empire, district and titan cards"),
        ntext("taw.score.cards_n", "{n} empire, district and titan card", "{n} empire, district and titan cards"),
        text("taw.score.fewer_cards", "fewer empire, district and titan cards"),
        text("taw.score.more_cards", "more empire, district and titan cards"),
        text("taw.score.on_cards", "cards")),
    "knowledge": TiebreakWords(KNOWLEDGE, NOUNS["knowledge"], text("taw.score.less_knowledge", "less knowledge"),
                               text("taw.score.more_knowledge", "more knowledge"), KNOWLEDGE),
    "ambrosia": TiebreakWords(AMBROSIA, NOUNS["ambrosia"], text("taw.score.less_ambrosia", "less ambrosia"),
                              text("taw.score.more_ambrosia", "more ambrosia"), AMBROSIA),
}


def _ranked(mine: _Scored, rank: int, scored: list[_Scored], ranks: list[int], rules: ScoringRules) -> PlayerScore:
    """The player's score at ``rank``, with what separates them from the neighbours with equal points."""
    others = [(s, r) for s, r in zip(scored, ranks, strict=True) if s is not mine]
    same = tuple(s.name for s, r in others if r == rank)
    parts: list[Msg] = []
    above = [(s, r) for s, r in others if r < rank and s.total == mine.total]
    if above:
        nearest = max(r for _, r in above)
        parts.append(_compare(mine, [s for s, r in above if r == nearest], rules, better=False))
    below = [(s, r) for s, r in others if r > rank and s.total == mine.total]
    if below:
        nearest = min(r for _, r in below)
        parts.append(_compare(mine, [s for s, r in below if r == nearest], rules, better=True))
    if same:
        parts.append(EQUAL_ON_EVERY(values=_values(mine, rules.tiebreaks)))
    why = commas(parts) if parts else None
    head = (RANK_SHARED(name=mine.name, place=place(rank), shared=list(same)) if same
            else RANK(name=mine.name, place=place(rank)))
    points = amount(mine.total, "point")
    tiebreak = RANKED(rank=head, points=points) if why is None else RANKED_WHY(rank=head, points=points, why=why)
    return PlayerScore(name=mine.name, total=mine.total, rank=rank, breakdown=mine.lines, tiebreak=tiebreak,
                       why=why, shared_with=same, wild=mine.wild, tiebreakers=mine.tiebreakers)


def _values(mine: _Scored, order: tuple[TiebreakId, ...]) -> list[Msg]:
    """Each tie-breaker of ``order`` with the player's value: ``coins (3)``."""
    return [VALUE(what=TIEBREAK_WORDS[t].counted(), n=mine.tiebreakers[t]) for t in order]


def deciding(mine: Mapping[str, int], other: Mapping[str, int], order: tuple[TiebreakId, ...]) -> int:
    """Where in ``order`` the first tie-breaker lies on which two players' values (``tiebreakers``) differ: the one
    that separates them (the outcome sentence, the ranks' words and the share panel all say it)."""
    return next(i for i, t in enumerate(order) if mine[t] != other[t])


def _compare(mine: _Scored, group: list[_Scored], rules: ScoringRules, *, better: bool) -> Msg:
    """The first tie-breaker where ``mine`` differs from ``group`` (all equal to each other), in words."""
    other = group[0]
    level = deciding(mine.tiebreakers, other.tiebreakers, rules.tiebreaks)
    tiebreak = rules.tiebreaks[level]
    words = TIEBREAK_WORDS[tiebreak]
    said: dict[str, Any] = {"compared": (words.more if better else words.fewer)(),
                            "names": [s.name for s in group], "mine": mine.tiebreakers[tiebreak],
                            "theirs": other.tiebreakers[tiebreak]}
    if level:
        return THAN_EQUAL(**said, values=_values(mine, rules.tiebreaks[:level]))
    return THAN(**said)


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st: a place in English (tests, the terminal); a screen says
    ``t(place(n))``."""
    return english()(place(n))
