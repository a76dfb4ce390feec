"""This device's seat in the open game ("This is Ann's phone", or none: it plays for everyone), chosen on the table.

The seat is this browser's choice, saved in its preferences per game, so a reload or a restarted server keeps it.
Whether a seat phone may act for the other players is the game's option, saved with the game, so every device has
the same; the refusal itself is ``companion.core.seats``'s, asked through ``AppState``. The table's first line
carries the seat's button (the choice opens in the table's place); below it, the seat's player is told in a bright
band when the game waits on them. A seat phone shows its player's book in full and folds the others' away.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from companion import runtime
from companion.ui import widgets as w
from companion.ui.lang import N_, reader, t
from companion.ui.preferences import preferences, saved, until_left
from companion.ui.screens.transfer import SERVER_ONLY
from companion.ui.state import AppState

#: The browser's saved seat in one game: this prefix and the game's id; the value is the seat's index.
SEAT_KEY = "companion.seat."
#: How long to wait for the browser's saved seat, and how many times to ask (it answers in milliseconds).
ANSWER_SECONDS = 2.0
ASKS = 3
#: The option's switch, in words.
OPTION = N_("Seat phones may act for other players")
#: Everyone's device, in words.
NO_SEAT = N_("No seat: this device plays for everyone")


def seat_label(name: str) -> str:
    """The words of the choice that makes this device ``name``'s phone."""
    return t("This is {name}'s phone", name=name)


def turn_banner(app: AppState, acting: int | None, deciding: bool) -> ft.Control | None:
    """On a seat phone whose player the game waits on, the band that says so ("Your turn, Ann"); on one whose player
    may not act for ``acting``, the line saying where that player's moves are made; else nothing."""
    seat, current = app.seat, app.current
    if seat is None or acting is None or current is None:
        return None
    names = current.info.players
    if acting != seat:
        verdict = app.seat_verdict(acting)
        if verdict:
            return None
        other = names[acting]
        return ft.Semantics(identifier="seat-elsewhere", label=t(verdict.said) if verdict.said else None,
                            exclude_semantics=True,
                            content=ft.Row([ft.Icon(ft.Icons.BLOCK, size=18),
                                            ft.Text(t("{name}'s moves are made on {name}'s phone or on a device "
                                                      "with no seat.", name=other), size=14, italic=True,
                                                    expand=True)], spacing=6))
    said = t("Your decision, {name}", name=names[seat]) if deciding else t("Your turn, {name}", name=names[seat])
    return ft.Semantics(identifier="your-turn", label=said, exclude_semantics=True, content=ft.Container(
        ft.Row([ft.Icon(ft.Icons.TOUCH_APP, color=ft.Colors.ON_PRIMARY),
                ft.Text(said, size=20, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_PRIMARY, expand=True,
                        max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)], spacing=8),
        bgcolor=ft.Colors.PRIMARY, border_radius=10, padding=ft.Padding.symmetric(horizontal=12, vertical=8)))


def use_saved_seat(app: AppState, game_id: str) -> None:
    """Read this browser's saved seat in ``game_id`` once its screens open, whichever screen opens first (a seat
    phone opened on the Log or the End of round must not act as a device with no seat until the Table renders); a
    game without seats (a solo game) asks nothing."""

    opened = app.current is not None and app.current.id == game_id  # asked once the game is open (read off the loop)

    @until_left
    async def load() -> None:
        game = app.game
        seated = opened and game is not None and bool(game.kind.players(game.state))  # a solo game has no seat
        if game_id and seated and game_id not in app.seats:
            app.seat_saved(game_id, await saved(SEAT_KEY + game_id, asks=ASKS, seconds=ANSWER_SECONDS))

    ft.use_effect(load, [game_id, opened])


