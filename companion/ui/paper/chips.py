"""A sheet's numbers entered by taps, never typed: a row of number chips for a small count, a keypad for a big one.

Every chip is a 48 px target named "<label>: <number>" (``numbers.chip``), the chosen one filled and bold. A row's
chips start at 1: tapping the chosen one again sets 0, so a count nobody has costs no tap, and one a player has costs
one. "+" counts on past the last chip (its face then shows the count), for the rare count beyond it.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.numbers import chip

#: Space between the chips of a row: none, so seven chips and a tribe's symbol fit a phone's 366 px column.
GAP = 0
#: The keypad's digits, as rows.
_DIGITS = ((1, 2, 3, 4, 5), (6, 7, 8, 9, 0))

OnValue = Callable[[int], Any]


def tapped(on_value: OnValue, value: int) -> Callable[[], Awaitable[None]]:
    """A chip's handler giving ``value`` to ``on_value``, awaited when it saves (``app.act``)."""
    async def tap() -> None:
        outcome = on_value(value)
        if inspect.isawaitable(outcome):
            await outcome

    return tap


def count_chips(label: str, value: int, on_value: OnValue, *, top: int, more: bool = False,
                least: int = 1) -> list[ft.Control]:
    """The chips ``least`` to ``top`` of a count (tapping the chosen one sets 0), and "+" past ``top`` (``more``)."""
    chips = [chip(t("{label}: {number}", label=label, number=n), str(n), n == value,
                  tapped(on_value, 0 if n == value and least else n)) for n in range(least, top + 1)]
    if more:
        beyond = value > top
        chips.append(chip(t("{label}: one more ({number})", label=label, number=value + 1) if beyond
                          else t("{label}: {number} or more", label=label, number=top + 1),
                          str(value) if beyond else "+", beyond, tapped(on_value, max(value + 1, top + 1))))
    return chips


def count_row(lead: ft.Control, label: str, value: int, on_value: OnValue, *, top: int, more: bool = False,
              least: int = 1, identifier: str | None = None) -> ft.Control:
    """``lead`` (a symbol or a short word) and the chips of :func:`count_chips` in one row."""
    return ft.Semantics(identifier=identifier, container=True, content=ft.Row(
        [lead, *count_chips(label, value, on_value, top=top, more=more, least=least)], spacing=GAP,
        vertical_alignment=ft.CrossAxisAlignment.CENTER))


def lead_words(text: str, width: int) -> ft.Control:
    """A row's short word in front of its chips, left out of the accessibility tree (each chip says it)."""
    return ft.Container(ft.Text(text, size=15, weight=ft.FontWeight.BOLD, semantics_label=""), width=width)


@ft.component
def Keypad(label: str, value: int | None, on_value: OnValue) -> ft.Control:
    """A big count (coins, cards) tapped digit by digit: the number so far, the ten digits, "Clear" and "Save"."""
    typed, set_typed = ft.use_state("" if value is None else str(value))
    shown = typed or "0"

    def digit(n: int) -> None:
        set_typed((typed + str(n)).lstrip("0")[:3])

    rows = [ft.Row([chip(t("{label}: digit {number}", label=label, number=n), str(n), False, w.bind(digit,
                                                                                                    n)) for n in row],
                   spacing=4)
            for row in _DIGITS]
    return ft.Column([
        ft.Semantics(label=t("{label}: {number}", label=label, number=shown), exclude_semantics=True,
                     identifier=f"keypad:{label}",
                     content=ft.Text(t("{label}: {number}", label=label, number=shown), size=20,
                                     weight=ft.FontWeight.BOLD)),
        *rows,
        ft.Row([w.icon_button(ft.Icons.BACKSPACE, t("Clear {label}", label=label), w.bind(set_typed, "")),
                w.button(t("Save {label}", label=label), tapped(on_value, int(shown)), icon=ft.Icons.CHECK,
                         primary=True)],
               wrap=True),
    ], spacing=4)
