"""SIGKILL at random moments while a child process plays a scripted game through the public API.

The script is a function of the game itself (its log length, redo depth and scores), so the test can
replay it on a pure in-memory game and know exactly what each acknowledged step did. After every kill
the database must hold every acknowledged step, and at most the one that was in flight (committed but
not yet acknowledged when the process died), pass ``PRAGMA integrity_check``, and play on. Snapshots
are taken every 20 entries here, so kills also land while one is written and reopening uses them.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import time
import traceback
from pathlib import Path
from typing import Any

import pytest
from store_tally_kind import KIND, Score, TallySetup

from companion.core.game import Game
from companion.store import Store, StoredGame, snapshots

KILLS = 60
#: Upper bound on the steps one child plays before exiting on its own.
STEPS_PER_CHILD = 300
#: What a child writes once it has opened the game, before its first step.
READY = b"ready\n"


def next_step(game: Game) -> tuple[str, int]:
    """The scripted step for this game: mostly scores, some undos and redos (deterministic per state)."""
    rng = random.Random(f"{len(game.entries)}/{len(game.redo_stack)}/{game.state.scores}")
    roll = rng.random()
    if roll < 0.15 and game.can_undo:
        return "undo", 0
    if roll < 0.3 and game.can_redo:
        return "redo", 0
    return "score", rng.randint(1, 6)


def take(target: Game | StoredGame, step: tuple[str, int]) -> None:
    """Perform ``step`` on a plain game (the model) or a stored one (the system under test)."""
    name, points = step
    if name == "undo":
        target.undo()
    elif name == "redo":
        target.redo()
    else:
        state = target.state
        target.apply(Score(player=state.turn, points=points), by="script")


def _child(path: Path, game_id: str, ack_fd: int) -> None:
    store = Store.open(path)
    played = store.resume(game_id)
    os.write(ack_fd, READY)
    for _ in range(STEPS_PER_CHILD):
        take(played, next_step(played.game))
        os.write(ack_fd, f"{played.revision}\n".encode())


def _run_child_and_kill(path: Path, game_id: str, delay: float, *, during_open: bool) -> list[int]:
    """Fork a player, SIGKILL it ``delay`` seconds after it started playing (or after the fork when
    ``during_open``, to hit the open and its recovery too); return the revisions it acknowledged."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            os.close(read_fd)
            _child(path, game_id, write_fd)
        except BaseException:
            traceback.print_exc()
            code = 1
        os._exit(code)
    os.close(write_fd)
    if not during_open:
        assert os.read(read_fd, len(READY)) == READY, "the child failed while opening the game"
    time.sleep(delay)
    os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status) or os.WEXITSTATUS(status) == 0, "the child failed before it was killed"
    with os.fdopen(read_fd, "rb") as pipe:
        return [int(line) for line in pipe.read().split() if line != READY.strip()]


def _comparable(game: Game) -> tuple[Any, ...]:
    """The game without timestamps (the model replays at other times than the child did)."""
    def strip(entries: list[Any]) -> list[tuple[Any, ...]]:
        return [(e.seq, e.group, e.auto, e.action, e.text, e.by) for e in entries]

    return game.state, strip(game.entries), [strip(g) for g in game.redo_stack]


def test_sigkill_at_random_moments_loses_no_acknowledged_step(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(snapshots, "SNAPSHOT_EVERY", 20)  # kills land in snapshot writes too; reopens use them
    path = tmp_path / "companion.db"
    with Store.open(path) as store:
        game_id = store.create("tally", TallySetup(seats=3, target=10**9), name="killed", players=["A", "B", "C"]).id
    model = Game(KIND, TallySetup(seats=3, target=10**9))
    revision = 0
    rng = random.Random(20261130)
    in_flight_committed = 0
    for _ in range(KILLS):
        acked = _run_child_and_kill(path, game_id, rng.uniform(0.0, 0.03), during_open=rng.random() < 0.2)
        assert acked == list(range(revision + 1, revision + 1 + len(acked)))
        conn = sqlite3.connect(path)
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.close()
        with Store.open(path) as store:
            reopened = store.resume(game_id)
        steps = reopened.revision - revision
        assert steps in (len(acked), len(acked) + 1), (steps, acked)
        in_flight_committed += steps - len(acked)
        for _ in range(steps):
            take(model, next_step(model))
        assert _comparable(reopened.game) == _comparable(model)
        revision = reopened.revision
    with Store.open(path) as store:
        played = store.resume(game_id)
        take(played, next_step(played.game))
        assert played.revision == revision + 1
    assert revision > KILLS // 4, "the children should have played steps (a loaded machine plays fewer)"
    print(f"{KILLS} kills, {revision} steps saved, {in_flight_committed} committed while in flight")
