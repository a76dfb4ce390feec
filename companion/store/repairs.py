"""Damage the database cannot see: a checksum on every log entry, names saved before they were checked.

``PRAGMA quick_check`` passes a file whose pages are whole but whose bytes were changed inside a row. Every
entry row therefore carries :func:`entry_checksum` of its bytes; reading a game stops at the first entry whose
bytes do not match (or are not UTF-8 or JSON), so the game opens up to its last whole undo group before it and
the rest is moved to ``entries_aside`` (kept, never deleted) with the redo stack dropped. Names a database holds
from before :mod:`companion.core.names` existed are replaced visibly when it opens. Every repair is written to
the ``repairs`` table with the original."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from companion.core.names import name_problem, repaired_name
from companion.words import Msg, english, text

#: The SQL function migrations and triggers may call to checksum an entry's text.
CHECKSUM_FUNCTION = "companion_checksum"

#: Why an entry's stored text is damaged.
NO_MATCH = text("store.damage.checksum", "entry {index}'s saved text does not match its checksum")
NOT_UTF8 = text("store.damage.utf8", "entry {index}'s saved text is not UTF-8")
NOT_JSON = text("store.damage.json", "entry {index}'s saved text is not JSON")
NAMES_REPAIRED = text("store.notice.names_repaired", "Game '{name}' ({game}) had names that cannot be shown; they are "
                      "now '{name}' and {players} (the originals are kept in the database's repairs).")
CARDS_REPAIRED = text("store.notice.cards_repaired", "Card names too long or with control characters were repaired "
                      "in {moves} saved moves of {games} games ({ids}); the originals are kept in the database's "
                      "repairs.")


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
    why: Msg

    @property
    def reason(self) -> str:
        """Why, in English: what the database's record of the repair keeps."""
        return english()(self.why)


def good_entries(rows: list[sqlite3.Row]) -> tuple[list[dict[str, Any]], Damage | None]:
    """The log entries before the first damaged row, and that damage: bytes (``CAST(entry AS BLOB)``) not matching
    their checksum, not UTF-8, or not JSON."""
    texts: list[str] = []
    for index, row in enumerate(rows):
        data = row["entry"]
        if not isinstance(data, bytes) or row["checksum"] != entry_checksum(data):
            return _parsed(texts), Damage(row["seq"], NO_MATCH(index=index))
        try:
            texts.append(data.decode("utf-8"))
        except UnicodeDecodeError:
            return _parsed(texts), Damage(row["seq"], NOT_UTF8(index=index))
    try:
        return _parsed(texts), None
    except ValueError:  # only when a row was written damaged with a matching checksum: find which, one by one
        for index, text in enumerate(texts):
            try:
                json.loads(text)
            except ValueError:
                return _parsed(texts[:index]), Damage(rows[index]["seq"], NOT_JSON(index=index))
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


@dataclass(frozen=True)
class NameRepair:
    """What one games row's names become: the catalogue's name, players and final scores, and the setup's seats."""

    game_id: str
    name: str
    players: list[str]
    scores: str | None
    setup: str
    originals: dict[str, str]


def name_repairs(conn: sqlite3.Connection) -> list[NameRepair]:
    """Read only: every games row holding a game or player name the name check would refuse (written by a
    Companion from before the check), with what it becomes. Rows whose JSON cannot be read are left alone:
    they are listed as damaged instead."""
    plans = []
    for row in conn.execute("SELECT id, name, players, final_scores, setup FROM games").fetchall():
        try:
            plan = _name_repair(row)
        except (TypeError, ValueError, AttributeError):
            continue
        if plan is not None:
            plans.append(plan)
    return plans


