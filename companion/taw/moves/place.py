"""Placing a citizen (Place Citizen): which citizen, the ambrosia reuse, the +1 skill ambrosia, the coin
over a higher-skill citizen, the ambrosia on the space, and the base of every board action.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import NonNegativeInt

from companion.core.errors import RuleError
from companion.taw import derived, effects, rulebook
from companion.taw.abilities import registry
from companion.taw.data import SpaceId, board, space_said
from companion.taw.moves.base import Move, turn_plan, unused_fields
from companion.taw.moves.plan import Plan
from companion.taw.state import Citizen, Placement, State
from companion.words import Msg, Param, refusal, text
from companion.words.amounts import amount

NO_SUCH_CITIZEN = refusal("no_such_citizen", "{who} has no citizen {skill}; their citizens are {citizens}")
NOT_PLACED = refusal("reuse_needs_placed_citizen",
                     "Only a citizen already placed on the board can be used again; citizen {skill} is not")
SAME_ACTION = refusal("reuse_same_action", "Citizen {skill} already stands on {where}; move it to a new action")
NOT_AVAILABLE = refusal("citizen_not_available", "Citizen {skill} {detail}")
WHERE_TEXT = {
    "starving": text("taw.citizen.starving", "is starving and cannot be used this round"),
    "new": text("taw.citizen.new", "is new and can be used from next round"),
}
#: Where a citizen is, in a word ("citizen 3 (starving)").
CITIZEN_AT = {"available": text("taw.citizen_at.available", "available"),
              "placed": text("taw.citizen_at.placed", "placed"),
              "starving": text("taw.citizen_at.starving", "starving"),
              "new": text("taw.citizen_at.new", "new")}
ALREADY_ON = text("taw.citizen.already_on", "is already on {where}")
WITHOUT_PERFORM = refusal("choices_without_perform", "{fields} only apply when the {action} action is performed")
NOT_OPEN = refusal("space_not_open", "{space} opens in round {opens}; it is round {round}")
MOVED_CITIZEN = text("taw.did.moved_citizen", "moved citizen {skill} from {origin} to {where} for {cost}{boost}{fee}")
PLACED = text("taw.did.placed", "placed citizen {skill} on {where}{boost}{fee}")
AT_SKILL = text("taw.did.placed_boost", " at skill {skill} for {cost}")
FEE_OWN = text("taw.did.placed_fee_own", " (paid {fee} over their own {skill})")
FEE_OTHER = text("taw.did.placed_fee", " (paid {fee} over {owner}'s {skill})")
NOT_PERFORMED = text("taw.did.not_performed", "did not perform {action}")
USING_AGAIN = text("taw.what.using_again", "Using citizen {skill} again")
PLUS_SKILL = text("taw.what.plus_skill", "+{n} skill")
PLACING_OVER = text("taw.what.placing_over", "Placing citizen {skill} on {where} over a citizen {over}")
MOVE_NOTE = text("taw.table.move_citizen", "move citizen {skill} from {origin} to {where}")
PLACE_NOTE = text("taw.table.place_citizen", "citizen {skill} on {where}")
TAKE_AMBROSIA = text("taw.table.take_ambrosia", "take {ambrosia} from {space}")
TOOK = text("taw.did.took_ambrosia", "took {ambrosia}")


def space_label(space: str) -> Msg:
    """The board label of a space id (``learn`` -> ``Learn``)."""
    return space_said(space)


def find_citizen(plan: Plan, skill: int) -> Citizen:
    """The player's citizen with this skill."""
    for citizen in plan.player.citizens:
        if citizen.skill == skill:
            return citizen
    owned = [c.skill for c in plan.player.citizens]
    raise RuleError(NO_SUCH_CITIZEN(who=plan.player.name, skill=skill, citizens=owned))


def where_text(plan: Plan, citizen: Citizen) -> str | Msg:
    """Where a placed citizen stands, for messages: ``Learn`` or the card's name."""
    space = citizen.space or ""
    if space in plan.state.spaces:
        return space_label(space)
    uid = int(space.removeprefix("card:")) if space.startswith("card:") else -1
    return next((o.card.said for o in plan.player.empire if o.uid == uid), space)


