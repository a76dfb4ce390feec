"""Seeded random cards and random legal games of Ancient Realm, for property tests and benchmarks."""

from __future__ import annotations

import random
from typing import get_args

from companion.core.action import Action
from companion.core.game import Game
from companion.realm.actions import EnterPoints
from companion.realm.cards import (
    COUNTS,
    Catalog,
    CitizenRegion,
    Condition,
    DistrictCard,
    Effect,
    Gains,
    Goods,
    MineRegion,
    MisfortuneRegion,
    MonumentRegion,
    Penalty,
    PenaltyActivity,
    Region,
    Score,
    SourceRegion,
    Trigger,
    WonderCard,
    WonderScoring,
)
from companion.realm.free_actions import Forget, Shop, UseEffect
from companion.realm.kind import KIND
from companion.realm.rules import RESOURCES, rules
from companion.realm.state import RealmSetup

FREE_ACTIONS = (Shop, Forget, UseEffect)


def _goods(rng: random.Random, most: int, gold: bool = True) -> Goods:
    names = ("gold", *RESOURCES) if gold else RESOURCES
    return Goods(**{rng.choice(names): rng.randint(0, most)})


def _score(rng: random.Random) -> Score:
    if rng.random() < 0.1:
        return Score(manual=True)
    if rng.random() < 0.5:
        return Score(base=rng.randint(1, 6))
    return Score(base=rng.randint(0, 3), each=rng.randint(1, 3), per=rng.choice(COUNTS))


def _condition(rng: random.Random) -> Condition | None:
    return Condition(count=rng.choice(COUNTS), at_least=rng.randint(1, 3)) if rng.random() < 0.4 else None


def _effect(rng: random.Random) -> Effect:
    gain = Gains(**_goods(rng, 3).model_dump(), any=rng.randint(0, 1), points=rng.randint(0, 1))
    return Effect(
        pay=_goods(rng, 1, gold=False) if rng.random() < 0.3 else Goods(),
        gain=gain,
        per=rng.choice(COUNTS) if rng.random() < 0.2 else None,
        condition=_condition(rng),
    )


def _region(rng: random.Random, expansion: bool) -> Region:
    roll = rng.random()
    if expansion and roll < 0.1:
        activity: PenaltyActivity = rng.choice(get_args(PenaltyActivity))
        return MisfortuneRegion(penalty=Penalty(activity=activity, gold=1), points=_score(rng))
    if expansion and roll < 0.2:
        return MonumentRegion()
    if roll < 0.5:
        return SourceRegion(resource=rng.choice((*RESOURCES, "any")))
    if roll < 0.8:
        return CitizenRegion(citizen=rng.choice(("nobility", "commoner")), effect=_effect(rng))
    return MineRegion(points=_score(rng))


def random_district(rng: random.Random, name: str, expansion: bool = False) -> DistrictCard:
    """A district with random regions (misfortunes and monuments only with the expansion) and effect."""
    regions = (_region(rng, expansion), _region(rng, expansion), _region(rng, expansion))
    return DistrictCard(name=name, regions=regions, effect=_effect(rng) if rng.random() < 0.7 else None)


def random_wonder(rng: random.Random, name: str) -> WonderCard:
    """A wonder with a random region, resource cost, scoring and (sometimes) triggered effect."""
    region = _region(rng, expansion=False)
    assert not isinstance(region, MisfortuneRegion | MonumentRegion)
    trigger = None
    if rng.random() < 0.4:
        trigger = Trigger(on=rng.choice(("harvest", "labor", "prospect", "build")), gain=_goods(rng, 2),
                          points=rng.randint(0, 1))
    cost = Goods(**{r: rng.randint(0, 2) for r in RESOURCES})
    return WonderCard(name=name, region=region, region_side=rng.choice(("left", "right")), cost=cost,
                      scoring=WonderScoring(condition=_condition(rng), points=_score(rng)), trigger=trigger)


def random_setup(rng: random.Random, expansion: bool = False) -> RealmSetup:
    """A setup whose catalog holds a full random deck of districts and wonders; two of each start the market."""
    decks = rules().decks
    districts = [random_district(rng, f"District {i + 1}", expansion) for i in range(decks.districts)]
    wonders = [random_wonder(rng, f"Wonder {i + 1}") for i in range(decks.wonders)]
    rng.shuffle(districts)
    rng.shuffle(wonders)
    per = decks.market_per_deck
    cards: list[DistrictCard | WonderCard] = [*districts, *wonders]
    catalog = Catalog(cards={c.name: c for c in cards})
    return RealmSetup(expansion=expansion, market=[*districts[:per], *wonders[:per]], catalog=catalog)


def choose(rng: random.Random, legal: list[Action], free_rate: float) -> Action:
    """Pick a legal action: a free action with probability ``free_rate`` (when any), else a turn step."""
    free = [a for a in legal if isinstance(a, FREE_ACTIONS)]
    turn = [a for a in legal if not isinstance(a, FREE_ACTIONS)]
    action = rng.choice(free if free and (not turn or rng.random() < free_rate) else turn)
    if isinstance(action, EnterPoints):
        return EnterPoints(key=action.key, points=rng.randint(0, 10))
    return action


def random_game(seed: int, *, expansion: bool = False, free_rate: float = 0.2, max_actions: int = 5000) -> Game:
    """Play a whole random legal game from a random setup; the same seed gives the same game."""
    rng = random.Random(seed)
    game = Game(KIND, random_setup(rng, expansion))
    for _ in range(max_actions):
        if game.is_over:
            return game
        game.apply(choose(rng, game.legal_actions(), free_rate))
    raise RuntimeError(f"random game {seed} did not end within {max_actions} actions")
