"""A finished game's result as every kind gives it: the players in seat order with name, score, rank, winner and
start player, and when and for how long the game was played.

Made from the game's catalogue line (its final scores, name -> score) and the game itself (setup, log and state).
Ranks follow the scores (equal points share a rank) unless the kind breaks ties itself: :data:`TIE_BREAKERS` holds
the kinds that do (The Ancient World's Game End: coins, then cards, knowledge, ambrosia), and says on what each tie
was won. A solo game has no winner (Ancient Realm's rulebook rates the score but names no winning one); a game whose
scores were never recorded (Through the Ages' first round) has players and no scores.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from companion.core.game import Game
from companion.store.info import GameInfo
from companion.words import Param

#: A log spanning more minutes than this was left and resumed (another day): its span is no playing time.
LONGEST_PLAY_MIN = 24 * 60


@dataclass(frozen=True)
class Standing:
    """One player's line of the result."""

    name: str
    #: None when the game's scores were not recorded.
    score: int | None
    #: 1 for the best; players with equal points share a rank unless the kind broke the tie. None when unscored.
    rank: int | None
    winner: bool
    start_player: bool
    #: What put this player above the next one with equal points, in words ("coins"); "" when no one below has
    #: equal points.
    won_tie_on: Param = ""


@dataclass(frozen=True)
class FinishedResult:
    """A finished game's result, kind-neutral: what BG Stats, the share text and the result picture need."""

    game_id: str
    kind_id: str
    title: str
    #: When play began (UTC): the log's first entry, else the game's creation.
    played_at: datetime
    #: Minutes from the log's first entry to its last; None when unknown (see :func:`duration_min`).
    duration_min: int | None
    #: In seat order.
    players: tuple[Standing, ...]

    @property
    def scored(self) -> bool:
        """True when every player has a score."""
        return all(p.score is not None for p in self.players)

    def by_rank(self) -> list[Standing]:
        """The players best first (seat order among equal ranks, and for an unscored game)."""
        return sorted(self.players, key=lambda p: p.rank or 0)


#: A kind's tie-break: from the final state, each seat's (rank, what won the tie over the next with equal points).
TieBreaker = Callable[[Any], list[tuple[int, Param]]]


def _ranks(result: Any, names: Sequence[str]) -> list[tuple[int, Param]]:
    """The ranks of The Ancient World's scored ``result`` in seat order (``names``), with the first tie-breaker on
    which each player beat the nearest player below with equal points."""
    from companion.taw.scoring import TIEBREAK_WORDS, deciding
    from companion.taw.scoring_rules import scoring_rules

    order = scoring_rules().tiebreaks
    ranked: list[tuple[int, Param]] = []
    for name in names:
        mine = result.player(name)
        below = [p for p in result.players if p.total == mine.total and p.rank > mine.rank]
        won_on: Param = ""
        if below:
            nearest = min(below, key=lambda p: p.rank)
            won_on = TIEBREAK_WORDS[order[deciding(mine.tiebreakers, nearest.tiebreakers, order)]].short()
        ranked.append((mine.rank, won_on))
    return ranked


def _ancient_world_ranks(state: Any) -> list[tuple[int, Param]]:
    """The Ancient World's ranks by its Game End. (Its engine is imported here: the app starts without any kind's
    rules.)"""
    from companion.taw.score_sheet import sheet_from_state
    from companion.taw.scoring import score

    return _ranks(score(sheet_from_state(state)), [p.name for p in state.players])


def _ancient_world_sheet_ranks(state: Any) -> list[tuple[int, Param]]:
    """The ranks of The Ancient World scored on paper, by the same Game End."""
    from companion.taw.paper import result

    return _ranks(result(state), [p.name for p in state.players])


#: Kind id -> its tie-break; a kind not here ranks by points alone, ties shared.
TIE_BREAKERS: dict[str, TieBreaker] = {"the-ancient-world": _ancient_world_ranks,
                                       "the-ancient-world-sheet": _ancient_world_sheet_ranks}


def _stamp(text: str) -> datetime:
    """A stored time stamp (ISO 8601, UTC) as an aware datetime."""
    moment = datetime.fromisoformat(text)
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def duration_min(stamps: Sequence[str]) -> int | None:
    """Minutes played, from the first entry's time to the last one's, rounded; None when the log cannot say: fewer
    than two entries, under a minute (a sheet entered after the game), or over :data:`LONGEST_PLAY_MIN` (left and
    resumed another day)."""
    if len(stamps) < 2:
        return None
    minutes = round((_stamp(stamps[-1]) - _stamp(stamps[0])).total_seconds() / 60)
    return minutes if 1 <= minutes <= LONGEST_PLAY_MIN else None


def _points_ranks(scores: list[int]) -> list[tuple[int, Param]]:
    """Ranks by points alone: 1 + the number of players with more points (equal points share a rank)."""
    return [(1 + sum(other > mine for other in scores), "") for mine in scores]


def finished_result(info: GameInfo, game: Game) -> FinishedResult:
    """The result of the finished game ``game`` whose catalogue line is ``info``."""
    names = list(info.players)
    recorded = info.final_scores or {}
    scores = [recorded.get(name) for name in names]
    start = getattr(game.setup, "first_player", 0)  # a kind without one seats the starting player first
    played = [entry.at for entry in game.entries]
    if all(s is not None for s in scores) and names:
        points = [int(s) for s in scores if s is not None]
        breaker = TIE_BREAKERS.get(info.kind)
        ranks = breaker(game.state) if breaker else _points_ranks(points)
        players = tuple(
            Standing(name=name, score=s, rank=rank, winner=rank == 1 and len(names) > 1, start_player=i == start,
                     won_tie_on=won_on)
            for i, (name, s, (rank, won_on)) in enumerate(zip(names, points, ranks, strict=True)))
    else:
        players = tuple(Standing(name=name, score=None, rank=None, winner=False, start_player=i == start)
                        for i, name in enumerate(names))
    return FinishedResult(game_id=info.id, kind_id=info.kind, title=game.kind.title,
                          played_at=_stamp(played[0] if played else info.created_at),
                          duration_min=duration_min(played), players=players)
