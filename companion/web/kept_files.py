"""The files the server keeps in the data directory for joining: the secret join tokens are signed with, and the
join code a user chose to keep (``--keep-code``).

Each is written whole or not at all (:func:`write_atomically`: a temporary file beside it, flushed to the disk,
renamed over it, the directory flushed too), readable by its user only. A disk that fills up mid-write therefore
leaves the old file (or none), never an empty or cut one. The secret is checked at every start
(:func:`join_secret`): one that is missing, empty, short or unreadable is replaced by a new one, and the start-up
says so, since a secret anyone can guess (an empty one signs every token as ``HMAC(b"", code)``) would let anyone
forge the token of every code.
"""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Callable
from pathlib import Path

from companion.words import Msg, text

#: Files in the data directory: the secret the join tokens are signed with, and a code the user chose to keep.
SECRET_FILE = "join-secret"
CODE_FILE = "join-code"
#: Random bytes in a new secret (written as twice as many hex digits).
SECRET_BYTES = 32
#: What a usable secret file holds: at least :data:`SECRET_BYTES` bytes' worth of hex digits.
_SECRET = re.compile(rf"[0-9a-fA-F]{{{2 * SECRET_BYTES},}}")


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with a file holding ``text`` (mode 600), all of it or, if anything fails, nothing.

    The text goes to a temporary file in the same directory, is flushed to the disk (``fsync``), and the temporary
    file is renamed over ``path`` (atomic on POSIX); then the directory is flushed, so the rename survives a power
    cut. A failure (a full disk) removes the temporary file and raises, leaving ``path`` as it was."""
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


EMPTY = text("server.secret.empty", "was empty")
SHORT = text("server.secret.short", "held {length} characters, not a secret of at least {digits} hex digits")
NOT_TEXT = text("server.secret.not_text", "could not be read (it is not text)")
UNREADABLE = text("server.secret.unreadable", "could not be read ({why})")
REPLACED = text("server.secret.replaced", "The join secret {path} {problem}: a new one was made, so phones that "
                "joined before must join again")


def join_secret(data_dir: Path) -> tuple[str, Msg | None]:
    """The join secret kept in ``data_dir`` (hex digits), and a notice for the start-up when it had to be replaced.

    A missing file is made (the first start: no notice). One that is empty, holds fewer than :data:`SECRET_BYTES`
    bytes' worth of hex digits, or cannot be read is replaced by a new secret, with a notice saying so and that
    phones that joined before must join again. A new secret that cannot be written raises OSError."""
    path = data_dir / SECRET_FILE
    try:
        text: str | None = path.read_text(encoding="ascii").strip()
        problem = None if text and _SECRET.fullmatch(text) else (
            EMPTY() if not text else SHORT(length=len(text), digits=2 * SECRET_BYTES))
    except FileNotFoundError:
        text, problem = None, None
    except UnicodeDecodeError:
        text, problem = None, NOT_TEXT()
    except OSError as exc:
        text, problem = None, UNREADABLE(why=exc.strerror or str(exc))
    if text is not None and problem is None:
        return text, None
    secret = secrets.token_hex(SECRET_BYTES)
    write_atomically(path, secret + "\n")
    return secret, None if problem is None else REPLACED(path=str(path), problem=problem)


def kept_text(path: Path, make: Callable[[], str]) -> str:
    """The text kept in ``path``; made with ``make`` and written (:func:`write_atomically`) when missing."""
    if path.is_file():
        return path.read_text(encoding="utf-8").strip()
    value = make()
    write_atomically(path, value + "\n")
    return value
