"""One full solo game of Ancient Realm to its rating in headless Chromium, every card entered by taps.

The starting market is entered on the New game screen; the game itself is created in the served data
dir (the New game screen cannot start a solo game yet: ``AppState.start_game`` names no player and the
store refuses a game without one). Every move after that is a tap in the browser; an engine twin of the
game only works out the labels a person would read.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.core.game import Game
from companion.realm.actions import Activate, Build, Forget, Refill
from companion.realm.cards import DistrictCard, Goods, MineRegion, Score, SourceRegion, WonderCard, WonderScoring
from companion.realm.kind import KIND
from companion.realm.state import RealmSetup, position_text
from companion.store import Store
from companion.ui.realm.table import activation_label
from tests.browser.conftest import READY_MS, SETTLE_MS, App
from tests.browser.test_tta import choose_game, log_screen, shot_from_top, spoken

pytestmark = pytest.mark.browser

WHEAT, WOOD, STONE, ANY = (SourceRegion(resource=r) for r in ("wheat", "wood", "stone", "any"))
#: Tap labels of the regions above, as the card entry shows them.
TAPS = {WHEAT: "Wheat source", WOOD: "Wood source", STONE: "Stone source", ANY: "Any-resource source"}
MARKET = [
    DistrictCard(name="North Farm", regions=(WHEAT, WOOD, STONE)),
    DistrictCard(name="South Farm", regions=(ANY, WHEAT, WOOD)),
    WonderCard(name="Obelisk", region=STONE, cost=Goods(wood=1), scoring=WonderScoring(points=Score(base=4))),
    WonderCard(name="Statue", region=WHEAT, cost=Goods(stone=1), scoring=WonderScoring(points=Score(base=3))),
]
#: The districts drawn later, in order; West Farm's mine is worth 3 points.
DRAWN = [
    DistrictCard(name="East Farm", regions=(WOOD, WOOD, STONE)),
    DistrictCard(name="West Farm", regions=(MineRegion(points=Score(base=3)), WHEAT, STONE)),
    DistrictCard(name="Hill Farm", regions=(STONE, STONE, WHEAT)),
    DistrictCard(name="Lake Farm", regions=(WHEAT, ANY, WOOD)),
    DistrictCard(name="River Farm", regions=(WOOD, WHEAT, ANY)),
]


def settle(app: App) -> None:
    app.page.wait_for_timeout(SETTLE_MS)


def tap(app: App, label: str) -> None:
    """Tap a button and let the round trip to Python finish."""
    app.button(label).click(timeout=READY_MS)
    settle(app)


def enter_district(app: App, card: DistrictCard) -> None:
    """Type the name, tap the three regions (a mine also gets its points), put it in the market."""
    app.fill("New district name", card.name)
    for index, region in enumerate(card.regions, start=1):
        if isinstance(region, MineRegion):
            tap(app, f"Region {index}: Mine")
            for _ in range(region.points.base):
                tap(app, f"Region {index} mine points: one more")
            if index < 3:
                tap(app, f"Region {index + 1}: not chosen")
        else:
            tap(app, f"Region {index}: {TAPS[region]}")


def enter_wonder(app: App, card: WonderCard) -> None:
    app.fill("New wonder name", card.name)
    tap(app, f"Wonder region: {TAPS[card.region]}")
    for good, amount in card.cost.items():
        for _ in range(amount):
            tap(app, f"Cost {good}: one more")
    for _ in range(card.scoring.points.base):
        tap(app, "Wonder points: one more")


def market_on_the_new_game_screen(app: App) -> None:
    """Enter the starting market by taps on the New game screen until the setup model accepts it."""
    app.open("/", expect="New game")
    app.tap("New game", then="Start the game")
    choose_game(app, "Ancient Realm")
    for card in MARKET:
        if isinstance(card, DistrictCard):
            enter_district(app, card)
        else:
            enter_wonder(app, card)
        if card is MARKET[0]:
            shot_from_top(app, "new-game-district-entered")
        tap(app, f"Put in the market: {card.name}")
    shot_from_top(app, "new-game-market")
    assert app.button("Start the game").is_enabled()


def saved_game(data_dir: Path) -> str:
    """Create the game with the entered market in the served store (see the module docstring)."""
    store = Store.open_data_dir(data_dir)
    try:
        return store.create(KIND.id, RealmSetup(market=MARKET), name="Ancient Realm", players=["Solo"]).id
    finally:
        store.close()


def build(app: App, twin: Game, card: str, position: int, shot: str | None = None) -> None:
    app.by_id(f"realm-choose-turn-{twin.state.turn}").wait_for(state="attached", timeout=READY_MS)
    tap(app, f"Choose {card}")
    if shot:
        shot_from_top(app, shot)
    tap(app, f"Build {card} {position_text(twin.state.civ, position)}")
    twin.apply(Build(card=card, position=position))


def refill(app: App, twin: Game, card: DistrictCard, shot: str | None = None) -> None:
    tap(app, f"I drew from the district deck ({twin.state.district_deck} left)")
    enter_district(app, card)
    if shot:
        shot_from_top(app, shot)
    tap(app, f"Put in the market: {card.name}")
    twin.apply(Refill(deck="district", card=card))


def forget(app: App, twin: Game, card: str | None, reward: str) -> None:
    tap(app, f"Forget {card or 'the top wonder of the deck'} for {reward}")
    twin.apply(Forget(card=card, reward=reward))  # type: ignore[arg-type]


def activate_all(app: App, twin: Game) -> None:
    """Activate every region beneath the new card that the engine allows, first choice each time."""
    while twin.state.phase == "activate":
        legal = [a for a in twin.legal_actions() if isinstance(a, Activate)]
        if not legal:
            tap(app, f"Push {twin.state.placement.card} down")  # type: ignore[union-attr]
            twin.apply(twin.legal_actions()[0])
            return
        tap(app, activation_label(twin.state, legal[0]))
        twin.apply(legal[0])


def full_game(app: App, game_id: str, *, dark: bool = False) -> None:
    twin = Game(KIND, RealmSetup(market=MARKET))
    app.open(f"/game/{game_id}", expect="Choose Obelisk")
    if dark:
        app.tap("Use the dark theme", exact=False)
        app.button("Use the light theme", exact=False).wait_for(timeout=READY_MS)
    shot_from_top(app, "market")
    build(app, twin, "Obelisk", 0, shot="choose-a-place")
    forget(app, twin, "Statue", "wood")
    for reward in ("gold", "gold", "gold", "stone", "wood"):
        forget(app, twin, None, reward)
    assert twin.state.storage.gold == 7 and twin.state.losses
    shot_from_top(app, "after-forgetting-capped")
    drawn = iter(DRAWN)
    refill(app, twin, next(drawn), shot="refill-card-entry")
    while not twin.is_over:
        state = twin.state
        if state.phase == "refill":
            refill(app, twin, next(drawn))
        elif state.phase == "activate":
            shot_from_top(app, f"activate-turn-{state.turn}")
            activate_all(app, twin)
        else:
            over = state.turn % 3 == 0 and len(state.civ) >= 6
            build(app, twin, state.market[0], len(state.civ) - 3 if over else len(state.civ))
    sheet = twin.state.score
    assert sheet is not None
    app.by_id("realm-rating").wait_for(timeout=READY_MS)
    assert re.search(rf"Total: {sheet.total}\b", spoken(app, "realm-total"))
    assert f"Rating: {sheet.rating}" in spoken(app, "realm-rating")
    shot_from_top(app, "final-score")
    log_screen(app)


def test_the_market_is_entered_by_taps_on_the_new_game_screen(phone: App) -> None:
    market_on_the_new_game_screen(phone)


def test_a_full_solo_game_to_its_rating_on_a_phone(phone: App, tmp_path: Path) -> None:
    full_game(phone, saved_game(tmp_path / "data"))


def test_a_full_solo_game_on_a_tablet_in_the_dark_theme(tablet: App, tmp_path: Path) -> None:
    full_game(tablet, saved_game(tmp_path / "data"), dark=True)
