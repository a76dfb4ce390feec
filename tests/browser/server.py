"""Starting a served app as a child process in its own process group, and stopping it (tests and benchmarks)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A TCP port nobody listens on right now (on loopback)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Served:
    """A running server: its process, its address and what it printed up to being ready."""

    process: subprocess.Popen[str]
    url: str
    started: float
    banner: str

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
        assert self.process.stdout is not None
        return self.process.stdout.read()


def start(args: Sequence[str], *, port: int, ready_text: str = "running at", timeout: float = 60,
          env: dict[str, str] | None = None) -> Served:
    """Run ``python args...`` in its own process group; return once it prints a line with ``ready_text``."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True, env={**os.environ, **(env or {}), "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    deadline = started + timeout
    lines = []
    while time.perf_counter() < deadline:
        line = process.stdout.readline()
        if not line and process.poll() is not None:
            break
        lines.append(line)
        if ready_text in line:
            return Served(process, f"http://127.0.0.1:{port}", started, "".join(lines))
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
    raise RuntimeError(f"server did not start: {''.join(lines)}")


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
