"""The teaching panel: the rulebook's words beside a step, so a new player learns while the table plays.

Shared by every game kind with its own screens; the text always comes from the engine's rules data.
"""

from __future__ import annotations

import flet as ft


def teaching_panel(title: str, explanation: str, *, identifier: str, source: str = "Rulebook") -> ft.Control:
    """A book icon, ``title`` in bold and the ``explanation`` below, said to come from ``source``."""
    return ft.Semantics(identifier=identifier, label=f"{title}. {source}: {explanation}", exclude_semantics=True,
                        content=ft.Container(
                            content=ft.Column([
                                ft.Row([ft.Icon(ft.Icons.MENU_BOOK), ft.Text(title, size=18, weight=ft.FontWeight.BOLD,
                                                                              expand=True)]),
                                ft.Text(f"{source}: {explanation}", size=16, italic=True),
                            ], spacing=4),
                            padding=12, border_radius=8, bgcolor=ft.Colors.TERTIARY_CONTAINER,
                        ))
