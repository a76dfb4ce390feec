"""The database schema, versioned with ``PRAGMA user_version``; forward migrations run when a store opens.

Version 0 is a new, empty file. Version 1 holds games, entries and redo; 2 adds snapshots; 3 a checksum per
entry (filled in for the entries already there), the entries set aside as damaged, and the log of repairs; 4 the
games' options; 5 repairs card names once more; 6 gives every saved log entry its message
(:mod:`companion.store.reworded`).
Migration ``n`` (index ``n - 1`` of :data:`MIGRATIONS`) takes a database
from version ``n - 1`` to ``n``; all pending ones run in one transaction, so a failure changes nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from companion.store.reworded import reword_logs

#: Each item brings the schema up by one version: an SQL script, or a step that needs the engine (it runs inside the
#: same transaction).
MIGRATIONS: list[str | Callable[[sqlite3.Connection], None]] = [
    """
    CREATE TABLE games (
        id            TEXT PRIMARY KEY,
        name          TEXT NOT NULL,
        kind          TEXT NOT NULL,
        players       TEXT NOT NULL,                -- JSON list of names, in seat order
        setup         TEXT NOT NULL,                -- JSON of the kind's setup model
        rules_version TEXT NOT NULL,                -- companion.core.rules_data.version() when created
        status        TEXT NOT NULL CHECK (status IN ('in_progress', 'finished')),
        final_scores  TEXT,                         -- JSON {player name: score} once finished
        archived      INTEGER NOT NULL DEFAULT 0,
        deleted_at    TEXT,                         -- set while the game is in the bin
        created_at    TEXT NOT NULL,
        updated_at    TEXT NOT NULL,
        revision      INTEGER NOT NULL DEFAULT 0    -- +1 on every log change: detects stale views
    );
    CREATE INDEX games_by_update ON games (updated_at);
    CREATE TABLE entries (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq     INTEGER NOT NULL,
        entry   TEXT NOT NULL,                      -- LogEntry.to_json()
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID;
    CREATE TABLE redo (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        depth   INTEGER NOT NULL,                   -- 0 is the bottom of the redo stack
        entries TEXT NOT NULL,                      -- JSON list of the undone group's LogEntry.to_json()
        PRIMARY KEY (game_id, depth)
    ) WITHOUT ROWID;
    """,
    """
    CREATE TABLE snapshots (
        game_id     TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        upto        INTEGER NOT NULL,               -- the state after this many log entries
        fingerprint TEXT NOT NULL,                  -- engine source + rules data it was computed with
        state       TEXT NOT NULL                   -- JSON of the kind's state model
    ) WITHOUT ROWID;
    """,
    """
    ALTER TABLE entries ADD COLUMN checksum TEXT;    -- repairs.entry_checksum(entry): damage inside a row is seen
    UPDATE entries SET checksum = companion_checksum(CAST(entry AS BLOB));
    CREATE TABLE entries_aside (                     -- log entries taken out of a game because they were damaged
        game_id      TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq          INTEGER NOT NULL,
        entry        TEXT,
        checksum     TEXT,
        set_aside_at TEXT NOT NULL,
        reason       TEXT NOT NULL,
        PRIMARY KEY (game_id, seq, set_aside_at)
    ) WITHOUT ROWID;
    CREATE TABLE repairs (                           -- what opening the database repaired, with the original
        id       INTEGER PRIMARY KEY,
        game_id  TEXT NOT NULL,
        at       TEXT NOT NULL,
        what     TEXT NOT NULL,                      -- 'name', 'players' or 'entries'
        original TEXT NOT NULL,
        repaired TEXT NOT NULL
    );
    """,
    """
    -- IF NOT EXISTS: a file whose version was set back by hand (as the upgrade tests do) still upgrades
    CREATE TABLE IF NOT EXISTS game_options (        -- a game's options, when one differs from its default
        game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        options TEXT NOT NULL                        -- JSON of options.GameOptions
    ) WITHOUT ROWID;
    """,
    """
    -- Nothing changes in the tables: names refuse more since this version (issue 21: private-use characters,
    -- noncharacters, stacked marks), so the card names inside saved moves are repaired once more after it.
    SELECT 1;
    """,
    reword_logs,  # 6: every log entry and redo group keeps its message (code and parameters), not an English text
]


#: The schema version from which the name check is as it is now (3: card names limited; 5: private-use characters,
#: noncharacters and stacked marks refused): a database older than it has its saved moves' card names repaired once.
NAMES_TIGHTENED = 5


def latest_version() -> int:
    """The schema version this code writes."""
    return len(MIGRATIONS)


def current_version(conn: sqlite3.Connection) -> int:
    """The schema version recorded in the database file."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection) -> int:
    """Apply every pending migration in one transaction; return the number applied.

    The caller has checked the file is not newer than :func:`latest_version`. ``executescript`` would
    commit on its own, so each statement runs separately inside the explicit transaction.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        start = current_version(conn)
        for script in MIGRATIONS[start:]:
            if callable(script):
                script(conn)
                continue
            for statement in _statements(script):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {latest_version()}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return latest_version() - start


def _statements(script: str) -> list[str]:
    """Split a migration script into complete statements (comments kept, as sqlite accepts them)."""
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    if pending.strip():
        statements.append(pending.strip())
    return statements
