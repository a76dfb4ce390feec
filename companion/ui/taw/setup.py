"""The Ancient World's New game panel: colours from a palette, seat order, who starts (or at random),
city-state sides with their rule text, the starting titan by its printed symbols, variants and teaching mode.

It edits the same draft as the generic form (``app.draft.values``, the raw ``GameSetup``), so the setup
model stays the only judge of a valid setup; the generic form's Start button shows its reason.
"""

from __future__ import annotations

import random
from typing import Any

import flet as ft

from companion.core.names import LIMITS
from companion.taw.cards import TitanCard
from companion.taw.catalog import catalog
from companion.taw.data import board, tribes
from companion.taw.guide import guide
from companion.taw.state import Variants
from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.hooks import keyed
from companion.ui.realm.card_entry import choice
from companion.ui.state import AppState
from companion.ui.taw.card_entry import CardEntry
from companion.ui.taw.tribes import icon_data

FIRST_GAME_SIDE = "First-game side (no city-state ability)"


def _rows(app: AppState) -> list[dict[str, Any]]:
    return [dict(r) for r in app.draft.values.get("players", [])]


def _set_row(app: AppState, index: int, name: str, value: Any) -> None:
    rows = _rows(app)
    rows[index][name] = value
    app.set_option("players", rows)


def choose_first(app: AppState, seat: int, *, drawn: bool = False) -> None:
    """Make ``seat`` the first player; the draft keeps whether it was drawn at random, so a reload still says so."""
    app.set_option("first_player", seat)
    app.set_option("first_player_drawn", drawn)


def choose_first_at_random(app: AppState, rng: random.Random | None = None) -> int:
    """Draw the first player once and save the seat in the setup, so the game replays the same."""
    seat = (rng or random.SystemRandom()).randrange(len(_rows(app)))
    choose_first(app, seat, drawn=True)
    return seat


def move_seat(app: AppState, index: int, step: int) -> None:
    """Move a seat earlier or later; the first player stays the same person."""
    rows = _rows(app)
    target = index + step
    if not 0 <= target < len(rows):
        return
    first = int(app.draft.values.get("first_player") or 0)
    first = target if first == index else index if first == target else first
    rows[index], rows[target] = rows[target], rows[index]
    app.set_option("players", rows)
    app.set_option("first_player", first)


def remove_seat(app: AppState, index: int) -> None:
    """Remove a seat; the first player stays the same person (the next seat, not drawn, when it is the one removed)."""
    first = int(app.draft.values.get("first_player") or 0)
    app.remove_player(index)
    if first == index:
        choose_first(app, first if first < len(_rows(app)) else 0)
    else:
        app.set_option("first_player", first - 1 if first > index else first)


def _colour_chips(app: AppState, rows: list[dict[str, Any]], index: int, who: str) -> ft.Control:
    """One compact chip per palette colour (its shape and word; named "<who>: <colour>" for screen readers); a
    colour another seat holds is disabled. The colour is optional: tapping the chosen one again takes it back."""
    chips: list[ft.Control] = []
    for tribe in tribes().tribes:
        holder = next((r["name"] for i, r in enumerate(rows) if i != index and r.get("colour") == tribe.label), None)
        mine = rows[index].get("colour") == tribe.label
        label = f"{who}: {tribe.label}" + (" (chosen)" if mine else f" (taken by {holder})" if holder else "")
        drawn = ft.Semantics(exclude_semantics=True, content=ft.Row([
            ft.Icon(ft.Icons.CHECK_CIRCLE if mine else icon_data(tribe.id), color=tribe.colour, size=20),
            ft.Text(tribe.label, size=16, weight=ft.FontWeight.BOLD if mine else None)], spacing=6, tight=True))
        chips.append(ft.Semantics(label=label, selected=mine, button=True, content=ft.OutlinedButton(
            content=drawn, disabled=holder is not None, height=w.TOUCH + 4,
            style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=12),
                                 side=ft.BorderSide(3 if mine else 1, tribe.colour if mine else ft.Colors.OUTLINE)),
            on_click=w.bind(_set_row, app, index, "colour", "" if mine else tribe.label),
        )))
    return ft.Column([ft.Text(f"{who}'s colour (optional, shown beside the name; tap it again for none):", size=15),
                      ft.Row(chips, wrap=True, spacing=6, run_spacing=6)], spacing=4)


