"""Tribes on screen: the Material icon of a tribe's shape, drawn in its colour, beside its name."""

from __future__ import annotations

import flet as ft

from companion.taw.data import tribes


def icon_data(tribe: str) -> ft.IconData:
    """The Material icon of the tribe's shape (a flag if the rules data names one this client lacks)."""
    return getattr(ft.Icons, tribes().get(tribe).icon.upper(), ft.Icons.FLAG)


def tribe_icon(tribe: str, size: int = 22) -> ft.Icon:
    """The tribe's shape drawn in its colour, labelled in words for screen readers."""
    info = tribes().get(tribe)
    return ft.Icon(icon_data(tribe), color=info.colour, size=size, semantics_label=info.text)
