"""Building over a Monument over a real Flet session (issue 21): the push-down asks for the monument's resource (a
button per resource) or the table's "not wanted", so the resource is never lost by the one tap that pushed down."""

from __future__ import annotations

import pytest

from companion.realm.cards import (
    Catalog,
    CitizenRegion,
    DistrictCard,
    Effect,
    Gains,
    Goods,
    MonumentRegion,
    Score,
    SourceRegion,
    WonderCard,
    WonderScoring,
)
from companion.realm.state import RealmSetup
from companion.store import Store
from tests.said import codes, in_english
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.realm_games import new_game
from tests.ui.tapping import taps

WOOD = SourceRegion(resource="wood")
NOBLE = CitizenRegion(citizen="nobility", effect=Effect(gain=Gains(gold=3)))
#: A founding district whose left region is a monument, another to build over it, and one to refill with.
ARCH = DistrictCard(name="Arch", regions=(MonumentRegion(), WOOD, WOOD))
BAZAAR = DistrictCard(name="Bazaar", regions=(WOOD, NOBLE, WOOD))
COVE = DistrictCard(name="Cove", regions=(WOOD, WOOD, WOOD))
WONDERS = [WonderCard(name=n, region=WOOD, cost=Goods(wood=1), scoring=WonderScoring(points=Score(base=5)))
           for n in ("Obelisk", "Pyramid")]
SETUP = RealmSetup(expansion=True, market=[ARCH, BAZAAR, *WONDERS], catalog=Catalog(cards={COVE.name: COVE}))


async def over_the_monument(ui: UiSession) -> None:
    """Found with Arch, refill with Cove, then lay Bazaar over Arch's monument alone."""
    await taps(ui, "Choose Arch", "Confirm", "I drew from the district deck (5 left)")
    await ui.fill("District name", "Cove")
    await taps(ui, "Put in the market: Cove", "Choose Bazaar", "Over 1", "Confirm")


@pytest.mark.parametrize(("tap", "storage", "text"), [
    ("Push Bazaar down, taking stone", (1, 1, 2), "Pushed Bazaar down, built over the monument in region 1: "
     "received 1 stone; the civilization now has 5 regions"),
    ("Push Bazaar down without the monument's resource (not wanted)", (1, 1, 1), "Pushed Bazaar down; the "
     "civilization now has 5 regions; regions not activated: 1"),
])
async def test_the_push_down_asks_for_the_monuments_resource(open_ui: OpenUi, store: Store, tap: str,
                                                             storage: tuple[int, int, int], text: str,
                                                             heard: Heard) -> None:
    game_id = new_game(store, SETUP)
    ui = await open_ui(f"/game/{game_id}")
    await over_the_monument(ui)
    question = text_of(ui.by_identifier("realm-monument-question"))
    unchosen, = heard.coded("monument_resource_unchosen")
    assert codes(unchosen) == ("monument_resource_unchosen(card='Bazaar', monuments=realm.monuments_in(n=1, "
                               "regions=[1]), resources=amount.resource(n=1))")
    assert in_english(unchosen) in question
    assert not ui.find_all("Push Bazaar down"), "no push-down that says nothing of the monument"
    assert {label for label in ui.labels() if label.startswith("Push Bazaar down")} >= {
        "Push Bazaar down, taking wheat", "Push Bazaar down, taking wood", "Push Bazaar down, taking stone"}
    await ui.click(tap)
    saved = store.resume(game_id).game
    assert (saved.state.storage.wheat, saved.state.storage.wood, saved.state.storage.stone) == storage
    assert saved.entries[-1].text == text and saved.state.phase == "refill"
    assert "is built over the monument" not in ui.text()
