"""The base of every player move: verify, apply and describe all come from one :class:`Plan`."""

from __future__ import annotations

from typing import Any, ClassVar

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import effects
from companion.taw.moves.plan import Plan
from companion.taw.phases.decisions import note_tracks, start_group, tell, tracks
from companion.taw.state import State
from companion.words import Msg, refusal

GAME_OVER = refusal("game_over", "The game is over; ambrosia can no longer be spent")
WAITING = refusal("other_decision_pending_ambrosia", "Waiting for {waiting}: {prompt}; {who} can act after")


class Move(Action):
    """A player's move. Subclasses implement :meth:`plan`; a move that ``takes_turn`` passes the turn on.

    Applying it says what to move on the table (its plan's items, then the board's capacity and income cubes).
    """

    player: int

    #: True for moves that are the player's action this turn (then the turn passes on).
    takes_turn: ClassVar[bool] = True

    def plan(self, state: State) -> Plan:
        """Check the move and work out its steps and phrases (implemented by each move)."""
        raise NotImplementedError(type(self).__name__)

    def verify(self, state: Any) -> None:
        self.plan(state)

    def apply(self, state: Any) -> None:
        plan = self.plan(state)
        start_group(state)
        before = tracks(plan.player)
        plan.run()
        for said, icon in plan.table_items():
            tell(state, self.player, said, icon)
        note_tracks(state, self.player, before)
        if self.takes_turn:
            effects.finish_turn(state)

    def describe(self, state: Any) -> Msg:
        return self.plan(state).sentence()


def turn_plan(state: State, seat: int) -> Plan:
    """A plan for the acting player, after checking it is the actions phase and their turn."""
    effects.require_turn(state, seat)
    return Plan(state, seat)


def any_time_plan(state: State, seat: int) -> Plan:
    """A plan for an ambrosia ability usable at any time: not after the game, not during another's decision."""
    player = effects.require_player(state, seat)
    if state.phase == "over":
        raise RuleError(GAME_OVER())
    if state.pending and state.pending[0].player != seat:
        head = state.pending[0]
        raise RuleError(WAITING(waiting=state.players[head.player].name, prompt=head.prompt, who=player.name))
    return Plan(state, seat)


def unused_fields(move: Action, names: tuple[str, ...]) -> list[str]:
    """The fields among ``names`` that the move sets to something other than their default."""
    fields = type(move).model_fields
    return [name for name in names if getattr(move, name) != fields[name].default]
