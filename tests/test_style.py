"""Project-wide checks: ruff is clean, and the rules engine never imports the UI toolkit."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI_PACKAGES = {"companion/ui", "companion/web"}
#: The app's two entry modules, which start Flet: served (``companion serve``) and in the browser (the static site).
ENTRIES = ("companion/cli/serve", "companion/browser/start")


def test_ruff_is_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--quiet", "companion", "rules_data", "tests", "benchmarks",
         "packaged.py"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_engine_modules_do_not_import_flet() -> None:
    offenders = []
    for path in (ROOT / "companion").rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if any(rel.startswith(p + "/") for p in UI_PACKAGES) or rel.startswith(ENTRIES):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "flet" or n.startswith("flet.") or n.startswith("flet_") for n in names):
                offenders.append(rel)
    assert offenders == []
