"""The Log of a long game (issue 21, point 5): its latest moves, older ones on demand, so that what it costs to render,
and what each session shown it keeps, does not grow with the game."""

from __future__ import annotations

import gc
from pathlib import Path

import flet as ft

from companion.core.action import Correction
from companion.core.game import LogEntry
from companion.store import Store
from companion.ui.screens.log import PAGE
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi
from tests.ui.taw_games import NAMES, new_game

#: Sessions each shown the Log of a game in the memory test (a server keeps 20 that have left).
SESSIONS = 10


def corrected(store: Store, corrections: int) -> str:
    """A new game with ``corrections`` manual corrections after its setup, each a move of its own; returns its id."""
    game_id = new_game(store)
    game = store.resume(game_id).game
    for i in range(corrections):
        seat = i % len(NAMES)
        game.apply(Correction(path=f"players.{seat}.coins", value=game.state.players[seat].coins + 1, reason="test"))
    return store.add_game("the-ancient-world", game, name="Long", players=list(NAMES)).id


def lines(ui: UiSession) -> list[str]:
    """The Log's lines as shown, top to bottom, by identifier (``log-<seq>``)."""
    return [c.identifier for c in ui.controls()
            if isinstance(c, ft.Semantics) and c.identifier and c.identifier.startswith("log-")]


def latest(entries: list[LogEntry], moves: int) -> list[str]:
    """The identifiers of the entries of the last ``moves`` groups, newest first."""
    groups = sorted({e.group for e in entries})[-moves:]
    return [f"log-{e.seq}" for e in reversed(entries) if e.group in groups]


async def test_the_log_of_a_long_game_shows_its_latest_moves_and_earlier_ones_on_demand(
        open_ui: OpenUi, store: Store) -> None:
    game_id = corrected(store, 2 * PAGE + 30)
    entries = store.resume(game_id).game.entries
    ui = await open_ui(f"/game/{game_id}/log")
    assert lines(ui) == latest(entries, PAGE)
    await ui.click(f"Show earlier moves ({len(entries) - PAGE:,} more entries)")
    assert lines(ui) == latest(entries, 2 * PAGE)
    await ui.click("Show earlier moves", exact=False)
    assert lines(ui) == latest(entries, 3 * PAGE) == [f"log-{e.seq}" for e in reversed(entries)]
    assert not ui.find_all("Show earlier moves", exact=False)


async def test_a_short_log_is_shown_whole_with_nothing_to_load(open_ui: OpenUi, store: Store) -> None:
    game_id = corrected(store, 3)
    ui = await open_ui(f"/game/{game_id}/log")
    assert lines(ui) == [f"log-{e.seq}" for e in reversed(store.resume(game_id).game.entries)]
    assert not ui.find_all("Show earlier moves", exact=False)


def resident_mb() -> float:
    """This process's resident memory, in MB (Linux)."""
    status = Path("/proc/self/status").read_text()
    return int(next(line for line in status.splitlines() if line.startswith("VmRSS:")).split()[1]) / 1024


async def kept_growth(open_ui: OpenUi, route: str) -> tuple[float, int]:
    """MB this process grows by with :data:`SESSIONS` sessions kept, each shown ``route``; the controls each holds."""
    gc.collect()
    before = resident_mb()
    for _ in range(SESSIONS):
        ui = await open_ui(route)
        ui.connection.messages.clear()  # the harness keeps what it sent; a server does not
    gc.collect()
    return resident_mb() - before, len(ui.session.index)


async def test_sessions_shown_the_log_of_a_long_game_keep_no_more_than_those_shown_its_table(
        open_ui: OpenUi, store: Store) -> None:
    """Each session shown the Log of a 2,000-entry game held about 20 MB more than one shown its Table (a server
    went from 67 to 528 MB for 60 connections opening it, 20 of them kept); now the Log holds the controls of
    :data:`PAGE` moves, whatever the game's length, measured in the same test against its Table."""
    long = corrected(store, 2000)
    table, _ = await kept_growth(open_ui, f"/game/{long}")
    log, controls = await kept_growth(open_ui, f"/game/{long}/log")
    assert log < table + 20, f"{log:.0f} MB for {SESSIONS} sessions shown the Log, {table:.0f} MB shown the Table"
    _, paged = await kept_growth(open_ui, f"/game/{corrected(store, PAGE)}/log")
    assert controls <= paged + 10, f"the Log of 2,000 entries holds {controls} controls, of {PAGE} moves {paged}"
