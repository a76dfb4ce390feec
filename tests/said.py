"""Assertions that speak in codes (issue 24, point 4): a behaviour test checks what was said as a code and its
values, not as English, so rewording a sentence or reading it in German changes no behaviour test.

- :func:`said` takes anything that says something (a :class:`Msg`, a ``RuleError``, pytest's ``ExceptionInfo`` of
  one, a ``Verdict``, a log entry) and gives its :class:`Said`: ``(code, params)``, a tuple, so
  ``assert said(entry) == ("taw.move", {"who": "Ann", "did": [...]})`` reads as the message is made.
- :func:`assert_refused` checks a refusal's code and all its parameters at once:
  ``assert_refused(info, "not_enough_coins", what=..., cost=amount(4, "coin"), has=amount(1, "coin"))``.
- :func:`msg` makes an expected nested message (``msg("taw.card.named", name="Great Hall")``); amounts come from
  :func:`companion.words.amounts.amount`, as the engines make them.
- :func:`codes` writes a message in codes and values, one line (``taw.did.built_stored(card=taw.card.named(
  name='Great Hall'), price=[amount.coin(n=4)])``): for a long nested log sentence, where a tree of :func:`msg`
  calls would hide the values, and in every failure's explanation.
- :func:`in_english` and :func:`in_german` render, for the few tests per area that check whole sentences.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from companion.core.errors import RuleError, Verdict
from companion.words import Msg, Param, english, translator


class Said(NamedTuple):
    """A message as a test compares it: its code and its parameters (nested messages stay :class:`Msg`)."""

    code: str
    params: dict[str, Param]


def message_of(thing: Any) -> Msg:
    """The message ``thing`` says: a ``Msg`` itself; a ``RuleError``'s refusal (without its rule: :attr:`RuleError.rule`
    is checked on its own), also inside pytest's ``ExceptionInfo``; a refused ``Verdict``'s; anything with a
    ``msg``, ``message``, ``text`` or ``said`` that is a ``Msg`` (a store error, a log entry, a store notice, a table
    note, a data file's error)."""
    if isinstance(thing, pytest.ExceptionInfo):
        thing = thing.value
    if isinstance(thing, Verdict):
        assert thing.error is not None, "the verdict allows the move: nothing was refused"
        thing = thing.error
    if isinstance(thing, RuleError):
        return thing.msg
    if isinstance(thing, Msg):
        return thing
    for field in ("msg", "message", "text", "said"):
        message = getattr(thing, field, None)
        if isinstance(message, Msg):
            return message
    raise AssertionError(f"{thing!r} says no message")


def said(thing: Any) -> Said:
    """What ``thing`` says (see :func:`message_of`) as ``(code, params)``."""
    message = message_of(thing)
    return Said(message.code, dict(message.params))


def msg(code: str, /, **params: Param) -> Msg:
    """An expected message: ``code`` with ``params`` (validated, so a typo in a value's type fails here)."""
    return Msg(code=code, params=params)


def assert_refused(caught: Any, code: str, /, **params: Param) -> RuleError:
    """Assert ``caught`` (a ``RuleError``, its ``ExceptionInfo`` or a refused ``Verdict``) is the refusal ``code``
    with exactly ``params`` (every parameter: none missing, none extra); returns the ``RuleError``."""
    if isinstance(caught, pytest.ExceptionInfo):
        caught = caught.value
    if isinstance(caught, Verdict):
        assert caught.error is not None, f"expected refusal {code!r}, but the move is allowed"
        caught = caught.error
    assert isinstance(caught, RuleError), f"expected refusal {code!r}, got {caught!r}"
    got = said(caught)
    assert got == (code, params), f"refused {codes(caught.msg)}\n   wanted {codes(msg(code, **params))}\n" \
                                  f"  English: {caught}"
    return caught


def codes(thing: Any) -> str:
    """What ``thing`` says (see :func:`message_of`; or a parameter's value: text, a number, a list), written in codes
    and values on one line: a message as ``code(name=value, ...)`` (just ``code`` without parameters; parameters that
    are None left out, as they say nothing), text quoted, numbers as they are, lists in brackets."""
    return _written(thing if isinstance(thing, str | int | list) else message_of(thing))


def _written(value: Param) -> str:
    """One parameter (or message) in the notation of :func:`codes`."""
    if isinstance(value, Msg):
        inner = ", ".join(f"{key}={_written(item)}" for key, item in value.params.items() if item is not None)
        return f"{value.code}({inner})" if inner else value.code
    if isinstance(value, list):
        return "[" + ", ".join(_written(item) for item in value) + "]"
    return repr(value)


def in_english(thing: Any) -> str:
    """The sentence ``thing`` says (see :func:`message_of`; a ``RuleError`` with its rule, as a reader is told it),
    in English."""
    return english()(_whole(thing))


def in_german(thing: Any) -> str:
    """The sentence ``thing`` says, in German (see :func:`in_english`)."""
    return translator("de")(_whole(thing))


def _whole(thing: Any) -> Msg:
    """The message with its rule, where ``thing`` is a refusal that names one."""
    if isinstance(thing, pytest.ExceptionInfo):
        thing = thing.value
    if isinstance(thing, RuleError | Verdict) and thing.said is not None:
        return thing.said
    return message_of(thing)
