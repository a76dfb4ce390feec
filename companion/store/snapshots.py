"""Snapshots: an optimisation only, so opening a long game replays only the end of its log.

Every :data:`SNAPSHOT_EVERY` log entries the game's state is saved (one row per game, the latest) with
the number of entries it stands for and a fingerprint of the engine's code and the rules data. Opening
uses it only when the fingerprint matches this app exactly and the state round-trips through JSON
unchanged; then the entries after it are replayed and checked as usual. Otherwise, or if anything about
it fails, the whole log is replayed: the log is the record, a snapshot is never needed.
"""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pathlib import Path

from pydantic import BaseModel

from companion.core import rules_data
from companion.core.game import Game, GameKind

#: Log entries between two snapshots of a game.
SNAPSHOT_EVERY = 200
_CORE = Path(import_module("companion.core").__file__ or "").parent


@dataclass(frozen=True)
class Snapshot:
    """A game's saved state after its first ``upto`` log entries."""

    upto: int
    fingerprint: str
    state: str


def fingerprint(kind: GameKind) -> str:
    """What a snapshot's state depends on: the rules data and the source of the core and the kind's package."""
    return _fingerprint(type(kind).__module__)


@cache
def _fingerprint(module_name: str) -> str:
    """Hash of the rules data and the code: ``companion/core`` and the engine package the kind lives in
    (``companion.taw`` for ``companion.taw.kind``, all its subpackages included), or the lone module."""
    engine = import_module(".".join(module_name.split(".")[:2]))
    own = Path(engine.__file__ or "")
    kind_files = sorted(own.parent.rglob("*.py")) if own.name == "__init__.py" else [own]
    digest = hashlib.sha256(rules_data.version().encode())
    for path in [*sorted(_CORE.rglob("*.py")), *kind_files]:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def save_if_due(conn: sqlite3.Connection, game_id: str, game: Game) -> None:
    """Inside a write transaction: save the state when :data:`SNAPSHOT_EVERY` entries passed since the last
    snapshot, if the state is a pydantic model that survives JSON unchanged."""
    row = conn.execute("SELECT upto FROM snapshots WHERE game_id = ?", (game_id,)).fetchone()
    if len(game.entries) - (row[0] if row else 0) < SNAPSHOT_EVERY or not isinstance(game.state, BaseModel):
        return
    text = game.state.model_dump_json()
    if type(game.state).model_validate_json(text) != game.state:
        return
    conn.execute("INSERT OR REPLACE INTO snapshots (game_id, upto, fingerprint, state) VALUES (?, ?, ?, ?)",
                 (game_id, len(game.entries), fingerprint(game.kind), text))


def drop_after(conn: sqlite3.Connection, game_id: str, keep: int) -> None:
    """Forget a snapshot that stands for entries an undo just removed."""
    conn.execute("DELETE FROM snapshots WHERE game_id = ? AND upto > ?", (game_id, keep))


def usable_state(kind: GameKind, setup: BaseModel, snapshot: Snapshot | None,
                 entries: int) -> tuple[int, BaseModel] | None:
    """The (entry count, state) to start a replay from, or None when the snapshot must not be used."""
    if snapshot is None or snapshot.upto > entries or snapshot.fingerprint != fingerprint(kind):
        return None
    state_type = type(kind.new_state(setup))
    if not issubclass(state_type, BaseModel):
        return None
    return snapshot.upto, state_type.model_validate_json(snapshot.state)
