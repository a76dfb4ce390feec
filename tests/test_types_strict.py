"""mypy in strict mode on the core and the three engines (issue 13: "strict on companion/core and the engines"):
no untyped function, no ``Any`` returned as a typed value, no unused ``type: ignore``. The rest of ``companion/`` is
checked in the default mode (``test_types.py``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STRICT = ["companion/core", "companion/taw", "companion/realm", "companion/tta"]


@pytest.mark.slow
def test_mypy_strict_is_clean_on_the_core_and_the_engines() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", *STRICT], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout
