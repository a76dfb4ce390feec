"""Where Companion runs: on a machine (``companion serve``, the packaged app) or in the browser itself (the static site,
Python under Pyodide in a web worker, issue 25). The one place that tells them apart.

In the browser there is one device, the tab's own, and no server: no threads (Pyodide's Python has none), the
database on the browser's storage (``companion/browser``), and nothing that needs a server is offered (joining, the
seats of other phones). The rest of the app is the same code in both modes.

Tests force a mode with :func:`forced`, so what the browser hides and says is tested in process.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

#: True when this Python is the browser's (Pyodide is built for Emscripten).
BROWSER = sys.platform == "emscripten"

_forced: list[bool] = []


def in_browser() -> bool:
    """True when Companion runs in the browser (or a test forces that mode)."""
    return _forced[-1] if _forced else BROWSER


@contextmanager
def forced(browser: bool) -> Iterator[None]:
    """Run as if in the browser (``True``) or on a machine (``False``) inside the ``with`` block (tests)."""
    _forced.append(browser)
    try:
        yield
    finally:
        _forced.pop()
