"""Placing a citizen (Place Citizen): which citizen, the ambrosia reuse, the +1 skill ambrosia, the coin
over a higher-skill citizen, the ambrosia on the space, and the base of every board action.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import NonNegativeInt

from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import derived, effects
from companion.taw.abilities import registry
from companion.taw.data import SpaceId, board
from companion.taw.moves.base import Move, turn_plan, unused_fields
from companion.taw.moves.plan import Plan
from companion.taw.state import Citizen, Placement, State

WHERE_TEXT = {
    "starving": "is starving and cannot be used this round",
    "new": "is new and can be used from next round",
}


def space_label(space: str) -> str:
    """The board label of a space id (``learn`` -> ``Learn``)."""
    return board().space(space).label


def find_citizen(plan: Plan, skill: int) -> Citizen:
    """The player's citizen with this skill."""
    for citizen in plan.player.citizens:
        if citizen.skill == skill:
            return citizen
    owned = ", ".join(str(c.skill) for c in plan.player.citizens)
    raise RuleError("no_such_citizen", f"{plan.player.name} has no citizen {skill}; their citizens are {owned}")


def where_text(plan: Plan, citizen: Citizen) -> str:
    """Where a placed citizen stands, for messages: ``Learn`` or the card's name."""
    space = citizen.space or ""
    if space in plan.state.spaces:
        return space_label(space)
    uid = int(space.removeprefix("card:")) if space.startswith("card:") else -1
    return next((o.card.label for o in plan.player.empire if o.uid == uid), space)


def place_citizen(plan: Plan, skill: int, reuse: bool, destination: str, label: str, *, performed: bool = True) -> str:
    """Check and queue moving citizen ``skill`` onto ``destination``; returns the phrase's start.

    With ``reuse`` the citizen must already stand on a board action; 4 ambrosia move it to a new
    action (Ambrosia Abilities: Use a placed citizen again). ``performed`` is False when the citizen
    only claims the space's ambrosia.
    """
    citizen = find_citizen(plan, skill)
    state, seat = plan.state, plan.seat
    if reuse:
        origin = citizen.space or ""
        if citizen.where != "placed" or origin not in state.spaces:
            raise RuleError("reuse_needs_placed_citizen",
                            f"Only a citizen already placed on the board can be used again; citizen {skill} is not",
                            rule="Ambrosia Abilities")
        if origin == destination:
            raise RuleError("reuse_same_action", f"Citizen {skill} already stands on {label}; move it to a new action",
                            rule="Ambrosia Abilities")
        cost = board().ambrosia_costs.reuse_citizen
        plan.pay(f"Using citizen {skill} again", ambrosia=cost, phrase="")
        plan.do(lambda: effects.leave_space(state, seat, origin, skill))
        text = f"moved citizen {skill} from {space_label(origin)} to {label} for {cost} ambrosia"
        plan.on_table(f"move citizen {skill} from {space_label(origin)} to {label}", "citizen", placing=True)
    else:
        if citizen.where != "available":
            detail = WHERE_TEXT.get(citizen.where, f"is already on {where_text(plan, citizen)}")
            raise RuleError("citizen_not_available", f"Citizen {skill} {detail}")
        text = f"placed citizen {skill} on {label}"
        plan.on_table(f"citizen {skill} on {label}", "citizen", placing=True)
    plan.do(lambda: _arrive(state, seat, citizen, destination, performed))
    return text


def _arrive(state: State, seat: int, citizen: Citizen, destination: str, performed: bool) -> None:
    citizen.where = "placed"
    citizen.space = destination
    # a str: a board space id (SpaceId) or, for a card action, the card's name, which has no space
    space = state.spaces.get(destination)  # type: ignore[call-overload]
    if space is not None:
        space.citizens.append(Placement(player=seat, skill=citizen.skill, performed=performed))