def write_name_repairs(conn: sqlite3.Connection, plans: list[NameRepair], stamp: str) -> list[Msg]:
    """Inside a write transaction: apply the repairs, each original kept in ``repairs``; a notice per game."""
    notices: list[Msg] = []
    for plan in plans:
        conn.execute("UPDATE games SET name = ?, players = ?, final_scores = ?, setup = ? WHERE id = ?",
                     (plan.name, json.dumps(plan.players), plan.scores, plan.setup, plan.game_id))
        for what, original in plan.originals.items():
            log_repair(conn, plan.game_id, stamp, what, original, "names the check would refuse, repaired")
        notices.append(NAMES_REPAIRED(name=plan.name, game=plan.game_id, players=", ".join(plan.players)))
    return notices


def _name_repair(row: sqlite3.Row) -> NameRepair | None:
    name = row["name"]
    players, setup = json.loads(row["players"]), json.loads(row["setup"])
    scores = None if row["final_scores"] is None else json.loads(row["final_scores"])
    fixed_name = repaired_name(name, "game", f"Game {row['id']}")
    fixed_players = [repaired_name(p, "player", f"Player {i + 1}") for i, p in enumerate(players)]
    renamed = dict(zip(players, fixed_players, strict=True))
    fixed_scores = None if scores is None else {renamed.get(p, repaired_name(p, "player", "?")): v
                                                 for p, v in scores.items()}
    seats = setup.get("players") if isinstance(setup, dict) else None
    for i, seat in enumerate(seats if isinstance(seats, list) else []):
        if isinstance(seat, dict) and isinstance(seat.get("name"), str):
            seat["name"] = repaired_name(seat["name"], "player", f"Player {i + 1}")
    _repair_card_names(setup)  # the cards a setup names (a starting titan, a market): seats are valid card names too
    originals = {what: text for what, text, same in (
        ("name", repr(name), fixed_name == name), ("players", row["players"], fixed_players == players),
        ("final_scores", row["final_scores"], fixed_scores == scores),
        ("setup", row["setup"], setup == json.loads(row["setup"]))) if not same}
    if not originals:
        return None
    return NameRepair(row["id"], fixed_name, fixed_players, None if fixed_scores is None else json.dumps(fixed_scores),
                      json.dumps(setup), originals)


def entry_name_repairs(conn: sqlite3.Connection) -> list[tuple[str, int, str, str]]:
    """Read only: log entries (game, seq, old text, new text) whose action holds a card name the check would
    refuse (The Ancient World's card names had no limit before schema 3; private-use characters and stacked marks
    were taken before schema 5); run once, after an upgrade past :data:`schema.NAMES_TIGHTENED`."""
    plans = []
    for row in conn.execute("SELECT game_id, seq, entry FROM entries").fetchall():
        try:
            entry = json.loads(row["entry"])
        except ValueError:
            continue  # damage: named when the game is opened
        if _repair_card_names(entry.get("action")):
            plans.append((row["game_id"], row["seq"], row["entry"], json.dumps(entry)))
    return plans


def write_entry_repairs(conn: sqlite3.Connection, plans: list[tuple[str, int, str, str]], stamp: str) -> list[Msg]:
    """Inside a write transaction: rewrite the entries (checksum anew), each original kept in ``repairs``."""
    for game_id, seq, old, new in plans:
        conn.execute("UPDATE entries SET entry = ?, checksum = ? WHERE game_id = ? AND seq = ?",
                     (new, entry_checksum(new), game_id, seq))
        log_repair(conn, game_id, stamp, f"entry {seq}", old, "card names the check would refuse, repaired")
    if not plans:
        return []
    games = sorted({p[0] for p in plans})
    return [CARDS_REPAIRED(moves=len(plans), games=len(games), ids=", ".join(games))]


def _repair_card_names(value: Any) -> bool:
    """Repair, in place, every ``name`` of a card inside an action's JSON; True when one changed."""
    changed = False
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "name" and isinstance(item, str) and name_problem(item, "card", required=False):
                value[key] = repaired_name(item, "card", "Card")
                changed = True
            else:
                changed = _repair_card_names(item) or changed
    elif isinstance(value, list):
        for item in value:
            changed = _repair_card_names(item) or changed
    return changed
