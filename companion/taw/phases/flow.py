"""The flow loop, in one place (as boardgame.io's flow): game end, then pending decisions, then phase end.

Turn end is the moves' business (``effects.finish_turn``); the actions phase ends when everyone has passed.
"""

from __future__ import annotations

from companion.core.action import Action
from companion.taw.phases.due import AutoStep, due_step
from companion.taw.phases.end_of_round import EndGame, EndOfRoundStep
from companion.taw.phases.handlers import automatic_answer
from companion.taw.phases.prepare import BeginActions, StartRound
from companion.taw.state import State

#: The phase steps by their action type, as :func:`~companion.taw.phases.due.due_step` names them.
STEPS: dict[str, type[AutoStep]] = {step.model_fields["type"].default: step
                                    for step in (StartRound, BeginActions, EndOfRoundStep, EndGame)}


def next_automatic(state: State) -> Action | None:
    """The next forced step, or None when someone must act or decide."""
    if state.phase == "over":
        return None
    if state.pending:
        return automatic_answer(state)
    due = due_step(state)
    return None if due is None else STEPS[due.type](**due.fields)
