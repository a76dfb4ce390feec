"""Steps through the app that several browser tests take (a new game from Home, a game chosen in the New game form,
the log's screen, a screenshot from the top or once settled, a phone made a player's), and the saved game they
open."""

from __future__ import annotations

from pathlib import Path

from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from companion.ui.seats import NO_SEAT
from tests.browser.browsing import READY_MS, App

#: The players of :func:`saved_game`.
NAMES = ("Ann", "Bo", "Cy")


def saved_game(tmp_path: Path) -> str:
    """A new 3-player game in the server's data dir, written as the CLI would."""
    with Store.open_data_dir(tmp_path / "data") as store:
        setup = GameSetup(players=tuple(PlayerSetup(name=n, colour=c) for n, c in zip(NAMES, ("Red", "Blue", ""),
                                                                                    strict=True)))
        return store.create("the-ancient-world", setup, name="Table", players=list(NAMES)).id


def start_game(app: App, names: tuple[str, ...]) -> None:
    """From Home, start a new game of The Ancient World for ``names`` (a screenshot of each screen on the way)."""
    app.open("/", expect="New game")
    app.shot("home")
    app.tap("New game", then="Start the game")
    for seat, name in enumerate(names):
        app.fill(f"Seat {seat + 1} name", name)
    app.shot("new-game")
    app.tap("Start the game", then="End of round")


def choose_game(app: App, title: str) -> None:
    """Pick ``title`` in the New game screen's game dropdown (its first expandable button)."""
    app.page.locator('flt-semantics[role="button"][aria-expanded]').first.click()
    app.tap(title, answered=True)  # the app answers with that game's form


def switch_on(app: App, label: str) -> None:
    """Tap the switch named "<label>: off" (scrolled into view) and wait until it says it is on."""
    switch = app.page.get_by_role("switch", name=f"{label}: off").or_(
        app.page.get_by_role("checkbox", name=f"{label}: off")).first
    app.into_view(switch)
    switch.click()
    app.expect_text(f"{label}: on")


def shot_from_top(app: App, name: str) -> None:
    """Scroll back to the top of the screen, wait for the frame that shows it, and save a screenshot."""
    app.page.mouse.wheel(0, -20_000)
    app.drawn()
    app.shot(name)


def log_screen(app: App) -> None:
    """Open the Log tab and save a screenshot of it."""
    app.tap("Log")
    app.page.wait_for_url("**/log", timeout=READY_MS)
    app.button("Undo").wait_for(timeout=READY_MS)
    app.shot("log")


def take_seat(app: App, name: str) -> None:
    """Make this browser ``name``'s phone: the seat's button on the table's first line, then the player's name."""
    app.tap(f"Whose phone is this? Now: {NO_SEAT}", then=f"This is {name}'s phone")
    app.tap(f"This is {name}'s phone", then=f"Whose phone is this? Now: {name}'s phone")


def settled_shot(app: App, name: str, before: bytes | None = None) -> None:
    """Save a screenshot of ``app``'s page once its picture has settled (:meth:`App.settled`: it differs from
    ``before``, the picture taken before another device acted, and has stayed the same for a while)."""
    app.settled(name, before)
    app.shot(name)
