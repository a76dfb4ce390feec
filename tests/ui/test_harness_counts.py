"""The in-process harness waits for every store call a screen makes off the loop, whichever module loaded first."""

from __future__ import annotations

import subprocess
import sys

from tests.browser.server import ROOT

#: Loads the screens before the harness (as a test module collected earlier can), then lists the modules whose
#: ``read`` or ``saved`` is not the harness's counted one.
UNCOUNTED = """
import sys
from companion.ui import offloop
plain = {name: getattr(offloop, name) for name in ("read", "saved")}
import companion.ui.app
import companion.ui.screens.player
import companion.ui.screens.share
import tests.ui.harness
for name, call in plain.items():
    print(*[m.__name__ for m in list(sys.modules.values())
            if getattr(m, "__name__", "").startswith("companion") and getattr(m, name, None) is call])
"""


def test_screens_loaded_before_the_harness_make_counted_store_calls() -> None:
    found = subprocess.run([sys.executable, "-c", UNCOUNTED], cwd=ROOT, capture_output=True, text=True, check=True)
    assert found.stdout.split() == [], found.stdout
