"""Amounts in words, one way for every game and screen: ``1 coin``, ``3 coins``, ``2 food``, ``2 dice``, and lists
joined as a person says them (``3 coins and 1 knowledge``)."""

from __future__ import annotations

from collections.abc import Sequence

#: Nouns said the same for any number ("2 food", "3 knowledge").
UNCOUNTED = frozenset({"food", "capacity", "army limit", "knowledge", "ambrosia", "loot"})
#: Nouns whose plural is not the noun with an "s".
IRREGULAR = {"spy": "spies", "explore bonus": "explore bonuses", "die": "dice", "damage die": "damage dice",
             "army": "armies"}


def plural(n: int, noun: str, many: str | None = None) -> str:
    """``n`` and ``noun``, in the plural unless ``n`` is 1; ``many`` when the plural is irregular and not listed."""
    if n == 1 or noun in UNCOUNTED:
        return f"{n} {noun}"
    return f"{n} {many or IRREGULAR.get(noun, noun + 's')}"


def joined(parts: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


#: The ordinal suffixes of 1 to 3 (every other place, the teens included, takes "th").
_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` ... ``11th``, ``12th``, ``13th``, ``21st``."""
    suffix = "th" if 10 <= n % 100 <= 20 else _SUFFIX.get(n % 10, "th")
    return f"{n}{suffix}"
