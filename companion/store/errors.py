"""The store's one error type: what went wrong with the saved games, as a message (a code and its parameters)."""

from __future__ import annotations

from companion.words import Msg, english

#: Every store message's code starts so (``store.not_found``, ``store.not_found.prefix``).
PREFIX = "store."


def code_of(msg: Msg) -> str:
    """The stable code of a store error said by ``msg``: its message code without :data:`PREFIX` and without the
    wording's own part after the next dot (``store.not_found.prefix``: ``not_found``), so one code may have several
    wordings, each with its own parameters."""
    return msg.code.removeprefix(PREFIX).split(".")[0]


class StoreError(Exception):
    """A problem with the database or an export file, never a rules problem.

    ``msg`` is what happened and what was (not) changed, as data: its ``code`` is stable (tests and the UI key on it:
    ``corrupt``, ``newer_schema``, ``read_only``, ``disk_full``, ``busy``, ``not_found``, ``bad_export`` ...) and a
    reader's screen says it in its own language; ``str(exc)`` and :attr:`message` are the English (a terminal, the
    tests).
    """

    def __init__(self, msg: Msg, *, code: str | None = None) -> None:
        self.msg = msg
        self.code = code or code_of(msg)
        super().__init__(self.code)

    @property
    def said(self) -> Msg:
        """The message a reader is told (the same as :attr:`msg`; named as :class:`RuleError` names it)."""
        return self.msg

    @property
    def message(self) -> str:
        """The message in English."""
        return english()(self.msg)

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"StoreError(code={self.code!r}, msg={self.msg!r})"
