"""Bad files and bad moments: corrupt, empty, foreign, newer-schema, read-only and full databases,
failed migrations, stale views and two writers. Files are never deleted or overwritten."""

from __future__ import annotations

import multiprocessing
import sqlite3
import threading
from pathlib import Path

import pytest
from store_tally_kind import Score, TallySetup

from companion import kinds
from companion.core.errors import RuleError
from companion.store import Store, StoredGame, StoreError, repairs, schema
from tests.said import codes, said


def _game_with_moves(path: Path, moves: int = 3) -> str:
    with Store.open(path) as store:
        played = store.create("tally", TallySetup(seats=2, target=1000), name="kept", players=["A", "B"])
        for i in range(moves):
            played.apply(Score(player=i % 2, points=1 + i % 6))
        return played.id


def _only_aside(path: Path) -> Path:
    aside = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".") and not p.name.endswith("-shm")
             and not p.name.endswith("-wal")]
    assert len(aside) == 1, aside
    return aside[0]


def _damage(path: Path, kind: str) -> None:
    """Make ``path`` a bad database of the given kind."""
    if kind == "garbage":
        path.write_bytes(b"this is a shopping list, not a database\n" * 100)
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "torn":
        _game_with_moves(path, 40)
        data = bytearray(path.read_bytes())
        for page in range(4096, len(data), 4096):
            data[page : page + 16] = b"\xa5" * 16
        path.write_bytes(bytes(data))
    elif kind == "foreign":
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE recipes (name TEXT)")
        conn.commit()
        conn.close()


@pytest.mark.parametrize(("kind", "code"), [("garbage", "corrupt"), ("empty", "empty"), ("torn", "corrupt"),
                                            ("foreign", "foreign")])
def test_a_bad_file_is_refused_or_moved_aside_never_lost(db_file: Path, kind: str, code: str) -> None:
    db_file.parent.mkdir(parents=True)
    _damage(db_file, kind)
    before = db_file.read_bytes()
    with pytest.raises(StoreError) as info:
        Store.open(db_file)
    assert info.value.code == code and said(info).code == "store.bad_file"  # "... left as it is"
    assert db_file.read_bytes() == before
    store = Store.open(db_file, recover=True)
    aside = _only_aside(db_file)
    assert aside.read_bytes() == before
    assert len(store.notices) == 1 and str(aside) in store.notices[0]
    played = store.create("tally", TallySetup(), name="fresh", players=["A", "B"])
    played.apply(Score(player=0, points=2))
    assert [g.name for g in Store.open(db_file).games()] == ["fresh"]


def test_a_newer_schema_is_left_alone_and_refused_even_when_recovering(db_file: Path) -> None:
    """Issue 21 point 1: no store in memory whose games would vanish; the reason reaches every screen instead."""
    game_id = _game_with_moves(db_file)
    conn = sqlite3.connect(db_file)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = db_file.read_bytes()
    with pytest.raises(StoreError) as info:
        Store.open(db_file)
    assert info.value.code == "newer_schema" and "schema 99" in info.value.message
    with pytest.raises(StoreError) as recovering:
        Store.open(db_file, recover=True)
    assert recovering.value.code == "newer_schema" and "Update Companion" in recovering.value.message
    assert db_file.read_bytes() == before
    conn = sqlite3.connect(db_file)
    assert conn.execute("SELECT id FROM games").fetchall() == [(game_id,)]


