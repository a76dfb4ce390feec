"""A clock the server tests move by hand (the budget's and the address cap's time, without waiting)."""

from __future__ import annotations


class Clock:
    """A clock the test moves by hand: call it for the time, set ``now`` to move it."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now
