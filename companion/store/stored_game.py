"""A game that saves itself: every apply, undo and redo is committed before the call returns.

The change is made in memory inside a write transaction (after checking no one else moved the game on),
written as the difference in log and redo stack, then committed. If anything fails, the transaction is
rolled back and the in-memory game restored, so what the caller sees always equals what is on disk.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import replace
from typing import Any, Protocol

from companion.core.action import Action
from companion.core.errors import Verdict
from companion.core.game import Game, LogEntry
from companion.store import said
from companion.store.info import GameInfo
from companion.store.log import rebuild_game
from companion.store.options import GameOptions
from companion.words import Msg

#: What :meth:`Saving.changing` yields: ``save(game, entries before, redo stack before)`` writes a change and returns
#: the game's new catalogue line.
SaveChange = Callable[[Game, list[LogEntry], list[list[LogEntry]]], GameInfo]


class Saving(Protocol):
    """What a stored game needs of its store (:class:`~companion.store.db.Store`), which writes every change."""

    def changing(self, info: GameInfo, seen: int, doing: Msg) -> AbstractContextManager[SaveChange]: ...

    def set_options(self, game_id: str, options: GameOptions) -> None: ...

    def info(self, game_id: str) -> GameInfo: ...

    def resume(self, game_id: str, *, use_snapshot: bool = True) -> StoredGame: ...


class StoredGame:
    """A :class:`~companion.core.game.Game` bound to its row in a store (:class:`Saving`).

    Read the game through :attr:`game` (state, entries, ``can``); change it only through :meth:`apply`,
    :meth:`undo` and :meth:`redo` here. ``revision`` is the stored revision this view is based on: acting
    on an older one raises ``RuleError('stale_game')`` and changes nothing; :meth:`refresh` catches up.
    """

    def __init__(self, store: Saving, info: GameInfo, game: Game) -> None:
        self.store = store
        self.info = info
        self.game = game
        #: What was repaired when this game was opened (damaged entries set aside), for the screen to say.
        self.notice: Msg | None = None

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def revision(self) -> int:
        return self.info.revision

    @property
    def state(self) -> Any:
        return self.game.state

    def can(self, action: Action) -> Verdict:
        """Whether ``action`` is legal now (the engine's answer; nothing is written)."""
        return self.game.can(action)

    def apply(self, action: Action, *, by: str | None = None, seen: int | None = None) -> list[LogEntry]:
        """Verify, apply and save ``action`` with the automatic steps it triggers, if the game is still at revision
        ``seen`` (what the person saw when they confirmed it; default: this view's), else ``stale_game``; returns
        the new entries."""
        return self._change(said.MOVE(), lambda game: game.apply(action, by=by), seen)

    def undo(self, *, seen: int | None = None) -> list[LogEntry]:
        """Take back and save the last group (a human action and its automatic steps), if the game is still at
        revision ``seen`` (what the person saw when they tapped Undo), else ``stale_game``."""
        return self._change(said.UNDO(), Game.undo, seen)

    def redo(self, *, seen: int | None = None) -> list[LogEntry]:
        """Re-apply and save the last undone group, if the game is still at revision ``seen``."""
        return self._change(said.REDO(), Game.redo, seen)

    def set_options(self, options: GameOptions) -> None:
        """Save the game's options (the table's choices that are no rule; the revision stays, see ``Store``)."""
        self.store.set_options(self.id, options)
        self.info = replace(self.info, options=options)

    def refresh(self) -> None:
        """Reload the game if another window or process changed it since this view was read (its catalogue line
        only, such as its options, when the log is the same)."""
        fresh = self.reloaded()
        self.info, self.game = fresh.info, fresh.game

    def reloaded(self) -> StoredGame:
        """This game as stored now, as a new view, leaving this one as it is (a screen may be showing it): rebuilt if
        another window or process changed it since this view was read, else this game with its catalogue line
        read again (its options may have changed). The repair notice goes with it."""
        info = self.store.info(self.id)
        same = info.revision == self.revision
        fresh = StoredGame(self.store, info, self.game) if same else self.store.resume(self.id)
        fresh.notice = self.notice
        return fresh

    def copy(self) -> StoredGame:
        """A view of its own to change (:meth:`apply`, ...) while this one is still shown: what it shows changes
        only when the caller puts the copy in its place, once the change is saved."""
        twin = StoredGame(self.store, self.info, self.game.copy())
        twin.notice = self.notice
        return twin

    # -- internals -------------------------------------------------------------------------------
    def _change(self, doing: Msg, mutate: Callable[[Game], list[LogEntry]], seen: int | None) -> list[LogEntry]:
        """Make the change in memory inside the store's write transaction, saved there; restored if that fails."""
        game = self.game
        old_entries = list(game.entries)
        old_redo = list(game.redo_stack)
        changed = False
        try:
            with self.store.changing(self.info, self.revision if seen is None else seen, doing) as save:
                result = mutate(game)
                changed = True
                info = save(game, old_entries, old_redo)
        except BaseException:
            if changed:
                self._restore(old_entries, old_redo)
            raise
        self.info = info
        return result

    def _restore(self, old_entries: list[LogEntry], old_redo: list[list[LogEntry]]) -> None:
        """Put the in-memory game back as it was before a change whose saving failed."""
        game = self.game
        added = game.entries[len(old_entries):]
        if game.entries[: len(old_entries)] == old_entries and added:
            game.rollback(added)
            game.redo_stack = old_redo
        else:
            self.game = rebuild_game(
                game.kind, game.setup, [e.to_json() for e in old_entries],
                [[e.to_json() for e in group] for group in old_redo],
            )

