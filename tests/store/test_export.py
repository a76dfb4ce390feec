"""Export and import: an equal game back, the documented schema, and refusals that name the entry and why."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_tally_kind import play_script

from companion.core import rules_data
from companion.store import Store, StoredGame, StoreError
from companion.store.export import checksum, export_document, export_text, import_bytes, json_schema, read_export_file
from tests.said import codes, msg, said

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def assert_equal_games(a: StoredGame, b: StoredGame) -> None:
    """Same log (every field), same state, same catalogue facts."""
    assert a.game.entries == b.game.entries
    assert a.state == b.state and a.game.setup == b.game.setup
    for field in ("name", "kind", "players", "status", "final_scores", "rules_version", "created_at", "actions"):
        assert getattr(a.info, field) == getattr(b.info, field), field


def test_export_then_import_gives_an_equal_game_and_the_same_document() -> None:
    source = Store.memory()
    played = play_script(source, [6, 5, 6, 0, 4, *[6] * 20])
    assert played.info.status == "finished"
    text = export_text(source, played.id)
    target = Store.memory()
    imported = import_bytes(target, text.encode(), "game.json")
    assert_equal_games(imported, played)
    again = export_document(target, imported.id)
    first = json.loads(text)
    for doc in (first, again):
        del doc["exported_at"], doc["sha256"]
    assert again == first


def test_exports_follow_the_documented_schema() -> None:
    documented = json.loads((ROOT / "docs" / "export.schema.json").read_text(encoding="utf-8"))
    assert documented == json_schema()
    store = Store.memory()
    doc = export_document(store, play_script(store, [3, 4, 0]).id)
    jsonschema.validate(doc, documented)
    doc["surprise"] = 1
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, documented)


def _doc() -> dict[str, Any]:
    store = Store.memory()
    return export_document(store, play_script(store, [3, 4, 2, 5]).id)


def _resealed(doc: dict[str, Any]) -> bytes:
    doc["sha256"] = checksum(doc)
    return json.dumps(doc).encode()


def _illegal_edit() -> bytes:
    doc = _doc()
    doc["log"][3]["action"]["points"] = 9
    return _resealed(doc)


def _unsealed_wrong_turn() -> bytes:
    doc = _doc()
    del doc["sha256"]
    doc["log"][3]["action"]["player"] = 0
    return json.dumps(doc).encode()


def _illegal_edit_unsealed() -> bytes:
    doc = _doc()
    doc["log"][3]["action"]["points"] = 9
    return json.dumps(doc).encode()


def _legal_edit_without_new_checksum() -> bytes:
    doc = _doc()
    doc["log"][3]["action"]["points"] = 1
    return json.dumps(doc).encode()


def _with(**changes: Any) -> bytes:
    doc = _doc()
    doc.update(changes)
    return _resealed(doc)


def _dropped_auto_step() -> bytes:
    doc = _doc()
    del doc["log"][2]
    return _resealed(doc)


def _wrong_final_scores() -> bytes:
    store = Store.memory()
    doc = export_document(store, play_script(store, [6] * 20, target=20).id)
    assert doc["status"] == "finished"
    doc["final_scores"] = {"Ann": 1, "Bo": 2}
    return _resealed(doc)


#: Each bad file and what its refusal says was wrong with it (the ``why`` of ``store.bad_export``), in codes and values.
REFUSALS = {
    "truncated": (lambda: json.dumps(_doc()).encode()[:700], "core.json.cut_short(line=1, "),
    "not json": (lambda: b"Ann 12, Bo 9", "core.json.not_json(line=1, "),
    "not utf-8": (lambda: b"\xff\xfe{}", "core.json.not_utf8("),
    "other json": (lambda: b'{"hello": "world"}', "store.import.not_export("),
    "a list": (lambda: b"[1, 2]", "store.import.not_export("),
    "newer version": (lambda: _with(schema_version=2), "store.import.newer_version("),
    "odd version": (lambda: _with(schema_version="1"), "store.import.version(version=\"'1'\""),
    "illegal move": (_illegal_edit, "core.log.refused(index=3, action='score', "
                                    "why=bad_points(points=9))"),
    "wrong turn": (_unsealed_wrong_turn, "core.log.refused(index=3, action='score', "
                                         "why=not_your_turn(current=tally.seat(n=1), name=tally.seat(n=0)))"),
    "missing auto step": (_dropped_auto_step, "core.log.steps_differ(index=1)"),
    "changed after export": (_legal_edit_without_new_checksum, "store.import.damaged"),
    "illegal and unsealed": (_illegal_edit_unsealed, "why=bad_points(points=9)), damaged=store.import.damaged"),
    "unknown kind": (lambda: _with(kind="chess"), "core.unknown_kind(kind='chess'"),
    "bad setup": (lambda: _with(setup={"seats": 0}), "field='setup.seats'"),
    "bad field": (lambda: _with(players=[]), "field='players'"),
    "wrong final scores": (_wrong_final_scores, "store.import.scores_differ(status='finished'"),
    "finished too early": (lambda: _with(status="finished"), "store.import.not_over"),
    "scores of strangers": (lambda: _with(status="finished", final_scores={"Zed": 3}), "store.import.scores_players"),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_bad_files_are_refused_with_the_reason_and_nothing_is_written(case: str) -> None:
    make, reason = REFUSALS[case]
    store = Store.memory()
    with pytest.raises(StoreError) as info:
        import_bytes(store, make(), "game.json")
    assert info.value.code == "bad_export"
    assert said(info).code == "store.bad_export"  # "... was not imported: <why>. Nothing was written."
    assert reason in codes(said(info).params["why"])
    assert store.games() == [] and store.query("SELECT count(*) AS n FROM entries")[0]["n"] == 0


def test_an_engine_crash_during_replay_is_a_refusal_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _with()

    def crash(*_: object, **__: object) -> None:
        raise IndexError("list index out of range")

    monkeypatch.setattr("companion.store.export.rebuild_game", crash)
    with pytest.raises(StoreError) as info:
        import_bytes(Store.memory(), data, "g.json")
    assert said(info).params["why"] == msg("store.import.not_replayed", error="IndexError",
                                           why="list index out of range")


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreError) as info:
        read_export_file(tmp_path / "nope.json")
    assert said(info) == ("store.bad_export.unreadable",
                          {"path": str(tmp_path / "nope.json"), "why": "No such file or directory"})


def test_a_game_from_older_rules_data_imports_and_keeps_its_version() -> None:
    imported = import_bytes(Store.memory(), _with(rules_data_version="0ld0ld0ld0ld"), "old.json")
    assert imported.info.rules_version == "0ld0ld0ld0ld" != rules_data.version()


def test_a_game_the_table_declared_finished_keeps_its_scores() -> None:
    store = Store.memory()
    played = play_script(store, [3, 4])
    store.record_final_scores(played.id, {"Ann": 10, "Bo": 12})
    imported = import_bytes(Store.memory(), export_text(store, played.id).encode(), "g.json")
    assert (imported.info.status, imported.info.final_scores) == ("finished", {"Ann": 10, "Bo": 12})


OPS = st.lists(st.sampled_from([-1, 0, 1, 2, 3, 4, 5, 6]), max_size=40)


@SETTINGS
@given(ops=OPS, seats=st.integers(1, 4))
def test_any_random_game_reopens_and_survives_export_and_import(ops: list[int], seats: int) -> None:
    store = Store.memory()
    played = play_script(store, ops, seats=seats, target=25)
    reopened = store.resume(played.id)
    assert_equal_games(reopened, played)
    assert reopened.game.redo_stack == played.game.redo_stack
    imported = import_bytes(Store.memory(), export_text(store, played.id).encode(), "g.json")
    assert_equal_games(imported, played)


DAMAGE = st.tuples(st.sampled_from(["flip", "set", "drop", "insert"]), st.floats(0, 1, exclude_max=True),
                   st.integers(0, 255))


@SETTINGS
@given(damages=st.lists(DAMAGE, min_size=1, max_size=3))
def test_byte_damage_to_an_export_is_refused_cleanly_or_harmless(damages: list[tuple[str, float, int]]) -> None:
    store = Store.memory()
    played = play_script(store, [6, 5, 4, 0, 3, 2])
    data = bytearray(export_text(store, played.id).encode())
    for how, where, byte in damages:
        at = int(where * len(data))
        if how == "flip":
            data[at] ^= 1 << (byte % 8)
        elif how == "set":
            data[at] = byte
        elif how == "drop":
            del data[at]
        else:
            data.insert(at, byte)
    target = Store.memory()
    try:
        imported = import_bytes(target, bytes(data), "damaged.json")
    except StoreError as exc:
        assert exc.code == "bad_export" and said(exc).code == "store.bad_export"  # "... was not imported"
        assert target.games() == []
    else:
        assert_equal_games(imported, played)
