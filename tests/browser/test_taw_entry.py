"""Issue 23, point 4, in headless Chromium at phone size (390x844), light and dark: a Build and an attack on a deck
titan keep Confirm disabled with the reason beside it until the card's cost or the titan's defence is tapped (a 0
too), then confirm."""

from __future__ import annotations

import pytest

from tests.browser.app_steps import start_game
from tests.browser.browsing import App
from tests.browser.test_taw_flows import confirm, move, on_screen, press

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]


def reason_shown(app: App, text: str) -> None:
    """Confirm is disabled and ``text`` is said beside it."""
    assert on_screen(app, "Confirm").is_disabled()
    app.expect_text(text)


def test_a_build_and_an_attack_wait_for_what_they_need_at_phone_size(phone: App) -> None:
    start_game(phone, ("Ann", "Bo", "Cy"))
    move(phone, "build", 1)
    reason_shown(phone, "Enter the card's cost or its symbols")
    assert on_screen(phone, "Cost coins: 0").get_attribute("aria-current") != "true", "no number chosen for Ann"
    phone.shot("entry-build-blank")
    press(phone, "Cost coins: 2")
    press(phone, "Food: 1")
    phone.expect_text("Will do: Ann placed citizen 1 on Build and built card (cost 2 coins, 1 food) for 2 coins")
    confirm(phone, "Bo")

    move(phone, "labor", 1)
    confirm(phone, "Cy")
    phone.tap("Use the dark theme", then="Use the light theme")
    move(phone, "Attack a titan", None)
    press(phone, "Army City Guard", exact=False)
    press(phone, "Army Militia", exact=False)
    reason_shown(phone, "Enter the titan's defence")
    phone.expect_text("Attack 2 (1 sword + 1 arrow); enter the titan's defence")
    phone.shot("entry-attack-no-defence-dark")
    press(phone, "Defence: 0")
    phone.expect_text("Attack 2 (1 sword + 1 arrow) against defence 0")
    assert not on_screen(phone, "Confirm").is_disabled()
    phone.shot("entry-attack-defence-0-dark")
    press(phone, "Confirm")
    phone.scroll(-20)
    phone.expect_text("Ann to play")  # the titan entered with no banner: no damage die to roll
