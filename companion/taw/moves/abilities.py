"""Named card abilities (Card Clarifications) that act during a player's move, keyed by catalog ability id.

Card actions whose symbols say it all (Bath House, Nomad Camp, Town Hall) need no code here: their
``CardAction`` gains are applied by :class:`companion.taw.moves.card_actions.UseCard`. On-gain symbols
(Cave Town, Highland Town, Metropolis, Guild of Scholars, Archivists of Bol, Tea House) are built by
:mod:`companion.taw.moves.build`. Rewards for performing an action come after it (General Note on Timing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw.data import SpaceId
from companion.taw.moves.plan import Plan
from companion.taw.moves.storing import plan_store

#: Extra coins Dungeons gives on Labor, and Scribe Guild's price for its knowledge (Card Clarifications).
DUNGEONS_COINS = 3
SCRIBE_GUILD_COINS = 1


class CardActionAbility(NamedTuple):
    """A card action's named effect: the move fields it reads and the function that plans it."""

    params: tuple[str, ...]
    perform: Callable[[Plan, Any], None]


def _cripta_ship(plan: Plan, move: Any) -> None:
    """Cripta Ship: also take the Explore action (store a card), on top of its 2 coins."""
    if move.explore is None:
        plan.say("stored no card (Cripta Ship)")
    else:
        plan_store(plan, move.explore, why="Cripta Ship")


def _desert_caravan(plan: Plan, move: Any) -> None:
    """Desert Caravan: 1 coin per food owned (damaged cards' food does not count)."""
    food = plan.food()
    plan.gain(coins=food, why=f"Desert Caravan, {food} food")


def _holy_site(plan: Plan, move: Any) -> None:
    """Holy Site: remove all coins from one of your military cards."""
    if move.army is None:
        plan.say("removed no coins (Holy Site)")
        return
    army = plan.army(move.army)
    removed = army.coins_name + army.coins_picture

    def clear() -> None:
        army.coins_name = 0
        army.coins_picture = 0

    plan.do(clear, f"removed {plural(removed, 'coin')} from {army.active.label} (Holy Site)")
    if removed:
        plan.on_table(f"return the {plural(removed, 'coin')} on {army.active.label} to the supply", "coin")


CARD_ACTIONS: dict[str, CardActionAbility] = {
    "cripta_ship": CardActionAbility(("explore",), _cripta_ship),
    "desert_caravan": CardActionAbility((), _desert_caravan),
    "holy_site": CardActionAbility(("army",), _holy_site),
}


def _dungeons(plan: Plan, move: Any) -> None:
    """Dungeons: 3 extra coins on Labor."""
    if plan.has_ability("dungeons"):
        plan.gain(coins=DUNGEONS_COINS, why="Dungeons")


def _scribe_guild(plan: Plan, move: Any) -> None:
    """Scribe Guild: on Labor, may pay 1 coin for 1 knowledge."""
    if not move.scribe:
        return
    if not plan.has_ability("scribe_guild"):
        raise RuleError("no_scribe_guild", f"{plan.player.name} has no face-up Scribe Guild to buy knowledge on Labor")
    plan.pay("Scribe Guild's knowledge", coins=SCRIBE_GUILD_COINS)
    plan.gain(knowledge=1, why="Scribe Guild")


def _distant_outpost(plan: Plan, move: Any) -> None:
    """Distant Outpost: on Learn, remove a coin from the name or picture area of one of your military cards."""
    if move.outpost_army is None:
        return
    if not plan.has_ability("distant_outpost"):
        raise RuleError("no_distant_outpost", f"{plan.player.name} has no face-up Distant Outpost")
    army = plan.army(move.outpost_army)
    area = move.outpost_area
    on_area = army.coins_name if area == "name" else army.coins_picture
    if not on_area:
        raise RuleError("no_coin_there", f"{army.active.label} has no coin on its {area} area",
                        rule="Card Clarifications: Distant Outpost")

    def remove() -> None:
        if area == "name":
            army.coins_name -= 1
        else:
            army.coins_picture -= 1

    plan.do(remove, f"removed 1 coin from the {area} area of {army.active.label} (Distant Outpost)")
    plan.on_table(f"return 1 coin from the {area} area of {army.active.label} to the supply", "coin")


class PassiveAbility(NamedTuple):
    """A passive ability that adds to a board action: its space, its effect, and whether the action must be
    performed ("When you use the Labor action") or placing a citizen there is enough ("When you place a citizen
    on the learn action")."""

    space: SpaceId
    perform: Callable[[Plan, Any], None]
    needs_action: bool = True


#: Passive abilities that add to a board action, by ability id.
AFTER_BOARD_ACTION: dict[str, PassiveAbility] = {
    "dungeons": PassiveAbility("labor", _dungeons),
    "scribe_guild": PassiveAbility("labor", _scribe_guild),
    "distant_outpost": PassiveAbility("learn", _distant_outpost, needs_action=False),
}


def after_board_action(plan: Plan, space: str, move: Any, *, performed: bool) -> None:
    """Plan every passive ability that rewards placing a citizen on ``space`` (and performing it, when it must)."""
    for ability in AFTER_BOARD_ACTION.values():
        if ability.space == space and (performed or not ability.needs_action):
            ability.perform(plan, move)
