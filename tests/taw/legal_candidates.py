"""Candidate actions built from the action models themselves, independently of ``legal_actions``.

Every field of every action model of the kind's union gets a small finite domain read from the state (seats,
citizen skills, the uids a player owns, Literal values, bools, small amounts, None for an optional), and the
candidates are every combination. Card-carrying fields get None (when optional) and the random generator's
invented example card. A field with no domain here fails loudly, so a new field cannot slip past the test.
"""

from __future__ import annotations

import random
import types
import typing
from collections.abc import Callable, Iterator
from itertools import combinations, product
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel

from companion.core.action import Action
from companion.taw import examples
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard
from companion.taw.kind import ACTION_TYPES
from companion.taw.moves.showing import ShowCard
from companion.taw.moves.storing import ExploreChoice, current_deck
from companion.taw.phases.damage import die_faces
from companion.taw.phases.due import AutoStep
from companion.taw.state import State

#: Table entries (a face-up card, a correction) and automatic steps are not offered as legal actions at all.
NOT_OFFERED: tuple[type[Action], ...] = (ShowCard, AutoStep)
#: Purchase amounts (ambrosia bought skill, coins, swords) and their small candidate ranges.
AMOUNTS: dict[str, range] = {"boost": range(3), "ambrosia_coins": range(2), "coins": range(1, 3),
                             "ambrosia_swords": range(4), "ambrosia_food": range(4)}
#: Fields naming something a player owns by uid or index, and small positions (dice, a draft row, a stack).
POSITIONS = range(5)
Domain = Callable[[State, int], list[Any]]


def offered_types() -> list[type[Action]]:
    """The union's action types a person may be offered (no table entries, corrections or automatic steps)."""
    return [t for t in ACTION_TYPES if not issubclass(t, NOT_OFFERED) and t.model_fields["type"].default != "correct"
            and not getattr(t, "automatic_only", False)]


def _subsets(items: list[Any], most: int) -> list[tuple[Any, ...]]:
    """Every subset of up to ``most`` items, in the state's order (these fields are sets: order carries nothing)."""
    return [group for size in range(most + 1) for group in combinations(items, size)]


def _repairable(player: Any) -> list[int]:
    """The damaged cards' uids and one face-up card's (refused, but it keeps the domain honest) for a repair list."""
    damaged = [o.uid for o in player.empire if o.damaged]
    return damaged + [o.uid for o in player.empire if not o.damaged][:1]


def _cards(state: State, seat: int) -> dict[type, list[Any]]:
    """One invented card of each kind, as the random generator would build it (seeded by the state)."""
    rng = random.Random(f"candidates:{state.next_uid}:{seat}")
    deck = current_deck(state)
    empire = [examples.invent_empire(rng, deck), examples.invent_empire(rng, "C")]
    return {
        EmpireCard: empire,
        DistrictCard: [examples.invent_district(rng)],
        MilitaryCard: [examples.invent_military(rng)],
        TitanCard: [examples.invent_titan(rng, stars) for stars in (1, 2, 3)],
        ExploreChoice: [ExploreChoice(card=empire[0], source=s) for s in get_args(ExploreChoice.model_fields["source"]
                                                                                  .annotation)],
    }


def _named(name: str) -> Domain | None:
    """Domains chosen by the field's name: what the player owns, or a small range."""
    def player(state: State, seat: int) -> Any:
        return state.players[seat]

    table: dict[str, Domain] = {
        "skill": lambda s, p: sorted({c.skill for c in player(s, p).citizens}),
        "card": lambda s, p: [o.uid for o in (*player(s, p).empire, *player(s, p).stored)],
        "army": lambda s, p: [a.uid for a in player(s, p).armies],
        "retire": lambda s, p: [a.uid for a in player(s, p).armies],
        "outpost_army": lambda s, p: [a.uid for a in player(s, p).armies],
        "titan": lambda s, p: [q.threat.uid for q in s.players if q.threat],
        "district": lambda s, p: [d.uid for d in player(s, p).districts],
        "die": lambda s, p: list(POSITIONS),
        "index": lambda s, p: list(POSITIONS),
        "repairs": lambda s, p: _subsets(_repairable(player(s, p)), 2),
        "stored": lambda s, p: _subsets([o.uid for o in player(s, p).stored], 2),
        "armies": lambda s, p: [list(g) for g in _subsets([a.uid for a in player(s, p).armies], 9)],
        "starving": lambda s, p: [list(g) for g in _subsets([c.skill for c in player(s, p).citizens], 9)],
        "faces": lambda s, p: [list(f) for n in range(5) for f in product(die_faces(), repeat=n)],
    }
    if name in AMOUNTS:
        return lambda s, p: list(AMOUNTS[name])
    return table.get(name)


def _domain(name: str, annotation: Any, state: State, seat: int, cards: dict[type, list[Any]]) -> list[Any]:
    """Every candidate value of one field."""
    args = get_args(annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType) and type(None) in args:
        (inner,) = (a for a in args if a is not type(None))
        return [None, *_domain(name, inner, state, seat, cards)]
    if annotation in cards:
        return cards[annotation]
    if get_origin(annotation) is list and args and args[0] is TitanCard:
        return [[card] * n for card in cards[TitanCard] for n in range(1, 5)]
    named = _named(name)
    if named is not None:
        return named(state, seat)
    if annotation is bool:
        return [False, True]
    if get_origin(annotation) is Literal:
        return list(args)
    raise AssertionError(f"no candidate domain for field {name}: {annotation}")


def candidates(state: State) -> Iterator[Action]:
    """Every combination of candidate field values of every offered action type, for every seat."""
    for seat in range(len(state.players)):
        cards = _cards(state, seat)
        for action_type in offered_types():
            fields = {name: info for name, info in action_type.model_fields.items() if name not in ("type", "player")}
            domains = [_domain(name, info.annotation, state, seat, cards) for name, info in fields.items()]
            for values in product(*domains):
                yield action_type(player=seat, **dict(zip(fields, values, strict=True)))


def card_class(value: Any) -> Any:
    """What a card-carrying value is compared by: its kind and, for titans, the deck (stars) it comes from; lists
    as tuples, so the value can be a key."""
    if isinstance(value, TitanCard):
        return ("titan", value.stars)
    if isinstance(value, ExploreChoice):
        return ("explore", value.source)
    if isinstance(value, BaseModel):
        return type(value).__name__
    if isinstance(value, list) and value and isinstance(value[0], TitanCard):
        return ("titans", len(value))
    if isinstance(value, list | tuple):
        return tuple(card_class(v) for v in value)
    return value