def place_citizen(plan: Plan, skill: int, reuse: bool, destination: str, label: Msg, *, performed: bool = True,
                  boost: Msg | None = None, fee: Msg | None = None) -> None:
    """Check and queue moving citizen ``skill`` onto ``destination``, and say it (a placement's ``boost`` and
    ``fee`` said in it).

    With ``reuse`` the citizen must already stand on a board action; 4 ambrosia move it to a new
    action (Ambrosia Abilities: Use a placed citizen again). ``performed`` is False when the citizen
    only claims the space's ambrosia.
    """
    citizen = find_citizen(plan, skill)
    state, seat = plan.state, plan.seat
    if reuse:
        origin = citizen.space or ""
        if citizen.where != "placed" or origin not in state.spaces:
            raise RuleError(NOT_PLACED(skill=skill), rule=rulebook.AMBROSIA_ABILITIES())
        if origin == destination:
            raise RuleError(SAME_ACTION(skill=skill, where=label), rule=rulebook.AMBROSIA_ABILITIES())
        cost = board().ambrosia_costs.reuse_citizen
        plan.pay((USING_AGAIN, {"skill": skill}), ambrosia=cost, told=True)
        plan.do(lambda: effects.leave_space(state, seat, origin, skill))
        plan.say(MOVED_CITIZEN, skill=skill, origin=space_label(origin), where=label, cost=amount(cost, "ambrosia"),
                 boost=boost, fee=fee)
        plan.on_table("citizen", MOVE_NOTE, skill=skill, origin=space_label(origin), where=label, placing=True)
    else:
        if citizen.where != "available":
            known = WHERE_TEXT.get(citizen.where)
            detail = known() if known else ALREADY_ON(where=where_text(plan, citizen))
            raise RuleError(NOT_AVAILABLE(skill=skill, detail=detail))
        plan.say(PLACED, skill=skill, where=label, boost=boost, fee=fee)
        plan.on_table("citizen", PLACE_NOTE, skill=skill, where=label, placing=True)
    plan.do(lambda: _arrive(state, seat, citizen, destination, performed))


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
            raise RuleError(WITHOUT_PERFORM(fields=given, action=space_label(self.space)))
        label = space_label(self.space)
        if self.boost:
            plan.pay((PLUS_SKILL, {"n": self.boost}), ambrosia=self.boost * board().ambrosia_costs.skill_plus_one,
                     told=True)
        boost = AT_SKILL(skill=self.skill + self.boost, cost=amount(self.boost, "ambrosia")) if self.boost else None
        fee, top = placement_fee(state, self.space, self.skill + self.boost)
        over = None
        if fee and top is not None:
            paid = amount(fee, "coin")
            over = (FEE_OWN(fee=paid, skill=top.skill) if top.player == self.player
                    else FEE_OTHER(fee=paid, owner=state.players[top.player].name, skill=top.skill))
        place_citizen(plan, self.skill, self.reuse, self.space, label, performed=self.perform, boost=boost, fee=over)
        if over is not None and top is not None:
            over_what: dict[str, Param] = {"skill": self.skill + self.boost, "where": label, "over": top.skill}
            plan.pay((PLACING_OVER, over_what), coins=fee, told=True)
        self._take_ambrosia(plan)
        plan.ambrosia_for_coins(self.ambrosia_coins)
        if self.perform:
            self.perform_action(plan)
        else:
            plan.say(NOT_PERFORMED, action=label)
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
            raise RuleError(NOT_OPEN(space=space_label(self.space), opens=opens, round=state.round),
                            rule=rulebook.PREPARE())

    def _take_ambrosia(self, plan: Plan) -> None:
        space = plan.state.spaces[self.space]
        found = space.ambrosia
        if not found:
            return
        plan.wallet.ambrosia += found
        plan.on_table("ambrosia", TAKE_AMBROSIA, ambrosia=amount(found, "ambrosia"), space=space_label(self.space),
                      placing=True)
        player = plan.player

        def take() -> None:
            space.ambrosia = 0
            player.ambrosia += found

        plan.do(take, TOOK, ambrosia=amount(found, "ambrosia"))

