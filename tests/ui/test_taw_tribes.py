"""Banners on screen: each tribe's shape icon in its colour beside its name in words."""

from __future__ import annotations

import flet as ft

from companion.taw.cards import EmpireCard
from companion.taw.setup import GameSetup, PlayerSetup, new_state
from companion.taw.state import OwnedEmpire
from companion.ui.taw.table import _banners
from companion.ui.taw.tribes import icon_data, tribe_icon


def test_each_tribe_has_a_real_icon_and_a_word() -> None:
    for tribe in ("red", "blue", "yellow", "green", "purple", "any"):
        assert icon_data(tribe) != ft.Icons.FLAG
        assert tribe_icon(tribe).semantics_label.endswith(")")


def test_player_banners_show_icon_colour_and_words() -> None:
    state = new_state(GameSetup(players=(PlayerSetup(name="Ann"), PlayerSetup(name="Bob"))))
    ann = state.players[0]
    ann.empire.append(OwnedEmpire(uid=99, card=EmpireCard(name="Camp", banners=("red", "red", "any"))))
    row = _banners(ann)
    assert isinstance(row, ft.Row)
    chips = row.controls[1:]
    texts = [chip.controls[1].value for chip in chips]
    assert texts == ["Red (triangle) 2", "Any (wild) (asterisk) 1"]
    assert chips[0].controls[0].color == "#C62828"
    assert _banners(state.players[1]).value == "Banners: none"
