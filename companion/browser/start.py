"""The start of Companion in the browser (the static site's entry module: ``scripts/build-web`` has the browser's
Python run it as ``__main__``).

It opens nothing by itself: the app's first screen asks for the games (``companion.ui.in_browser``), which this tab
opens only if no other tab has them, after filling the data directory from the browser's storage. ``ft.run`` returns at
once under Pyodide (the app goes on in the browser's event loop), so nothing is closed here: the store stays open
under the running app until another tab takes the games over.
"""

from __future__ import annotations

import flet as ft

from companion.browser.keeping import DATA_DIR, Keeper
from companion.browser.tabs import Ownership, claim
from companion.store.db import Store
from companion.ui.icons import ASSETS_DIR
from companion.ui.in_browser import make_browser_main


def this_tab() -> Ownership:
    """This tab's ownership of the games: the browser's lock, its storage (IDBFS under :data:`DATA_DIR`)."""
    import pyodide_js  # type: ignore[import-not-found]
    from js import Object  # type: ignore[import-not-found]

    from companion.browser.weblocks import WebLocks

    return Ownership(WebLocks(), Keeper(pyodide_js.FS, Object.new()),
                     lambda: Store.open_data_dir(DATA_DIR, recover=True))


def main() -> None:
    """Claim this tab's ownership and run the app (returns at once in the browser)."""
    ownership = this_tab()
    claim(ownership)
    ft.run(make_browser_main(ownership), assets_dir=str(ASSETS_DIR))


if __name__ == "__main__":
    main()
