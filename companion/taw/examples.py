"""Plausible cards invented from a seeded random generator, by their printed symbols.

No public card list exists, so legal-action lists and random games use invented cards with realistic
symbol counts; now and then an empire card is a catalog card (named ability) with an invented cost (and,
for Hall of War and Trade City, an invented printed banner requirement).
"""

from __future__ import annotations

from random import Random
from typing import Any, Literal, cast

from companion.taw.cards import (
    TRIBES,
    CardAction,
    DistrictCard,
    EmpireCard,
    MilitaryCard,
    MilitarySymbols,
    TitanCard,
    Tribe,
)
from companion.taw.cards import TitanEffect as Effect
from companion.taw.catalog import catalog
from companion.taw.scoring_rules import printed_requirement_abilities

Deck = Literal["A", "B", "C"]

#: Chance that an invented empire card is a named catalog card.
NAMED_SHARE = 0.3


def _banners(rng: Random, low: int, high: int) -> tuple[Tribe, ...]:
    return cast("tuple[Tribe, ...]", tuple(sorted(rng.choice(TRIBES) for _ in range(rng.randint(low, high)))))


def _named_empire() -> list[EmpireCard]:
    return [e.card for e in catalog().cards if isinstance(e.card, EmpireCard) and e.card.deck != "start"]


def _requirement(rng: Random) -> dict[str, int]:
    """A printed banner requirement (Hall of War, Trade City): 2-6 banners of one or two tribes."""
    tribes = rng.sample(TRIBES, rng.randint(1, 2))
    return {tribe: rng.randint(1, 3) + (1 if len(tribes) == 1 else 0) for tribe in tribes}


def invent_empire(rng: Random, deck: Deck = "A") -> EmpireCard:
    """An empire card of ``deck``: a cost of 1-8 coins (B and C dearer), 1-2 banners and one or two symbols."""
    dearer = 0 if deck == "A" else 2
    cost: dict[str, Any] = {
        "cost_coins": rng.randint(1, 5) + dearer,
        "cost_knowledge": rng.choice((0, 0, 0, 1, 1, 2)),
        "banners": _banners(rng, 1, 2),
        "deck": deck,
    }
    if rng.random() < NAMED_SHARE:
        card = rng.choice(_named_empire())
        if card.ability in printed_requirement_abilities():
            cost["requires"] = _requirement(rng)
        if card.banners:  # printed in the catalog (Traveler Camp's wild banner): a replay would refuse others
            del cost["banners"]
        return card.model_copy(update=cost)
    symbols: dict[str, object] = {}
    for _ in range(rng.randint(1, 2)):
        kind = rng.choice(("food", "capacity", "army_limit", "swords", "arrows", "income_coins", "income_knowledge",
                           "income_ambrosia", "gain_coins", "gain_knowledge", "gain_citizens", "upgrade_citizens",
                           "action"))
        if kind == "action":
            gain = rng.choice(("coins", "knowledge", "ambrosia", "swords"))
            symbols["action"] = CardAction(**{gain: rng.randint(1, 2)})
        else:
            symbols[kind] = 1 if kind in ("gain_citizens", "upgrade_citizens", "army_limit") else rng.randint(1, 2)
    return EmpireCard(name=f"{deck}-{rng.randint(100, 999)}", **cost, **symbols)  # type: ignore[arg-type]


def invent_district(rng: Random) -> DistrictCard:
    """A district: 1-3 capacity, sometimes a food, sword, army or explore bonus."""
    extra: dict[str, object] = {}
    roll = rng.random()
    if roll < 0.2:
        extra["food"] = 1
    elif roll < 0.35:
        extra["swords"] = 1
    elif roll < 0.45:
        extra["army_limit"] = 1
    elif roll < 0.55:
        extra["explore_bonus"] = 1
    return DistrictCard(name=f"District {rng.randint(10, 99)}", capacity=rng.randint(1, 3), **extra)  # type: ignore[arg-type]


def _military_symbols(rng: Random, points: int) -> MilitarySymbols:
    swords = rng.randint(0, points)
    extra = rng.choice(("loot", "spy", "repair", None, None))
    return MilitarySymbols(swords=swords, arrows=points - swords, **({extra: 1} if extra else {}))


def invent_military(rng: Random) -> MilitaryCard:
    """A military card: 2-5 attack symbols, a one-symbol legacy, usually free, sometimes a coin or a knowledge."""
    cost: dict[str, Any] = rng.choice(({}, {}, {}, {"cost_coins": 1}, {"cost_coins": 2}, {"cost_knowledge": 1}))
    return MilitaryCard(name=f"Troop {rng.randint(10, 99)}", front=_military_symbols(rng, rng.randint(2, 5)),
                        legacy=_military_symbols(rng, 1), **cost)


def invent_titan(rng: Random, stars: int) -> TitanCard:
    """A titan of ``stars`` (0 for a starting titan): defence and banners grow with the stars."""
    low = max(stars, 1)
    effect = rng.choice(list(Effect))
    return TitanCard(
        name=f"Titan {stars}-{rng.randint(10, 99)}",
        stars=stars,
        defence=rng.randint(3 * low, 4 * low + 2),
        banners=_banners(rng, low, low + 1),
        capacity=rng.randint(0, low),
        sword_only=rng.random() < 0.2,
        effect=effect,
        effect_amount=rng.randint(1, 2) if effect is Effect.LOSE_AMBROSIA else 1,
    )
