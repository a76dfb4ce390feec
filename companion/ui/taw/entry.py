"""A move's inputs on screen, built from the engine's declaration of them (``companion.taw.moves.inputs``).

One control per kind of input: citizens and choices as buttons, counts as numbers to tap, switches, cards by
their printed symbols, several cards to tick. Answers are kept by key in the flow that shows them; a citizen is
``(skill, reuse)``, a switch is ``inputs.switch_key``. Nothing here knows which move asks what; the placements'
ambrosia inputs (``advanced``) sit behind one switch, and ``perform`` off leaves out the action's own choices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.taw.moves.answers import Input, Values, answer, card_marks, entered_key, switch_key, switched_on
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.hooks import keyed
from companion.ui.lang import t
from companion.ui.numbers import number_entry
from companion.ui.realm.card_entry import choice
from companion.ui.taw.card_entry import EVERY, AnyCard, CardEntry

#: Gives an answer: ``put(key, value)``, or ``put(key, value, (other_key, other_value), ...)`` for an option that
#: answers more than one input at once.
Put = Callable[..., None]


def check(label: str, on: bool, on_click: Callable[[], None]) -> ft.Control:
    """A button that is ticked or not (a check box icon, and selected for screen readers)."""
    icon = ft.Icons.CHECK_BOX if on else ft.Icons.CHECK_BOX_OUTLINE_BLANK
    return ft.Semantics(selected=on, content=w.button(label, on_click, icon=icon))


def _toggled(items: tuple[Any, ...], item: Any) -> tuple[Any, ...]:
    return tuple(i for i in items if i != item) if item in items else (*items, item)


def chip(label: str, short: str, selected: bool, on_click: Callable[[], None], symbol: str | None = None) -> ft.Control:
    """A small choice drawing its symbol and ``short`` (a citizen's skill, "2-star deck"), named by ``label`` in
    words; the chosen one is filled and marked selected for screen readers."""
    kind = ft.FilledButton if selected else ft.OutlinedButton
    drawn = ft.Semantics(exclude_semantics=True, content=ft.Row(
        [*([icons.symbol(symbol, 22)] if symbol else []),
         ft.Text(short, size=20 if symbol else 16, weight=ft.FontWeight.BOLD if symbol else None)],
        spacing=4, tight=True))
    return ft.Semantics(label=label, selected=selected, button=True, content=kind(
        content=drawn, on_click=on_click, height=w.TOUCH + 4,
        style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=14, vertical=8))))


def _buttons(item: Input, value: Any, put: Put) -> ft.Control:
    if item.kind == "citizen":
        return ft.Row([chip(t(o.label), t(o.short) if o.short else "", value == o.value, w.bind(put, item.key, o.value),
                            "citizen")
                       for o in item.options], wrap=True, spacing=6)
    if all(o.short for o in item.options):
        return ft.Row([chip(t(o.label), t(o.short) if o.short else "", value == o.value,
                            w.bind(put, item.key, o.value)) for o in item.options],
                      wrap=True, spacing=6, run_spacing=6)
    return ft.Row([choice(t(o.label), value == o.value, w.bind(put, item.key, o.value)) for o in item.options],
                  wrap=True)


def _card(item: Input, values: Values, put: Put, move: str, remembered: list[AnyCard]) -> list[ft.Control]:
    """The cards face up where the move takes one from, then the card entry (keyed by move and input, so another
    move starts afresh). What is entered of the card is kept beside it (``answers.entered_key``): a count shows no
    number until it is tapped while nothing is entered, and a symbol the card needs (a titan's defence) until it is."""
    assert item.card is not None
    card = answer(item, values)
    marks, kept = card_marks(item, values), entered_key(item)
    shown = [choice(t(o.label), card == o.value, w.bind(put, item.key, o.value, *o.also, (kept, None)))
             for o in item.options]

    def entered(new: AnyCard, what: str | None) -> None:
        put(item.key, new, (kept, None if what is None or marks is None else (*marks, what)))

    unset = () if marks is None else EVERY if not marks else tuple(n for n in item.needs if n not in marks)
    entry = keyed(CardEntry, f"{move}:{item.key}")(item.card, card, lambda c: put(item.key, c, (kept, marks)),
                                                    remembered, item.decks, unset, entered)
    return [ft.Text(t(item.label), size=18, weight=ft.FontWeight.BOLD),
            *([ft.Row(shown, wrap=True, spacing=6, run_spacing=6)] if shown else []), entry]


def input_controls(item: Input, values: Values, put: Put, move: str, remembered: list[AnyCard]) -> list[ft.Control]:
    """The controls that answer one input."""
    value = answer(item, values)
    if item.kind == "card":
        return _card(item, values, put, move, remembered)
    if item.kind == "number":
        return [number_entry(t(item.label), int(value or 0), lambda v: put(item.key, v), least=item.least,
                             most=item.most)]
    if item.kind == "toggle":
        return [w.switch(t(item.label), bool(value), w.bind(put, item.key, not value))]
    if item.kind == "picks":
        chosen = tuple(value or ())
        if not item.options:
            return [ft.Text(t("{label}: none", label=item.label), size=16, italic=True)]
        return [ft.Row([check(t(o.label), o.value in chosen, w.bind(put, item.key, _toggled(chosen, o.value)))
                        for o in item.options], wrap=True)]
    label = [] if item.kind == "citizen" else [ft.Text(t(item.label), size=16)]
    return [*label, _buttons(item, value, put)]


def inputs_controls(given: tuple[Input, ...], values: Values, put: Put, move: str,
                    remembered: list[AnyCard]) -> list[ft.Control]:
    """Every input of a move: the citizen, the ambrosia options behind their switch (most moves need none), then
    the action's own choices, which are not asked when the citizen only takes the space's ambrosia."""
    placing: list[ft.Control] = []
    choices: list[ft.Control] = []
    advanced = [i for i in given if i.advanced]
    switches: set[str] = set()
    for item in (i for i in given if not i.advanced):
        if item.optional is not None and switch_key(item) not in switches:
            switches.add(switch_key(item))
            on = switched_on(item, values)
            choices.append(w.switch(t(item.optional), on, w.bind(put, switch_key(item), not on)))
        if not switched_on(item, values):
            continue
        if item.kind != "citizen":
            choices += input_controls(item, values, put, move, remembered)
            continue
        placing += input_controls(item, values, put, move, remembered)
        if advanced:
            shown = bool(values.get("ambrosia_options"))
            placing.append(w.switch(t("Ambrosia options"), shown, w.bind(put, "ambrosia_options", not shown)))
            for extra in advanced if shown else ():
                placing += input_controls(extra, values, put, move, remembered)
    return placing + (choices if values.get("perform", True) else [])
