"""Passing (Pass): no more actions this round; Zori Dramatists lets the first to pass store a row card."""

from __future__ import annotations

from typing import Literal

from companion.taw.abilities import registry
from companion.taw.cards import EmpireCard
from companion.taw.moves.base import Move, turn_plan
from companion.taw.moves.plan import Plan
from companion.taw.state import State
from companion.words import text

PASSED = text("taw.did.passed", "passed")
PASSED_FIRST = text("taw.did.passed_first", "passed first")


class Pass(Move):
    """Pass for the rest of the round. ``store``: the empire row card Zori Dramatists stores, if first to pass."""

    type: Literal["pass"] = "pass"
    store: EmpireCard | None = None

    def plan(self, state: State) -> Plan:
        plan = turn_plan(state, self.player)
        first = not state.passed_order
        plan.say(PASSED_FIRST if first else PASSED)
        for record in registry.with_hook("on_pass"):
            if record.on_pass is not None:
                record.on_pass(plan, self)
        player, seat = plan.player, self.player

        def leave() -> None:
            player.passed = True
            state.passed_order.append(seat)

        plan.do(leave)
        return plan
