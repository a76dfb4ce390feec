"""Shared rule primitives used by every action family: checks with numbered messages, paying and gaining,
citizens, damage and repair, and passing the turn on.

Checks raise :class:`RuleError`; changes assume the checks passed.
"""

from __future__ import annotations

from typing import TypeVar

from companion.core.errors import RuleError
from companion.taw import derived, rulebook
from companion.taw.data import board
from companion.taw.said import ands
from companion.taw.state import Citizen, Decision, OwnedEmpire, PendingDecision, Player, State, decision_kind
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

D = TypeVar("D", bound=PendingDecision)

NO_SUCH_PLAYER = refusal("no_such_player", "There is no player in seat {seat}; seats are 0 to {last}")
DECISION_PENDING = refusal("decision_pending", "Waiting for {who}: {prompt}")
OTHER_DECISION = refusal("other_decision_pending", "Waiting for {who}: {prompt}")
NOT_ACTIONS_PHASE = refusal("not_actions_phase", "Players act only in the actions phase; it is the {phase}")
ALREADY_PASSED = refusal("already_passed", "{name} has passed and takes no more actions this round")
NOT_YOUR_TURN = refusal("not_your_turn", "It is {current}'s turn, not {name}'s")
NO_DECISION = refusal("no_decision_pending", "Nothing is waiting for a decision from {name}")
#: The refusal of a cost the player cannot pay, by the first unit short.
NOT_ENOUGH = {"coin": refusal("not_enough_coins", "{what} needs {cost}; you have {has}"),
              "knowledge": refusal("not_enough_knowledge", "{what} needs {cost}; you have {has}"),
              "ambrosia": refusal("not_enough_ambrosia", "{what} needs {cost}; you have {has}")}
NO_SUCH_CARD = refusal("no_such_card", "{name} has no built empire card #{card}")
#: A phase as a refusal names it.
PHASES = {"prepare": text("taw.phase.prepare", "prepare phase"), "actions": text("taw.phase.actions", "actions phase"),
          "end_of_round": text("taw.phase.end_of_round", "end of round phase"),
          "over": text("taw.phase.over", "over phase")}

# -- checks ---------------------------------------------------------------------------------------


def require_player(state: State, seat: int | None) -> Player:
    """The player at ``seat``; a clear error for a seat that does not exist."""
    if seat is None or not 0 <= seat < len(state.players):
        raise RuleError(NO_SUCH_PLAYER(seat=_seat(seat), last=len(state.players) - 1))
    return state.players[seat]


def require_no_pending(state: State) -> None:
    """Refuse while a decision is pending: it must be answered first."""
    if state.pending:
        head = state.pending[0]
        who = state.players[head.player].name
        raise RuleError(DECISION_PENDING(who=who, prompt=head.prompt))


def require_turn(state: State, seat: int | None) -> Player:
    """The acting player, after checking it is the actions phase and their turn (Player Actions)."""
    player = require_player(state, seat)
    require_no_pending(state)
    if state.phase != "actions":
        raise RuleError(NOT_ACTIONS_PHASE(phase=PHASES[state.phase]()))
    if player.passed:
        raise RuleError(ALREADY_PASSED(name=player.name), rule=rulebook.PASS())
    if state.current != seat:
        raise RuleError(NOT_YOUR_TURN(current=state.players[state.current].name, name=player.name))
    return player


def require_head(state: State, seat: int | None, kind: str) -> Decision:
    """The head pending decision, after checking it is of ``kind`` and for ``seat``."""
    player = require_player(state, seat)
    if not state.pending:
        raise RuleError(NO_DECISION(name=player.name))
    head = state.pending[0]
    if head.kind != kind or head.player != seat:
        waiting = state.players[head.player].name
        raise RuleError(OTHER_DECISION(who=waiting, prompt=head.prompt))
    return head


def require_decision(state: State, seat: int | None, model: type[D]) -> D:
    """The pending decision of ``model`` for ``seat``, which must be the first one waiting."""
    head = require_head(state, seat, decision_kind(model))
    assert isinstance(head, model), f"{head.kind} is a {type(head).__name__}"
    return head


def affords(player: Player, *, coins: int = 0, knowledge: int = 0, ambrosia: int = 0) -> bool:
    """The player has the tokens to pay this."""
    return coins <= player.coins and knowledge <= player.knowledge and ambrosia <= player.ambrosia


