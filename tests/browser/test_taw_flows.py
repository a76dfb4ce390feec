"""The Ancient World's move flows in headless Chromium: round 1 by taps (a Build entered by printed symbols,
Recruit, Learn, Labor, an attack on a deck titan with its dice, passes), undo of the last move, and a reload."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator

from tests.browser.conftest import App
from tests.browser.test_app import start_game
from tests.browser.test_taw import coins

pytestmark = pytest.mark.browser


def on_screen(app: App, name: str, *, exact: bool = True) -> Locator:
    """The button ``name``, searched for by scrolling (Flutter leaves far off-screen controls out of the tree),
    then scrolled clear of the screen's edges (``App.into_view``)."""
    found = app.button(name, exact=exact)
    for step in [1] * 8 + [-1] * 16:
        if found.count():
            app.into_view(found)
            return found.first
        app.scroll(step)
    raise AssertionError(f"no button {name!r} on screen")


def press(app: App, name: str, *, times: int = 1, exact: bool = True) -> None:
    """Tap button ``name`` (``times`` times), scrolling to it first, each time waiting for the app's answer."""
    for _ in range(times):
        found = on_screen(app, name, exact=exact)
        sent = app.sent()
        found.click()
        app.answered(sent, f"the tap on {name!r}")


def move(app: App, kind: str, citizen: int | None) -> None:
    """Open move ``kind`` from the top of the table and choose the citizen."""
    app.scroll(-20)
    press(app, kind)
    if citizen is not None:
        press(app, f"Citizen {citizen} (available)")


def confirm(app: App, player_next: str) -> None:
    press(app, "Confirm")
    app.scroll(-20)
    app.expect_text(f"{player_next} to play")


def play_round_one(app: App) -> None:
    move(app, "Build", 1)
    press(app, "Cost coins: 3")
    press(app, "Add banner Red")
    press(app, "Food: 1")
    app.expect_text("Will do: Ann placed citizen 1 on Build and built card (cost 3 coins, 1 food, 1 red banner) "
                    "for 3 coins")
    app.shot("build-by-symbols")
    confirm(app, "Bo")

    move(app, "Recruit", 1)
    press(app, "Front swords: 2")
    press(app, "Cost coins: 1")
    assert on_screen(app, "Confirm").is_disabled()
    app.expect_text("army limit of 2")
    app.shot("recruit-refused")
    press(app, "Over City Guard", exact=False)
    app.expect_text("Will do: Bo placed citizen 1 on Recruit and recruited")
    confirm(app, "Cy")

    move(app, "Learn", 1)
    app.expect_text("paid 3 coins and gained 1 knowledge")
    confirm(app, "Ann")

    move(app, "Labor", 2)
    confirm(app, "Bo")


def attack_deck_titan(app: App) -> None:
    move(app, "Attack a titan", None)
    press(app, "Defence: 2")
    press(app, "Add banner Blue")
    press(app, "Army Militia", exact=False)
    app.expect_text("Attack 1 (0 swords + 1 arrows) against defence 2")
    assert on_screen(app, "Confirm").is_disabled()
    app.expect_text("is below the 1-star titan's defence 2")
    press(app, "Army army (cost 1 coin, 2 swords)", exact=False)
    app.expect_text("Attack 3 (2 swords + 1 arrows) against defence 2")
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
    moves, books = (phone.by_id(i).first.bounding_box() for i in ("moves", "player-0"))
    assert moves and books and books["y"] >= moves["y"] + moves["height"], "one column: the books under the moves"
    play_round_one(phone)
    attack_deck_titan(phone)
    move(phone, "Pass", None)
    confirm(phone, "Ann")
    before = coins(phone, 0)
    move(phone, "Labor", 3)
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
    moves, books = (tablet.by_id(i).first.bounding_box() for i in ("moves", "player-0"))
    assert moves and books and books["x"] >= moves["x"] + moves["width"], "the players' pane is beside the moves"
    move(tablet, "Build", 1)
    tablet.fill("Search cards by name", "trade")
    press(tablet, "Use Trade City (catalog)")
    tablet.expect_text("enter them as requires")
    tablet.shot("build-catalog-card")
    tablet.scroll(-20)
    press(tablet, "Attack a titan")
    press(tablet, "Army City Guard", exact=False)
    tablet.expect_text("Attack 1 (1 swords + 0 arrows) against defence 0")
    tablet.shot("attack")
    tablet.scroll(-20)
    tablet.tap("Use the dark theme", then="Use the light theme")
    press(tablet, "Army Militia", exact=False)
    tablet.expect_text("Attack 2 (1 swords + 1 arrows) against defence 0")
    tablet.shot("attack-dark")
