"""The board as it lies on the table: the action spaces as tiles in board order, then the moves made off the board.

Each tile shows who stands on it (name and skill), the ambrosia on it, and, when no citizen can go there, the
engine's reason on the tile itself ("Explore opens in round 2"); tapping a tile starts that move. The moves and
the reasons are the engine's (``companion.taw.moves.inputs``); nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from companion.taw.data import tribes
from companion.taw.moves.inputs import NONE_FREE, MoveSpec, space_blocked
from companion.taw.moves.place import NOT_OPEN
from companion.taw.state import State
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.taw.books import colour_of
from companion.ui.taw.tribes import icon_data
from companion.words import Msg
from companion.words.amounts import amount

#: Tiles in a row on a phone upright; a wider pane fits more.
TILE_WIDTH = 112
TILE_HEIGHT = 58


@dataclass(frozen=True)
class TileView:
    """What one tile shows, in plain values: the board is re-rendered only when one of them changes."""

    move: str
    label: str
    space: str
    blocked: str | None
    #: The reason in short, as the tile says it under the space's name ("opens in round 2", "No citizen free").
    why: str | None
    ambrosia: int
    #: The citizens on the space as (player's name, skill, the player's colour id or ""), in order of placement.
    citizens: tuple[tuple[str, int, str], ...]


def views(state: State, specs: list[MoveSpec], seat: int) -> tuple[tuple[TileView, ...], tuple[tuple[str, str], ...]]:
    """The tiles (with the engine's reason a space takes no citizen) and the moves off the board as (id, name)."""
    blocked = {s.id: space_blocked(state, seat, s.id) for s in specs if s.space is not None}
    tiles = tuple(TileView(s.id, t(s.label), s.space, t(said) if (said := blocked[s.id]) is not None else None,
                           short_reason(said), state.spaces[s.space].ambrosia,  # type: ignore[index]
                           tuple(_citizen(state, p.player, p.skill)
                                 for p in state.spaces[s.space].citizens))  # type: ignore[index]
                  for s in specs if s.space is not None)
    return tiles, tuple((s.id, t(s.label)) for s in specs if s.space is None)


def _citizen(state: State, seat: int, skill: int) -> tuple[str, int, str]:
    colour = colour_of(state.players[seat])
    return state.players[seat].name, skill, colour.id if colour else ""


#: A citizen's marker on a tile: the size of its words and of its colour's shape, and what it takes beside them
#: (padding, border, the shape's gap), in px; the width of a character of its words (bold) and of "+2 more", measured in
#: Chromium with a margin, so that the markers said to fit on the tile's one line do.
MARKER_TEXT, MARKER_SHAPE, MARKER_FRAME = 12, 12, 9
MARKER_CHAR, MORE_TEXT, MORE_CHAR = 6.6, 10, 5.8
#: Room for the markers on the tile's line, and the ambrosia beside them when there is some (symbol and count).
MARKERS_ROOM, AMBROSIA_ROOM, GAP = TILE_WIDTH - 12, 34, 3


def _marker_text(name: str, skill: int) -> str:
    return f"{name[:3]} {skill}"


def _marker_width(name: str, skill: int, colour: str) -> float:
    """The width a marker takes on a tile (:data:`MARKER_CHAR` a character, and its frame and shape)."""
    return len(_marker_text(name, skill)) * MARKER_CHAR + MARKER_FRAME + (MARKER_SHAPE if colour else 0)


def more_text(hidden: int) -> str:
    """What stands for the citizens a tile has no room to show: ``+2 more``."""
    return t("+{n} more", n=hidden)


def fitting(citizens: tuple[tuple[str, int, str], ...], ambrosia: int) -> tuple[tuple[tuple[str, int, str], ...], int]:
    """The citizens whose markers fit on a tile's one line (with its ambrosia), in order of placement, and how many
    are left out, said "+N more" on the line: a tile never shows some of its citizens as if they were all of them
    (issue 23: "Ann 1 Bo 2" while a third stood there)."""
    room = MARKERS_ROOM - (AMBROSIA_ROOM + GAP if ambrosia else 0)
    widths = [_marker_width(*c) + GAP for c in citizens]
    if sum(widths) - GAP <= room:
        return citizens, 0
    shown, used = 0, 0.0
    while shown < len(citizens):
        more = len(more_text(len(citizens) - shown - 1)) * MORE_CHAR
        if used + widths[shown] + more > room:
            break
        used += widths[shown]
        shown += 1
    return citizens[:shown], len(citizens) - shown


def _marker(name: str, skill: int, colour: str) -> ft.Control:
    """A citizen on a space: the player's colour as its shape drawn in it (when they chose one), the first three
    letters of the name and the skill, so neither colour nor shape is the only signal."""
    shape = [ft.Icon(icon_data(colour), color=tribes().get(colour).colour, size=MARKER_SHAPE)] if colour else []
    return ft.Container(ft.Row([*shape, ft.Text(_marker_text(name, skill), size=MARKER_TEXT,
                                                weight=ft.FontWeight.BOLD)], spacing=1, tight=True),
                        bgcolor=ft.Colors.SURFACE, border=ft.Border.all(1, ft.Colors.OUTLINE), border_radius=8,
                        padding=ft.Padding.symmetric(horizontal=3, vertical=1))


def short_reason(said: Msg | None) -> str | None:
    """The engine's reason a space takes no citizen, as short as the tile says it (the tile shows the space's name
    already): "opens in round 2", "No citizen free"; any other reason whole."""
    if said is None:
        return None
    if said.code == NOT_OPEN.code:
        return t("opens in round {round}", round=said.params["opens"])
    if said.code == NONE_FREE.code:
        return t("No citizen free")
    return t(said)


def tile(view: TileView, choose: Callable[[str], None]) -> ft.Control:
    """One action space: its name, its ambrosia, the citizens on it; disabled with the reason no citizen can go
    there. Memoized (``Tile``) on the view and the handler: a step re-renders only the tiles it changed."""
    on_click = w.bind(choose, view.move)
    body: list[ft.Control] = [ft.Text(view.label, size=17, weight=ft.FontWeight.BOLD, max_lines=1,
                                      overflow=ft.TextOverflow.ELLIPSIS)]
    if view.why:
        body.append(ft.Text(view.why, size=12, italic=True, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS))
    shown, hidden = fitting(view.citizens, view.ambrosia)
    bottom = [_marker(name, skill, colour) for name, skill, colour in shown]
    if hidden:
        bottom.append(ft.Text(more_text(hidden), size=MORE_TEXT, weight=ft.FontWeight.BOLD, no_wrap=True))
    if view.ambrosia:
        bottom.append(ft.Row([icons.symbol("ambrosia", 18), ft.Text(str(view.ambrosia), size=16,
                                                                    weight=ft.FontWeight.BOLD)], spacing=1, tight=True))
    if bottom:
        body.append(ft.Row(bottom, spacing=GAP, vertical_alignment=ft.CrossAxisAlignment.CENTER))
    who = ", ".join(f"{name} {skill}" for name, skill, _ in view.citizens)
    parts = [view.label, t(amount(view.ambrosia, "ambrosia")) if view.ambrosia else "",
             who or ("" if view.blocked else t("free")), t("closed: {why}", why=view.blocked) if view.blocked else ""]
    closed = view.blocked is not None
    # The words are the tile's one accessible name; the texts drawn inside are hidden from the accessibility tree, and
    # the tap (the container's) stays on the named node.
    return ft.Semantics(
        label=", ".join(p for p in parts if p), button=True, disabled=closed, identifier=f"tile-{view.space}",
        content=ft.Container(
            ft.Semantics(exclude_semantics=True, content=ft.Column(body, spacing=1, tight=True)),
            width=TILE_WIDTH, height=TILE_HEIGHT, padding=6, border_radius=10,
            on_click=None if closed else on_click, disabled=closed,
            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST if closed else ft.Colors.SECONDARY_CONTAINER,
            opacity=0.55 if closed else 1.0, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        ))


@ft.component
def Board(tiles: tuple[TileView, ...], others: tuple[tuple[str, str], ...],
          choose: Callable[[str], None]) -> ft.Control:
    """The action spaces as tiles, then a button per move made off the board (Attack, Pass, ...). Memoized
    (``board_tiles``): entering a move or going back to the board neither re-renders nor re-sends it."""
    return ft.Semantics(identifier="board", container=True, content=ft.Column([
        ft.Row([Tile(t, choose) for t in tiles], wrap=True, spacing=8, run_spacing=6),
        ft.Row([_off_board(label, w.bind(choose, move)) for move, label in others], wrap=True, spacing=8,
               run_spacing=8),
    ], spacing=8))


def _off_board(label: str, on_click: Callable[[], None]) -> ft.Control:
    """A move made off the board (Attack, Pass): a 48 px button, so four players' rows leave it in view."""
    return ft.OutlinedButton(content=label, on_click=on_click, height=w.TOUCH,
                             style=ft.ButtonStyle(text_style=ft.TextStyle(size=17),
                                                  padding=ft.Padding.symmetric(horizontal=18, vertical=10)))


board_tiles = ft.memo(Board)
Tile = ft.memo(ft.component(tile))
