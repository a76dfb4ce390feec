"""Damage the file's own checks cannot see, and names saved before they were checked: a damaged entry is named and
its game opens up to its last good entry (the rest set aside, never deleted); bad names are replaced visibly with
the originals kept; one damaged game never hides the others."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from store_tally_kind import Score, TallySetup

from companion.store import Store, StoreError, repairs
from companion.words import english
from tests.said import codes, msg, said


def two_games(path: Path, moves: int = 12) -> tuple[str, str]:
    with Store.open(path) as store:
        ids = []
        for name in ("first", "second"):
            played = store.create("tally", TallySetup(seats=2, target=1000), name=name, players=["Ann", "Bo"])
            for i in range(moves):
                played.apply(Score(player=i % 2, points=1 + i % 6))
            ids.append(played.id)
        return ids[0], ids[1]


def tamper(path: Path, sql: str, params: tuple[object, ...] = ()) -> None:
    """Change the file with one SQL statement, as a program other than Companion would."""
    conn = sqlite3.connect(path)
    conn.execute(sql, params)
    conn.commit()
    conn.close()


def garble(path: Path, game_id: str, seq: int, garbage: bytes = b"\x00garbage") -> None:
    """Overwrite 8 bytes in the middle of one entry's text in the file itself, as a bad sector or a stray write
    would: the pages stay whole, so SQLite's own checks pass."""
    conn = sqlite3.connect(path)
    text = conn.execute("SELECT entry FROM entries WHERE game_id = ? AND seq = ?", (game_id, seq)).fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    at = data.index(text.encode()) + len(text) // 2
    data[at : at + len(garbage)] = garbage
    path.write_bytes(bytes(data))
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    conn.close()


@pytest.mark.parametrize("garbage", [b"\x00garbage", b"\xff\xfe\xfdjunk!"], ids=["ascii", "not utf-8"])
@pytest.mark.parametrize("seq", [9, 10], ids=["a move", "an automatic step inside its group"])
def test_eight_bytes_of_garbage_in_an_entry_are_named_and_the_game_opens_up_to_its_last_good_entry(
        db_file: Path, seq: int, garbage: bytes) -> None:
    damaged, other = two_games(db_file)
    with Store.open(db_file) as store:
        entries = store.resume(damaged).game.entries
    total = len(entries)
    group_start = next(e.seq for e in entries if e.group == entries[seq].group)  # a group is kept whole or not at all
    assert entries[seq].auto == (seq == 10)
    garble(db_file, damaged, seq, garbage)
    with Store.open(db_file) as store:
        assert {g.id for g in store.games()} == {damaged, other}
        opened = store.resume(damaged)
        said = english()(opened.notice) if opened.notice else ""
        assert f"from entry {seq} on" in said and "not deleted" in said
        kept = len(opened.game.entries)
        assert kept == group_start and opened.game.entries == entries[:kept]
        aside = store.query("SELECT seq FROM entries_aside WHERE game_id = ? ORDER BY seq", (damaged,))
        assert [r["seq"] for r in aside] == list(range(kept, total))
        assert store.query("SELECT count(*) FROM repairs WHERE game_id = ? AND what = 'entries'", (damaged,))[0][0] == 1
        opened.apply(Score(player=opened.state.turn if opened.state.turn >= 0 else 0, points=2))
        opened.undo()
        untouched = store.resume(other)
        assert untouched.notice is None and len(untouched.game.entries) == total
        untouched.apply(Score(player=0, points=3))
    with Store.open(db_file) as store:
        again = store.resume(damaged)
        assert again.notice is None and len(again.game.entries) == kept, "repaired once, then opens as any game"


def test_a_damaged_first_entry_opens_the_game_at_its_setup(db_file: Path) -> None:
    damaged, _ = two_games(db_file, moves=3)
    garble(db_file, damaged, 0)
    with Store.open(db_file) as store:
        opened = store.resume(damaged)
        assert opened.notice is not None and said(opened.notice).params["seq"] == 0  # "... from entry 0 on"
        assert all(e.group == 0 for e in opened.game.entries)
        assert store.resume(damaged).notice is None


