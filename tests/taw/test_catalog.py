"""The named-card catalog against the rulebook: the starting cards and all 31 cards of Card Clarifications carry the
symbols their text states, and a player owning them gets those symbols (income, food, swords, explore bonus...).
"""

from __future__ import annotations

from typing import Any

import pytest
from taw_moves_support import named, table

from companion.taw import derived
from companion.taw.cards import CardAction, EmpireCard, MilitaryCard
from companion.taw.catalog import catalog
from companion.taw.state import OwnedEmpire

#: Every card of Card Clarifications with the symbols its text states (besides its named ability).
CLARIFICATIONS: dict[str, dict[str, Any]] = {
    "Aqueduct": {},
    "Archivists of Bol": {"income_coins": 1, "upgrade_citizens": 1},
    "Barbarian Camp": {},
    "Bath House": {"action": CardAction(knowledge=1, arrows=1)},
    "Cave Town": {"gain_citizens": 1},
    "Citadel of Ivories": {},
    "City Center": {},
    "Cripta Ship": {"action": CardAction(coins=2)},
    "Desert Caravan": {"action": CardAction()},
    "Distant Outpost": {},
    "Dungeons": {},
    "Forest Hideout": {},
    "Frog God Statue": {},
    "Guild of Scholars": {"gain_knowledge": 1, "upgrade_citizens": 1},
    "Hall of War": {"income_coins": 1, "swords": 1},
    "Hidden Library": {},
    "Highland Town": {"gain_citizens": 1, "income_coins": 1},
    "Holy Site": {"action": CardAction()},
    "Metropolis": {"gain_citizens": 1, "food": 1},
    "Monument": {"income_coins": 1},
    "Moon Festival": {},
    "Nomad Camp": {"explore_bonus": 2, "explore_bonus_explore_only": True, "action": CardAction(swords=2)},
    "Scribe Guild": {},
    "Tea House": {"gain_knowledge": 1},
    "Town Hall": {"action": CardAction(knowledge=1, ambrosia=1)},
    "Trade City": {"income_coins": 1, "income_knowledge": 1},
    "Trade Route": {},
    "Traveler Camp": {"food": 1, "explore_bonus": 1, "explore_bonus_explore_only": True, "banners": ("any",)},
    "Treasury": {"income_coins": 2},
    "Warship": {"swords": 1, "explore_bonus": 2, "explore_bonus_explore_only": True},
    "Zori Dramatists": {},
}


def test_the_catalog_holds_exactly_the_starting_cards_and_the_31_clarified_cards() -> None:
    assert len(CLARIFICATIONS) == 31
    names = [entry.card.name for entry in catalog().cards]
    assert sorted(names) == sorted([*CLARIFICATIONS, "Fishing Dock", "Wheat Fields", "City Guard", "Militia"])
    starting = [catalog().by_name(n).card for n in ("Fishing Dock", "Wheat Fields")]  # type: ignore[union-attr]
    assert all(isinstance(c, EmpireCard) and c.deck == "start" and c.food == 1 for c in starting)
    assert all(isinstance(catalog().by_name(n).card, MilitaryCard) for n in ("City Guard", "Militia"))  # type: ignore[union-attr]


@pytest.mark.parametrize("name", CLARIFICATIONS)
def test_each_clarified_card_has_the_symbols_its_text_states(name: str) -> None:
    card = named(name)
    printed = card.model_dump(exclude_defaults=True, exclude={"name", "ability", "kind"})
    expected = {key: value.model_dump(exclude_defaults=True) if isinstance(value, CardAction) else value
                for key, value in CLARIFICATIONS[name].items()}
    assert printed == expected
    assert card.ability == name.lower().replace(" ", "_")
    assert catalog().by_name(name.upper()) is not None


def test_owning_the_symbol_cards_gives_their_income_food_swords_and_explore_bonus() -> None:
    state = table()
    ann = state.players[0]
    for name in ("Treasury", "Hall of War", "Monument", "Trade City", "Archivists of Bol", "Highland Town",
                 "Metropolis", "Traveler Camp", "Warship", "Nomad Camp"):
        ann.empire.append(OwnedEmpire(uid=state.new_uid(), card=named(name)))
    assert derived.income_coins(ann) == 5 + 2 + 1 + 1 + 1 + 1 + 1
    assert derived.income_knowledge(ann) == 1
    assert derived.food(ann) == 3 + 1 + 1
    assert derived.permanent_swords(ann) == 2
    assert (derived.explore_bonus(ann, exploring=True), derived.explore_bonus(ann, exploring=False)) == (5, 0)
    assert derived.banners_by_tribe(ann)["any"] == 1
    warship = next(o for o in ann.empire if o.card.name == "Warship")
    warship.damaged = True
    assert (derived.permanent_swords(ann), derived.explore_bonus(ann, exploring=True)) == (1, 3)
