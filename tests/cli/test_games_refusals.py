"""``companion import`` refuses a bad export in one line naming the file, saying nothing was written, exit 1,
and creates nothing (issue 10); ``export -o`` onto a read-only file system and names already bad in an old
database never raise; every name is printed escaped, whatever the output's encoding."""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_expect import one_line_refusal

from companion.cli import main
from companion.core.names import name_refusal
from companion.store import Store, StoreError
from companion.store.export import export_text
from companion.store.said import BAD_PLAYER

SETUP = {"players": [{"name": "Zoë"}, {"name": "Bob"}], "first_player": 0}
MOVES = [{"type": "place_labor", "player": 0, "skill": 1}, {"type": "place_learn", "player": 1, "skill": 3}]


@pytest.fixture
def export(tmp_path: Path) -> dict[str, Any]:
    """The export of a two-move game of The Ancient World named 'Café'."""
    with Store.open_data_dir(tmp_path / "source") as store:
        game = store.create("the-ancient-world", SETUP, name="Café", players=["Zoë", "Bob"])
        for move in MOVES:
            game.apply(game.game.kind.action_adapter.validate_python(move))
        return dict(json.loads(export_text(store, game.id)))


def _import(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | bytes) -> str:
    """Import ``content`` into a new data dir; it must be refused in one line and the data dir not created."""
    path = tmp_path / "game.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    target = tmp_path / "new-data-dir"
    assert main(["import", str(path), "--data-dir", str(target)]) == 1
    err = one_line_refusal(capsys, names=f"companion: {path}")
    assert err.rstrip().endswith("Nothing was written.")
    assert not target.exists()
    return err


def _game_id(tmp_path: Path) -> str:
    with Store.open_data_dir(tmp_path / "source") as store:
        return store.games()[0].id


def _unsealed(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "sha256"}


def test_a_5000_digit_number(tmp_path: Path, capsys: pytest.CaptureFixture[str], export: dict[str, Any]) -> None:
    text = json.dumps(export).replace('"schema_version": 1', '"schema_version": ' + "1" * 5000)
    err = _import(tmp_path, capsys, text)
    assert "was not imported: schema_version: the number 111111111111… has 5,000 digits" in err


def test_100k_levels_of_nesting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _import(tmp_path, capsys, '{"format": "companion-game", "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    assert "was not imported: line 1, column 74: arrays and objects are nested more than 40 levels deep" in err


def test_a_seq_of_10_to_the_30(tmp_path: Path, capsys: pytest.CaptureFixture[str], export: dict[str, Any]) -> None:
    doc = _unsealed(export)
    doc["log"][0]["seq"] = 10**30  # was an OverflowError from SQLite, after companion.db had been created
    assert "was not imported: log.0.seq: the number 100000000000… has 31 digits" in _import(tmp_path, capsys,
                                                                                            json.dumps(doc))


def test_a_repeated_seq_is_not_sqlite_text(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           export: dict[str, Any]) -> None:
    doc = _unsealed(export)
    doc["log"][1]["seq"] = doc["log"][0]["seq"]
    err = _import(tmp_path, capsys, json.dumps(doc))
    assert "was not imported: " in err and "UNIQUE constraint" not in err


def test_a_blank_name(tmp_path: Path, capsys: pytest.CaptureFixture[str], export: dict[str, Any]) -> None:
    assert "was not imported: " in _import(tmp_path, capsys, json.dumps({**_unsealed(export), "name": "  "}))


@pytest.mark.parametrize(("field", "name", "why"), [
    ("name", "Caf\ue000", "name: A game's name may not hold U+E000, a private-use character"),
    ("players", "Zo\u00eb\ufffe", "players.0: A player's name may not hold U+FFFE, a noncharacter"),
    ("players", "Zo" + "\u0316" * 79, "players.0: A player's name may put at most 4 accents or other combining marks "
     "on one character; one has 79"),
])
def test_names_with_symbol_or_noncharacters_or_stacked_marks(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              export: dict[str, Any], field: str, name: str,
                                                              why: str) -> None:
    doc = _unsealed(export)
    doc[field] = name if field == "name" else [name, "Bob"]
    assert f"was not imported: {why}" in _import(tmp_path, capsys, json.dumps(doc))


def test_a_missing_file_and_an_oversized_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "new-data-dir"
    assert main(["import", str(tmp_path / "none.json"), "--data-dir", str(target)]) == 1
    assert "none.json: cannot be read (No such file or directory)" in one_line_refusal(capsys, names="none.json")
    assert not target.exists()
    assert "the file is larger than 4 MB" in _import(tmp_path, capsys, b" " * (4 * 1024 * 1024 + 1))


def test_whatever_the_store_refuses_when_saving_creates_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch,
                                                               export: dict[str, Any]) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise StoreError(BAD_PLAYER(problem=name_refusal("\x1b", "player")))

    monkeypatch.setattr(Store, "add_game", refuse)
    err = _import(tmp_path, capsys, json.dumps(export))
    assert ("was not imported: A player's name may not hold U+001B, a control character (character 1). Nothing was "
            "written.") in err


