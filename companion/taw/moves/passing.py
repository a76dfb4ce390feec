"""Passing (Pass): no more actions this round; Zori Dramatists lets the first to pass store a row card."""

from __future__ import annotations

from typing import Literal

from companion.core.errors import RuleError
from companion.taw.cards import EmpireCard
from companion.taw.moves.base import Move, turn_plan
from companion.taw.moves.plan import Plan
from companion.taw.moves.storing import ExploreChoice, plan_store
from companion.taw.state import State


class Pass(Move):
    """Pass for the rest of the round. ``store``: the empire row card Zori Dramatists stores, if first to pass."""

    type: Literal["pass"] = "pass"
    store: EmpireCard | None = None

    def plan(self, state: State) -> Plan:
        plan = turn_plan(state, self.player)
        first = not state.passed_order
        plan.say("passed first" if first else "passed")
        if self.store is not None:
            if not plan.has_ability("zori_dramatists"):
                raise RuleError("no_zori_dramatists", f"{plan.player.name} has no face-up Zori Dramatists")
            if not first:
                who = state.players[state.passed_order[0]].name
                raise RuleError("not_first_to_pass", f"{who} passed first this round",
                                rule="Card Clarifications: Zori Dramatists")
            plan_store(plan, ExploreChoice(card=self.store, source="row"), why="Zori Dramatists")
        player, seat = plan.player, self.player

        def leave() -> None:
            player.passed = True
            state.passed_order.append(seat)

        plan.do(leave)
        return plan
