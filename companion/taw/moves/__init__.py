"""Player moves in the actions phase: placing citizens, card actions, building stored, passing, ambrosia.

Every move builds a :class:`companion.taw.moves.plan.Plan` (checks, changes and log phrases together);
attacks and the attack's ambrosia sword belong to ``companion.taw.phases``.
"""

from __future__ import annotations

from companion.core.action import Action
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.moves.board_actions import BOARD_ACTIONS
from companion.taw.moves.build import BuildStored, UpgradeCitizen
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.legal import legal_actions
from companion.taw.moves.passing import Pass

#: Every move action type, for the kind's action union.
ACTIONS: tuple[type[Action], ...] = (
    *BOARD_ACTIONS, UseCard, BuildStored, UpgradeCitizen, Pass, AmbrosiaCoin, AmbrosiaRepair,
)

__all__ = ["ACTIONS", "legal_actions"]
