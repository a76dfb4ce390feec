"""The legal-actions view is complete against an independent source: at points of seeded random games (the equipped
games of ``test_legal_honest``: rerolls, armies over the limit, repairs, feeding, the titan draft), every candidate
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

The cases in ``GAPS`` are actions ``Game.can`` accepts that ``legal_actions`` never lists under that rule, not
documented as representatives: gaps for the engine's owner to decide. The completeness test excludes exactly these
cases and fails when one is no longer met (closed: drop it); :func:`test_reported_gaps_are_still_open`, a strict
xfail, fails on the first gap met, naming it (and passes, failing the suite, once all are closed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from legal_candidates import candidates, card_class
from test_legal_honest import ALWAYS_AUTOMATIC, KINDS, _equipped_game

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


def _placement(check: Callable[[BoardPlacement], bool]) -> Callable[[State, Action], bool]:
    return lambda state, action: isinstance(action, BoardPlacement) and check(action)


def _example_card(action: BoardPlacement) -> bool:
    return any(getattr(action, name, None) is not None for name in ("card", "district", "choice"))


#: Accepted but never listed, and not a documented representative: the case's name -> does (state, action) match it.
GAPS: dict[str, Callable[[State, Action], bool]] = {
    "ambrosia move by a player other than the one to act (moves/base.any_time_plan: usable at any time; "
    "legal.py lists the current player's only)":
        lambda state, action: isinstance(action, AmbrosiaCoin | AmbrosiaRepair) and action.player != _actor(state),
    "ambrosia move while a decision is pending (legal.py lists no move then)":
        lambda state, action: isinstance(action, AmbrosiaCoin | AmbrosiaRepair) and bool(state.pending),
    "moving a placed citizen again, other than the first placed one with the first example choice "
    "(legal.py: placed[:1], options[0]), or for a card action (legal.py: free citizens only)":
        lambda state, action: isinstance(action, BoardPlacement | UseCard) and action.reuse,
    "placing without performing (only taking the space's ambrosia) where legal.py does not list it "
    "(it lists perform=False only with a free citizen on a space holding ambrosia)":
        _placement(lambda action: not action.perform),
    "a placement legal only with ambrosia bought skill or coins (legal.py never sets ambrosia_coins, and sets boost "
    "only to the fee over a higher citizen)": _placement(lambda action: bool(action.boost or action.ambrosia_coins)),
    "a card placement whose example cards legal.py lists are all refused, while another card is accepted "
    "(its examples are invented without regard to the player's coins or the card's requirements)":
        _placement(_example_card),
}


def _gap(state: State, action: Action) -> str | None:
    return next((name for name, match in GAPS.items() if match(state, action)), None)


def _check(game: Game, seed: int, step: int, found: dict[str, str], *, exclude_gaps: bool) -> None:
    """Assert both directions of coverage at this state; record the reported gaps met."""
    state = game.state
    listed = {coverage_key(state, a): a for a in game.legal_actions()}
    accepted = set()
    for candidate in candidates(state):
        if not game.can(candidate):
            continue
        key = coverage_key(state, candidate)
        accepted.add(key)
        if key in listed:
            continue
        gap = _gap(state, candidate)
        if gap is not None and exclude_gaps:
            found.setdefault(gap, f"seed {seed}, step {step}: {candidate!r}")
            continue
        raise AssertionError(f"seed {seed}, step {step}, round {state.round}, phase {state.phase}, pending "
                             f"{[d.kind for d in state.pending]}: Game.can accepts {candidate!r}, never listed"
                             + (f" (reported gap: {gap})" if gap else ""))
    for key, action in listed.items():
        deck_attack = isinstance(action, Attack) and action.card is not None
        assert key in accepted or deck_attack, f"seed {seed}, step {step}: listed {action!r} is no accepted candidate"


def _play(check: Callable[[Game, int, int], None]) -> set[str]:
    """Check one state in :data:`EVERY` and the first of each decision kind; the decision kinds checked."""
    kinds: set[str] = set()
    for seed in SEEDS:
        game, rng = _equipped_game(seed)
        step = 0
        while not game.is_over:
            head = game.state.pending[0].kind if game.state.pending else None
            if step % EVERY == 0 or (head is not None and head not in kinds):
                check(game, seed, step)
                kinds |= {head} - {None}
            game.apply(choose(game, rng))
            step += 1
    return kinds


def test_every_accepted_candidate_is_listed_and_every_listed_action_is_a_candidate() -> None:
    found: dict[str, str] = {}
    kinds = _play(lambda game, seed, step: _check(game, seed, step, found, exclude_gaps=True))
    assert kinds == KINDS - ALWAYS_AUTOMATIC, kinds
    assert set(found) == set(GAPS), f"reported gaps not met (closed? then drop them): {set(GAPS) - set(found)}"


@pytest.mark.xfail(strict=True, reason="legal_actions does not list every accepted move: see GAPS, for the engine's "
                   "owner to decide")
def test_reported_gaps_are_still_open() -> None:
    _play(lambda game, seed, step: _check(game, seed, step, {}, exclude_gaps=False))
