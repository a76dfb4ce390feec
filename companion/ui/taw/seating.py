"""The Ancient World's New game seats as the form changes them: names (an earlier player's in one tap), a free colour
for every seat, seat order, who starts (or at random), seats added and removed.

Every change goes through :func:`_set_rows`, which gives each seat without a colour of its own the first palette
colour no other seat holds, so two seats never share a colour and a player never has to pick one. The setup model
(``companion.taw.setup.GameSetup``) stays the judge of a valid setup; these intents only edit the draft.
"""

from __future__ import annotations

import random
import re
from typing import Any

from companion.taw.data import tribes
from companion.ui.state import AppState

#: The most seats a game of The Ancient World takes (the setup model says the same: 2-4).
MOST_SEATS = 4
#: A seat's name before anyone gave it one: empty, or the form's "Player 2" (``companion.ui.forms.new_row``).
_UNNAMED = re.compile(r"(Player \d+)?")


def rows_of(values: dict[str, Any]) -> list[dict[str, Any]]:
    """A copy of the draft's seats, in seat order."""
    return [dict(r) for r in values.get("players", [])]


def palette() -> list[str]:
    """The colours a seat may take, in the palette's order (the tribes' labels)."""
    return [t.label for t in tribes().tribes]


def with_free_colours(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``rows`` with every seat holding a colour of its own: a seat with none, or with one an earlier seat holds,
    gets the first palette colour no seat holds."""
    held: set[str] = set()
    out = []
    for row in rows:
        colour = row.get("colour") or ""
        if not colour or colour in held:
            colour = next((c for c in palette() if c not in held and c not in _colours(rows)), colour)
        held.add(colour)
        out.append({**row, "colour": colour})
    return out


def _colours(rows: list[dict[str, Any]]) -> set[str]:
    return {r.get("colour") or "" for r in rows}


def starting_draft(values: dict[str, Any]) -> dict[str, Any]:
    """The form's first values for The Ancient World: the generic defaults, each seat with a colour of its own."""
    return {**values, "players": with_free_colours(rows_of(values))}


def _set_rows(app: AppState, rows: list[dict[str, Any]]) -> None:
    app.set_option("players", with_free_colours(rows))


def set_seat(app: AppState, index: int, name: str, value: Any) -> None:
    """Change one value of one seat."""
    rows = rows_of(app.draft.values)
    rows[index][name] = value
    _set_rows(app, rows)


def unnamed(row: dict[str, Any]) -> bool:
    """Whether the seat still has the name the form gave it (empty, or "Player 2"), not a player's."""
    return _UNNAMED.fullmatch(str(row.get("name") or "").strip()) is not None


def can_seat_more(values: dict[str, Any]) -> bool:
    """Whether an earlier player's name has somewhere to go: a seat not yet named, or room for one more seat."""
    rows = rows_of(values)
    return any(unnamed(r) for r in rows) or len(rows) < MOST_SEATS


def seat_player(app: AppState, name: str) -> None:
    """Seat an earlier player in one tap: in the first seat not yet named, else in a new seat at the end (while the
    game has room); the seat keeps (or gets) a colour no other seat holds."""
    rows = rows_of(app.draft.values)
    index = next((i for i, r in enumerate(rows) if unnamed(r)), None)
    if index is None:
        if len(rows) >= MOST_SEATS:
            return
        app.add_player()
        rows = rows_of(app.draft.values)
        index = len(rows) - 1
    rows[index]["name"] = name
    _set_rows(app, rows)


def add_seat(app: AppState) -> None:
    """Add a seat to be named by typing (a new player), with a free colour."""
    app.add_player()
    _set_rows(app, rows_of(app.draft.values))


def next_colour(rows: list[dict[str, Any]], index: int) -> str:
    """The colour one tap on the seat's colour gives it: the next one in the palette that no other seat holds."""
    others = {r.get("colour") for i, r in enumerate(rows) if i != index}
    colours = palette()
    mine = rows[index].get("colour") or ""
    start = colours.index(mine) + 1 if mine in colours else 0
    return next((c for c in colours[start:] + colours[:start] if c not in others), mine)


def change_colour(app: AppState, index: int) -> None:
    """Give the seat the next free colour (one tap; the palette always has one more colour than seats)."""
    rows = rows_of(app.draft.values)
    rows[index]["colour"] = next_colour(rows, index)
    _set_rows(app, rows)


def choose_first(app: AppState, seat: int, *, drawn: bool = False) -> None:
    """Make ``seat`` the first player; the draft keeps whether it was drawn at random, so a reload still says so."""
    app.set_option("first_player", seat)
    app.set_option("first_player_drawn", drawn)


def choose_first_at_random(app: AppState, rng: random.Random | None = None) -> int:
    """Draw the first player once and save the seat in the setup, so the game replays the same."""
    seat = (rng or random.SystemRandom()).randrange(len(rows_of(app.draft.values)))
    choose_first(app, seat, drawn=True)
    return seat


def move_seat(app: AppState, index: int, step: int) -> None:
    """Move a seat earlier or later; the first player stays the same person."""
    rows = rows_of(app.draft.values)
    target = index + step
    if not 0 <= target < len(rows):
        return
    first = int(app.draft.values.get("first_player") or 0)
    first = target if first == index else index if first == target else first
    rows[index], rows[target] = rows[target], rows[index]
    _set_rows(app, rows)
    app.set_option("first_player", first)


def remove_seat(app: AppState, index: int) -> None:
    """Remove a seat; the first player stays the same person (the next seat, not drawn, when it is the one removed)."""
    first = int(app.draft.values.get("first_player") or 0)
    app.remove_player(index)
    if first == index:
        choose_first(app, first if first < len(rows_of(app.draft.values)) else 0)
    else:
        app.set_option("first_player", first - 1 if first > index else first)
