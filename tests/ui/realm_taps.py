"""One solo game of Ancient Realm as a person enters and plays it by taps, worked out as a list of steps with an engine
twin of the game: the starting market entered card by card on the New game screen, then every turn (choose, place,
activate, refill with a new card, forget wonders) to the final score. The browser plays the steps at phone size
(tests/browser/test_realm.py), the in-process harness at tablet size in the dark theme (tests/ui/test_realm_taps.py):
each step is a tap or typing a person does, the screen a test waits for, or a screenshot's name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from companion.core.game import Game
from companion.realm.actions import Activate, Build, Refill
from companion.realm.cards import (
    CitizenRegion,
    DistrictCard,
    Goods,
    MineRegion,
    Score,
    SourceRegion,
    WonderCard,
    WonderScoring,
)
from companion.realm.free_actions import Forget
from companion.realm.kind import KIND
from companion.realm.state import RealmSetup
from companion.ui.realm.steps import activation_label, place_label

WHEAT, WOOD, STONE, ANY = (SourceRegion(resource=r) for r in ("wheat", "wood", "stone", "any"))
#: Tap labels of the regions above, as the card entry shows them.
TAPS = {WHEAT: "Wheat source", WOOD: "Wood source", STONE: "Stone source", ANY: "Any-resource source"}
MARKET = [
    DistrictCard(name="North Farm", regions=(WHEAT, WOOD, STONE)),
    DistrictCard(name="South Farm", regions=(ANY, WHEAT, WOOD)),
    WonderCard(name="Obelisk", region=STONE, cost=Goods(wood=1), scoring=WonderScoring(points=Score(base=4))),
    WonderCard(name="Statue", region=WHEAT, cost=Goods(stone=1), scoring=WonderScoring(points=Score(base=3))),
]
#: How the free actions name the top card of the wonder deck.
TOP_WONDER = "the deck's top wonder"
#: The districts drawn later, in order; West Farm's mine is worth 3 points.
DRAWN = [
    DistrictCard(name="East Farm", regions=(WOOD, WOOD, STONE)),
    DistrictCard(name="West Farm", regions=(MineRegion(points=Score(base=3)), WHEAT, STONE)),
    DistrictCard(name="Hill Farm", regions=(STONE, STONE, WHEAT)),
    DistrictCard(name="Lake Farm", regions=(WHEAT, ANY, WOOD)),
    DistrictCard(name="River Farm", regions=(WOOD, WHEAT, ANY)),
]


@dataclass(frozen=True)
class Step:
    """``tap`` the control labelled ``name``; ``fill`` the field ``name`` with ``value``; wait for the ``screen``
    whose element has the identifier ``name``; or a screenshot ``shot`` named ``name`` (of the screen from its top)."""

    kind: Literal["tap", "fill", "screen", "shot"]
    name: str
    value: str = ""


def tap(name: str) -> Step:
    return Step("tap", name)


def district(card: DistrictCard) -> list[Step]:
    """Type the name, tap the three regions (a mine also gets its points, one tap on the number): a tap per
    decision, the entry moving on to the next region by itself."""
    steps = [Step("fill", "District name", card.name)]
    for index, region in enumerate(card.regions, start=1):
        if isinstance(region, MineRegion):
            steps.append(tap(f"Region {index}: Mine"))
            if region.points.base:
                steps.append(tap(f"Region {index} mine points: {region.points.base}"))
        elif isinstance(region, CitizenRegion):
            steps.append(tap(f"Region {index}: {region.citizen.capitalize()}"))
            steps += [tap(f"Region {index} labor gain {good}: {n}") for good, n in region.effect.gain.items()]
        else:
            steps.append(tap(f"Region {index}: {TAPS[region]}"))
    return steps


def wonder(card: WonderCard) -> list[Step]:
    steps = [Step("fill", "Wonder name", card.name), tap(f"Wonder region: {TAPS[card.region]}")]
    steps += [tap(f"Cost {good}: {amount}") for good, amount in card.cost.items()]
    if card.scoring.points.base:
        steps.append(tap(f"Wonder points: {card.scoring.points.base}"))
    return steps


def market_entry() -> list[Step]:
    """On the New game screen with Ancient Realm chosen: enter the starting market card by card and start the game."""
    steps: list[Step] = []
    for card in MARKET:
        steps += district(card) if isinstance(card, DistrictCard) else wonder(card)
        if card is MARKET[0]:
            steps.append(Step("shot", "new-game-district-entered"))
        steps.append(tap(f"Put in the market: {card.name}"))
    return [*steps, Step("shot", "new-game-market"), tap("Start the game")]


class Player:
    """Works out the steps of each move with the engine's twin of the game, which follows them."""

    def __init__(self) -> None:
        self.twin = Game(KIND, RealmSetup(market=MARKET))
        self.steps: list[Step] = []

    def build(self, card: str, position: int, shot: str = "") -> None:
        state = self.twin.state
        self.steps += [Step("screen", f"realm-choose-turn-{state.turn}"), tap(f"Choose {card}")]
        if state.civ:  # the first card has one place, chosen already
            self.steps.append(tap(place_label(state, position)))
        if shot:
            self.steps.append(Step("shot", shot))
        self.steps.append(tap("Confirm"))
        self.twin.apply(Build(card=card, position=position))

    def refill(self, card: DistrictCard, shot: str = "") -> None:
        self.steps += [tap(f"I drew from the district deck ({self.twin.state.district_deck} left)"), *district(card)]
        if shot:
            self.steps.append(Step("shot", shot))
        self.steps.append(tap(f"Put in the market: {card.name}"))
        self.twin.apply(Refill(deck="district", card=card))

    def forget(self, card: str | None, reward: str) -> None:
        self.steps.append(tap(f"Forget {card or TOP_WONDER} for {reward}"))
        self.twin.apply(Forget(card=card, reward=reward))  # type: ignore[arg-type]

    def activate_all(self) -> None:
        """Activate every region beneath the new card that the engine allows, first choice each time."""
        while self.twin.state.phase == "activate":
            legal = [a for a in self.twin.legal_actions() if isinstance(a, Activate)]
            if not legal:
                self.steps.append(tap(f"Push {self.twin.state.placement.card} down"))  # type: ignore[union-attr]
                self.twin.apply(self.twin.legal_actions()[0])
                return
            self.steps.append(tap(activation_label(self.twin.state, legal[0])))
            self.twin.apply(legal[0])


def whole_game() -> tuple[list[Step], Game]:
    """The steps of every turn from the first market to the final score (``Step("screen", "realm-rating")``), and
    the twin as the game ends (its score sheet the final score)."""
    player = Player()
    player.steps += [Step("screen", "realm-choose-turn-1"), Step("shot", "market")]
    player.build("Obelisk", 0, shot="choose-a-place")
    player.forget("Statue", "wood")
    for reward in ("gold", "gold", "gold", "stone", "wood"):
        player.forget(None, reward)
    assert player.twin.state.storage.gold == 7 and player.twin.state.losses, "the script caps the gold"
    player.steps.append(Step("shot", "after-forgetting-capped"))
    drawn = iter(DRAWN)
    player.refill(next(drawn), shot="refill-card-entry")
    while not player.twin.is_over:
        state = player.twin.state
        if state.phase == "refill":
            player.refill(next(drawn))
        elif state.phase == "activate":
            player.steps.append(Step("shot", f"activate-turn-{state.turn}"))
            player.activate_all()
        else:
            over = state.turn % 3 == 0 and len(state.civ) >= 6
            player.build(state.market[0], len(state.civ) - 3 if over else len(state.civ))
    return [*player.steps, Step("screen", "realm-rating")], player.twin
