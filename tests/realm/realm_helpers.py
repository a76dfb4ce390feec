"""Card builders and assertions shared by the Ancient Realm tests."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.realm.cards import (
    Catalog,
    CitizenRegion,
    DistrictCard,
    Effect,
    Gains,
    Goods,
    MineRegion,
    Region,
    Score,
    SourceRegion,
    WonderCard,
    WonderScoring,
)
from companion.realm.kind import KIND
from companion.realm.state import RealmSetup
from companion.words import Param, english
from tests.said import assert_refused

WOOD = SourceRegion(resource="wood")
WHEAT = SourceRegion(resource="wheat")
STONE = SourceRegion(resource="stone")
ANY = SourceRegion(resource="any")
MINE = MineRegion(points=Score(base=2))
NOBLE = CitizenRegion(citizen="nobility", effect=Effect(gain=Gains(gold=3)))
COMMONER = CitizenRegion(citizen="commoner", effect=Effect(gain=Gains(wheat=1)))


def district(name: str, *regions: Region) -> DistrictCard:
    """A district with the given three regions (default: wood source, noble, mine)."""
    left, middle, right = regions or (WOOD, NOBLE, MINE)
    return DistrictCard(name=name, regions=(left, middle, right))


def wonder(name: str, cost: Goods | None = None, points: int = 5, region: Region = WHEAT) -> WonderCard:
    """A wonder worth ``points`` with its region on the left."""
    return WonderCard(name=name, region=region, cost=cost or Goods(wood=1),
                      scoring=WonderScoring(points=Score(base=points)))


def setup(*market: DistrictCard | WonderCard, expansion: bool = False, catalog: Catalog | None = None) -> RealmSetup:
    """A setup with this market (default: districts A, B and wonders X, Y)."""
    cards = market or (district("A"), district("B"), wonder("X"), wonder("Y"))
    return RealmSetup(expansion=expansion, market=list(cards), catalog=catalog or Catalog())


def new_game(*market: DistrictCard | WonderCard, expansion: bool = False) -> Game:
    return Game(KIND, setup(*market, expansion=expansion))


def assert_rejected(game: Game, action: Action, code: str, *words: str, **params: Param) -> RuleError:
    """The action is refused with ``code`` and changes nothing. With ``params``: the refusal's parameters are exactly
    these (``tests.said.assert_refused``); ``words``: its English holds each (for a test of the wording itself)."""
    before = game.state.model_copy(deep=True)
    entries = list(game.entries)
    with pytest.raises(RuleError) as info:
        game.apply(action)
    assert info.value.code == code, info.value
    if params:
        assert_refused(info, code, **params)
    for word in words:
        assert word in info.value.message, info.value.message
    assert game.state == before
    assert game.entries == entries
    assert not game.can(action)
    return info.value


def said(message: Any) -> str:
    """A message (a score line's label, a rating) in English, as the tests compare it."""
    return english()(message)
