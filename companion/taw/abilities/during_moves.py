"""What the named abilities do during a player's move (Card Clarifications), one function per ability.

Each function is a hook of its record in :mod:`companion.taw.abilities.registry`, which says when it runs.
Card actions whose symbols say it all (Bath House, Nomad Camp, Town Hall) and on-gain symbols (Cave Town,
Highland Town, Metropolis, Guild of Scholars, Archivists of Bol, Tea House) need no function: their printed
symbols are applied by the moves. Rewards for performing an action come after it (General Note on Timing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw.catalog import catalog
from companion.taw.moves.storing import ExploreChoice, plan_store

if TYPE_CHECKING:
    from companion.taw.moves.plan import Plan


# -- card actions (a citizen on the card) -------------------------------------------------------------------
def cripta_ship(plan: Plan, move: Any) -> None:
    """Cripta Ship: also take the Explore action (store a card), on top of its 2 coins."""
    if move.explore is None:
        plan.say("stored no card (Cripta Ship)")
    else:
        plan_store(plan, move.explore, why="Cripta Ship")


def desert_caravan(plan: Plan, move: Any) -> None:
    """Desert Caravan: 1 coin per food owned (damaged cards' food does not count)."""
    food = plan.food()
    plan.gain(coins=food, why=f"Desert Caravan, {food} food")


def holy_site(plan: Plan, move: Any) -> None:
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


# -- after a citizen is placed on a board action ------------------------------------------------------------
def dungeons(plan: Plan, move: Any) -> None:
    """Dungeons: extra coins on Labor (3, catalog.json)."""
    if plan.has_ability("dungeons"):
        plan.gain(coins=catalog().amounts("dungeons").coins or 0, why="Dungeons")


def scribe_guild(plan: Plan, move: Any) -> None:
    """Scribe Guild: on Labor, may pay 1 coin for 1 knowledge (catalog.json)."""
    if not move.scribe:
        return
    if not plan.has_ability("scribe_guild"):
        raise RuleError("no_scribe_guild", f"{plan.player.name} has no face-up Scribe Guild to buy knowledge on Labor")
    amounts = catalog().amounts("scribe_guild")
    plan.pay("Scribe Guild's knowledge", coins=amounts.coins or 0)
    plan.gain(knowledge=amounts.knowledge or 0, why="Scribe Guild")


def distant_outpost(plan: Plan, move: Any) -> None:
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


# -- other moments of a move --------------------------------------------------------------------------------
def aqueduct(plan: Plan) -> int | None:
    """Aqueduct: each citizen gained brings 1 coin per food owned (the cards built in this move counted);
    None when the player has no Aqueduct."""
    return plan.food() if plan.has_ability("aqueduct") else None


def zori_dramatists(plan: Plan, move: Any) -> None:
    """Zori Dramatists: the first player to pass may store a card of the empire row (``move.store``)."""
    if move.store is None:
        return
    if not plan.has_ability("zori_dramatists"):
        raise RuleError("no_zori_dramatists", f"{plan.player.name} has no face-up Zori Dramatists")
    state = plan.state
    if state.passed_order:
        who = state.players[state.passed_order[0]].name
        raise RuleError("not_first_to_pass", f"{who} passed first this round",
                        rule="Card Clarifications: Zori Dramatists")
    plan_store(plan, ExploreChoice(card=move.store, source="row"), why="Zori Dramatists")
