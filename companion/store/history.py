"""Players' histories over finished games: games, wins, average and best score, per game and overall.

Plain Python over what the store reads (:class:`Finished`, one per finished game not in the bin; archived ones
count), so the figures are tested without a screen. The rules the figures follow, said the same on the player's page:

- A player is matched by name with case ignored (``"ann"`` and ``"Ann"`` are one player); the name shown is the
  spelling of their latest game.
- Games are grouped by the game they are of (:func:`game_of` the kind's title), not by the kind's id, so a game
  recorded move by move and one scored on a paper sheet of the same game count together.
- A game with two or more scores names its winners: every player with the top score. A shared win counts as a win
  for each of them. A game with one score (a solo game) names no winner; a game with no scores (a kind the app does
  not score, such as the first round of Through the Ages) counts as played, with no score and no winner.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from companion.core.errors import DataError
from companion.core.names import repaired_name
from companion.kinds import get_kind

#: The columns :func:`finished_from_rows` reads: finished games not in the bin, oldest first.
FINISHED_SQL = ("SELECT id, kind, players, final_scores, created_at FROM games "
                "WHERE status = 'finished' AND deleted_at IS NULL ORDER BY created_at, id")


@dataclass(frozen=True)
class Finished:
    """A finished game as the history reads it: the game it is of, when it was played, who played, the scores."""

    id: str
    #: The game it is of (:func:`game_of`): "The Ancient World".
    game: str
    #: When it was started (the stored ``created_at``, UTC ISO): a game's place on the time line.
    played: str
    #: The names of those who played (the scores' names when it has scores); empty when its row is damaged.
    players: tuple[str, ...]
    #: Player name to final score; None when the game recorded no scores.
    scores: Mapping[str, int] | None


@dataclass(frozen=True)
class Play:
    """One finished game of one player."""

    game_id: str
    #: The game it is of (:func:`game_of`).
    game: str
    played: str
    #: How this game spells the player's name.
    name: str
    score: int | None
    #: True when the player had the top score of a game with two or more scores, False when beaten; None when the
    #: game names no winner (a solo game, or one with no scores).
    won: bool | None


@dataclass(frozen=True)
class GameRecord:
    """A player's record at one game, oldest play first."""

    game: str
    plays: tuple[Play, ...]

    @property
    def games(self) -> int:
        return len(self.plays)

    @property
    def scores(self) -> list[int]:
        """The scores of the plays that have one, oldest first."""
        return [p.score for p in self.plays if p.score is not None]

    @property
    def wins(self) -> int:
        return sum(p.won is True for p in self.plays)

    @property
    def contested(self) -> int:
        """Plays that named a winner (two or more scores): what ``wins`` is out of."""
        return sum(p.won is not None for p in self.plays)

    @property
    def average(self) -> float | None:
        scores = self.scores
        return sum(scores) / len(scores) if scores else None

    @property
    def best(self) -> int | None:
        return max(self.scores, default=None)


@dataclass(frozen=True)
class PlayerHistory:
    """A player's history: the name shown (latest spelling), every spelling seen, a record per game played."""

    name: str
    spellings: tuple[str, ...]
    #: One per game, the most played first (then by the game's name).
    records: tuple[GameRecord, ...]


@dataclass(frozen=True)
class PlayerRecord:
    """A player's history over every finished game (archived ones included, binned ones not): games played, wins,
    and average and best score over the games that have a score (None when none has)."""

    player: str
    games: int
    wins: int
    average: float | None
    best: int | None


def game_of(title: str) -> str:
    """The game a kind's title is of: the title without an edition in brackets or a part after a colon
    ("The Ancient World (Second Edition)" and "The Ancient World" are both "The Ancient World"; "Through the Ages:
    first round" is "Through the Ages")."""
    return title.split(" (", 1)[0].split(":", 1)[0].strip() or title


def same_player(name: str) -> str:
    """What two names of one player share: the name with case ignored."""
    return name.casefold()


def finished_from_rows(rows: Iterable[sqlite3.Row]) -> list[Finished]:
    """The finished games from rows selected with :data:`FINISHED_SQL`; a damaged row counts for nobody. Each name
    and kind is checked once per read (the same few players recur: 1,000 games read in about 65 ms with a check per
    name, in 20-30 ms so: benchmarks/history.py)."""
    reading = _Reading()
    return [reading.finished(row) for row in rows]


def overall(games: Sequence[Finished]) -> list[PlayerRecord]:
    """Every player's record over all games, most wins first (then best average, then name)."""
    records = []
    for plays in _plays_by_player(games).values():
        record = GameRecord("", tuple(plays))
        records.append(PlayerRecord(player=plays[-1].name, games=record.games, wins=record.wins,
                                    average=record.average, best=record.best))
    return sorted(records, key=lambda r: (-r.wins, r.average is None, -(r.average or 0), same_player(r.player)))


def player_history(games: Sequence[Finished], name: str) -> PlayerHistory | None:
    """``name``'s history (case ignored), or None when they have no finished game."""
    plays = _plays_by_player(games).get(same_player(name))
    if not plays:
        return None
    by_game: dict[str, list[Play]] = {}
    for play in plays:
        by_game.setdefault(play.game, []).append(play)
    records = sorted((GameRecord(g, tuple(p)) for g, p in by_game.items()), key=lambda r: (-r.games, r.game))
    return PlayerHistory(name=plays[-1].name, spellings=tuple(dict.fromkeys(p.name for p in plays)),
                         records=tuple(records))


def _plays_by_player(games: Sequence[Finished]) -> dict[str, list[Play]]:
    """Each player's plays (by :func:`same_player`), in the order of ``games`` (oldest first)."""
    plays: dict[str, list[Play]] = {}
    for game in games:
        scores = game.scores or {}
        top = max(scores.values()) if len(scores) >= 2 else None
        for player in game.players:
            score = scores.get(player)
            won = None if top is None or score is None else score == top
            plays.setdefault(same_player(player), []).append(Play(game.id, game.game, game.played, player, score, won))
    return plays


class _Reading:
    """One read of the finished games, remembering each name's repair and each kind's game as it goes."""

    def __init__(self) -> None:
        self.names: dict[tuple[str, str], str] = {}
        self.games: dict[str, str] = {}

    def finished(self, row: sqlite3.Row) -> Finished:
        """One finished game from its row: names repaired as the catalogue shows them; damaged players or scores
        make a game of nobody (it is listed as damaged elsewhere)."""
        try:
            scores = None if row["final_scores"] is None else {
                self.name(p, "?"): int(v) for p, v in json.loads(row["final_scores"]).items()}
            players = tuple(scores) if scores else tuple(
                self.name(p, f"Player {i + 1}") for i, p in enumerate(json.loads(row["players"])))
        except (TypeError, ValueError, AttributeError):
            scores, players = {}, ()
        return Finished(id=row["id"], game=self.game(row["kind"]), played=row["created_at"], players=players,
                        scores=scores)

    def name(self, raw: object, fallback: str) -> str:
        key = (raw if isinstance(raw, str) else repr(raw), fallback)
        if key not in self.names:
            self.names[key] = repaired_name(raw, "player", fallback)
        return self.names[key]

    def game(self, kind_id: str) -> str:
        if kind_id not in self.games:
            try:
                self.games[kind_id] = game_of(get_kind(kind_id).title)
            except DataError:
                self.games[kind_id] = kind_id
        return self.games[kind_id]
