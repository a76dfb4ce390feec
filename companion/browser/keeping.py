"""The database kept in the browser's storage: an Emscripten IDBFS mount as the data directory.

Under Pyodide, files live in memory; IDBFS copies a mounted folder to IndexedDB and back, but only when asked
(``FS.syncfs``). So the folder is filled from IndexedDB before the store opens (:meth:`Keeper.load`), and after each
change the store commits, the folder is copied back and the copy awaited (:meth:`Keeper.keep`) before the move is
shown as saved (``companion.ui.offloop.saved``): a tab closed or reloaded after a move shows as done keeps it.

A copy back replaces what the browser keeps with the folder as it is, so nothing is copied back unless the last fill
worked (:meth:`Keeper.keep` refuses): a folder the browser's storage could not fill holds no games, and copying it
back would lose every game kept there.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from companion.store.errors import StoreError
from companion.words import text

#: Where the data directory is mounted in the browser's file system (also IDBFS's name for its IndexedDB database).
DATA_DIR = "/companion"

NOT_KEPT = text("store.not_kept", "The browser did not keep the last change in its storage ({why}). This tab still "
                "has it; the next change tries again to keep everything.")
NOT_LOADED = text("store.unread", "The games kept in this browser could not be read ({why}).")
NOT_FILLED = text("store.not_kept.unread", "This tab did not keep the change: it has not read the games kept in this "
                  "browser, and its copy would replace them.")


class FileSystem(Protocol):
    """What is used of Emscripten's ``FS`` (``pyodide_js.FS``; a fake in the tests)."""

    filesystems: Any

    def mkdirTree(self, path: str) -> None: ...

    def mount(self, kind: Any, options: Any, path: str) -> Any: ...

    def syncfs(self, populate: bool, callback: Any) -> None: ...


class Keeper:
    """Copies the data directory between the tab's memory and the browser's storage, one copy at a time."""

    def __init__(self, fs: FileSystem, options: Any, path: str = DATA_DIR) -> None:
        self.fs = fs
        self.options = options  # an empty JS object for FS.mount (tests: anything)
        self.path = path
        self._mounted = False
        self._filled = False

    async def load(self) -> None:
        """Mount the data directory (once) and fill it from the browser's storage: before the store opens, and again
        when this tab takes the games over from another one (which may have changed them meanwhile). A failure (the
        browser refuses IndexedDB, or a read of it fails) is a :class:`StoreError` with code ``unread``."""
        self._filled = False
        try:
            if not self._mounted:
                self.fs.mkdirTree(self.path)
                self.fs.mount(self.fs.filesystems.IDBFS, self.options, self.path)
                self._mounted = True
            await self._sync(populate=True)
        except Exception as exc:
            raise StoreError(NOT_LOADED(why=str(exc))) from None
        self._filled = True

    async def keep(self) -> None:
        """Copy the data directory to the browser's storage and return once it is written there; a failure, or a
        folder the last :meth:`load` did not fill, is a :class:`StoreError` saying what was not kept (code
        ``not_kept``), and the browser's storage is left as it was."""
        if not self._filled:
            raise StoreError(NOT_FILLED())
        try:
            await self._sync(populate=False)
        except Exception as exc:
            raise StoreError(NOT_KEPT(why=str(exc))) from None

    async def _sync(self, *, populate: bool) -> None:
        """``FS.syncfs(populate, callback)`` as a coroutine: done when the callback says so, failed if it gives an
        error."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def called(error: Any = None) -> None:
            if done.done():
                return
            if error:  # JS null and undefined (no error) are falsy: None and Pyodide's jsnull
                done.set_exception(OSError(str(error)))
            else:
                done.set_result(None)

        self.fs.syncfs(populate, _callback(called))
        await done


def _callback(function: Any) -> Any:
    """``function`` as a JS function in the browser (kept until called once); itself elsewhere (the tests)."""
    try:
        from pyodide.ffi import create_once_callable
    except ImportError:
        return function
    return create_once_callable(function)
