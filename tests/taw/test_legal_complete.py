"""The legal-actions view is complete against an independent source: at points of seeded random games (the equipped
games of ``equipped_games``: rerolls, armies over the limit, repairs, feeding, the titan draft), every candidate
built from the action models themselves (``legal_candidates``) that ``Game.can`` accepts is covered by
``Game.legal_actions()``, and every listed action is covered by an accepted candidate.

Coverage rule: a candidate is covered when a listed action has the same :func:`coverage_key`. The key is the whole
action, except where the engine documents that it lists representatives:

- a card-carrying field (an invented card) is compared by its class (kind; a titan by its stars; an explore choice
  by its source): ``legal_actions`` enters example cards (``moves/legal.py``; entry decisions: "one example per
  case", ``Handler.answers``);
- an answer to a decision where every choice must be taken anyway is compared by type and player only
  (``decisions.forced``: "only the first when every choice must be taken");
- an attack's ambrosia swords are not compared: ``legal_attacks`` buys "just enough ambrosia swords";
- a move is compared by type, player and what it acts on: a placement by its citizen (skill, moved again or not),
  a card move by its card, a pass by whether it stores a card; its other choices (and ambrosia purchases) are
  "Example choices for each board action" (``moves/legal._choices``), a card action takes the first free citizen.

The reverse holds for every listed action but an attack on a titan deck: its example titan is the engine's own,
and the candidates' invented titan of the same stars may have a defence the player cannot meet.

No gap is left. The six this test found are listed now (``moves/legal.py``): every player's ambrosia abilities at
any time, also during their own decision; each placed citizen moved again, also onto a card; and each citizen's
placement on each space that the engine accepts in some way, when no example choice is legal: placed without
performing (with the ambrosia bought skill that spares the fee over a higher citizen, when its coins cannot pay it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from equipped_games import ALWAYS_AUTOMATIC, KINDS, equipped_game
from legal_candidates import candidates, card_class

from companion.core.action import Action
from companion.core.game import Game
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.moves.build import BuildStored
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.passing import Pass
from companion.taw.moves.place import BoardPlacement
from companion.taw.phases.attack import Attack
from companion.taw.phases.choices import refresh_options
from companion.taw.phases.decisions import Answer, forced
from companion.taw.phases.handlers import handler_for
from companion.taw.random_game import choose
from companion.taw.state import State

SEEDS = range(4)
#: Check one state in this many (and the first of each decision kind), to bound the run time.
EVERY = 8


def _actor(state: State) -> int:
    return state.pending[0].player if state.pending else state.current


def _is_forced(state: State) -> bool:
    head = state.pending[0] if state.pending else None
    if head is None or handler_for(head) is None:
        return False
    now = head.model_copy(deep=True)
    refresh_options(state, now)
    options: list[Any] = getattr(now, "options", [])
    return bool(options) and forced(options, head.count) != options


def coverage_key(state: State, action: Action) -> tuple[Any, ...]:
    """What a listed action must share with an accepted candidate for it to count as listed (see the module)."""
    def fields(*names: str) -> tuple[Any, ...]:
        return (action.type, *(card_class(getattr(action, n)) for n in names))

    if isinstance(action, BoardPlacement):
        return fields("player", "skill", "reuse")
    if isinstance(action, UseCard | BuildStored | AmbrosiaRepair):
        return fields("player", "card")
    if isinstance(action, Pass):
        return fields("player", "store")
    if isinstance(action, AmbrosiaCoin):
        return fields("player")
    if isinstance(action, Answer) and _is_forced(state):
        return fields("player")
    names = [n for n in type(action).model_fields if not (isinstance(action, Attack) and n == "ambrosia_swords")]
    return fields(*names)


def _check(game: Game, seed: int, step: int) -> None:
    """Assert both directions of coverage at this state."""
    state = game.state
    listed = {coverage_key(state, a): a for a in game.legal_actions()}
    accepted = set()
    for candidate in candidates(state):
        if not game.can(candidate):
            continue
        key = coverage_key(state, candidate)
        accepted.add(key)
        assert key in listed, (f"seed {seed}, step {step}, round {state.round}, phase {state.phase}, pending "
                               f"{[d.kind for d in state.pending]}: Game.can accepts {candidate!r}, never listed")
    for key, action in listed.items():
        deck_attack = isinstance(action, Attack) and action.card is not None
        assert key in accepted or deck_attack, f"seed {seed}, step {step}: listed {action!r} is no accepted candidate"


def _play(check: Callable[[Game, int, int], None]) -> set[str]:
    """Check one state in :data:`EVERY` and the first of each decision kind; the decision kinds checked."""
    kinds: set[str] = set()
    for seed in SEEDS:
        game, rng = equipped_game(seed)
        step = 0
        while not game.is_over:
            head = game.state.pending[0].kind if game.state.pending else None
            if step % EVERY == 0 or (head is not None and head not in kinds):
                check(game, seed, step)
                kinds |= {head} - {None}
            game.apply(choose(game, rng))
            step += 1
    return kinds


@pytest.mark.slow
def test_every_accepted_candidate_is_listed_and_every_listed_action_is_a_candidate() -> None:
    kinds = _play(_check)
    assert kinds == KINDS - ALWAYS_AUTOMATIC, kinds
