"""What every refusal of the command line looks like, checked in one place for the tests under tests/cli."""

from __future__ import annotations

import pytest

#: Characters that must never reach the terminal raw from input: C0 and C1 controls, DEL, direction marks.
RAW_FORBIDDEN = {*map(chr, range(0x20)), *map(chr, range(0x7F, 0xA0)), "\u202e", "\u2066"} - {"\n"}


def one_line_refusal(capsys: pytest.CaptureFixture[str], *, names: str, out: str = "") -> str:
    """The stderr of a refused command: exactly one line, naming ``names`` (the file), no traceback and no raw
    control character; stdout is ``out`` (nothing, unless a --json refusal prints there)."""
    captured = capsys.readouterr()
    assert captured.out == out
    err = captured.err
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err
    assert names in err
    assert not RAW_FORBIDDEN & set(err), repr(err)
    assert not any(0xD800 <= ord(c) <= 0xDFFF for c in err), repr(err)
    return err
