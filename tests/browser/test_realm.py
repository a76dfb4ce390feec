"""One full solo game of Ancient Realm to its rating in headless Chromium, every card entered by taps; and the
table at phone and tablet size: the storage in one row, each step's confirming button and the Undo in view.

New game (the starting market entered card by card) -> every turn (choose, place, activate, refill with
a new card, forget wonders) -> the final score and its rating. Every move is a tap in the browser; an
engine twin of the game only works out the labels a person would read.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.core.game import Game
from companion.realm.actions import Activate, Build, Forget, Refill
from companion.realm.cards import DistrictCard, Goods, MineRegion, Score, SourceRegion, WonderCard, WonderScoring
from companion.realm.kind import KIND
from companion.realm.state import RealmSetup
from companion.store import Store
from companion.ui.realm.steps import activation_label, place_label
from tests.browser.app_steps import choose_game, log_screen, shot_from_top
from tests.browser.browsing import PHONE, READY_MS, TABLET, App
from tests.browser.page_reading import in_view, spoken
from tests.ui.realm_games import TEMPLE_ROW

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
    """Tap a button (scrolled into view by the wheel over its own pane, as a person would: the step's or, on a
    tablet, the free actions' beside it) and wait until the app's answer is drawn."""
    button = app.button(label)
    button.first.wait_for(timeout=READY_MS)
    app.into_view(button)
    sent = app.sent()
    button.click(timeout=READY_MS)
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
    if twin.state.civ:  # the first card has one place, chosen already
        tap(app, place_label(twin.state, position))
    if shot:
        shot_from_top(app, shot)
    tap(app, "Confirm")
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


#: The storage row's figures, as their identifiers end.
FIGURES = ("gold", "wheat", "wood", "stone", "district-deck", "wonder-deck")


def saved_game(tmp_path: Path) -> str:
    """A new game at the market above, every drawn district and Temple Row remembered, in the server's data dir."""
    remembered = {c.name: c for c in [*DRAWN, TEMPLE_ROW]}
    setup = RealmSetup.model_validate({"market": MARKET, "catalog": {"cards": remembered}})
    with Store.open_data_dir(tmp_path / "data") as store:
        return store.create("ancient-realm", setup, name="Realm", players=["Solo"]).id


@pytest.mark.parametrize("size", [PHONE, TABLET], ids=["phone", "tablet"])
def test_the_storage_is_one_row_and_each_steps_button_and_undo_are_in_view(phone: App, tmp_path: Path,
                                                                          size: dict[str, int]) -> None:
    """Issue 11: the storage and decks one short row of numbers; the market choice's Confirm, the refill's card
    entry and the district effect's Confirm in view without a scroll; after each saved step, Undo in view."""
    game_id = saved_game(tmp_path)
    phone.page.set_viewport_size(size)  # type: ignore[arg-type]
    phone.open(f"/game/{game_id}", expect="Choose North Farm")
    boxes = [phone.by_id(f"realm-{n}").first.bounding_box() for n in FIGURES]
    assert all(boxes), "every figure of the storage row is on screen"
    tops = [b["y"] for b in boxes if b]
    assert max(tops) - min(tops) < 24 and max(b["height"] for b in boxes if b) <= 48, f"one short row: {boxes}"
    assert "Gold: 3 (of 7)" in spoken(phone, "realm-gold")
    assert "Wonder deck: 5" in spoken(phone, "realm-wonder-deck")
    phone.shot("market")
    phone.tap("Choose North Farm", then="Confirm")
    phone.expect_text("Will do: Turn 1: built the district North Farm to found the civilization")
    assert in_view(phone, "Confirm")
    phone.shot("market-choice")
    phone.tap("Confirm", then="Undo the build")
    assert in_view(phone, "Undo the build")
    phone.tap("I drew from the district deck (5 left)", then="Put in the market: the new district")
    assert in_view(phone, "Put in the market: the new district")
    phone.fill("New district name", "Harbour")
    for index, region in enumerate(("Wheat source", "Wood source", "Stone source"), start=1):
        phone.tap(f"Region {index}: {region}", answered=True)
    assert in_view(phone, "Put in the market: Harbour")
    phone.shot("refill-card-entry")
    phone.tap("Put in the market: Harbour", then="Undo the refill")
    assert in_view(phone, "Undo the refill")
    phone.shot("refilled")
    phone.tap("Use the effect of the top district card", then="Top card is the new district")
    assert in_view(phone, "Top card is the new district")
    phone.fill("Find a remembered district by name", "temple")
    phone.tap("Top card is Temple Row", then="Choose wood")
    phone.tap("Choose wood", answered=True)
    phone.expect_text("Will do: Used the effect of Temple Row: received 1 gold and 1 wood")
    assert in_view(phone, "Confirm")
    phone.shot("district-effect")
    phone.tap("Confirm", then="Undo the district effect")
    assert in_view(phone, "Undo the district effect")
    assert "Wood: 2 (of 7)" in spoken(phone, "realm-wood")
    phone.shot("effect-saved")
