"""Opening a database file: creating it atomically, connecting, checking it is Companion's and whole, moving a
bad one aside, and the plain words for a sqlite failure. Kept apart from the :class:`~companion.store.db.Store`,
which uses them."""

from __future__ import annotations

import os
import secrets
import sqlite3
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import quote

from companion import runtime
from companion.store import repairs, schema
from companion.store.errors import StoreError
from companion.words import Msg, text

#: Marks a file as Companion's (``PRAGMA application_id``), so a foreign database is never migrated.
APPLICATION_ID = 0x436F6D70  # "Comp"
#: The modes of what Companion creates: the games (and the names in them) are the table's, no other account's.
PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
#: How long a writer waits for another one before giving up, in milliseconds.
BUSY_TIMEOUT_MS = 5000

CANNOT_MOVE = text("store.cannot_move", "{problem} It could not be moved aside ({why}) and was left as it is.")
MOVED_ASIDE = text("store.moved_aside", "{problem} It was kept as {aside} and a new, empty database was started.")
CANNOT_CREATE = text("store.cannot_open.create", "A new database could not be created at {path} ({why}).")
DAMAGED_OR_NOT = text("store.not_a_database", "The database file {path} is damaged or is not a database ({why}).")
DAMAGED = text("store.damaged_file", "The database file {path} is damaged ({why}).")
FOREIGN = text("store.foreign", "The file {path} is a database of another program, not Companion's.")
LOCKED = text("store.locked", "Another program is using the database {path} and keeps it locked. Close that "
              "program (or let it finish), then try again; the file was not changed.")
CANNOT_OPEN = text("store.cannot_open", "The database {path} could not be opened ({why}).")
NEWER = text("store.newer_schema", "The database {path} was written by a newer Companion (schema {version}; this "
             "one knows up to {latest}). Update Companion to open it; the file was not changed.")
#: How a failed change ends: not saved (a change), or what was being read.
NOT_SAVED = text("store.outcome.not_saved", "so {doing} was not saved")
WHILE = text("store.outcome.while", "while {doing}")
DISK_FULL = text("store.disk_full", "The disk is full, {outcome}. Free some space and try again; what was saved "
                 "before is safe.")
READ_ONLY = text("store.read_only", "The database cannot be written to, {outcome}.")
BUSY = text("store.busy", "Another window or program kept the database busy, {outcome}. Try again.")
CORRUPT = text("store.corrupt", "The database is damaged ({why}), {outcome}.")
DATABASE = text("store.database", "The database reported a problem ({why}), {outcome}.")


class BadFile(Exception):
    """The file is not a usable Companion database (``code`` says why); recoverable by moving it aside."""

    def __init__(self, code: str, msg: Msg) -> None:
        super().__init__(code)
        self.code = code
        self.msg = msg


