"""Game kinds with screens of their own: kind id -> the components the generic screens hand over to.

``screens/table.py`` renders a registered kind's ``table`` instead of the generic table; ``score`` is the
kind's end/score screen and ``setup`` the extra setup input the generic form cannot ask for (the card row
of Through the Ages, the starting market of Ancient Realm), or the whole setup (The Ancient World).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from companion.ui.realm.setup import MarketSetup
from companion.ui.realm.table import RealmScore, RealmTable
from companion.ui.taw.round_end import TawRoundEnd
from companion.ui.taw.rules import TawRules
from companion.ui.taw.score import TawScore
from companion.ui.taw.setup import TawSetup
from companion.ui.taw.table import TawTable
from companion.ui.tta.card_row import CardRowPicker
from companion.ui.tta.table import TtaRoundOver, TtaTable

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


SCREENS: dict[str, KindScreens] = {
    "the-ancient-world": KindScreens(table=TawTable, score=TawScore, rules=TawRules,
                                       round_end=TawRoundEnd, setup=TawSetup, whole_setup=True,
                                       table_scrolls=True),
    "through-the-ages": KindScreens(table=TtaTable, score=TtaRoundOver, setup=CardRowPicker),
    "ancient-realm": KindScreens(table=RealmTable, score=RealmScore, setup=MarketSetup),
}


def screens_for(kind_id: str) -> KindScreens | None:
    """The registered screens of ``kind_id``, or None when the generic screens serve it."""
    return SCREENS.get(kind_id)


def own_screen(kind_id: str, name: str) -> Screen | None:
    """The kind's own component for screen ``name`` ("table", "score", "rules", ...), or None."""
    screens = screens_for(kind_id)
    return getattr(screens, name) if screens is not None else None
