"""New game of The Ancient World for four players the app has seen, in headless Chromium (issue 23, point 3): at
390x844 and 1024x768, light and dark, the taps from Home's New game to the game's table are counted (at most 12),
and every one of them, Start included, is on screen without a scroll; on a phone on its side (844x390) the same
taps, scrolled to."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from tests.browser.app_steps import switch_on
from tests.browser.browsing import BOX_JS, READY_MS, App

pytestmark = pytest.mark.browser

FOUR = ("Ann", "Bo", "Cy", "Dee")
#: The most taps New game may take for four known players (issue 23).
MOST_TAPS = 12


def played_before(tmp_path: Path) -> None:
    """An earlier game of the four in the server's data dir, so their names are offered as chips."""
    with Store.open_data_dir(tmp_path / "data") as store:
        setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in FOUR))
        store.create("the-ancient-world", setup, name="Last week", players=list(FOUR))


class Counted:
    """Taps on buttons that must be on screen as they are (never scrolled to, unless ``scrolls``: a phone on its
    side, 390 px high, shows less than the form), whole and at least 48 px."""

    def __init__(self, app: App, *, scrolls: bool = False) -> None:
        self.app, self.taps, self.scrolls = app, 0, scrolls

    def __call__(self, name: str, *, then: str | None = None) -> None:
        button = self.app.button(name)
        button.wait_for(timeout=READY_MS)
        if self.scrolls:
            self.app.into_view(button)
        box = button.evaluate_all(BOX_JS)
        size = self.app.page.viewport_size
        assert box is not None and size is not None
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], f"{name!r} is off screen: {box}"
        assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], f"{name!r} is cut at the side: {box}"
        assert box["height"] >= 48 and box["width"] >= 48, f"{name!r} is a small target: {box}"
        sent = self.app.sent()
        self.app.press(button)
        self.taps += 1
        if then:
            self.app.button(then).first.wait_for(timeout=READY_MS)
        else:
            self.app.answered(sent, f"the tap on {name!r}")


def four_known_players(app: App, tmp_path: Path, *, dark: bool, on_its_side: bool = False) -> None:
    """Seat the four by their chips and start, counting the taps; screenshots of the form before Start."""
    played_before(tmp_path)
    if on_its_side:
        app.page.set_viewport_size({"width": 844, "height": 390})
    app.open("/", expect="New game")
    if dark:
        app.tap("Use the dark theme", then="Use the light theme")
    tap = Counted(app, scrolls=on_its_side)
    tap("New game", then="Add Ann")
    app.shot("chips")
    for name in FOUR:
        tap(f"Add {name}")
    app.button("Seat 4 name").or_(app.field("Seat 4 name")).first.wait_for(timeout=READY_MS)
    app.drawn()
    app.shot("four-seated")
    tap("Start the game", then="End of round")
    assert tap.taps <= MOST_TAPS, tap.taps
    app.shot("table")
    with Store.open_data_dir(tmp_path / "data") as store:
        game = store.games()[0]
        assert game.players == list(FOUR)
        setup = store.resume(game.id).game.setup
        assert isinstance(setup, GameSetup)
        assert [p.colour for p in setup.players] == ["Red", "Blue", "Yellow", "Green"]


def more_and_variants(app: App) -> None:
    """One seat's More and the variants opened, for the screenshots (not part of the counted taps)."""
    app.open("/new", expect="Start the game")
    app.tap("More for Player 1", then="Player 1 side: Merchants of Merlume")
    app.shot("more-open")
    app.tap("Player 1's colour: Red (tap for Green)", then="Player 1's colour: Green (tap for Purple)")
    switch_on(app, "Show the variants (none on)")
    app.expect_text("Variant Demanding Titans: off")
    app.shot("variants-open")


def test_four_known_players_at_phone_size_in_the_light(phone: App, tmp_path: Path) -> None:
    four_known_players(phone, tmp_path, dark=False)
    more_and_variants(phone)


def test_four_known_players_at_phone_size_in_the_dark(phone: App, tmp_path: Path) -> None:
    four_known_players(phone, tmp_path, dark=True)
    more_and_variants(phone)


def test_four_known_players_on_a_phone_on_its_side_in_the_dark(phone: App, tmp_path: Path) -> None:
    four_known_players(phone, tmp_path, dark=True, on_its_side=True)


def test_four_known_players_on_a_tablet(tablet: App, tmp_path: Path) -> None:
    four_known_players(tablet, tmp_path, dark=False)
    more_and_variants(tablet)
