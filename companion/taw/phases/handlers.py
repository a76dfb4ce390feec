"""Every decision model of the phases with its handler, in one table, and what the automation and the legal list
do with the head decision.

Each answer names its handler (``Answer.handler``) and each handler its model (``Handler.decision``); this module
lists the handlers, imported explicitly, so a model without a handler is found by a test, not by import order. The
moves ask and answer their own decision (``UpgradeDecision``, answered by ``moves.build.UpgradeCitizen``).
"""

from __future__ import annotations

from typing import Any, Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw.effects import require_head
from companion.taw.phases import damage, end_of_round, feeding, prepare, titan_effects
from companion.taw.phases.decisions import Handler, drop, name
from companion.taw.state import PendingDecision, State
from companion.words import Msg, refusal

NOT_A_PHASE_DECISION = refusal("not_a_phase_decision", "{kind} is answered by a move, not resolved automatically")
HAS_CHOICES = refusal("decision_has_choices", "{name} must decide: {prompt}")

#: The handler of each decision model the phases ask.
HANDLERS: dict[type[PendingDecision], Handler[Any]] = {handler.decision: handler for handler in (
    prepare.DRAW_TITAN, prepare.DRAFT_ROW, prepare.DRAFT_PICK, feeding.FEED, end_of_round.CONFRONT, damage.DICE,
    damage.REROLL, damage.DAMAGE_CARD, damage.DISCARD_ARMY, titan_effects.TITAN_EFFECT, damage.SPOILS, damage.REPAIR)}


def handler_for(decision: PendingDecision) -> Handler[Any] | None:
    """The handler of ``decision``'s model; None for a decision the moves ask and answer."""
    return HANDLERS.get(type(decision))


class ResolveStep(Action):
    """Automatic: resolve the head decision that leaves nothing to choose (lose a coin, nothing to damage)."""

    type: Literal["resolve_step"] = "resolve_step"
    automatic_only = True
    player: int
    kind: str

    def verify(self, state: State) -> None:
        head = require_head(state, self.player, self.kind)
        handler = handler_for(head)
        if handler is None:
            raise RuleError(NOT_A_PHASE_DECISION(kind=head.kind))
        if handler.entry or handler.answers(state, head):
            raise RuleError(HAS_CHOICES(name=name(state, self.player), prompt=head.prompt))

    def apply(self, state: State) -> None:
        head = state.pending[0]
        _handler(head).resolve(state, head)
        drop(state, head)

    def describe(self, state: State) -> Msg:
        head = state.pending[0]
        return _handler(head).resolve_text(state, head)


def _handler(head: PendingDecision) -> Handler[Any]:
    handler = handler_for(head)
    assert handler is not None, "ResolveStep.verify found the handler"
    return handler


def automatic_answer(state: State) -> Action | None:
    """What the automation does with the head decision: resolve it, give its only answer, or wait (also for a
    decision the moves asked, which they answer)."""
    head = state.pending[0]
    handler = handler_for(head)
    if handler is None or handler.entry:
        return None
    answers = handler.answers(state, head)
    if not answers:
        return ResolveStep(player=head.player, kind=head.kind)
    return answers[0] if len(answers) == 1 else None


def legal_answers(state: State) -> list[Action]:
    """Every legal answer to the head decision, when it is one of the phases' kinds."""
    head = state.pending[0]
    handler = handler_for(head)
    return handler.answers(state, head) if handler else []
