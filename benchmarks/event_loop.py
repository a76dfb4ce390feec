"""Event-loop benchmark: one slow thing (a move waiting on a locked database, the Log of a long game) and how long
another device waits meanwhile, with a baseline measured in the same run.

The real app in real Flet sessions in one process, on one event loop as the server runs them (``tests/ui/harness.py``:
messages are encoded as the server would send them). Printed:

- Home on a phone: alone (the baseline), then while a tablet's move waits on a database another program holds
  (``BEGIN EXCLUSIVE`` in a second sqlite connection, let go after ``--lock`` seconds), with the move's own time.
- The Log of a game of 2,000 and of 11,000 entries opened from its Table (the baseline: the Log of a fresh game),
  and another phone's Home asked for at the same moment; then the fresh game's Table opened from the Rules guide
  (its move entry reads the cards of the store's earlier games, the long ones among them), and that Home again.
- A real ``companion serve``'s memory (resident set) before and after ``--opens`` connections each open the Log of
  the 2,000-entry game and leave, as reloading phones do (the baseline: the fresh game's Log as many times).

Target (issue 21): another device's Home within 4x its time alone + 1 s whatever the slow thing; the Log's time and
the memory it leaves do not grow with the game.

    .venv/bin/python benchmarks/event_loop.py [--lock 3] [--opens 60]
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import flet as ft
from flet.pubsub.pubsub_hub import PubSubHub

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.engine import long_game  # noqa: E402
from companion.store import Store  # noqa: E402
from companion.taw.setup import GameSetup, PlayerSetup  # noqa: E402
from companion.ui.app import make_main  # noqa: E402
from tests.browser.server import free_port, start_companion  # noqa: E402
from tests.server.wsclient import client_cookie, first_screen, open_ws, register, settle  # noqa: E402
from tests.ui import harness  # noqa: E402
from tests.ui.harness import UiSession  # noqa: E402

NAMES = ("Ann", "Bo", "Cy", "Dee")
#: The long games whose Log is opened.
LONG = (2000, 11000)
#: A figure that has not come within this long is reported as lost (the benchmark fails).
GIVE_UP_S = 60.0
#: Times each baseline is measured (its median is printed).
REPEATS = 5


def server_rss_mb(pid: int) -> float:
    """Process ``pid``'s resident memory, in MB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def identifiers(ui: UiSession) -> set[str]:
    """The identifiers of the Semantics the session shows (its index of live controls)."""
    return {c.identifier for c in list(ui.session.index.values()) if isinstance(c, ft.Semantics) and c.identifier}


async def until(ui: UiSession, shown: Callable[[], bool], started: float) -> float:
    """Milliseconds from ``started`` until ``shown()`` holds, looked at each time the session has sent a message."""
    seen = -1
    while True:
        count = len(ui.connection.messages)
        if count != seen:
            seen = count
            if shown():
                return (time.perf_counter() - started) * 1000
        if time.perf_counter() - started > GIVE_UP_S:
            raise SystemExit(f"not shown within {GIVE_UP_S:.0f} s:\n{ui.text()[:500]}")
        await asyncio.sleep(0.002)


def home_shown(ui: UiSession) -> Callable[[], bool]:
    return lambda: ui.route == "/" and "Games in progress" in ui.text() and "Bench" in ui.text()


async def home(ui: UiSession, started: float | None = None) -> float:
    """Milliseconds until the phone ``ui`` (on the Rules guide) shows Home, asked for at ``started`` (default now)."""
    started = time.perf_counter() if started is None else started
    task = asyncio.create_task(ui.go("/"))
    took = await until(ui, home_shown(ui), started)
    await task
    await ui.go("/rules")
    return took


def lock_for(path: Path, seconds: float) -> threading.Event:
    """Hold the database in another connection (``BEGIN EXCLUSIVE``) for ``seconds``; set once it is held."""
    held = threading.Event()

    def hold() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN EXCLUSIVE")
        held.set()
        time.sleep(seconds)
        conn.execute("ROLLBACK")
        conn.close()

    threading.Thread(target=hold, daemon=True).start()
    held.wait()
    return held


async def locked_move(store: Store, game_id: str, lock_s: float) -> None:
    """Home alone, then Home while the tablet's move waits on the lock."""
    phone = await UiSession.start(make_main(store), route="/rules")
    tablet = await UiSession.start(make_main(store), route=f"/game/{game_id}", width=1024, height=768)
    try:
        alone = [await home(phone) for _ in range(REPEATS)]
        await tablet.tap("tile-labor")
        confirm = tablet.find("Confirm")
        assert store.path is not None
        lock_for(store.path, lock_s)
        started = time.perf_counter()
        move = asyncio.create_task(tablet.session.dispatch_event(confirm._i, "click", None))
        waited = await home(phone, started)
        await move
        moved = await until(tablet, lambda: "Saved: " in tablet.text() and "Labor" in tablet.text(), started)
        print(f"Home on a phone, alone (median of {REPEATS}):        {statistics.median(alone):7.0f} ms")
        print(f"Home while a move waits {lock_s:.0f} s on a lock:        {waited:7.0f} ms"
              f"   (the move: saved and shown after {moved:.0f} ms)")
    finally:
        phone.close()
        tablet.close()


