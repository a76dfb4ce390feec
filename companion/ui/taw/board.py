"""The board as it lies on the table: the action spaces as tiles in board order, then the moves made off the board.

Each tile shows who stands on it (name and skill), the ambrosia on it, and, when no citizen can go there, the
engine's reason on the tile itself ("Explore opens in round 2"); tapping a tile starts that move. The moves and
the reasons are the engine's (``companion.taw.moves.inputs``); nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.taw.moves.inputs import MoveSpec, space_blocked
from companion.taw.moves.plan import count
from companion.taw.state import State
from companion.ui import icons
from companion.ui import widgets as w

#: Tiles in a row on a phone upright; a wider pane fits more.
TILE_WIDTH = 112
TILE_HEIGHT = 64


def _who(state: State, space: str) -> tuple[str, list[ft.Control]]:
    """The citizens on a space in words (``Ann 1, Bo 3``) and as small markers."""
    placed = state.spaces[space].citizens  # type: ignore[index]
    words = [f"{state.players[p.player].name} {p.skill}" for p in placed]
    markers: list[ft.Control] = [
        ft.Container(ft.Text(f"{state.players[p.player].name[:3]} {p.skill}", size=13, weight=ft.FontWeight.BOLD,
                             color=ft.Colors.ON_TERTIARY), bgcolor=ft.Colors.TERTIARY, border_radius=8,
                     padding=ft.Padding.symmetric(horizontal=5, vertical=1)) for p in placed]
    return ", ".join(words), markers


def tile(state: State, spec: MoveSpec, blocked: str | None, on_click: Callable[[], None]) -> ft.Control:
    """One action space: its name, its ambrosia, the citizens on it; disabled with ``blocked``, the reason no
    citizen can go there."""
    assert spec.space is not None
    ambrosia = state.spaces[spec.space].ambrosia  # type: ignore[index]
    who, markers = _who(state, spec.space)
    body: list[ft.Control] = [ft.Text(spec.label, size=17, weight=ft.FontWeight.BOLD, max_lines=1,
                                      overflow=ft.TextOverflow.ELLIPSIS)]
    if blocked:
        body.append(ft.Text(blocked.split(";")[0], size=12, italic=True, max_lines=2))
    bottom = [*markers]
    if ambrosia:
        bottom.append(ft.Row([icons.symbol("ambrosia", 18), ft.Text(str(ambrosia), size=16,
                                                                    weight=ft.FontWeight.BOLD)], spacing=1, tight=True))
    body.append(ft.Row(bottom, spacing=3, run_spacing=2, wrap=True))
    parts = [spec.label, count(ambrosia, "ambrosia") if ambrosia else "", who or "free",
             f"closed: {blocked}" if blocked else ""]
    # The words are the tile's one accessible name; the texts drawn inside are hidden from the accessibility tree, and
    # the tap (the container's) stays on the named node.
    return ft.Semantics(
        label=", ".join(p for p in parts if p), button=True, disabled=blocked is not None,
        identifier=f"tile-{spec.space}",
        content=ft.Container(
            ft.Semantics(exclude_semantics=True, content=ft.Column(body, spacing=1, tight=True)),
            width=TILE_WIDTH, height=TILE_HEIGHT, padding=6, border_radius=10,
            on_click=None if blocked else on_click, disabled=blocked is not None,
            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST if blocked else ft.Colors.SECONDARY_CONTAINER,
            opacity=0.55 if blocked else 1.0, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        ))


def blocked_spaces(state: State, specs: list[MoveSpec], seat: int) -> dict[str, str | None]:
    """Per board move, why no citizen can be placed there (None when one can): the engine's verdict."""
    return {s.id: space_blocked(state, seat, s.id) for s in specs if s.space is not None}


def board_view(state: State, specs: list[MoveSpec], blocked: dict[str, str | None],
               choose: Callable[[str], None]) -> ft.Control:
    """The action spaces as tiles, then a button per move made off the board (Attack, Pass, ...)."""
    tiles = [tile(state, s, blocked[s.id], w.bind(choose, s.id)) for s in specs if s.space is not None]
    others = [w.button(s.label, w.bind(choose, s.id)) for s in specs if s.space is None]
    return ft.Semantics(identifier="board", container=True, content=ft.Column([
        ft.Row(tiles, wrap=True, spacing=8, run_spacing=8),
        ft.Row(others, wrap=True, spacing=8, run_spacing=8),
    ], spacing=10))
