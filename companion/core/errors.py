"""The one error type every rejected move raises, with a stable code and a message with the numbers."""

from __future__ import annotations

from collections.abc import Sequence

from companion.words import Msg, Param, Text, english, joint, text

#: The wording of a refusal that names its rule: "Build needs 5 coins; you have 3 (rulebook: Build)".
WITH_RULE = text("core.with_rule", "{reason} (rulebook: {rule})")
#: A sentence saved in English before messages were data (issue 24): a log entry of a file or database written
#: before then, a table note of a game state saved before then, said as it was (no replay words it anew).
UNWORDED = text("core.unworded", "{text}")


class RuleError(ValueError):
    """A move the rules do not allow.

    ``msg`` is the refusal as data: its ``code`` is stable (tests and the UI key on it) and its parameters are the
    numbers ("Build needs 5 coins and 1 knowledge; you have 3 coins" once said); ``rule`` names the rulebook section
    (a message: its name as printed, in the reader's language). A reader's screen says :attr:`said` in its own language.
    """

    def __init__(self, msg: Msg, *, rule: Msg | None = None) -> None:
        self.msg = msg
        self.code = msg.code
        self.rule = rule
        super().__init__(self.code)

    @property
    def said(self) -> Msg:
        """The refusal with its rule, as a reader is told it."""
        return self.msg if self.rule is None else WITH_RULE(reason=self.msg, rule=self.rule)

    @property
    def message(self) -> str:
        """The refusal in English, without its rule (a developer's terminal, the tests' English checks)."""
        return english()(self.msg)

    def __str__(self) -> str:
        return english()(self.said)

    def __repr__(self) -> str:
        return f"RuleError(code={self.code!r}, msg={self.msg!r}, rule={self.rule!r})"


class Verdict:
    """The answer of a ``can_`` check: truthy when allowed, else carries the ``RuleError``."""

    __slots__ = ("error",)

    def __init__(self, error: RuleError | None = None) -> None:
        self.error = error

    def __bool__(self) -> bool:
        return self.error is None

    @property
    def said(self) -> Msg | None:
        """Why the move is not allowed, as data for the reader's translator; None when it is allowed."""
        return None if self.error is None else self.error.said

    @property
    def reason(self) -> str | None:
        """Why the move is not allowed, in English (a terminal, the tests), or None when it is."""
        return None if self.error is None else str(self.error)

    @property
    def code(self) -> str | None:
        """The stable code of the refusal, or None when allowed."""
        return None if self.error is None else self.error.code

    def __repr__(self) -> str:
        return "Verdict(ok)" if self.error is None else f"Verdict({self.error!r})"


#: A data file's problems, said one after the other: "entry 3: ...; entry 4: ..." (one message of its ``items``).
IN_TURN = joint("core.list.in_turn", "; ")
#: Things said one after the other with commas: "armies (1st), coins name".
COMMAS = joint("core.list.commas", ", ")
# How such lists were said before each was one message: a chain of pairs, the second part maybe a pair again. No code
# says them now; they stay registered so that logs saved before (a table's correction names a nested field this way)
# still read.
#: Two parts said one after the other.
IN_TURN_PAIR = text("core.in_turn", "{first}; {rest}")
#: Two parts said with a comma.
COMMA_PAIR = text("core.comma", "{first}, {rest}")
#: A data file and what is wrong with it.
DATA_PROBLEMS = text("core.data_error", "{source}: {problems}")


def in_turn(parts: Sequence[Param], joiner: Text | None = IN_TURN) -> Param:
    """``parts`` said one after the other as one message, separated by the joint ``joiner`` (semicolons by default;
    each language its own), or with None a list parameter, said as the reader's language says its lists ("A, B and
    C"); the one part itself, an empty text for none."""
    if len(parts) <= 1:
        return parts[0] if parts else ""
    return joiner(items=list(parts)) if joiner else list(parts)


class DataError(ValueError):
    """A data file (rules data, score sheet, action list, export) that is malformed.

    The message names the file and the field so that a person can fix it: each problem is a message, or text said as
    it is (a validator's own words, a file's path); :attr:`problems` are their English, :attr:`said` the whole.
    """

    def __init__(self, source: str, problems: Sequence[Param]) -> None:
        self.source = source
        self.found: list[Param] = list(problems)
        self.problems = [english().param(p) for p in problems]
        joined = "; ".join(self.problems)
        super().__init__(f"{source}: {joined}")

    @property
    def told(self) -> Param:
        """The problems, one after the other, without the source (a message for the reader's translator)."""
        return in_turn(self.found)

    @property
    def said(self) -> Msg:
        """The source and its problems, as a reader is told them."""
        return DATA_PROBLEMS(source=self.source, problems=self.told)
