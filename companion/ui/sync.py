"""Keeping the browser sessions of one server in step: after a saved change, the other sessions reload it.

A change is announced only once the store has committed it, and a listener re-reads the store, never the
message, so a late or lost message can only delay a refresh: nothing unsaved is ever shown. Topics: one per
game (its moves, undos, redos, corrections) and one for the list of games (Home).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import flet as ft

#: The topic of the list of games: a game was created or changed (its status, its action count).
GAMES_TOPIC = "games"
#: The topic of the database: it could not be used, and now it opened (every device leaves the no-store screen).
STORE_TOPIC = "store"


def game_topic(game_id: str) -> str:
    """The topic of one game's changes."""
    return f"game:{game_id}"


class Channel(Protocol):
    """What is needed of Flet's ``page.pubsub`` (a session-scoped client of the server's hub)."""

    def send_others_on_topic(self, topic: str, message: Any) -> None: ...

    def subscribe_topic(self, topic: str, handler: Callable[[str, Any], Any]) -> None: ...

    def unsubscribe_topic(self, topic: str) -> None: ...


#: What a session does on another session's change: a coroutine function (it reads the store off the loop).
OnChange = Callable[[], Awaitable[None]]
#: Runs an :data:`OnChange` in the session it belongs to (its event loop and page), whatever thread the message came on.
InSession = Callable[[OnChange], None]


class Sync:
    """One session's link to the others: announces its saved changes, follows its open game and the game list."""

    def __init__(self, channel: Channel, in_session: InSession) -> None:
        self.channel = channel
        self.in_session = in_session
        self.followed: str | None = None

    def announce(self, game_id: str) -> None:
        """Tell the other sessions that ``game_id`` was changed and saved (and so the list of games too)."""
        self.channel.send_others_on_topic(game_topic(game_id), game_id)
        self.channel.send_others_on_topic(GAMES_TOPIC, game_id)

    def follow(self, game_id: str, on_change: OnChange) -> None:
        """Call ``on_change`` (in this session) whenever another session saves a change to ``game_id``."""
        if self.followed == game_id:
            return
        if self.followed is not None:
            self.channel.unsubscribe_topic(game_topic(self.followed))
        self.followed = game_id
        self.channel.subscribe_topic(game_topic(game_id), lambda _topic, _message: self.in_session(on_change))

    def announce_store(self) -> None:
        """Tell the other sessions that the database, which could not be used, is open now."""
        self.channel.send_others_on_topic(STORE_TOPIC, None)

    def follow_store(self, on_open: OnChange) -> None:
        """Call ``on_open`` (in this session) when another session opens the database."""
        self.channel.subscribe_topic(STORE_TOPIC, lambda _topic, _message: self.in_session(on_open))

    def follow_games(self, on_change: OnChange) -> None:
        """Call ``on_change`` (in this session) whenever another session creates or changes a game."""
        self.channel.subscribe_topic(GAMES_TOPIC, lambda _topic, _message: self.in_session(on_change))


def for_page(page: ft.Page) -> Sync:
    """The :class:`Sync` of a browser session: Flet's pubsub, with each reload run as a task of that page.

    A message arrives in the sender's context; ``page.run_task`` binds the reload to this session's page,
    so the observable state schedules this session's re-render.
    """

    def in_session(fn: OnChange) -> None:
        if page.session.connection is not None:  # a browser away (a locked phone) catches up when back
            page.run_task(fn)

    return Sync(page.pubsub, in_session)

