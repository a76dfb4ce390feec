"""The seat policy (issue 12, Seats): a device with no seat acts for anyone; a seat phone for its own player always,
for the others only while the game lets it."""

from __future__ import annotations

import pytest

from companion.core.seats import OTHER_SEAT, UNDONE, seat_verdict
from tests.said import codes

NAMES = ("Ann", "Bo", "Cy")


@pytest.mark.parametrize(("seat", "player", "others_allowed"), [
    (None, 1, False),  # the tablet in the middle
    (0, 0, False),  # Ann's own move
    (0, 1, True),  # we trust each other
    (0, None, False),  # no one's: a correction, a card the table turned face up
])
def test_allowed(seat: int | None, player: int | None, others_allowed: bool) -> None:
    verdict = seat_verdict(seat, player, NAMES, others_allowed=others_allowed)
    assert verdict and verdict.reason is None and verdict.code is None


def test_another_players_move_from_a_seat_phone_is_refused_with_the_reason() -> None:
    verdict = seat_verdict(0, 1, NAMES, others_allowed=False)
    assert not verdict and verdict.code == OTHER_SEAT == "other_seat"
    assert codes(verdict.said) == "other_seat(mine='Ann', theirs='Bo', doing=core.seat.made)"


def test_the_refusal_says_what_was_refused() -> None:
    verdict = seat_verdict(2, 0, NAMES, others_allowed=False, doing=UNDONE())
    assert verdict.reason is not None and verdict.reason.startswith(
        "This is Cy's phone: Ann's moves are undone on Ann's phone or on a device with no seat")
    assert codes(verdict.said) == "other_seat(mine='Cy', theirs='Ann', doing=core.seat.undone)"


def test_a_seat_beyond_the_names_is_still_said_in_words() -> None:
    verdict = seat_verdict(0, 5, NAMES, others_allowed=False)
    assert verdict.reason is not None and "Player 6's moves are made on Player 6's phone" in verdict.reason
