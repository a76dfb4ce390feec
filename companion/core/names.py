"""The one validation of every name a person types: games, players and cards, in the store, imports, files and UI.

A name is valid Unicode text (no lone surrogate or noncharacter), has no control, format-direction or
line-separator characters (they garble terminals, logs and the page), no private-use characters (the app draws
its printed game symbols with them, so a name holding one would show a coin or a banner), no more than
:data:`MAX_MARKS` combining marks on one character, is trimmed and NFC-normalised, and fits a length limit. A
refusal is a :class:`NameProblem` with a stable ``code`` and the reason in words; the pydantic types
(:data:`PlayerName`, :data:`GameName`, :data:`CardName`) apply the same check inside models.
"""

from __future__ import annotations

import itertools
import unicodedata
from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, WithJsonSchema

from companion.words import Msg, english, text

NameKind = Literal["player", "game", "card"]

#: The longest name of each kind, in characters (a player's name fits a seat's row on a phone).
LIMITS: dict[NameKind, int] = {"player": 24, "game": 80, "card": 60}

#: Unicode categories never allowed in a name: control characters, lone surrogates, line and paragraph
#: separators, and format characters (invisible ones such as U+200B, and the bidirectional overrides that make
#: text read in another order than it is stored), so "Ann" and "Ann" plus an invisible character are never two
#: names that look alike.
_FORBIDDEN_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp", "Cf"})
#: The one format character a name may hold: the zero-width joiner, between two characters that are not
#: spaces (it joins emoji such as a family or a flag sequence).
_JOINER = "\u200d"
#: Private use: the Basic Multilingual Plane's area (U+E000-F8FF, where the app's symbol font draws its game
#: symbols) and the two supplementary private use planes (U+F0000-10FFFF), whose meaning is whatever a font says.
_PRIVATE_USE = "Co"
#: The most combining marks (accents, vowel signs, variation selectors: Unicode category M) a name may put on one
#: character. Real words need at most about three (Vietnamese two after NFC, a fully pointed Hebrew letter with its
#: cantillation or a Tibetan stack three or four); each mark beyond draws one more layer above or below the line,
#: so 79 make a column of accents that covers the rows above and below the name (Unicode's own stream-safe limit,
#: 30, bounds buffers, not what a row can show).
MAX_MARKS = 4

#: What a seat with no name is called: "Player 2".
UNNAMED_SEAT = text("core.player", "Player {n}")
#: The name refused, by its kind.
WHAT: dict[str, Msg] = {
    "player": text("core.name.player", "A player's name")(),
    "game": text("core.name.game", "A game's name")(),
    "card": text("core.name.card", "A card's name")(),
}
NOT_TEXT = text("core.name.not_text", "{what} must be text; got {got}")
BAD_CHARACTER = text("core.name.bad_character", "{what} may not hold U+{point}, {char} (character {index})")
TOO_MANY_MARKS = text("core.name.too_many_marks", "{what} may put at most {most} accents or other combining marks on "
                      "one character; one has {total} (character {first} is mark {mark})")
EMPTY: dict[str, Msg] = {
    "player": text("core.name.empty_player", "A player needs a name that is not empty")(),
    "game": text("core.name.empty_game", "A game needs a name that is not empty")(),
    "card": text("core.name.empty_card", "A card needs a name that is not empty")(),
}
TOO_LONG = text("core.name.too_long", "{what} can be at most {limit} characters; this one has {length}")
#: What a refused character is.
SURROGATE = text("core.char.surrogate", "a lone surrogate, not valid Unicode")
INVISIBLE = text("core.char.format", "an invisible formatting character")
PRIVATE = text("core.char.private", "a private-use character (the app draws its game symbols with these)")
NONCHARACTER = text("core.char.noncharacter", "a noncharacter, never used in text")
CONTROL = text("core.char.control", "a control character")


class NameProblem(ValueError):
    """Why a name is refused: ``code`` is stable (``bad_name``, ``empty_name``, ``name_too_long``,
    ``bad_character``, ``too_many_marks``); ``msg`` is the reason as a message, ``message`` its English."""

    def __init__(self, code: str, msg: Msg) -> None:
        super().__init__(code)
        self.code = code
        self.msg = msg

    @property
    def message(self) -> str:
        """The reason in English."""
        return english()(self.msg)

    def __str__(self) -> str:
        return self.message


def clean_name(value: object, kind: NameKind, *, required: bool = True) -> str:
    """The name as it is saved (trimmed, NFC), or :class:`NameProblem` saying why it cannot be.

    ``required=False`` lets an empty name through (a card entered only by its symbols).
    """
    what = WHAT[kind]
    if not isinstance(value, str):
        raise NameProblem("bad_name", NOT_TEXT(what=what, got=type(value).__name__))
    text = unicodedata.normalize("NFC", value).strip()
    if not (text.isascii() and text.isprintable()):  # printable ASCII has no character to refuse and no mark
        _check_characters(text, what)
    if not text and required:
        raise NameProblem("empty_name", EMPTY[kind])
    limit = LIMITS[kind]
    if len(text) > limit:
        raise NameProblem("name_too_long", TOO_LONG(what=what, limit=limit, length=len(text)))
    return text


