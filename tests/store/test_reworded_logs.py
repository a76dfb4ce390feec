"""A database made by Companion before issue 24 (tests/data/before-issue-24.db: log entries and redo rows with an
English "text" and no "message") opens, upgraded: every entry and redo group keeps the engine's message instead, the
checksums are right, and the log reads in English (as it was written) and in German."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

from companion.store import Store, schema
from companion.store.repairs import entry_checksum
from companion.words import Msg, translator

OLD = Path(__file__).resolve().parents[1] / "data" / "before-issue-24.db"


def _rows(path: Path) -> tuple[list[tuple[str, int, dict[str, Any], str]], list[list[dict[str, Any]]]]:
    with sqlite3.connect(path) as conn:
        entries = [(g, s, json.loads(e), c) for g, s, e, c in
                   conn.execute("SELECT game_id, seq, entry, checksum FROM entries ORDER BY game_id, seq")]
        redo = [json.loads(r) for (r,) in conn.execute("SELECT entries FROM redo ORDER BY game_id, depth")]
    return entries, redo


def test_the_old_database_holds_sentences_only(tmp_path: Path) -> None:
    entries, redo = _rows(OLD)
    assert len(entries) > 30 and len(redo) == 1
    assert all("text" in e and "message" not in e for _, _, e, _ in entries)
    assert all("text" in e and "message" not in e for group in redo for e in group)


def test_an_old_database_opens_with_a_message_in_every_entry_read_in_english_and_german(tmp_path: Path) -> None:
    path = tmp_path / "companion.db"
    shutil.copy(OLD, path)
    before, redo_before = _rows(path)
    with Store.open(path) as store:
        assert schema.current_version(store.conn) == schema.latest_version()
        kinds = {info.kind for info in store.games()}
        games = [store.resume(info.id, use_snapshot=False) for info in store.games()]
    assert kinds == {"the-ancient-world", "ancient-realm", "through-the-ages"}
    after, redo_after = _rows(path)
    assert [(g, s) for g, s, _, _ in after] == [(g, s) for g, s, _, _ in before]
    for (_, _, old, _), (_, _, new, checksum) in zip(before, after, strict=True):
        assert "text" not in new and set(new["message"]) == {"code", "params"}
        assert {k: v for k, v in new.items() if k != "message"} == {k: v for k, v in old.items() if k != "text"}
        assert checksum == entry_checksum(json.dumps(new))
    english, german = translator("en"), translator("de")
    said = {(g.id, e.seq): e for g in games for e in g.game.entries}
    for game_id, seq, old, _ in before:
        entry = said[game_id, seq]
        assert english.render(entry.message) == old["text"], "the log reads in English as it was written"
        assert german.render(entry.message)
    (undone,) = redo_after
    (was,) = redo_before
    assert undone[0]["message"]["code"] == "core.correction.table" and "text" not in undone[0]
    assert english(_msg(undone[0])) == was[0]["text"]
    assert german(_msg(undone[0])) == "Münzen von Ann: 9 → 7, korrigiert vom Tisch: miscounted"


def test_the_upgrade_is_done_once_and_a_game_that_cannot_be_replayed_is_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "companion.db"
    shutil.copy(OLD, path)
    with sqlite3.connect(path) as conn:
        broken = conn.execute("SELECT id FROM games WHERE kind = 'ancient-realm'").fetchone()[0]
        conn.execute("UPDATE games SET setup = json_set(setup, '$.seed', 999) WHERE id = ?", (broken,))
    before, _ = _rows(path)
    with Store.open(path):
        pass
    after, _ = _rows(path)
    for (game, _, old, _), (_, _, new, _) in zip(before, after, strict=True):
        assert (new == old) if game == broken else ("message" in new), game
    with Store.open(path):
        pass
    assert _rows(path)[0] == after


def _msg(entry: dict[str, Any]) -> Msg:
    return Msg.model_validate(entry["message"])
