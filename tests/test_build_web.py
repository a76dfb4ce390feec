"""The static site's Python worker as ``scripts/build_web.py`` writes it (issue 25, point 5):
``scripts/web/snapshot.js`` with the build's snapshot key and the modules to import before the snapshot, then Flet's
worker loading Pyodide through it; the key changes with what the snapshot holds (the Pyodide runtime, the app's
archive, the module list), so a snapshot of another build is never restored. In process, on a folder laid out as the
build's (the browser test, ``tests/browser/test_static_snapshot.py``, starts the built site from its snapshot)."""

from __future__ import annotations

import importlib
import json
import re
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest
from flet_web import get_package_web_dir

SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"


@pytest.fixture(scope="module")
def build() -> ModuleType:
    """scripts/build_web.py as a module (imported from the scripts folder, put on the path for that)."""
    sys.path.insert(0, str(SCRIPTS))
    try:
        return importlib.import_module("build_web")
    finally:
        sys.path.remove(str(SCRIPTS))


def written(build: ModuleType, out: Path, preimport: list[str]) -> tuple[str, list[str], str]:
    """The worker ``write_worker`` writes into ``out`` (Flet's worker copied there first): its key, module list and
    text."""
    shutil.copy(Path(get_package_web_dir()) / "python-worker.js", out / "python-worker.js")
    build.write_worker(out, preimport)
    worker = (out / "python-worker.js").read_text(encoding="utf-8")
    key = re.search(r'const SNAPSHOT_KEY = "([0-9a-f]{16})";', worker)
    modules = re.search(r"const PREIMPORT = (\[.*?\]);", worker)
    assert key and modules, worker[:2000]
    return key[1], json.loads(modules[1]), worker


def test_the_worker_loads_pyodide_through_the_snapshot_under_a_key_of_what_it_holds(build: ModuleType,
                                                                                    tmp_path: Path) -> None:
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "pyodide" / "pyodide.asm.wasm").write_bytes(b"runtime")
    (tmp_path / build.APP).write_bytes(b"archive")
    key, modules, worker = written(build, tmp_path, ["json", "flet.controls"])
    assert modules == ["json", "flet.controls"]
    assert worker.index("self.companionLoadPyodide = ") < worker.index(
        "self.pyodide = await companionLoadPyodide(loadPyodide, {")
    assert "self.pyodide = await loadPyodide(" not in worker

    assert written(build, tmp_path, ["json", "flet.controls"])[0] == key  # the same inputs: the same key
    assert written(build, tmp_path, ["json"])[0] != key
    (tmp_path / build.APP).write_bytes(b"another archive")
    assert written(build, tmp_path, ["json", "flet.controls"])[0] != key
    (tmp_path / build.APP).write_bytes(b"archive")
    (tmp_path / "pyodide" / "pyodide.asm.wasm").write_bytes(b"another runtime")
    assert written(build, tmp_path, ["json", "flet.controls"])[0] != key


def test_the_static_page_saves_the_browser_s_time_zone_before_the_app_starts(build: ModuleType,
                                                                             tmp_path: Path) -> None:
    """Dates in the reader's time zone on the static site too (issue 24, point 2): the page saves it, as served
    mode's does, before start.js starts Flutter and Python."""
    from companion.web.page import SAME_ORIGIN_SCRIPTS, ZONE_SCRIPT

    web = Path(get_package_web_dir())
    for name in ("index.html", "flutter_bootstrap.js"):
        shutil.copy(web / name, tmp_path / name)
    shutil.copytree(web / "assets", tmp_path / "assets")  # the page's fonts are pruned there (4 MB)
    build.write_page(tmp_path)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert SAME_ORIGIN_SCRIPTS + "\n" + ZONE_SCRIPT in page
    assert page.index(ZONE_SCRIPT) < page.index((SCRIPTS / "web" / "start.js").read_text(encoding="utf-8"))
