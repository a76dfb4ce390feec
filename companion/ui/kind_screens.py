"""Game kinds with screens of their own: kind id -> the components the generic screens hand over to.

``screens/table.py`` renders a registered kind's ``table`` instead of the generic table; ``score`` is the
kind's end/score screen and ``setup`` the extra setup input the generic form cannot ask for (the card row
of Through the Ages, the starting market of Ancient Realm), or the whole setup (The Ancient World).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import Any

import flet as ft

Screen = Callable[[], ft.Control]


@dataclass(frozen=True)
class KindScreens:
    """The components of one game kind."""

    table: Screen
    score: Screen
    setup: Screen | None = None
    rules: Screen | None = None
    round_end: Screen | None = None
    #: True when ``setup`` asks for the whole setup, so the generic form's rows and options are not shown twice.
    whole_setup: bool = False
    #: True when ``table`` lays out its own scrolling panes (the frame then does not scroll it as a whole).
    table_scrolls: bool = False
    #: False for a game with no end of round (Ancient Realm: a turn ends with its market refill, on the table): its
    #: End of round tab is not offered, and the address says where the step is instead of listing engine actions.
    round_end_tab: bool = True
    #: The kind's first New game values from the setup model's defaults (a colour for each seat), or None to keep them.
    first_draft: Callable[[dict[str, Any]], dict[str, Any]] | None = None


#: Kind id -> the module whose ``SCREENS`` are the kind's screens. A kind's screens are imported when a game of
#: that kind is first shown, not when the server starts: together they are over half of the app's import time,
#: and Home needs none of them (docs/performance.md).
MODULES: dict[str, str] = {
    "the-ancient-world": "companion.ui.taw.screens",
    "through-the-ages": "companion.ui.tta.screens",
    "ancient-realm": "companion.ui.realm.screens",
    "the-ancient-world-sheet": "companion.ui.paper.taw_screens",
    "ancient-realm-sheet": "companion.ui.paper.realm_screens",
}


@cache
def screens_for(kind_id: str) -> KindScreens | None:
    """The registered screens of ``kind_id`` (imported on first use), or None when the generic screens serve it."""
    module = MODULES.get(kind_id)
    return None if module is None else import_module(module).SCREENS


def own_screen(kind_id: str, name: str) -> Screen | None:
    """The kind's own component for screen ``name`` ("table", "score", "rules", ...), or None."""
    screens = screens_for(kind_id)
    return getattr(screens, name) if screens is not None else None
