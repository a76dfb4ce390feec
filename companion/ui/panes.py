"""What every game's table is built of: compact figures, and the inputs scrolling above a pinned bar that holds the
confirming button or the Undo (The Ancient World's ``MoveFlow``, Through the Ages' and Ancient Realm's tables).

What a person taps to finish a step never needs a scroll: the bar stays above the tabs while the inputs scroll. A
figure is a number beside its symbol, readable at arm's length, said in words for screen readers (never the
picture alone).
"""

from __future__ import annotations

import flet as ft

from companion.ui import widgets as w

#: Size of a compact figure's number (bold) and of the symbol beside it: readable at arm's length.
FIGURE_SIZE = 20


def figure(picture: ft.Control, value: int | str, words: str, *, identifier: str | None = None,
           caption: str | None = None) -> ft.Control:
    """``value`` in bold beside ``picture``, named ``words`` ("Gold: 3 (of 7)"); ``caption``: a short name drawn
    under it where the picture is no printed symbol the table knows."""
    shown: ft.Control = ft.Row([picture, ft.Text(str(value), size=FIGURE_SIZE, weight=ft.FontWeight.BOLD)],
                               spacing=3, tight=True)
    if caption:
        shown = ft.Column([shown, ft.Text(caption, size=12, max_lines=1)], spacing=0, tight=True,
                          horizontal_alignment=ft.CrossAxisAlignment.CENTER)
    return ft.Semantics(identifier=identifier, label=words, exclude_semantics=True, content=shown)


def material(icon: ft.IconData) -> ft.Control:
    """A Material icon at a figure's size, for a value with no printed symbol of ours."""
    return ft.Icon(icon, size=FIGURE_SIZE + 2)


def figures(items: list[ft.Control]) -> ft.Control:
    """Figures side by side, wrapping onto a second line only where the window is too narrow."""
    return ft.Row(items, wrap=True, spacing=14, run_spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER)


def pinned_bar(pinned: ft.Control) -> ft.Control:
    """``pinned`` in a bar under a flow's scrolling inputs, above the tabs, that never scrolls away."""
    return ft.Semantics(identifier="pinned", container=True, key="pinned", content=ft.Container(
        pinned, padding=ft.Padding.only(top=6), border=ft.Border.only(top=ft.BorderSide(1, ft.Colors.OUTLINE))))


def pinned_flow(scrolling: list[ft.Control], pinned: ft.Control, *, key: str) -> ft.Control:
    """``scrolling`` in the space left, and ``pinned`` in a bar below it that never scrolls away; ``key`` names what
    scrolls, so another step starts at its top."""
    return ft.Column([w.scrolling(ft.Column(scrolling, spacing=10), key=key), pinned_bar(pinned)], expand=True,
                     spacing=4, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
