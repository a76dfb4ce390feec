"""Empire card actions: a citizen on your own built, face-up card with an action, once a round."""

from __future__ import annotations

from typing import Literal

from companion.core.errors import RuleError
from companion.taw import effects, rulebook
from companion.taw.abilities import registry
from companion.taw.moves.base import Move, turn_plan, unused_fields
from companion.taw.moves.place import place_citizen
from companion.taw.moves.plan import Plan
from companion.taw.moves.storing import ExploreChoice
from companion.taw.state import State
from companion.words import refusal, text
from companion.words.amounts import amount

DAMAGED = refusal("card_damaged", "{card} is damaged and gives nothing until repaired")
NO_ACTION = refusal("card_has_no_action", "{card} has no card action")
USED = refusal("card_used_this_round", "{card}'s action was already used this round")
UNUSED = refusal("unused_parameter", "{card}'s action does not use {fields}")
EVERY_ATTACK = text("taw.did.gained_per_attack", "gained {gain} for every attack this round")

#: Fields that only some named card actions read (their records' ``use_card`` inputs).
ABILITY_PARAMS = ("army", "explore")


class UseCard(Move):
    """Place citizen ``skill`` on your empire card ``card`` (uid) and gain what follows its equals sign.

    ``army``: Holy Site's military card to clear; ``explore``: Cripta Ship's card to store;
    ``reuse``: move an already placed citizen here for 4 ambrosia.
    """

    type: Literal["use_card"] = "use_card"
    skill: int
    card: int
    reuse: bool = False
    army: int | None = None
    explore: ExploreChoice | None = None

    def plan(self, state: State) -> Plan:
        plan = turn_plan(state, self.player)
        owned = effects.find_empire(plan.player, self.card)
        card = owned.card
        if owned.damaged:
            raise RuleError(DAMAGED(card=card.said), rule=rulebook.TITAN_DAMAGE())
        if card.action is None:
            raise RuleError(NO_ACTION(card=card.said))
        if owned.used:
            raise RuleError(USED(card=card.said), rule=rulebook.EMPIRE_CARD_ACTIONS())
        ability = registry.get(card.ability)
        wanted = [i.key for i in ability.inputs_for("use_card")] if ability else []
        if stray := [name for name in unused_fields(self, ABILITY_PARAMS) if name not in wanted]:
            raise RuleError(UNUSED(card=card.said, fields=stray))
        place_citizen(plan, self.skill, self.reuse, f"card:{owned.uid}", card.said)
        plan.do(lambda: setattr(owned, "used", True))
        gains = card.action
        plan.gain(coins=gains.coins, knowledge=gains.knowledge, ambrosia=gains.ambrosia)
        if gains.swords or gains.arrows:
            extra = [amount(n, unit) for n, unit in ((gains.swords, "sword"), (gains.arrows, "arrow")) if n]
            plan.say(EVERY_ATTACK, gain=extra)
        if ability and ability.card_action:
            ability.card_action(plan, self)
        return plan
