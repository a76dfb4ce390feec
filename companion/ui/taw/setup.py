"""The Ancient World's New game panel, made to be done in a few taps: "First game: teach me" at the top, a compact
row per seat (who goes first, the name, the colour: one tap each), the names of earlier games' players as chips
(one tap seats one), and the rest behind one "More" per seat (the city-state side, the starting titan, the seat's
place) and one "Variants" switch, with the rulebook's first-game defaults until someone changes them.

It edits the same draft as the generic form (``app.draft.values``, the raw ``GameSetup``; the intents are
``companion.ui.taw.seating``), so the setup model stays the only judge of a valid setup; the generic form's Start
button shows its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

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
from companion.ui.lang import N_, reader, t, tn
from companion.ui.numbers import chip
from companion.ui.paper.start import earlier_names
from companion.ui.realm.card_entry import choice
from companion.ui.state import AppState
from companion.ui.taw import seating as seats
from companion.ui.taw.card_entry import CardEntry
from companion.ui.taw.tribes import colour_words, icon_data, said_tribe

FIRST_GAME_SIDE = N_("First-game side (no city-state ability)")
#: What every seat starts with, and where the rulebook says so (its Setup section, and "City-State Abilities").
DEFAULTS_NOTE = N_("As the rulebook's Setup advises for a first game: the board's side without a city-state ability, "
                   "and the printed starting titan. Change them under More.")
SEATS_HEADING = N_("Seats, clockwise: tap a flag to go first, a colour to change it")
#: Earlier players offered as chips at most (the most recent games' first): a long history does not push Start down.
MOST_CHIPS = 8


def _titan(row: dict[str, Any]) -> TitanCard:
    """The seat's starting titan: the one entered, else the catalog's printed default."""
    return TitanCard.model_validate(row.get("starting_titan") or catalog().starting_titan_default.model_dump())


def _changed(row: dict[str, Any]) -> str:
    """What a seat holds other than the first-game defaults, in a few words ("" when nothing)."""
    said = []
    if row.get("city_state"):
        said.append(board(reader()).city_state(row["city_state"]).label)
    titan = _titan(row)
    if titan != catalog().starting_titan_default:
        said.append(tn("starting titan: defence {defence}, {n} banner",
                       "starting titan: defence {defence}, {n} banners", len(titan.banners), defence=titan.defence))
    return "; ".join(said)


def _colour_button(app: AppState, rows: list[dict[str, Any]], index: int, who: str) -> ft.Control:
    """The seat's colour as its tribe's shape in that colour; one tap gives it the next colour no other seat holds."""
    colour = rows[index].get("colour") or ""
    tribe = next((t for t in tribes().tribes if t.label == colour), None)
    label = t("{who}'s colour: {colour} (tap for {next})", who=who, colour=colour_words(colour) or t("none"),
              next=colour_words(seats.next_colour(rows, index)))
    face = ft.Icon(icon_data(tribe.id) if tribe else ft.Icons.CIRCLE_OUTLINED, size=30,
                   color=tribe.colour if tribe else ft.Colors.OUTLINE)
    return ft.Semantics(label=label, button=True, content=ft.IconButton(
        icon=face, on_click=w.bind(seats.change_colour, app, index),
        size_constraints=ft.BoxConstraints(min_width=w.TOUCH, min_height=w.TOUCH)))


def _first_button(app: AppState, index: int, who: str, starts: bool, drawn: bool) -> ft.Control:
    """The 1st-player token: filled on the seat that starts; one tap gives it to this seat."""
    label = t("{who} goes first (drawn at random)", who=who) if starts and drawn else t("{who} goes first", who=who)
    return ft.Semantics(label=label, button=True, selected=starts, content=ft.IconButton(
        icon=ft.Icons.FLAG if starts else ft.Icons.OUTLINED_FLAG, on_click=w.bind(seats.choose_first, app, index),
        icon_color=ft.Colors.PRIMARY if starts else ft.Colors.OUTLINE, icon_size=28,
        size_constraints=ft.BoxConstraints(min_width=w.TOUCH, min_height=w.TOUCH)))


def _city_state(app: AppState, row: dict[str, Any], index: int, who: str) -> list[ft.Control]:
    chosen = row.get("city_state")
    options = [(None, t(FIRST_GAME_SIDE)), *((c.id, c.label) for c in board(reader()).city_states)]
    controls: list[ft.Control] = [ft.Text(t("{who}'s city-state side:", who=who), size=16),
                                  ft.Row([choice(t("{who} side: {side}", who=who, side=label), chosen == cid,
                                                 w.bind(seats.set_seat, app, index, "city_state", cid))
                                          for cid, label in options], wrap=True)]
    if chosen:
        city = board(reader()).city_state(chosen)
        controls.append(w.notice(f"{city.label}: {city.text}", identifier=f"city-state-text-{index}"))
    return controls


@ft.component
def _Titan(app: AppState, row: dict[str, Any], index: int, who: str) -> ft.Control:
    """The seat's starting titan in words, and its printed symbols behind a switch."""
    open_, set_open = ft.use_state(False)
    card = _titan(row)
    banners = ", ".join(said_tribe(tribe).text for tribe in card.banners) or t("no banners")
    summary = t("{who}'s starting titan: {name}, defence {defence}, {banners}", who=who,
                name=t(card.said), defence=card.defence, banners=banners)
    why = t("It threatens {who} from round 1: each end of round, {who} feeds it ambrosia or rolls a die per banner.",
            who=who)
    controls: list[ft.Control] = [ft.Text(summary, size=16), ft.Text(why, size=15, italic=True),
                                  w.switch(t("Enter {who}'s starting titan", who=who), open_,
                                           lambda: set_open(not open_))]
    if open_:
        controls.append(CardEntry("titan", card, lambda c: seats.set_seat(app, index, "starting_titan",
                                                                     c.model_dump(mode="json")), []))
    return ft.Column(controls, spacing=8)