@ft.component
def SeatFrame(app: AppState, heading: ft.Control, body: ft.Control, acting: int | None,
              deciding: bool = False) -> ft.Control:
    """A game's table with this device's seat: its first line, ``heading`` (the round, whose turn) and the seat's
    button; the turn band (``turn_banner``); then ``body``, or while the seat is being chosen, the choice in its place
    (``body`` kept, hidden, so a move being entered stays). ``acting``: the seat the game waits on (None: no one);
    ``deciding``: on a decision rather than a move."""
    choosing, set_choosing = ft.use_state(False)
    current = app.current
    assert current is not None
    seat = app.seat
    now = t(NO_SEAT) if seat is None else t("{name}'s phone", name=current.info.players[seat])
    button = w.icon_button(ft.Icons.PHONE_ANDROID if seat is not None else ft.Icons.DEVICES,
                           t("Whose phone is this? Now: {now}", now=now), lambda: set_choosing(not choosing))
    line = ft.Row([ft.Container(heading, expand=True), button], spacing=4,
                  vertical_alignment=ft.CrossAxisAlignment.CENTER)
    band = turn_banner(app, acting, deciding)
    picker = [w.scrolling(seat_picker(app, lambda: set_choosing(False)), key="seat-picker")] if choosing else []
    # Keyed: the band and the choice come and go above the table, which must stay the same control (a move being
    # entered in it is kept).
    return ft.Column([line, *([ft.Container(band, key="band")] if band is not None else []), *picker,
                      ft.Container(body, expand=True, visible=not choosing, key="table")], expand=True, spacing=6)


@ft.component
def OthersFolded(names: list[str], books: list[ft.Control]) -> ft.Control:
    """On a seat phone, the other players' books behind one tap ("Show Bo, Cy and Dee in full"), folded at first:
    their compact rows stay in view and the table in front of the player shows the rest. A phone then lays out,
    and is sent, one book at each step instead of four (docs/performance.md)."""
    shown, set_shown = ft.use_state(False)
    who = reader().joined(names)
    button = w.button(t("Hide {names}", names=who) if shown else t("Show {names} in full", names=who),
                      lambda: set_shown(lambda now: not now),
                      icon=ft.Icons.EXPAND_LESS if shown else ft.Icons.EXPAND_MORE)
    return ft.Column([button, *(books if shown else [])], spacing=10)


def seat_picker(app: AppState, close: Callable[[], None]) -> ft.Control:
    """The choice of this device's seat (one tap each, the current one filled and ticked) and the game's option."""
    current = app.current
    assert current is not None
    key = SEAT_KEY + current.id

    def choose(seat: int | None) -> Callable[[], Awaitable[None]]:
        async def chosen() -> None:
            app.take_seat(seat)
            close()
            if seat is None:
                await preferences().remove(key)
            else:
                await preferences().set(key, seat)
        return chosen

    async def switched(e: ft.Event[ft.Switch]) -> None:
        await app.let_seats_act_for_others(bool(e.control.value))

    if runtime.in_browser():  # one device, no server: no phone of another player can be seated here
        return w.card([w.heading(t("Whose phone is this?"), size=20), ft.Text(t(SERVER_ONLY), size=16),
                       w.button(t("Close"), close, icon=ft.Icons.CLOSE)], identifier="seat-picker")
    seat = app.seat
    choices = [w.button(seat_label(name), choose(i), primary=i == seat, icon=ft.Icons.CHECK if i == seat else
                        ft.Icons.PHONE_ANDROID) for i, name in enumerate(current.info.players)]
    choices.append(w.button(t(NO_SEAT), choose(None), primary=seat is None,
                            icon=ft.Icons.CHECK if seat is None else ft.Icons.DEVICES))
    allowed = current.info.options.seats_act_for_others
    return w.card([
        w.heading(t("Whose phone is this?"), size=20),
        ft.Row(choices, wrap=True, spacing=8, run_spacing=8),
        w.switch(t(OPTION), allowed, switched),
        ft.Text(t("The same on every device of this game. Off: a phone with a seat makes only its player's moves "
                  "and decisions; a device with no seat makes anyone's."), size=14, italic=True),
        w.button(t("Close"), close, icon=ft.Icons.CLOSE),
    ], identifier="seat-picker")
