"""``companion serve``: prints the address, serves the offline web client, stops cleanly on SIGTERM and Ctrl-C."""

from __future__ import annotations

import signal
import sys
import urllib.request
from pathlib import Path

import pytest

from companion.cli import build_parser
from companion.cli.serve import DEFAULT_HOST, DEFAULT_PORT, is_loopback
from companion.ui.app import warm_up
from tests.browser.server import free_port, start, start_companion


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_serves_offline_and_stops_cleanly(tmp_path: Path, sig: int) -> None:
    port = free_port()
    served = start_companion(tmp_path, port)
    try:
        assert f"http://127.0.0.1:{port}" in served.banner
        page = urllib.request.urlopen(served.url + "/game/x/log", timeout=10).read().decode()
        assert "<base href=" in page
        assert urllib.request.urlopen(served.url + "/canvaskit/canvaskit.wasm", timeout=10).status == 200
    finally:
        code = served.stop(sig)
    assert code == 0
    assert "Companion stopped." in served.output()
    assert (tmp_path / "companion.db").exists()


def test_a_non_loopback_host_warns(tmp_path: Path) -> None:
    port = free_port()
    served = start(["-m", "companion", "--host", "0.0.0.0", "--port", str(port), "--data-dir", str(tmp_path)],
                   port=port, ready_text="running at")
    served.stop()
    assert "Warning: listening on 0.0.0.0" in served.banner + served.output()


def test_defaults_are_loopback_8550() -> None:
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, DEFAULT_HOST, DEFAULT_PORT) == ("127.0.0.1", 8550, "127.0.0.1", 8550)
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.5")


def test_warm_up_loads_the_control_classes_the_screens_use() -> None:
    assert warm_up() >= 30
    assert any(name.startswith("flet.controls.material.data") for name in sys.modules)
