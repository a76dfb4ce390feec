"""A model's check that refuses a value in words a reader's translator can say (issue 24).

Pydantic keeps a check's refusal as an error with a type (its stable code), an English message (a terminal's, a
data file's problems) and a context: :func:`refused_value` puts the refusal's :class:`~companion.words.Msg` there too,
and :func:`said_of` gives it back to a screen, which says it in its reader's language.
"""

from __future__ import annotations

from typing import Any

from pydantic_core import PydanticCustomError

from companion.words import Msg, Param, english


def refused_value(code: str, said: Param) -> PydanticCustomError:
    """A check's refusal: pydantic's message is its English; ``ctx["msg"]`` is the message (``said``: a message, or
    problems said one after the other, :func:`~companion.core.errors.in_turn`)."""
    return PydanticCustomError(code, "{sentence}", {"sentence": english().param(said), "msg": said})


def said_of(error: Any) -> Msg | None:
    """The message of a pydantic error (one of ``ValidationError.errors()``) that :func:`refused_value` made, else
    None (pydantic's own errors say English only)."""
    said = (error.get("ctx") or {}).get("msg")
    return said if isinstance(said, Msg) else None
