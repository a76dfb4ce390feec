"""The screen every device shows while the server's database cannot be used: why, what to do, and "Try again".

Nothing can be played meanwhile (a game played on no database would be gone at the next start). "Try again" opens
the file off the event loop (a locked file keeps it waiting up to the store's busy timeout; in the browser it reads
the games from the browser's storage first, ``StoreGate.again``) and, once it opens, tells every device, which then
shows the app as usual.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.store.gate import StoreGate
from companion.ui import widgets as w
from companion.ui.lang import N_, t
from companion.ui.offloop import read

#: What to do, by the store's reason code; the store's own message says what is wrong with which file.
ADVICE = {
    "locked": N_("Close the program that uses the file (or let it finish), then tap Try again."),
    "newer_schema": N_("Use the newer Companion that wrote this file, or update this one."),
    "unread": N_("Nothing was written, so the games this browser keeps are as they were. Tap Try again; if it fails "
                 "again, close the browser's other windows of Companion or restart the browser, then try again."),
}
DEFAULT_ADVICE = N_("Put the file right (or move it away to start with no games), then tap Try again.")


@ft.component
def NoStore(gate: StoreGate, opened: Callable[[], None]) -> ft.Control:
    """Why no game can be played, with "Try again"; ``opened`` is called (in this session) once the store opens."""
    trying, set_trying = ft.use_state(False)
    tries, set_tries = ft.use_state(0)

    async def try_again() -> None:
        set_trying(True)
        try:
            if await (gate.again() if gate.again is not None else read(gate.try_open)):
                opened()
        finally:
            set_trying(False)
            set_tries(tries + 1)

    problem = gate.problem
    why = t(problem.message) if problem is not None else t("The database is not open yet.")
    advice = ADVICE.get(problem.code, DEFAULT_ADVICE) if problem is not None else DEFAULT_ADVICE
    lines: list[ft.Control] = [
        ft.Text("Companion", size=22, weight=ft.FontWeight.BOLD),
        w.heading(t("Games cannot be saved")),
        ft.Text(t("Companion cannot use its database, so no game can be started or played: nothing would be kept."),
                size=18),
        w.notice(why, error=True, identifier="no-store"),
        ft.Text(t(advice), size=18),
        w.button(t("Trying again...") if trying else t("Try again"), try_again, icon=ft.Icons.REFRESH, primary=True,
                 disabled=trying),
    ]
    if tries and not trying:
        lines.append(w.notice(t("Try {number}: still not usable.", number=tries), identifier="no-store-tries"))
    return ft.SafeArea(ft.Container(w.scrolling(ft.Column(lines, spacing=16)), padding=12), expand=True)
