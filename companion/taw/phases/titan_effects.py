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
from companion.taw import derived
from companion.taw.cards import TitanEffect
from companion.taw.effects import lose
from companion.taw.phases.choices import armies, districts, retired
from companion.taw.phases.damage import army_of, check_army_limit, effect_text, require_army
from companion.taw.phases.decisions import Answer, Handler, forced, name, settle_one, tell
from companion.taw.said import commas, counted
from companion.taw.state import State, TitanEffectDecision
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

PAY_COINS = text("taw.note.pay_coins_supply", "pay {coins} to the supply")
RETURN_AMBROSIA = text("taw.note.return_ambrosia_supply", "return {ambrosia} to the supply")
DISCARD_STORED = text("taw.note.discard_stored", "discard your {cards}")
NO_EFFECT = text("taw.log.no_effect", "{name} has nothing to {effect}: no effect")
LOST = text("taw.log.lost", "{name} lost {lost} ({effect})")
COIN_ON_PICTURE = text("taw.note.coin_on_picture", "1 coin on the picture of {army}")
PUT_COIN = text("taw.log.put_coin", "{name} put 1 coin on {army}")
DISCARD_RETIRED = text("taw.note.discard_retired", "discard the retired {card} from under {army}")
LOST_RETIRED = text("taw.log.lost_retired", "{name} lost the retired {card}")
DISCARD_DISTRICT = text("taw.note.discard_district", "discard the district {district}")
KEEP_CARDS = text("taw.note.keep_cards", "keep all {cards} empire cards (capacity {capacity}): no new one until "
                  "capacity {more}")
LOST_DISTRICT = text("taw.log.lost_district", "{name} lost the district {district}")
WRONG_EFFECT = refusal("wrong_titan_effect", "The coin symbol's effect is to {effect}")
NO_COIN = refusal("not_enough_coins_army", "{name} has no coin to put on an army")
NO_RETIRED = refusal("no_such_retired_card", "{name} has no retired card {index} in army #{army}; retired cards "
                     "(army, index): {cards}")
NO_DISTRICT = refusal("no_such_district", "{name} has no district #{district}; districts: {districts}")


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
            tell(state, seat, PAY_COINS(coins=amount(min(times, player.coins), "coin")), "coin")
            lose(player, coins=times)
        elif effect is TitanEffect.LOSE_AMBROSIA and player.ambrosia:
            tell(state, seat, RETURN_AMBROSIA(ambrosia=amount(min(times, player.ambrosia), "ambrosia")), "ambrosia")
            lose(player, ambrosia=times)
        elif effect is TitanEffect.DISCARD_STORED and player.stored:
            tell(state, seat, DISCARD_STORED(cards=counted(len(player.stored), "stored empire card")), "card_action")
            player.stored.clear()

    def resolve_text(self, state: State, decision: TitanEffectDecision) -> Msg:
        player = state.players[decision.player]
        effect = decision.roll.effect
        times = decision.count * decision.roll.amount
        lost = {
            TitanEffect.LOSE_COIN: (min(times, player.coins), "coin"),
            TitanEffect.LOSE_AMBROSIA: (min(times, player.ambrosia), "ambrosia"),
            TitanEffect.DISCARD_STORED: (len(player.stored), "stored empire card"),
        }.get(effect)
        said = effect_text(effect, decision.roll.amount)
        if lost is None or not lost[0]:
            return NO_EFFECT(name=player.name, effect=said)
        return LOST(name=player.name, lost=counted(*lost), effect=said)


TITAN_EFFECT = TitanEffectHandler()


class TitanEffectAnswer(Answer[TitanEffectDecision]):
    """Base of the answers to a coin effect that leaves a choice; ``effect`` is the one it answers."""

    handler = TITAN_EFFECT
    effect: ClassVar[TitanEffect]

    def verify(self, state: State) -> None:
        decision = self.decision(state)
        if decision.roll.effect is not self.effect:
            raise RuleError(WRONG_EFFECT(effect=effect_text(decision.roll.effect, decision.roll.amount)))
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
            raise RuleError(NO_COIN(name=player.name))

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = army_of(player, self.army)
        player.coins -= 1
        army.coins_picture += 1
        tell(state, self.player, COIN_ON_PICTURE(army=army.active.said), "coin")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> Msg:
        army = army_of(state.players[self.player], self.army)
        return PUT_COIN(name=name(state, self.player), army=army.active.said)


class DiscardRetired(TitanEffectAnswer):
    """Discard one retired military card (``index`` in the army's retired stack, 0 = bottom)."""

    type: Literal["discard_retired"] = "discard_retired"
    effect = TitanEffect.LOSE_RETIRED
    army: int
    index: int

    def check(self, state: State, decision: TitanEffectDecision) -> None:
        player = state.players[self.player]
        if [self.army, self.index] not in retired(player):
            raise RuleError(NO_RETIRED(name=player.name, index=self.index, army=self.army,
                                       cards=commas([f"({a}, {i})" for a, i in retired(player)])))

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = army_of(player, self.army)
        card = army.retired.pop(self.index)
        tell(state, self.player, DISCARD_RETIRED(card=card.said, army=army.active.said), "sword")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> Msg:
        army = army_of(state.players[self.player], self.army)
        return LOST_RETIRED(name=name(state, self.player), card=army.retired[self.index].said)


class DiscardDistrict(TitanEffectAnswer):
    """Discard one district. Empire cards over the new capacity are kept (Lose 1 district)."""

    type: Literal["discard_district"] = "discard_district"
    effect = TitanEffect.LOSE_DISTRICT
    district: int

    def check(self, state: State, decision: TitanEffectDecision) -> None:
        player = state.players[self.player]
        uids = districts(player)
        if self.district not in uids:
            raise RuleError(NO_DISTRICT(name=player.name, district=self.district, districts=commas(uids)))

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        district = next(d for d in player.districts if d.uid == self.district)
        player.districts.remove(district)
        tell(state, self.player, DISCARD_DISTRICT(district=district.card.said), "capacity")
        cards, capacity = derived.capacity_used(player), derived.capacity(player)
        if cards > capacity:
            tell(state, self.player, KEEP_CARDS(cards=cards, capacity=capacity, more=cards + 1), "capacity")
        settle_one(state, self.decision(state))
        check_army_limit(state, self.player)

    def describe(self, state: State) -> Msg:
        district = next(d for d in state.players[self.player].districts if d.uid == self.district)
        return LOST_DISTRICT(name=name(state, self.player), district=district.card.said)


ACTIONS: tuple[type[Action], ...] = (PlaceCoinOnArmy, DiscardRetired, DiscardDistrict)
