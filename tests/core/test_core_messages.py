"""The core's refusals and log messages are data (a code and parameters) said in the reader's language: undo and
redo, corrections, a replayed log's problems, seat phones, a name refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.core.action import Correction
from companion.core.errors import COMMAS, DataError, RuleError, in_turn
from companion.core.game import Game
from companion.core.names import name_refusal
from companion.core.seats import UNDONE, seat_verdict
from companion.words import Msg, translator
from companion.words.amounts import ordinal
from tests.core.test_game_log import KIND, Add, CounterState

EN, DE = translator("en"), translator("de")


def test_undo_and_redo_refusals_are_codes_said_in_german() -> None:
    game = Game(KIND, CounterState())
    for attempt in (game.undo, game.redo):
        with pytest.raises(RuleError) as info:
            attempt()
        assert info.value.msg == Msg(code=info.value.code, params={})
    assert DE(_refusal(game.undo)) == "Es gibt nichts rückgängig zu machen"
    assert DE(_refusal(game.redo)) == "Es gibt nichts zu wiederholen"


def test_a_correction_is_a_message_with_the_players_field_and_its_place() -> None:
    game = Game(KIND, CounterState())
    game.apply(Correction(path="total", value=5, reason="we forgot a gain", by="Ann"))
    said = game.entries[-1].message
    assert said.code == "core.correction" and said.params["was"] == 0 and said.params["now"] == 5
    assert said.params["by"] == "Ann" and said.params["reason"] == "we forgot a gain"
    assert DE(said) == "Total: 0 → 5, korrigiert von Ann: we forgot a gain"
    game.apply(Correction(path="total", value=6, reason="again"))
    assert game.entries[-1].message.code == "core.correction.table"
    assert DE(game.entries[-1].message) == "Total: 5 → 6, korrigiert vom Tisch: again"
    with pytest.raises(RuleError) as info:
        game.apply(Correction(path="total", value=-1, reason="x"))
    assert info.value.msg.params == {"what": "Total", "value": -1}
    assert DE(info.value.msg) == "Total kann nicht auf -1 gesetzt werden: Anzahlen sind nie negativ"


def test_places_are_said_by_each_language() -> None:
    assert [EN(ordinal(n)) for n in (1, 2, 3, 4, 11, 12, 13, 21, 102)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd"]
    assert DE(ordinal(21)) == "21."


def test_a_replayed_logs_problems_are_messages_in_turn() -> None:
    game = Game(KIND, CounterState())
    game.apply(Add(amount=12))
    dumped = [e.to_json() for e in game.entries]
    dumped[0]["action"] = {"type": "add", "amount": 0}
    with pytest.raises(DataError) as info:
        Game.replay(KIND, CounterState(), dumped)
    (problem,) = info.value.found
    assert isinstance(problem, Msg) and problem.code == "core.log.refused" and problem.params["index"] == 0
    assert DE(info.value.said).startswith("log: Eintrag 0 (add): ")
    several = DataError("f.json", ["a", "b", "c"])
    assert str(several) == "f.json: a; b; c" == EN(several.said) and DE(several.said) == "f.json: a; b; c"
    assert several.told == Msg(code="core.list.in_turn", params={"items": ["a", "b", "c"]})  # one message, no chain


def test_a_list_is_one_message_and_a_chain_of_pairs_saved_before_still_reads() -> None:
    """Lists were chains of pairs (``core.comma``, ``core.in_turn``: first and rest) before each was one message of
    its items (issue 24); a log saved then, a table's correction naming a nested field, still reads as it did."""
    fields = in_turn(["armies", "1st", "coins name"], COMMAS)
    assert fields == Msg(code="core.list.commas", params={"items": ["armies", "1st", "coins name"]})
    chain = Msg.model_validate({"code": "core.comma", "params": {"first": "armies", "rest": {
        "code": "core.comma", "params": {"first": "1st", "rest": "coins name"}}}})
    assert EN(chain) == EN(fields) == "armies, 1st, coins name" and DE(chain) == DE(fields)
    steps = Msg.model_validate({"code": "core.in_turn", "params": {"first": "a", "rest": "b"}})
    assert EN(steps) == EN(in_turn(["a", "b"])) == "a; b"
    assert (in_turn(["a"]), in_turn([])) == ("a", "")


def test_a_seat_phone_and_a_name_are_refused_in_words_of_each_language() -> None:
    verdict = seat_verdict(0, 1, ["Ann", "Bo"], others_allowed=False, doing=UNDONE())
    assert verdict.code == "other_seat" and verdict.said is not None
    assert EN(verdict.said).startswith("This is Ann's phone: Bo's moves are undone on Bo's phone")
    assert DE(verdict.said).startswith("Dies ist das Handy von Ann: Züge von Bo werden auf dem Handy von Bo oder auf "
                                       "einem Gerät ohne Platz rückgängig gemacht")
    refused = name_refusal("x" * 30, "player")
    assert refused is not None and refused.code == "core.name.too_long" and refused.params["length"] == 30
    assert DE(refused) == "Der Name eines Spielers darf höchstens 24 Zeichen lang sein; dieser hat 30"


def _refusal(attempt: Callable[[], object]) -> Msg:
    try:
        attempt()
    except RuleError as exc:
        return exc.msg
    raise AssertionError("not refused")