def placement_fee(state: State, space: str, skill: int) -> tuple[int, Placement | None]:
    """Coins to place a citizen of ``skill`` here, and the highest citizen it pays over (if any).

    1 coin when a higher-skill citizen stands there (even the player's own); the difference in skill
    with the Costly Placement variant.
    """
    placements = state.spaces[space].citizens  # type: ignore[index]
    top = max(placements, key=lambda p: p.skill, default=None)
    if top is None or top.skill <= skill:
        return 0, None
    fee = top.skill - skill if state.variants.costly_placement else board().costs.placement_over_higher_skill
    return fee, top


class BoardPlacement(Move):
    """Place a citizen on a board action space, then perform it (or not, just taking the ambrosia).

    ``boost``: ambrosia spent for +1 skill each while placing; ``reuse``: move an already placed citizen
    (4 ambrosia); ``ambrosia_coins``: coins bought for 2 ambrosia each after taking the space's ambrosia,
    so that ambrosia can be used in the same action.
    """

    skill: int
    boost: NonNegativeInt = 0
    perform: bool = True
    reuse: bool = False
    ambrosia_coins: NonNegativeInt = 0

    #: The board space this move places on.
    space: ClassVar[SpaceId]
    #: Fields that choose how the action is performed (they need ``perform``).
    params: ClassVar[tuple[str, ...]] = ()

    def plan(self, state: State) -> Plan:
        plan = turn_plan(state, self.player)
        self._check_open(plan)
        if not self.perform and (given := unused_fields(self, self.params)):
            raise RuleError("choices_without_perform",
                            f"{', '.join(given)} only apply when the {space_label(self.space)} action is performed")
        label = space_label(self.space)
        if self.boost:
            plan.pay(f"+{self.boost} skill", ambrosia=self.boost * board().ambrosia_costs.skill_plus_one, phrase="")
        text = place_citizen(plan, self.skill, self.reuse, self.space, label, performed=self.perform)
        if self.boost:
            text += f" at skill {self.skill + self.boost} for {plural(self.boost, 'ambrosia')}"
        fee, top = placement_fee(state, self.space, self.skill + self.boost)
        if fee and top is not None:
            owner = "their own" if top.player == self.player else f"{state.players[top.player].name}'s"
            plan.pay(f"Placing citizen {self.skill + self.boost} on {label} over a citizen {top.skill}", coins=fee,
                     phrase="")
            text += f" (paid {plural(fee, 'coin')} over {owner} {top.skill})"
        plan.say(text)
        self._take_ambrosia(plan)
        plan.ambrosia_for_coins(self.ambrosia_coins)
        if self.perform:
            self.perform_action(plan)
        else:
            plan.say(f"did not perform {label}")
        for record in registry.with_hook("after_placement"):
            hook = record.after_placement
            if hook is not None and hook.space == self.space and (self.perform or not hook.needs_action):
                hook.perform(plan, self)
        return plan

    def perform_action(self, plan: Plan) -> None:
        """Check and queue what the action does (each board action implements it)."""
        raise NotImplementedError(type(self).__name__)

    def _check_open(self, plan: Plan) -> None:
        state = plan.state
        info = board().space(self.space)
        opens = info.opens_in_round
        city = derived.city_state(plan.player)
        early = city.grow_from_round if city and self.space == "grow" else None
        if early is not None:
            opens = min(opens, early)
        if state.round < opens or (state.spaces[self.space].covered and early is None):
            raise RuleError("space_not_open", f"{info.label} opens in round {opens}; it is round {state.round}",
                            rule="Prepare")

    def _take_ambrosia(self, plan: Plan) -> None:
        space = plan.state.spaces[self.space]
        found = space.ambrosia
        if not found:
            return
        plan.wallet.ambrosia += found
        plan.on_table(f"take {plural(found, 'ambrosia')} from {space_label(self.space)}", "ambrosia", placing=True)
        player = plan.player

        def take() -> None:
            space.ambrosia = 0
            player.ambrosia += found

        plan.do(take, f"took {plural(found, 'ambrosia')}")

