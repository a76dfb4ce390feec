"""The kinds' own screens: every registered module hands over its screens, and none is loaded at server start."""

from __future__ import annotations

import subprocess
import sys

from companion.kinds import get_kind
from companion.ui import kind_screens


def test_every_registered_kind_hands_over_its_table_and_score() -> None:
    for kind_id in kind_screens.MODULES:
        get_kind(kind_id)
        screens = kind_screens.screens_for(kind_id)
        assert isinstance(screens, kind_screens.KindScreens), kind_id
        assert callable(screens.table) and callable(screens.score), kind_id
    assert kind_screens.screens_for("no-such-kind") is None


def test_the_app_starts_without_any_kinds_screens_or_the_chart_library() -> None:
    """Home needs neither; they are loaded when a game is first shown (docs/performance.md, start)."""
    code = ("import sys, companion.ui.app; "
            "print(sorted(m for m in sys.modules if m.startswith(('companion.ui.taw', 'companion.ui.realm', "
            "'companion.ui.tta', 'flet_charts'))))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]"
