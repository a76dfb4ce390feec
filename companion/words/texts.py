"""The registry of every message the engines, the store and the server can produce: a code, its English wording and,
where a number decides the wording, its English plural.

A module defines its texts at import with :func:`text` or :func:`ntext` (the catalog script extracts them from the
source with Babel: the code is the gettext context, the English the message id); a :class:`Msg` made by a text is
rendered by looking its code up here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.words.message import Msg

#: Every text by its code.
TEXTS: dict[str, Text] = {}


@dataclass(frozen=True, slots=True)
class Text:
    """One message's code and English wording (``{name}`` fields for its parameters). ``plural``: the English when
    the parameter named ``count`` is not 1 (the reader's language has its own plural rules)."""

    code: str
    english: str
    plural: str | None = None
    count: str = "n"
    refusal: bool = False
    #: A joint: the English is the separator put between the items of the parameter ``items`` (a list said with
    #: commas and nothing else, "Hal 18, Ivy 18, Jo 15", where a language's list "Ann, Bo and Cy" would misread).
    joint: bool = False
    #: The message without parameters, made once: a frozen message of the code alone, which the engines say in
    #: every move they judge ("none", a die's face, "the token is already taken"; issue 24, point 5).
    bare: Msg = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bare", Msg.of(self.code, {}))

    def __call__(self, **params: Any) -> Msg:
        """The message with these parameters."""
        return Msg.of(self.code, params) if params else self.bare


def _register(made: Text) -> Text:
    known = TEXTS.get(made.code)
    if known is not None and known != made:
        raise ValueError(f"two texts have the code {made.code!r}: {known.english!r} and {made.english!r}")
    TEXTS[made.code] = made
    return made


def text(code: str, english: str) -> Text:
    """Register a message (a log entry, a note, a prompt, a notice) by its code and English wording."""
    return _register(Text(code, english))


def ntext(code: str, english: str, plural: str, count: str = "n") -> Text:
    """Register a message whose wording depends on the number in its parameter ``count``."""
    return _register(Text(code, english, plural, count))


def refusal(code: str, english: str) -> Text:
    """Register a refusal: a :class:`~companion.core.errors.RuleError`'s code (one of the codes the replay schema
    lists) and its English wording."""
    return _register(Text(code, english, refusal=True))


def joint(code: str, separator: str) -> Text:
    """Register a separator that a message's ``items`` are said with (each language may have its own)."""
    return _register(Text(code, separator, joint=True))


def N_(english: str) -> str:
    """Mark a literal kept in a constant for the catalog; it is translated where it is shown (``t(label)``)."""
    return english
