"""Starting a served app as a child process in its own process group, and stopping it (tests and benchmarks)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A TCP port nobody listens on right now (on loopback)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Printed:
    """What a child process prints, read line by line by a thread of its own as it comes: a pipe nobody reads fills
    and blocks the process at its next print, and a read that waits on the pipe cannot be given up after a time."""

    def __init__(self, stream: IO[str]) -> None:
        self.lines: list[str] = []
        self.ended = False
        self._change = threading.Condition()
        self._reader = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._reader.start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            with self._change:
                self.lines.append(line)
                self._change.notify_all()
        with self._change:
            self.ended = True
            self._change.notify_all()

    def line(self, index: int, timeout: float) -> str | None:
        """Line ``index`` (from 0) once printed; None when the process ended before printing it or ``timeout``
        seconds passed first."""
        with self._change:
            self._change.wait_for(lambda: len(self.lines) > index or self.ended, timeout)
            return self.lines[index] if len(self.lines) > index else None

    def all(self, timeout: float) -> list[str]:
        """Every line, once the process has closed its output (at most ``timeout`` seconds from now)."""
        self._reader.join(timeout)
        with self._change:
            return list(self.lines)


@dataclass
class Served:
    """A running server: its process, its address and what it printed up to being ready."""

    process: subprocess.Popen[str]
    url: str
    started: float
    banner: str
    printed: Printed

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15) -> int:
        """Send ``sig`` to the server's process group and wait; kill the group if it does not stop."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, sig)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout)
        return int(self.process.returncode)

    def output(self) -> str:
        """Everything printed after the banner (call after :meth:`stop`)."""
        return "".join(self.printed.all(15)[self.banner.count("\n"):])

    def after_banner(self, timeout: float = 30) -> Iterator[str]:
        """The lines printed after the banner, each as it comes, until the server ends its output; fails when the
        next line takes more than ``timeout`` seconds."""
        index = self.banner.count("\n")
        while (line := self.printed.line(index, timeout)) is not None:
            yield line
            index += 1
        if not self.printed.ended:
            raise AssertionError(f"the server printed nothing more in {timeout} s after: {''.join(self.printed.lines)}")


def start(args: Sequence[str], *, port: int, ready_text: str = "running at", timeout: float = 60,
          env: dict[str, str] | None = None) -> Served:
    """Run ``python args...`` in its own process group; return once it prints a line with ``ready_text``.

    A port found free (:func:`free_port`) can be taken by another process before the server binds it (an outgoing
    connection's local port comes from the same range): then the server is started again on another free port, the
    ``port`` in ``args`` replaced, up to three times; the port it runs on is :attr:`Served.port`."""
    for _ in range(3):
        try:
            return _start(args, port=port, ready_text=ready_text, timeout=timeout, env=env)
        except PortTaken:
            new = free_port()
            args = [str(new) if arg == str(port) else arg for arg in args]
            port = new
    return _start(args, port=port, ready_text=ready_text, timeout=timeout, env=env)


class PortTaken(RuntimeError):
    """The server could not listen: its port was taken by another process after it was found free."""


def _start(args: Sequence[str], *, port: int, ready_text: str, timeout: float, env: dict[str, str] | None) -> Served:
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True, env={**os.environ, **(env or {}), "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    printed = Printed(process.stdout)
    deadline = started + timeout
    index = 0
    while (line := printed.line(index, deadline - time.perf_counter())) is not None:
        index += 1
        if ready_text in line:
            return Served(process, f"http://127.0.0.1:{port}", started, "".join(printed.lines[:index]), printed)
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
    said = "".join(printed.all(15))
    if "address already in use" in said.lower():
        raise PortTaken(said)
    raise RuntimeError(f"server did not start in {timeout} s: {said}")


def start_companion(data_dir: Path, port: int, *extra: str) -> Served:
    """``companion serve`` on ``port`` with its games in ``data_dir``."""
    return start(["-m", "companion", "serve", "--port", str(port), "--data-dir", str(data_dir), *extra], port=port)


@contextmanager
def serving(tmp_path: Path) -> Iterator[Served]:
    """``companion serve`` on a free port with an empty data dir under ``tmp_path``, stopped (group killed) after:
    what the browser and the server tests' fixtures serve."""
    served = start_companion(tmp_path / "data", free_port())
    try:
        yield served
    finally:
        served.stop()
