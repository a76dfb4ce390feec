"""The store in the browser (issue 25): a database is created where ``os`` has no ``link`` (Emscripten's), and it runs
with the rollback journal, so the file copied to the browser's storage after each change is the whole database and
no WAL file grows beside it."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from store_tally_kind import play_script

from companion import runtime
from companion.store import Store


def test_a_database_is_created_without_os_link(db_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(os, "link")
    store = Store.open(db_file)
    played = play_script(store, [3, 4])
    store.close()
    assert [p.name for p in db_file.parent.iterdir() if ".new-" in p.name] == []
    again = Store.open(db_file)
    assert again.resume(played.id).state.scores == [3, 4]
    again.close()


def journal(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA journal_mode").fetchone()[0])
    finally:
        conn.close()


def test_the_browser_keeps_a_rollback_journal(db_file: Path) -> None:
    with runtime.forced(True):
        store = Store.open(db_file)
        play_script(store, [3, 4, 0, 5])
        assert not Path(f"{db_file}-wal").exists()
        store.close()
    assert journal(db_file) == "delete"


def test_an_existing_wal_database_turns_to_the_rollback_journal_in_the_browser(db_file: Path) -> None:
    Store.open(db_file).close()
    assert journal(db_file) == "wal"
    with runtime.forced(True):
        store = Store.open(db_file)
        play_script(store, [2])
        assert not Path(f"{db_file}-wal").exists()
        store.close()
    assert journal(db_file) == "delete"


def test_a_machine_keeps_wal(db_file: Path) -> None:
    with runtime.forced(False):
        Store.open(db_file).close()
    assert journal(db_file) == "wal"
