"""``companion serve``: the table-side app over HTTP (companion.web), offline, until Ctrl-C/SIGTERM.

Exit codes (README): 0 after a clean stop; 1 when the address cannot be listened on or the data directory
cannot be used (refused input: one line on stderr naming it and why, and nothing is created); 2 for a usage
error (a port that is not a number from 0 to 65535).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from companion.cli.output import Refused, shown, t
from companion.store.opening import PRIVATE_DIR
from companion.store.paths import data_dir as default_data_dir
from companion.web.access import Access, is_loopback, spaced
from companion.web.invite import reachable, terminal_qr, url
from companion.words import Msg, text

if TYPE_CHECKING:
    from companion.store.gate import StoreGate

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8550

CANNOT_LISTEN = text("cli.serve.cannot_listen", "companion serve: cannot listen on {host} port {port}: {why}")
BAD_DATA_DIR = text("cli.serve.bad_data_dir", "companion serve: cannot use {path} as the data directory: {why}")
CANNOT_KEEP = text("cli.serve.cannot_keep", "companion serve: cannot keep the join code in {path}: {why}")
REFUSED = text("cli.serve.refused", "companion serve: {why}")
NOTE = text("cli.note", "Note: {notice}")
OPEN_WARNING = text("cli.serve.open", "Warning: listening on {host} with --open: anyone on your network can open and "
                    "change your games.")
RUNNING = text("cli.serve.running", "Companion is running at {url}  (data: {path}; Ctrl-C stops it)")
STOPPED = text("cli.serve.stopped", "Companion stopped.")
NOT_SAVED = text("cli.serve.not_saved", "Games cannot be saved: {problem} Every device says so, with Try again; "
                 "nothing can be played until the database opens.")
JOIN_CODE = text("cli.serve.join_code", "Join code: {code}  (each phone types it once; {kept})")
KEPT = text("cli.serve.kept", "the same at each start (--keep-code)")
NEW = text("cli.serve.new", "new at each start")
NO_ADDRESS = text("cli.serve.no_address", "No network address found: is this machine on the table's Wi-Fi?")
OPEN_LINK = text("cli.serve.open_link", "Phones at the table open {link}  (or scan this code: it joins with no "
                 "typing):")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``serve`` subcommand."""
    parser = subparsers.add_parser("serve", help=t("serve the app in the browser (the default command)"))
    parser.add_argument("--host", default=None,
                        help=t("address to listen on (default {host}, or every address with --table; anything but "
                               "loopback is reachable by others, who must give the join code)", host=DEFAULT_HOST))
    parser.add_argument("--table", action="store_true",
                        help=t("let the phones at the table join: listen on this machine's network addresses (or "
                               "--host) and print, for each, the address to open and its QR code, with the join code"))
    parser.add_argument("--keep-code", action="store_true",
                        help=t("keep one join code in the data directory instead of a new one at each start (a browser "
                               "that joined stays joined across restarts)"))
    parser.add_argument("--open", action="store_true",
                        help=t("no join code: anyone who can reach the server may open and change every game"))
    parser.add_argument("--no-trust-loopback", dest="trust_loopback", action="store_false",
                        help=t("ask browsers on this machine (loopback) for the join code too, as if they were phones "
                               "at the table: to try or test the join screen on one machine (no effect with --open)"))
    parser.add_argument("--memory", action="store_true",
                        help=t("keep games in memory only, to try the app: nothing is saved, and every screen says so"))
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT,
                        help=t("TCP port (default {port})", port=DEFAULT_PORT))
    parser.add_argument("--data-dir", type=Path, default=None,
                        help=t("where games are saved (default $COMPANION_DATA_DIR or the user data directory)"))
    parser.set_defaults(handler=run)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(t("{text} is not a TCP port (0-65535)", text=repr(text)))
    return port


def listen_host(given: str | None, *, table: bool) -> str:
    """The address to listen on: the one given, else every address of the machine for ``--table``, else loopback."""
    if given is not None:
        return given
    return "0.0.0.0" if table else DEFAULT_HOST


NOT_A_DIRECTORY = text("cli.serve.not_a_directory", "it exists and is not a directory")
CANNOT_CREATE = text("cli.serve.cannot_create", "it cannot be created: {why}")
CANNOT_CREATE_AT = text("cli.serve.cannot_create_at", "it cannot be created: {why} ({where})")