def test_a_read_only_database_opens_the_good_part_and_changes_nothing(db_file: Path) -> None:
    damaged, _ = two_games(db_file, moves=6)
    garble(db_file, damaged, 4)
    before = db_file.read_bytes()
    with Store.open(db_file, read_only=True) as store:
        opened = store.resume(damaged)
        assert opened.notice is not None and said(opened.notice).code == "store.notice.damaged_read_only"
        assert len(opened.game.entries) <= 4
    assert db_file.read_bytes() == before


def test_bad_names_already_saved_are_replaced_visibly_and_the_originals_kept(db_file: Path) -> None:
    bad, good = two_games(db_file, moves=2)
    conn = sqlite3.connect(db_file)
    setup = json.loads(conn.execute("SELECT setup FROM games WHERE id = ?", (bad,)).fetchone()[0])
    conn.execute("UPDATE games SET name = ?, players = ?, status = 'finished', final_scores = ? WHERE id = ?",
                 ("x" * 1_000_000 + "\x1b[31m", json.dumps(["\ud800", "Bo"]), json.dumps({"\ud800": 3, "Bo": 5}),
                  bad))
    conn.execute("UPDATE games SET setup = ? WHERE id = ?", (json.dumps(setup), bad))
    conn.commit()
    conn.close()
    with Store.open(db_file) as store:
        assert any(bad in n and "repairs" in n for n in store.notices)
        info = store.info(bad)
        assert len(info.name) == 80 and info.players == ["\ufffd", "Bo"]
        original = store.query("SELECT original FROM repairs WHERE game_id = ? AND what = 'name'", (bad,))[0][0]
        assert "\\x1b[31m" in original and len(original) > 1_000_000
        assert {g.id for g in store.games(archived=False)} >= {good}
        assert {r.player for r in store.history()} == {"\ufffd", "Bo"}
        json.dumps([g.name for g in store.games()], ensure_ascii=False).encode("utf-8")  # printable, encodable
        assert store.resume(bad).info.players == ["\ufffd", "Bo"]


def test_one_game_whose_catalogue_line_is_damaged_is_listed_as_such_and_hides_no_other(db_file: Path) -> None:
    bad, good = two_games(db_file, moves=2)
    tamper(db_file, "UPDATE games SET players = 'not a list', final_scores = '{' WHERE id = ?", (bad,))
    with Store.open(db_file) as store:
        listed = {g.id: g for g in store.games()}
        assert set(listed) == {bad, good}
        assert listed[bad].problem is not None and said(listed[bad].problem).code == "store.damaged.players"
        assert listed[good].problem is None and listed[good].players == ["Ann", "Bo"]
        assert store.history() == [], "neither game is finished; the damaged row's scores count for nobody"


def test_an_undo_before_the_damage_is_not_redone_after_the_entries_set_aside(db_file: Path) -> None:
    damaged, _ = two_games(db_file, moves=8)
    with Store.open(db_file) as store:
        store.resume(damaged).undo()
    garble(db_file, damaged, 4)
    with Store.open(db_file) as store:
        opened = store.resume(damaged)
        assert opened.notice is not None and not opened.game.can_redo, "the undone move belonged after the damage"
        assert store.query("SELECT count(*) FROM redo WHERE game_id = ?", (damaged,))[0][0] == 0
        kept = store.query("SELECT original FROM repairs WHERE game_id = ? AND what = 'redo'", (damaged,))[0][0]
        assert '"score"' in kept, "the dropped redo stack is kept in the repair log"


def test_two_windows_opening_a_damaged_game_repair_it_once_and_lose_no_move(db_file: Path) -> None:
    damaged, _ = two_games(db_file, moves=8)
    garble(db_file, damaged, 5)
    with Store.open(db_file) as first, Store.open(db_file) as second:
        read_before = first.saved(damaged)  # the first window has read the damaged game ...
        played = second.resume(damaged)  # ... the second repairs it and plays on
        played.apply(Score(player=played.state.turn if played.state.turn >= 0 else 0, points=1))
        entries = len(played.game.entries)
        assert read_before.damage is not None
        reads = [read_before]
        fresh = first.saved
        first.saved = lambda game_id: reads.pop() if reads else fresh(game_id)  # type: ignore[method-assign]
        reopened = first.resume(damaged)  # repairs from what it read earlier, unless the game moved on
        assert len(reopened.game.entries) == entries, "the second window's move is kept"
        assert first.query("SELECT count(*) FROM repairs WHERE game_id = ? AND what = 'entries'", (damaged,))[0][0] == 1


