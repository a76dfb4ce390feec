"""Ambrosia abilities usable at any time: repair an empire card (2) and gain a coin (2 each).

Using a placed citizen again is the ``reuse`` field of a placement; +1 skill is its ``boost`` field.
Feeding a titan or a citizen and the attack sword belong to the round flow (``companion.taw.phases``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import PositiveInt

from companion.core.errors import RuleError
from companion.taw import effects
from companion.taw.data import board
from companion.taw.moves.base import Move, any_time_plan
from companion.taw.moves.plan import Plan
from companion.taw.state import State
from companion.words import refusal, text
from companion.words.amounts import amount

FACE_UP = refusal("card_not_damaged", "{card} is face up; only damaged cards are repaired")
#: The table note of a card repaired (Rebuild, the ambrosia ability).
REPAIRING = text("taw.what.repairing", "Repairing {card}")
FLIP_UP = text("taw.table.face_up", "turn {card} face up")
REPAIRED_FOR = text("taw.did.repaired_for", "repaired {card} for {cost}")


class AmbrosiaCoin(Move):
    """Spend 2 ambrosia per coin gained."""

    type: Literal["ambrosia_coin"] = "ambrosia_coin"
    coins: PositiveInt = 1

    takes_turn = False

    def plan(self, state: State) -> Plan:
        plan = any_time_plan(state, self.player)
        plan.ambrosia_for_coins(self.coins)
        return plan


class AmbrosiaRepair(Move):
    """Spend 2 ambrosia to repair one damaged empire card (uid ``card``)."""

    type: Literal["ambrosia_repair"] = "ambrosia_repair"
    card: int

    takes_turn = False

    def plan(self, state: State) -> Plan:
        plan = any_time_plan(state, self.player)
        owned = effects.find_empire(plan.player, self.card)
        if not owned.damaged:
            raise RuleError(FACE_UP(card=owned.card.said))
        cost = board().ambrosia_costs.repair
        plan.pay((REPAIRING, {"card": owned.card.said}), ambrosia=cost, told=True)
        plan.do(lambda: setattr(owned, "damaged", False), REPAIRED_FOR, card=owned.card.said,
                cost=amount(cost, "ambrosia"))
        plan.on_table("repair", FLIP_UP, card=owned.card.said)
        return plan
