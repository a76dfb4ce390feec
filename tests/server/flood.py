"""A flooding client: sends the most re-rendering message there is (the window switching between a phone's
and a tablet's size) as fast as it can, reconnecting each time it is dropped, until told to stop or
``limit_s`` passes. Used by tests/server/test_budget.py and tests/browser/test_security.py."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from tests.server import wsclient


@dataclass
class Flood:
    """The flooding client, run in a thread by :meth:`start`; counts what it sent and how it was closed."""

    url: str
    limit_s: float = 15.0
    sent: int = 0
    connections: int = 0
    close_codes: list[int | None] = field(default_factory=list)
    stopping: threading.Event = field(default_factory=threading.Event)
    thread: threading.Thread | None = None

    def start(self) -> Flood:
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        return self

    def wait_until_sent(self, count: int, timeout: float = 30) -> None:
        """Return once ``count`` messages were sent (the flood is on)."""
        deadline = time.monotonic() + timeout
        while self.sent < count:
            assert time.monotonic() < deadline, f"the flood sent only {self.sent} messages"
            assert self.thread is not None and self.thread.is_alive(), "the flood stopped"
            time.sleep(0.01)

    def stop(self) -> None:
        self.stopping.set()
        if self.thread is not None:
            self.thread.join(self.limit_s + 15)

    def _run(self) -> None:
        ends = time.monotonic() + self.limit_s
        while not self.stopping.is_set() and time.monotonic() < ends:
            try:
                with wsclient.open_ws(self.url) as ws:
                    self.connections += 1
                    wsclient.register(ws)
                    wide = False
                    while not self.stopping.is_set() and time.monotonic() < ends:
                        wide = not wide
                        wsclient.resize(ws, wide)
                        self.sent += 1
            except wsclient.ConnectionClosed as closed:
                self.close_codes.append(closed.rcvd.code if closed.rcvd else None)
            except OSError:  # a busy server did not answer in time: try again
                continue