async def open_screen(store: Store, start: str, route: str, shown: str,
                      other: UiSession | None) -> tuple[float, float | None]:
    """Milliseconds until a tablet on ``start`` shows ``route`` (the element identified ``shown``) once asked; and
    ``other``'s Home asked at the same moment."""
    ui = await UiSession.start(make_main(store), route=start, width=1024, height=768)
    try:
        started = time.perf_counter()
        going = asyncio.create_task(ui.go(route))
        elsewhere = asyncio.create_task(home(other, started)) if other is not None else None
        took = await until(ui, lambda: shown in identifiers(ui), started)
        await going
        return took, (await elsewhere if elsewhere is not None else None)
    finally:
        ui.close()


async def open_log(store: Store, game_id: str, other: UiSession | None) -> tuple[float, float | None]:
    """Milliseconds until the Log of ``game_id`` is shown, opened from its Table; and ``other``'s Home meanwhile."""
    last = len(store.resume(game_id).game.entries) - 1
    return await open_screen(store, f"/game/{game_id}", f"/game/{game_id}/log", f"log-{last}", other)


def served_memory(data_dir: Path, game_id: str, opens: int) -> tuple[float, float]:
    """A real ``companion serve`` on ``data_dir``: its resident memory (MB) before and after ``opens`` connections
    from one browser each open the Log of ``game_id`` and leave (as a phone reloading it would; the server keeps
    the last sessions a while, each holding its screen)."""
    server = start_companion(data_dir, free_port())
    try:
        cookie = client_cookie(server.url)
        before = server_rss_mb(server.process.pid)
        for _ in range(opens):
            with open_ws(server.url, cookie=cookie) as ws:
                register(ws, route=f"/game/{game_id}/log")
                first_screen(ws, GIVE_UP_S)
                settle(ws)
        return before, server_rss_mb(server.process.pid)
    finally:
        server.stop()


async def logs(store: Store, fresh: str, long: dict[int, str]) -> None:
    other = await UiSession.start(make_main(store), route="/rules")
    try:
        alone = [(await open_log(store, fresh, None))[0] for _ in range(REPEATS)]
        print(f"Log of a fresh game (median of {REPEATS}):            {statistics.median(alone):7.0f} ms")
        for entries, game_id in long.items():
            took, waited = await open_log(store, game_id, other)
            print(f"Log of a {entries:>6,}-entry game:                   {took:7.0f} ms"
                  f"   (another phone's Home meanwhile: {waited:.0f} ms)")
        took, waited = await open_screen(store, "/rules", f"/game/{fresh}", "tile-labor", other)
        print(f"Table of the fresh game, beside the long ones:   {took:7.0f} ms"
              f"   (another phone's Home meanwhile: {waited:.0f} ms)")
    finally:
        other.close()


async def run(lock_s: float, opens: int) -> None:
    hub = PubSubHub(loop=asyncio.get_running_loop(), executor=ThreadPoolExecutor(max_workers=2))
    harness.PubSubHub = lambda **_: hub  # type: ignore[assignment,misc]  # one hub, as the server links sessions
    with tempfile.TemporaryDirectory() as folder:
        store = Store.open_data_dir(Path(folder))
        try:
            setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in NAMES))
            fresh = store.create("the-ancient-world", setup, name="Bench", players=list(NAMES)).id
            long = {n: store.add_game("the-ancient-world", long_game(n), name=f"Long {n}", players=list(NAMES)).id
                    for n in LONG}
            await locked_move(store, fresh, lock_s)
            await logs(store, fresh, long)
        finally:
            store.close()
        for name, game_id in (("the fresh game's", fresh), (f"the {LONG[0]:,}-entry game's", long[LONG[0]])):
            before, after = served_memory(Path(folder), game_id, opens)
            print(f"Server's memory, {name} Log opened by {opens} connections: {before:5.0f} -> {after:5.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lock", type=float, default=3.0, help="seconds another program holds the database")
    parser.add_argument("--opens", type=int, default=60, help="times the Log is opened for the memory figure")
    args = parser.parse_args()
    asyncio.run(run(args.lock, args.opens))


if __name__ == "__main__":
    main()
