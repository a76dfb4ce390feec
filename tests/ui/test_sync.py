"""Sessions of one server stay in step: two in-process tabs on one store and one pubsub hub, as ``companion serve`` has.

Each harness tab normally gets its own hub; here every tab of a test shares one, so a move saved in one tab
reaches the other through Flet's real ``PubSubHub`` and ``page.run_task``.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import pytest
from flet.messaging.protocol import InvokeMethodRequestBody, MessageAction

from companion.store import Store, StoredGame
from companion.tta.random_game import random_setup
from companion.ui.app import THEME_KEY
from companion.ui.state import AppState
from companion.ui.sync import GAMES_TOPIC, OnChange, Sync, game_topic
from tests.said import codes, in_english
from tests.ui.harness import UiSession
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi, until


def tta_game(store: Store) -> StoredGame:
    return store.create("through-the-ages", random_setup(random.Random(4), 2), name="TTA", players=["A", "B"])


def takes(ui: UiSession) -> list[str]:
    return [label for label in ui.labels() if " takes " in label]


@pytest.mark.usefixtures("shared_hub")
async def test_a_move_undo_and_redo_in_one_tab_show_in_the_other_untouched(open_ui: OpenUi, store: Store) -> None:
    stored = tta_game(store)
    a = await open_ui(f"/game/{stored.id}")
    b = await open_ui(f"/game/{stored.id}/log")
    assert b.find("Undo (nothing to undo)", exact=False).disabled
    await a.click(takes(a)[0])
    await until(b, lambda: b.find_all("Undo"))
    assert b.find("Undo").disabled is not True
    await a.click("Log")
    await a.click("Undo")
    await until(b, lambda: bool(b.find_all("Undo (nothing to undo)", exact=False)))
    await a.click("Redo")
    await until(b, lambda: bool(b.find_all("Undo")))
    # B acts on what it now shows: accepted, and A follows in turn.
    await b.click("Undo")
    assert b.find("Undo (nothing to undo)", exact=False).disabled
    await until(a, lambda: bool(a.find_all("Undo (nothing to undo)", exact=False)))
    assert len(store.resume(stored.id).game.entries) == len(stored.game.entries)


@pytest.mark.usefixtures("shared_hub")
async def test_home_lists_a_game_another_tab_creates(open_ui: OpenUi) -> None:
    home = await open_ui("/")
    assert "No game in progress." in home.text()
    other = await open_ui("/new")
    for seat, name in enumerate(("Ann", "Bo", "Cy")):
        await other.fill(f"Seat {seat + 1} name", name)
    await other.click("Start the game")
    await until(home, lambda: bool(home.find_all("Resume Ann, Bo, Cy")))


async def test_a_tab_acting_on_an_old_view_is_told_and_then_shows_the_game_as_it_is(open_ui: OpenUi,
                                                                                     store: Store,
                                                                                    heard: Heard) -> None:
    stored = tta_game(store)
    ui = await open_ui(f"/game/{stored.id}")  # its own hub: it never hears of the change below
    elsewhere = store.resume(stored.id)
    elsewhere.apply(next(a for a in elsewhere.game.legal_actions() if "take" in a.type.lower()))
    saved = len(elsewhere.game.entries)
    await ui.click(takes(ui)[0])
    moved_on, = heard.coded("stale_game")
    assert codes(moved_on) == "stale_game(now=1, seen=0)" and in_english(moved_on) in ui.text()
    assert len(store.resume(stored.id).game.entries) == saved
    await ui.click("Log")
    assert ui.find("Undo").disabled is not True, "the refused tab still shows the old game"


class FakeChannel:
    """A pubsub hub for several sessions, delivering at once, recording what was sent; what a session does on a
    message (it reads the store off the loop) runs as a task, which :meth:`delivered` waits for."""

    def __init__(self) -> None:
        self.handlers: dict[tuple[str, str], Callable[[str, Any], Any]] = {}
        self.sent: list[tuple[str, str]] = []
        self.running: list[asyncio.Task[None]] = []

    def in_session(self, on_change: OnChange) -> None:
        """Run ``on_change`` in the session (here: a task of the test's loop)."""
        self.running.append(asyncio.ensure_future(on_change()))

    async def delivered(self) -> None:
        """Wait until every session has done what the messages sent so far asked."""
        while self.running:
            await self.running.pop()

    def client(self, session: str) -> Any:
        hub = self

        class Client:
            def send_others_on_topic(self, topic: str, message: Any) -> None:
                hub.sent.append((session, topic))
                for (other, subscribed), handler in list(hub.handlers.items()):
                    if other != session and subscribed == topic:
                        handler(topic, message)

            def subscribe_topic(self, topic: str, handler: Callable[[str, Any], Any]) -> None:
                hub.handlers[(session, topic)] = handler

            def unsubscribe_topic(self, topic: str) -> None:
                del hub.handlers[(session, topic)]

        return Client()


async def test_state_announces_only_saved_changes_and_follows_only_the_open_game(store: Store) -> None:
    hub = FakeChannel()
    first, second = tta_game(store), tta_game(store)
    a, b = AppState(store=store), AppState(store=store)
    a.connect(Sync(hub.client("a"), hub.in_session))
    b.connect(Sync(hub.client("b"), hub.in_session))
    assert await a.open_game(first.id) and await b.open_game(first.id)
    assert await b.open_game(second.id) and await b.open_game(first.id)
    assert set(hub.handlers) == {("a", GAMES_TOPIC), ("b", GAMES_TOPIC), ("a", game_topic(first.id)),
                                 ("b", game_topic(first.id))}
    assert a.game is not None
    illegal = next(x for x in a.game.legal_actions() if "take" in x.type.lower()).model_copy(update={"player": 1})
    assert not await a.act(illegal) and hub.sent == []
    version = b.version
    await b.lists_opened()  # as Home does: b shows the lists of games
    assert await a.act(next(x for x in a.game.legal_actions() if "take" in x.type.lower()))
    await hub.delivered()
    assert hub.sent == [("a", game_topic(first.id)), ("a", GAMES_TOPIC)]
    assert b.version > version and b.current is not None and b.current.revision == a.current.revision
    assert [g.actions for g in b.games if g.id == first.id] == [1]


async def test_the_lists_of_games_are_reloaded_for_another_sessions_change_only_while_shown(store: Store) -> None:
    """A game's screens do not show the lists of games: reloading them there would render every screen again on every
    device at each move (companion/ui/state.py ``_lists_open``); Home loads them when it opens."""
    hub = FakeChannel()
    stored = tta_game(store)
    a, b = AppState(store=store), AppState(store=store)
    a.connect(Sync(hub.client("a"), hub.in_session))
    b.connect(Sync(hub.client("b"), hub.in_session))
    assert await a.open_game(stored.id) and await b.open_game(stored.id)
    await b.lists_opened()
    b.lists_closed()
    assert a.game is not None
    assert await a.act(next(x for x in a.game.legal_actions() if "take" in x.type.lower()))
    await hub.delivered()
    assert [g.actions for g in b.games if g.id == stored.id] == [0], "reloaded while not shown"
    await b.lists_opened()
    assert [g.actions for g in b.games if g.id == stored.id] == [1]


@pytest.mark.usefixtures("shared_hub")
async def test_a_tab_whose_browser_was_away_catches_up_when_it_is_back(open_ui: OpenUi, store: Store) -> None:
    stored = tta_game(store)
    away = await open_ui(f"/game/{stored.id}/log")
    other = await open_ui(f"/game/{stored.id}")
    await away.session.disconnect(60)
    await other.click(takes(other)[0])
    await asyncio.sleep(0.1)
    await away.session.connect(away.connection)
    await until(away, lambda: bool(away.find_all("Undo")))


async def test_the_theme_choice_is_saved_in_the_browser(open_ui: OpenUi) -> None:
    ui = await open_ui("/")
    await ui.click("Use the dark theme")
    calls = [m.body for m in ui.connection.messages if m.action == MessageAction.INVOKE_METHOD]
    saved = [c.args for c in calls if isinstance(c, InvokeMethodRequestBody) and c.name == "set"]
    assert saved == [{"key": THEME_KEY, "value": "dark"}]


@pytest.mark.usefixtures("shared_hub")
async def test_two_tabs_tapping_undo_a_moment_apart_undo_one_move(open_ui: OpenUi, store: Store) -> None:
    """Issue 10, "Undo knows what the person saw": B's browser still shows the Undo it had when A's undo landed;
    B's tap on it reaches no handler (the buttons are new controls at each revision), so one move is undone."""
    stored = tta_game(store)
    for _ in range(2):
        stored.apply(next(a for a in stored.game.legal_actions() if "take" in a.type.lower()))
    a = await open_ui(f"/game/{stored.id}/log")
    b = await open_ui(f"/game/{stored.id}/log")
    old_undo = b.find("Undo")
    await a.click("Undo")
    await until(b, lambda: b.find("Undo") is not old_undo)
    await b.session.dispatch_event(old_undo._i, "click", None)  # what B's browser sends for the tap it saw
    await b.settle()
    assert len(store.resume(stored.id).game.entries) == len(stored.game.entries) - 1 - _auto_after_last(stored)


def _auto_after_last(stored: StoredGame) -> int:
    """How many automatic steps followed the last person's move (undone with it)."""
    entries = stored.game.entries
    return sum(1 for e in entries if e.group == entries[-1].group) - 1


async def test_an_undo_from_a_view_that_is_out_of_date_is_refused(store: Store) -> None:
    stored = tta_game(store)
    stored.apply(next(a for a in stored.game.legal_actions() if "take" in a.type.lower()))
    app = AppState(store)
    assert await app.open_game(stored.id)
    seen = app.revision
    elsewhere = store.resume(stored.id)
    elsewhere.apply(next(a for a in elsewhere.game.legal_actions() if "take" in a.type.lower()))
    await app.reload_game()  # this session heard of it, but the person tapped Undo on the screen before
    assert not await app.undo(seen) and app.problem is not None and codes(app.problem) == "stale_game(now=2, seen=1)"
    assert not await app.redo(seen) and app.problem is not None and codes(app.problem) == "stale_game(now=2, seen=1)"
    assert len(store.resume(stored.id).game.entries) == len(elsewhere.game.entries)
    assert await app.undo(app.revision), app.problem


async def test_catching_up_after_being_away_clears_a_problem_shown_before(store: Store) -> None:
    """Issue 21 point 7: a refused Confirm's message stayed on screen a round later, after the phone came back (its
    page reloads into its session, which catches up)."""
    stored = tta_game(store)
    app = AppState(store=store)
    assert await app.open_game(stored.id)
    await app.rename_game(stored.id, "")  # refused: a name is needed
    assert app.problem
    await app.catch_up()
    assert app.problem is None and app.current is not None
