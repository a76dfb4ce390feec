"""Damage the database cannot see: a checksum on every log entry, names saved before they were checked.

``PRAGMA quick_check`` passes a file whose pages are whole but whose bytes were changed inside a row. Every
entry row therefore carries :func:`entry_checksum` of its text; reading a game stops at the first entry whose
text does not match, so the game opens up to its last good entry and the rest is moved to ``entries_aside``
(kept, never deleted). Names a database holds from before :mod:`companion.core.names` existed are replaced
visibly when it opens. Both kinds of repair are written to the ``repairs`` table with the original.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from companion.core.names import name_problem, repaired_name

#: The SQL function migrations and triggers may call to checksum an entry's text.
CHECKSUM_FUNCTION = "companion_checksum"


def entry_checksum(text: str | bytes) -> str:
    """The checksum stored beside an entry's JSON text (16 hex digits of the SHA-256 of its UTF-8 bytes).

    Bytes are taken as they are, so a row whose stored bytes are not even UTF-8 (garbage written into the file)
    can still be checksummed and named, never crash the read."""
    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()[:16]


def register(conn: sqlite3.Connection) -> None:
    """Make :func:`entry_checksum` callable from SQL on this connection (the schema migration uses it)."""
    conn.create_function(CHECKSUM_FUNCTION, 1, entry_checksum, deterministic=True)


@dataclass(frozen=True)
class Damage:
    """The first log entry of a game whose stored text is damaged, and why."""

    seq: int
    reason: str


def good_entries(rows: list[sqlite3.Row]) -> tuple[list[dict[str, Any]], Damage | None]:
    """The log entries before the first damaged row, and that damage: bytes (``CAST(entry AS BLOB)``) not matching
    their checksum, not UTF-8, or not JSON."""
    texts: list[str] = []
    for index, row in enumerate(rows):
        data = row["entry"]
        if not isinstance(data, bytes) or row["checksum"] != entry_checksum(data):
            return _parsed(texts), Damage(row["seq"], f"entry {index}'s saved text does not match its checksum")
        try:
            texts.append(data.decode("utf-8"))
        except UnicodeDecodeError:
            return _parsed(texts), Damage(row["seq"], f"entry {index}'s saved text is not UTF-8")
    try:
        return _parsed(texts), None
    except ValueError:  # only when a row was written damaged with a matching checksum: find which, one by one
        for index, text in enumerate(texts):
            try:
                json.loads(text)
            except ValueError:
                return _parsed(texts[:index]), Damage(rows[index]["seq"], f"entry {index}'s saved text is not JSON")
        raise


def _parsed(texts: list[str]) -> list[dict[str, Any]]:
    return json.loads("[" + ",".join(texts) + "]")  # one parse, not one per row


def set_aside(conn: sqlite3.Connection, game_id: str, cut: int, reason: str, stamp: str) -> int:
    """Inside a write transaction: move the game's entries from ``cut`` on to ``entries_aside``, drop its redo
    stack (kept in the repair log), and log the repair; returns how many entries were moved."""
    conn.execute("INSERT INTO entries_aside (game_id, seq, entry, checksum, set_aside_at, reason) SELECT game_id, "
                 "seq, entry, checksum, ?, ? FROM entries WHERE game_id = ? AND seq >= ?",
                 (stamp, reason, game_id, cut))
    moved = conn.execute("DELETE FROM entries WHERE game_id = ? AND seq >= ?", (game_id, cut)).rowcount
    conn.execute("DELETE FROM snapshots WHERE game_id = ? AND upto > ?", (game_id, cut))
    log_repair(conn, game_id, stamp, "entries", f"{moved} entries from {cut} on", f"set aside: {reason}")
    undone = [r[0] for r in conn.execute("SELECT entries FROM redo WHERE game_id = ? ORDER BY depth", (game_id,))]
    if undone:  # what was undone followed the entries set aside: redoing it now would put it in the wrong place
        conn.execute("DELETE FROM redo WHERE game_id = ?", (game_id,))
        log_repair(conn, game_id, stamp, "redo", "[" + ",".join(undone) + "]", "dropped with the entries set aside")
    return moved


def log_repair(conn: sqlite3.Connection, game_id: str, stamp: str, what: str, original: str, repaired: str) -> None:
    """Record one repair (the original value kept)."""
    conn.execute("INSERT INTO repairs (game_id, at, what, original, repaired) VALUES (?, ?, ?, ?, ?)",
                 (game_id, stamp, what, original, repaired))


def repair_names(conn: sqlite3.Connection, stamp: str) -> list[str]:
    """Inside a write transaction: replace every game name and player name the name check would refuse, in the
    catalogue and in the setup, logging each original; returns a notice per repaired game."""
    notices = []
    for row in conn.execute("SELECT id, name, players, setup FROM games").fetchall():
        changes = _name_changes(row)
        if not changes:
            continue
        name, players, setup = changes["name"], changes["players"], changes["setup"]
        conn.execute("UPDATE games SET name = ?, players = ?, setup = ? WHERE id = ?",
                     (name, json.dumps(players), json.dumps(setup), row["id"]))
        for what in ("name", "players"):
            if changes[f"old_{what}"] is not None:
                log_repair(conn, row["id"], stamp, what, changes[f"old_{what}"], json.dumps(changes[what]))
        notices.append(f"Game {name!r} ({row['id']}) had names that cannot be shown; they are now {name!r} and "
                       f"{', '.join(players)} (the originals are kept in the database's repairs).")
    return notices


def _name_changes(row: sqlite3.Row) -> dict[str, Any] | None:
    """The repaired name, players and setup of a games row, with the originals of what changed; None if all good."""
    name, old_name = row["name"], None
    if not isinstance(name, str) or name_problem(name, "game"):
        old_name, name = repr(name), repaired_name(name, "game", f"Game {row['id']}")
    try:
        players, setup = json.loads(row["players"]), json.loads(row["setup"])
    except ValueError:
        return None  # not a name problem: such a row is shown as damaged
    if not isinstance(players, list):
        return None
    fixed = [repaired_name(p, "player", f"Player {i + 1}") for i, p in enumerate(players)]
    old_players = None if fixed == players else json.dumps(players)
    seats = setup.get("players") if isinstance(setup, dict) else None
    for i, seat in enumerate(seats if isinstance(seats, list) else []):
        if isinstance(seat, dict) and "name" in seat:
            seat["name"] = repaired_name(seat["name"], "player", f"Player {i + 1}")
    if old_name is None and old_players is None and setup == json.loads(row["setup"]):
        return None
    return {"name": name, "players": fixed, "setup": setup, "old_name": old_name, "old_players": old_players}
