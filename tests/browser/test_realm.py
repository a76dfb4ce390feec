"""One full solo game of Ancient Realm to its rating in headless Chromium, every card entered by taps.

New game (the starting market entered card by card) -> every turn (choose, place, activate, refill with
a new card, forget wonders) -> the final score and its rating. Every move is a tap in the browser; an
engine twin of the game only works out the labels a person would read.
"""

from __future__ import annotations

import re

import pytest

from companion.core.game import Game
from companion.realm.actions import Activate, Build, Forget, Refill
from companion.realm.cards import DistrictCard, Goods, MineRegion, Score, SourceRegion, WonderCard, WonderScoring
from companion.realm.kind import KIND
from companion.realm.state import RealmSetup, position_text
from companion.ui.realm.table import activation_label
from tests.browser.conftest import READY_MS, App
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


def tap(app: App, label: str) -> None:
    """Tap a button and wait until the app's answer is drawn."""
    sent = app.sent()
    app.button(label).click(timeout=READY_MS)
    app.answered(sent, f"the tap on {label!r}")


def enter_district(app: App, card: DistrictCard) -> None:
    """Type the name, tap the three regions (a mine also gets its points, one tap on the number)."""
    app.fill("New district name", card.name)
    for index, region in enumerate(card.regions, start=1):
        if isinstance(region, MineRegion):
            tap(app, f"Region {index}: Mine")
            if region.points.base:
                tap(app, f"Region {index} mine points: {region.points.base}")
            if index < 3:
                tap(app, f"Region {index + 1}: not chosen")
        else:
            tap(app, f"Region {index}: {TAPS[region]}")


def enter_wonder(app: App, card: WonderCard) -> None:
    app.fill("New wonder name", card.name)
    tap(app, f"Wonder region: {TAPS[card.region]}")
    for good, amount in card.cost.items():
        tap(app, f"Cost {good}: {amount}")
    if card.scoring.points.base:
        tap(app, f"Wonder points: {card.scoring.points.base}")


def new_game(app: App, *, dark: bool) -> None:
    """Enter the starting market by taps on the New game screen and start the game."""
    app.open("/", expect="New game")
    if dark:
        app.tap("Use the dark theme", exact=False)
        app.button("Use the light theme", exact=False).wait_for(timeout=READY_MS)
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
    tap(app, "Start the game")


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


def full_game(app: App, *, dark: bool = False) -> None:
    new_game(app, dark=dark)
    twin = Game(KIND, RealmSetup(market=MARKET))
    app.by_id("realm-choose-turn-1").wait_for(state="attached", timeout=READY_MS)
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


def test_a_full_solo_game_to_its_rating_on_a_phone(phone: App) -> None:
    full_game(phone)


def test_a_full_solo_game_on_a_tablet_in_the_dark_theme(tablet: App) -> None:
    full_game(tablet, dark=True)
