"""`companion games list`, `export` and `import`: results on stdout, problems as one line on stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from store_tally_kind import Score, TallySetup

from companion.cli import main
from companion.store import DATA_DIR_ENV, Store


def _saved_game(data_dir: Path) -> str:
    with Store.open_data_dir(data_dir) as store:
        played = store.create("tally", TallySetup(), name="Friday", players=["Ann", "Bo"])
        played.apply(Score(player=0, points=4))
        return played.id


def test_list_export_import_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home, other = tmp_path / "home", tmp_path / "other"
    game_id = _saved_game(home)
    assert main(["games", "list", "--data-dir", str(home)]) == 0
    listed = capsys.readouterr().out
    assert game_id in listed and "'Friday'" in listed and "Ann, Bo" in listed and "in progress" in listed
    out_file = tmp_path / "friday.json"
    assert main(["export", game_id[:4], "-o", str(out_file), "--data-dir", str(home)]) == 0
    assert "Exported to" in capsys.readouterr().err
    assert main(["export", game_id, "--data-dir", str(home)]) == 0
    assert json.loads(capsys.readouterr().out)["name"] == "Friday"
    assert main(["import", str(out_file), "--data-dir", str(other)]) == 0
    assert "Imported 'Friday'" in capsys.readouterr().out
    assert [g.name for g in Store.open_data_dir(other).games()] == ["Friday"]


def test_the_environment_variable_chooses_the_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    game_id = _saved_game(tmp_path)
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert main(["games", "list"]) == 0
    assert game_id in capsys.readouterr().out


@pytest.mark.parametrize(("args", "message"), [
    (["export", "nosuchid"], "There is no game 'nosuchid'"),
    (["import", "missing.json"], "missing.json: cannot be read"),
    (["import", "notjson.txt"], "not valid JSON at line 1"),
])
def test_bad_input_is_one_line_on_stderr_and_exit_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str], args: list[str],
                                                    message: str) -> None:
    _saved_game(tmp_path)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "notjson.txt").write_text("scores: 3, 4")
    assert main([*args, "--data-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_the_installed_command_fails_without_traceback(tmp_path: Path) -> None:
    for args, code in [(["import", str(tmp_path / "none.json")], 1), (["export"], 2), (["games", "list", "-x"], 2)]:
        result = subprocess.run([sys.executable, "-m", "companion", *args, "--data-dir", str(tmp_path)],
                                capture_output=True, text=True, check=False, timeout=60)
        assert result.returncode == code, result.stderr
        assert "Traceback" not in result.stderr and result.stderr.strip()
    result = subprocess.run([sys.executable, "-m", "companion", "games", "list", "--data-dir", str(tmp_path)],
                            capture_output=True, text=True, check=False, timeout=60)
    assert result.returncode == 0 and "No saved games yet" in result.stdout


def test_importing_a_game_already_here_says_where_and_a_copy_is_made_only_on_purpose(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 21 point 6: the same file twice, or the export of a game back into its own database, is no second game
    unless asked for (--copy)."""
    home, other = tmp_path / "home", tmp_path / "other"
    game_id = _saved_game(home)
    out_file = tmp_path / "friday.json"
    assert main(["export", game_id, "-o", str(out_file), "--data-dir", str(home)]) == 0
    assert main(["import", str(out_file), "--data-dir", str(home)]) == 1
    refused = capsys.readouterr().err
    assert f"already here as {game_id}: 'Friday', 1 actions" in refused and "Nothing was written" in refused
    assert f"companion import {out_file} --copy" in refused
    assert main(["import", str(out_file), "--data-dir", str(other)]) == 0
    first = Store.open_data_dir(other).games()[0].id
    capsys.readouterr()
    assert main(["import", str(out_file), "--data-dir", str(other)]) == 1
    assert f"already here as {first}" in capsys.readouterr().err
    with Store.open_data_dir(other) as store:
        store.delete(first)
    assert main(["import", str(out_file), "--data-dir", str(other)]) == 1
    assert f"already here as {first} (in the bin)" in capsys.readouterr().err
    assert main(["import", str(out_file), "--copy", "--data-dir", str(other)]) == 0
    assert "Imported 'Friday (copy)'" in capsys.readouterr().out
    with Store.open_data_dir(other) as store:
        assert [g.name for g in store.games()] == ["Friday (copy)"] and len(store.games(binned=True)) == 1
