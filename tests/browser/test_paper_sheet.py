"""Score a game played on paper, in headless Chromium (issue 22, point 1): from Home, the players (typed the first
time, one tap each after), each player's line entered with taps on one phone screen with no scrolling, the result in
view after the last tap; on a tablet in the dark theme too; and a bad input refused in words."""

from __future__ import annotations

import pytest

from tests.browser.app_steps import settled_shot
from tests.browser.browsing import READY_MS, App
from tests.browser.page_reading import in_view, said, small_targets

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

NAMES = ("Hal", "Ivy", "Jo")
#: Per player: banners by tribe, starving, damaged, a scoring card (Monument, with one 3-banner titan).
LINES = {"Hal": {"red": 3, "blue": 2, "yellow": 1, "green": 2}, "Ivy": {"red": 3, "blue": 2, "yellow": 1, "green": 2},
         "Jo": {"red": 1, "blue": 1, "yellow": 1, "purple": 1}}


def tap(app: App, label: str) -> None:
    """Tap the button ``label`` (in view: the test fails where a person would have to scroll) and wait for the
    app's answer."""
    button = app.button(label).first
    button.wait_for(timeout=READY_MS)
    assert in_view(app, label), f"{label} is not in view without scrolling"
    sent = app.sent()
    app.press(button)
    app.answered(sent, f"the tap on {label!r}")


def players(app: App, names: tuple[str, ...]) -> None:
    """Home -> Score a finished game -> the names typed (or tapped when known) -> Enter the scores."""
    app.open("/", expect="Score a finished game")
    settled_shot(app, "home")
    app.tap("Score a finished game", then="Enter the scores")
    for name in names:
        if app.button(f"Add {name}").count():
            app.tap(f"Add {name}", answered=True)
        else:
            app.fill("New player's name", name)
            app.tap("Add", answered=True)
    app.shot("players")
    app.tap("Enter the scores", then=f"Next: {names[1]}")


def enter(app: App, name: str, banners: dict[str, int], last: bool) -> None:
    for tribe, count in banners.items():
        tap(app, f"{name} {tribe} banners: {count}")
    tap(app, f"{name} starving citizens: 1")
    tap(app, f"{name} damaged empire cards: 1")
    tap(app, f"Add a scoring card for {name}")
    tap(app, f"{name} has Monument")
    tap(app, f"{name} defeated 3-banner titans: 1")
    app.shot(f"entered-{name}")
    tap(app, "See the result" if last else f"Next: {NAMES[NAMES.index(name) + 1]}")


def test_a_paper_game_scored_on_a_phone(phone: App) -> None:
    players(phone, NAMES)
    for i, name in enumerate(NAMES):
        enter(phone, name, LINES[name], last=i == len(NAMES) - 1)
    phone.page.wait_for_url("**/scores", timeout=READY_MS)
    phone.by_id("outcome").wait_for(timeout=READY_MS)
    phone.shot("result")
    assert said(phone, "outcome") == "Not decided yet: Hal and Ivy tie at 16 points"
    assert small_targets(phone) == []


def test_bad_input_is_refused_in_words_and_nothing_saved(phone: App) -> None:
    players(phone, ("Ann", "Bo"))
    tap(phone, "Add a scoring card for Ann")
    tap(phone, "Ann has Forest Hideout")
    tap(phone, "Ann citizens: 3")
    tap(phone, "Ann starving citizens: 5")
    assert "starving (5) cannot exceed citizens (3)" in said(phone, "problem")
    assert said(phone, "paper-total") == "Ann: 4 points"  # Forest Hideout's 4, nothing starving saved
    phone.shot("refused")


@pytest.mark.parametrize("dark", [False, True])
def test_a_paper_game_on_a_tablet(tablet: App, dark: bool) -> None:
    players(tablet, ("Kim", "Lu"))
    if dark:
        tablet.tap("Use the dark theme", answered=True)
    for label in ("Kim red banners: 4", "Kim starving citizens: 1", "Next: Lu", "Lu blue banners: 2",
                  "See the result"):
        tap(tablet, label)
    tablet.by_id("outcome").wait_for(timeout=READY_MS)
    assert said(tablet, "outcome") == "Kim wins with 9 points, 5 ahead of Lu"
    assert [said(tablet, f"total-{i}") for i in range(2)] == ["Kim total 9", "Lu total 4"]
    tablet.shot("result-dark" if dark else "result")
    assert small_targets(tablet) == []


def test_ancient_realm_final_sum_on_a_phone_in_the_dark(phone: App) -> None:
    phone.open("/", expect="Score a finished game")
    phone.tap("Use the dark theme", answered=True)
    phone.tap("Score a finished game", then="Enter the scores")
    phone.tap("Game: Ancient Realm", answered=True)
    phone.fill("New player's name", "Sol")
    phone.tap("Add", answered=True)
    phone.tap("Enter the scores", then="See the result")
    for label in ("points of the mines: digit 4", "points of the mines: digit 8", "Save points of the mines",
                  "Sol gold: 6", "Sol wheat: 2", "Sol monuments kept: 2", "Sol stone: 7"):
        tap(phone, label)
    phone.shot("realm-entry-dark")
    assert small_targets(phone) == []
    tap(phone, "See the result")
    assert said(phone, "realm-rating") == "Rating: This is a place you can live with."  # 48 + 4 + 2 + 4 = 58
    phone.shot("realm-result-dark")
