"""The server's log: a message Flet repeats (one per bad message a client sends) is said once a minute, so a
client sending malformed messages cannot fill the terminal, or a pipe the server writes to, and stall it."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

#: How long one kind of message stays quiet after it was said.
REPEAT_EVERY_S = 60.0
#: Flet's loggers that write one line (with a traceback) per session or per message a client sends.
FLET_LOGGERS = ("flet_web.fastapi", "flet_transport", "flet")


class OncePerMinute(logging.Filter):
    """Let a record through only if the same message (logger and format string) was not let through in the last
    :data:`REPEAT_EVERY_S` seconds; the next one that passes says how many were held back."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.clock = clock
        self.said: dict[tuple[str, object], float] = {}
        self.held: dict[tuple[str, object], int] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, record.msg if isinstance(record.msg, str) else type(record.msg).__name__)
        now = self.clock()
        last = self.said.get(key)
        if last is not None and now - last < REPEAT_EVERY_S:
            self.held[key] = self.held.get(key, 0) + 1
            return False
        self.said[key] = now
        if held := self.held.pop(key, 0):
            record.msg = f"{record.msg} (and {held} more like it in the last minute, not shown)"
        return True


def quiet_repeats(names: tuple[str, ...] = FLET_LOGGERS) -> OncePerMinute:
    """Put one :class:`OncePerMinute` on each of Flet's loggers (once; a second call finds it there)."""
    for name in names:
        existing = next((f for f in logging.getLogger(name).filters if isinstance(f, OncePerMinute)), None)
        if existing is not None:
            return existing
    shared = OncePerMinute()
    for name in names:
        logging.getLogger(name).addFilter(shared)
    return shared
