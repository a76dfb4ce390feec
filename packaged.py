"""Companion as a phone or desktop app: the module ``flet build apk`` / ``flet build ipa`` runs (pyproject.toml's
``[tool.flet.app]`` names it; flet build wants it at the top of the project, beside ``assets/``).

Flet runs it as ``__main__`` inside the app, which draws the screens itself: no web server, no join code (the
device is the table's). Games are saved in the app's own data directory (``$FLET_APP_STORAGE_DATA``, see
companion.store.paths), so they stay with the app across updates (and on a phone go with it when it is removed).
"""

from __future__ import annotations

import sys

import flet as ft

from companion.store.gate import StoreGate
from companion.ui.app import make_main
from companion.ui.icons import ASSETS_DIR


def main() -> None:
    """Open the store in the data directory and run the app on this device until it is closed (a database that
    cannot be used shows why on the screen, with "Try again": no game is played on a store in memory)."""
    gate = StoreGate.data_dir()
    for notice in gate.store.notices if gate.store is not None else ():
        print(f"Note: {notice}", file=sys.stderr, flush=True)
    try:
        ft.run(make_main(gate), assets_dir=str(ASSETS_DIR))
    finally:
        gate.close()


if __name__ == "__main__":
    main()
