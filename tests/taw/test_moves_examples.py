"""The example-card inventor: seeded, valid cards with plausible symbol counts."""

from __future__ import annotations

from random import Random

from companion.taw.cards import TRIBES, TitanEffect
from companion.taw.examples import invent_district, invent_empire, invent_military, invent_titan


def test_the_same_seed_invents_the_same_cards() -> None:
    first, second = Random(5), Random(5)
    for _ in range(20):
        assert invent_empire(first, "B") == invent_empire(second, "B")
        assert invent_military(first) == invent_military(second)


def test_empire_cards_have_a_cost_banners_and_the_deck_asked_for() -> None:
    rng = Random(1)
    cards = [invent_empire(rng, deck) for deck in ("A", "B", "C") for _ in range(100)]
    assert all(1 <= len(c.banners) <= 2 and 1 <= c.cost_coins <= 7 and c.cost_knowledge <= 2 for c in cards)
    assert [c.deck for c in cards] == ["A"] * 100 + ["B"] * 100 + ["C"] * 100
    named = [c for c in cards if c.ability]
    assert 40 < len(named) < 150
    assert any(c.action is not None for c in cards) and any(c.gain_citizens for c in cards)


def test_invented_hall_of_war_and_trade_city_print_a_plausible_requirement() -> None:
    rng = Random(3)
    cards = [invent_empire(rng, "A") for _ in range(600)]
    printed = [c for c in cards if c.ability in ("hall_of_war", "trade_city")]
    assert printed
    for card in printed:
        assert set(card.requires) <= set(TRIBES) and 2 <= sum(card.requires.values()) <= 6
        assert all(n > 0 for n in card.requires.values())
    assert not any(c.requires for c in cards if c.ability not in ("hall_of_war", "trade_city"))


def test_districts_military_and_titans_are_plausible() -> None:
    rng = Random(2)
    districts = [invent_district(rng) for _ in range(50)]
    assert all(1 <= d.capacity <= 3 for d in districts)
    troops = [invent_military(rng) for _ in range(50)]
    assert all(2 <= t.front.swords + t.front.arrows <= 5 and t.legacy.swords + t.legacy.arrows == 1 for t in troops)
    for stars in (0, 1, 2, 3):
        for titan in (invent_titan(rng, stars) for _ in range(30)):
            low = max(stars, 1)
            assert titan.stars == stars
            assert 3 * low <= titan.defence <= 4 * low + 2
            assert low <= len(titan.banners) <= low + 1
            assert titan.effect_amount == 1 or titan.effect is TitanEffect.LOSE_AMBROSIA
