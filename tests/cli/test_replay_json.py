"""``companion replay --json`` tells a table what to check (issue 13): each player's derived figures, the final
scores exactly as ``companion score --json`` gives them, and refusals as JSON with the same exit codes."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from companion.cli import main
from companion.core.game import Game
from companion.taw import derived
from companion.taw.random_game import random_game
from companion.taw.score_sheet import sheet_from_state

DOCS = Path(__file__).resolve().parents[2] / "docs"
EXAMPLE = DOCS / "examples" / "replay-first-round.json"
FIGURE_KEYS = ["name", "capacity_used", "capacity", "food", "citizens", "army_limit", "armies", "income_coins",
               "income_knowledge", "income_ambrosia", "swords", "arrows", "banners"]


def _example() -> dict[str, Any]:
    return copy.deepcopy(json.loads(EXAMPLE.read_text(encoding="utf-8")))


def _write(tmp_path: Path, doc: object, name: str = "actions.json") -> str:
    path = tmp_path / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return str(path)


def _replay_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any], str]:
    code = main(["replay", *args, "--json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def _as_replay(game: Game) -> dict[str, Any]:
    """A replay file of ``game``: its setup and every person's action (the automatic steps are the engine's)."""
    return {"game": game.kind.id, "setup": game.setup.model_dump(mode="json"),
            "actions": [e.action.model_dump(mode="json") for e in game.entries if not e.auto]}


def _output_validator() -> jsonschema.Draft202012Validator:
    schema = json.loads((DOCS / "replay-the-ancient-world.schema.json").read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator({"$ref": "#/$defs/ReplayOutput", "$defs": schema["$defs"]})


def _engine_figures(game: Game) -> list[dict[str, Any]]:
    return [{"name": p.name, "capacity_used": derived.capacity_used(p), "capacity": derived.capacity(p),
             "food": derived.food(p), "citizens": derived.citizens_owned(p), "army_limit": derived.army_limit(p),
             "armies": len(p.armies), "income_coins": derived.income_coins(p),
             "income_knowledge": derived.income_knowledge(p), "income_ambrosia": derived.income_ambrosia(p),
             "swords": derived.permanent_swords(p), "arrows": derived.permanent_arrows(p),
             "banners": derived.banners_by_tribe(p)} for p in game.state.players]


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_game_gives_the_final_scores_companion_score_gives(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                   seed: int) -> None:
    game = random_game(seed, players=2 + seed % 3)
    code, result, err = _replay_json(capsys, _write(tmp_path, _as_replay(game)))
    assert (code, err, result["ok"], result["over"]) == (0, "", True, True)
    assert result["state"] == game.state.model_dump(mode="json")
    sheet = _write(tmp_path, sheet_from_state(game.state).model_dump(mode="json"), "sheet.json")
    assert main(["score", sheet, "--json"]) == 0
    assert result["final_scores"] == json.loads(capsys.readouterr().out)
    assert [list(p) for p in result["derived"]] == [FIGURE_KEYS] * len(game.state.players)
    assert result["derived"] == _engine_figures(game)
    _output_validator().validate(result)


def test_derived_are_the_books_figures_in_seat_order(capsys: pytest.CaptureFixture[str]) -> None:
    code, result, _ = _replay_json(capsys, str(EXAMPLE))
    assert code == 0 and result["over"] is False and "final_scores" not in result
    ann, bob = result["derived"]
    # Ann built Market (1 coin income, a yellow banner) beside her two starting cards; Bob built nothing.
    assert (ann["name"], ann["capacity_used"], ann["capacity"], ann["income_coins"]) == ("Ann", 3, 4, 6)
    assert ann["banners"] == {"red": 0, "blue": 0, "yellow": 1, "green": 0, "purple": 0, "any": 0}
    assert (bob["name"], bob["capacity_used"], bob["income_coins"], bob["armies"], bob["army_limit"]) == \
        ("Bob", 2, 5, 2, 2)
    assert (bob["food"], bob["citizens"], bob["swords"], bob["arrows"]) == (3, 3, 0, 0)
    _output_validator().validate(result)


def test_a_kind_without_table_figures_adds_none(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup = {"players": [{"name": "Ann"}, {"name": "Bob"}],
             "card_row": ["Moses", "Homer", "Aristotle", "Colossus", "Engineering Genius", "Hammurabi",
                          "Library of Alexandria", "Pyramids", "Julius Caesar", "Rich Land", "Hanging Gardens",
                          "Alexander the Great", "Frugality"]}
    doc = {"game": "through-the-ages", "setup": setup, "actions": []}
    code, result, _ = _replay_json(capsys, _write(tmp_path, doc))
    assert code == 0 and set(result) == {"ok", "over", "log", "entries", "state"}


def _plain_refusal(capsys: pytest.CaptureFixture[str], path: str) -> tuple[int, str]:
    """The exit code and the stderr line of the same file replayed without --json."""
    code = main(["replay", path])
    return code, capsys.readouterr().err.rstrip("\n")


def test_a_refused_action_is_a_json_error_with_its_index(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = _example()
    doc["actions"][3]["player"] = 0
    path = _write(tmp_path, doc)
    code, result, err = _replay_json(capsys, path)
    message = f"{path}: actions.3 (place_labor) rejected: It is Bob's turn, not Ann's [not_your_turn]"
    assert (code, err) == (1, "") and _plain_refusal(capsys, path) == (1, message)
    assert result["error"] == {"code": "not_your_turn", "message": message, "index": 3}
    assert result["ok"] is False and result["rejected"]["index"] == 3
    assert result["rejected"]["action"] == doc["actions"][3]
    _output_validator().validate(result)


@pytest.mark.parametrize(("text", "expected"), [
    ("{not json", "not valid JSON"),
    (json.dumps({"game": "chess", "setup": {}, "actions": []}), "unknown game kind 'chess'"),
])
def test_a_malformed_file_is_a_json_error_about_no_action(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          text: str, expected: str) -> None:
    path = _write(tmp_path, text)
    code, result, err = _replay_json(capsys, path)
    plain_code, line = _plain_refusal(capsys, path)
    assert (code, err) == (plain_code, "") and code == 1
    assert result == {"ok": False, "error": {"code": "invalid_input", "message": line, "index": None}}
    assert expected in line
    _output_validator().validate(result)


def test_a_malformed_action_names_its_index(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = _example()
    doc["actions"][2]["skill"] = "3"
    path = _write(tmp_path, doc)
    code, result, _ = _replay_json(capsys, path)
    assert code == 1 and result["error"]["index"] == 2
    assert result["error"]["message"] == _plain_refusal(capsys, path)[1]
    assert 'actions.2.skill: Input should be a valid integer; got "3"' in result["error"]["message"]


def test_usage_errors_keep_exit_code_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, result, _ = _replay_json(capsys)
    assert code == 2
    assert result["error"] == {"code": "usage", "message": "companion replay: give ACTIONS.json (or --schema KIND)",
                               "index": None}
    code, result, _ = _replay_json(capsys, "--schema", "chess")
    assert code == 2 and result["error"]["code"] == "usage" and "unknown game kind" in result["error"]["message"]
