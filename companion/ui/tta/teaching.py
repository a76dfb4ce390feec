"""The teaching panel: the rulebook's words beside a step, so a new player learns while the table plays.

Shared by every game kind with its own screens; the text always comes from the engine's rules data.
"""

from __future__ import annotations

import flet as ft

from companion.ui.lang import N_, t
from companion.words import Msg

#: Where a teaching panel's words come from, unless it says otherwise.
RULEBOOK = N_("Rulebook")


def teaching_panel(title: str | Msg, explanation: str | Msg, *, identifier: str, source: str = RULEBOOK) -> ft.Control:
    """A book icon, ``title`` in bold and the ``explanation`` below, said to come from ``source`` (an English literal
    marked with ``N_``): a message (the engine's prompt, the rulebook's text) is said in the reader's language, a
    text is shown as it is (said already)."""
    title, explanation = (t(part) if isinstance(part, Msg) else part for part in (title, explanation))
    source = t(source)
    return ft.Semantics(identifier=identifier, label=t("{title}. {source}: {explanation}", title=title, source=source,
                                                       explanation=explanation), exclude_semantics=True,
                        content=ft.Container(
                            content=ft.Column([
                                ft.Row([ft.Icon(ft.Icons.MENU_BOOK), ft.Text(title, size=18, weight=ft.FontWeight.BOLD,
                                                                              expand=True)]),
                                ft.Text(t("{source}: {explanation}", source=source, explanation=explanation), size=16,
                                        italic=True),
                            ], spacing=4),
                            padding=12, border_radius=8, bgcolor=ft.Colors.TERTIARY_CONTAINER,
                        ))
