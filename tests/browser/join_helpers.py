"""Serving a table that asks for the join code, with a saved game whose names no client may see before joining (the
join tests, in the browser and on the wire)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import msgpack
from playwright.sync_api import Browser

from companion.store import Store
from companion.tta.state import TtaSetup
from companion.web.access import CODE_FILE
from tests.browser.browsing import PHONE, App
from tests.browser.server import Served, free_port, start_companion

#: A saved game's name and players, unlike any text of the app, so that finding one anywhere is a leak.
GAME_NAME = "Zanzibar Midnight Quest"
PLAYERS = ("Quirinella", "Belisarius")
#: How many lines after "running at" the join code may come (the terminal's QR codes come after it).
_BANNER_LINES = 5


@dataclass
class Table:
    """A running ``companion serve`` that asks for its join code, and that code (six digits, no space)."""

    served: Served
    code: str


def save_game(data_dir: Path, name: str = GAME_NAME, players: tuple[str, ...] = PLAYERS, *,
              binned: bool = False) -> str:
    """Save a game of Through the Ages for ``players`` (the names in the game itself and in its catalogue line)
    named ``name`` in ``data_dir``, as the CLI would; ``binned``: deleted to the bin. Its id."""
    with Store.open_data_dir(data_dir) as store:
        game_id = store.create("through-the-ages", TtaSetup.of(list(players), deal_seed=4), name=name,
                               players=list(players)).id
        if binned:
            store.delete(game_id)
    return game_id


def wrong_code(code: str) -> str:
    """A join code that is not ``code``."""
    return f"{(int(code) + 1) % 10**6:06d}"


def keep_code(data_dir: Path, code: str) -> None:
    """Write ``code`` as the join code kept in ``data_dir`` (what ``--keep-code`` reads)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / CODE_FILE).write_text(code + "\n", encoding="utf-8")


def serve_table(data_dir: Path, port: int, *extra: str) -> Table:
    """``companion serve`` on ``port`` asking every browser for the join code, those on this machine too
    (``--no-trust-loopback``), with ``extra`` flags; the code read from what it printed."""
    served = start_companion(data_dir, port, "--no-trust-loopback", *extra)
    return Table(served, printed_code(served))


@contextmanager
def table_with_a_game(tmp_path: Path) -> Iterator[Table]:
    """A saved game (:func:`save_game`) served on a free port by a server asking every browser for the code."""
    data_dir = tmp_path / "data"
    save_game(data_dir)
    table = serve_table(data_dir, free_port())
    try:
        yield table
    finally:
        table.served.stop()


def printed_code(served: Served) -> str:
    """The join code of ``served`` as it printed it ("Join code: 482 915"), read from the lines after its banner."""
    for _, line in zip(range(_BANNER_LINES), served.after_banner(), strict=False):
        found = re.match(r"Join code: (\d{3}) (\d{3})  \(", line)
        if found:
            return found[1] + found[2]
    raise AssertionError(f"the server printed no join code after its banner: {served.banner!r}")


@dataclass
class Received:
    """What a page's WebSocket received (Flet's frames: 0x00 and msgpack), decoded into text to search."""

    frames: list[bytes] = field(default_factory=list)

    def text(self) -> str:
        return "\n".join(repr(msgpack.unpackb(frame[1:], strict_map_key=False)) for frame in self.frames
                         if isinstance(frame, bytes) and frame[:1] == b"\x00")


@contextmanager
def phone_of(browser: Browser, url: str, folder: Path) -> Iterator[tuple[App, Received]]:
    """The app at ``url`` in a phone-sized page of a browser context of its own (its own cookie and saved
    preferences: another phone), with what its WebSocket receives; screenshots saved in ``folder``."""
    context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
    received = Received()
    try:
        page = context.new_page()
        page.on("websocket", lambda socket: socket.on("framereceived", lambda frame: received.frames.append(frame)))
        yield App(page, url, folder), received
    finally:
        context.close()


def give_code(app: App, code: str) -> None:
    """Type a ``code`` the server refuses on the join screen and tap Join; returns once its answer is drawn (the
    field emptied, the problem said)."""
    app.page.bring_to_front()  # headless Chromium draws a page behind another's only once it is in front
    app.fill("Join code", code, answer=False)
    app.tap("Join", answered=True)


def join(app: App, code: str, then: str = "New game") -> None:
    """Join with the right ``code``; returns once the button ``then`` of the screen asked for is there (the app's
    last message asks the browser for the saved theme, so there is no answer to wait for but the screen)."""
    app.page.bring_to_front()
    app.fill("Join code", code, answer=False)
    app.tap("Join", then=then)
