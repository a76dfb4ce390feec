"""The SQLite store: one database file holding every game's setup, log and redo stack.

Opening checks the file (Companion's application id, ``quick_check``, schema version) before anything is
written; a bad file is never deleted or overwritten. With ``recover=True`` (what the app uses) a corrupt,
empty or foreign file is moved aside and a fresh database is started, and a read-only file is opened read-only;
each case adds a message to :attr:`Store.told` (:attr:`Store.notices` says them in English). A file that cannot be
program, from a newer Companion, unreadable, an upgrade that failed) raises :class:`StoreError` even then: the app
never falls back on a store in memory whose games would vanish (:mod:`companion.store.gate` serves the reason).
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from companion.core import rules_data
from companion.core.errors import DataError, RuleError
from companion.core.game import Game, GameKind, LogEntry
from companion.core.names import NameProblem, clean_name
from companion.kinds import get_kind
from companion.store import repairs, said, schema
from companion.store.errors import StoreError
from companion.store.history import (
    FINISHED_SQL,
    Finished,
    PlayerHistory,
    PlayerRecord,
    finished_from_rows,
    overall,
    player_history,
)
from companion.store.info import GAME_COLUMNS, GameInfo
from companion.store.log import derive_status, now, rebuild_game, scores_json, write_log_changes
from companion.store.naming import distinct_name
from companion.store.opening import (
    APPLICATION_ID,
    BadFile,
    check_file,
    configure,
    connect,
    create,
    journal_mode,
    make_private,
    move_aside,
    open_connection,
    open_problem,
    sidecar_size,
    translate_error,
)
from companion.store.options import GameOptions
from companion.store.paths import db_path
from companion.store.shared import SharedEntries
from companion.store.snapshots import Snapshot, usable_state
from companion.store.stored_game import SaveChange, StoredGame
from companion.words import Msg, Param, english, refusal

STALE = refusal("stale_game", "The game moved on: it was changed elsewhere (now at revision {now}, the view you acted "
                "on showed {seen}). Look at it again and try again; nothing was saved.")


@dataclass(frozen=True)
class SavedGame:
    """A game exactly as stored: catalogue line, setup, log entries and redo groups as JSON values."""

    info: GameInfo
    setup: dict[str, Any]
    log: list[dict[str, Any]]
    redo: list[list[dict[str, Any]]]
    snapshot: Snapshot | None = None
    #: The first damaged log entry; ``log`` holds only the entries before it.
    damage: repairs.Damage | None = None


class _MovedOn(Exception):
    """Internal: the game changed between reading it and repairing it; the repair is rolled back."""


class Store:
    """Every saved game. Open with :meth:`open` (a file) or :meth:`memory` (nothing saved to disk).

    One connection for writing, shared by threads under a lock; writers in other processes are serialised by
    ``BEGIN IMMEDIATE`` and a busy timeout. Each change is committed before the method returns. Reads of a file the
    store writes go through a second connection, under a lock of their own (:meth:`_reading`): in WAL mode a reader
    never waits for a writer, so a change waiting on the busy timeout (the database held by another program) does
    not hold up the lists and games every other screen reads meanwhile.
    """

    def __init__(self, conn: sqlite3.Connection, path: Path | None, *, read_only: bool,
                 told: Sequence[Msg] = ()) -> None:
        self.conn = conn
        self.path = path
        self.read_only = read_only
        #: What opening the file did or found that the table should know (a file moved aside, names repaired).
        self.told: list[Msg] = list(told)
        self.lock = threading.RLock()
        self._reader: sqlite3.Connection | None = None
        self._read_lock = threading.RLock()
        self._entries = SharedEntries()

    # -- opening ---------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], *, read_only: bool = False, recover: bool = False) -> Store:
        """Open (creating if missing) the database at ``path``.

        Raises :class:`StoreError` when the file cannot be used. With ``recover`` a damaged, empty or foreign file
        is first moved aside and a new one started, as described in the module docstring and reported in
        ``told``.
        """
        target = Path(path)
        if not recover:
            try:
                return cls._open_checked(target, read_only=read_only)
            except BadFile as bad:
                raise StoreError(said.LEFT_AS_IS(problem=bad.msg), code=bad.code) from None
        try:
            return cls._open_checked(target, read_only=read_only)
        except BadFile as bad:
            notice = move_aside(target, bad)
        try:
            store = cls._open_checked(target, read_only=read_only)
        except BadFile as bad:  # the new file another process put in its place is bad too: leave it
            raise StoreError(said.MOVED_AND_BAD(notice=notice, problem=bad.msg), code=bad.code) from None
        store.told.insert(0, notice)
        return store

    @classmethod
    def open_data_dir(cls, data_dir: str | os.PathLike[str] | None = None, *, read_only: bool = False,
                      recover: bool = False) -> Store:
        """Open ``companion.db`` in the data directory (``--data-dir``, ``$COMPANION_DATA_DIR``, platformdirs)."""
        return cls.open(db_path(data_dir), read_only=read_only, recover=recover)

    @classmethod
    def memory(cls) -> Store:
        """A store that lives in memory only: tests, and ``companion serve --memory`` (said on every screen)."""
        conn = connect("file::memory:", uri=True)
        configure(conn)
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        schema.migrate(conn)
        return cls(conn, None, read_only=False)

    @classmethod
    def _open_checked(cls, path: Path, *, read_only: bool) -> Store:
        told: list[Msg] = []
        if not path.exists():
            if read_only:
                raise StoreError(said.NO_DATABASE(path=str(path)))
            create(path)
        elif path.stat().st_size == 0 and sidecar_size(path, "-wal") == 0:
            raise BadFile("empty", said.EMPTY(path=str(path)))
        writable = not read_only and os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
        if not read_only and not writable:
            told.append(said.READ_ONLY_NOTICE(path=str(path)))
        if writable:
            make_private(path)
        conn = open_connection(path, writable=writable)
        try:
            check_file(conn, path)
            if writable:
                conn.execute(f"PRAGMA journal_mode = {journal_mode()}")
            version = schema.current_version(conn)
            if version < schema.latest_version():
                if not writable:
                    raise StoreError(said.OLD_SCHEMA(path=str(path), version=version, latest=schema.latest_version()))
                try:
                    schema.migrate(conn)
                except sqlite3.Error as exc:
                    raise StoreError(said.MIGRATION_FAILED(path=str(path), version=version, why=str(exc))) from None
        except sqlite3.Error as exc:
            conn.close()
            raise open_problem(exc, path) from None
        except BaseException:
            conn.close()
            raise
        store = cls(conn, path, read_only=not writable, told=told)
        if writable:
            try:
                store.told += store._repair_names(upgraded=version < schema.NAMES_TIGHTENED)
            except StoreError as exc:  # names are shown repaired anyway; the file is repaired at a later open
                store.told.append(said.NAMES_NOT_REPAIRED(problem=exc.msg))
        return store

    @property
    def notices(self) -> list[str]:
        """:attr:`told` in English (a terminal, the tests)."""
        return [english()(notice) for notice in self.told]

    def close(self) -> None:
        """Close the connections (every change is already committed)."""
        with self._read_lock:
            if self._reader is not None:
                self._reader.close()
        with self.lock:
            self.conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions ----------------------------------------------------------------------------
    @contextmanager
    def transaction(self, doing: Msg) -> Iterator[sqlite3.Connection]:
        """A write transaction (``BEGIN IMMEDIATE``) committed on exit; sqlite errors become :class:`StoreError`.

        ``doing`` names the change (a message: "the move", "the new name") for the error message.
        """
        if self.read_only:
            raise StoreError(said.NOT_SAVED_READ_ONLY(doing=doing))
        with self.lock:
            try:
                self.conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise translate_error(exc, doing) from exc
            try:
                yield self.conn
                self.conn.execute("COMMIT")
            except BaseException as exc:
                if self.conn.in_transaction:
                    with suppress(sqlite3.Error):  # the first error is the one to report
                        self.conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise translate_error(exc, doing) from exc
                raise

    @contextmanager
    def changing(self, info: GameInfo, seen: int, doing: Msg) -> Iterator[SaveChange]:
        """A write transaction for a change of the game ``info`` is the catalogue line of, refused unless the game
        still exists, is not binned, and both ``info`` and the stored game are at revision ``seen``. Yields
        ``save(game, entries before, redo stack before)``, which writes the difference in log and redo stack and
        the game's row (next revision, status, final scores) and returns the new catalogue line; committed on exit.
        """
        with self.transaction(doing) as conn:
            recorded = _check_current(conn, info, seen)

            def save(game: Game, old_entries: list[LogEntry], old_redo: list[list[LogEntry]]) -> GameInfo:
                write_log_changes(conn, info.id, game, old_entries, old_redo)
                status, scores = derive_status(game, info.players, recorded)
                stamp = now()
                conn.execute("UPDATE games SET revision = revision + 1, status = ?, final_scores = ?, updated_at = ? "
                             "WHERE id = ?", (status, scores_json(scores), stamp, info.id))
                return replace(info, revision=info.revision + 1, status=status, final_scores=scores,
                               updated_at=stamp, actions=sum(not e.auto for e in game.entries))

            yield save

    @contextmanager
    def _reading(self) -> Iterator[sqlite3.Connection]:
        """The connection to read with, held for the caller: the reading one of a file this store writes (opened at
        the first read), else the only one (in memory, or read-only: no writer of this store to wait for)."""
        if self.path is None or self.read_only:
            with self.lock:
                yield self.conn
            return
        with self._read_lock:
            if self._reader is None:
                self._reader = open_connection(self.path, writable=True)
            yield self._reader

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """Run a read query; sqlite errors become :class:`StoreError`."""
        with self._reading() as conn:
            try:
                return conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                raise translate_error(exc, said.READING_GAMES(), saving=False) from exc

    # -- games -----------------------------------------------------------------------------------
    def create(self, kind_id: str, setup: BaseModel | dict[str, Any], *, name: str,
               players: Sequence[str]) -> StoredGame:
        """Start and save a new game of ``kind_id``; its setup automation is logged as group 0."""
        kind = get_kind(kind_id)
        model = _validated_setup(kind.setup_model, setup)
        return self.add_game(kind_id, Game(kind, model), name=name, players=players)

    def add_game(self, kind_id: str, game: Game, *, name: str, players: Sequence[str],
                 rules_version: str | None = None, created_at: str | None = None,
                 final_scores: dict[str, int] | None = None, options: GameOptions | None = None) -> StoredGame:
        """Save an already built game (a new one, or one replayed from an export) in one transaction.

        ``final_scores`` marks the game finished even if the engine does not say it is over (an
        imported game the table had declared finished); ``options``: the table's choices, when not the defaults.
        """
        names = _validated_players(players)
        clean_name = validated_name(name)
        status, scores = derive_status(game, names, final_scores)
        if final_scores is not None:
            status, scores = "finished", scores or final_scores
        with self.transaction(said.NEW_GAME()) as conn:
            game_id = self._new_id(conn)
            stamp = now()
            made = datetime.fromisoformat(created_at or stamp).astimezone().date()
            clean_name = distinct_name(clean_name, (r[0] for r in conn.execute("SELECT name FROM games")), made)
            conn.execute(
                "INSERT INTO games (id, name, kind, players, setup, rules_version, status, final_scores, created_at,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, clean_name, kind_id, json.dumps(names), game.setup.model_dump_json(),
                 rules_version or rules_data.version(), status, scores_json(scores), created_at or stamp, stamp),
            )
            write_log_changes(conn, game_id, game, [], [])
            if options is not None:
                _write_options(conn, game_id, options)
        return self.resume(game_id)

    def games(self, *, archived: bool = False, binned: bool = False) -> list[GameInfo]:
        """Games, most recently changed first: the active ones, or those archived, or those in the bin."""
        where = "deleted_at IS NOT NULL" if binned else f"deleted_at IS NULL AND archived = {int(archived)}"
        rows = self.query(f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY updated_at DESC, rowid DESC")
        return [GameInfo.from_row(r) for r in rows]

    def info(self, game_id: str) -> GameInfo:
        """One game's catalogue line, bin included; :class:`StoreError` ``not_found`` otherwise."""
        rows = self.query(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise StoreError(said.NO_GAME(game=game_id))
        return GameInfo.from_row(rows[0])

    def resolve(self, id_or_prefix: str) -> str:
        """The full id of the one game whose id starts with ``id_or_prefix`` (what a person types)."""
        text = id_or_prefix.strip()
        if not text:
            raise StoreError(said.NO_ID())
        rows = self.query("SELECT id FROM games WHERE substr(id, 1, ?) = ? ORDER BY id", (len(text), text))
        if not rows:
            raise StoreError(said.NO_PREFIX(prefix=text))
        if len(rows) > 1:
            raise StoreError(said.AMBIGUOUS(prefix=text, ids=", ".join(r["id"] for r in rows)))
        return str(rows[0]["id"])

    def saved(self, game_id: str) -> SavedGame:
        """A game's row, setup, log and redo stack as stored, read in one consistent read transaction."""
        with self._reading() as conn:
            try:
                conn.execute("BEGIN")
                info = self.info(game_id)
                setup = conn.execute("SELECT setup FROM games WHERE id = ?", (game_id,)).fetchone()["setup"]
                rows = conn.execute("SELECT seq, CAST(entry AS BLOB) AS entry, checksum FROM entries "
                                    "WHERE game_id = ? ORDER BY seq", (game_id,)).fetchall()
                log, damage = repairs.good_entries(rows)
                redo = _readable_redo(r["entries"] for r in conn.execute(
                    "SELECT entries FROM redo WHERE game_id = ? ORDER BY depth", (game_id,)))
                snap = conn.execute("SELECT upto, fingerprint, state FROM snapshots WHERE game_id = ?",
                                    (game_id,)).fetchone()
            except sqlite3.Error as exc:
                raise translate_error(exc, said.READING_GAME(), saving=False) from exc
            except ValueError as exc:
                raise StoreError(said.NOT_JSON(game=game_id, why=str(exc))) from None
            finally:
                if conn.in_transaction:
                    conn.execute("COMMIT")
        snapshot = None if snap is None else Snapshot(snap["upto"], snap["fingerprint"], snap["state"])
        if info.problem:  # the setup, players or scores cannot be read (setup checked by json_valid)
            raise StoreError(said.CANNOT_OPEN_GAME(name=info.name, game=game_id, problem=info.problem))
        return SavedGame(info=info, setup=json.loads(setup), log=log, redo=redo, snapshot=snapshot, damage=damage)

    def resume(self, game_id: str, *, use_snapshot: bool = True) -> StoredGame:
        """Rebuild a game from its stored setup and log (replayed through the engine) to play on.

        A usable snapshot spares replaying the log before it; ``use_snapshot=False`` replays it all.
        """
        saved = self.saved(game_id)
        info = saved.info
        try:
            kind = get_kind(info.kind)
            setup = kind.setup_model.model_validate(saved.setup)
            if saved.damage is not None:
                return self._open_damaged(kind, setup, saved, saved.damage)
            from_snapshot = _from_snapshot(kind, setup, saved) if use_snapshot else None
            game = from_snapshot or rebuild_game(kind, setup, saved.log, saved.redo)
            game.entries = self._entries.shared(game_id, game.entries)
        except StoreError:
            raise
        except Exception as exc:  # a rules change or engine bug: say so, keep the saved game untouched
            raise StoreError(said.CANNOT_REBUILD(name=info.name, game=game_id, why=_said(exc),
                                                 recorded=info.rules_version, current=rules_data.version())) from None
        return StoredGame(self, info, game)

    def _open_damaged(self, kind: GameKind, setup: BaseModel, saved: SavedGame, damage: repairs.Damage) -> StoredGame:
        """Open a game whose log is damaged from ``damage.seq`` on: up to its last whole group before it, the rest
        moved to ``entries_aside`` (when the file can be written); the returned game's ``notice`` says so."""
        log = saved.log
        try:
            game = rebuild_game(kind, setup, log, [])
        except DataError:  # the damaged entry was inside a group (or the setup's): open before that group
            last = log[-1].get("group") if log else 0
            log = log[: next((i for i, e in enumerate(log) if e.get("group") == last), 0)]
            game = rebuild_game(kind, setup, log, []) if log else Game(kind, setup)
        info = saved.info
        if self.read_only:
            stored = StoredGame(self, info, game)
            stored.notice = said.DAMAGED_READ_ONLY(name=info.name, game=info.id, seq=damage.seq, why=damage.why,
                                                   kept=len(log))
            return stored
        try:
            with self.transaction(said.SETTING_ASIDE()) as conn:
                row = conn.execute("SELECT revision FROM games WHERE id = ?", (info.id,)).fetchone()
                if row is None or row["revision"] != info.revision:
                    raise _MovedOn  # another window repaired it (and maybe played on) since it was read
                moved = repairs.set_aside(conn, info.id, len(log), damage.reason, now())
                kept = game.entries[: len(log)]  # a setup rebuilt from nothing writes its automatic steps anew
                write_log_changes(conn, info.id, game, kept, [])
                conn.execute("UPDATE games SET revision = revision + 1 WHERE id = ?", (info.id,))
        except _MovedOn:
            return self.resume(info.id)
        stored = self.resume(info.id)
        stored.notice = said.DAMAGED_SET_ASIDE(name=info.name, game=info.id, seq=damage.seq, why=damage.why,
                                               kept=len(log), moved=moved)
        return stored

    def rename(self, game_id: str, name: str) -> None:
        """Give a game a new name."""
        self._update(game_id, said.RENAME(), "name = ?", (validated_name(name),))

    def archive(self, game_id: str, archived: bool = True) -> None:
        """Hide a game from the main list (or bring it back); it still counts in the history."""
        self._update(game_id, said.ARCHIVING(), "archived = ?", (int(archived),))

    def delete(self, game_id: str) -> None:
        """Move a game to the bin: hidden everywhere, kept whole, back with :meth:`restore`."""
        self._update(game_id, said.DELETION(), "deleted_at = ?", (now(),))

    def restore(self, game_id: str) -> None:
        """Take a game out of the bin."""
        self._update(game_id, said.RESTORE(), "deleted_at = NULL", ())

    def purge(self, game_id: str) -> None:
        """Remove a binned game for good (its log and redo stack go with it). Only games in the bin."""
        with self.transaction(said.REMOVAL()) as conn:
            row = conn.execute("SELECT deleted_at FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise StoreError(said.NO_GAME(game=game_id))
            if row["deleted_at"] is None:
                raise StoreError(said.NOT_IN_BIN())
            conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    def set_options(self, game_id: str, options: GameOptions) -> None:
        """Save a game's options (its catalogue line says them from then on). Not a change of the game itself: its
        revision stays, so a move being entered elsewhere is still good."""
        with self.transaction(said.OPTIONS()) as conn:
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise StoreError(said.NO_GAME(game=game_id))
            _write_options(conn, game_id, options)

    def record_final_scores(self, game_id: str, scores: dict[str, int]) -> None:
        """Mark a game finished with the table's final scores (one per player, by name)."""
        players = self.info(game_id).players
        if sorted(scores) != sorted(players):
            raise StoreError(said.BAD_SCORES(players=", ".join(players)))
        self._update(game_id, said.FINAL_SCORES(), "status = 'finished', final_scores = ?", (scores_json(scores),))

    def finished_games(self) -> list[Finished]:
        """The finished games not in the bin (archived ones too), oldest first, as the history reads them."""
        return finished_from_rows(self.query(FINISHED_SQL))

    def history(self) -> list[PlayerRecord]:
        """Per player (case ignored), over finished games: games, wins (ties win for all tied), average and best
        score (:mod:`companion.store.history`)."""
        return overall(self.finished_games())

    def player_history(self, name: str) -> PlayerHistory | None:
        """One player's history (case ignored) per game, or None when they have no finished game."""
        return player_history(self.finished_games(), name)

    # -- internals -------------------------------------------------------------------------------
    def _repair_names(self, *, upgraded: bool) -> list[Msg]:
        """Replace names the check would refuse, saved by a Companion from before it: the games' (a quick read on
        every open, written only when something needs it) and, once after an upgrade past the schema in which the
        check last tightened, the card names inside saved moves. Returns the notices."""
        plans = repairs.name_repairs(self.conn)
        entries = repairs.entry_name_repairs(self.conn) if upgraded else []
        if not plans and not entries:
            return []
        stamp = now()
        with self.transaction(said.REPAIRING_NAMES()) as conn:
            return repairs.write_name_repairs(conn, plans, stamp) + repairs.write_entry_repairs(conn, entries, stamp)

    def _update(self, game_id: str, doing: Msg, assignments: str, params: Sequence[Any]) -> None:
        with self.transaction(doing) as conn:
            cursor = conn.execute(f"UPDATE games SET {assignments}, updated_at = ? WHERE id = ?",
                                  (*params, now(), game_id))
            if cursor.rowcount == 0:
                raise StoreError(said.NO_GAME(game=game_id))

    @staticmethod
    def _new_id(conn: sqlite3.Connection) -> str:
        while True:
            game_id = secrets.token_hex(4)
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                return game_id


def _check_current(conn: sqlite3.Connection, info: GameInfo, seen: int) -> dict[str, int] | None:
    """Inside a write transaction: the game still exists, is not binned, and both ``info`` and the stored game are
    at revision ``seen``; returns the final scores the table recorded, if any."""
    row = conn.execute("SELECT revision, deleted_at, final_scores FROM games WHERE id = ?", (info.id,)).fetchone()
    if row is None:
        raise StoreError(said.REMOVED(name=info.name))
    if row["deleted_at"] is not None:
        raise StoreError(said.IN_BIN(name=info.name))
    if row["revision"] != seen or info.revision != seen:
        raise RuleError(STALE(now=row["revision"], seen=seen))
    return None if row["final_scores"] is None else json.loads(row["final_scores"])


def _write_options(conn: sqlite3.Connection, game_id: str, options: GameOptions) -> None:
    """Inside a write transaction: the game's options row, none when every option is at its default."""
    conn.execute("DELETE FROM game_options WHERE game_id = ?", (game_id,))
    if options.changed:
        conn.execute("INSERT INTO game_options (game_id, options) VALUES (?, ?)", (game_id, options.model_dump_json()))


def _readable_redo(texts: Iterable[str]) -> list[list[dict[str, Any]]]:
    """The redo stack as stored; a damaged one is dropped (redo is a convenience, the log is the record)."""
    try:
        return [json.loads(text) for text in texts]
    except ValueError:
        return []


def _from_snapshot(kind: GameKind, setup: BaseModel, saved: SavedGame) -> Game | None:
    """The game rebuilt from its snapshot and the log after it, or None to replay the whole log instead."""
    try:
        start = usable_state(kind, setup, saved.snapshot, len(saved.log))
        return None if start is None else rebuild_game(kind, setup, saved.log, saved.redo, start)
    except Exception:  # a snapshot is only an optimisation: any doubt, and the whole log is replayed
        return None


def _said(exc: Exception) -> Param:
    """An exception as a message parameter: its message when it has one (a refusal, a store or data error), else
    its text as Python gives it (an engine bug's own words)."""
    said = getattr(exc, "said", None)
    return said if isinstance(said, Msg) else str(exc)


def _validated_setup(model: type[BaseModel], setup: BaseModel | dict[str, Any]) -> BaseModel:
    raw = setup.model_dump(mode="json") if isinstance(setup, BaseModel) else setup
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise DataError("setup", rules_data.describe_validation_error(exc)) from None


def _validated_players(players: Sequence[str]) -> list[str]:
    try:
        names = [clean_name(p, "player") for p in players]
    except NameProblem as problem:
        raise StoreError(said.BAD_PLAYER(problem=problem.msg)) from None
    if not names or len(set(names)) != len(names):
        raise StoreError(said.BAD_PLAYERS())
    return names


def validated_name(name: str) -> str:
    """The name a game is saved under (``names.clean_name``); raises ``StoreError("bad_name")`` when refused."""
    try:
        return clean_name(name, "game")
    except NameProblem as problem:
        raise StoreError(said.BAD_NAME(problem=problem.msg)) from None


def name_refusal(name: str) -> Msg | None:
    """Why the store would refuse ``name`` for a game (a message), or None: what a form shows before a tap."""
    try:
        validated_name(name)
    except StoreError as exc:
        return exc.msg
    return None


def name_problem(name: str) -> str | None:
    """:func:`name_refusal` in English (a terminal, the tests), or None."""
    said = name_refusal(name)
    return None if said is None else english()(said)


