"""Numbers and symbols as printed: a count entered by one tap on its number (or typed), never a tap per unit.

A count (a card's cost coins, a titan's defence, the food bought) is a row of number chips, the first
:data:`SHOWN` at once and the rest up to the maximum behind "More", which also offers a field to type the
number in. Each chip is a 48 px target named "<label>: <number>" for screen readers and tests, the chosen
one marked selected and drawn filled and bold (not only coloured); the field is "<label>, type a number",
and a bad entry there gets a message and changes nothing. The printed symbol is drawn beside the label
(:func:`printed`), the words staying the accessible name. Like ``widgets``, a building block the screens share.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

import flet as ft
from flet.components.hooks.use_ref import MutableRef

from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.hooks import Setter, keyed
from companion.ui.lang import reader, t

#: How many numbers (from the least) are shown before "More" is tapped: 0 to 5 for most counts.
SHOWN = 6
#: Size of the symbol beside a count's label.
SYMBOL_SIZE = 24
#: Space between chips, and the entry's width: the first numbers in one row (a phone's column holds it; a tablet
#: puts several entries side by side), with "More" beside the label above them.
GAP = 4
WIDTH = SHOWN * w.TOUCH + (SHOWN - 1) * GAP
_CHIP_BOX = ft.BoxConstraints(min_width=w.TOUCH, min_height=w.TOUCH)


def _chip_style(selected: bool) -> ft.ButtonStyle:
    """A chosen chip is filled with a thick edge; the others are outlined."""
    edge = ft.BorderSide(3, ft.Colors.PRIMARY) if selected else ft.BorderSide(1, ft.Colors.OUTLINE)
    return ft.ButtonStyle(shape=ft.RoundedRectangleBorder(radius=8), padding=ft.Padding.symmetric(horizontal=8),
                          side=edge, bgcolor=ft.Colors.PRIMARY if selected else None)


#: The two looks, made once: every chip shares one, so a re-render has nothing new to compare in them.
_STYLES = {chosen: _chip_style(chosen) for chosen in (False, True)}


def number_entry(label: str, value: int | None, on_value: Callable[[int], None], *, least: int = 0, most: int = 12,
                 symbol: str | Sequence[str] | None = None) -> ft.Control:
    """A count from ``least`` to ``most`` entered by tapping its number or typing it; ``on_value`` gets the new
    count. ``value`` None: not entered yet, no number chosen (a titan's defence before its 0 is tapped). ``symbol``:
    the printed symbol(s) drawn beside ``label`` (e.g. ``("income", "coin")``)."""
    names = (symbol,) if isinstance(symbol, str) else tuple(symbol or ())
    return keyed(_NumberEntry, f"number:{label}")(label, value, on_value, least, most, names)


def chip(label: str, text: str, selected: bool, on_click: Callable[[], object], *,
          expanded: bool | None = None) -> ft.Control:
    """One chip: ``text`` drawn, ``label`` its accessible name; a selected chip is filled, bold and thick-edged."""
    colour = ft.Colors.ON_PRIMARY if selected else ft.Colors.ON_SURFACE
    face = ft.Text(text, size=18, color=colour, semantics_label="",
                   weight=ft.FontWeight.BOLD if selected else ft.FontWeight.NORMAL)
    return ft.Semantics(label=label, button=True, selected=selected, expanded=expanded, content=ft.IconButton(
        icon=face, on_click=on_click, style=_STYLES[selected], size_constraints=_CHIP_BOX))


def printed(names: Sequence[str], size: int = SYMBOL_SIZE) -> list[ft.Control]:
    """The printed symbols ``names``, drawn beside words that say the same: left out of the accessibility tree, so
    a screen reader says the words once (the symbol is never the only signal)."""
    return [ft.Semantics(exclude_semantics=True, content=icons.symbol(n, size)) for n in names]


def _problem(label: str, text: str, least: int, most: int) -> str | None:
    """Why ``text`` typed into the field is not a count from ``least`` to ``most`` (None when it is, or empty)."""
    typed = text.strip()
    if not typed or (typed.isdecimal() and least <= int(typed) <= most):
        return None
    return t('{label}: "{typed}" is not a whole number from {least} to {most}; nothing was changed', label=label,
             typed=typed, least=least, most=most)


@ft.component
def _NumberEntry(label: str, value: int | None, on_value: Callable[[int], None], least: int, most: int,
                 names: tuple[str, ...]) -> ft.Control:
    """The chips, "More" and the typing field of :func:`number_entry`; what was typed is kept while it is no count.

    The rows are kept while what they show is the same (the parent renders every entry of a card again when one of
    them changes): Flet then leaves them as they are instead of reconciling a dozen chips anew, the most of such a
    tap's work (for a phone running the app in its browser, in WebAssembly). They stand in a new column each render,
    so that Flet links them to the page as it is now; a tap calls the newest ``on_value``, which may hold what changed
    since they were made."""
    more, set_more = ft.use_state(False)
    typed, set_typed = ft.use_state(cast(str | None, None))
    newest: MutableRef[Callable[[int], None]] = ft.use_ref(None)
    newest.current = on_value
    rows = ft.use_memo(lambda: _rows(label, value, newest, least, most, names, (more, set_more), (typed, set_typed)),
                       [label, value, least, most, names, more, typed, reader()])
    return ft.Column(rows, spacing=GAP, width=WIDTH)


def _rows(label: str, value: int | None, on_value: MutableRef[Callable[[int], None]], least: int, most: int,
          names: tuple[str, ...], more_state: tuple[bool, Setter[bool]],
          typed_state: tuple[str | None, Setter[str | None]]) -> list[ft.Control]:
    """What :func:`_NumberEntry` shows, row by row; ``on_value.current`` gets a count chosen."""
    more, set_more = more_state
    typed, set_typed = typed_state
    first_top = min(most, least + SHOWN - 1)
    opened = more or (value is not None and value > first_top)
    top = most if opened else first_top

    def pick(number: int) -> None:
        set_typed(None)
        if on_value.current is not None:
            on_value.current(number)

    def typing(e: ft.Event[ft.TextField]) -> None:
        text = e.control.value or ""
        if _problem(label, text, least, most) is None and text.strip():
            pick(int(text))
        else:
            set_typed(text)

    chips = [chip(t("{label}: {number}", label=label, number=n), str(n), n == value, w.bind(pick,
                                                                                            n)) for n in range(least,
                                                                                                               top + 1)]
    head: list[ft.Control] = [*printed(names), ft.Text(label, size=16, expand=True)]
    if not opened and most > first_top:
        head.append(chip(t("{label}: more numbers", label=label), t("More"), False, w.bind(set_more, True),
                         expanded=False))
    controls: list[ft.Control] = [ft.Row(head, spacing=GAP, vertical_alignment=ft.CrossAxisAlignment.CENTER),
                                  ft.Row(chips, wrap=True, spacing=GAP, run_spacing=GAP)]
    if opened:
        problem = _problem(label, typed or "", least, most)
        shown = ("" if value is None else str(value)) if typed is None else typed
        controls.append(w.text_field(t("{label}, type a number", label=label), shown, typing,
                                     number=True, width=WIDTH))
        if problem:
            controls.append(w.notice(problem, error=True, identifier=f"number-problem:{label}"))
    return controls
