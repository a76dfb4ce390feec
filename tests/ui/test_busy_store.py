"""One slow thing never freezes every device (issue 21, point 5): a move waiting on a database another program holds
waits on its own device, saying so, while the server's other devices are served as before; it shows as done only
once saved. Two in-process tabs on one store, their time to Home measured in the same test with nothing held."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from companion.store import Store
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi, until
from tests.ui.taw_games import new_game

#: Seconds the tests wait for a screen at most (the store's busy timeout is 5 s: a frozen server waits that long).
PATIENCE_S = 8.0


def home_shown(ui: UiSession) -> bool:
    return ui.route == "/" and "Resume Ann, Bo, Cy" in ui.labels()


async def to_home(phone: UiSession) -> tuple[float, asyncio.Task[None]]:
    """Seconds from asking for Home on ``phone`` (on the Rules guide) until it shows it, and the navigation's task
    (its settling waits for every store call under way, so it is awaited once nothing is held)."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    going = asyncio.create_task(phone.go("/"))
    await until(phone, lambda: home_shown(phone), PATIENCE_S)
    return loop.time() - started, going


def last_move(ui: UiSession) -> str:
    return str(ui.by_identifier("last-move").label)


@pytest.mark.alone
async def test_a_move_waiting_on_a_locked_database_waits_alone_and_shows_as_done_once_saved(
        open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    phone = await open_ui("/rules")
    tablet = await open_ui(f"/game/{game_id}", width=1024, height=768)
    alone, going = await to_home(phone)
    await going
    await phone.go("/rules")
    await tablet.tap("tile-labor")
    confirm = tablet.find("Confirm")
    before = len(store.resume(game_id).game.entries)
    assert store.path is not None
    holder = sqlite3.connect(store.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds the database
    try:
        move = asyncio.create_task(tablet.session.dispatch_event(confirm._i, "click", None))
        took, going = await to_home(phone)
        assert took < 4 * alone + 1.0, f"Home took {took:.2f} s beside a waiting move, {alone:.2f} s alone"
        await until(tablet, lambda: "Saving the move" in tablet.text(), PATIENCE_S)
        assert not move.done()
        # Not shown as done: the move is still being entered (its flow, Confirm), Ann's coins as they were.
        assert tablet.find_all("Confirm") and "Will do: Ann placed citizen 1 on Labor" in tablet.text()
        assert not tablet.find_all("Undo", exact=False)
        assert len(store.resume(game_id).game.entries) == before
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    await move
    await going
    await until(tablet, lambda: last_move(tablet).startswith("Saved: "), PATIENCE_S)
    assert "Saving the move" not in tablet.text() and "Problem:" not in tablet.text()
    assert len(store.resume(game_id).game.entries) > before
