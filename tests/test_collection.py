"""Any subset and any order of the test directories collects (issue 13): each top-level directory of ``tests/``
alone, and all of them in reverse order, in a pytest process of its own. A helper imported by a bare name that only
another directory puts on ``sys.path``, or a ``from conftest import`` that finds another directory's conftest, fails
here rather than in someone's partial run."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIRECTORIES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").iterdir()
                     if p.is_dir() and any(p.glob("test_*.py")))
RUNS = [[directory] for directory in DIRECTORIES] + [DIRECTORIES[::-1]]


def collect(paths: list[str]) -> str:
    """Collect ``paths`` in a fresh pytest; what went wrong, or "" when it collected with no error."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:cacheprovider", *paths], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, check=False)
    return "" if done.returncode == 0 else f"pytest --co {' '.join(paths)} (exit {done.returncode}):\n{done.stdout}"


def test_each_directory_alone_and_all_in_reverse_collect() -> None:
    assert len(DIRECTORIES) > 5  # the directories were found
    with ThreadPoolExecutor(max_workers=2) as pool:
        failures = [failure for failure in pool.map(collect, RUNS) if failure]
    assert not failures, "\n\n".join(failures)