def _check_characters(text: str, what: Msg) -> None:
    """Refuse a character no name may hold (a control, an invisible format character, a private-use or
    noncharacter code point) and a run of stacked combining marks."""
    for index, char in enumerate(text):
        if _is_bad(char) and not _joins(text, index):
            raise NameProblem("bad_character", BAD_CHARACTER(what=what, point=f"{ord(char):04X}", char=_shown(char),
                                                             index=index + 1))
    ordinals = _mark_ordinals(text)
    if MAX_MARKS + 1 in ordinals:
        first = ordinals.index(MAX_MARKS + 1)
        run = itertools.takewhile(lambda i: ordinals[i] or text[i] == _JOINER, range(first, len(text)))
        total = max(ordinals[i] for i in run)
        raise NameProblem("too_many_marks", TOO_MANY_MARKS(what=what, most=MAX_MARKS, total=total, first=first + 1,
                                                           mark=MAX_MARKS + 1))


def name_refusal(value: object, kind: NameKind, *, required: bool = True) -> Msg | None:
    """The ``can_`` face: why ``value`` would be refused (a message for the reader's translator), or None when it is
    a good name."""
    try:
        clean_name(value, kind, required=required)
    except NameProblem as problem:
        return problem.msg
    return None


def name_problem(value: object, kind: NameKind, *, required: bool = True) -> str | None:
    """:func:`name_refusal` in English (a terminal, the tests), or None when it is a good name."""
    said = name_refusal(value, kind, required=required)
    return None if said is None else english()(said)


def fitted_name(text: str, kind: NameKind, *, room: int = 0) -> str:
    """A name the app makes up (e.g. a game named after its players), cut with an ellipsis to fit the limit, less
    ``room`` characters kept free for what the caller adds after it (a date)."""
    limit = LIMITS[kind] - room
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def repaired_name(value: object, kind: NameKind, fallback: str) -> str:
    """A saved name made valid for showing: bad characters replaced by U+FFFD, the combining marks of a character
    beyond :data:`MAX_MARKS` by one U+FFFD, cut to the limit, else ``fallback``.

    Used where a database written before this check (or before it refused a character) holds a name it would
    refuse today.
    """
    text = value if isinstance(value, str) else ""
    text = "".join("\ufffd" if _is_bad(c) and not _joins(text, i) else c for i, c in enumerate(text))
    composed = unicodedata.normalize("NFC", text)
    ordinals = _mark_ordinals(composed)  # counted as the check counts them
    if MAX_MARKS + 1 in ordinals:  # the first mark too many stands for them all
        text = "".join("\ufffd" if n == MAX_MARKS + 1 else char
                       for char, n in zip(composed, ordinals, strict=True) if n <= MAX_MARKS + 1)
    return text.strip()[: LIMITS[kind]].strip() or fallback


def _is_bad(char: str) -> bool:
    category = unicodedata.category(char)
    return category in _FORBIDDEN_CATEGORIES or category == _PRIVATE_USE or _is_noncharacter(char)


def _is_noncharacter(char: str) -> bool:
    """The 66 code points Unicode keeps for a program's internal use, never for text: U+FDD0-FDEF and the last
    two of each plane (U+FFFE, U+FFFF, U+1FFFE ...)."""
    point = ord(char)
    return 0xFDD0 <= point <= 0xFDEF or (point & 0xFFFE) == 0xFFFE


def _is_mark(char: str) -> bool:
    return unicodedata.category(char).startswith("M")


def _mark_ordinals(text: str) -> list[int]:
    """For each character of ``text``, which combining mark of the character before it it is (1, 2 ...), or 0 for
    one that is not a mark. A joiner after a mark does not start a new character (else it would let marks stack
    past the bound in fours)."""
    ordinals, marks = [], 0
    for char in text:
        mark = _is_mark(char)
        if mark:
            marks += 1
        elif char != _JOINER:
            marks = 0
        ordinals.append(marks if mark else 0)
    return ordinals


def _joins(text: str, index: int) -> bool:
    """True for a zero-width joiner between two visible characters (an emoji sequence), the one allowed."""
    return text[index] == _JOINER and 0 < index < len(text) - 1 and not text[index - 1].isspace() \
        and not text[index + 1].isspace() and _JOINER not in (text[index - 1], text[index + 1])


def _shown(char: str) -> Msg:
    """What a refused character is, in words."""
    category = unicodedata.category(char)
    what = {"Cs": SURROGATE, "Cf": INVISIBLE, _PRIVATE_USE: PRIVATE}.get(
        category, NONCHARACTER if _is_noncharacter(char) else CONTROL)
    return what()


def _validator(kind: NameKind, required: bool) -> AfterValidator:
    def check(value: str) -> str:
        try:
            return clean_name(value, kind, required=required)
        except NameProblem as problem:  # a ValueError whose message a screen finds in pydantic's ctx
            raise problem from None

    return AfterValidator(check)


def _schema(kind: NameKind, required: bool) -> WithJsonSchema:
    """What a schema says of the name: text of 1 (or 0) to the limit's characters."""
    return WithJsonSchema({"type": "string", "minLength": int(required), "maxLength": LIMITS[kind]})


def _strict_text(value: object) -> object:
    """Refuse numbers and other non-text before pydantic could coerce them (a name is never ``3``)."""
    if not isinstance(value, str):
        raise ValueError(f"a name must be text; got {type(value).__name__}")
    return value


PlayerName = Annotated[str, BeforeValidator(_strict_text), _validator("player", True), _schema("player", True)]
GameName = Annotated[str, BeforeValidator(_strict_text), _validator("game", True), _schema("game", True)]
#: A card's name where a card may have none (entered by its printed symbols only).
CardName = Annotated[str, BeforeValidator(_strict_text), _validator("card", False), _schema("card", False)]
#: A card's name where every card has one (Ancient Realm's districts and wonders).
NamedCard = Annotated[str, BeforeValidator(_strict_text), _validator("card", True), _schema("card", True)]
