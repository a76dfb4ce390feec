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

#: Characters never allowed in a name, beyond Unicode's control, surrogate and separator categories:
#: the bidirectional overrides and isolates, which make text read in another order than it is stored.
_DIRECTION_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_FORBIDDEN_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})


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
        if _is_bad(char):
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
    text = "".join("\ufffd" if _is_bad(c) else c for c in text).strip()[: LIMITS[kind]].strip()
    return text or fallback


def _is_bad(char: str) -> bool:
    return unicodedata.category(char) in _FORBIDDEN_CATEGORIES or char in _DIRECTION_CONTROLS


def _shown(char: str) -> str:
    """A refused character in words: its code point and what it is."""
    what = "a lone surrogate, not valid Unicode" if unicodedata.category(char) == "Cs" else "a control character"
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
