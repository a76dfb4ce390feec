"""The one error type every rejected move raises, with a stable code and a message with the numbers."""

from __future__ import annotations


class RuleError(ValueError):
    """A move the rules do not allow.

    ``code`` is stable (tests and the UI key on it); ``message`` is for people and names the numbers
    ("Build needs 5 coins and 1 knowledge; you have 3 coins"); ``rule`` names the rulebook section.
    """

    def __init__(self, code: str, message: str, *, rule: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.message} (rulebook: {self.rule})" if self.rule else self.message

    def __repr__(self) -> str:
        return f"RuleError(code={self.code!r}, message={self.message!r}, rule={self.rule!r})"


class Verdict:
    """The answer of a ``can_`` check: truthy when allowed, else carries the ``RuleError``."""

    __slots__ = ("error",)

    def __init__(self, error: RuleError | None = None) -> None:
        self.error = error

    def __bool__(self) -> bool:
        return self.error is None

    @property
    def reason(self) -> str | None:
        """The human-readable reason the move is not allowed, or None when it is."""
        return None if self.error is None else str(self.error)

    @property
    def code(self) -> str | None:
        """The stable code of the refusal, or None when allowed."""
        return None if self.error is None else self.error.code

    def __repr__(self) -> str:
        return "Verdict(ok)" if self.error is None else f"Verdict({self.error!r})"


class DataError(ValueError):
    """A data file (rules data, score sheet, action list, export) that is malformed.

    The message names the file and the field so that a person can fix it.
    """

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        joined = "; ".join(problems)
        super().__init__(f"{source}: {joined}")
