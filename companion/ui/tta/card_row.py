"""The card-row picker of the New game form: lay out the 13 Age A cards lying on the table, found by name.

It only fills the setup's ``card_row``; whether the row is valid (13 cards, copies in the deck for this
many players) is the setup model's verdict, shown by the form beside its disabled Start button.
"""

from __future__ import annotations

import flet as ft

from companion.tta.actions import KIND_NAMES
from companion.tta.rules import PLAYER_COUNTS, catalog, first_round
from companion.tta.state import age_a_deck_counts
from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.lang import t
from companion.ui.state import AppState
from companion.ui.tta.table import KIND_ICONS, TILE_WIDTH, actions_word

#: The setup field the picker fills.
FIELD = "card_row"


def _laid_out(app: AppState) -> list[str]:
    return [str(name) for name in app.draft.values.get(FIELD) or []]


def _slot_line(app: AppState, row: list[str], index: int) -> ft.Control:
    cost = first_round().card_row_costs[index]
    name = row[index] if index < len(row) else None
    label = ft.Text(t("Slot {slot} ({cost}): {card}", slot=index + 1, cost=actions_word(cost), card=name or t("empty")),
                    size=16, expand=True,
                    weight=ft.FontWeight.BOLD if name else None, italic=name is None)
    if name is None:
        return ft.Row([ft.Icon(ft.Icons.CROP_SQUARE), label])
    rest = row[:index] + row[index + 1:]
    return ft.Row([ft.Icon(KIND_ICONS.get(catalog().card(name).kind, ft.Icons.STYLE)), label,
                   w.icon_button(ft.Icons.CLOSE, t("Remove {card} from slot {slot}", card=name, slot=index + 1),
                                 lambda: app.set_option(FIELD, rest))])


def _match(app: AppState, row: list[str], name: str, deck: dict[str, int]) -> ft.Control:
    slots = len(first_round().card_row_costs)
    kind = catalog().card(name).kind
    copies = (t("{n} of {deck} in the row", n=row.count(name), deck=deck[name]) if name in deck
              else t("{n} in the row", n=row.count(name)))
    add = w.button(t("Add {card} to slot {slot}", card=name, slot=len(row) + 1) if len(row) < slots
                   else t("Add {card} (the row is full)", card=name),
                   lambda: app.set_option(FIELD, [*row, name]), icon=ft.Icons.ADD, disabled=len(row) >= slots)
    return ft.Column([
        ft.Row([ft.Icon(KIND_ICONS.get(kind, ft.Icons.STYLE)),
                ft.Text(t("{card} ({kind}; {copies})", card=name, kind=KIND_NAMES[kind](), copies=copies), size=16,
                        expand=True)]),
        add,
    ], spacing=4)


@ft.component
def CardRowPicker() -> ft.Control:
    """Search the Age A civil cards by name and add them to the next slot; remove or clear to fix mistakes."""
    app = use_app()
    query, set_query = ft.use_state("")
    row = _laid_out(app)
    players = len(app.draft.values.get("players") or [])
    deck = age_a_deck_counts(players) if players in PLAYER_COUNTS else {}
    slots = len(first_round().card_row_costs)
    wanted = query.strip().casefold()
    matches = [c.name for c in catalog().civil_cards() if wanted in c.name.casefold()] if wanted else []
    controls: list[ft.Control] = [
        w.heading(t("Card row: {n} of {slots} cards laid out", n=len(row), slots=slots), size=20),
        ft.Text(t("Enter the cards lying on the table, slot 1 first, or leave the row empty and give a seed to "
                  "deal it."), size=16),
        w.text_field(t("Find a card by name"), query, lambda e: set_query(e.control.value or "")),
    ]
    if wanted:
        controls.append(ft.Row([ft.Container(_match(app, row, name, deck), width=TILE_WIDTH) for name in matches],
                               wrap=True, run_spacing=8, vertical_alignment=ft.CrossAxisAlignment.START)
                        if matches else ft.Text(t("No Age A card is called like '{query}'.", query=query.strip()),
                                                size=16))
    controls += [_slot_line(app, row, i) for i in range(slots)]
    if row:
        controls.append(w.button(t("Clear the card row"), lambda: app.set_option(FIELD, []), icon=ft.Icons.CLEAR_ALL))
    return w.card(controls, identifier="tta-card-row-picker")