def _city_state(app: AppState, row: dict[str, Any], index: int, who: str) -> list[ft.Control]:
    chosen = row.get("city_state")
    options = [(None, FIRST_GAME_SIDE), *((c.id, c.label) for c in board().city_states)]
    controls: list[ft.Control] = [ft.Text(f"{who}'s city-state side:", size=16),
                                  ft.Row([choice(f"{who} side: {label}", chosen == cid,
                                                 w.bind(_set_row, app, index, "city_state", cid))
                                          for cid, label in options], wrap=True)]
    if chosen:
        city = board().city_state(chosen)
        controls.append(w.notice(f"{city.label}: {city.text}", identifier=f"city-state-text-{index}"))
    return controls


@ft.component
def _Titan(app: AppState, row: dict[str, Any], index: int, who: str) -> ft.Control:
    """The seat's starting titan in words, and its printed symbols behind a switch."""
    open_, set_open = ft.use_state(False)
    card = TitanCard.model_validate(row.get("starting_titan") or catalog().starting_titan_default.model_dump())
    banners = ", ".join(tribes().get(t).text for t in card.banners) or "no banners"
    summary = f"{who}'s starting titan: {card.name or 'unnamed'}, defence {card.defence}, {banners}"
    why = f"It threatens {who} from round 1: each end of round, {who} feeds it ambrosia or rolls a die per banner."
    controls: list[ft.Control] = [ft.Text(summary, size=16), ft.Text(why, size=15, italic=True),
                                  w.switch(f"Enter {who}'s starting titan", open_, lambda: set_open(not open_))]
    if open_:
        controls.append(CardEntry("titan", card, lambda c: _set_row(app, index, "starting_titan",
                                                                      c.model_dump(mode="json")), []))
    return ft.Column(controls, spacing=8)


def _seat(app: AppState, rows: list[dict[str, Any]], index: int, first: int, at_random: bool) -> ft.Control:
    row = rows[index]
    who = row.get("name") or f"Seat {index + 1}"
    starts = index == first
    title = f"Seat {index + 1}: {who}" + (" - goes first" + (" (drawn at random)" if at_random else "")
                                         if starts else "")
    head = ft.Row([ft.Icon(ft.Icons.FLAG if starts else ft.Icons.PERSON_OUTLINE),
                   ft.Text(title, size=18, weight=ft.FontWeight.BOLD, expand=True)])
    moves = ft.Row([
        w.icon_button(ft.Icons.ARROW_UPWARD, f"Move {who} one seat up", w.bind(move_seat, app, index, -1),
                      disabled=index == 0),
        w.icon_button(ft.Icons.ARROW_DOWNWARD, f"Move {who} one seat down", w.bind(move_seat, app, index, 1),
                      disabled=index == len(rows) - 1),
        w.icon_button(ft.Icons.DELETE_OUTLINE, f"Remove seat {index + 1} ({who})", w.bind(remove_seat, app, index)),
    ], wrap=True)
    return w.card([
        head,
        moves,
        w.text_field(f"Seat {index + 1} name", row.get("name") or "",
                     lambda e: _set_row(app, index, "name", e.control.value or ""), max_length=LIMITS["player"]),
        _colour_chips(app, rows, index, who),
        choice(f"{who} goes first", starts, w.bind(choose_first, app, index)),
        *_city_state(app, row, index, who),
        keyed(_Titan, f"titan-{index}")(app, row, index, who),
    ], identifier=f"taw-seat-{index}")


@ft.component
def TawSetup() -> ft.Control:
    """The Ancient World's setup panel on the New game screen."""
    app = use_app()
    values = app.draft.values
    rows = _rows(app)
    first = int(values.get("first_player") or 0)
    drawn = bool(values.get("first_player_drawn"))
    variants = Variants.model_validate(values.get("variants") or {})
    controls: list[ft.Control] = [
        w.heading("The Ancient World: players in seat order (clockwise)", size=20),
        *[_seat(app, rows, i, first, drawn) for i in range(len(rows))],
        ft.Row([w.button("Add a seat", app.add_player, icon=ft.Icons.PERSON_ADD),
                w.button("Random first player", w.bind(choose_first_at_random, app), icon=ft.Icons.CASINO)],
               wrap=True),
        w.heading("Variants", size=20),
    ]
    texts = guide().variants
    for name in Variants.model_fields:
        on = bool(getattr(variants, name))
        controls += [w.switch(f"Variant {texts[name].title}", on, w.bind(app.set_option, f"variants.{name}", not on)),
                     ft.Text(texts[name].text, size=15, italic=True)]
    teaching = bool(values.get("teaching"))
    controls += [w.heading("First game", size=20),
                 w.switch("First game: teach me", teaching, w.bind(app.set_option, "teaching", not teaching)),
                 ft.Text("At the table, a panel says which step of the round it is, who acts, what they may do, "
                         "and the rulebook's text for it.", size=15, italic=True)]
    return w.card(controls, identifier="taw-setup")
