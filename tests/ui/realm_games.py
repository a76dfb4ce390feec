"""Games of the Ancient Realm that the UI tests open: the engine tests' scripted solo game (``realm_script`` in
tests/realm) with every deck card remembered, saved in the store; and a district card to remember."""

from __future__ import annotations

import sys
from pathlib import Path

from companion.realm.cards import Catalog, DistrictCard, Effect, Gains, SourceRegion
from companion.realm.state import RealmSetup
from companion.store import Store

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "realm"))
from realm_script import SETUP, D, W

#: The scripted game's setup, with every deck card remembered from an earlier game.
REMEMBERED = RealmSetup(market=SETUP.market, catalog=Catalog(cards={**D, **W}))


def new_game(store: Store, setup: RealmSetup = REMEMBERED) -> str:
    """A solo game of ``setup`` saved in ``store``; returns its id."""
    return store.create("ancient-realm", setup, name="Ancient Realm", players=["Solo"]).id


WHEAT = SourceRegion(resource="wheat")
#: A district card made up for the card entry tests: three wheat sources, a gold and a resource of choice its effect.
TEMPLE_ROW = DistrictCard(name="Temple Row", regions=(WHEAT, WHEAT, WHEAT), effect=Effect(gain=Gains(gold=1, any=1)))
