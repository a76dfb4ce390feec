"""Import trusts only what it replays: the file's numbering, groups, automatic flags and sentences must be the
engine's, or the import is refused naming the entry and field with nothing written; the sentences are the importing
engine's own (a file's wording is never checked nor kept); the store never removes more rows than the group being
undone."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_tally_kind import play_script

from companion.core.game import Game
from companion.store import Store, StoreError
from companion.store.export import checksum, export_document, export_game, import_bytes
from companion.taw.random_game import random_game
from companion.words import english
from tests.said import said


@pytest.fixture(scope="module")
def taw_export() -> dict[str, Any]:
    """A real game of The Ancient World (the issue's was 140 actions) as an export document."""
    source = random_game(7)
    store = Store.memory()
    names = [p.name for p in source.setup.players]
    played = store.add_game(source.kind.id, Game(source.kind, source.setup), name="probe", players=names)
    for entry in source.entries:
        if not entry.auto:
            played.apply(entry.action)
    assert len(played.game.entries) > 100
    return export_document(store, played.id)


def resealed(doc: dict[str, Any]) -> bytes:
    """The document with a fresh checksum, as someone editing it on purpose would leave it."""
    doc = {k: v for k, v in doc.items() if k != "sha256"}
    doc["sha256"] = checksum(doc)
    return json.dumps(doc).encode()


def refused(data: bytes, *words: str) -> str:
    target = Store.memory()
    with pytest.raises(StoreError) as info:
        import_bytes(target, data, "edited.json")
    assert info.value.code == "bad_export" and said(info).code == "store.bad_export"  # "... Nothing was written"
    for word in words:
        assert word in info.value.message
    assert target.games() == [] and target.query("SELECT count(*) FROM entries")[0][0] == 0
    return info.value.message


def edited(doc: dict[str, Any], change: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(doc))
    change(copy["log"])
    return copy


def test_shifted_sequence_numbers_are_refused_naming_the_entry_and_field(taw_export: dict[str, Any]) -> None:
    def shift(log: list[dict[str, Any]]) -> None:
        for e in log:
            e["seq"] += 1000

    refused(resealed(edited(taw_export, shift)), "entry 0: seq is 1000, but replaying the game gives 0")


def test_swapped_sequence_numbers_are_refused_and_nothing_is_saved(taw_export: dict[str, Any]) -> None:
    def swap(log: list[dict[str, Any]]) -> None:
        log[10]["seq"], log[11]["seq"] = log[11]["seq"], log[10]["seq"]

    refused(resealed(edited(taw_export, swap)), "entry 10: seq is 11")


def test_one_group_for_everything_is_refused(taw_export: dict[str, Any]) -> None:
    def one_group(log: list[dict[str, Any]]) -> None:
        for e in log:
            e["group"] = 1

    refused(resealed(edited(taw_export, one_group)), "group is 1, but replaying the game gives 0")


def test_a_files_sentences_are_replaced_by_the_engines_own(taw_export: dict[str, Any]) -> None:
    """Issue 21 point 2: a sentence is a rendering of the action, not data. An export whose sentences were worded
    otherwise (an earlier Companion, or edited) imports, and the log reads as this engine words each action."""

    def reword(log: list[dict[str, Any]]) -> None:
        log[0]["text"] = "The first round starts"  # as a file before issue 24 words it
        log[-1]["message"] = {"code": "game.won", "params": {"who": "Ann"}}
        del log[1]["message"]

    target = Store.memory()
    imported = import_bytes(target, resealed(edited(taw_export, reword)), "reworded.json")
    assert [e.message.model_dump(mode="json") for e in imported.game.entries] == [e["message"]
                                                                                  for e in taw_export["log"]]
    saved = [json.loads(row[0])["message"] for row in target.query("SELECT entry FROM entries ORDER BY seq")]
    assert saved == [e["message"] for e in taw_export["log"]]


def test_an_automatic_step_marked_as_a_persons_move_is_refused(taw_export: dict[str, Any]) -> None:
    auto_at = next(i for i, e in enumerate(taw_export["log"]) if e["auto"] and e["group"] > 0)

    def unmark(log: list[dict[str, Any]]) -> None:
        log[auto_at]["auto"] = False

    refused(resealed(edited(taw_export, unmark)), f"entry {auto_at}: auto is False, but replaying the game gives True")


def test_players_must_be_the_setups_seats(taw_export: dict[str, Any]) -> None:
    doc = json.loads(json.dumps(taw_export))
    doc["players"] = list(reversed(doc["players"]))
    refused(resealed(doc), "but the setup seats")


@pytest.mark.parametrize("bad", ["yesterday", "", "2026-13-01T00:00:00"])
def test_a_time_that_is_not_iso_8601_is_refused(taw_export: dict[str, Any], bad: str) -> None:
    def retime(log: list[dict[str, Any]]) -> None:
        log[3]["at"] = bad

    refused(resealed(edited(taw_export, retime)), "log.3.at", "ISO 8601")


def test_who_made_a_move_and_when_come_from_the_file(taw_export: dict[str, Any]) -> None:
    human = next(i for i, e in enumerate(taw_export["log"]) if not e["auto"])

    def sign(log: list[dict[str, Any]]) -> None:
        log[human]["by"] = "Ann"
        log[human]["at"] = "2026-11-30T20:15:00+00:00"

    imported = import_bytes(Store.memory(), resealed(edited(taw_export, sign)), "signed.json")
    entry = imported.game.entries[human]
    assert (entry.by, entry.at) == ("Ann", "2026-11-30T20:15:00+00:00")


def test_the_store_never_removes_more_rows_than_the_group_undone() -> None:
    store = Store.memory()
    played = play_script(store, [3, 4, 5])
    rows = store.query("SELECT count(*) FROM entries")[0][0]
    store.conn.execute("UPDATE entries SET seq = seq + 1000")  # a log written by something other than the store
    with pytest.raises(StoreError) as info:
        store.resume(played.id).undo()
    assert info.value.code == "log_mismatch" and said(info).code == "store.log_mismatch"  # "...; nothing was saved"
    assert store.query("SELECT count(*) FROM entries")[0][0] == rows


FIELDS = st.sampled_from(["seq", "group", "auto", "text", "by", "at", "action"])
VALUES = st.one_of(st.integers(-3, 2000), st.booleans(), st.text(max_size=12), st.none(),
                   st.just({"type": "score", "points": 3}), st.just({"type": "score", "points": 99}))


#: Top-level fields of the document and values to put there: a name, players, a status, scores, a setup.
TOP_FIELDS = st.sampled_from(["name", "players", "status", "final_scores", "created_at", "kind",
                              "rules_data_version", "setup"])
TOP_VALUES = st.one_of(VALUES, st.just(["Ann", "Bo"]), st.just(["Bo", "Ann"]), st.just(["Ann"]),
                       st.just("finished"), st.just({"Ann": 10, "Bo": 12}), st.just({"seats": 3, "target": 40}),
                       st.just({"seats": 2, "target": 40}), st.just("2026-11-30T20:00:00+00:00"))
#: An edit: of an entry's field (where in the log), or of a top-level field.
EDITS = st.one_of(st.tuples(st.just("log"), st.floats(0, 1, exclude_max=True), FIELDS, VALUES),
                  st.tuples(st.just("top"), st.just(0.0), TOP_FIELDS, TOP_VALUES))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops=st.lists(st.sampled_from([0, 1, 2, 3, 4, 5, 6]), min_size=1, max_size=15),
       edits=st.lists(EDITS, min_size=1, max_size=3))
