"""A flooding client: sends the most re-rendering message there is (the window switching between a phone's
and a tablet's size) as fast as it can, reconnecting each time it is dropped or refused, until told to stop or
``limit_s`` passes. Used by tests/server/test_budget.py and tests/browser/test_security.py.

Many of them at once, from one address, run in a process of their own (``python -m tests.server.flood``, driven
by :class:`FloodProcess`), so that their threads do not slow the test's own client, which measures the server.
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from tests.browser.server import ROOT
from tests.server import wsclient


@dataclass
class Flood:
    """The flooding client, run in a thread by :meth:`start`; counts what it sent, how it was closed and how its
    connections were refused (HTTP statuses). ``source``: the local address to connect from (any of 127.0.0.0/8
    reaches a server on 127.0.0.1), else the system's choice."""

    url: str
    limit_s: float = 15.0
    source: str = ""
    sent: int = 0
    connections: int = 0
    close_codes: list[int | None] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)
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
                with wsclient.open_ws(self.url, source=self.source) as ws:
                    self.connections += 1
                    wsclient.register(ws)
                    wide = False
                    while not self.stopping.is_set() and time.monotonic() < ends:
                        wide = not wide
                        wsclient.resize(ws, wide)
                        self.sent += 1
            except wsclient.ConnectionClosed as closed:
                self.close_codes.append(closed.rcvd.code if closed.rcvd else None)
            except wsclient.InvalidStatus as refusal:
                self.refused.append(refusal.response.status_code)
            except OSError:  # a busy server did not answer in time: try again
                continue


def flood_many(url: str, sockets: int, source: str, limit_s: float) -> None:
    """Run ``sockets`` floods at once from ``source``; print "flooding" once every one has sent or been refused,
    and a JSON report (see :class:`FloodProcess`) when the standard input closes or ``limit_s`` passes."""
    floods = [Flood(url, limit_s, source).start() for _ in range(sockets)]
    deadline = time.monotonic() + limit_s
    while any(not (flood.sent or flood.refused) for flood in floods) and time.monotonic() < deadline:
        time.sleep(0.01)
    print("flooding", flush=True)
    told = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.read(), told.set()), daemon=True).start()  # EOF: stop
    told.wait(max(0.0, deadline - time.monotonic()))
    for flood in floods:
        flood.stop()
    print(json.dumps({"sent": sum(f.sent for f in floods), "connections": sum(f.connections for f in floods),
                      "close_codes": sorted({c for f in floods for c in f.close_codes if c is not None}),
                      "refused": sum(len(f.refused) for f in floods),
                      "refusals": sorted({s for f in floods for s in f.refused})}),
          flush=True)


class FloodProcess:
    """``python -m tests.server.flood``: ``sockets`` floods at once from ``source``, in a process of its own."""

    def __init__(self, url: str, sockets: int, source: str, limit_s: float = 60) -> None:
        self.limit_s = limit_s
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.server.flood", url, "--sockets", str(sockets), "--source", source,
             "--seconds", str(limit_s)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})

    def wait_until_flooding(self, timeout: float = 30) -> None:
        """Return once every flood has sent or been refused."""
        assert self._line(timeout) == "flooding\n", "the floods did not start"

    def stop(self) -> dict[str, Any]:
        """Stop the floods; their report: messages sent, connections let in, close codes, refusals (count and
        HTTP statuses)."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        try:
            report: dict[str, Any] = json.loads(self._line(self.limit_s + 30))
        finally:
            self.process.kill()
            self.process.wait(10)
        return report

    def _line(self, timeout: float) -> str:
        assert self.process.stdout is not None
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            assert selector.select(timeout), f"the flood process said nothing in {timeout} s"
        return self.process.stdout.readline()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("url")
    parser.add_argument("--sockets", type=int, default=1)
    parser.add_argument("--source", default="")
    parser.add_argument("--seconds", type=float, default=60)
    args = parser.parse_args()
    flood_many(args.url, args.sockets, args.source, args.seconds)


if __name__ == "__main__":
    main()
