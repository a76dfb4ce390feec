"""The Ancient World's move flows in headless Chromium: round 1 by taps (a Build entered by printed symbols,
Recruit, Learn, Labor, an attack on a deck titan with its dice, passes), undo of the last move, and a reload."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator

from tests.browser.app_steps import start_game
from tests.browser.browsing import App
from tests.browser.page_reading import coins

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


def scrolled_to(app: App, found: Locator, what: str) -> Locator:
    """``found``, searched for by scrolling (Flutter leaves far off-screen controls out of the tree), then scrolled
    clear of the screen's edges (``App.into_view``)."""
    for step in [1] * 8 + [-1] * 16:
        if found.count():
            app.into_view(found)
            return found.first
        app.scroll(step)
    raise AssertionError(f"no {what} on screen")


def on_screen(app: App, name: str, *, exact: bool = True) -> Locator:
    """The button ``name``, scrolled to."""
    return scrolled_to(app, app.button(name, exact=exact), f"button {name!r}")


def tapped(app: App, found: Locator, what: str) -> None:
    """Tap ``found`` and wait for the app's answer."""
    sent = app.sent()
    found.click()
    app.answered(sent, f"the tap on {what}")


def press(app: App, name: str, *, exact: bool = True) -> None:
    """Tap button ``name``, scrolling to it first, and wait for the app's answer."""
    tapped(app, on_screen(app, name, exact=exact), repr(name))


def move(app: App, kind: str, citizen: int | None) -> None:
    """Start move ``kind`` from the top of the table: a board space's tile (``build``, ``labor``...) or a move off
    the board by its button; ``citizen``: the citizen it must have chosen already (the cheapest)."""
    app.scroll(-20)
    if kind[0].islower():
        tapped(app, scrolled_to(app, app.by_id(f"tile-{kind}"), f"the {kind} tile"), f"the {kind} tile")
    else:
        press(app, kind)
    if citizen is not None:
        assert on_screen(app, f"Citizen {citizen} (available)").get_attribute("aria-current") == "true"


def confirm(app: App, player_next: str) -> None:
    press(app, "Confirm")
    app.scroll(-20)
    app.expect_text(f"{player_next} to play")


def play_round_one(app: App) -> None:
    move(app, "build", 1)
    press(app, "Cost coins: 3")
    press(app, "Add banner Red")
    press(app, "Food: 1")
    app.expect_text("Will do: Ann placed citizen 1 on Build and built card (cost 3 coins, 1 food, 1 red banner) "
                    "for 3 coins")
    app.shot("build-by-symbols")
    confirm(app, "Bo")

    move(app, "recruit", 1)
    press(app, "Front swords: 2")
    press(app, "Cost coins: 1")
    assert on_screen(app, "Confirm").is_disabled()
    app.expect_text("army limit of 2")
    app.shot("recruit-refused")
    press(app, "Over City Guard", exact=False)
    app.expect_text("Will do: Bo placed citizen 1 on Recruit and recruited")
    confirm(app, "Cy")

    move(app, "learn", 1)
    app.expect_text("paid 3 coins and gained 1 knowledge")
    confirm(app, "Ann")

    move(app, "labor", 2)
    confirm(app, "Bo")


def attack_deck_titan(app: App) -> None:
    move(app, "Attack a titan", None)
    press(app, "Defence: 2")
    press(app, "Add banner Blue")
    press(app, "Army Militia", exact=False)
    app.expect_text("Attack 1 (0 swords + 1 arrow) against defence 2")
    assert on_screen(app, "Confirm").is_disabled()
    app.expect_text("is below the 1-star titan's defence 2")
    press(app, "Army army (cost 1 coin, 2 swords)", exact=False)
    app.expect_text("Attack 3 (2 swords + 1 arrow) against defence 2")
    app.shot("attack")
    press(app, "Confirm")
    app.scroll(-20)
    press(app, "Die 1: blank")
    app.shot("dice")
    press(app, "Enter the dice: blank")
    app.scroll(-20)
    app.expect_text("Cy to play")


def test_round_one_by_taps_with_an_attack_undo_and_reload(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    board, books = (phone.by_id(i).first.bounding_box() for i in ("board", "player-0"))
    assert board and books and books["y"] >= board["y"] + board["height"], "one column: the books under the board"
    play_round_one(phone)
    attack_deck_titan(phone)
    move(phone, "Pass", None)
    confirm(phone, "Ann")
    before = coins(phone, 0)
    move(phone, "labor", 3)
    confirm(phone, "Bo")
    assert int(coins(phone, 0)) == int(before) + 2
    phone.shot("before-undo")
    phone.tap("Log", then="Undo")
    phone.tap("Undo", then="Redo")
    phone.tap("Table", then="End of round")
    phone.expect_text("Ann to play")
    assert coins(phone, 0) == before
    table_url = phone.page.url
    phone.page.reload()
    phone.ready("End of round")
    assert phone.page.url == table_url
    phone.expect_text("Ann to play")
    assert coins(phone, 0) == before
    phone.shot("after-reload")


def test_the_flows_at_tablet_size(tablet: App) -> None:
    start_game(tablet, ("Ann", "Bo", "Cy"))
    board, books = (tablet.by_id(i).first.bounding_box() for i in ("board", "books"))
    assert board and books and books["x"] >= board["x"] + board["width"], "the players' books are beside the board"
    move(tablet, "build", 1)
    tablet.fill("Search cards by name", "trade")
    press(tablet, "Use Trade City (catalog)")
    tablet.expect_text("enter them as requires")
    tablet.shot("build-catalog-card")
    press(tablet, "Back to the board")
    move(tablet, "Attack a titan", None)
    press(tablet, "Army City Guard", exact=False)
    tablet.expect_text("Attack 1 (1 sword + 0 arrows); enter the titan's defence")
    press(tablet, "Defence: 0")  # a real 0 is a tap, never a default
    tablet.expect_text("Attack 1 (1 sword + 0 arrows) against defence 0")
    tablet.shot("attack")
    tablet.scroll(-20)
    tablet.tap("Use the dark theme", then="Use the light theme")
    press(tablet, "Army Militia", exact=False)
    tablet.expect_text("Attack 2 (1 sword + 1 arrow) against defence 0")
    tablet.shot("attack-dark")