def test_a_database_another_program_keeps_locked_is_refused_saying_so(db_file: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = _game_with_moves(db_file)
    monkeypatch.setattr("companion.store.opening.BUSY_TIMEOUT_MS", 200)
    other = sqlite3.connect(db_file, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("UPDATE games SET name = name")
    try:
        with pytest.raises(StoreError) as info:
            Store.open(db_file, recover=True)
        assert info.value.code == "locked" and said(info) == ("store.locked", {"path": str(db_file)})
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert [g.id for g in Store.open(db_file, recover=True).games()] == [game_id]


def test_read_only_store_shows_games_and_refuses_writes_plainly(db_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = _game_with_moves(db_file)
    with Store.open(db_file, read_only=True) as store:
        assert [g.id for g in store.games()] == [game_id]
        played = store.resume(game_id)
        with pytest.raises(StoreError) as info:
            played.apply(Score(player=1, points=1))
        assert info.value.code == "read_only" and codes(info) == "store.read_only.file(doing=store.doing.move)"
        assert len(played.game.entries) == len(store.resume(game_id).game.entries)
    monkeypatch.setattr("companion.store.db.os.access", lambda *_: False)
    with Store.open(db_file) as store:
        assert store.read_only and "read-only" in store.notices[0]
        assert store.resume(game_id).state.scores == [1 + 3, 2]


def test_a_full_disk_loses_nothing_saved_and_memory_matches_disk(db_file: Path) -> None:
    game_id = _game_with_moves(db_file)
    store = Store.open(db_file)
    played = store.resume(game_id)
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    store.conn.execute(f"PRAGMA max_page_count = {pages}")
    refused = None
    for i in range(2000):
        try:
            played.apply(Score(player=played.state.turn, points=1 + i % 6))
        except StoreError as exc:
            refused = exc
            break
    assert refused is not None and refused.code == "disk_full"
    assert codes(refused) == "store.disk_full(outcome=store.outcome.not_saved(doing=store.doing.move))"
    on_disk = Store.open(db_file).resume(game_id)
    assert on_disk.game.entries == played.game.entries and on_disk.state == played.state
    store.conn.execute(f"PRAGMA max_page_count = {pages + 1000}")
    played.apply(Score(player=played.state.turn, points=1))
    played.undo()
    assert Store.open(db_file).resume(game_id).game.redo_stack == played.game.redo_stack
    assert store.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_when_saving_fails_after_the_change_memory_is_restored(db_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = _game_with_moves(db_file, 6)
    store = Store.open(db_file)
    played = store.resume(game_id)
    played.undo()
    before = (list(played.game.entries), [list(g) for g in played.game.redo_stack], played.state.model_copy(deep=True))

    def failing_write(*_: object) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr("companion.store.db.write_log_changes", failing_write)
    changes = {"undo": played.undo, "redo": played.redo, "apply": lambda: played.apply(Score(player=1, points=1))}
    for name, change in changes.items():
        with pytest.raises(StoreError) as info:
            change()
        assert info.value.code == "database", name
        assert codes(info) == f"store.database(why='disk I/O error', outcome=store.outcome.not_saved(" \
                              f"doing=store.doing.{'move' if name == 'apply' else name}))"
        assert (played.game.entries, played.game.redo_stack, played.state) == before, name
    assert played.revision == store.info(game_id).revision


def test_forward_migrations_run_on_open_and_a_failed_one_changes_nothing(
    db_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = _game_with_moves(db_file)
    latest = schema.latest_version()
    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, "ALTER TABLE games ADD COLUMN colour TEXT;"])
    with Store.open(db_file) as store:
        assert schema.current_version(store.conn) == latest + 1
        assert store.query("SELECT colour FROM games")[0]["colour"] is None
    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, "CREATE TABLE t (x); ALTER TABLE nope ADD y;"])
    with pytest.raises(StoreError) as info:
        Store.open(db_file)
    assert info.value.code == "migration_failed"
    conn = sqlite3.connect(db_file)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == latest + 1
    assert conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 't'").fetchone()[0] == 0
    assert conn.execute("SELECT id FROM games").fetchall() == [(game_id,)]


def test_a_version_1_database_is_upgraded_with_its_games(db_file: Path) -> None:
    game_id = _game_with_moves(db_file, 5)
    conn = sqlite3.connect(db_file)
    conn.executescript("DROP TABLE snapshots; DROP TABLE entries_aside; DROP TABLE repairs; "
                       "ALTER TABLE entries DROP COLUMN checksum; PRAGMA user_version = 1;")  # what version 1 wrote
    conn.close()
    with Store.open(db_file) as store:
        assert schema.current_version(store.conn) == schema.latest_version() == 6
        resumed = store.resume(game_id)
        assert resumed.state.scores == [1 + 3 + 5, 2 + 4] and len(resumed.game.entries) == 11
        assert store.query("SELECT count(*) AS n FROM snapshots")[0]["n"] == 0
        assert store.query("SELECT count(*) AS n FROM entries WHERE checksum IS NULL")[0]["n"] == 0
        assert resumed.notice is None, "the checksums filled in by the upgrade match the entries"


def test_a_stale_view_is_told_the_game_moved_on(db_file: Path) -> None:
    game_id = _game_with_moves(db_file, 2)
    here = Store.open(db_file).resume(game_id)
    there = Store.open(db_file).resume(game_id)
    here.apply(Score(player=0, points=4))
    entries = list(there.game.entries)
    with pytest.raises(RuleError) as info:
        there.apply(Score(player=0, points=5))
    assert info.value.code == "stale_game" and "moved on" in info.value.message
    assert there.game.entries == entries
    seen = there.revision  # what a screen showed before the view caught up
    there.refresh()
    assert there.game.entries == here.game.entries
    with pytest.raises(RuleError) as info:  # a move confirmed on the older screen, reaching the fresher view
        there.apply(Score(player=1, points=5), seen=seen)
    assert info.value.code == "stale_game" and there.game.entries == here.game.entries
    there.apply(Score(player=1, points=5), seen=there.revision)
    assert Store.open(db_file).resume(game_id).state.scores == [1 + 4, 2 + 5]


def _writer(path: str | Store, game_id: str, tag: str, moves: int) -> None:
    """Apply ``moves`` scores tagged ``tag`` (on a store of its own when given a path), catching up
    whenever the game moved on."""
    store = Store.open(path) if isinstance(path, str) else path
    played: StoredGame = store.resume(game_id)
    done = 0
    while done < moves:
        try:
            played.apply(Score(player=played.state.turn, points=1), by=f"{tag}-{done}")
            done += 1
        except RuleError as exc:
            assert exc.code in ("stale_game", "not_your_turn")
            played.refresh()


def test_two_processes_writing_one_game_lose_and_double_nothing(db_file: Path) -> None:
    game_id = _game_with_moves(db_file, 0)
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_writer, args=(str(db_file), game_id, tag, 40)) for tag in ("x", "y")]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    final = Store.open(db_file).resume(game_id)
    tags = [e.by for e in final.game.entries if not e.auto]
    assert sorted(tags) == sorted(f"{t}-{i}" for t in ("x", "y") for i in range(40))
    assert sum(final.state.scores) == 80 + sum(final.state.bonuses)


