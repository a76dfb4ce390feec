"""Amounts as messages: ``3 coins`` / ``3 Münzen``, said by the reader's plural rules (they replace the hand-made
English pluraliser). ``amount(3, "coin")`` is a message; its noun is one of :data:`NOUNS`."""

from __future__ import annotations

from functools import lru_cache

from companion.words.message import Msg
from companion.words.texts import Text, ntext, text

#: Every counted noun a message says, by its English singular.
NOUNS: dict[str, Text] = {
    "ambrosia": ntext("amount.ambrosia", "{n} ambrosia", "{n} ambrosia"),
    "ambrosia sword": ntext("amount.ambrosia_sword", "{n} ambrosia sword", "{n} ambrosia swords"),
    "army": ntext("amount.army", "{n} army", "{n} armies"),
    "army limit": ntext("amount.army_limit", "{n} army limit", "{n} army limit"),
    "arrow": ntext("amount.arrow", "{n} arrow", "{n} arrows"),
    "blue token": ntext("amount.blue_token", "{n} blue token", "{n} blue tokens"),
    "capacity": ntext("amount.capacity", "{n} capacity", "{n} capacity"),
    "card": ntext("amount.card", "{n} card", "{n} cards"),
    "citizen": ntext("amount.citizen", "{n} citizen", "{n} citizens"),
    "civil action": ntext("amount.civil_action", "{n} civil action", "{n} civil actions"),
    "coin": ntext("amount.coin", "{n} coin", "{n} coins"),
    "coin symbol": ntext("amount.coin_symbol", "{n} coin symbol", "{n} coin symbols"),
    "damage die": ntext("amount.damage_die", "{n} damage die", "{n} damage dice"),
    "damaged empire card": ntext("amount.damaged_empire_card", "{n} damaged empire card",
                                 "{n} damaged empire cards"),
    "die": ntext("amount.die", "{n} die", "{n} dice"),
    "district": ntext("amount.district", "{n} district", "{n} districts"),
    "empire card": ntext("amount.empire_card", "{n} empire card", "{n} empire cards"),
    "explore bonus": ntext("amount.explore_bonus", "{n} explore bonus", "{n} explore bonuses"),
    "food": ntext("amount.food", "{n} food", "{n} food"),
    "knowledge": ntext("amount.knowledge", "{n} knowledge", "{n} knowledge"),
    "loot": ntext("amount.loot", "{n} loot", "{n} loot"),
    "military action": ntext("amount.military_action", "{n} military action", "{n} military actions"),
    "point": ntext("amount.point", "{n} point", "{n} points"),
    "repair": ntext("amount.repair", "{n} repair", "{n} repairs"),
    "resource": ntext("amount.resource", "{n} resource", "{n} resources"),
    "set": ntext("amount.set", "{n} set", "{n} sets"),
    "star": ntext("amount.star", "{n} star", "{n} stars"),
    "starving citizen": ntext("amount.starving_citizen", "{n} starving citizen", "{n} starving citizens"),
    "sword": ntext("amount.sword", "{n} sword", "{n} swords"),
    "titan": ntext("amount.titan", "{n} titan", "{n} titans"),
    "turn": ntext("amount.turn", "{n} turn", "{n} turns"),
}


@lru_cache(maxsize=1024)
def amount(n: int, noun: str) -> Msg:
    """``n`` of ``noun`` (a key of :data:`NOUNS`) as a message: ``3 coins``, ``1 knowledge``.

    Remembered: the same two values always make the same (frozen) message, and the engines say the same few amounts
    in every move they judge (a third of the messages a random game makes; issue 24, point 5)."""
    return NOUNS[noun](n=n)


#: A place as English says it: 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st (the reader's language has its own:
#: German says every place "{n}.").
PLACES: dict[str, Text] = {
    "st": text("place.st", "{n}st"),
    "nd": text("place.nd", "{n}nd"),
    "rd": text("place.rd", "{n}rd"),
    "th": text("place.th", "{n}th"),
}


def ordinal(n: int) -> Msg:
    """The place ``n`` as a message: ``1st``, ``2nd``, ``11th``, ``21st`` / ``1.``, ``2.``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return PLACES[suffix](n=n)