def _more(app: AppState, rows: list[dict[str, Any]], index: int, who: str,
          on_moved: Callable[[int], None]) -> list[ft.Control]:
    """A seat's "More": its place in the seat order, its city-state side and its starting titan."""
    def move(step: int) -> None:
        seats.move_seat(app, index, step)
        on_moved(index + step)

    moves = ft.Row([
        w.icon_button(ft.Icons.ARROW_UPWARD, t("Move {who} one seat up", who=who), w.bind(move, -1),
                      disabled=index == 0),
        w.icon_button(ft.Icons.ARROW_DOWNWARD, t("Move {who} one seat down", who=who), w.bind(move, 1),
                      disabled=index == len(rows) - 1),
    ], wrap=True)
    return [moves, *_city_state(app, rows[index], index, who), keyed(_Titan, f"titan-{index}")(app, rows[index],
                                                                                                  index, who)]


def _seat(app: AppState, rows: list[dict[str, Any]], index: int, first: int, drawn: bool,
          opened: int | None, set_opened: Callable[[int | None], None]) -> ft.Control:
    """One seat in a row: the 1st-player token, the name, the colour, "More" and Remove; More (one seat's at a time)
    opens the rest, and follows the seat when it moves."""
    row = rows[index]
    who = row.get("name") or t("Seat {n}", n=index + 1)
    starts, open_ = index == first, index == opened
    more = ft.Semantics(label=t("More for {who}", who=who), button=True, expanded=open_, content=ft.IconButton(
        icon=ft.Icons.EXPAND_LESS if open_ else ft.Icons.TUNE, on_click=w.bind(set_opened, None if open_ else index),
        size_constraints=ft.BoxConstraints(min_width=w.TOUCH, min_height=w.TOUCH)))
    name = w.text_field(t("Seat {n} name", n=index + 1), row.get("name") or "",
                        lambda e: seats.set_seat(app, index, "name", e.control.value or ""), expand=True,
                        max_length=LIMITS["player"])
    name.counter, name.dense = "", True  # a row of its own height: no "3/24" under the name
    line = ft.Row([
        _first_button(app, index, who, starts, drawn),
        name,
        _colour_button(app, rows, index, who),
        more,
        w.icon_button(ft.Icons.CLOSE, t("Remove seat {n} ({who})", n=index + 1, who=who),
                      w.bind(_remove, app, index, set_opened)),
    ], spacing=0, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    controls: list[ft.Control] = [line]
    if starts:
        first_words = t("Seat {n}: {who} - goes first (drawn at random)", n=index + 1, who=who) if drawn \
            else t("Seat {n}: {who} - goes first", n=index + 1, who=who)
        controls.append(ft.Text(first_words, size=14, italic=True))
    if changed := _changed(row):
        controls.append(ft.Text(changed, size=14))
    if open_:
        controls += _more(app, rows, index, who, set_opened)
    return ft.Semantics(identifier=f"taw-seat-{index}", container=True, key=f"seat-{index}",
                        content=ft.Column(controls, spacing=2))


def _remove(app: AppState, index: int, set_opened: Callable[[int | None], None]) -> None:
    """Remove a seat and close any seat's More (the seats after it move up one)."""
    seats.remove_seat(app, index)
    set_opened(None)


def _chips(app: AppState, rows: list[dict[str, Any]]) -> list[ft.Control]:
    """The names of earlier games' players not seated yet, one tap each (while a seat is free or one more fits)."""
    if not seats.can_seat_more(app.draft.values):
        return []
    seated = {str(r.get("name") or "").strip().casefold() for r in rows if not seats.unnamed(r)}
    names = [n for n in earlier_names(app) if n.casefold() not in seated][:MOST_CHIPS]
    if not names:
        return []
    return [ft.Text(t("Earlier players (one tap seats one):"), size=15),
            ft.Semantics(identifier="earlier-players", container=True, content=ft.Row(
                [chip(t("Add {name}", name=n), n, False, w.bind(seats.seat_player, app, n)) for n in names],
                wrap=True, spacing=4, run_spacing=4))]


@ft.component
def _Variants(values: dict[str, Any]) -> ft.Control:
    """The variants behind one switch that says which are on."""
    app = use_app()
    open_, set_open = ft.use_state(False)
    variants = Variants.model_validate(values.get("variants") or {})
    texts = guide(reader()).variants
    on = [texts[n].title for n in Variants.model_fields if getattr(variants, n)]
    controls: list[ft.Control] = [w.switch(t("Show the variants ({names} on)", names=", ".join(on) or t("none")), open_,
                                           lambda: set_open(not open_))]
    if open_:
        for name in Variants.model_fields:
            flag = bool(getattr(variants, name))
            controls += [w.switch(t("Variant {name}", name=texts[name].title), flag,
                                  w.bind(app.set_option, f"variants.{name}", not flag)),
                         ft.Text(texts[name].text, size=15, italic=True)]
    return ft.Column(controls, spacing=4)


@ft.component
def TawSetup() -> ft.Control:
    """The Ancient World's setup panel on the New game screen."""
    app = use_app()
    ft.use_effect(app.lists_opened, [], cleanup=app.lists_closed)
    opened, set_opened = ft.use_state(cast(int | None, None))
    values = app.draft.values
    rows = seats.rows_of(values)
    first = int(values.get("first_player") or 0)
    drawn = bool(values.get("first_player_drawn"))
    teaching = bool(values.get("teaching"))
    controls: list[ft.Control] = [
        w.switch(t("First game: teach me"), teaching, w.bind(app.set_option, "teaching", not teaching)),
        ft.Text(t("A panel at the table explains each step of the round."), size=14, italic=True),
        ft.Row([ft.Container(w.heading(t(SEATS_HEADING), size=16), expand=True),
                w.icon_button(ft.Icons.CASINO, t("Random first player"), w.bind(seats.choose_first_at_random, app))],
               spacing=0),
        *[_seat(app, rows, i, first, drawn, opened, set_opened) for i in range(len(rows))],
        *_chips(app, rows),
        w.button(t("Add a seat"), w.bind(seats.add_seat, app), icon=ft.Icons.PERSON_ADD,
                 disabled=len(rows) >= seats.MOST_SEATS),
        ft.Text(t(DEFAULTS_NOTE), size=14, italic=True),
        _Variants(values),
    ]
    return ft.Semantics(identifier="taw-setup", container=True, content=ft.Column(controls, spacing=6))
