"""Stand-ins for the browser's file system and locks (``companion.browser``), so the order of keeping and showing a
change, and the hand-over between two tabs, are tested in process."""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.browser.keeping import Keeper
from companion.browser.tabs import OWNER, Ownership, claim
from companion.store.db import Store


class FakeFS:
    """Emscripten's ``FS`` as the keeper uses it: records each call; a copy to the browser's storage (``syncfs(false)``)
    waits until :meth:`finish` unless ``prompt``; ``failing`` makes each copy report that error."""

    class filesystems:
        IDBFS = "IDBFS"

    def __init__(self, events: list[str]) -> None:
        self.events = events
        self.prompt = True
        self.failing: str | None = None
        self.pending: list[Callable[..., None]] = []

    def mkdirTree(self, path: str) -> None:
        self.events.append(f"mkdir {path}")

    def mount(self, kind: Any, options: Any, path: str) -> None:
        self.events.append(f"mount {kind} {path}")

    def syncfs(self, populate: bool, callback: Callable[..., None]) -> None:
        self.events.append("load" if populate else "keep")
        if populate or self.prompt:
            callback(self.failing)
        else:
            self.pending.append(callback)

    def finish(self) -> None:
        """The browser has written the copies asked for so far."""
        for callback in self.pending:
            self.events.append("kept")
            callback(self.failing)
        self.pending.clear()


class FakeLocks:
    """The browser's lock shared by the tabs of one test (:class:`Browser`), and this tab's channel."""

    def __init__(self, browser: Browser) -> None:
        self.browser = browser
        self.asked: Callable[[], None] | None = None

    async def acquire(self, *, wait: bool) -> bool:
        while self.browser.holder not in (None, self):
            if not wait:
                return False
            await asyncio.sleep(0.005)
        self.browser.holder = self
        return True

    def release(self) -> None:
        if self.browser.holder is self:
            self.browser.holder = None

    def on_asked(self, asked: Callable[[], None]) -> None:
        self.asked = asked

    def ask(self) -> None:
        """Each other tab gets the message later, outside any of this tab's context (as a browser's message event)."""
        loop = asyncio.get_running_loop()
        for tab in self.browser.tabs:
            if tab is not self and tab.asked is not None:
                loop.call_soon(tab.asked, context=contextvars.Context())


class Browser:
    """One browser's lock and its tabs."""

    def __init__(self) -> None:
        self.holder: FakeLocks | None = None
        self.tabs: list[FakeLocks] = []

    def tab(self, data_dir: Path, events: list[str]) -> tuple[Ownership, FakeFS]:
        """A new tab of this browser on the games in ``data_dir`` (its folder and the browser's storage at once)."""
        locks = FakeLocks(self)
        self.tabs.append(locks)
        fs = FakeFS(events)
        return Ownership(locks, Keeper(fs, {}), lambda: Store.open_data_dir(data_dir, recover=True)), fs


async def owning_tab(data_dir: Path, events: list[str]) -> tuple[Ownership, FakeFS]:
    """A tab that owns the games in ``data_dir``, claimed as this Python's tab."""
    ownership, fs = Browser().tab(data_dir, events)
    await ownership.start()
    assert ownership.state == OWNER
    claim(ownership)
    return ownership, fs
