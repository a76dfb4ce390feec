"""The coin symbols' titan effects (Titan Damage): the handler of a ``TitanEffectDecision`` (what each of the six
effects offers, and losing coins, ambrosia or the stored cards when there is nothing to choose) and the answers that
choose (a coin on an army, a retired card, a district).

``damage`` asks the decision when the dice show coin symbols and words the effects (``effect_text``, for its
prompt); this module answers it and imports ``damage``, never the other way round.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import derived
from companion.taw.cards import TitanEffect
from companion.taw.effects import lose
from companion.taw.phases.choices import armies, districts, retired
from companion.taw.phases.damage import army_of, check_army_limit, effect_text, require_army
from companion.taw.phases.decisions import Answer, Handler, forced, name, settle_one, tell
from companion.taw.state import State, TitanEffectDecision


class TitanEffectHandler(Handler[TitanEffectDecision]):
    decision = TitanEffectDecision

    def answers(self, state: State, decision: TitanEffectDecision) -> list[Action]:
        effect, seat = decision.roll.effect, decision.player
        player = state.players[seat]
        if effect is TitanEffect.COIN_ON_ARMY:
            return [PlaceCoinOnArmy(player=seat, army=uid) for uid in armies(player) if player.coins]
        if effect is TitanEffect.LOSE_RETIRED:
            return [DiscardRetired(player=seat, army=a, index=i) for a, i in forced(retired(player), decision.count)]
        if effect is TitanEffect.LOSE_DISTRICT:
            return [DiscardDistrict(player=seat, district=uid) for uid in forced(districts(player), decision.count)]
        return []

    def resolve(self, state: State, decision: TitanEffectDecision) -> None:
        player = state.players[decision.player]
        effect = decision.roll.effect
        times = decision.count * decision.roll.amount
        seat = decision.player
        if effect is TitanEffect.LOSE_COIN and player.coins:
            tell(state, seat, f"pay {plural(min(times, player.coins), 'coin')} to the supply", "coin")
            lose(player, coins=times)
        elif effect is TitanEffect.LOSE_AMBROSIA and player.ambrosia:
            tell(state, seat, f"return {min(times, player.ambrosia)} ambrosia to the supply", "ambrosia")
            lose(player, ambrosia=times)
        elif effect is TitanEffect.DISCARD_STORED and player.stored:
            tell(state, seat, f"discard your {plural(len(player.stored), 'stored empire card')}", "card_action")
            player.stored.clear()

    def resolve_text(self, state: State, decision: TitanEffectDecision) -> str:
        player = state.players[decision.player]
        effect = decision.roll.effect
        times = decision.count * decision.roll.amount
        lost = {
            TitanEffect.LOSE_COIN: (min(times, player.coins), "coin", "coins"),
            TitanEffect.LOSE_AMBROSIA: (min(times, player.ambrosia), "ambrosia", "ambrosia"),
            TitanEffect.DISCARD_STORED: (len(player.stored), "stored empire card", "stored empire cards"),
        }.get(effect)
        if lost is None or not lost[0]:
            return f"{player.name} has nothing to {effect_text(effect, decision.roll.amount)}: no effect"
        return f"{player.name} lost {plural(*lost)} ({effect_text(effect, decision.roll.amount)})"


TITAN_EFFECT = TitanEffectHandler()


class TitanEffectAnswer(Answer[TitanEffectDecision]):
    """Base of the answers to a coin effect that leaves a choice; ``effect`` is the one it answers."""

    handler = TITAN_EFFECT
    effect: ClassVar[TitanEffect]

    def verify(self, state: State) -> None:
        decision = self.decision(state)
        if decision.roll.effect is not self.effect:
            raise RuleError("wrong_titan_effect", f"The coin symbol's effect is to "
                            f"{effect_text(decision.roll.effect, decision.roll.amount)}")
        self.check(state, decision)


class PlaceCoinOnArmy(TitanEffectAnswer):
    """Put 1 of your coins on the picture area of one of your armies."""

    type: Literal["place_coin_on_army"] = "place_coin_on_army"
    effect = TitanEffect.COIN_ON_ARMY
    army: int

    def check(self, state: State, decision: TitanEffectDecision) -> None:
        player = state.players[self.player]
        require_army(player, self.army)
        if player.coins < 1:
            raise RuleError("not_enough_coins", f"{player.name} has no coin to put on an army")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = army_of(player, self.army)
        player.coins -= 1
        army.coins_picture += 1
        tell(state, self.player, f"1 coin on the picture of {army.active.label}", "coin")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> str:
        army = army_of(state.players[self.player], self.army)
        return f"{name(state, self.player)} put 1 coin on {army.active.label}"


class DiscardRetired(TitanEffectAnswer):
    """Discard one retired military card (``index`` in the army's retired stack, 0 = bottom)."""

    type: Literal["discard_retired"] = "discard_retired"
    effect = TitanEffect.LOSE_RETIRED
    army: int
    index: int

    def check(self, state: State, decision: TitanEffectDecision) -> None:
        player = state.players[self.player]
        if [self.army, self.index] not in retired(player):
            raise RuleError("no_such_retired_card", f"{player.name} has no retired card {self.index} in army "
                            f"#{self.army}; retired cards (army, index): {retired(player)}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = army_of(player, self.army)
        card = army.retired.pop(self.index)
        tell(state, self.player, f"discard the retired {card.label} from under {army.active.label}", "sword")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> str:
        army = army_of(state.players[self.player], self.army)
        return f"{name(state, self.player)} lost the retired {army.retired[self.index].label}"


class DiscardDistrict(TitanEffectAnswer):
    """Discard one district. Empire cards over the new capacity are kept (Lose 1 district)."""

    type: Literal["discard_district"] = "discard_district"
    effect = TitanEffect.LOSE_DISTRICT
    district: int

    def check(self, state: State, decision: TitanEffectDecision) -> None:
        player = state.players[self.player]
        uids = districts(player)
        if self.district not in uids:
            raise RuleError("no_such_district", f"{player.name} has no district #{self.district}; districts: {uids}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        district = next(d for d in player.districts if d.uid == self.district)
        player.districts.remove(district)
        tell(state, self.player, f"discard the district {district.card.label}", "capacity")
        cards, capacity = derived.capacity_used(player), derived.capacity(player)
        if cards > capacity:
            tell(state, self.player, f"keep all {cards} empire cards (capacity {capacity}): no new one until "
                 f"capacity {cards + 1}", "capacity")
        settle_one(state, self.decision(state))
        check_army_limit(state, self.player)

    def describe(self, state: State) -> str:
        district = next(d for d in state.players[self.player].districts if d.uid == self.district)
        return f"{name(state, self.player)} lost the district {district.card.label}"


ACTIONS: tuple[type[Action], ...] = (PlaceCoinOnArmy, DiscardRetired, DiscardDistrict)
