"""Fixtures of the server tests: ``companion serve`` as a child process on a free loopback port. The same server run
in the test's own process (to look inside it) is in ``in_process.py``, plain HTTP in ``plain_http.py``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.server import Served, serving


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """``companion serve`` with an empty data dir; stopped after the test."""
    with serving(tmp_path) as server:
        yield server
