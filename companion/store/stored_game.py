"""A game that saves itself: every apply, undo and redo is committed before the call returns.

The change is made in memory inside a write transaction (after checking no one else moved the game on),
written as the difference in log and redo stack, then committed. If anything fails, the transaction is
rolled back and the in-memory game restored, so what the caller sees always equals what is on disk.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from companion.core.action import Action
from companion.core.errors import RuleError, Verdict
from companion.core.game import Game, LogEntry
from companion.store.errors import StoreError
from companion.store.log import derive_status, now, rebuild_game, scores_json, write_log_changes

if TYPE_CHECKING:
    import sqlite3

    from companion.store.db import GameInfo, Store
    from companion.store.options import GameOptions


class StoredGame:
    """A :class:`~companion.core.game.Game` bound to its row in a :class:`Store`.

    Read the game through :attr:`game` (state, entries, ``can``); change it only through :meth:`apply`,
    :meth:`undo` and :meth:`redo` here. ``revision`` is the stored revision this view is based on: acting
    on an older one raises ``RuleError('stale_game')`` and changes nothing; :meth:`refresh` catches up.
    """

    def __init__(self, store: Store, info: GameInfo, game: Game) -> None:
        self.store = store
        self.info = info
        self.game = game
        #: What was repaired when this game was opened (damaged entries set aside), for the screen to say.
        self.notice: str | None = None

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

    def apply(self, action: Action, *, by: str | None = None) -> list[LogEntry]:
        """Verify, apply and save ``action`` with the automatic steps it triggers; returns the new entries."""
        return self._change("the move", lambda game: game.apply(action, by=by), None)

    def undo(self, *, seen: int | None = None) -> list[LogEntry]:
        """Take back and save the last group (a human action and its automatic steps), if the game is still at
        revision ``seen`` (what the person saw when they tapped Undo), else ``stale_game``."""
        return self._change("the undo", Game.undo, seen)

    def redo(self, *, seen: int | None = None) -> list[LogEntry]:
        """Re-apply and save the last undone group, if the game is still at revision ``seen``."""
        return self._change("the redo", Game.redo, seen)

    def set_options(self, options: GameOptions) -> None:
        """Save the game's options (the table's choices that are no rule; the revision stays, see ``Store``)."""
        self.store.set_options(self.id, options)
        self.info = replace(self.info, options=options)

    def refresh(self) -> None:
        """Reload the game if another window or process changed it since this view was read (its catalogue line
        only, such as its options, when the log is the same)."""
        info = self.store.info(self.id)
        if info.revision != self.revision:
            fresh = self.store.resume(self.id)
            self.info, self.game = fresh.info, fresh.game
        else:
            self.info = info

    # -- internals -------------------------------------------------------------------------------
    def _change(self, doing: str, mutate: Callable[[Game], list[LogEntry]], seen: int | None) -> list[LogEntry]:
        game = self.game
        old_entries = list(game.entries)
        old_redo = list(game.redo_stack)
        changed = False
        try:
            with self.store.transaction(doing) as conn:
                recorded = self._check_current(conn, self.revision if seen is None else seen)
                result = mutate(game)
                changed = True
                write_log_changes(conn, self.id, game, old_entries, old_redo)
                status, scores = derive_status(game, self.info.players, recorded)
                stamp = now()
                conn.execute(
                    "UPDATE games SET revision = revision + 1, status = ?, final_scores = ?, updated_at = ? "
                    "WHERE id = ?",
                    (status, scores_json(scores), stamp, self.id),
                )
        except BaseException:
            if changed:
                self._restore(old_entries, old_redo)
            raise
        self.info = replace(self.info, revision=self.revision + 1, status=status, final_scores=scores,
                            updated_at=stamp, actions=sum(not e.auto for e in game.entries))
        return result

    def _check_current(self, conn: sqlite3.Connection, seen: int) -> dict[str, int] | None:
        """Inside the write transaction: the game still exists, is not binned, and both this view and the
        stored game are at revision ``seen``."""
        row = conn.execute("SELECT revision, deleted_at, final_scores FROM games WHERE id = ?", (self.id,)).fetchone()
        if row is None:
            raise StoreError("not_found", f"The game {self.info.name!r} was removed for good; nothing was saved.")
        if row["deleted_at"] is not None:
            raise StoreError("in_bin", f"The game {self.info.name!r} is in the bin; restore it to play on.")
        if row["revision"] != seen or self.revision != seen:
            raise RuleError(
                "stale_game",
                f"The game moved on: it was changed elsewhere (now at revision {row['revision']}, the view you "
                f"acted on showed {seen}). Look at it again and try again; nothing was saved.",
            )
        return None if row["final_scores"] is None else json.loads(row["final_scores"])

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

