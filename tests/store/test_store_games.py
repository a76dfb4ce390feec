"""The store keeps every change: apply/undo/redo survive a reopen; list, rename, archive, bin, history."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from store_tally_kind import Score, TallySetup

from companion.core.action import Correction
from companion.core.errors import RuleError
from companion.store import Store, StoreError, name_problem, schema, validated_name
from companion.store.db import name_refusal
from companion.store.export import export_text, import_bytes
from tests.said import codes


def _same_game(a: object, b: object) -> None:
    assert a.game.state == b.game.state  # type: ignore[attr-defined]
    assert a.game.entries == b.game.entries  # type: ignore[attr-defined]
    assert a.game.redo_stack == b.game.redo_stack  # type: ignore[attr-defined]


def test_every_change_is_on_disk_when_the_call_returns(db_file: Path) -> None:
    store = Store.open(db_file)
    played = store.create("tally", TallySetup(seats=2), name="Friday", players=["Ann", "Bo"])
    played.apply(Score(player=0, points=6), by="Ann")
    played.apply(Score(player=1, points=5), by="Bo")
    played.apply(Score(player=0, points=6), by="Ann")
    played.undo()
    played.undo()
    played.redo()
    played.apply(Correction(path="scores.1", value=9, reason="forgot a gain", by="Bo"))
    played.undo()
    other = Store.open(db_file)
    again = other.resume(played.id)
    _same_game(again, played)
    assert len(again.game.redo_stack) == 1
    assert again.revision == played.revision == 8
    again.redo()
    assert again.state.scores == [6, 9]
    assert Store.open(db_file).resume(played.id).state.scores == [6, 9]


def test_a_rejected_move_writes_nothing(db_file: Path) -> None:
    store = Store.open(db_file)
    played = store.create("tally", TallySetup(), name="g", players=["A", "B"])
    with pytest.raises(RuleError) as info:
        played.apply(Score(player=1, points=3))
    assert info.value.code == "not_your_turn"
    assert played.revision == 0 and store.info(played.id).revision == 0
    assert [e.action.type for e in store.resume(played.id).game.entries] == ["deal"]


def test_list_is_most_recent_first_and_rename_archive_bin_restore(db_file: Path) -> None:
    store = Store.open(db_file)
    first = store.create("tally", TallySetup(), name="first", players=["A", "B"])
    second = store.create("tally", TallySetup(), name="second", players=["A", "B"])
    assert [g.name for g in store.games()] == ["second", "first"]
    first.apply(Score(player=0, points=2))
    assert [g.name for g in store.games()] == ["first", "second"]
    store.rename(second.id, "  the second  ")
    assert store.info(second.id).name == "the second"
    store.archive(first.id)
    assert [g.id for g in store.games()] == [second.id]
    assert [g.id for g in store.games(archived=True)] == [first.id]
    store.delete(second.id)
    assert store.games() == [] and [g.id for g in store.games(binned=True)] == [second.id]
    with pytest.raises(StoreError) as info:
        second.apply(Score(player=0, points=1))
    assert info.value.code == "in_bin"
    store.restore(second.id)
    second.apply(Score(player=0, points=1))
    with pytest.raises(StoreError) as info:
        store.purge(second.id)
    assert codes(info) == "store.not_in_bin"  # "Only a game in the bin can be removed for good ..."
    store.delete(second.id)
    store.purge(second.id)
    with pytest.raises(StoreError) as info:
        store.info(second.id)
    assert info.value.code == "not_found"
    assert store.query("SELECT count(*) AS n FROM entries WHERE game_id = ?", (second.id,))[0]["n"] == 0


def test_ids_can_be_typed_by_unique_prefix(db_file: Path) -> None:
    store = Store.open(db_file)
    game = store.create("tally", TallySetup(), name="g", players=["A"])
    assert store.resolve(game.id[:5]) == game.id
    for bad, code in [("zz", "not_found"), ("", "not_found")]:
        with pytest.raises(StoreError) as info:
            store.resolve(bad)
        assert info.value.code == code


@pytest.mark.parametrize(("players", "name", "code"), [([], "g", "bad_players"), (["A", "A"], "g", "bad_players"),
                                                     (["A", " "], "g", "bad_players"), (["A"], " ", "bad_name")])
def test_bad_players_or_name_are_refused(db_file: Path, players: list[str], name: str, code: str) -> None:
    store = Store.open(db_file)
    with pytest.raises(StoreError) as info:
        store.create("tally", TallySetup(), name=name, players=players)
    assert info.value.code == code
    assert store.games() == []


def test_a_games_name_check_says_why_before_the_store_refuses_it() -> None:
    """The check's three faces: the name as saved, the reason a form shows, the error the store raises."""
    assert validated_name("  Friday game ") == "Friday game" and name_problem(" Friday ") is None
    assert codes(name_refusal(" \t")) == "store.bad_name(problem=core.name.empty_game)"
    with pytest.raises(StoreError) as info:
        validated_name("")
    assert info.value.code == "bad_name" and info.value.message == name_problem("")


