"""``companion score``: the human table, ``--json`` exactly as documented, and one-line errors for bad sheets."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from companion.cli import main

SHEET: dict[str, Any] = {
    "game": "the-ancient-world",
    "players": [
        {"name": "Bob", "coins": 3, "knowledge": 0, "ambrosia": 0, "citizens": 3, "bonus_vp": 9},
        {"name": "Ann", "coins": 5, "knowledge": 0, "ambrosia": 0, "citizens": 3, "starving": 1,
         "empire_cards": [{"name": "Traveler Camp"}, {"banners": ["red", "red"], "damaged": True},
                          {"name": "Cave Town"}]},
    ],
}


def _write(tmp_path: Path, content: str) -> Path:
    path = tmp_path / "sheet.json"
    path.write_text(content, encoding="utf-8")
    return path


def test_json_output_has_exactly_the_documented_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Ann: -2 starving, -1 damaged, red 3 (wild as red: +3 beats a new tribe +2) -> 7, Cave Town 2: 6. Bob: 9.
    assert main(["score", str(_write(tmp_path, json.dumps(SHEET))), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"winner", "players"}
    assert out["winner"] == ["Bob"]
    assert [set(p) for p in out["players"]] == [{"name", "total", "rank", "breakdown", "tiebreak"}] * 2
    assert [(p["name"], p["total"], p["rank"]) for p in out["players"]] == [("Bob", 9, 1), ("Ann", 6, 2)]
    ann = out["players"][1]
    assert [(line["category"], line["points"]) for line in ann["breakdown"]] == [
        ("starving", -2), ("damaged", -1), ("banners:red", 7), ("card:cave_town", 2)]
    assert ann["tiebreak"] == "Ann 2nd: 6 points"


def test_human_table_shows_ranks_breakdown_and_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tied = json.loads(json.dumps(SHEET))
    tied["players"][0]["bonus_vp"] = 6
    assert main(["score", str(_write(tmp_path, json.dumps(tied)))]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[:3] == ["Rank  Player  Points", "1st   Ann          6", "2nd   Bob          6"]
    assert "    +7  Red banners: 3, with the wild banner of Traveler Camp counted as red" in out
    assert "  Bob 2nd: 6 points, fewer coins than Ann (3 vs 5)" in out


@pytest.mark.parametrize(("content", "expected"), [
    (None, "cannot read the file"),
    ("{not json", "not valid JSON"),
    (json.dumps({"players": [{**SHEET["players"][0], "empire_cards": [{"banners": ["red"]}, {"banners": ["pink"]}]}]}),
     "players.0.empire_cards.1.banners.0: Input should be 'red', 'blue', 'yellow', 'green', 'purple' or 'any'"),
    (json.dumps({"players": [{"name": "Ann"}]}), "players.0.coins: Field required (and 3 more)"),
])
def test_bad_sheets_print_one_line_and_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                              content: str | None, expected: str) -> None:
    path = tmp_path / "missing.json" if content is None else _write(tmp_path, content)
    assert main(["score", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and captured.err.startswith(str(path))
    assert expected in captured.err


def test_schema_flag_prints_the_committed_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--schema"]) == 0
    committed = Path(__file__).resolve().parents[2] / "docs" / "score-sheet.schema.json"
    assert json.loads(capsys.readouterr().out) == json.loads(committed.read_text(encoding="utf-8"))


def test_installed_command_runs_without_a_traceback(tmp_path: Path) -> None:
    good = subprocess.run([sys.executable, "-m", "companion", "score", str(_write(tmp_path, json.dumps(SHEET))),
                           "--json"], capture_output=True, text=True, check=False)
    assert good.returncode == 0 and json.loads(good.stdout)["winner"] == ["Bob"]
    bad = subprocess.run([sys.executable, "-m", "companion", "score", str(_write(tmp_path, "[]"))],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    assert bad.stderr.strip().endswith("(top level): Input should be an object; got an array")


def test_no_sheet_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score"]) == 2
    assert "give the sheet to score" in capsys.readouterr().err