def move_aside(path: Path, bad: BadFile) -> Msg:
    """Rename a bad file (and its -wal/-shm) to a new name next to it, keeping it; returns the notice."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = path.with_name(f"{path.name}.{bad.code}-{stamp}")
    counter = 1
    while aside.exists():
        counter += 1
        aside = path.with_name(f"{path.name}.{bad.code}-{stamp}-{counter}")
    try:
        for suffix in ("-wal", "-shm", ""):
            source = Path(f"{path}{suffix}")
            if source.exists():
                os.rename(source, f"{aside}{suffix}")
    except OSError as exc:
        raise StoreError(CANNOT_MOVE(problem=bad.msg, why=exc.strerror)) from None
    return MOVED_ASIDE(problem=bad.msg, aside=str(aside))


def connect(target: str, *, uri: bool) -> sqlite3.Connection:
    conn = sqlite3.connect(target, uri=uri, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                           check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.text_factory = _text  # bytes written into the file by something else never stop a read
    return conn


def _text(data: bytes) -> str:
    """A stored text as Python text; bytes that are not UTF-8 (damage) shown as U+FFFD instead of failing the read."""
    return data.decode("utf-8", "replace")


def configure(conn: sqlite3.Connection) -> None:
    repairs.register(conn)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA synchronous = FULL")


def _uri(path: Path, mode: str) -> str:
    return f"file:{quote(str(path.resolve()))}?mode={mode}"


def journal_mode() -> str:
    """SQLite's journal mode for a database Companion writes: WAL on a machine (a reader never waits for a writer);
    in the browser the rollback journal, since the file is copied whole to the browser's storage after each change
    and a WAL file would grow and be copied with it (210 KB after one round, measured in the trial of issue 25)."""
    return "DELETE" if runtime.in_browser() else "WAL"


def sidecar_size(path: Path, suffix: str) -> int:
    sidecar = Path(f"{path}{suffix}")
    return sidecar.stat().st_size if sidecar.exists() else 0


def create(path: Path) -> None:
    """Create a new database atomically: built under a temporary name, then linked into place.

    A hard link never replaces a file, so a database another process created meanwhile is kept (and
    used); where the file system has no hard links, a rename is the fallback.
    """
    temp = path.with_name(f"{path.name}.new-{secrets.token_hex(4)}")
    try:
        path.parent.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
        temp.touch(mode=PRIVATE_FILE)  # sqlite makes its -wal and -shm with the database file's mode
        temp.chmod(PRIVATE_FILE)  # whatever the umask
        conn = connect(_uri(temp, "rwc"), uri=True)
        try:
            configure(conn)
            conn.execute(f"PRAGMA journal_mode = {journal_mode()}")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            schema.migrate(conn)
        finally:
            conn.close()
        try:
            os.link(temp, path)
        except FileExistsError:
            pass
        except (OSError, AttributeError):  # AttributeError: the browser's Python (Emscripten) has no os.link at all
            if not path.exists():
                os.rename(temp, path)
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else str(exc)
        raise StoreError(CANNOT_CREATE(path=str(path), why=reason)) from None
    finally:
        for suffix in ("", "-wal", "-shm"):
            with suppress(OSError):
                Path(f"{temp}{suffix}").unlink(missing_ok=True)


def make_private(path: Path) -> None:
    """Take group and other access off a database (and its -wal and -shm) an earlier Companion made readable by every
    account (mode 644); a file this account does not own is left as it is."""
    for suffix in ("", "-wal", "-shm"):
        with suppress(OSError):
            file = Path(f"{path}{suffix}")
            mode = file.stat().st_mode & 0o777
            if mode & 0o077 and file.stat().st_uid == os.getuid():
                file.chmod(mode & PRIVATE_FILE)


def open_connection(path: Path, *, writable: bool) -> sqlite3.Connection:
    """Connect and configure without writing anything; a read-only WAL file whose -shm cannot be made is
    opened immutable."""
    modes = ["rw"] if writable else ["ro", "ro&immutable=1"]
    for mode in modes:
        try:
            conn = connect(_uri(path, mode), uri=True)
            configure(conn)
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn
        except sqlite3.DatabaseError as exc:
            if is_corrupt(exc):
                raise BadFile("corrupt", DAMAGED_OR_NOT(path=str(path), why=str(exc))) from None
            last = exc
    raise open_problem(last, path) from None


def open_problem(exc: sqlite3.Error, path: Path) -> StoreError:
    """Why the database at ``path`` could not be opened: ``locked`` when another program holds it (waited for
    :data:`BUSY_TIMEOUT_MS`), else ``cannot_open`` with sqlite's words."""
    if getattr(exc, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return StoreError(LOCKED(path=str(path)))
    return StoreError(CANNOT_OPEN(path=str(path), why=str(exc)))


def check_file(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse (without writing) a damaged file, another program's database, or a newer schema."""
    try:
        result = [r[0] for r in conn.execute("PRAGMA quick_check").fetchall()]
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = schema.current_version(conn)
        objects = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise BadFile("corrupt", DAMAGED(path=str(path), why=str(exc))) from None
    if result != ["ok"]:
        raise BadFile("corrupt", DAMAGED(path=str(path), why="; ".join(result[:3])))
    if app_id != APPLICATION_ID and (objects or version):
        raise BadFile("foreign", FOREIGN(path=str(path)))
    if version > schema.latest_version():
        raise StoreError(NEWER(path=str(path), version=version, latest=schema.latest_version()))


def is_corrupt(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB")


def translate_error(exc: sqlite3.Error, doing: Msg, *, saving: bool = True) -> StoreError:
    """A plain-words :class:`StoreError` for a sqlite failure while saving (or reading) ``doing`` (a message: "the
    move", "reading the games"). sqlite's own words (``why``) are said as sqlite gives them."""
    name = getattr(exc, "sqlite_errorname", "")
    outcome = NOT_SAVED(doing=doing) if saving else WHILE(doing=doing)
    if name.startswith("SQLITE_FULL"):
        return StoreError(DISK_FULL(outcome=outcome))
    if name.startswith("SQLITE_READONLY"):
        return StoreError(READ_ONLY(outcome=outcome))
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return StoreError(BUSY(outcome=outcome))
    if is_corrupt(exc):
        return StoreError(CORRUPT(why=str(exc), outcome=outcome))
    return StoreError(DATABASE(why=str(exc), outcome=outcome))
