"""Banners on screen: each tribe's shape icon in its colour, and in a player's book its banner symbol beside the
count, said in words."""

from __future__ import annotations

import flet as ft

from companion.taw.cards import EmpireCard
from companion.taw.setup import GameSetup, PlayerSetup, new_state
from companion.taw.state import OwnedEmpire
from companion.ui.taw.books import _banners
from companion.ui.taw.tribes import icon_data, tribe_icon
from tests.ui.harness import UiSession, symbols, walk


def test_each_tribe_has_a_real_icon_and_a_word() -> None:
    for tribe in ("red", "blue", "yellow", "green", "purple", "any"):
        assert icon_data(tribe) != ft.Icons.FLAG
        assert tribe_icon(tribe).semantics_label.endswith(")")


async def test_player_banners_show_icon_colour_and_words() -> None:
    state = new_state(GameSetup(players=(PlayerSetup(name="Ann"), PlayerSetup(name="Bob"))))
    ann = state.players[0]
    ann.empire.append(OwnedEmpire(uid=99, card=EmpireCard(name="Camp", banners=("red", "red", "any"))))

    @ft.component
    def Banners() -> ft.Control:  # drawn in a component, as the books draw them (each figure is memoized)
        return ft.Column([ft.Row(_banners(ann, 20)), ft.Row(_banners(state.players[1], 20))])

    ui = await UiSession.start(lambda page: page.render(Banners))
    try:
        rows = [c for c in ui.controls() if isinstance(c, ft.Row) and isinstance(c.parent, ft.Column)]
        figures = [c for c in walk(rows[0]) if isinstance(c, ft.Semantics) and c.exclude_semantics and not c.image]
        assert [f.label for f in figures] == ["2 Red (triangle)", "1 Any (wild) (asterisk)"]
        assert symbols(rows[0]) == ["banner_red", "banner_any"]
        assert rows[1].controls == []
    finally:
        ui.close()
