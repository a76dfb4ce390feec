"""Tribes on screen: the Material icon of a tribe's shape, drawn in its colour, beside its name in the reader's
language."""

from __future__ import annotations

import flet as ft

from companion.taw.data import TribeInfo, tribes
from companion.ui.lang import reader


def icon_data(tribe: str) -> ft.IconData:
    """The Material icon of the tribe's shape (a flag if the rules data names one this client lacks)."""
    return getattr(ft.Icons, tribes().get(tribe).icon.upper(), ft.Icons.FLAG)


def said_tribe(tribe: str) -> TribeInfo:
    """The tribe ``tribe`` (an id) with its label and shape in the reader's language."""
    return tribes(reader()).get(tribe)


def tribe_of_colour(colour: str) -> TribeInfo | None:
    """The tribe whose colour a seat took (kept as the tribe's English label, or its id), if it is one."""
    wanted = colour.strip().casefold()
    return next((t for t in tribes().tribes if wanted in (t.label.casefold(), t.id)), None) if wanted else None


def colour_words(colour: str) -> str:
    """A colour kept as the English label a seat took (``Red``) in the reader's language; any other as it is."""
    found = tribe_of_colour(colour)
    return said_tribe(found.id).label if found else colour


def tribe_icon(tribe: str, size: int = 22) -> ft.Icon:
    """The tribe's shape drawn in its colour, labelled in words for screen readers."""
    info = tribes().get(tribe)
    return ft.Icon(icon_data(tribe), color=info.colour, size=size, semantics_label=said_tribe(tribe).text)
