"""The lanes ``scripts/test`` runs the suite in (tests/conftest.py), collected by pytest in a fresh process over a
browser test module and two server test modules: ``--lane parallel`` and ``--lane alone`` split the tests between
them, every browser test and every test marked ``alone`` runs alone, the parallel lane starts with its ``slow`` tests,
and ``-m quick`` (README's quick lane) is every test but the browser and load ones."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Modules with browser tests, tests marked ``alone``, a ``slow`` one, ``load`` ones, and others.
PATHS = ["tests/browser/test_sync.py", "tests/server/test_budget.py", "tests/server/test_sessions.py"]
#: What each collection selects, by name.
SELECTIONS = {"all": [], "parallel": ["--lane", "parallel"], "alone": ["--lane", "alone"], "quick": ["-m", "quick"],
              "browser": ["-m", "browser"], "load": ["-m", "load"], "marked alone": ["-m", "alone and not browser"],
              "slow and parallel": ["--lane", "parallel", "-m", "slow"]}
#: Collects PATHS once per selection in one process (the modules are imported once), and prints the test ids each
#: selects, in the order pytest would run them, as JSON on its last line.
COLLECT = """import json, sys
import pytest

class Ids:
    def pytest_collection_finish(self, session):
        self.ids = [item.nodeid for item in session.items]

selections, paths, ids = json.loads(sys.argv[1]), json.loads(sys.argv[2]), {}
for name, args in selections.items():
    found = Ids()
    code = pytest.main(["--co", "-q", "-p", "no:cacheprovider", *args, *paths], plugins=[found])
    ids[name] = found.ids if code == 0 else f"pytest --co {' '.join(args)}: exit {code}"
print(json.dumps(ids))
"""


@pytest.mark.slow
def test_the_lanes_split_the_tests_and_the_quick_lane_is_all_but_the_browser_and_load_tests() -> None:
    done = subprocess.run([sys.executable, "-c", COLLECT, json.dumps(SELECTIONS), json.dumps(PATHS)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    ids = json.loads(done.stdout.splitlines()[-1])
    failed = [said for said in ids.values() if isinstance(said, str)]
    assert not failed, f"{failed}\n{done.stdout}"
    every, parallel, alone = set(ids["all"]), set(ids["parallel"]), set(ids["alone"])
    browser, marked, load = set(ids["browser"]), set(ids["marked alone"]), set(ids["load"])
    assert browser and marked and load and ids["slow and parallel"], "the paths hold browser, alone, load, slow tests"
    assert load & parallel and load & alone, "a load test runs in the lane its other marks say"
    assert parallel | alone == every and not parallel & alone
    assert browser | marked == alone
    assert set(ids["quick"]) == every - browser - load
    assert ids["parallel"][:len(ids["slow and parallel"])] == ids["slow and parallel"], "the slow tests first"
