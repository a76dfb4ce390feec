"""What a person does on a screen, as several UI tests do it: flip a switch, tap controls in turn, take a seat, and
fill in the New game form of The Ancient World or of Through the Ages."""

from __future__ import annotations

import flet as ft

from companion.ui.seats import NO_SEAT
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi

#: Through the Ages, as the New game form's Game list has it.
TTA = "through-the-ages"


async def flip(ui: UiSession, label: str) -> None:
    """Flip the switch labelled ``label`` as a tap does (a switch reports a change, not a click)."""
    switch = ui.find(label)
    ui.session.apply_patch(switch._i, {"value": not switch.value})
    await ui.session.dispatch_event(switch._i, "change", None)
    await ui.session.after_event(switch)
    await ui.settle()


async def toggle(ui: UiSession, label: str) -> None:
    """Flip the switch labelled ``label`` the way the browser reports it: a new value, then a change event."""
    switch = ui.find(label, ft.Switch)
    ui.session.apply_patch(switch._i, {"value": not switch.value})
    await ui.session.dispatch_event(switch._i, "change", None)
    await ui.session.after_event(switch)
    await ui.settle()


async def taps(ui: UiSession, *labels: str) -> None:
    """Tap each control in turn, as a person entering a card would."""
    for label in labels:
        await ui.click(label)


async def seated(ui: UiSession, name: str, now: str = NO_SEAT) -> None:
    """Make this device ``name``'s phone the way a person does: the seat's button, then the player's name."""
    await ui.click(f"Whose phone is this? Now: {now}")
    await ui.click(f"This is {name}'s phone")


async def taw_form(open_ui: OpenUi) -> UiSession:
    """The New game screen with The Ancient World chosen and three players named."""
    ui = await open_ui("/new")
    await ui.select("Game", "the-ancient-world")
    for seat, name in enumerate(("Ada", "Bo", "Cy"), start=1):
        await ui.fill(f"Seat {seat} name", name)
    return ui


async def open_tta_form(open_ui: OpenUi, *, width: int = 390, height: int = 844) -> UiSession:
    """The New game screen (in a ``width`` x ``height`` viewport) with Through the Ages chosen and three players
    named."""
    ui = await open_ui("/new", width=width, height=height)
    await ui.select("Game", TTA)
    for seat, name in enumerate(("Ann", "Bea", "Cyrus")):
        await ui.fill(f"Player {seat + 1} Name", name)
    return ui
