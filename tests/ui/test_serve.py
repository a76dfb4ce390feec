"""``companion serve``: prints the address, serves the offline web client, stops cleanly on SIGTERM and Ctrl-C."""

from __future__ import annotations

import asyncio
import gc
import re
import signal
import socket
import sys
import urllib.request
from pathlib import Path

import pytest

from companion.cli import build_parser
from companion.cli.output import Refused
from companion.cli.serve import (
    DEFAULT_HOST,
    DEFAULT_PORT,
    _serve,
    freeze_startup,
    is_loopback,
    listen_host,
    make_data_dir,
    say_store,
)
from companion.store import Store
from companion.store.gate import StoreGate
from companion.ui import icons
from companion.ui.app import THROWAWAY, warm_up
from companion.web import server
from tests.browser.server import free_port, start, start_companion


def test_a_port_taken_after_it_was_found_free_is_traded_for_another(tmp_path: Path) -> None:
    """The tests' servers start on a port found free; another process may take it first (tests/browser/server.py):
    the server is started again on another free port, not failed."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        served = start_companion(tmp_path, port)
        try:
            assert served.port != port and served.url in served.banner
            assert urllib.request.urlopen(served.url + "/", timeout=10).status == 200
        finally:
            served.stop()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_serves_offline_and_stops_cleanly(tmp_path: Path, sig: int) -> None:
    port = free_port()
    served = start_companion(tmp_path, port)
    try:
        assert served.url in served.banner
        page = urllib.request.urlopen(served.url + "/game/x/log", timeout=10).read().decode()
        assert "<base href=" in page
        assert urllib.request.urlopen(served.url + "/canvaskit/canvaskit.wasm", timeout=10).status == 200
    finally:
        code = served.stop(sig)
    assert code == 0
    assert "Companion stopped." in served.output()
    assert (tmp_path / "companion.db").exists()


def test_a_non_loopback_host_asks_for_the_join_code_and_open_warns(tmp_path: Path) -> None:
    port = free_port()
    served = start(["-m", "companion", "--host", "0.0.0.0", "--port", str(port), "--data-dir", str(tmp_path)],
                   port=port, ready_text="running at")
    served.stop()
    said = served.banner + served.output()
    assert "Join code: " in said and "Warning" not in said
    port = free_port()
    served = start(["-m", "companion", "--host", "0.0.0.0", "--open", "--port", str(port), "--data-dir",
                    str(tmp_path)], port=port, ready_text="running at")
    served.stop()
    said = served.banner + served.output()
    assert "Warning: listening on 0.0.0.0 with --open: anyone on your network can open and change your games." in said
    assert "Join code" not in said


def test_defaults_are_loopback_8550_and_every_address_for_the_table() -> None:
    args = build_parser().parse_args(["serve"])
    assert (listen_host(args.host, table=args.table), args.port, DEFAULT_HOST, DEFAULT_PORT) == (
        "127.0.0.1", 8550, "127.0.0.1", 8550)
    table = build_parser().parse_args(["serve", "--table"])
    assert listen_host(table.host, table=table.table) == "0.0.0.0"
    assert listen_host("192.168.1.5", table=True) == "192.168.1.5"
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.5")


def test_warm_up_loads_the_control_classes_the_screens_use() -> None:
    assert warm_up() >= 30
    assert any(name.startswith("flet.controls.material.data") for name in sys.modules)


def test_what_is_alive_before_the_first_connection_is_left_out_of_full_collections() -> None:
    before = []  # a container: one the collector tracks, unless frozen
    try:
        assert freeze_startup() >= gc.get_freeze_count() > 0
        after: list[object] = []
        alive = gc.get_objects()
        assert not any(o is before for o in alive) and any(o is after for o in alive)
    finally:
        gc.unfreeze()


def test_the_server_freezes_before_it_accepts_a_connection(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []

    async def serving(app: object, sock: socket.socket, started: object) -> None:
        seen.append(gc.get_freeze_count())

    monkeypatch.setattr(server, "serve", serving)
    sock = socket.socket()
    try:
        assert asyncio.run(_serve(sock, "127.0.0.1", tmp_path, None)) == 0
        assert seen and seen[0] > 10_000  # the code and Flet's classes, frozen when serving began
    finally:
        sock.close()
        gc.unfreeze()


def test_a_broken_symbols_map_is_refused_at_the_start_naming_the_file(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    broken = tmp_path / "symbols.json"
    broken.write_text("{", encoding="utf-8")
    monkeypatch.setattr(icons, "FONT_MAP", broken)
    icons.font_map.cache_clear()
    sock = socket.socket()
    try:
        with pytest.raises(Refused, match=f"(?s)companion serve: {re.escape(str(broken))}: .*build_symbols"):
            asyncio.run(_serve(sock, "127.0.0.1", tmp_path / "data", None))
        assert sock.fileno() == -1 and not (tmp_path / "data").exists()  # closed; nothing opened or made
    finally:
        sock.close()
        icons.font_map.cache_clear()


def test_the_start_says_why_games_cannot_be_saved_or_that_nothing_is_saved(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Store.open_data_dir(tmp_path) as store:
        store.conn.execute("PRAGMA user_version = 99")
    broken = StoreGate.data_dir(tmp_path)
    say_store(broken)
    assert "Games cannot be saved: The database" in capsys.readouterr().err
    say_store(StoreGate.memory())
    assert f"Note: {THROWAWAY}" in capsys.readouterr().err


def test_serve_memory_keeps_nothing_on_disk(tmp_path: Path) -> None:
    served = start_companion(tmp_path / "data", free_port(), "--memory")
    try:
        assert THROWAWAY in served.banner
    finally:
        served.stop()
    assert not (tmp_path / "data" / "companion.db").exists()


def test_the_data_directory_serve_makes_is_this_accounts_alone(tmp_path: Path) -> None:
    made = tmp_path / "a" / "b"
    assert make_data_dir(made) == ""
    assert made.stat().st_mode & 0o777 == 0o700 and (tmp_path / "a").stat().st_mode & 0o777 == 0o700
