"""The Ancient World's New game panel and teaching mode in headless Chromium at phone size, and the form and the
teaching panel on a tablet in the dark theme (the same taps run in process at that size and theme:
tests/ui/test_taw_setup.py)."""

from __future__ import annotations

import pytest

from tests.browser.app_steps import switch_on
from tests.browser.browsing import READY_MS, App

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


def name_the_seats(app: App) -> None:
    """Open the New game form of The Ancient World and name its three seats."""
    app.tap("New game", then="Start the game")
    app.button("Seat 1 name").or_(app.field("Seat 1 name")).first.wait_for(timeout=READY_MS)
    for seat, name in enumerate(("Ann", "Bo", "Cy"), start=1):
        app.fill(f"Seat {seat} name", name)


def titan_on_by_its_words(app: App) -> None:
    """Switch Ann's starting titan on by a tap on the switch's words (the whole row is the switch)."""
    titan = app.page.get_by_role("switch", name="Enter Ann's starting titan: off")
    app.into_view(titan)
    app.expect_text("It threatens Ann from round 1")
    titan.click(position={"x": 24, "y": 24})  # on the switch's words: the whole row is the switch
    app.page.get_by_role("switch", name="Enter Ann's starting titan: on").wait_for(timeout=READY_MS)
    app.button("Defence: 4").first.wait_for(timeout=READY_MS)
    app.shot("starting-titan")


def teach_me(app: App) -> None:
    """Switch teaching mode on."""
    switch_on(app, "First game: teach me")
    app.shot("variants-teaching")


def start_with_teaching(app: App) -> None:
    start = app.button("Start the game")
    app.into_view(start)
    start.click()
    app.by_id("taw-teaching").wait_for(timeout=READY_MS)
    app.expect_text("Now: Player actions")
    app.shot("table-teaching")


def test_taw_setup_and_teaching_at_phone_size(phone: App) -> None:
    """Choose The Ancient World's panel inputs by taps: names, a colour, a seat move and a side (behind More), teaching
    mode."""
    phone.open("/", expect="New game")
    name_the_seats(phone)
    phone.into_view(phone.by_id("taw-seat-0"))
    phone.tap("Ann's colour: Red (tap for Green)", then="Ann's colour: Green (tap for Purple)")
    phone.tap("Ann's colour: Green (tap for Purple)", then="Ann's colour: Purple (tap for Red)")
    phone.shot("colour-chosen")
    phone.tap("More for Ann", then="Ann side: Merchants of Merlume")
    phone.tap("Ann side: Merchants of Merlume")
    phone.expect_text("You start with 4 extra coins")
    phone.shot("city-state")
    titan_on_by_its_words(phone)
    phone.page.get_by_role("switch", name="Enter Ann's starting titan: on").click()
    phone.page.get_by_role("switch", name="Enter Ann's starting titan: off").wait_for(timeout=READY_MS)
    phone.tap("Move Ann one seat down", then="Move Ann one seat up")
    phone.tap("Random first player")
    phone.scroll(-12)
    phone.expect_text("(drawn at random)")
    phone.into_view(phone.text("(drawn at random)"))
    phone.shot("seats")
    teach_me(phone)
    start_with_teaching(phone)
    phone.tap("Read the rule", then="Hide the rule")
    phone.shot("rule-open")
    phone.page.reload()
    phone.ready("End of round")
    phone.expect_text("Now: Player actions")
    phone.tap("Hide the teaching panel", then="Show the teaching panel")
    phone.page.mouse.move(10, 10)  # headless Chromium paints the first frame after a reload on a pointer move
    phone.shot("teaching-hidden")


def test_the_form_and_the_teaching_panel_on_a_tablet_in_the_dark(tablet: App) -> None:
    """What only the browser shows of the setup played in process at this size and theme: the form and the teaching
    panel drawn in the dark, and the starting titan's switch taking its row's width, tapped on its words."""
    tablet.open("/", expect="New game")
    tablet.tap("Use the dark theme", then="Use the light theme")
    name_the_seats(tablet)
    tablet.tap("More for Ann", then="Ann side: Merchants of Merlume")
    titan_on_by_its_words(tablet)
    teach_me(tablet)
    start_with_teaching(tablet)
