"""The flow loop, in one place (as boardgame.io's flow): game end, then pending decisions, then phase end.

Turn end is the moves' business (``effects.finish_turn``); the actions phase ends when everyone has passed.
"""

from __future__ import annotations

from companion.core.action import Action
from companion.taw.data import board
from companion.taw.phases.decisions import automatic_answer
from companion.taw.phases.end_of_round import EndGame, EndOfRoundStep
from companion.taw.phases.prepare import BeginActions, StartRound
from companion.taw.phases.rules import phase_rules
from companion.taw.state import State


def next_automatic(state: State) -> Action | None:
    """The next forced step, or None when someone must act or decide."""
    if state.phase == "over":
        return None
    if state.pending:
        return automatic_answer(state)
    if state.phase == "prepare":
        return StartRound(round=1) if state.round == 0 else BeginActions(round=state.round)
    steps = phase_rules().end_steps(state.round)
    if state.phase == "actions":
        if all(p.passed for p in state.players):
            return EndOfRoundStep(round=state.round, step=steps[0])
        return None
    done = steps.index(state.step) if state.step in steps else -1
    if done + 1 < len(steps):
        return EndOfRoundStep(round=state.round, step=steps[done + 1])
    if state.round >= len(board().rounds):
        return EndGame()
    return StartRound(round=state.round + 1)
