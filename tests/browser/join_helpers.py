"""Serving a table that asks for the join code, with a saved game whose names no client may see before joining (the
join tests, in the browser and on the wire)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

from companion.store import Store
from companion.tta.random_game import random_setup
from companion.web.access import CODE_FILE
from tests.browser.server import Served, start_companion

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
    """Save a game of ``players`` named ``name`` in ``data_dir`` (as the CLI would), ``binned``: deleted to the bin;
    its id."""
    with Store.open_data_dir(data_dir) as store:
        game_id = store.create("through-the-ages", random_setup(random.Random(4), len(players)), name=name,
                               players=list(players)).id
        if binned:
            store.delete(game_id)
    return game_id


def keep_code(data_dir: Path, code: str) -> None:
    """Write ``code`` as the join code kept in ``data_dir`` (what ``--keep-code`` reads)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / CODE_FILE).write_text(code + "\n", encoding="utf-8")


def serve_table(data_dir: Path, port: int, *extra: str) -> Table:
    """``companion serve`` on ``port`` asking every browser for the join code, those on this machine too
    (``--no-trust-loopback``), with ``extra`` flags; the code read from what it printed."""
    served = start_companion(data_dir, port, "--no-trust-loopback", *extra)
    return Table(served, printed_code(served))


def printed_code(served: Served) -> str:
    """The join code of ``served`` as it printed it ("Join code: 482 915"), read from the lines after its banner."""
    assert served.process.stdout is not None
    for _ in range(_BANNER_LINES):
        line = served.process.stdout.readline()
        found = re.match(r"Join code: (\d{3}) (\d{3})  \(", line)
        if found:
            return found[1] + found[2]
    raise AssertionError(f"the server printed no join code after its banner: {served.banner!r}")
