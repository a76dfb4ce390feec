"""A move's inputs and the answers to them: what each decision is, the answer given or its default, and what a move
still needs before it can be confirmed (:func:`missing`).

A card is answered only once something printed on it is entered: a count tapped (its 0 included: a zero is a choice,
never a default), a banner, its name; or once it is given whole (picked from a face-up row or by name, or a card
the table knows). What was entered is kept beside the card, under :func:`entered_key`: the symbols tapped, or None
for a card given whole. Until then :func:`missing` says what to enter, with a stable code, and no action is built.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard
from companion.words import Msg, text

InputKind = Literal["citizen", "number", "choice", "toggle", "card", "picks"]
Values = Mapping[str, Any]

#: The highest count a number input offers (no printed value or sensible purchase is larger).
MOST = 12
@dataclass(frozen=True)
class Option:
    """One choice of a choice or picks input: the value the action gets, its words, and ``short``: the few
    characters a small chip draws (a citizen's skill), the words staying its name."""

    value: Any
    label: Msg
    short: Msg | None = None
    #: Other answers this option gives with it (a card picked from the empire row is stored "from the row").
    also: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class Input:
    """One decision of a move.

    ``key`` is the action's field (dotted for a nested one: ``choice.card``); ``optional`` names the switch that
    turns the input on (off: the field is None; inputs naming the same switch share it); ``advanced`` inputs sit
    behind "Ambrosia options"; a ``required`` input has no default: the action cannot be built until it is
    answered. A card input's ``options`` are the cards the table has face up where the move takes one from; a card
    input is answered once something printed on it is entered (a tap on a count, its 0 included, a banner, its name),
    or it is picked whole, and ``needs`` are the symbols that must be entered whatever else is (a titan's defence).
    """

    key: str
    kind: InputKind
    label: Msg
    default: Any = None
    options: tuple[Option, ...] = ()
    least: int = 0
    most: int = MOST
    card: Literal["empire", "district", "military", "titan"] | None = None
    decks: tuple[str, ...] = ()
    optional: Msg | None = None
    optional_default: bool = True
    advanced: bool = False
    required: bool = False
    needs: tuple[str, ...] = ()


def blank_card(item: Input) -> EmpireCard | DistrictCard | MilitaryCard | TitanCard:
    """A card of the input's kind with nothing printed on it yet (an empire card of this round's deck)."""
    if item.card == "empire":
        return EmpireCard.model_validate({"deck": item.decks[0] if item.decks else "A"})
    Blank = type[DistrictCard | MilitaryCard | TitanCard]
    blanks: dict[str, Blank] = {"district": DistrictCard, "military": MilitaryCard, "titan": TitanCard}
    return blanks[item.card or "district"]()


def switch_key(item: Input) -> str:
    """Where the answers keep whether the switch an optional input hangs on is on: by the switch's words' code, so
    the inputs one switch turns on (Cripta Ship's card and where it comes from) share it."""
    return f"?{item.optional.code}" if item.optional is not None else "?"


def switched_on(item: Input, values: Values) -> bool:
    """Whether ``item`` is asked: it hangs on no switch, or its switch is on."""
    return item.optional is None or bool(values.get(switch_key(item), item.optional_default))


def answer(item: Input, values: Values) -> Any:
    """The answer to one input: the value given, or its default (a card input's default is a blank card)."""
    if not switched_on(item, values):
        return None
    if item.key in values:
        return values[item.key]
    if item.kind == "card" and item.default is None:
        return blank_card(item)
    return item.default

_ENTER_CARD = text("taw.input.enter_card", "Enter the card's cost or its symbols")
#: What a card input with nothing entered asks for, by its kind of card.
_ENTER = {"empire": _ENTER_CARD, "military": _ENTER_CARD,
          "district": text("taw.input.enter_district", "Enter the district's symbols"),
          "titan": text("taw.input.enter_titan", "Enter the titan's symbols")}
ENTER_SYMBOL = text("taw.input.enter_symbol", "Enter {symbol}")
#: A symbol a card input needs, in words.
_NEEDED = {"defence": text("taw.input.titan_defence", "the titan's defence")}
CHOOSE = text("taw.input.choose", "Choose: {label}")


@dataclass(frozen=True)
class Missing:
    """What a move needs before it can be confirmed: a stable ``code`` and the words the screen shows."""

    code: Literal["input_not_chosen", "card_not_entered", "symbol_not_entered"]
    message: Msg


def entered_key(item: Input) -> str:
    """Where the answers keep what was entered of a card input's card (beside the card itself)."""
    return f"{item.key}:entered"


def card_marks(item: Input, values: Values) -> tuple[str, ...] | None:
    """What was entered of ``item``'s card: the symbols entered (empty: nothing yet), or None for a card given
    whole (picked from a row or by name, or the card the table already knows: the input's default)."""
    if item.key not in values:
        return None if item.default is not None else ()
    marks = values.get(entered_key(item))
    return None if marks is None else tuple(marks)


def card_missing(item: Input, values: Values) -> Missing | None:
    """What a card input still needs (:func:`missing`'s verdict for one card), or None."""
    marks = card_marks(item, values)
    if marks is None:
        return None
    unentered = [n for n in item.needs if n not in marks]
    if unentered:
        needed = _NEEDED.get(unentered[0])
        return Missing("symbol_not_entered" if marks else "card_not_entered",
                       ENTER_SYMBOL(symbol=needed() if needed else unentered[0]))
    if not marks:
        return Missing("card_not_entered", _ENTER[item.card or "empire"]())
    return None


def missing(given: tuple[Input, ...], values: Values) -> Missing | None:
    """The first thing the move still needs, or None when it can be built: a required choice not made, a card with
    nothing entered, a symbol a card needs (a titan's defence) not entered. Inputs not asked (switched off, or the
    action's own choices while the citizen only takes the space's ambrosia) need nothing."""
    choices_asked = bool(values.get("perform", True))
    for item in given:
        if not switched_on(item, values) or not (choices_asked or item.advanced or item.kind == "citizen"):
            continue
        if item.required and answer(item, values) is None:
            return Missing("input_not_chosen", CHOOSE(label=item.label))
        if item.kind == "card" and (lack := card_missing(item, values)) is not None:
            return lack
    return None


#: A titan drawn onto a board at a round's start (Prepare: Titans), entered like the one an attack targets.
TITAN_DRAWN = Input("card", "card", text("taw.input.titan_drawn", "The titan drawn")(), card="titan",
                    needs=("defence",))
