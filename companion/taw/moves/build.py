"""Building empire cards (Build, Build Stored, Limited Building) with their on-gain symbols, and the
upgrade-a-citizen decision the Upgrade symbol opens.
"""

from __future__ import annotations

import builtins
from typing import ClassVar, Literal

from companion.core.errors import RuleError
from companion.taw import derived, effects, face_up, rulebook
from companion.taw.abilities import registry
from companion.taw.cards import EmpireCard, named
from companion.taw.moves.base import Move, turn_plan
from companion.taw.moves.place import CITIZEN_AT, where_text
from companion.taw.moves.plan import NONE, Plan, costs
from companion.taw.naming import empire_said
from companion.taw.state import OwnedEmpire, Player, State, UpgradeDecision
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

NO_CAPACITY = refusal("no_capacity", "Building {card} needs 1 free capacity; {who} uses {used} of {total}")
STORED_NOT_ALLOWED = refusal("build_stored_not_allowed",
                             "With Limited Building stored cards are built only with the Build action")
NO_SUCH_STORED = refusal("no_such_stored_card", "{who} has no such stored card (stored: {stored})")
NO_HIGHER = refusal("no_higher_citizen", "Citizen {skill} cannot be upgraded; the choices are {choices}")
NOT_OWNED = refusal("no_such_citizen_upgrade", "Citizen {skill} cannot be upgraded; the choices are {choices}")
BUILT = text("taw.did.built", "built {card} for {price}")
BUILT_STORED = text("taw.did.built_stored", "built {card} (stored) for {price}")
BUILT_C = text("taw.did.built_c_deck", "built {card} from the C deck for {price}")
NOTHING = text("taw.nothing", "nothing")
NO_CITIZEN = text("taw.did.no_citizen", "gained no citizen from {why} (all 5 are owned)")
NEW_CITIZEN = text("taw.did.new_citizen", "gained citizen {skill} ({why}, to the starving/new area)")
NEW_CITIZEN_COINS = text("taw.did.new_citizen_coins",
                         "gained citizen {skill} ({why}, to the starving/new area) and {coins} ({cards})")
BUILDING = text("taw.what.building", "Building {card}")
UPGRADE_PROMPT = text("taw.prompt.upgrade",
                      "{who} may trade one citizen for the next one in the supply ({card}), or decline")
TURN_STORED = text("taw.table.turn_stored", "turn your stored {card} face up, right of your board")
PLACE_FROM_ROW = text("taw.table.build_from_row", "place {card} from the empire row right of your board")
PLACE_FROM_C = text("taw.table.build_from_c_deck", "place {card} from the C deck right of your board")
TAKE_CITIZEN = text("taw.table.new_citizen", "take citizen {skill} to the starving/new area")
SWAP = text("taw.table.upgrade", "swap citizen {skill} ({where}) for citizen {new}")
SWAP_ON = text("taw.table.upgrade_placed", "swap citizen {skill} on {where} for citizen {new}")
NO_UPGRADE = text("taw.did.no_upgrade", "cannot upgrade a citizen ({card}): no higher citizen is left")
MAY_UPGRADE = text("taw.did.may_upgrade", "may upgrade a citizen ({card})")
DECLINED = text("taw.did.declined_upgrade", "declined to upgrade a citizen ({card})")
TRADED_UP = text("taw.did.upgraded", "traded citizen {skill} ({where}) for citizen {new} ({card})")
TRADED_UP_ON = text("taw.did.upgraded_placed", "traded citizen {skill} on {where} for citizen {new} ({card})")


def build_cost(player: Player, card: EmpireCard) -> tuple[int, int]:
    """Coins and knowledge to build ``card``, less a city-state's discount on an expensive building (City-State
    Abilities: the Architects of Amnite pay 1 coin less above 4 coins)."""
    coins = card.cost_coins
    city = derived.city_state(player)
    discount = city.building_discount if city else None
    if discount and coins > discount.over_coins:
        coins -= discount.less_coins
    return coins, card.cost_knowledge


def plan_build(plan: Plan, card: EmpireCard, *, stored_uid: int | None = None) -> None:
    """Check capacity and cost, then queue building ``card`` and its one-time symbols (Build)."""
    player, state = plan.player, plan.state
    if plan.free_capacity() < 1:
        used = derived.capacity_used(player) + len(plan.built)
        total = used + plan.free_capacity()
        raise RuleError(NO_CAPACITY(card=card.said, who=player.name, used=used, total=total), rule=rulebook.BUILD())
    coins, knowledge = build_cost(player, card)
    plan.pay((BUILDING, {"card": card.said}), coins=coins, knowledge=knowledge, told=True)
    plan.built.append(card)
    price = costs(coins=coins, knowledge=knowledge) or NOTHING()
    built = BUILT_STORED if stored_uid is not None else BUILT_C if card.deck == "C" else BUILT
    placed = TURN_STORED if stored_uid is not None else PLACE_FROM_C if card.deck == "C" else PLACE_FROM_ROW
    plan.on_table("card_action", placed, card=card.said)

    def build() -> None:
        if stored_uid is None:
            owned = OwnedEmpire(uid=state.new_uid(), card=card)
            if card.deck != "C":
                face_up.take_from_row(state, "empire", card)
        else:
            owned = next(o for o in player.stored if o.uid == stored_uid)
            player.stored.remove(owned)
        player.empire.append(owned)

    plan.do(build, built, card=card.said, price=price)
    plan.gain(coins=card.gain_coins, knowledge=card.gain_knowledge, why=card.said)
    for _ in range(card.gain_citizens):
        plan_new_citizen(plan, card.said)
    if card.upgrade_citizens:
        _plan_upgrade(plan, card)


