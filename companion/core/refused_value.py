"""A model's check that refuses a value in words a reader's translator can say (issue 24).

Pydantic keeps a check's refusal as an error with a type (its stable code), an English message (a terminal's, a
data file's problems) and a context: :func:`refused_value` puts the refusal's :class:`~companion.words.Msg` there too,
and :func:`said_of` gives it back to a screen, which says it in its reader's language. :func:`reason` says any error
so: a check's own message, or pydantic's own checks (a list too short, a number too big) in words of this module.
"""

from __future__ import annotations

from typing import Any

from pydantic_core import PydanticCustomError

from companion.words import Msg, Param, english, ntext, text

#: Pydantic's own checks, by their type, said with their numbers (ctx's); any other: :data:`NOT_TAKEN`.
BUILTIN = {
    "missing": text("core.invalid.missing", "missing"),
    "too_short": text("core.invalid.too_short", "at least {min_length}, not {actual_length}"),
    "too_long": text("core.invalid.too_long", "at most {max_length}, not {actual_length}"),
    "greater_than_equal": text("core.invalid.at_least", "at least {ge}"),
    "less_than_equal": text("core.invalid.at_most", "at most {le}"),
    "greater_than": text("core.invalid.more_than", "more than {gt}"),
    "less_than": text("core.invalid.less_than", "less than {lt}"),
    "string_too_short": ntext("core.invalid.string_too_short", "at least {min_length} character",
                              "at least {min_length} characters", count="min_length"),
    "string_too_long": ntext("core.invalid.string_too_long", "at most {max_length} character",
                             "at most {max_length} characters", count="max_length"),
    "int_parsing": text("core.invalid.whole_number", "a whole number"),
    "int_type": text("core.invalid.whole_number", "a whole number"),
    "int_from_float": text("core.invalid.whole_number", "a whole number"),
    "literal_error": text("core.invalid.choice", "not one of the choices"),
    "enum": text("core.invalid.choice", "not one of the choices"),
}
NOT_TAKEN = text("core.invalid.other", "not taken ({code})")


def refused_value(code: str, said: Param) -> PydanticCustomError:
    """A check's refusal: pydantic's message is its English; ``ctx["msg"]`` is the message (``said``: a message, or
    problems said one after the other, :func:`~companion.core.errors.in_turn`)."""
    return PydanticCustomError(code, "{sentence}", {"sentence": english().param(said), "msg": said})


def said_of(error: Any) -> Msg | None:
    """The message of a pydantic error (one of ``ValidationError.errors()``) that :func:`refused_value` made, or of a
    ``ValueError`` carrying one (``msg``: a :class:`~companion.core.names.NameProblem`), else None."""
    context = error.get("ctx") or {}
    said = context.get("msg", getattr(context.get("error"), "msg", None))
    return said if isinstance(said, Msg) else None


def reason(error: Any) -> Msg:
    """What is wrong, in words a reader's translator says: a check's own message, else pydantic's own check with its
    numbers (:data:`BUILTIN`), else its code."""
    said = said_of(error)
    if said is not None:
        return said
    kind = str(error.get("type", ""))
    if kind not in BUILTIN:
        return NOT_TAKEN(code=kind)
    numbers = {key: value for key, value in (error.get("ctx") or {}).items() if isinstance(value, int)}
    return BUILTIN[kind](**numbers)
