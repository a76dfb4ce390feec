"""The server's log: what Flet (and asyncio) log is escaped, and a message repeated is said once a minute, so that a
client can neither write its own escape codes to the terminal nor fill it (or a pipe the server writes to, stalling
the server) with a line per message it sends.

Messages a client sends that Flet's client never would are refused before Flet logs anything (companion.web.messages:
counted, one line a minute); what is left is logged here: by the place in the code that logs it (a message whose text
names what the client sent differs each time: a filter by text let 300 connections print 4,816 lines, issue 21) and by
its text (one message logged from several places), each kind once a minute, every character that is not printable
written as its escape (``\\x1b``, ``\\u202e``, and a line break inside a message too), the traceback's lines likewise.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from companion.cli.output import shown

#: How long one kind of message stays quiet after it was said.
REPEAT_EVERY_S = 60.0
#: Kinds remembered before those said more than a minute ago are forgotten (a message naming what it is about is a
#: kind of its own each time; one from each place passes a minute).
_KINDS_KEPT = 256
#: The loggers of Flet (each module logs on one of these names; a filter does not reach a logger's children) and
#: asyncio's (an error in a task a client's event started).
FLET_LOGGERS = ("flet_web.fastapi", "flet_web", "flet_transport", "flet", "flet_components", "flet_controls",
                "flet_object_patch", "asyncio")


class OncePerMinute(logging.Filter):
    """Let a record through only if neither the place that logs it (file and line) nor its message (format string)
    was let through in the last :data:`REPEAT_EVERY_S` seconds; the next one that passes says how many were held."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.clock = clock
        self.said: dict[tuple[str, object], float] = {}
        self.held: dict[tuple[str, object], int] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        site = (record.name, (record.pathname, record.lineno))
        text = (record.name, record.msg if isinstance(record.msg, str) else type(record.msg).__name__)
        now = self.clock()
        recent = [key for key in (text, site) if now - self.said.get(key, -REPEAT_EVERY_S) < REPEAT_EVERY_S]
        if recent:
            self.held[recent[0]] = self.held.get(recent[0], 0) + 1
            return False
        if len(self.said) >= _KINDS_KEPT:
            self.said = {key: when for key, when in self.said.items() if now - when < REPEAT_EVERY_S}
            self.held = {key: count for key, count in self.held.items() if key in self.said}
        self.said[site] = self.said[text] = now
        if held := self.held.pop(text, 0) + self.held.pop(site, 0):
            record.msg = f"{record.msg} (and {held} more like it in the last minute, not shown)"
        return True


class Escaped(logging.Filter):
    """Every record as text a terminal shows as it is: its message, then each line of its traceback, with every
    character that is not printable written as its escape (companion.cli.output.shown)."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # arguments that do not fit the format: say both
            message = f"{record.msg!r} {record.args!r}"
        record.msg, record.args = shown(message), None
        if record.exc_info:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
        for name in ("exc_text", "stack_info"):
            if text := getattr(record, name):
                setattr(record, name, "\n".join(shown(line) for line in text.splitlines()))
        return True


def quiet_repeats(names: tuple[str, ...] = FLET_LOGGERS) -> OncePerMinute:
    """Put one :class:`OncePerMinute`, then one :class:`Escaped`, on each of ``names`` (once; a second call finds
    them there); the shared OncePerMinute."""
    for name in names:
        existing = next((f for f in logging.getLogger(name).filters if isinstance(f, OncePerMinute)), None)
        if existing is not None:
            return existing
    shared, escaped = OncePerMinute(), Escaped()
    for name in names:
        logging.getLogger(name).addFilter(shared)
        logging.getLogger(name).addFilter(escaped)
    return shared
