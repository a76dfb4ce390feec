"""A database written before The Ancient World's lists were one message (tests/data/before-lists.db: log entries and a
redo row hold chains of ``taw.list.comma`` pairs) opens, and each entry and undone move reads as it was written, in
English and in German; redone, the moves say the same with the lists of now (issue 24)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

from companion.store import Store
from companion.words import Msg, translator

OLD = Path(__file__).resolve().parents[1] / "data" / "before-lists.db"
CHAIN = '"taw.list.comma"'


def _rows(path: Path) -> tuple[dict[int, dict[str, Any]], list[dict[str, Any]]]:
    """The saved log entries by seq, and the entries of every redo row."""
    with sqlite3.connect(path) as conn:
        entries = {seq: json.loads(e) for seq, e in conn.execute("SELECT seq, entry FROM entries")}
        redo = [e for (r,) in conn.execute("SELECT entries FROM redo") for e in json.loads(r)]
    return entries, redo


def _read(message: Msg) -> tuple[str, str]:
    return translator("en")(message), translator("de")(message)


def test_a_database_with_chains_of_pairs_reads_as_written_and_redoes_with_lists(tmp_path: Path) -> None:
    path = tmp_path / "companion.db"
    shutil.copy(OLD, path)
    entries, redo = _rows(path)
    assert sum(CHAIN in json.dumps(e) for e in entries.values()) == 7
    assert sum(CHAIN in json.dumps(e) for e in redo) == 1
    with Store.open(path) as store:
        (info,) = store.games()
        game = store.resume(info.id, use_snapshot=False)
        assert {e.seq: _read(e.message) for e in game.game.entries} == \
            {seq: _read(Msg.read(e["message"])) for seq, e in entries.items()}
        undone = {e.seq: _read(e.message) for group in game.game.redo_stack for e in group}
        assert undone == {e["seq"]: _read(Msg.read(e["message"])) for e in redo}
        while game.game.redo_stack:
            game.redo()
        redone = {e.seq: e for e in game.game.entries if e.seq in undone}
    assert {seq: _read(e.message) for seq, e in redone.items()} == undone
    assert not any(CHAIN in json.dumps(e.to_json()) for e in redone.values())
