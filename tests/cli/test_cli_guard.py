"""The command line's last line of defence (``companion.cli.main``): a closed pipe ends quietly, an unexpected
error is one line, argparse's messages are escaped, and no output encoding makes it raise."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_expect import one_line_refusal

from companion.cli import EXIT_BROKEN_PIPE, main
from companion.cli.output import json_text, shown

SHEET = {"players": [{"name": "Zoë", "coins": 3, "knowledge": 0, "ambrosia": 0, "citizens": 3},
                     {"name": "Bob", "coins": 2, "knowledge": 0, "ambrosia": 0, "citizens": 3}]}


def _companion(*args: str, env: dict[str, str] | None = None, **popen: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "companion", *args], capture_output=True, text=True, check=False,
                          timeout=60, env={**os.environ, **(env or {})}, **popen)


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    # `companion score sheet.json | head` where head has already gone: before, a BrokenPipeError traceback.
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps(SHEET), encoding="utf-8")
    read, write = os.pipe()
    os.close(read)
    with os.fdopen(write, "w") as closed:
        result = subprocess.run([sys.executable, "-m", "companion", "score", str(sheet)], stdout=closed,
                                stderr=subprocess.PIPE, text=True, check=False, timeout=60)
    assert result.stderr == ""
    assert result.returncode == EXIT_BROKEN_PIPE


def test_an_unexpected_error_is_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(_: object) -> object:
        raise KeyError("\x1b[31mboom")

    monkeypatch.setattr("companion.cli.score.load_sheet", broken)
    assert main(["score", "sheet.json"]) == 1
    err = one_line_refusal(capsys, names="internal error (KeyError: '\\x1b[31mboom'); please report it")
    assert err.startswith("companion: ")


def test_usage_errors_exit_2_with_what_was_typed_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["score", "--json", "\x1b[2J", "extra\x07"])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments: extra\\x07" in err and "\x07" not in err


def test_an_ascii_terminal_gets_escapes_not_a_crash(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text(json.dumps(SHEET), encoding="utf-8")
    ascii_only = {"PYTHONIOENCODING": "ascii"}
    table = _companion("score", str(sheet), env=ascii_only)
    assert table.returncode == 0 and "Traceback" not in table.stderr
    assert "Zo\\xeb" in table.stdout
    as_json = _companion("score", str(sheet), "--json", env=ascii_only)
    assert as_json.returncode == 0 and as_json.stdout.isascii()
    assert json.loads(as_json.stdout)["winner"] == ["Zoë"]


def test_unprintable_text_is_escaped_for_people_and_for_json() -> None:
    text = "Ann\x1b[31m\u202e\ud800\x00é\n"
    assert shown(text) == "Ann\\x1b[31m\\u202e\\ud800\\x00é\\n"
    assert shown("x" * 50, limit=10) == "x" * 9 + "…"
    value = {"name": text, "emoji": "\U0001f600", "del": "\x7f"}
    for ensure_ascii in (False, True):
        for stream_is_ascii in (False, True):
            safe = json_text(json.dumps(value, ensure_ascii=ensure_ascii), _AsciiStream() if stream_is_ascii else None)
            assert json.loads(safe) == value
            assert safe.isprintable() and (safe.isascii() or not stream_is_ascii)
            assert safe.encode("utf-8")


class _AsciiStream:
    encoding = "ascii"
