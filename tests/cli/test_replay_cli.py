"""``companion replay``: a good file plays through; bad files and illegal actions are refused with reasons."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from companion.cli import main

TTA_SETUP = {
    "players": [{"name": "Ann"}, {"name": "Bob"}],
    "card_row": ["Moses", "Homer", "Aristotle", "Colossus", "Engineering Genius", "Hammurabi",
                 "Library of Alexandria", "Pyramids", "Julius Caesar", "Rich Land", "Hanging Gardens",
                 "Alexander the Great", "Frugality"],
}


def _write(tmp_path: Path, doc: object) -> str:
    path = tmp_path / "actions.json"
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc, encoding="utf-8")
    return str(path)


def test_good_file_prints_the_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = {"game": "through-the-ages", "setup": TTA_SETUP,
           "actions": [{"type": "take_card", "player": 0, "slot": 1, "card": "Moses"}]}
    assert main(["replay", _write(tmp_path, doc)]) == 0
    out = capsys.readouterr().out
    assert "Moses" in out and "1 action applied" in out


def test_illegal_action_is_reported_with_index_reason_and_code(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    doc = {"game": "through-the-ages", "setup": TTA_SETUP,
           "actions": [{"type": "take_card", "player": 0, "slot": 1, "card": "Moses"},
                       {"type": "take_card", "player": 1, "slot": 1, "card": "Moses"}]}
    assert main(["replay", _write(tmp_path, doc), "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is False
    assert result["rejected"]["index"] == 1 and result["rejected"]["code"] == "slot_empty"
    assert "already taken" in result["rejected"]["reason"]


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ("{not json", "not valid JSON"),
        ({"game": "chess", "setup": {}, "actions": []}, "unknown game kind 'chess'"),
        ({"game": "through-the-ages", "setup": {"players": ["Ann"], "card_row": []}, "actions": []},
         "setup.players.0: Input should be an object"),
        ({"game": "through-the-ages", "setup": TTA_SETUP, "actions": [{"type": "fly"}]}, "actions.0"),
        ({"game": "through-the-ages", "setup": TTA_SETUP}, "actions: Field required"),
    ],
)
def test_bad_files_get_one_line_naming_the_field(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 doc: object, expected: str) -> None:
    assert main(["replay", _write(tmp_path, doc)]) == 1
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 1
    assert "cannot read" in capsys.readouterr().err


DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_schema_in_docs_is_up_to_date_and_the_example_follows_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--schema", "the-ancient-world"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads((DOCS / "replay-the-ancient-world.schema.json").read_text(encoding="utf-8"))
    example = json.loads((DOCS / "examples" / "replay-first-round.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(printed).validate(example)


def test_the_documented_example_plays_a_first_round(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(DOCS / "examples" / "replay-first-round.json"), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is True and result["over"] is False
    assert "Ann placed citizen 3 on Build and built Market for 4 coins" in result["log"]
    assert "Round 2 begins; Explore opens" in result["log"]
    ann, bob = result["state"]["players"]
    assert (ann["coins"], bob["knowledge"], bob["threat"]["ambrosia"]) == (6 + 2 - 4 - 1 + 6, 1, 1)


def test_schema_for_an_unknown_kind_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--schema", "chess"]) == 2
    assert "unknown game kind" in capsys.readouterr().err
