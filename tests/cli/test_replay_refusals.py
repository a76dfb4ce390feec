"""``companion replay`` refuses a bad file in one line naming the file and the field, exit code 1 (issue 10):
numbers and nesting JSON allows but nothing should hold, strict types, names through core/names, and a
refused action names the file too. Output quotes input escaped."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from cli_expect import one_line_refusal

from companion.cli import main

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "replay-first-round.json"


def _example() -> dict[str, Any]:
    return copy.deepcopy(json.loads(EXAMPLE.read_text(encoding="utf-8")))


def _write(tmp_path: Path, doc: dict[str, Any] | str) -> str:
    path = tmp_path / "actions.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return str(path)


def _refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], doc: dict[str, Any] | str) -> str:
    path = _write(tmp_path, doc)
    assert main(["replay", path]) == 1
    return one_line_refusal(capsys, names=f"{path}: ")


def test_a_5000_digit_number_is_refused_by_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = json.dumps(_example()).replace('"skill": 1', '"skill": ' + "9" * 5000, 1)
    assert "actions.0.skill: the number 999999999999… has 5,000 digits" in _refused(tmp_path, capsys, text)


def test_100k_levels_of_nesting_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = '{"game": "the-ancient-world", "setup": {}, "actions": [' + "[" * 100_000 + "]" * 100_000 + "]}"
    assert "nested more than 40 levels deep" in _refused(tmp_path, capsys, text)


@pytest.mark.parametrize(("field", "value", "expected"), [
    ("skill", "1", 'actions.0.skill: Input should be a valid integer; got "1"'),
    ("player", True, "actions.0.player: Input should be a valid integer; got true"),
])
def test_types_are_strict(tmp_path: Path, capsys: pytest.CaptureFixture[str], field: str, value: Any,
                          expected: str) -> None:
    doc = _example()
    doc["actions"][0][field] = value
    assert expected in _refused(tmp_path, capsys, doc)


@pytest.mark.parametrize(("where", "name", "expected"), [
    ("player", "\x1b[31mRed", "setup.players.0.name: A player's name may not hold U+001B, a control character"),
    ("player", "\ud800", "setup.players.0.name: the text is not valid Unicode (character 1 is U+D800"),
    ("player", "x" * (1 << 20), "setup.players.0.name: A player's name can be at most 24 characters"),
    ("card", "M\x00arket", "actions.2.card.name: A card's name may not hold U+0000, a control character"),
    ("by", "\x1b]0;title\x07", "by: A player's name may not hold U+001B, a control character"),
    ("correction", "\u202eAnn", "actions.0.by: A player's name may not hold U+202E"),
])
def test_names_go_through_the_one_name_check(tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str,
                                             name: str, expected: str) -> None:
    doc = _example()
    if where == "player":
        doc["setup"]["players"][0]["name"] = name
    elif where == "card":
        doc["actions"][2]["card"]["name"] = name
    elif where == "by":
        doc["by"] = name
    else:
        doc["actions"] = [{"type": "correct", "path": "players.0.coins", "value": 7, "reason": "miscount", "by": name}]
    err = _refused(tmp_path, capsys, doc)
    assert expected in err and len(err) < 400


def test_an_unknown_kind_names_the_file_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = {"game": "\x1b[31mchess", "setup": {}, "actions": []}
    assert "game: unknown game kind '\\x1b[31mchess'" in _refused(tmp_path, capsys, doc)


def test_a_refused_action_names_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = _example()
    doc["actions"][1]["player"] = 0
    err = _refused(tmp_path, capsys, doc)
    assert "actions.1 (place_learn) rejected: It is Bob's turn, not Ann's [not_your_turn]" in err


def test_a_refused_action_as_json_echoes_the_input_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = _example()
    doc["actions"] = [{"type": "correct", "path": "players.9.coins", "value": 1, "reason": "\u202e\x1b[2J"}]
    assert main(["replay", _write(tmp_path, doc), "--json"]) == 1
    out = capsys.readouterr().out
    assert out.rstrip("\n").isprintable()
    assert json.loads(out)["rejected"]["action"]["reason"] == "\u202e\x1b[2J"