def test_an_engine_bug_while_checking_is_a_refusal(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch, export: dict[str, Any]) -> None:
    def bug(*_: object) -> None:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("companion.cli.games.read_export", bug)
    err = _import(tmp_path, capsys, json.dumps(export))
    assert "was not imported: it could not be checked (ZeroDivisionError: division by zero)" in err


def test_export_onto_a_read_only_file_system(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch, export: dict[str, Any]) -> None:
    # Writing, and even removing the temporary file that was never made, fail with EROFS there.
    read_only = tmp_path / "ro"
    read_only.mkdir()
    originals = {name: getattr(Path, name) for name in ("write_bytes", "write_text", "unlink")}

    def on_read_only(name: str) -> Any:
        def method(self: Path, *args: Any, **kwargs: Any) -> Any:
            if self.parent == read_only:
                raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(self))
            return originals[name](self, *args, **kwargs)

        return method

    for name in originals:
        monkeypatch.setattr(Path, name, on_read_only(name))
    target = read_only / "g.json"
    assert main(["export", _game_id(tmp_path), "-o", str(target), "--data-dir", str(tmp_path / "source")]) == 1
    err = one_line_refusal(capsys, names=str(target))
    assert "could not be written (Read-only file system); nothing was written." in err


def test_names_already_bad_in_a_database_are_printed_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            export: dict[str, Any]) -> None:
    with Store.open_data_dir(tmp_path / "source") as store:
        info = store.games()[0]
    bad = dataclasses.replace(info, name="\x1b[31mEvil\u202e", players=["Ann\ud800", "B\x00b"])
    monkeypatch.setattr(Store, "games", lambda *_, **__: [bad])
    assert main(["games", "list", "--data-dir", str(tmp_path / "source")]) == 0
    out = capsys.readouterr().out
    assert "'\\x1b[31mEvil\\u202e'  Ann\\ud800, B\\x00b" in out and out.rstrip("\n").isprintable()
    monkeypatch.setattr("companion.cli.games.export_game", lambda *_: (
        {**export, "name": "\x1b[31m\u202e\ud800"}, None))
    assert main(["export", info.id, "--data-dir", str(tmp_path / "source")]) == 0
    out = capsys.readouterr().out
    assert all(line.isprintable() for line in out.splitlines()) and json.loads(out)["name"] == "\x1b[31m\u202e\ud800"


def test_an_ascii_terminal_gets_escapes_not_a_crash(tmp_path: Path, export: dict[str, Any]) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    source = str(tmp_path / "source")
    listed = subprocess.run([sys.executable, "-m", "companion", "games", "list", "--data-dir", source],
                            capture_output=True, text=True, check=False, timeout=60, env=env)
    assert listed.returncode == 0, listed.stderr
    assert "'Caf\\xe9'  Zo\\xeb, Bob" in listed.stdout
    exported = subprocess.run([sys.executable, "-m", "companion", "export", _game_id(tmp_path),
                               "--data-dir", source], capture_output=True, text=True, check=False, timeout=60, env=env)
    assert exported.returncode == 0, exported.stderr
    assert exported.stdout.isascii() and json.loads(exported.stdout)["players"] == ["Zoë", "Bob"]


def test_a_database_that_cannot_be_created_is_a_refusal_of_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                    export: dict[str, Any]) -> None:
    path, not_a_dir = tmp_path / "game.json", tmp_path / "a-file"
    path.write_text(json.dumps(export), encoding="utf-8")
    not_a_dir.write_text("mine", encoding="utf-8")
    assert main(["import", str(path), "--data-dir", str(not_a_dir / "data")]) == 1
    err = one_line_refusal(capsys, names=f"companion: {path} was not imported: A new database could not be created")
    assert err.rstrip().endswith("Nothing was written.") and not_a_dir.read_text(encoding="utf-8") == "mine"


def test_games_list_shows_a_damaged_game_with_its_reason_beside_the_others(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Store.open_data_dir(tmp_path) as store:
        bad = store.create("the-ancient-world", SETUP, name="Broken", players=["Zoë", "Bob"]).id
        store.create("the-ancient-world", SETUP, name="Fine", players=["Zoë", "Bob"])
        store.conn.execute("UPDATE games SET setup = 'not json' WHERE id = ?", (bad,))
    assert main(["games", "list", "--data-dir", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(bad in line and "DAMAGED: its saved setup is not JSON" in line for line in lines)
    assert any("'Fine'" in line and "in progress" in line for line in lines)
