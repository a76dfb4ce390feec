"""``companion serve``: the table-side app over HTTP with Flet in web mode, offline, until Ctrl-C/SIGTERM."""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import os
import socket
import sys
from pathlib import Path

from companion.store.paths import data_dir as default_data_dir

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8550


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``serve`` subcommand."""
    parser = subparsers.add_parser("serve", help="serve the app in the browser (the default command)")
    parser.add_argument("--host", default=DEFAULT_HOST,
                        help=f"address to listen on (default {DEFAULT_HOST}; anything else is reachable by others)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT})")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="where games are saved (default $COMPANION_DATA_DIR or the user data directory)")
    parser.set_defaults(handler=run)


def is_loopback(host: str) -> bool:
    """True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; returns the exit code."""
    data_dir: Path = default_data_dir(args.data_dir).expanduser().resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    if not is_loopback(args.host):
        print(f"Warning: listening on {args.host}: anyone on your network can open and change your games.",
              file=sys.stderr, flush=True)
    return asyncio.run(_serve(args.host, args.port, data_dir))


async def _serve(host: str, port: int, data_dir: Path) -> int:
    import flet as ft

    from companion.store import Store
    from companion.ui.app import make_main, warm_up

    # Serve only; never try to open a desktop window or a browser (the user opens the printed address).
    os.environ["FLET_FORCE_WEB_SERVER"] = "true"
    store = Store.open_data_dir(data_dir, recover=True)
    for notice in store.notices:
        print(f"Note: {notice}", file=sys.stderr, flush=True)
    server = asyncio.create_task(ft.run_async(
        make_main(store), host=host, port=port, view=ft.AppView.WEB_BROWSER, no_cdn=True,
    ))
    url_host = DEFAULT_HOST if host in ("0.0.0.0", "::", "") else host
    while not server.done():
        if await _accepts(url_host, port):
            print(f"Companion is running at http://{_bracketed(url_host)}:{port}  (data: {data_dir}; "
                  "Ctrl-C stops it)", flush=True)
            await asyncio.to_thread(warm_up)
            break
        await asyncio.sleep(0.05)
    try:
        await server
    finally:
        store.close()
    print("Companion stopped.", flush=True)
    return 0


async def _accepts(host: str, port: int) -> bool:
    """True once something accepts TCP connections on host:port."""
    try:
        _, writer = await asyncio.open_connection(host, port)
    except OSError:
        return False
    writer.close()
    return True


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host and socket.has_ipv6 else host
