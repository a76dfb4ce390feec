"""A new game's name never silently the same as a saved game's: Home lists games by name, so a second "The Ancient
World: Ann, Bo, Cy" gets its date, "The Ancient World: Ann, Bo, Cy (3 Dec)", and a third that day a number too,
"(3 Dec, 2)". Names are compared with case ignored, as players' names are."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from itertools import count

from companion.core.names import fitted_name


def distinct_name(name: str, taken: Iterable[str], day: date) -> str:
    """``name``, or, when a saved game has it, ``name`` with ``day`` (and then a number) that none has, cut to fit the
    game name's limit so the date stays whole."""
    names = {t.casefold() for t in taken}
    if name.casefold() not in names:
        return name
    when = f"{day.day} {day:%b}"
    suffixes = (f" ({when})" if n == 1 else f" ({when}, {n})" for n in count(1))
    dated = (fitted_name(name, "game", room=len(suffix)) + suffix for suffix in suffixes)
    return next(candidate for candidate in dated if candidate.casefold() not in names)
