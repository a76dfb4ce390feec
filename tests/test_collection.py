"""The test directories collect in any order (issue 13): each top-level directory of ``tests/`` alone, and all of
them in reverse order, each in a pytest process of its own, and no test module imports a conftest by its bare name
(that the tests also pass in another order is not run here: it was checked by whole runs in reversed and shuffled
file order). A helper imported by a bare name that only another directory puts on ``sys.path`` fails alone; a
``from conftest import`` finds whichever directory's conftest pytest loaded last."""

from __future__ import annotations

import ast
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DIRECTORIES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").iterdir()
                     if p.is_dir() and any(p.glob("test_*.py")))
RUNS = [[directory] for directory in DIRECTORIES] + [DIRECTORIES[::-1]]


def collect(paths: list[str]) -> str:
    """Collect ``paths`` in a fresh pytest; what went wrong (its output but the test ids), or "" when it collected
    with no error."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:cacheprovider", *paths], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, check=False)
    said = "\n".join(line for line in done.stdout.splitlines() if "::" not in line)
    return "" if done.returncode == 0 else f"pytest --co {' '.join(paths)} (exit {done.returncode}):\n{said}"


@pytest.mark.slow
def test_each_directory_alone_and_all_in_reverse_collect() -> None:
    assert len(DIRECTORIES) > 5  # the directories were found
    with ThreadPoolExecutor(max_workers=2) as pool:
        failures = [failure for failure in pool.map(collect, RUNS) if failure]
    assert not failures, "\n\n".join(failures)


def bare_imports(node: ast.Import | ast.ImportFrom) -> list[str]:
    """The modules an import statement names from the top of ``sys.path`` (none for a relative import)."""
    if isinstance(node, ast.ImportFrom):
        return [node.module or ""] if not node.level else []
    return [alias.name for alias in node.names]


def test_no_module_imports_a_conftest_by_its_bare_name() -> None:
    found = [f"{path.relative_to(ROOT)}:{node.lineno}" for path in sorted((ROOT / "tests").rglob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Import | ast.ImportFrom) and "conftest" in bare_imports(node)]
    assert found == []
