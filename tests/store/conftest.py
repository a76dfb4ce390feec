"""Store tests: register the test-only ``tally`` kind and give each test a fresh data directory."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import kinds


@pytest.fixture(autouse=True)
def tally_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register the ``tally`` kind (tests/store/store_tally_kind.py) for the duration of one test."""
    monkeypatch.setitem(kinds.KIND_MODULES, "tally", "store_tally_kind")


@pytest.fixture
def db_file(tmp_path: Path) -> Path:
    """Where a test's database lives (not created yet)."""
    return tmp_path / "data" / "companion.db"
