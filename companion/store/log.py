"""The log as stored: entries as JSON rows, the diff written after each change, replay on load.

Kept apart from the :class:`~companion.store.db.Store` so the game wrapper and the store share it.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel

from companion.core.game import Game, GameKind, LogEntry, seat_names
from companion.store.errors import StoreError
from companion.store.repairs import entry_checksum
from companion.store.said import LOG_MISMATCH
from companion.store.snapshots import drop_after, save_if_due
from companion.words import Msg, text

NOT_SEATED = text("store.import.players", "players are {players}, but the setup seats {seats}")


def now() -> str:
    """The current UTC time as stored in the database; microseconds, so "most recent first" has no ties
    (two changes are two committed transactions, far more than a microsecond apart)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


def rebuild_game(
    kind: GameKind, setup: BaseModel, entries: list[dict[str, Any]], redo: list[list[dict[str, Any]]],
    start: tuple[int, BaseModel] | None = None, *, strict: bool = False,
) -> Game:
    """Replay a stored log through the engine (every entry checked) and restore the redo stack.

    With ``start`` (entry count, state) from a snapshot, only the entries after it are replayed;
    ``strict`` (an import) refuses entries whose numbering, grouping or sentence is not the engine's.
    """
    game = Game.replay(kind, setup, entries, strict=strict, start=start)  # it reads only the messages it keeps
    game.redo_stack = [[LogEntry.from_json(kind, e, i) for i, e in enumerate(group)] for group in redo]
    return game


def write_log_changes(conn: sqlite3.Connection, game_id: str, game: Game, old: list[LogEntry],
                      old_redo: list[list[LogEntry]]) -> None:
    """Write how ``game``'s log and redo stack differ from ``old`` and ``old_redo`` (the lists only grow or
    shrink at the end, so the shared prefix is found by identity), and a snapshot when one is due."""
    new, new_redo = game.entries, game.redo_stack
    keep = _shared_prefix(old, new)
    removed = conn.execute("DELETE FROM entries WHERE game_id = ? AND seq >= ?", (game_id, keep)).rowcount
    if removed != len(old) - keep:  # the rows are not the log this game was read from: touch nothing
        raise StoreError(LOG_MISMATCH(removed=removed, expected=len(old) - keep))
    drop_after(conn, game_id, keep)
    texts = [(e.seq, json.dumps(e.to_json())) for e in new[keep:]]
    conn.executemany("INSERT INTO entries (game_id, seq, entry, checksum) VALUES (?, ?, ?, ?)",
                     [(game_id, seq, text, entry_checksum(text)) for seq, text in texts])
    keep_redo = _shared_prefix(old_redo, new_redo)
    conn.execute("DELETE FROM redo WHERE game_id = ? AND depth >= ?", (game_id, keep_redo))
    conn.executemany("INSERT INTO redo (game_id, depth, entries) VALUES (?, ?, ?)",
                     [(game_id, keep_redo + i, json.dumps([e.to_json() for e in group]))
                      for i, group in enumerate(new_redo[keep_redo:])])
    save_if_due(conn, game_id, game)


def derive_status(game: Game, players: list[str], recorded: dict[str, int] | None) -> tuple[str, dict[str, int] | None]:
    """Status and final scores after a log change: finished when the engine says the game is over.

    Scores come from the kind's ``final_scores(state)`` (seat order); a kind that gives none keeps those recorded by
    :meth:`Store.record_final_scores`; a game that is no longer over (an undo) is in progress again. If
    the hook gives another number of scores than there are player names, seats are named "seat 1"...
    rather than refusing to save the last move.
    """
    if not game.is_over:
        return "in_progress", None
    computed = game.kind.final_scores(game.state)
    if computed is None:
        return "finished", recorded
    scores = [int(s) for s in computed]
    names = players if len(players) == len(scores) else [f"seat {i + 1}" for i in range(len(scores))]
    return "finished", dict(zip(names, scores, strict=True))


def players_problem(setup: BaseModel, players: Sequence[str]) -> Msg | None:
    """Why ``players`` cannot be the names a game with this setup is saved under (they must be the setup's own
    seats, in order, when it names any), or None."""
    seats = seat_names(setup)
    if seats and list(players) != seats:
        return NOT_SEATED(players=str(list(players)), seats=str(seats))
    return None


def _shared_prefix(old: Sequence[object], new: Sequence[object]) -> int:
    keep = 0
    limit = min(len(old), len(new))
    while keep < limit and old[keep] is new[keep]:
        keep += 1
    return keep


def scores_json(scores: dict[str, int] | None) -> str | None:
    """Final scores as stored (NULL while there are none)."""
    return None if scores is None else json.dumps(scores)
