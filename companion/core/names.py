"""The one validation of every name a person types: games, players and cards, in the store, imports, files and UI.

A name is valid Unicode text (no lone surrogate), has no control, format-direction or line-separator
characters (they garble terminals, logs and the page), is trimmed and NFC-normalised, and fits a length
limit. A refusal is a :class:`NameProblem` with a stable ``code`` and the reason in words; the pydantic
types (:data:`PlayerName`, :data:`GameName`, :data:`CardName`) apply the same check inside models.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, WithJsonSchema

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


class NameProblem(ValueError):
    """Why a name is refused: ``code`` is stable (``bad_name``, ``empty_name``, ``name_too_long``,
    ``bad_character``); ``message`` is the reason in words."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def clean_name(value: object, kind: NameKind, *, required: bool = True) -> str:
    """The name as it is saved (trimmed, NFC), or :class:`NameProblem` saying why it cannot be.

    ``required=False`` lets an empty name through (a card entered only by its symbols).
    """
    what = f"A {kind}'s name"
    if not isinstance(value, str):
        raise NameProblem("bad_name", f"{what} must be text; got {type(value).__name__}")
    text = unicodedata.normalize("NFC", value).strip()
    for index, char in enumerate(text):
        if _is_bad(char) and not _joins(text, index):
            raise NameProblem("bad_character", f"{what} may not hold {_shown(char)} (character {index + 1})")
    if not text and required:
        raise NameProblem("empty_name", f"A {kind} needs a name that is not empty")
    limit = LIMITS[kind]
    if len(text) > limit:
        raise NameProblem("name_too_long", f"{what} can be at most {limit} characters; this one has {len(text)}")
    return text


def name_problem(value: object, kind: NameKind, *, required: bool = True) -> str | None:
    """The ``can_`` face: why ``value`` would be refused, in words, or None when it is a good name."""
    try:
        clean_name(value, kind, required=required)
    except NameProblem as problem:
        return problem.message
    return None


def fitted_name(text: str, kind: NameKind) -> str:
    """A name the app makes up (e.g. a game named after its players), cut with an ellipsis to fit the limit."""
    limit = LIMITS[kind]
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def repaired_name(value: object, kind: NameKind, fallback: str) -> str:
    """A saved name made valid for showing: bad characters replaced by U+FFFD, cut to the limit, else ``fallback``.

    Used where a database written before this check holds a name it would refuse today.
    """
    text = value if isinstance(value, str) else ""
    text = "".join("\ufffd" if _is_bad(c) and not _joins(text, i) else c for i, c in enumerate(text))
    return text.strip()[: LIMITS[kind]].strip() or fallback


def _is_bad(char: str) -> bool:
    return unicodedata.category(char) in _FORBIDDEN_CATEGORIES


def _joins(text: str, index: int) -> bool:
    """True for a zero-width joiner between two visible characters (an emoji sequence), the one allowed."""
    return text[index] == _JOINER and 0 < index < len(text) - 1 and not text[index - 1].isspace() \
        and not text[index + 1].isspace() and _JOINER not in (text[index - 1], text[index + 1])


def _shown(char: str) -> str:
    """A refused character in words: its code point and what it is."""
    category = unicodedata.category(char)
    what = {"Cs": "a lone surrogate, not valid Unicode", "Cf": "an invisible formatting character"}.get(
        category, "a control character")
    return f"U+{ord(char):04X}, {what}"


def _validator(kind: NameKind, required: bool) -> AfterValidator:
    def check(value: str) -> str:
        try:
            return clean_name(value, kind, required=required)
        except NameProblem as problem:
            raise ValueError(problem.message) from None

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
