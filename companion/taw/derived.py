"""Totals derived from a player's cards: capacity, incomes, food, army limit, attack, banners.

Damaged empire cards grant nothing until repaired (Titan Damage), but still take capacity and keep
their banners for scoring (damaged cards are repaired before banners are counted, Game End).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from operator import attrgetter

from companion.taw.cards import TRIBES, Card
from companion.taw.data import CityStateInfo, board
from companion.taw.state import Player, State


def city_state(player: Player) -> CityStateInfo | None:
    """The player's city-state record (board.json), None when the table plays without city-states."""
    return board().city_state(player.city_state) if player.city_state else None


def active_cards(player: Player) -> Iterator[Card]:
    """Every card whose symbols count now: face-up built empire cards, districts, defeated titans."""
    for owned in player.empire:
        if not owned.damaged:
            yield owned.card
    for district in player.districts:
        yield district.card
    for titan in player.titans:
        yield titan.card


def _sum(player: Player, field: str) -> int:
    """The total of one symbol over :func:`active_cards` (a replay sums these some 25 times a move: ``map`` with
    ``attrgetter`` takes half the time of a generator expression)."""
    return sum(map(attrgetter(field), active_cards(player)))


def capacity(player: Player) -> int:
    """Capacity available: the capital's plus districts', titans' and face-up cards' (Build)."""
    return board().capital.capacity + _sum(player, "capacity")


def capacity_used(player: Player) -> int:
    """Each built empire card takes 1 capacity, even if damaged."""
    return len(player.empire)


def free_capacity(player: Player) -> int:
    """Capacity left for new empire cards (can be negative after losing a district)."""
    return capacity(player) - capacity_used(player)


def income_coins(player: Player) -> int:
    """Coins collected at income: the capital's 5 plus every coin-income symbol."""
    return board().capital.income_coins + _sum(player, "income_coins")


def income_knowledge(player: Player) -> int:
    """Knowledge collected at income."""
    return _sum(player, "income_knowledge")


def income_ambrosia(player: Player) -> int:
    """Ambrosia collected at income."""
    return _sum(player, "income_ambrosia")


def income_repair(player: Player) -> int:
    """Damaged empire cards repaired at income (Repair Income)."""
    return _sum(player, "income_repair")


def food(player: Player) -> int:
    """Food: the capital's 1 plus every face-up food symbol."""
    return board().capital.food + _sum(player, "food")


def citizens_owned(player: Player) -> int:
    """Citizen tokens the player owns, wherever they stand."""
    return len(player.citizens)


def army_limit(player: Player) -> int:
    """How many armies the player may have (capital 2, Guardians of Galidor +1, army symbols)."""
    city = city_state(player)
    bonus = city.army_limit_bonus if city else 0
    return board().capital.army_limit + bonus + _sum(player, "army_limit")


def draft_swords(player: Player, state: State, seat: int) -> int:
    """1 sword for each of the player's citizens on Draft this round that performed it (Place Citizen: a
    citizen placed without performing the action only claims the ambrosia)."""
    return sum(1 for p in state.spaces["draft"].citizens if p.player == seat and p.performed)


def _round_bonus(player: Player, field: str) -> int:
    """Swords or arrows that card actions used this round give for every attack (Bath House, Nomad Camp), while
    the card is face up: a damaged card gives nothing until repaired (Titan Damage)."""
    return sum(getattr(owned.card.action, field) for owned in player.empire
               if owned.used and not owned.damaged and owned.card.action is not None)


def round_swords(player: Player) -> int:
    """Swords this round's card actions give for every attack."""
    return _round_bonus(player, "swords")


def round_arrows(player: Player) -> int:
    """Arrows this round's card actions give for every attack."""
    return _round_bonus(player, "arrows")


def permanent_swords(player: Player) -> int:
    """Swords from owned cards, free in every attack."""
    return _sum(player, "swords")


def permanent_arrows(player: Player) -> int:
    """Arrows from owned cards (and the Guardians of Galidor's starting arrow), free in every attack."""
    city = city_state(player)
    start = city.start_arrows if city else 0
    return start + _sum(player, "arrows")


def explore_bonus(player: Player, *, exploring: bool) -> int:
    """Extra cards to draw when exploring (or gaining a district when ``exploring`` is False)."""
    return sum(
        card.explore_bonus
        for card in active_cards(player)
        if exploring or not card.explore_bonus_explore_only
    )


def banners(player: Player) -> Counter[str]:
    """Banners by tribe from every built empire card (damaged too) and every defeated titan."""
    counts: Counter[str] = Counter()
    for owned in player.empire:
        counts.update(owned.card.banners)
    for titan in player.titans:
        counts.update(titan.card.banners)
    return counts


def banners_by_tribe(player: Player) -> dict[str, int]:
    """Banner counts for every tribe (zeros included) plus the wild ones under ``any``."""
    counts = banners(player)
    return {tribe: counts.get(tribe, 0) for tribe in (*TRIBES, "any")}


def has_ability(player: Player, ability: str) -> bool:
    """True when a face-up empire card, district or titan with this named ability is owned."""
    return any(card.ability == ability for card in active_cards(player))


def threat_feed_cost(player: Player, state: State) -> int | None:
    """Ambrosia needed to placate the threatening titan now, or None when there is none.

    One more than already on the card; the titan's banner count when none is on it (Confront Titan);
    Demanding Titans adds 1.
    """
    if player.threat is None:
        return None
    on_card = player.threat.ambrosia
    cost = on_card + 1 if on_card else len(player.threat.card.banners)
    return cost + (1 if state.variants.demanding_titans else 0)
