"""A game's options (issue 12, Seats): saved with the game, the same for every window, kept apart from its log, and
carried by an export only when one differs from its default."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from store_tally_kind import Score, play_script

from companion.store import Store, StoreError
from companion.store.export import export_document, export_text, import_bytes
from companion.store.options import GameOptions

STRICT = GameOptions(seats_act_for_others=False)


def test_a_new_game_trusts_its_seat_phones_and_stores_no_options() -> None:
    store = Store.memory()
    played = play_script(store, [3])
    assert played.info.options == GameOptions() and GameOptions().seats_act_for_others
    assert store.query("SELECT count(*) AS n FROM game_options")[0]["n"] == 0


def test_options_are_saved_read_back_after_a_restart_and_leave_the_revision(db_file: Path) -> None:
    with Store.open(db_file) as store:
        played = play_script(store, [3, 4])
        revision = played.revision
        played.set_options(STRICT)
        assert played.info.options == STRICT and played.revision == revision
        assert store.info(played.id).options == STRICT and store.info(played.id).revision == revision
        played.apply(Score(player=0, points=2))  # a view from before the change still plays: the log did not move
        game_id = played.id
    with Store.open(db_file) as store:
        assert store.resume(game_id).info.options == STRICT
        assert [g.options for g in store.games()] == [STRICT]
        store.set_options(game_id, GameOptions())
        assert store.info(game_id).options == GameOptions()
        assert store.query("SELECT count(*) AS n FROM game_options")[0]["n"] == 0, "back to the defaults: no row"


def test_another_window_sees_the_change_when_it_refreshes(db_file: Path) -> None:
    with Store.open(db_file) as store:
        game_id = play_script(store, [3]).id
    here, there = Store.open(db_file).resume(game_id), Store.open(db_file).resume(game_id)
    here.set_options(STRICT)
    assert there.info.options == GameOptions()
    there.refresh()
    assert there.info.options == STRICT and there.revision == here.revision


def test_options_of_an_unknown_game_are_refused_and_purging_takes_them_away() -> None:
    store = Store.memory()
    with pytest.raises(StoreError) as info:
        store.set_options("nope", STRICT)
    assert info.value.code == "not_found"
    played = play_script(store, [3])
    played.set_options(STRICT)
    store.delete(played.id)
    store.purge(played.id)
    assert store.query("SELECT count(*) AS n FROM game_options")[0]["n"] == 0


@pytest.mark.parametrize("stored", ["not json", "[1, 2]", '{"seats_act_for_others": "no"}'])
def test_options_changed_outside_companion_read_as_the_defaults(db_file: Path, stored: str) -> None:
    with Store.open(db_file) as store:
        played = play_script(store, [3])
        played.set_options(STRICT)
    conn = sqlite3.connect(db_file)
    conn.execute("UPDATE game_options SET options = ?", (stored,))
    conn.commit()
    conn.close()
    with Store.open(db_file) as store:
        assert store.info(played.id).options == GameOptions()
        assert store.resume(played.id).state == played.state


def test_an_option_a_later_companion_added_is_left_out() -> None:
    assert GameOptions.stored('{"seats_act_for_others": false, "wake_lock": true}') == STRICT


def test_a_version_3_database_upgrades_to_games_with_the_default_options(db_file: Path) -> None:
    with Store.open(db_file) as store:
        game_id = play_script(store, [3, 4]).id
    conn = sqlite3.connect(db_file)
    conn.executescript("DROP TABLE game_options; PRAGMA user_version = 3;")  # what version 3 wrote
    conn.close()
    with Store.open(db_file) as store:
        assert store.info(game_id).options == GameOptions()
        store.set_options(game_id, STRICT)
        assert store.info(game_id).options == STRICT


def test_an_export_carries_options_only_when_changed_and_the_import_keeps_them() -> None:
    store = Store.memory()
    played = play_script(store, [3, 4])
    assert "options" not in export_document(store, played.id), "a default game's export reads as before"
    played.set_options(STRICT)
    doc = export_document(store, played.id)
    assert doc["options"] == {"seats_act_for_others": False}
    imported = import_bytes(Store.memory(), export_text(store, played.id).encode(), "game.json")
    assert imported.info.options == STRICT


def test_an_export_with_an_unknown_or_mistyped_option_is_refused() -> None:
    store = Store.memory()
    played = play_script(store, [3])
    for options in ({"seats_act_for_others": "false"}, {"anyone_may_undo": True}):
        doc = export_document(store, played.id)
        del doc["sha256"]
        doc["options"] = options
        with pytest.raises(StoreError) as info:
            import_bytes(Store.memory(), json.dumps(doc).encode(), "game.json")
        assert info.value.code == "bad_export" and "options" in info.value.message
