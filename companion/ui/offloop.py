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
the caller shows it once back on the loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

#: The thread changes are saved in, one after the other (the store writes one change at a time).
_SAVING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="companion-save")


async def saved(change: Callable[[], T]) -> T:
    """``change()`` run in the saving thread; its result (or its exception) once it returns."""
    return await asyncio.get_running_loop().run_in_executor(_SAVING, change)


async def read(reading: Callable[[], T]) -> T:
    """``reading()`` run in a thread of the loop's pool; its result (or its exception) once it returns."""
    return await asyncio.to_thread(reading)