def test_any_edit_of_an_export_is_refused_or_gives_the_game_its_actions_replay_to(
        ops: list[int], edits: list[tuple[str, float, str, Any]]) -> None:
    source = Store.memory()
    played = play_script(source, ops)
    doc = export_document(source, played.id)
    for part, where, field, value in edits:
        target = doc if part == "top" else doc["log"][int(where * len(doc["log"]))]
        target[field] = value
    target = Store.memory()
    try:
        imported = import_bytes(target, resealed(doc), "edited.json")
    except StoreError as exc:
        assert exc.code == "bad_export" and said(exc).code == "store.bad_export"  # "... Nothing was written"
        assert target.games() == [] and target.query("SELECT count(*) FROM entries")[0][0] == 0
        return
    again = Game(imported.game.kind, imported.game.setup)
    for entry in imported.game.entries:
        if not entry.auto:
            again.apply(entry.action)
    assert [(e.seq, e.group, e.auto, e.action, e.text) for e in imported.game.entries] == \
        [(e.seq, e.group, e.auto, e.action, e.text) for e in again.entries]
    assert imported.state == again.state
    assert imported.info.players == doc["players"] and imported.info.status in ("in_progress", "finished")
    kind = imported.game.kind
    if imported.game.is_over and hasattr(kind, "final_scores"):  # a finished status and its scores are the engine's
        expected = dict(zip(doc["players"], kind.final_scores(imported.state), strict=True))
        assert (imported.info.status, imported.info.final_scores) == ("finished", expected)
    while imported.game.can_undo:
        imported.undo()
    reopened = target.resume(imported.id)
    assert reopened.state == Game(imported.game.kind, imported.game.setup).state
    assert target.query("SELECT count(*) FROM entries")[0][0] == len(reopened.game.entries)