def require_resources(player: Player, what: Msg | str, *, coins: int = 0, knowledge: int = 0,
                      ambrosia: int = 0) -> None:
    """Refuse when the player cannot pay; the message lists the cost and what is short.

    "Build needs 5 coins and 1 knowledge; you have 3 coins" (``what``: a message, or a name said as it is).
    """
    if affords(player, coins=coins, knowledge=knowledge, ambrosia=ambrosia):
        return
    needs = [(coins, "coin", player.coins), (knowledge, "knowledge", player.knowledge),
             (ambrosia, "ambrosia", player.ambrosia)]
    short = [(have, unit) for need, unit, have in needs if need > have]
    cost = ands([amount(n, u) for n, u, _ in needs if n])
    has = ands([amount(h, u) for h, u in short])
    raise RuleError(NOT_ENOUGH[short[0][1]](what=what, cost=cost, has=has))


def _seat(seat: int | None) -> int | str:
    return "None" if seat is None else seat


# -- paying and gaining ---------------------------------------------------------------------------


def pay(player: Player, *, coins: int = 0, knowledge: int = 0, ambrosia: int = 0) -> None:
    """Pay to the supply (checked beforehand)."""
    player.coins -= coins
    player.knowledge -= knowledge
    player.ambrosia -= ambrosia


def knowledge_ambrosia(player: Player, knowledge: int) -> int:
    """The ambrosia a city-state adds to ``knowledge`` gained (City-State Abilities: Unearthers of Umnok)."""
    city = derived.city_state(player)
    return knowledge * city.ambrosia_per_knowledge if city else 0


def gain_knowledge(player: Player, amount: int) -> None:
    """Gain knowledge, and the ambrosia the player's city-state adds to it (City-State Abilities)."""
    player.knowledge += amount
    player.ambrosia += knowledge_ambrosia(player, amount)


def lose(player: Player, *, coins: int = 0, ambrosia: int = 0) -> None:
    """Lose up to the amounts (a titan effect takes only what the player has)."""
    player.coins -= min(coins, player.coins)
    player.ambrosia -= min(ambrosia, player.ambrosia)


# -- citizens -------------------------------------------------------------------------------------


def supply_skills(player: Player) -> list[int]:
    """Citizen skills still in the supply, lowest first."""
    owned = {c.skill for c in player.citizens}
    return [s for s in range(1, board().max_citizen_skill + 1) if s not in owned]


def gain_citizen(player: Player, coins: int = 0) -> int | None:
    """Take the lowest available citizen into the starving/new area (Citizen symbol, Grow), with the ``coins`` it
    brings (Aqueduct's, planned by its ability). Returns the new skill, or None when all 5 are owned.
    """
    supply = supply_skills(player)
    if not supply:
        return None
    player.citizens.append(Citizen(skill=supply[0], where="new"))
    player.citizens.sort(key=lambda c: c.skill)
    player.coins += coins
    return supply[0]


def leave_space(state: State, seat: int, space: str, skill: int) -> None:
    """Take the player's citizen ``skill`` off the board action ``space`` (its placement goes)."""
    placements = state.spaces[space].citizens  # type: ignore[index]
    placements.remove(next(p for p in placements if p.player == seat and p.skill == skill))


def upgrade_citizen(state: State, seat: int, skill: int) -> int:
    """Trade citizen ``skill`` for the next citizen in numerical order, placed where it stood (Upgrade).

    The next citizen is the lowest one in the supply above ``skill``; checked beforehand that one exists.
    """
    player = state.players[seat]
    new_skill = next(s for s in supply_skills(player) if s > skill)
    citizen = next(c for c in player.citizens if c.skill == skill)
    citizen.skill = new_skill
    if citizen.where == "placed" and citizen.space in state.spaces:
        for placement in state.spaces[citizen.space].citizens:
            if placement.player == seat and placement.skill == skill:
                placement.skill = new_skill
                break
    player.citizens.sort(key=lambda c: c.skill)
    return new_skill


# -- empire cards ---------------------------------------------------------------------------------


def find_empire(player: Player, uid: int) -> OwnedEmpire:
    """The built empire card with ``uid``."""
    for owned in player.empire:
        if owned.uid == uid:
            return owned
    raise RuleError(NO_SUCH_CARD(name=player.name, card=uid))


def damaged_cards(player: Player) -> list[OwnedEmpire]:
    """Built empire cards lying face down."""
    return [o for o in player.empire if o.damaged]


def repair(player: Player, uid: int) -> None:
    """Flip a damaged empire card face up."""
    find_empire(player, uid).damaged = False


# -- turns ----------------------------------------------------------------------------------------


def finish_turn(state: State) -> None:
    """Pass the turn clockwise to the next player who has not passed (Player Actions)."""
    n = len(state.players)
    for step in range(1, n + 1):
        seat = (state.current + step) % n
        if not state.players[seat].passed:
            state.current = seat
            return
