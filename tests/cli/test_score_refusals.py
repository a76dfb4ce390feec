"""``companion score`` refuses every bad sheet in one line naming the file and the field (issue 10): numbers
JSON can write but nothing should hold, nesting past the recursion limit, counts given as text or true,
names that garble a terminal, and more players than the game takes."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from cli_expect import one_line_refusal

from companion.cli import main
from companion.core.json_input import MAX_DEPTH, MAX_DIGITS


def _player(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "coins": 3, "knowledge": 0, "ambrosia": 0, "citizens": 3, **fields}


def _sheet(tmp_path: Path, content: str | dict[str, Any]) -> str:
    path = tmp_path / "sheet.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return str(path)


def _refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | dict[str, Any]) -> str:
    path = _sheet(tmp_path, content)
    assert main(["score", path]) == 1
    return one_line_refusal(capsys, names=path)


def test_a_5000_digit_number_is_refused_by_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps({"players": [_player("Ann")]}).replace('"coins": 3', '"coins": ' + "9" * 5000)
    err = _refused(tmp_path, capsys, text)
    assert f"players.0.coins: the number 999999999999… has 5,000 digits; numbers here have at most {MAX_DIGITS}" in err


def test_100k_levels_of_nesting_are_refused_with_the_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(tmp_path, capsys, "[" * 100_000 + "]" * 100_000)
    assert f"line 1, column {MAX_DEPTH + 1}: arrays and objects are nested more than {MAX_DEPTH} levels deep" in err


@pytest.mark.parametrize(("value", "given"), [("3", '"3"'), (True, "true"), (3.0, "3.0"), (None, "null")])
def test_a_count_must_be_a_number(tmp_path: Path, capsys: pytest.CaptureFixture[str], value: Any, given: str) -> None:
    err = _refused(tmp_path, capsys, {"players": [_player("Ann", coins=value)]})
    assert f"players.0.coins: Input should be a valid integer; got {given}" in err


def test_a_flag_must_be_true_or_false(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(tmp_path, capsys, {"players": [_player("Ann", empire_cards=[{"damaged": 1}])]})
    assert "players.0.empire_cards.0.damaged: Input should be a valid boolean; got 1" in err


@pytest.mark.parametrize(("name", "why"), [
    ("\ud800", "the text is not valid Unicode (character 1 is U+D800, a lone surrogate)"),
    ("A\x00n", "A player's name may not hold U+0000, a control character (character 2)"),
    ("\x1b[31mRed", "A player's name may not hold U+001B, a control character (character 1)"),
    ("x" * (1 << 20), "A player's name can be at most 24 characters; this one has 1,048,576"),
    ("\u202eAnn", "A player's name may not hold U+202E"),
    ("Ann\ue001", "A player's name may not hold U+E001, a private-use character (the app draws its game symbols with "
     "these) (character 4)"),
    ("Ann\uffff", "A player's name may not hold U+FFFF, a noncharacter, never used in text (character 4)"),
    ("Z" + "\u0301" * 79, "A player's name may put at most 4 accents or other combining marks on one character; one "
     "has 78 (character 6 is mark 5)"),  # NFC joins the first accent to the letter
    ("   ", "A player needs a name that is not empty"),
])
def test_player_names_go_through_the_one_name_check(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str,
                                                    why: str) -> None:
    err = _refused(tmp_path, capsys, {"players": [_player(name), _player("Bob")]})
    assert f"players.0.name: {why}" in err
    assert len(err) < 300


def test_card_names_go_through_the_one_name_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(tmp_path, capsys, {"players": [_player("Ann", empire_cards=[{"banners": ["red"]}],
                                                          titans=[{"name": "\x1b[2J"}])]})
    assert "players.0.titans.0.name: A card's name may not hold U+001B, a control character (character 1)" in err
    err = _refused(tmp_path, capsys, {"players": [_player("Ann", titans=[{"name": "Sun \ue010"}])]})
    assert "players.0.titans.0.name: A card's name may not hold U+E010, a private-use character" in err


def test_a_name_is_text_not_a_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(tmp_path, capsys, {"players": [_player(3)]})  # type: ignore[arg-type]
    assert "players.0.name: a name must be text; got int" in err


def test_names_are_compared_as_saved(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(tmp_path, capsys, {"players": [_player("Ann"), _player(" ANN ")]})
    assert "two players are named 'ANN'; names must differ" in err


@pytest.mark.parametrize("count", [5, 10_000])
def test_more_players_than_the_game_takes_are_refused_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              count: int) -> None:
    sheet = {"players": [_player(f"P{i}", coins=i % 7) for i in range(count)]}
    started = time.perf_counter()
    err = _refused(tmp_path, capsys, sheet)
    assert time.perf_counter() - started < 5  # it took 60 s and 2 GB before
    assert f"players: List should have at most 4 items after validation, not {count}" in err


def test_one_to_four_players_are_scored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for count in (1, 4):
        assert main(["score", _sheet(tmp_path, {"players": [_player(f"P{i}", bonus_vp=3) for i in range(count)]})]) == 0
        assert capsys.readouterr().out.count(" 3 points)") == count


def test_more_cards_than_the_box_holds_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(tmp_path, capsys, {"players": [_player("Ann", districts=16)]})
    assert "players.0.districts: 16 districts, but the game has 15 district cards" in err
    err = _refused(tmp_path, capsys, {"players": [_player("Ann", titans=[{}] * 40)]})
    assert "players.0.titans: List should have at most 39 items after validation, not 40" in err


def test_a_file_over_the_size_cap_is_refused_unread(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(tmp_path, capsys, json.dumps({"players": [_player("Ann", bonus_note=" " * (5 << 20))]}))
    assert "the file is larger than 4 MB, the most Companion reads" in err


@pytest.mark.parametrize(("text", "why"), [
    ('{"players": [{"name": "Ann", "coins": NaN}]}', "players.0.coins: NaN is not a number JSON allows"),
    ('{"players": [{"name": "Ann", "coins": 1e400}]}', "players.0.coins: the number 1e400 is too large"),
    (b'{"players": "\xff"}', "not valid JSON (not UTF-8 text: byte 13 is 0xff)"),
    ('{"players": [{"\\udfff": 1}]}', "the field name is not valid Unicode"),
])
def test_what_json_cannot_say_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str | bytes,
                                         why: str) -> None:
    path = tmp_path / "sheet.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    assert main(["score", str(path)]) == 1
    assert why in one_line_refusal(capsys, names=str(path))


def test_a_file_name_with_escapes_is_shown_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "\x1b[31mred.json"
    assert main(["score", str(path)]) == 1
    assert "\\x1b[31mred.json: cannot read the file" in one_line_refusal(capsys, names="red.json")
