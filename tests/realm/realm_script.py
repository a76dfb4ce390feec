"""The scripted solo game of the Ancient Realm (``test_realm_full_game``, also played by taps in
``tests/ui/test_realm_table.py``): its district (``D``) and wonder (``W``) cards, setup and 13 turns of actions."""

from __future__ import annotations

from realm_helpers import ANY, STONE, WHEAT, WOOD

from companion.core.action import Action
from companion.realm.actions import Activate, Build, EnterPoints, Refill
from companion.realm.cards import (
    CitizenRegion,
    Condition,
    DistrictCard,
    Effect,
    Gains,
    Goods,
    MineRegion,
    Score,
    Trigger,
    WonderCard,
    WonderScoring,
)
from companion.realm.free_actions import Forget, Shop
from companion.realm.state import RealmSetup


def noble(**gain: int) -> CitizenRegion:
    return CitizenRegion(citizen="nobility", effect=Effect(gain=Gains(**gain)))


def commoner(**gain: int) -> CitizenRegion:
    return CitizenRegion(citizen="commoner", effect=Effect(gain=Gains(**gain)))


def mine(**score: object) -> MineRegion:
    return MineRegion(points=Score.model_validate(score))


TAXES = CitizenRegion(citizen="nobility", effect=Effect(pay=Goods(wheat=1), gain=Gains(gold=1), per="commoner"))
D = {c.name: c for c in [
    DistrictCard(name="Farmland", regions=(WHEAT, commoner(wheat=1, wood=1), WOOD)),
    DistrictCard(name="Quarry Town", regions=(STONE, mine(base=2), noble(gold=3))),
    DistrictCard(name="Market Square", regions=(ANY, commoner(gold=2), TAXES)),
    DistrictCard(name="Silver Hills", regions=(mine(each=1, per="citizen_group"), mine(base=3), WOOD)),
    DistrictCard(name="Old Quarter", regions=(commoner(stone=1), commoner(any=1), noble(gold=2))),
    DistrictCard(name="Harbour", regions=(ANY, WOOD, mine(each=2, per="adjacent_wonder"))),
    DistrictCard(name="Palace", regions=(noble(gold=2), noble(points=1), mine(base=4))),
]}
W = {c.name: c for c in [
    WonderCard(name="Great Library", region=noble(gold=2), cost=Goods(wood=1, stone=1),
               scoring=WonderScoring(points=Score(base=10, each=1, per="commoner"))),
    WonderCard(name="Colossus", region=STONE, region_side="right", cost=Goods(stone=2),
               scoring=WonderScoring(condition=Condition(count="nobility", at_least=3), points=Score(base=12))),
    WonderCard(name="Hanging Gardens", region=WHEAT, cost=Goods(wheat=2, wood=1),
               scoring=WonderScoring(points=Score(base=8, each=1, per="wheat_source")),
               trigger=Trigger(on="harvest", resource="wheat", gain=Goods(gold=1))),
    WonderCard(name="Lighthouse", region=mine(base=1), cost=Goods(wood=2), scoring=WonderScoring(points=Score(base=6))),
    WonderCard(name="Pyramid", region=STONE, cost=Goods(stone=3),
               scoring=WonderScoring(condition=Condition(count="wonder", at_least=3), points=Score(base=15))),
    WonderCard(name="Temple", region=commoner(wheat=2), cost=Goods(wheat=1),
               scoring=WonderScoring(points=Score(manual=True))),
    WonderCard(name="Oracle", region=WOOD, cost=Goods(wood=1, wheat=1),
               scoring=WonderScoring(points=Score(base=5, each=2, per="largest_citizen_group"))),
]}
SETUP = RealmSetup(market=[D["Farmland"], D["Quarry Town"], W["Great Library"], W["Colossus"]])

SCRIPT: list[Action] = [
    Build(card="Great Library", position=0), Refill(deck="district", card=D["Market Square"]),
    Build(card="Quarry Town", position=3), Refill(deck="district", card=D["Silver Hills"]),
    # Turn 3 builds over Quarry Town's mine (+2 gold) and noble (pay 1, +3 gold).
    Build(card="Farmland", position=4), Activate(slot=4), Activate(slot=5),
    Refill(deck="wonder", card=W["Hanging Gardens"]),
    Build(card="Market Square", position=4), Activate(slot=4), Activate(slot=5), Activate(slot=6),
    Refill(deck="wonder", card=W["Lighthouse"]),
    Build(card="Hanging Gardens", position=7), Refill(deck="district", card=D["Old Quarter"]),
    Build(card="Old Quarter", position=3), Activate(slot=3), Activate(slot=4, choices=("stone",)), Activate(slot=5),
    Refill(deck="district", card=D["Harbour"]),
    Build(card="Colossus", position=-3), Refill(deck="district", card=D["Palace"]),
    # Turn 8: the taxes noble counts both Old Quarter commoners, still part of the civilization.
    Build(card="Palace", position=7), Activate(slot=7, choices=("wood",)), Activate(slot=8), Activate(slot=9),
    Refill(deck="wonder", card=W["Pyramid"]),
    Build(card="Lighthouse", position=13), Refill(deck="wonder", card=W["Temple"]),
    Build(card="Harbour", position=16), Refill(deck="wonder", card=W["Oracle"]),
    Build(card="Silver Hills", position=16), Activate(slot=16, choices=("stone",)), Activate(slot=17),
    Activate(slot=18),
    Shop(resource="wheat"), Build(card="Temple", position=-3),
    Shop(resource="stone"), Forget(card="Oracle", reward="stone"), Build(card="Pyramid", position=22),
    EnterPoints(key="Temple", points=7),
]