def test_a_row_whose_checksum_matches_but_is_not_json_is_named(db_file: Path) -> None:
    damaged, _ = two_games(db_file, moves=4)
    conn = sqlite3.connect(db_file)
    repairs.register(conn)  # written damaged, checksum and all (a bug, not the disk)
    conn.execute("UPDATE entries SET entry = 'not json', checksum = companion_checksum(CAST('not json' AS BLOB)) "
                 "WHERE game_id = ? AND seq = 3", (damaged,))
    conn.commit()
    conn.close()
    with Store.open(db_file) as store:
        opened = store.resume(damaged)
        assert opened.notice is not None and said(opened.notice).params["why"] == msg("store.damage.json", index=3)


def test_a_schema_2_database_with_a_row_that_is_not_utf8_upgrades_and_names_it(db_file: Path) -> None:
    damaged, other = two_games(db_file, moves=6)
    conn = sqlite3.connect(db_file)
    conn.executescript("DROP TABLE entries_aside; DROP TABLE repairs; ALTER TABLE entries DROP COLUMN checksum; "
                       "PRAGMA user_version = 2;")
    conn.close()
    garble(db_file, damaged, 4, b"\xff\xfe garbage")
    with Store.open(db_file) as store:
        assert {g.id for g in store.games()} == {damaged, other}
        opened = store.resume(damaged)
        assert opened.notice is not None and said(opened.notice).params["why"] == msg("store.damage.utf8", index=4)
        assert store.resume(other).notice is None


def test_a_game_whose_setup_is_not_json_is_listed_as_damaged_and_refused_in_words(db_file: Path) -> None:
    bad, good = two_games(db_file, moves=2)
    tamper(db_file, "UPDATE games SET setup = '{\"seats\": 2,' WHERE id = ?", (bad,))
    with Store.open(db_file) as store:
        listed = {g.id: g for g in store.games()}
        assert listed[bad].problem is not None and codes(listed[bad].problem) == "store.damaged.setup"
        with pytest.raises(StoreError) as info:
            store.resume(bad)
        assert info.value.code == "unreadable_game" and said(info).code == "store.unreadable_game.row"
        assert store.resume(good).notice is None


def test_card_names_an_older_companion_saved_are_repaired_once_after_the_upgrade(tmp_path: Path) -> None:
    """The Ancient World's card names had no limit before schema 3: a saved move naming a 74-character card is
    repaired when the database is upgraded, so the game still opens, with the original kept."""
    db_file = tmp_path / "companion.db"
    setup = {"players": [{"name": "Ann"}, {"name": "Bo"}], "first_player": 0}
    with Store.open(db_file) as store:
        played = store.create("the-ancient-world", setup, name="old", players=["Ann", "Bo"])
        build = next(a for a in played.game.legal_actions() if a.type == "place_build")
        played.apply(build.model_copy(update={"card": build.card.model_copy(update={"name": "Harbour"})}))
        game_id = played.id
        seq = next(e.seq for e in played.game.entries if e.action.type == "place_build")
    long_name = "The Great Harbour of the Western Sea, with its Lighthouse and Seven Docks"
    assert len(long_name) > 60
    conn = sqlite3.connect(db_file)
    conn.execute("UPDATE entries SET entry = replace(entry, '\"Harbour\"', ?) WHERE game_id = ? AND seq = ?",
                 (json.dumps(long_name), game_id, seq))
    conn.executescript("DROP TABLE entries_aside; DROP TABLE repairs; ALTER TABLE entries DROP COLUMN checksum; "
                       "PRAGMA user_version = 2;")
    conn.close()
    with Store.open(db_file) as store:
        assert any("repaired in 1 saved moves" in n for n in store.notices)
        opened = store.resume(game_id)
        assert opened.notice is None and opened.game.entries[seq].action.card.name == long_name[:60].strip()
        original = store.query("SELECT original FROM repairs WHERE what = ?", (f"entry {seq}",))[0][0]
        assert long_name in original
    with Store.open(db_file) as store:
        assert store.notices == [], "once"
