"""The store the app serves, or why there is none: a server whose database cannot be used never plays games that
would vanish (issue 21).

``companion serve`` and the packaged app open the database through a :class:`StoreGate`. When the file cannot be
used (locked by another program, written by a newer Companion, unreadable, an upgrade that failed) the gate holds
the reason instead of a store; every device shows it with "Try again" (:meth:`StoreGate.try_open`), and nothing can be
played until the file opens. A throwaway store in memory exists only when asked for (``companion serve --memory``),
and the app says so on every screen.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Awaitable, Callable

from companion.store.db import Store
from companion.store.errors import StoreError


class StoreGate:
    """One server's store, opened at start or later by "Try again"; ``problem`` says why it is not open yet.

    ``again`` is how "Try again" opens it when opening takes more than ``opener`` (in the browser: reading the games
    from the browser's storage first, ``companion.browser.tabs``); without it, "Try again" is :meth:`try_open`."""

    def __init__(self, opener: Callable[[], Store], *, throwaway: bool = False,
                 again: Callable[[], Awaitable[bool]] | None = None) -> None:
        self._opener = opener
        self._lock = threading.Lock()
        self.throwaway = throwaway
        self.again = again
        self.store: Store | None = None
        self.problem: StoreError | None = None

    @classmethod
    def of(cls, store: Store, *, throwaway: bool = False) -> StoreGate:
        """A gate already open on ``store`` (tests; the packaged app's own)."""
        gate = cls(lambda: store, throwaway=throwaway)
        gate.try_open()
        return gate

    @classmethod
    def data_dir(cls, data_dir: str | os.PathLike[str] | None = None) -> StoreGate:
        """A gate on ``companion.db`` in the data directory, opened once now (moving a damaged file aside)."""
        gate = cls(lambda: Store.open_data_dir(data_dir, recover=True))
        gate.try_open()
        return gate

    @classmethod
    def memory(cls) -> StoreGate:
        """A throwaway store in memory (``--memory``): for trying the app; its games are gone when it stops."""
        return cls.of(Store.memory(), throwaway=True)

    def try_open(self) -> bool:
        """Open the store if it is not open yet; True once it is. Blocks while the file is locked (up to the
        store's busy timeout), so the app calls it off the event loop."""
        with self._lock:
            if self.store is None:
                try:
                    self.store = self._opener()
                    self.problem = None
                except StoreError as exc:
                    self.problem = exc
            return self.store is not None

    def close(self) -> None:
        """Close the store if it was opened."""
        if self.store is not None:
            self.store.close()
