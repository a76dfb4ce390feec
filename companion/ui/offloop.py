"""Store calls off the event loop: the one loop that serves every device of the server never waits for the database.

Flet 1.0.5 runs a synchronous event handler on the event loop itself (``BaseControl._trigger_event`` calls it
there, and only a coroutine handler lets the loop go while it waits), so a move that waited 5 s for a database held
by another program froze every device for those 5 s. The app store (``ui/state.py``) runs each store call through
these two instead, awaiting it from async handlers and effects:

- :func:`saved`: a change (a move, an undo, a rename, ...), in the one thread kept for changes. They are written one
  at a time anyway (the store's write lock), so however many devices wait on a busy database, one thread waits and
  the threads that read stay free.
- :func:`read`: a read (the lists of games, opening or reloading a game), in a thread of the loop's default pool. The
  store reads through a connection of its own that never waits for a writer (``Store._reading``).

The call given must not touch Flet or the app store (they belong to the loop): it returns what it read or saved, and
the caller shows it once back on the loop. :class:`OffLoop` is the app store's side of it: a device saves one change
at a time, says when a save is taking long, and turns a refusal into the problem it shows.

In the browser (the static site, ``companion.runtime``) there are no threads and one device: a read runs at once, and
a change runs at once and is then kept in the browser's storage, by the tab that owns the games
(``companion.browser.tabs``), before it returns: a move shows as done only once the browser has it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import flet as ft

from companion import runtime
from companion.browser import tabs
from companion.core.errors import DataError, RuleError
from companion.store import StoreError
from companion.ui.lang import t
from companion.ui.preferences import until_left
from companion.words import Msg

T = TypeVar("T")

#: Seconds a save may take before the screen says it is saving (``OffLoop.saving``): a quick one re-renders nothing.
SAYING_AFTER_S = 0.25

#: The thread changes are saved in, one after the other (the store writes one change at a time).
_SAVING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="companion-save")


async def saved(change: Callable[[], T]) -> T:
    """``change()`` run in the saving thread; its result (or its exception) once it returns. In the browser, run at
    once and kept in the browser's storage before it returns."""
    if runtime.in_browser():
        return await tabs.this_tab().saved(change)
    return await asyncio.get_running_loop().run_in_executor(_SAVING, change)


async def read(reading: Callable[[], T]) -> T:
    """``reading()`` run in a thread of the loop's pool (at once in the browser, which has no threads); its result
    (or its exception) once it returns."""
    if runtime.in_browser():
        return reading()
    return await asyncio.to_thread(reading)


def use_read(reading: Callable[[], T], empty: T) -> T:
    """What ``reading()`` returns (such as the cards of earlier games, for a card's entry), read off the loop once the
    calling component is first shown: ``empty`` until then, and if the store cannot be read."""
    value, set_value = ft.use_state(empty)

    @until_left
    async def load() -> None:
        try:
            set_value(await read(reading))
        except StoreError:
            return

    ft.use_effect(load, [])
    return value


class OffLoop:
    """The app store's store calls (a mixin of ``AppState``, which declares these fields as observed ones)."""

    #: What went wrong with the last intent, shown until the next one (a refusal as data, or words said).
    problem: Msg | str | None
    #: What this device is saving ("the move") once that has taken longer than :data:`SAYING_AFTER_S` (the database
    #: is busy): said on the screen until it is saved or refused.
    saving: str | None
    #: What this device is saving now, if anything (not observed: its changes re-render nothing).
    _busy: str | None

    async def _save(self, doing: str, change: Callable[[], T]) -> T | None:
        """Run ``change`` (saving ``doing``: "the move") in the saving thread, one at a time on this device: another
        asked meanwhile is refused, saying so. One still going after :data:`SAYING_AFTER_S` is said on the screen
        (``saving``) until it is saved or refused."""
        if self._busy is not None:
            self.problem = t("Still saving {what}: wait until it is saved, then try again.", what=t(self._busy))
            return None
        self._busy = doing
        pending = asyncio.ensure_future(saved(change))
        try:
            await asyncio.wait({pending}, timeout=SAYING_AFTER_S)
            if not pending.done():
                self.saving = doing
            return await self._guarded(pending)
        finally:
            self._busy = None
            if self.saving is not None:
                self.saving = None

    async def _read(self, reading: Callable[[], T]) -> T | None:
        """Run ``reading`` in a reading thread; a failure becomes ``problem``."""
        return await self._guarded(read(reading))

    async def _guarded(self, pending: Awaitable[T]) -> T | None:
        """Await ``pending``; a rules refusal or a storage failure becomes ``problem`` instead of a crash."""
        try:
            return await pending
        except RuleError as exc:
            self.problem = exc.said
        except DataError as exc:
            self.problem = str(exc)
        except StoreError as exc:
            self.problem = exc.message
        return None
