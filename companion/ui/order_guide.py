"""A game's order of play as the Rules guide shows it: each part of the rulebook (Setup, Prepare, Player Actions,
End of Round, Game End, or a game's own) as a heading with what it is for, its steps in order in plain words, and
the rulebook's text of each step one tap away. The texts are the engine's (``companion.core.turn_order``), given in
the reader's language (``turn_order(kind, reader)``)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.core.turn_order import OrderStep, TurnOrder
from companion.ui import widgets as w
from companion.ui.lang import t


def rulebook_text(key: str, title: str, section: str, text: str, open_key: str,
                  toggle: Callable[[str], None]) -> list[ft.Control]:
    """A "Read the rulebook" button for ``title``, and the rulebook's ``text`` (from ``section``) under it when open."""
    shown = key == open_key
    said = t("Hide the rulebook: {title}", title=title) if shown else t("Read the rulebook: {title}", title=title)
    rows: list[ft.Control] = [w.button(said, w.bind(toggle, key),
                                       icon=ft.Icons.EXPAND_LESS if shown else ft.Icons.MENU_BOOK)]
    if shown:
        rows.append(ft.Semantics(identifier=f"rulebook-{key}",
                                 label=t("Rulebook, {section}: {text}", section=section, text=text),
                                 exclude_semantics=True,
                                 content=ft.Text(t("Rulebook ({section}):", section=section) + "\n" + text,
                                                 size=16, selectable=True,
                                                 italic=True)))
    return rows


def step_rows(key: str, step: OrderStep, open_key: str, toggle: Callable[[str], None]) -> list[ft.Control]:
    """One step: its name, what it is for, and its rulebook text one tap away."""
    return [ft.Text(step.title, size=18, weight=ft.FontWeight.BOLD), ft.Text(step.plain, size=16),
            *rulebook_text(key, step.title, step.section, step.text, open_key, toggle)]


def order_controls(order: TurnOrder, open_key: str, toggle: Callable[[str], None]) -> list[ft.Control]:
    """Every part of ``order`` with its steps, in the rulebook's order."""
    controls: list[ft.Control] = []
    for p, part in enumerate(order.parts):
        controls.append(ft.Semantics(identifier=f"part-{p}", label=t("{part}: {what}", part=part.title,
                                                                     what=part.plain),
                                     exclude_semantics=True, content=ft.Column([
                                         w.heading(part.title, size=22), ft.Text(part.plain, size=16,
                                                                                    italic=True)],
                                         spacing=2)))
        for s, step in enumerate(part.steps):
            controls.append(ft.Container(ft.Column(step_rows(f"{p}.{s}", step, open_key, toggle), spacing=4),
                                         padding=ft.Padding(left=12, top=0, right=0, bottom=0)))
    return controls


@ft.component
def OrderGuide(order: TurnOrder) -> ft.Control:
    """The whole order of play of one game, one rulebook text open at a time."""
    open_key, set_open = ft.use_state("")

    def toggle(key: str) -> None:
        set_open("" if key == open_key else key)

    return ft.Column(order_controls(order, open_key, toggle), spacing=10)
