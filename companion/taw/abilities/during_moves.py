"""What the named abilities do during a player's move (Card Clarifications), one function per ability.

Each function is a hook of its record in :mod:`companion.taw.abilities.registry`, which says when it runs.
Card actions whose symbols say it all (Bath House, Nomad Camp, Town Hall) and on-gain symbols (Cave Town,
Highland Town, Metropolis, Guild of Scholars, Archivists of Bol, Tea House) need no function: their printed
symbols are applied by the moves. Rewards for performing an action come after it (General Note on Timing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.core.errors import RuleError
from companion.taw import rulebook
from companion.taw.cards import named
from companion.taw.catalog import catalog
from companion.taw.moves.storing import ExploreChoice, plan_store
from companion.words import refusal, text
from companion.words.amounts import amount

if TYPE_CHECKING:
    from companion.taw.moves.plan import Plan

NO_SCRIBE_GUILD = refusal("no_scribe_guild", "{who} has no face-up Scribe Guild to buy knowledge on Labor")
NO_OUTPOST = refusal("no_distant_outpost", "{who} has no face-up Distant Outpost")
NO_COIN_THERE = refusal("no_coin_there", "{army} has no coin on its {area} area")
NO_ZORI = refusal("no_zori_dramatists", "{who} has no face-up Zori Dramatists")
NOT_FIRST = refusal("not_first_to_pass", "{who} passed first this round")
STORED_NONE = text("taw.did.cripta_ship_none", "stored no card (Cripta Ship)")
CARAVAN = text("taw.did.desert_caravan", "Desert Caravan, {food}")
CLEARED_NONE = text("taw.did.holy_site_none", "removed no coins (Holy Site)")
CLEARED = text("taw.did.holy_site", "removed {coins} from {army} (Holy Site)")
OUTPOST = text("taw.did.distant_outpost", "removed 1 coin from the {area} area of {army} (Distant Outpost)")
SCRIBE_KNOWLEDGE = text("taw.what.scribe_guild", "Scribe Guild's knowledge")
RETURN_ALL = text("taw.table.holy_site", "return the {coins} on {army} to the supply")
RETURN_ONE = text("taw.table.distant_outpost", "return 1 coin from the {area} area of {army} to the supply")
#: An army card's two areas that hold coins, in words.
AREAS = {"name": text("taw.area.name", "name"), "picture": text("taw.area.picture", "picture")}


# -- card actions (a citizen on the card) -------------------------------------------------------------------
def cripta_ship(plan: Plan, move: Any) -> None:
    """Cripta Ship: also take the Explore action (store a card), on top of its 2 coins."""
    if move.explore is None:
        plan.say(STORED_NONE)
    else:
        plan_store(plan, move.explore, why=named("Cripta Ship"))


def desert_caravan(plan: Plan, move: Any) -> None:
    """Desert Caravan: 1 coin per food owned (damaged cards' food does not count)."""
    food = plan.food()
    plan.gain(coins=food, why=CARAVAN(food=amount(food, "food")))


def holy_site(plan: Plan, move: Any) -> None:
    """Holy Site: remove all coins from one of your military cards."""
    if move.army is None:
        plan.say(CLEARED_NONE)
        return
    army = plan.army(move.army)
    removed = army.coins_name + army.coins_picture

    def clear() -> None:
        army.coins_name = 0
        army.coins_picture = 0

    plan.do(clear, CLEARED, coins=amount(removed, "coin"), army=army.active.said)
    if removed:
        plan.on_table("coin", RETURN_ALL, coins=amount(removed, "coin"), army=army.active.said)


# -- after a citizen is placed on a board action ------------------------------------------------------------
def dungeons(plan: Plan, move: Any) -> None:
    """Dungeons: extra coins on Labor (3, catalog.json)."""
    if plan.has_ability("dungeons"):
        plan.gain(coins=catalog().amounts("dungeons").coins or 0, why=named("Dungeons"))


def scribe_guild(plan: Plan, move: Any) -> None:
    """Scribe Guild: on Labor, may pay 1 coin for 1 knowledge (catalog.json)."""
    if not move.scribe:
        return
    if not plan.has_ability("scribe_guild"):
        raise RuleError(NO_SCRIBE_GUILD(who=plan.player.name))
    amounts = catalog().amounts("scribe_guild")
    plan.pay((SCRIBE_KNOWLEDGE, {}), coins=amounts.coins or 0)
    plan.gain(knowledge=amounts.knowledge or 0, why=named("Scribe Guild"))


def distant_outpost(plan: Plan, move: Any) -> None:
    """Distant Outpost: on Learn, remove a coin from the name or picture area of one of your military cards."""
    if move.outpost_army is None:
        return
    if not plan.has_ability("distant_outpost"):
        raise RuleError(NO_OUTPOST(who=plan.player.name))
    army = plan.army(move.outpost_army)
    area = move.outpost_area
    on_area = army.coins_name if area == "name" else army.coins_picture
    if not on_area:
        raise RuleError(NO_COIN_THERE(army=army.active.said, area=AREAS[area]()),
                        rule=rulebook.CLARIFICATION(card=named("Distant Outpost")))

    def remove() -> None:
        if area == "name":
            army.coins_name -= 1
        else:
            army.coins_picture -= 1

    plan.do(remove, OUTPOST, area=AREAS[area](), army=army.active.said)
    plan.on_table("coin", RETURN_ONE, area=AREAS[area](), army=army.active.said)


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
        raise RuleError(NO_ZORI(who=plan.player.name))
    state = plan.state
    if state.passed_order:
        who = state.players[state.passed_order[0]].name
        raise RuleError(NOT_FIRST(who=who), rule=rulebook.CLARIFICATION(card=named("Zori Dramatists")))
    plan_store(plan, ExploreChoice(card=move.store, source="row"), why=named("Zori Dramatists"))
