"""Ancient Realm and Through the Ages buttons fit the screen: at 390x844 and 1024x768, light and dark, every button in
view lies wholly inside the page's width, is at least 48 px tall, and is wide and tall enough for its words (read
from the accessibility tree's boxes against the words' width measured in the page's font): a label that would be
cut ("Any-resource sour...") wraps instead. The screens: a new district's card entry, the district effect's entry,
the market's places and the free actions; the Through the Ages card row. Screenshots of each are saved."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from companion.store import Store
from companion.tta.random_game import random_setup
from tests.browser.app_steps import shot_from_top
from tests.browser.browsing import READY_MS, App
from tests.ui.realm_games import REMEMBERED

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

#: A button's padding (20 px each side) beside its words (an icon, if any, is not counted: the slack below covers it).
CHROME = 40
#: How much wider than its box a label may measure before it counts as cut (the page's font is not the app's).
SLACK = 8
#: Narrower buttons are chips, whose drawn word is shorter than their name: their words are not measured.
CHIP = 150

#: The band of the screen read: below the app bar and above the pinned bar and the tabs, where no button is cut off
#: by a pane's edge (Flutter clips a node's box there); the screen is scrolled through it.
BAND_TOP, BAND_BOTTOM = 180, 240
#: Each button in view: its name, box and the width of its name in the buttons' 18 px font.
BUTTONS_JS = """([BAND_TOP, BAND_BOTTOM]) => {
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = '18px Roboto, sans-serif';
  return [...document.querySelectorAll('flt-semantics[role="button"]')]
    .map(e => [e, e.getAttribute('aria-label') || e.textContent.trim(), e.getBoundingClientRect()])
    .filter(([e, n, r]) => r.width > 0 && r.top > BAND_TOP && r.bottom < window.innerHeight - BAND_BOTTOM)
    .map(([e, n, r]) => ({name: n, x: r.left, y: r.top, right: r.right, width: r.width, height: r.height,
                          words: ctx.measureText(n).width}));
}"""


def misfits(app: App) -> list[str]:
    """The buttons in view that leave the page's width, are under 48 px tall, or are too small for their words."""
    width = (app.page.viewport_size or {"width": 390})["width"]
    found = []
    for b in app.page.evaluate(BUTTONS_JS, [BAND_TOP, BAND_BOTTOM]):
        where = f"{b['name']!r} {round(b['width'])}x{round(b['height'])} at x={round(b['x'])}, y={round(b['y'])}"
        if b["x"] < -0.5 or b["right"] > width + 0.5:
            found.append(f"leaves the page: {where}")
        if b["height"] < 47.5 and b["width"] >= CHIP:  # a chip's box is 48 px by construction (ui/numbers.py)
            found.append(f"under 48 px: {where}")
        lines = max(1, round((b["height"] - 32) / 22))  # 16 px above and below, about 22 px a line
        # The page's measure of the words is near the drawn one, not exact: a cut label is much wider than its box.
        if b["width"] >= CHIP and "\n" not in b["name"] and b["words"] + CHROME > b["width"] * lines + SLACK:
            found.append(f"cut ({round(b['words'])} px of words on {lines} line(s)): {where}")
    return found


def realm_game(tmp_path: Path) -> str:
    with Store.open_data_dir(tmp_path / "data") as store:
        return store.create("ancient-realm", REMEMBERED, name="Realm", players=["Solo"]).id


def tta_game(tmp_path: Path) -> str:
    with Store.open_data_dir(tmp_path / "data") as store:
        setup = random_setup(random.Random(5), 4)
        return store.create("through-the-ages", setup, name="Ages", players=[p.name for p in setup.players]).id


def look(app: App, name: str, found: list[str]) -> None:
    """Screenshot ``name`` from its top once its picture has settled (the first paint follows the accessibility
    tree) and read its buttons screenful by screenful."""
    app.page.mouse.wheel(0, -20_000)
    app.settled(name)
    shot_from_top(app, name)
    for step in range(8):
        found += [f"{name}: {m}" for m in misfits(app)]
        app.scroll(0.4)
        if step % 2:
            app.shot(f"{name}-{step // 2 + 1}")
    app.page.mouse.wheel(0, -20_000)
    app.drawn()


def realm_screens(app: App, game_id: str, found: list[str]) -> None:
    app.open(f"/game/{game_id}", expect="Choose Farmland")
    app.button("Choose Farmland").first.wait_for(timeout=READY_MS)
    look(app, "market", found)
    app.tap("Use the effect of the top district card", then="Back to the turn")
    look(app, "district-effect", found)
    app.tap("Back to the turn", then="Choose Farmland")
    app.tap("Choose Farmland", then="Confirm")
    app.tap("Confirm", then="I drew from the district deck (5 left)")
    look(app, "refill-decks-and-free-actions", found)
    app.tap("I drew from the district deck (5 left)", then="Region 1: Wheat source")
    above_put(app, "Region 1: Mine", found)
    app.tap("Region 1: Any-resource source", answered=True)
    app.tap("Region 2: Commoner", answered=True)
    above_put(app, "Region 3: Mine", found)
    look(app, "new-district", found)


def above_put(app: App, name: str, found: list[str]) -> None:
    """The region chip ``name`` (the last of a region's choices) is in view above the pinned Put in the market: a new
    card's regions are entered without a scroll (five districts remembered)."""
    chip = app.button(name).first.bounding_box()
    put = app.button("Put in the market: the new district").first.bounding_box()
    assert chip and put
    if chip["y"] + chip["height"] > put["y"] - 8:
        bottom = round(chip["y"] + chip["height"])
        found.append(f"a scroll to {name!r}: its bottom at {bottom}, Put at {round(put['y'])}")


def test_realm_buttons_fit_a_phone_light_and_dark(phone: App, tmp_path: Path) -> None:
    found: list[str] = []
    realm_screens(phone, realm_game(tmp_path), found)
    phone.tap("Use the dark theme", then="Use the light theme")
    look(phone, "new-district-dark", found)
    assert found == [], "\n".join(found)


def test_realm_buttons_fit_a_tablet_in_the_dark(tablet: App, tmp_path: Path) -> None:
    found: list[str] = []
    tablet.open("/", expect="New game")
    tablet.tap("Use the dark theme", then="Use the light theme")
    realm_screens(tablet, realm_game(tmp_path), found)
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("dark", [False, True])
def test_tta_buttons_fit_a_phone_and_a_tablet(phone: App, tablet: App, tmp_path: Path, dark: bool) -> None:
    game_id = tta_game(tmp_path)
    found: list[str] = []
    for app, size in ((phone, "phone"), (tablet, "tablet")):
        app.open(f"/game/{game_id}", expect="End Ann's action phase")
        if dark:
            app.tap("Use the dark theme", then="Use the light theme")
        app.button("End Ann's action phase").first.wait_for(timeout=READY_MS)
        look(app, f"card-row-{size}{'-dark' if dark else ''}", found)
    assert found == [], "\n".join(found)