def test_a_writer_kept_waiting_too_long_is_told_and_nothing_changes(
    db_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = _game_with_moves(db_file, 2)
    monkeypatch.setattr("companion.store.opening.BUSY_TIMEOUT_MS", 50)
    played = Store.open(db_file).resume(game_id)
    before = list(played.game.entries)
    blocker = sqlite3.connect(db_file, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    with pytest.raises(StoreError) as info:
        played.apply(Score(player=0, points=1))
    assert info.value.code == "busy" and "Try again" in info.value.message
    assert played.game.entries == before
    blocker.execute("ROLLBACK")
    played.apply(Score(player=0, points=1))
    assert Store.open(db_file).resume(game_id).game.entries == played.game.entries


def test_a_bad_file_that_cannot_be_moved_is_left_and_refused(
    db_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db_file.parent.mkdir(parents=True)
    _damage(db_file, "garbage")
    before = db_file.read_bytes()

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("companion.store.opening.os.rename", refuse)
    with pytest.raises(StoreError) as info:
        Store.open(db_file, recover=True)
    assert info.value.code == "cannot_move" and said(info).code == "store.cannot_move"
    assert said(info).params["why"] == "Permission denied"  # "... could not be moved aside (Permission denied)"
    assert db_file.read_bytes() == before and len(list(db_file.parent.iterdir())) == 1


def test_sessions_sharing_one_store_in_threads_lose_and_double_nothing(db_file: Path) -> None:
    game_id = _game_with_moves(db_file, 0)
    store = Store.open(db_file)
    errors: list[BaseException] = []

    def session(tag: str) -> None:
        try:
            _writer(store, game_id, tag, 30)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=session, args=(tag,)) for tag in ("t1", "t2", "t3")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert errors == []
    tags = [e.by for e in Store.open(db_file).resume(game_id).game.entries if not e.auto]
    assert sorted(tags) == sorted(f"{t}-{i}" for t in ("t1", "t2", "t3") for i in range(30))


def test_a_game_the_engine_no_longer_accepts_is_reported_and_kept(
    db_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = _game_with_moves(db_file, 3)
    conn = sqlite3.connect(db_file)
    repairs.register(conn)  # an entry the engine of its day wrote, checksum and all, that this engine refuses
    conn.execute("UPDATE entries SET entry = json_set(entry, '$.action.points', 9) WHERE game_id = ? AND seq = 1",
                 (game_id,))
    conn.execute("UPDATE entries SET checksum = companion_checksum(entry) WHERE game_id = ? AND seq = 1", (game_id,))
    conn.commit()
    conn.close()
    store = Store.open(db_file)
    with pytest.raises(StoreError) as info:
        store.resume(game_id)
    assert info.value.code == "unreadable_game"
    # The tests' own tally kind words its refusal in English (tests/store/store_tally_kind.py).
    assert "core.log.refused(index=1, action='score', why=bad_points(points=9))" \
        in codes(info)
    assert said(info).code == "store.unreadable_game.rebuild"  # "... It was not changed"
    assert [g.id for g in store.games()] == [game_id]
    with monkeypatch.context() as unregistered:
        unregistered.delitem(kinds.KIND_MODULES, "tally")
        with pytest.raises(StoreError) as info:
            store.resume(game_id)
        assert "core.unknown_kind(kind='tally'" in codes(info)
    assert [g.actions for g in store.games()] == [3]


def test_the_data_directory_and_database_are_this_accounts_alone(tmp_path: Path) -> None:
    """Issue 21 point 6: companion.db was made 644 in a 755 directory; the games are the table's, no other account's.
    A database an earlier version made 644 is made 600 when opened."""
    data = tmp_path / "new" / "data"
    with Store.open_data_dir(data) as store:
        store.create("tally", TallySetup(), name="fresh", players=["A"])
        for suffix in ("", "-wal", "-shm"):  # while open, as the WAL files go when the last connection closes
            assert Path(f"{data / 'companion.db'}{suffix}").stat().st_mode & 0o777 == 0o600, suffix
    assert data.stat().st_mode & 0o777 == 0o700
    (data / "companion.db").chmod(0o644)
    Store.open_data_dir(data).close()
    assert (data / "companion.db").stat().st_mode & 0o777 == 0o600