def make_data_dir(path: Path) -> Msg | str:
    """Make ``path`` a directory (with its missing parents); returns "" when it is one, else why it cannot be (a
    message).

    On failure whatever this call created is removed again, so a refused directory leaves nothing behind.
    """
    if path.is_dir():
        return ""
    if path.exists() or path.is_symlink():
        return NOT_A_DIRECTORY()
    missing = [path]
    while not missing[-1].parent.exists() and missing[-1].parent != missing[-1]:
        missing.append(missing[-1].parent)
    created: list[Path] = []
    try:
        for folder in reversed(missing):
            folder.mkdir(mode=PRIVATE_DIR)  # only this account may read the games (umask may take more away)
            created.append(folder)
    except OSError as exc:
        for folder in reversed(created):
            folder.rmdir()
        why = exc.strerror or str(exc)
        if exc.filename in (None, str(path)):
            return CANNOT_CREATE(why=why)
        return CANNOT_CREATE_AT(why=why, where=str(exc.filename))
    return ""


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; returns the exit code (refusals raise :class:`Refused`)."""
    args.host = listen_host(args.host, table=args.table)
    try:
        sock = _listen(args.host, args.port)
    except OSError as exc:
        raise Refused(CANNOT_LISTEN(host=args.host, port=str(args.port), why=exc.strerror or str(exc))) from None
    data_dir: Path = default_data_dir(args.data_dir).expanduser().resolve()
    problem = make_data_dir(data_dir)
    if problem:
        sock.close()
        raise Refused(BAD_DATA_DIR(path=str(data_dir), why=problem))
    networked = not is_loopback(args.host)
    try:
        access = None if args.open else Access.for_data_dir(
            data_dir, keep_code=args.keep_code, trust_loopback=args.trust_loopback, networked=networked,
            urls=tuple(url(address, sock.getsockname()[1]) for address in reachable(args.host)) if networked else ())
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        sock.close()
        raise Refused(CANNOT_KEEP(path=str(data_dir), why=str(exc))) from None
    for notice in access.notices if access is not None else ():
        print(shown(t(NOTE(notice=notice))), file=sys.stderr, flush=True)
    if args.open and not is_loopback(args.host):
        print(t(OPEN_WARNING(host=args.host)), file=sys.stderr, flush=True)
    return asyncio.run(_serve(sock, args.host, data_dir, access, memory=args.memory))


def _listen(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host:port`` (raises OSError when the address cannot be used)."""
    family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                         flags=socket.AI_PASSIVE)[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    sock.setblocking(False)
    return sock


async def _serve(sock: socket.socket, host: str, data_dir: Path, access: Access | None, *, memory: bool = False) -> int:
    from companion.store.gate import StoreGate
    from companion.ui.app import make_main, warm_up
    from companion.ui.icons import ASSETS_DIR, FontMapError, font_map
    from companion.web.guard import own_names
    from companion.web.server import build_app, serve

    try:
        font_map()  # the symbols' glyphs: a broken map is said at the start, not on the first screen with a symbol
    except FontMapError as exc:
        sock.close()
        raise Refused(REFUSED(why=str(exc))) from None
    gate = StoreGate.memory() if memory else StoreGate.data_dir(data_dir)
    say_store(gate)
    url_host = DEFAULT_HOST if host in ("0.0.0.0", "::", "") else host
    port = sock.getsockname()[1]

    async def started() -> None:
        print(t(RUNNING(url=f"http://{_bracketed(url_host)}:{port}", path=str(data_dir))), flush=True)
        if access is not None and (access.networked or not access.trust_loopback):
            print(_invitation(access), flush=True)
        await asyncio.to_thread(warm_up)

    try:
        app = build_app(make_main(gate, access), names=own_names(host), assets=ASSETS_DIR)
        freeze_startup()
        await serve(app, sock, started)
    finally:
        gate.close()
    print(t(STOPPED()), flush=True)
    return 0


def say_store(gate: StoreGate) -> None:
    """The start-up lines about the database: what opening it repaired, or why no game can be played (every device
    says so too, with "Try again"), or that nothing is saved (``--memory``)."""
    from companion.ui.app import THROWAWAY

    if gate.throwaway:
        print(t(NOTE(notice=t(THROWAWAY))), file=sys.stderr, flush=True)
    elif gate.problem is not None:
        print(shown(t(NOT_SAVED(problem=gate.problem.msg))), file=sys.stderr, flush=True)
    for notice in gate.store.told if gate.store is not None else ():
        print(shown(t(NOTE(notice=notice))), file=sys.stderr, flush=True)


def freeze_startup() -> int:
    """Take all that is alive now out of the garbage collector's full collections (``gc.freeze``): the code, Flet's
    classes and the app built from them (about 68,000 objects), which live as long as the server. A full collection
    then walks only what the sessions made: about 40% less time with five clients (docs/performance.md), each such
    pause a wait for every device at the table. Called before the server accepts a connection, so that nothing of a
    session (freed when it ends) is frozen. Returns how many objects are frozen."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


def _invitation(access: Access) -> str:
    """The start-up lines saying how a phone joins: the join code (the one place it is printed), then each address
    to open, and its join link as a QR code (scanning it joins with no typing)."""
    lines = [t(JOIN_CODE(code=spaced(access.code), kept=KEPT() if access.kept else NEW()))]
    if access.networked and not access.urls:  # one address given is always offered: this is every address
        lines.append(t(NO_ADDRESS()))
    for link in access.urls:
        lines += [t(OPEN_LINK(link=link)), terminal_qr(access.link(link))]
    return "\n".join(lines)


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host and socket.has_ipv6 else host
