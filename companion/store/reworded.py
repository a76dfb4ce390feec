"""The schema upgrade that gives every saved log entry its message (issue 24, schema 6).

A database written before issue 24 keeps each log entry's sentence as English ``text``, and no ``message``: read as it
is, such an entry is said in English to every reader. The upgrade replays each game through the engine (as opening it
does) and writes, into each entry and each undone group of the redo stack, the message the engine gives for it in
place of the sentence; the action, who made it and when stay as they were, and each rewritten entry gets its checksum
anew (:func:`~companion.store.repairs.entry_checksum`). A game that cannot be replayed (damaged rows, a rules change,
a kind this Companion lacks) is left exactly as it is: it opens as before, its old entries said as written.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from companion.core.game import Game, LogEntry
from companion.kinds import get_kind
from companion.store.log import rebuild_game
from companion.store.repairs import entry_checksum


def reword_logs(conn: sqlite3.Connection) -> None:
    """Inside the upgrade's transaction: give every game's entries and redo groups the engine's messages."""
    for row in conn.execute("SELECT id, kind, setup FROM games").fetchall():
        try:
            _reword(conn, row["id"], row["kind"], row["setup"])
        except Exception:
            continue


def _reword(conn: sqlite3.Connection, game_id: str, kind_id: str, setup_text: str) -> None:
    rows = conn.execute("SELECT seq, entry, checksum FROM entries WHERE game_id = ? ORDER BY seq",
                        (game_id,)).fetchall()
    if any(row["checksum"] is not None and row["checksum"] != entry_checksum(row["entry"]) for row in rows):
        return  # damage: opening the game names it and sets it aside; rewriting would hide it
    log = [json.loads(row["entry"]) for row in rows]
    redo_rows = conn.execute("SELECT depth, entries FROM redo WHERE game_id = ? ORDER BY depth",
                             (game_id,)).fetchall()
    redo = [json.loads(row["entries"]) for row in redo_rows]
    kind = get_kind(kind_id)
    game = rebuild_game(kind, kind.setup_model.model_validate_json(setup_text), log, redo)
    for row, saved, made in zip(rows, log, game.entries, strict=True):
        text = json.dumps(_with_message(saved, made))
        conn.execute("UPDATE entries SET entry = ?, checksum = ? WHERE game_id = ? AND seq = ?",
                     (text, entry_checksum(text), game_id, row["seq"]))
    for row, group, made_group in zip(redo_rows, redo, _redone(game), strict=False):
        if len(made_group) == len(group):
            conn.execute("UPDATE redo SET entries = ? WHERE game_id = ? AND depth = ?",
                         (json.dumps([_with_message(s, m) for s, m in zip(group, made_group, strict=True)]),
                          game_id, row["depth"]))


def _redone(game: Game) -> list[list[LogEntry]]:
    """The entries each undone group gives when redone, bottom of the stack first (a copy of the game redoes them
    all, the top first, as Redo would); a group that no longer applies ends the list."""
    twin = game.copy()
    made: list[list[LogEntry]] = []
    for _ in range(len(twin.redo_stack)):
        try:
            made.append(twin.redo())
        except Exception:
            break
    made.reverse()
    return made if len(made) == len(game.redo_stack) else []


def _with_message(saved: dict[str, Any], made: LogEntry) -> dict[str, Any]:
    """The saved entry with the engine's message in place of its sentence (everything else as it was saved)."""
    entry = {key: value for key, value in saved.items() if key != "text"}
    entry["message"] = made.message.model_dump(mode="json")
    return entry
