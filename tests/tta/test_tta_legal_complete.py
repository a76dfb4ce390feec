"""Through the Ages' legal actions are complete against an independent source: at every point of seeded random
first rounds, every candidate built from the action models of the kind's union (every seat, every card row slot
and one past each end, every card name lying in the row and one that is not) that ``Game.can`` accepts is listed
by ``Game.legal_actions()``, and every listed action is such a candidate.

Coverage rule: equality. No field carries an invented card or a free amount (a card is named, a slot numbered),
so the engine lists every legal action exactly. Automatic steps (``automatic_only``) and corrections are never
listed, so they are not candidates.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product
from typing import Any, get_args

from companion.core.action import Action, Correction
from companion.core.game import Game
from companion.tta.actions import TtaMove
from companion.tta.kind import KIND
from companion.tta.random_game import random_setup
from companion.tta.state import TtaState

SEEDS = range(40)


def _offered() -> list[type[Action]]:
    """The union's action types a person may be offered."""
    union = get_args(get_args(TtaMove)[0])
    return [t for t in union if not getattr(t, "automatic_only", False) and not issubclass(t, Correction)]


def _domain(name: str, state: TtaState) -> list[Any]:
    """Every candidate value of one field; a field with none here fails loudly."""
    row = state.card_row
    names = [*sorted({card for card in row if card is not None}), "Not A Card"]
    table: dict[str, list[Any]] = {"player": list(range(len(state.players))), "slot": list(range(len(row) + 2)),
                                   "card": names}
    assert name in table, f"no candidate domain for field {name}"
    return table[name]


def candidates(state: TtaState) -> Iterator[Action]:
    """Every combination of candidate field values of every offered action type."""
    for action_type in _offered():
        fields = [name for name in action_type.model_fields if name != "type"]
        for values in product(*(_domain(name, state) for name in fields)):
            yield action_type(**dict(zip(fields, values, strict=True)))


def test_every_accepted_candidate_is_listed_and_every_listed_action_is_a_candidate() -> None:
    checked = 0
    for seed in SEEDS:
        rng = random.Random(seed)
        game = Game(KIND, random_setup(rng))
        while not game.is_over:
            listed = game.legal_actions()
            accepted = [c for c in candidates(game.state) if game.can(c)]
            for candidate in accepted:
                assert candidate in listed, f"seed {seed}: Game.can accepts {candidate!r}, never listed"
            for action in listed:
                assert action in accepted, f"seed {seed}: listed {action!r} is no accepted candidate"
            checked += 1
            game.apply(rng.choice(listed))
    assert checked > 100
