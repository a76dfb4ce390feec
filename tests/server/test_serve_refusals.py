"""``companion serve`` refuses a data directory or address it cannot use: one line naming it and why, exit 1,
nothing created, never a traceback (README's exit codes)."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

from tests.browser.server import ROOT, free_port


def _serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "companion", "serve", "--port", str(free_port()), *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)


def _refused(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("companion serve: "), result.stderr
    assert "Traceback" not in result.stderr
    for word in words:
        assert word in result.stderr


def _tree(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def test_a_data_dir_that_is_a_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    file = tmp_path / "games"
    file.write_text("not a folder")
    _refused(_serve("--data-dir", str(file)), str(file), "is not a directory")
    assert file.read_text() == "not a folder" and _tree(tmp_path) == ["games"]


def test_a_data_dir_that_cannot_be_created_is_refused_and_nothing_is_created(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    _refused(_serve("--data-dir", str(tmp_path / "file" / "games")), "cannot be created", "Not a directory")
    too_long = tmp_path / "new" / "deeper" / ("x" * 300)  # its parents can be made, it cannot
    _refused(_serve("--data-dir", str(too_long)), "cannot be created", "File name too long")
    assert _tree(tmp_path) == ["file"]


def test_an_address_in_use_is_refused_and_no_data_dir_is_created(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "companion", "serve", "--port", str(port),
                                 "--data-dir", str(tmp_path / "data")],
                                cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    _refused(result, f"cannot listen on 127.0.0.1 port {port}", "in use")
    assert _tree(tmp_path) == []


def test_a_port_that_is_not_a_port_is_a_usage_error(tmp_path: Path) -> None:
    result = _serve("--data-dir", str(tmp_path / "data"), "--port", "70000")
    assert result.returncode == 2 and "not a TCP port" in result.stderr
    assert _tree(tmp_path) == []
