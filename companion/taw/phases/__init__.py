"""Round flow: prepare, attacks and damage, end of round, game end; automatic steps and decisions.

Modules: ``flow`` (the loop), ``prepare`` (round start, titan draws), ``attack`` (attacking a titan),
``damage`` (dice, rerolls, damaged cards, army limit, army symbols), ``titan_effects`` (the coin symbols' six
effects), ``end_of_round`` (confront, repair, income, reset), ``feeding`` (starvation), ``decisions`` (the pending
queue), ``choices`` (what each decision offers), ``handlers`` (each decision model's handler, in one table),
``rules`` (phases.json).

Table notes (``state.table_notes``) collect what the table must do physically. The notes shown are those of the
last group of actions: a person's action (a move, an attack, an answer they give, a correction) clears them
(``decisions.start_group``), then it and the automatic steps and answers it triggers add theirs. Entering a face-up
card (``moves.showing.ShowCard``) moves nothing on the table, so it keeps them.
"""

from __future__ import annotations

from companion.core.action import Action
from companion.taw.phases import attack, damage, end_of_round, feeding, handlers, prepare, titan_effects
from companion.taw.phases.flow import next_automatic
from companion.taw.state import State

#: Every phase, attack and decision action type, for the kind's action union.
ACTIONS: tuple[type[Action], ...] = (
    *prepare.ACTIONS,
    *attack.ACTIONS,
    *damage.ACTIONS,
    *titan_effects.ACTIONS,
    *end_of_round.ACTIONS,
    *feeding.ACTIONS,
    handlers.ResolveStep,
)

__all__ = ["ACTIONS", "legal_actions", "next_automatic"]


def legal_actions(state: State) -> list[Action]:
    """Legal answers to the head pending decision, else the attacks the current player can make."""
    if state.phase == "over":
        return []
    if state.pending:
        return handlers.legal_answers(state)
    return attack.legal_attacks(state)
