"""The lanes ``scripts/test`` runs the suite in (tests/conftest.py), collected in fresh pytest processes over a browser
test module and two server test modules: ``--lane parallel`` and ``--lane alone`` split the tests between
them, every browser test and every test marked ``alone`` runs alone, the parallel lane starts with its ``slow`` tests,
and ``-m quick`` (README's quick lane) is every test but the browser ones."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Modules with browser tests, tests marked ``alone``, a ``slow`` one, and others.
PATHS = ["tests/browser/test_sync.py", "tests/server/test_budget.py", "tests/server/test_sessions.py"]
#: What each collection selects, by name.
SELECTIONS = {"all": [], "parallel": ["--lane", "parallel"], "alone": ["--lane", "alone"], "quick": ["-m", "quick"],
              "browser": ["-m", "browser"], "marked alone": ["-m", "alone and not browser"],
              "slow and parallel": ["--lane", "parallel", "-m", "slow"]}


def collected(args: list[str]) -> list[str]:
    """The test ids a fresh pytest collects over PATHS with ``args``, in the order it would run them."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:cacheprovider", *args, *PATHS],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, f"pytest --co {' '.join(args)} (exit {done.returncode}):\n{done.stdout}{done.stderr}"
    return [line for line in done.stdout.splitlines() if "::" in line]


@pytest.mark.slow
def test_the_lanes_split_the_tests_and_the_quick_lane_is_all_but_the_browser_tests() -> None:
    with ThreadPoolExecutor(max_workers=2) as pool:
        ids = dict(zip(SELECTIONS, pool.map(collected, SELECTIONS.values()), strict=True))
    every, parallel, alone = set(ids["all"]), set(ids["parallel"]), set(ids["alone"])
    browser, marked = set(ids["browser"]), set(ids["marked alone"])
    assert browser and marked and ids["slow and parallel"], "the paths hold browser, alone and slow tests"
    assert parallel | alone == every and not parallel & alone
    assert browser | marked == alone
    assert set(ids["quick"]) == every - browser
    assert ids["parallel"][:len(ids["slow and parallel"])] == ids["slow and parallel"], "the slow tests first"
