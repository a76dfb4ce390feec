"""Which phase step the flow takes next, as data, and the base of the steps only the automation performs.

The flow (``flow.next_automatic``) builds the step from :func:`due_step`; an :class:`AutoStep` checks itself
against the same answer. Neither needs the other's module: the step classes import this one, the flow imports
them (no import cycle, issue 13).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw.data import board
from companion.taw.phases.rules import phase_rules
from companion.taw.state import State
from companion.words import refusal

NOT_DUE = refusal("step_not_due", "{step} is not due now; the next automatic step is {expected}")
NOTHING = "nothing"


@dataclass(frozen=True)
class Due:
    """A phase step by its action ``type`` and fields (``StartRound(round=2)`` is ``Due("start_round", round=2)``)."""

    type: str
    fields: dict[str, Any] = field(default_factory=dict)


def due_step(state: State) -> Due | None:
    """The phase step due now; None while a decision is pending (its answer comes first), someone must act, or
    the game is over."""
    if state.phase == "over" or state.pending:
        return None
    if state.phase == "prepare":
        return Due("start_round", {"round": 1}) if state.round == 0 else Due("begin_actions", {"round": state.round})
    steps = phase_rules().end_steps(state.round)
    if state.phase == "actions":
        everyone_passed = all(p.passed for p in state.players)
        return Due("end_of_round_step", {"round": state.round, "step": steps[0]}) if everyone_passed else None
    done = steps.index(state.step) if state.step in steps else -1
    if done + 1 < len(steps):
        return Due("end_of_round_step", {"round": state.round, "step": steps[done + 1]})
    if state.round >= len(board().rounds):
        return Due("end_game")
    return Due("start_round", {"round": state.round + 1})


class AutoStep(Action):
    """A phase step only the automation performs; it is legal exactly when the flow says it is due."""

    automatic_only = True

    def verify(self, state: State) -> None:
        due = due_step(state)
        if due != Due(self.type, self.model_dump(exclude={"type"}, exclude_none=True)):
            raise RuleError(NOT_DUE(step=self.type, expected=NOTHING if due is None else due.type))
