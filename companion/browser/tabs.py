"""One tab at a time: the tab that holds the browser's lock on the games is the only one that writes them.

Each tab runs its own Python with its own copy of the database, and whichever copied last to the browser's storage
would win (in the trial of issue 25 a game started in the first tab was lost). So a tab opens the games only while it
holds the lock (the Web Locks API, ``navigator.locks``, which a web worker has); a second tab says that Companion is
open in another tab and offers to take over. Taking over asks the owner (a ``BroadcastChannel`` message) to let go:
the owner stops writing, lets the change under way finish and reach the browser's storage, closes its store and
releases the lock; only then does the new owner fill its folder from the browser's storage and open the store. So no
change either tab showed as saved is lost.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol, TypeVar

from companion.browser.keeping import Keeper
from companion.store.db import Store
from companion.store.errors import StoreError
from companion.store.gate import StoreGate
from companion.words import text

T = TypeVar("T")

#: The lock's name, and the channel's on which a tab asks the owner to let go (one site, one set of games).
LOCK_NAME = "companion-games"

ELSEWHERE = text("store.other_tab", "Companion is open in another tab, so this tab does not save: use that tab, or "
                 "take over here.")

#: The tab's states: waiting for the lock at the start; the owner; another tab owns the games; asking it to let go;
#: it took them over from this tab.
OPENING, OWNER, ELSEWHERE_NOW, ASKING, LOST = "opening", "owner", "elsewhere", "asking", "lost"


class Locks(Protocol):
    """The browser's lock and the channel between tabs (:class:`~companion.browser.weblocks.WebLocks`; a fake in the
    tests)."""

    async def acquire(self, *, wait: bool) -> bool:
        """Take the lock: at once or not at all (``wait=False``), else once it is free; True once held."""

    def release(self) -> None:
        """Let the lock go."""

    def on_asked(self, asked: Callable[[], None]) -> None:
        """Call ``asked`` whenever another tab asks the owner to let go."""

    def ask(self) -> None:
        """Ask the tab that holds the lock to let go."""


class Ownership:
    """This tab's claim on the games: its state, the store it opened while it owns them, and the changes it saves."""

    def __init__(self, locks: Locks, keeper: Keeper, opener: Callable[[], Store]) -> None:
        self.locks = locks
        self.keeper = keeper
        self.opener = opener
        self.state = OPENING
        self.gate: StoreGate | None = None
        self._unread: StoreError | None = None
        self._writing = asyncio.Lock()
        self._letting_go: asyncio.Task[None] | None = None
        self._listeners: list[Callable[[], None]] = []
        locks.on_asked(self._asked)

    def follow(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener`` whenever :attr:`state` changes; returns what stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    async def start(self) -> None:
        """Open the games if no other tab has them; else say so (:data:`ELSEWHERE_NOW`)."""
        if await self.locks.acquire(wait=False):
            await self._own()
        else:
            self._set(ELSEWHERE_NOW)

    async def take_over(self) -> None:
        """Ask the owning tab to let go, wait for the lock, then read the games it kept and open them here."""
        self._set(ASKING)
        self.locks.ask()
        await self.locks.acquire(wait=True)
        await self._own()

    async def saved(self, change: Callable[[], T]) -> T:
        """``change()`` (a store write) made and kept in the browser's storage before it returns; refused with code
        ``other_tab`` once another tab owns the games, and nothing is changed."""
        async with self._writing:
            if self.state != OWNER:
                raise StoreError(ELSEWHERE())
            result = change()
            await self.keeper.keep()
            return result

    async def _own(self) -> None:
        """Open the games here: the folder filled from the browser's storage, then the store on it; a problem is the
        gate's to show, with "Try again" reading the browser's storage anew (:meth:`_read`)."""
        gate = StoreGate(self._open, again=lambda: self._read(gate))
        self.gate = gate
        await self._read(gate)
        self._set(OWNER)

    async def _read(self, gate: StoreGate) -> bool:
        """Fill the folder from the browser's storage and open ``gate``'s store on it; True once open. A fill that
        fails opens nothing and writes nothing: a store opened on the unfilled folder would be a new, empty database,
        and its copy to the browser's storage would replace the games the browser could not give."""
        try:
            await self.keeper.load()
            self._unread = None
        except StoreError as exc:
            self._unread = exc
        if not gate.try_open():
            return False
        await self.keeper.keep()  # what opening wrote (a new file, an upgrade, a repair)
        return True

    def _open(self) -> Store:
        """The store on the filled folder; refused with why the folder could not be filled."""
        if self._unread is not None:
            raise self._unread
        return self.opener()

    def _asked(self) -> None:
        """Another tab asks for the games: stop writing at once, let it have them once the change under way is kept."""
        if self.state == OWNER:
            self._letting_go = asyncio.ensure_future(self._let_go())  # first: letting go never waits on a screen
            self._set(LOST)

    async def _let_go(self) -> None:
        async with self._writing:
            if self.gate is not None:
                self.gate.close()
                self.gate = None
            self.locks.release()

    def _set(self, state: str) -> None:
        self.state = state
        for listener in list(self._listeners):
            listener()


#: The ownership of this tab, once the app starts in the browser (one per Python: one per tab).
_THIS_TAB: list[Ownership] = []


def claim(ownership: Ownership) -> None:
    """Make ``ownership`` this tab's (the start of the app in the browser; tests)."""
    _THIS_TAB[:] = [ownership]


def this_tab() -> Ownership:
    """This tab's ownership of the games (:func:`claim`)."""
    if not _THIS_TAB:
        raise RuntimeError("companion.browser.tabs.claim was not called: the app did not start in the browser")
    return _THIS_TAB[0]