def plan_new_citizen(plan: Plan, why: str | Msg) -> None:
    """Queue gaining the lowest available citizen into the starving/new area (an ``on_new_citizen`` ability such
    as Aqueduct pays coins)."""
    supply = plan.supply_skills()
    if not supply:
        plan.say(NO_CITIZEN, why=why)
        return
    skill = supply[0]
    plan.new_citizens.append(skill)
    player = plan.player
    plan.on_table("citizen", TAKE_CITIZEN, skill=skill)
    coins, cards = 0, []
    for record in registry.with_hook("on_new_citizen"):
        bonus = record.on_new_citizen(plan) if record.on_new_citizen else None
        if bonus is not None:
            plan.wallet.coins += bonus
            plan.taken["coins"] += bonus
            coins += bonus
            cards.append(named(record.card))
    if cards:
        plan.do(lambda: effects.gain_citizen(player, coins), NEW_CITIZEN_COINS, skill=skill, why=why,
                coins=amount(coins, "coin"), cards=cards)
    else:
        plan.do(lambda: effects.gain_citizen(player, coins), NEW_CITIZEN, skill=skill, why=why)


def upgrade_options(player: Player) -> list[int]:
    """Skills of citizens that can be traded up: a higher citizen is still in the supply."""
    supply = effects.supply_skills(player)
    return [c.skill for c in player.citizens if any(s > c.skill for s in supply)]


def _plan_upgrade(plan: Plan, card: EmpireCard) -> None:
    """Queue the upgrade decision for ``card``'s Upgrade symbols (answered by :class:`UpgradeCitizen`)."""
    owned = {c.skill for c in plan.player.citizens} | set(plan.new_citizens)
    supply = plan.supply_skills()
    if not any(s > o for s in supply for o in owned):
        plan.say(NO_UPGRADE, card=card.said)
        return
    state, seat, times = plan.state, plan.seat, card.upgrade_citizens

    def ask() -> None:
        _push_upgrade(state, seat, card.said, times)

    plan.do(ask, MAY_UPGRADE, card=card.said)


def _push_upgrade(state: State, seat: int, label: Msg, times: int) -> None:
    player = state.players[seat]
    options = upgrade_options(player)
    if options:
        state.pending.append(UpgradeDecision(
            player=seat, count=times, options=options, card=label,
            prompt=UPGRADE_PROMPT(who=player.name, card=label),
        ))


class BuildStored(Move):
    """Build one of your stored empire cards: no citizen, but it is your action (Build Stored)."""

    type: Literal["build_stored"] = "build_stored"
    card: int

    def plan(self, state: State) -> Plan:
        plan = turn_plan(state, self.player)
        if state.variants.limited_building:
            raise RuleError(STORED_NOT_ALLOWED(), rule=rulebook.LIMITED_BUILDING())
        stored = stored_card(plan, self.card)
        plan_build(plan, stored.card, stored_uid=stored.uid)
        return plan


def stored_card(plan: Plan, uid: int) -> OwnedEmpire:
    """The player's stored card with ``uid``."""
    for owned in plan.player.stored:
        if owned.uid == uid:
            return owned
    have = list(empire_said(plan.player.stored).values())
    raise RuleError(NO_SUCH_STORED(who=plan.player.name, stored=have or NONE()))


class UpgradeCitizen(Move):
    """Answer the upgrade decision: trade citizen ``skill`` for the next one, or decline with ``None``."""

    type: Literal["upgrade_citizen"] = "upgrade_citizen"
    #: The decision this move answers (asked by :func:`plan_build`; the phases' decisions have handlers instead);
    #: ``builtins.type``, as ``type`` here is the action's field.
    decision: ClassVar[builtins.type[UpgradeDecision]] = UpgradeDecision
    skill: int | None = None

    takes_turn = False

    def plan(self, state: State) -> Plan:
        decision = effects.require_decision(state, self.player, self.decision)
        plan = Plan(state, self.player)
        label = decision.card
        if self.skill is None:
            plan.say(DECLINED, card=label)
            plan.do(lambda: state.pending.pop(0))
            return plan
        options = upgrade_options(plan.player)
        if self.skill not in options:
            owned = [c.skill for c in plan.player.citizens]
            refused = NO_HIGHER if self.skill in owned else NOT_OWNED
            raise RuleError(refused(skill=self.skill, choices=options), rule=rulebook.UPGRADE_A_CITIZEN())
        citizen = next(c for c in plan.player.citizens if c.skill == self.skill)
        new_skill = next(s for s in effects.supply_skills(plan.player) if s > self.skill)
        placed = citizen.where == "placed"
        at = where_text(plan, citizen) if placed else CITIZEN_AT[citizen.where]()
        plan.on_table("upgrade", SWAP_ON if placed else SWAP, skill=self.skill, where=at, new=new_skill)
        seat, skill = self.player, self.skill

        def upgrade() -> None:
            effects.upgrade_citizen(state, seat, skill)
            state.pending[0].count -= 1
            options = upgrade_options(state.players[seat])
            for waiting in state.pending:
                if isinstance(waiting, UpgradeDecision) and waiting.player == seat:
                    waiting.options = options
            if state.pending[0].count <= 0 or not options:
                state.pending.pop(0)

        traded = TRADED_UP_ON if placed else TRADED_UP
        plan.do(upgrade, traded, skill=self.skill, where=at, new=new_skill, card=label)
        return plan
