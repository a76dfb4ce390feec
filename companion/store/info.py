"""A game's catalogue line (:class:`GameInfo`): what a list, a resume screen or an export needs without the log,
and the columns it is read from."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field

from companion.core.names import repaired_name
from companion.store.options import GameOptions
from companion.words import Msg, text

UNREADABLE = text("store.damaged.players", "its saved players or scores cannot be read ({why}); the database was "
                  "changed outside Companion")
SETUP_NOT_JSON = text("store.damaged.setup", "its saved setup is not JSON; the database was changed outside Companion")

GAME_COLUMNS = (
    "id, name, kind, players, rules_version, status, final_scores, archived, deleted_at, created_at, updated_at, "
    "revision, (SELECT count(*) FROM entries e WHERE e.game_id = games.id AND json_valid(e.entry) "
    "AND json_extract(e.entry, '$.auto') = 0) AS actions, json_valid(setup) AS setup_ok, "
    "(SELECT o.options FROM game_options o WHERE o.game_id = games.id) AS options"
)


@dataclass(frozen=True)
class GameInfo:
    """One game's catalogue line: what a list, a resume screen or an export needs without the log."""

    id: str
    name: str
    kind: str
    players: list[str]
    rules_version: str
    status: str
    final_scores: dict[str, int] | None
    archived: bool
    deleted_at: str | None
    created_at: str
    updated_at: str
    revision: int
    #: Moves people made (log entries that are not automatic steps).
    actions: int
    #: Why this catalogue line is damaged (its players or scores cannot be read), or None: one damaged game is
    #: listed as such and never hides the others.
    problem: Msg | None = None
    #: The choices the table made for this game that are no rule of it (the same on every device).
    options: GameOptions = field(default_factory=GameOptions)

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> GameInfo:
        """Build from a row selected with ``GAME_COLUMNS``; unreadable players or scores give a damaged line."""
        problem = None
        try:
            players, scores = json.loads(row["players"]), row["final_scores"]
            final_scores = None if scores is None else json.loads(scores)
            if not isinstance(players, list) or not (final_scores is None or isinstance(final_scores, dict)):
                raise ValueError("not a list of players and a table of scores")
        except (TypeError, ValueError) as exc:
            players, final_scores = [], None
            problem = UNREADABLE(why=str(exc))
        if not row["setup_ok"] and problem is None:
            problem = SETUP_NOT_JSON()
        return cls(
            id=row["id"], name=repaired_name(row["name"], "game", f"Game {row['id']}"), kind=row["kind"],
            players=[repaired_name(p, "player", f"Player {i + 1}") for i, p in enumerate(players)],
            rules_version=row["rules_version"], status=row["status"], final_scores=final_scores,
            archived=bool(row["archived"]), deleted_at=row["deleted_at"], created_at=row["created_at"],
            updated_at=row["updated_at"], revision=row["revision"], actions=row["actions"], problem=problem,
            options=GameOptions.stored(row["options"]),
        )