def _play_to_end(game: object, seats: int) -> None:
    turn = 0
    while not game.game.is_over:  # type: ignore[attr-defined]
        game.apply(Score(player=turn, points=6))  # type: ignore[attr-defined]
        turn = (turn + 1) % seats


def test_finished_games_record_scores_reopen_on_undo_and_feed_history(db_file: Path) -> None:
    store = Store.open(db_file)
    one = store.create("tally", TallySetup(seats=2, target=20), name="one", players=["Ann", "Bo"])
    _play_to_end(one, 2)
    info = store.info(one.id)
    assert info.status == "finished" and info.final_scores == {"Ann": 26, "Bo": 19}
    one.undo()
    assert store.info(one.id).status == "in_progress" and store.info(one.id).final_scores is None
    one.redo()
    two = store.create("tally", TallySetup(seats=2, target=10), name="two", players=["Bo", "Cy"])
    _play_to_end(two, 2)
    three = store.create("tally", TallySetup(seats=2), name="three", players=["Ann", "Cy"])
    store.record_final_scores(three.id, {"Ann": 4, "Cy": 4})
    with pytest.raises(StoreError) as err:
        store.record_final_scores(three.id, {"Ann": 4})
    assert err.value.code == "bad_scores"
    binned = store.create("tally", TallySetup(seats=1, target=1), name="binned", players=["Ann"])
    _play_to_end(binned, 1)
    store.delete(binned.id)
    history = {r.player: r for r in store.history()}
    assert (history["Ann"].games, history["Ann"].wins, history["Ann"].best, history["Ann"].average) == (2, 2, 26, 15)
    assert (history["Bo"].games, history["Bo"].wins, history["Bo"].best) == (2, 1, 19)
    assert (history["Cy"].games, history["Cy"].wins, history["Cy"].best) == (2, 1, 6)
    assert [r.player for r in store.history()] == ["Ann", "Bo", "Cy"]


def test_schema_version_foreign_keys_and_wal(db_file: Path) -> None:
    Store.open(db_file).close()
    conn = sqlite3.connect(db_file)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.latest_version() == 6
    store = Store.open(db_file)
    assert store.conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_the_action_count_is_of_moves_people_made(db_file: Path) -> None:
    store = Store.open(db_file)
    played = store.create("tally", TallySetup(), name="g", players=["A", "B"])
    played.apply(Score(player=0, points=6))
    played.apply(Score(player=1, points=6))
    played.apply(Score(player=0, points=6))
    played.undo()
    assert played.info.actions == store.info(played.id).actions == store.games()[0].actions == 2


def test_scores_from_a_hook_with_another_seat_count_are_saved_by_seat(db_file: Path) -> None:
    store = Store.open(db_file)
    played = store.create("tally", TallySetup(seats=2, target=6), name="g", players=["Solo"])
    played.apply(Score(player=0, points=6))
    assert store.info(played.id).final_scores == {"seat 1": 6, "seat 2": 0}
    imported = import_bytes(Store.memory(), export_text(store, played.id).encode(), "g.json")
    assert imported.info.final_scores == {"seat 1": 6, "seat 2": 0}


def test_creating_a_database_never_replaces_one_made_meanwhile(db_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = Store.open(db_file).create("tally", TallySetup(), name="first", players=["A"]).id
    real_exists = Path.exists
    monkeypatch.setattr(Path, "exists", lambda self: self != db_file and real_exists(self))
    with Store.open(db_file) as raced:
        assert [g.id for g in raced.games()] == [game_id]
    assert [p.name for p in db_file.parent.iterdir() if ".new-" in p.name] == []
