"""The command line speaks the reader's language: ``--lang`` (anywhere on the line), else LC_ALL, LC_MESSAGES or
LANG, else English; ``replay --json`` gives each log entry's code and parameters with its sentence in that
language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.cli.output import chosen_language

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "replay-first-round.json"


@pytest.fixture(autouse=True)
def _english_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)


def test_the_language_comes_from_the_option_else_the_environment() -> None:
    assert chosen_language(None, {}) == "en"
    assert chosen_language(None, {"LANG": "de_DE.UTF-8"}) == "de"
    assert chosen_language(None, {"LC_ALL": "C", "LANG": "de_DE.UTF-8"}) == "en", "LC_ALL is read first"
    assert chosen_language(None, {"LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"}) == "de"
    assert chosen_language("en", {"LANG": "de_DE.UTF-8"}) == "en"
    assert chosen_language("de", {}) == "de"


def test_replay_json_with_lang_de_gives_codes_params_and_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(EXAMPLE), "--json", "--lang", "de"]) == 0
    result = json.loads(capsys.readouterr().out)
    entries = result["entries"]
    assert [e["text"] for e in entries] == result["log"] and len(entries) == 19
    assert all(isinstance(e["code"], str) and isinstance(e["params"], dict) for e in entries)
    assert [e["seq"] for e in entries] == list(range(19)) and entries[0]["auto"] and entries[0]["by"] is None


def test_replay_with_lang_de_tells_its_summary_and_refusals_in_german(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(EXAMPLE), "--lang", "de"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "8 Aktionen angewendet; die Partie läuft."
    assert main(["--lang=de", "replay"]) == 2
    assert capsys.readouterr().err.strip() == "companion replay: gib ACTIONS.json an (oder --schema KIND)"
    assert main(["replay", str(tmp_path / "none.json"), "--json", "--lang", "de"]) == 1
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["code"] == "invalid_input"
    assert error["message"] == (f"{tmp_path / 'none.json'}: die Datei kann nicht gelesen werden (No such file or "
                                "directory)")


def test_lang_from_the_environment(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["games", "list", "--data-dir", str(tmp_path)]) == 0
    assert capsys.readouterr().out.strip() == (f"Noch keine gespeicherten Partien (keine Datenbank unter "
                                               f"{tmp_path / 'companion.db'}).")
    assert main(["export", "abc", "--data-dir", str(tmp_path)]) == 1
    assert capsys.readouterr().err.strip() == (f"companion: Unter {tmp_path / 'companion.db'} gibt es keine Datenbank, "
                                               "also keine Partie zum Exportieren.")
    assert main(["replay", str(EXAMPLE), "--lang", "en"]) == 0, "--lang wins over LANG"
    assert capsys.readouterr().out.splitlines()[-1] == "8 actions applied; game in progress."
