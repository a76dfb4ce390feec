"""The players' rows on a phone, folded to one strip while a move or a decision is being entered.

Four players' rows take about 290 px of a 390x844 phone: with them above a move being entered, the move had 170-270
px (issue 23). Folded, every player is one cell of a single strip (the name and the key numbers: coins, knowledge,
ambrosia; two players a line), 52 px for all of them; a tap on the strip unfolds the rows and a tap on "Fold the
players' rows" folds them again. The numbers are the engine's, read from the players' records;
nothing here knows a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from companion.taw.state import Player
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.taw.books import colour_of
from companion.ui.taw.tribes import icon_data
from companion.words.amounts import amount

#: The numbers a folded row keeps in view, as (printed symbol, the player's field); the symbol is the amount's noun.
KEY_NUMBERS = (("coin", "coins"), ("knowledge", "knowledge"), ("ambrosia", "ambrosia"))
#: Size of the strip's names and numbers: smaller than a row's, still read at arm's length.
STRIP_SIZE = 16


def strip_words(players: list[Player], playing: int | None) -> str:
    """The strip in words: ``Players: Ann, to play, 8 coins, 0 knowledge, 0 ambrosia; Bo, ...``."""
    said = []
    for seat, player in enumerate(players):
        now = [t("to play")] if seat == playing else [t("passed")] if player.passed else []
        numbers = [t(amount(getattr(player, field), symbol)) for symbol, field in KEY_NUMBERS]
        said.append(", ".join([player.name, *now, *numbers]))
    return t("Players: {players}. Tap to show the players' rows", players="; ".join(said))


def _cell(player: Player, playing: bool) -> ft.Control:
    """One player in the strip, on one line: the colour's shape, the name (shortened with "..." when long: the row
    unfolded says it whole) and the key numbers."""
    colour = colour_of(player)
    shape = ft.Icon(icon_data(colour.id) if colour else ft.Icons.PERSON, color=colour.colour if colour else None,
                    size=STRIP_SIZE)
    name = ft.Text(player.name, size=STRIP_SIZE, weight=ft.FontWeight.BOLD, no_wrap=True,
                   overflow=ft.TextOverflow.ELLIPSIS, expand=True, italic=player.passed)
    numbers = ft.Text(spans=[span for symbol, field in KEY_NUMBERS for span in (
        ft.TextSpan(" "), ft.TextSpan(icons.glyph(symbol), ft.TextStyle(font_family=icons.FONT_FAMILY, height=1.0)),
        ft.TextSpan(str(getattr(player, field)), ft.TextStyle(weight=ft.FontWeight.BOLD)))],
        size=STRIP_SIZE, no_wrap=True)
    return ft.Container(ft.Row([shape, name, numbers], spacing=2, vertical_alignment=ft.CrossAxisAlignment.CENTER),
                        expand=True, padding=ft.Padding.symmetric(horizontal=4, vertical=1), border_radius=6,
                        bgcolor=ft.Colors.PRIMARY_CONTAINER if playing else None)


def strip(players: list[Player], playing: int | None, unfold: w.Handler) -> ft.Control:
    """Every player's key numbers in one strip, two players a line (two lines for three or four players: each
    player's numbers on one line at a phone's width), a single button at least 48 px tall that unfolds the rows."""
    cells = [_cell(p, seat == playing) for seat, p in enumerate(players)]
    lines: list[ft.Control] = [ft.Row(cells[i:i + 2], spacing=2) for i in range(0, len(cells), 2)]
    return ft.Semantics(identifier="rows-strip", label=strip_words(players, playing), button=True,
                        exclude_semantics=True, content=ft.Container(
                            ft.Column(lines, spacing=1, alignment=ft.MainAxisAlignment.CENTER),
                            on_click=unfold, height=w.TOUCH + 4, border_radius=8, padding=2,
                            bgcolor=ft.Colors.SURFACE_CONTAINER_HIGH,
                            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)))


@ft.observable
@dataclass
class Entering:
    """Whether a move is being entered on this device: observed by :func:`FoldingRows` alone, so that a move's start
    and end fold the rows without rendering the rest of the table again."""

    on: bool = False

    def say(self, on: bool) -> None:
        """A move started (True) or ended (False) being entered."""
        if on != self.on:
            self.on = on


@ft.component
def FoldingRows(players: list[Player], playing: int | None, rows: ft.Control, entering: Entering,
                deciding: bool) -> ft.Control:
    """``rows`` (the players' rows), folded to :func:`strip` while a move (``entering``) or a decision (``deciding``)
    is being entered on a phone, until the strip is tapped; unfolded there, a button folds them again. A new move or
    decision starts folded."""
    folding = entering.on or deciding
    unfolded, set_unfolded = ft.use_state(False)

    def reset() -> None:
        if not folding:
            set_unfolded(False)

    ft.use_effect(reset, [folding])
    if not folding:
        return rows
    if not unfolded:
        return strip(players, playing, lambda: set_unfolded(True))
    fold = ft.TextButton(content=t("Fold the players' rows"), icon=ft.Icons.UNFOLD_LESS, height=w.TOUCH,
                         on_click=lambda: set_unfolded(False))
    return ft.Column([rows, fold], spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END)
