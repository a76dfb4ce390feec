"""Which device may act for which player: a phone can be one player's seat, a device with no seat plays for everyone.

A seat phone acts for the other players too unless the game's option says otherwise ("we trust each other" is the
default); with it off, a seat phone makes, undoes and redoes only its own player's moves and decisions. This is a
table's choice, not a rule of any game, so it lives here, once, for every kind: the UI asks it before the tap and
again when the tap arrives.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core.errors import RuleError, Verdict
from companion.core.names import UNNAMED_SEAT
from companion.words import Msg, Param, refusal, text

REFUSED = refusal("other_seat", "This is {mine}'s phone: {theirs}'s {doing} on {theirs}'s phone or on a device with no "
                  "seat (this game lets seat phones act only for their own player)")
#: The code of a move refused because it is another player's and this device is a seat phone.
OTHER_SEAT = REFUSED.code
#: What a seat phone may not do for another player: the message a caller gives as ``doing``.
MADE = text("core.seat.made", "moves are made")
UNDONE = text("core.seat.undone", "moves are undone")
REDONE = text("core.seat.redone", "moves are redone")


def seat_verdict(seat: int | None, player: int | None, names: Sequence[str], *, others_allowed: bool,
                 doing: Msg | None = None) -> Verdict:
    """Whether the device whose seat is ``seat`` (None: no seat) may act for ``player`` (None: no one's, such as a
    correction or a card the table turned face up); ``doing`` says what is refused (:data:`UNDONE`'s message: "moves are
    undone"; None: :data:`MADE`'s)."""
    if seat is None or player is None or player == seat or others_allowed:
        return Verdict()
    mine, theirs = _name(names, seat), _name(names, player)
    return Verdict(RuleError(REFUSED(mine=mine, theirs=theirs, doing=doing or MADE())))


def _name(names: Sequence[str], seat: int) -> Param:
    return names[seat] if 0 <= seat < len(names) else UNNAMED_SEAT(n=seat + 1)