@pytest.mark.parametrize(("where", "value", "words"), [
    ("seq", "3", 'log.3.seq: Input should be a valid integer; got "3"'),
    ("auto", 1, "log.3.auto: Input should be a valid boolean; got 1"),
    ("player", True, "log.3.action.player: Input should be a valid integer; got true"),
])
def test_types_are_strict_as_the_file_says_them(taw_export: dict[str, Any], where: str, value: Any,
                                                words: str) -> None:
    doc = json.loads(json.dumps(taw_export))
    human = next(e for e in doc["log"][3:] if "player" in e["action"])
    target = doc["log"][3] if where != "player" else human
    (target["action"] if where == "player" else target)[where] = value
    message = refused(resealed(doc))
    assert words.replace("log.3.", f"log.{doc['log'].index(target)}.") in message and "Value error" not in message


def test_a_bad_name_in_the_file_is_refused_in_the_checks_own_words(taw_export: dict[str, Any]) -> None:
    doc = json.loads(json.dumps(taw_export))
    doc["name"] = "Friday\x1b[2J"
    message = refused(resealed(doc), "name: A game's name may not hold U+001B, a control character (character 7)")
    assert "Value error" not in message


def test_an_export_always_imports_again_even_when_a_saved_sentence_was_worded_otherwise() -> None:
    """The log's sentences are the engine's: a game saved by a version that worded a move otherwise still opens,
    and its export carries today's sentences, so strict import takes it."""
    store = Store.memory()
    played = play_script(store, [3, 4, 5])
    store.conn.execute("UPDATE entries SET entry = json_set(entry, '$.text', 'Ann scored three (old wording)') "
                       "WHERE game_id = ? AND seq = 1", (played.id,))
    store.conn.execute("UPDATE entries SET checksum = companion_checksum(CAST(entry AS BLOB)) WHERE game_id = ?",
                       (played.id,))
    reopened = store.resume(played.id, use_snapshot=False)
    assert reopened.game.entries[1].text == played.game.entries[1].text
    imported = import_bytes(Store.memory(), resealed(export_document(store, played.id)), "again.json")
    assert [e.text for e in imported.game.entries] == [e.text for e in played.game.entries]


def test_the_export_of_a_game_damaged_on_disk_is_the_part_that_opens_and_says_so() -> None:
    store = Store.memory()
    played = play_script(store, [3, 4, 5, 6])
    store.conn.execute("UPDATE entries SET entry = 'garbage' WHERE game_id = ? AND seq = 5", (played.id,))
    doc, notice = export_game(store, played.id)
    assert notice is not None and notice.code == "store.notice.damaged" and "from entry 5 on" in english()(notice)
    imported = import_bytes(Store.memory(), json.dumps(doc).encode(), "part.json")
    assert len(imported.game.entries) == len(doc["log"]) < len(played.game.entries)


def test_an_unfinished_game_with_final_scores_is_refused_naming_the_field(taw_export: dict[str, Any]) -> None:
    """Issue 21 point 6: made-up scores on a game in progress were dropped without a word."""
    doc = json.loads(json.dumps(taw_export))
    doc["log"] = doc["log"][:40]
    doc["status"], doc["final_scores"] = "in_progress", dict.fromkeys(doc["players"], 99)
    refused(resealed(doc), "final_scores: it says in_progress, so it has no final scores")
