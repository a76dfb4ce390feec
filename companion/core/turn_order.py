"""A game's order of play as its rulebook lays it out, for the Rules guide that teaches it: the parts (setup, the
phases of a round or the steps of a turn, game end) in order, each step in plain words with the rulebook's own text.

Each game's order is rules data, validated here: a game's own ``order.json`` (:data:`ORDER_FILES`), or built by the
module of :data:`ORDER_MODULES` from the game's guide (The Ancient World's live checklist shares its steps).
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import cast

from pydantic import Field, field_validator

from companion.core.rules_data import RulesModel, load
from companion.words import Translator, english
from companion.words.rules import said


class OrderStep(RulesModel):
    """One step: the rulebook's name for it (with the rulebook's number, when it gives one), what it is for in plain
    words, and the rulebook's section and text."""

    title: str = Field(min_length=1)
    plain: str = Field(min_length=1)
    section: str = Field(min_length=1)
    text: str = Field(min_length=1)


class OrderPart(RulesModel):
    """One part of the game in the rulebook's order (Setup, Prepare, Player Actions, End of Round, Game End): its
    name, what it is for in plain words, and its steps in order."""

    title: str = Field(min_length=1)
    plain: str = Field(min_length=1)
    steps: tuple[OrderStep, ...] = Field(min_length=1)


class TurnOrder(RulesModel):
    """A game's whole order of play."""

    title: str = Field(min_length=1)
    #: The rulebook the texts are quoted from.
    rulebook: str = Field(min_length=1)
    parts: tuple[OrderPart, ...] = Field(min_length=2)

    @field_validator("parts")
    @classmethod
    def _distinct(cls, parts: tuple[OrderPart, ...]) -> tuple[OrderPart, ...]:
        """Each part once: a guide that names a part twice would teach two orders."""
        titles = [p.title for p in parts]
        if twice := sorted({t for t in titles if titles.count(t) > 1}):
            raise ValueError(f"parts named twice: {', '.join(twice)}")
        return parts


#: Game kind id -> the rules data file of its order of play.
ORDER_FILES: dict[str, str] = {
    "ancient-realm": "ancient_realm/order.json",
    "through-the-ages": "through_the_ages/order.json",
}
#: Game kind id -> the module whose ``turn_order()`` builds its order of play (imported on first use).
ORDER_MODULES: dict[str, str] = {"the-ancient-world": "companion.taw.guide"}


@cache
def _order_file(name: str) -> TurnOrder:
    """An order of play as its file says it (English, the source of every language's)."""
    return load(name, TurnOrder)


def turn_order(kind_id: str, reader: Translator | None = None) -> TurnOrder | None:
    """The order of play of the game ``kind_id`` in ``reader``'s language (English when none is given), or None for
    a kind the guide does not teach (a paper sheet)."""
    if kind_id in ORDER_FILES:
        return said(_order_file(ORDER_FILES[kind_id]), ORDER_FILES[kind_id], reader or english())
    module = ORDER_MODULES.get(kind_id)
    return None if module is None else cast(TurnOrder, import_module(module).turn_order(reader))
