"""The Ancient World's New game panel and teaching mode in headless Chromium, at phone and tablet size."""

from __future__ import annotations

import pytest

from tests.browser.browsing import READY_MS, App

pytestmark = pytest.mark.browser


def fill_setup(app: App) -> None:
    """Choose The Ancient World's panel inputs by taps: names, colours, a seat move, a side, teaching mode."""
    app.open("/", expect="New game")
    app.tap("New game", then="Start the game")
    app.button("Seat 1 name").or_(app.field("Seat 1 name")).first.wait_for(timeout=READY_MS)
    for seat, name in enumerate(("Ann", "Bo", "Cy"), start=1):
        app.fill(f"Seat {seat} name", name)
    app.into_view(app.by_id("taw-seat-0"))
    app.tap("Ann: Purple", then="Ann: Purple (chosen)")
    app.shot("colour-chosen")
    app.tap("Ann side: Merchants of Merlume")
    app.expect_text("You start with 4 extra coins")
    app.shot("city-state")
    titan = app.page.get_by_role("switch", name="Enter Ann's starting titan: off")
    app.into_view(titan)
    app.expect_text("It threatens Ann from round 1")
    titan.click(position={"x": 24, "y": 24})  # on the switch's words: the whole row is the switch
    app.page.get_by_role("switch", name="Enter Ann's starting titan: on").wait_for(timeout=READY_MS)
    app.button("Defence: 4").first.wait_for(timeout=READY_MS)
    app.shot("starting-titan")
    app.page.get_by_role("switch", name="Enter Ann's starting titan: on").click()
    app.page.get_by_role("switch", name="Enter Ann's starting titan: off").wait_for(timeout=READY_MS)
    app.tap("Move Ann one seat down", then="Move Ann one seat up")
    app.tap("Random first player")
    app.scroll(-12)
    app.expect_text("(drawn at random)")
    app.into_view(app.page.locator('[aria-label*="(drawn at random)"]').or_(
        app.page.get_by_text("(drawn at random)", exact=False)))
    app.shot("seats")
    switch = app.page.get_by_role("switch", name="First game: teach me: off").or_(
        app.page.get_by_role("checkbox", name="First game: teach me: off")).first
    app.into_view(switch)
    switch.click()
    app.expect_text("First game: teach me: on")
    app.shot("variants-teaching")


def start_and_see_teaching(app: App) -> None:
    start = app.button("Start the game")
    app.into_view(start)
    start.click()
    app.by_id("taw-teaching").wait_for(timeout=READY_MS)
    app.expect_text("Now: Player actions")
    app.shot("table-teaching")
    app.tap("Read the rule", then="Hide the rule")
    app.shot("rule-open")
    app.page.reload()
    app.ready("End of round")
    app.expect_text("Now: Player actions")
    app.tap("Hide the teaching panel", then="Show the teaching panel")
    app.page.mouse.move(10, 10)  # headless Chromium paints the first frame after a reload on a pointer move
    app.shot("teaching-hidden")


def test_taw_setup_and_teaching_at_phone_size(phone: App) -> None:
    fill_setup(phone)
    start_and_see_teaching(phone)


def test_taw_setup_and_teaching_on_a_tablet_in_the_dark(tablet: App) -> None:
    tablet.open("/", expect="New game")
    tablet.tap("Use the dark theme", then="Use the light theme")
    fill_setup(tablet)
    start_and_see_teaching(tablet)
