"""A killed server's folder in the temporary directory is removed at the next start, a running one's never (issue 21:
"Each killed server leaves a 352 KB folder in the system temporary directory")."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.web import leftovers
from tests.browser.server import Served, free_port, start

#: How ``companion serve`` names its folder in the temporary directory (``tempfile.mkdtemp`` in build_app).
FOLDER_PREFIX = "companion-web-"


def _serve(tmp_path: Path, name: str, temp: Path) -> Served:
    """``companion serve`` with its own data dir, its temporary directory ``temp``."""
    port = free_port()
    return start(["-m", "companion", "serve", "--port", str(port), "--data-dir", str(tmp_path / name)], port=port,
                 env={"TMPDIR": str(temp)})


def _folders(temp: Path) -> set[str]:
    return {p.name for p in temp.iterdir() if p.is_dir() and p.name.startswith(FOLDER_PREFIX)}


def _size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())


@pytest.mark.slow
def test_a_killed_servers_folder_goes_at_the_next_start_and_a_running_ones_stays(tmp_path: Path) -> None:
    temp = tmp_path / "tmp"
    temp.mkdir()
    running = _serve(tmp_path, "running", temp)
    killed = None
    try:
        live = _folders(temp)
        assert len(live) == 1
        killed = _serve(tmp_path, "killed", temp)
        dead = _folders(temp) - live
        assert len(dead) == 1 and _folders(temp) == live | dead, "the running server's folder stays"
        killed.stop(signal.SIGKILL)
        (dead_folder,) = dead
        assert (temp / dead_folder).is_dir() and _size(temp / dead_folder) > 100_000, "SIGKILL leaves it behind"
        after = _serve(tmp_path, "after", temp)
        try:
            now = _folders(temp)
            assert dead_folder not in now and not leftovers.lock_path(temp / dead_folder).exists()
            assert live <= now and len(now) == 2, "the running server's folder stays; the new one has its own"
        finally:
            after.stop()
    finally:
        running.stop()
        if killed is not None:
            killed.stop(signal.SIGKILL)
    assert list(temp.iterdir()) == [], "a server stopped cleanly removes its folder and its lock file"


def test_a_lock_being_claimed_a_held_lock_and_a_link_are_left_alone(tmp_path: Path) -> None:
    """The sweep in the test's process: a lock file with no pid yet (a server between creating and claiming it) is
    left alone for a minute; a lock held by a running process is never taken; a link in a folder's place is never
    followed."""
    claiming, held, linked, elsewhere = (tmp_path / n for n in ("claiming", "held", "linked", "elsewhere"))
    for folder in (claiming, held, elsewhere):
        folder.mkdir()
    (elsewhere / "kept.txt").write_text("kept", encoding="utf-8")
    linked.symlink_to(elsewhere)
    leftovers.lock_path(claiming).touch()
    for folder in (held, linked):
        leftovers.lock_path(folder).write_text("12345", encoding="utf-8")
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(leftovers.lock_path(held))], stdout=subprocess.PIPE,
                              text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        assert leftovers.sweep(tmp_path) == []
        assert claiming.is_dir() and held.is_dir() and leftovers.lock_path(held).exists()
        assert (elsewhere / "kept.txt").is_file() and linked.is_symlink()
        assert not leftovers.lock_path(linked).exists(), "the link's lock is dropped, what it points at kept"
        stale = time.time() - leftovers.CLAIMING_S - 1
        os.utime(leftovers.lock_path(claiming), (stale, stale))
        assert leftovers.sweep(tmp_path) == [claiming]
        assert not claiming.exists() and held.is_dir()
    finally:
        holder.kill()
        holder.wait()
    assert leftovers.sweep(tmp_path) == [held], "once its process is gone, its folder goes"


#: A process holding a lock file (its path the first argument) as a running server does, until it is killed.
HOLDER = """
import fcntl, sys, time
handle = open(sys.argv[1])
fcntl.flock(handle, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(600)
"""
