"""argparse's own words ("usage:", "error:", "the following arguments are required") are said in the reader's
language (issue 24): German with ``--lang de``, English without, and argparse is as before after the command."""

from __future__ import annotations

import argparse

import pytest

from companion.cli import EXIT_USAGE, main


@pytest.fixture(autouse=True)
def _english_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == EXIT_USAGE
    return capsys.readouterr().err


def test_a_missing_argument_is_said_in_german_with_lang_de(capsys: pytest.CaptureFixture[str]) -> None:
    said = _usage_error(["--lang", "de", "games"], capsys)
    assert said.startswith("Aufruf: companion games") and "companion games: Fehler: diese Argumente fehlen: ACTION" \
        in said, said
    assert "usage" not in said and "error" not in said and "required" not in said
    said = _usage_error(["replay", "--nonsense", "--lang", "de"], capsys)
    assert "Fehler: unbekannte Argumente: --nonsense" in said, said


def test_english_without_lang_and_argparse_as_before_after_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    said = _usage_error(["games"], capsys)
    assert said.startswith("usage: companion games") and "error: the following arguments are required: ACTION" in said
    _usage_error(["--lang", "de", "games"], capsys)
    assert argparse._("usage: ") == "usage: "  # type: ignore[attr-defined]


def test_the_help_is_headed_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "de", "--help"])
    shown = capsys.readouterr().out
    assert shown.startswith("Aufruf: companion") and "Optionen:" in shown and "diese Hilfe zeigen und beenden" in shown
