"""The browser's side of :class:`~companion.browser.tabs.Locks`: the Web Locks API for the lock, a
``BroadcastChannel`` for asking the owning tab to let go. Imported only in the browser (it needs ``js``); tested in
Chromium against the built site (tests/browser)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from companion.browser.tabs import LOCK_NAME


class WebLocks:
    """``navigator.locks`` held by this tab's worker until :meth:`release`."""

    def __init__(self) -> None:
        from js import BroadcastChannel

        self._channel = BroadcastChannel.new(LOCK_NAME)
        self._release: Any = None
        self._listening: Any = None

    async def acquire(self, *, wait: bool) -> bool:
        """Request the lock (``ifAvailable`` unless ``wait``); True once granted. It is held while the promise the
        request's callback returns is pending: :meth:`release` resolves it."""
        from js import Object, Promise, navigator
        from pyodide.ffi import create_once_callable, to_js

        got: asyncio.Future[bool] = asyncio.get_running_loop().create_future()

        def hold(resolve: Any, _reject: Any) -> None:
            self._release = resolve

        def granted(lock: Any) -> Any:
            if lock is None:
                got.set_result(False)
                return None
            got.set_result(True)
            return Promise.new(create_once_callable(hold))

        options = to_js({"ifAvailable": not wait}, dict_converter=Object.fromEntries)
        navigator.locks.request(LOCK_NAME, options, create_once_callable(granted))
        return await got

    def release(self) -> None:
        """Let the lock go (a tab waiting for it gets it)."""
        if self._release is not None:
            self._release()
            self._release = None

    def on_asked(self, asked: Callable[[], None]) -> None:
        """``asked()`` on every message another tab posts on the channel."""
        from pyodide.ffi import create_proxy

        self._listening = create_proxy(lambda _event: asked())
        self._channel.onmessage = self._listening

    def ask(self) -> None:
        """Ask the owner to let go."""
        self._channel.postMessage("let-go")
