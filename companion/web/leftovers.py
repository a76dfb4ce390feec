"""Folders left in the temporary directory by servers that did not stop cleanly, removed at the next start.

Each ``companion serve`` writes the page and a copy of the app's assets into a folder of its own in the system's
temporary directory (:func:`companion.web.page.write_assets`), which Flet removes when the server stops. A server
killed (SIGKILL, a crash, a power cut) left it behind: 352 KB each, for good. So a server claims its folder with a
lock file beside it (``companion-served-<folder>.lock``, outside the folder, which is served) holding its pid under
an exclusive ``flock`` for the whole life of the process; the kernel drops the lock when the process ends, however it
ends. At its start a server removes every folder (and lock file) whose lock nobody holds, and never one whose lock is
held, so a running server's folder stays; a server that stops cleanly removes its lock file once Flet has removed
the folder. Only regular lock files and real folders of this user are touched (the
temporary directory is shared with other users, who could plant a lock file naming another folder).
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import os
import shutil
import stat
import time
from pathlib import Path
from typing import IO

#: How every lock file's name starts; the rest is the claimed folder's name and ``.lock``.
LOCK_PREFIX = "companion-served-"
#: Seconds an unclaimed lock file (no pid yet) is left alone: its server is between creating and claiming it.
CLAIMING_S = 60

#: The lock files this process holds, open (and so locked) for as long as it runs.
_HELD: dict[Path, IO[str]] = {}


def lock_path(folder: Path) -> Path:
    """The lock file claiming ``folder``: beside it, so it is never served with the folder's files."""
    return folder.parent / f"{LOCK_PREFIX}{folder.name}.lock"


def claim(folder: Path) -> None:
    """Hold ``folder``'s lock until this process ends, the pid written in it (a sweep waits the moment it takes)."""
    handle = open(lock_path(folder), "a+", encoding="utf-8")  # noqa: SIM115 - held open for the process's life
    fcntl.flock(handle, fcntl.LOCK_EX)  # blocks only while another server's sweep looks at it
    handle.truncate(0)
    handle.write(str(os.getpid()))
    handle.flush()
    _HELD[folder] = handle
    atexit.register(_release, folder)


def _release(folder: Path) -> None:
    """At a clean exit: the lock file goes with its folder (one left behind is the next start's to remove)."""
    handle = _HELD.pop(folder)
    if not folder.exists():
        with contextlib.suppress(FileNotFoundError):
            lock_path(folder).unlink()
    handle.close()


def sweep(parent: Path) -> list[Path]:
    """Remove the folders in ``parent`` claimed by servers no longer running, with their lock files; returns the
    folders removed."""
    removed = []
    for lock in sorted(parent.glob(f"{LOCK_PREFIX}*.lock")):
        folder = parent / lock.name.removeprefix(LOCK_PREFIX).removesuffix(".lock")
        if folder not in _HELD and _remove_if_abandoned(lock, folder):
            removed.append(folder)
    return removed


def _remove_if_abandoned(lock: Path, folder: Path) -> bool:
    """Remove ``folder`` and ``lock`` when no process holds the lock and it was claimed (or claiming stalled); True
    when the folder was removed (a link in its place is never followed: only the lock goes)."""
    try:
        fd = os.open(lock, os.O_RDWR | os.O_NOFOLLOW)
    except OSError:  # gone meanwhile (another server swept it), or a symbolic link
        return False
    with open(fd, "r+", encoding="utf-8") as handle:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid():
            return False
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # its server is running
            return False
        if not handle.read().strip() and time.time() - info.st_mtime < CLAIMING_S:
            return False
        owned = _own_folder(folder)
        if owned:
            shutil.rmtree(folder, ignore_errors=True)
        with contextlib.suppress(FileNotFoundError):
            lock.unlink()
    return owned


def _own_folder(folder: Path) -> bool:
    """True for a real folder (not a link) of this user."""
    try:
        info = folder.lstat()
    except FileNotFoundError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
