"""Damage dice and what they do (Titan Damage): entering faces, rerolls, damaged cards, the six coin effects,
armies over the limit, and the loot, spy and repair symbols of the armies used in an attack.

Dice are entered as faces (rolled on the table, or a seeded virtual roll with :func:`virtual_roll`), so a
log replays exactly.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import derived
from companion.taw.abilities import registry
from companion.taw.cards import TitanCard, TitanEffect
from companion.taw.data import DieFace, board
from companion.taw.effects import damaged_cards, gain_knowledge, knowledge_ambrosia, lose
from companion.taw.phases.decisions import (
    Answer,
    Handler,
    ask,
    drop,
    forced,
    name,
    note,
    register,
    settle_one,
    tell,
)
from companion.taw.state import Army, Decision, NoteIcon, Player, State

#: The symbol a roll's table note shows: its titan face if any, else its coin face, else blank.
DIE_ICONS: dict[str, NoteIcon] = {"titan": "die_titan", "coin": "die_coin", "blank": "die_blank"}


def die_faces() -> list[DieFace]:
    """The distinct faces of a damage die, from the rules data."""
    return list(dict.fromkeys(board().dice_faces))


EFFECT_TEXT = {
    TitanEffect.LOSE_COIN: "lose a coin",
    TitanEffect.COIN_ON_ARMY: "put 1 coin on 1 army",
    TitanEffect.LOSE_AMBROSIA: "lose {amount} ambrosia",
    TitanEffect.LOSE_RETIRED: "lose 1 retired military card",
    TitanEffect.DISCARD_STORED: "discard all stored empire cards",
    TitanEffect.LOSE_DISTRICT: "lose 1 district",
}


def effect_text(effect: TitanEffect, amount: int) -> str:
    """The coin-symbol effect in words ("lose 2 ambrosia")."""
    return EFFECT_TEXT[effect].format(amount=amount)


def virtual_roll(rng: random.Random, dice: int) -> list[DieFace]:
    """A seeded roll of ``dice`` damage dice with the faces from the rules data."""
    return [rng.choice(board().dice_faces) for _ in range(dice)]


def titan_name(card: TitanCard) -> str:
    """"the Stone Being", or a description by stars for an unnamed card."""
    return f"the {card.name}" if card.name else f"the {card.stars}-star titan"


def roll_for(state: State, seat: int, titan: TitanCard, *, source: Literal["attack", "confront"]) -> None:
    """Ask ``seat`` for the faces of one damage die per banner of ``titan`` (none for a titan without banners)."""
    dice = len(titan.banners)
    if not dice:
        return
    context = {"titan": titan_name(titan), "effect": titan.effect.value, "amount": titan.effect_amount,
               "source": source}
    ask(state, "damage_dice", seat, f"Roll {plural(dice, 'damage die', 'damage dice')} for {titan_name(titan)} "
        "and enter the faces", count=dice, front=True, context=context)


def _after_faces(state: State, seat: int, context: dict[str, Any], faces: list[str]) -> None:
    """Offer a reroll when a reroll card is left and a die did something; else apply the faces."""
    if context["rerolls"] and any(f != "blank" for f in faces):
        source = context["rerolls"][0]
        ask(state, "reroll", seat, f"{source}: reroll one die ({', '.join(faces)}), or keep them", front=True,
            context={**context, "faces": faces})
    else:
        _apply_faces(state, seat, context, faces)


def _apply_faces(state: State, seat: int, context: dict[str, Any], faces: list[str]) -> None:
    """Queue what the faces do: titan symbols damage cards first, then the coin effects."""
    titans, coins = faces.count("titan"), faces.count("coin")
    effect = TitanEffect(context["effect"])
    if coins:
        ask(state, "titan_effect", seat, f"{plural(coins, 'coin symbol')}: {effect_text(effect, context['amount'])}"
            f" ({context['titan']})", count=coins, front=True, context=context)
    if titans:
        ask(state, "damage_card", seat, f"Choose {plural(titans, 'empire card')} to damage ({context['titan']})",
            count=titans, front=True, context=context)


class EnterDice(Answer):
    """The faces of the damage dice, in the order rolled."""

    type: Literal["enter_dice"] = "enter_dice"
    decision_kind = "damage_dice"
    faces: list[DieFace]

    def check(self, state: State, decision: Decision) -> None:
        if len(self.faces) != decision.count:
            raise RuleError("wrong_dice_count", f"Enter one face per banner of {decision.context['titan']}: "
                            f"{decision.count}; got {len(self.faces)}", rule="Attack a Titan")

    def answer(self, state: State) -> None:
        decision = state.pending[0]
        context = {**decision.context, "rerolls": registry.reroll_sources(state.players[self.player])}
        drop(state, decision)
        shown = next((face for face in ("titan", "coin") if face in self.faces), "blank")
        note(state, f"{name(state, self.player)} rolled {', '.join(self.faces)}", DIE_ICONS[shown],
             players=[self.player])
        _after_faces(state, self.player, context, list(self.faces))

    def describe(self, state: State) -> str:
        return f"{name(state, self.player)} rolled {', '.join(self.faces)} for {state.pending[0].context['titan']}"


class RerollDie(Answer):
    """Reroll one die (Barbarian Camp, Tea House: one die once per roll each) and enter its new face."""

    type: Literal["reroll_die"] = "reroll_die"
    decision_kind = "reroll"
    die: int
    face: DieFace

    def check(self, state: State, decision: Decision) -> None:
        dice = len(decision.context["faces"])
        if not 0 <= self.die < dice:
            raise RuleError("no_such_die", f"Die {self.die} does not exist; the dice are numbered 0 to {dice - 1}")

    def answer(self, state: State) -> None:
        decision = state.pending[0]
        faces = list(decision.context["faces"])
        faces[self.die] = self.face
        context = {**decision.context, "rerolls": decision.context["rerolls"][1:]}
        drop(state, decision)
        _after_faces(state, self.player, context, faces)

    def describe(self, state: State) -> str:
        context = state.pending[0].context
        old = context["faces"][self.die]
        return (f"{name(state, self.player)} rerolled die {self.die + 1} with {context['rerolls'][0]}: "
                f"{old} became {self.face}")


class KeepDice(Answer):
    """Keep the dice as rolled (decline the reroll)."""

    type: Literal["keep_dice"] = "keep_dice"
    decision_kind = "reroll"

    def answer(self, state: State) -> None:
        decision = state.pending[0]
        context = decision.context
        drop(state, decision)
        _apply_faces(state, self.player, context, list(context["faces"]))

    def describe(self, state: State) -> str:
        return f"{name(state, self.player)} kept the dice: {', '.join(state.pending[0].context['faces'])}"


def _undamaged(player: Player) -> list[int]:
    return [o.uid for o in player.empire if not o.damaged]


class DamageCard(Answer):
    """Turn one face-up empire card face down for a titan symbol."""

    type: Literal["damage_card"] = "damage_card"
    decision_kind = "damage_card"
    card: int

    def check(self, state: State, decision: Decision) -> None:
        if self.card not in _undamaged(state.players[self.player]):
            raise RuleError("card_not_damageable", f"{name(state, self.player)} has no face-up empire card "
                            f"#{self.card}; choose one of {_undamaged(state.players[self.player])}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        owned = next(o for o in player.empire if o.uid == self.card)
        owned.damaged = True
        tell(state, self.player, f"turn {owned.card.label} face down", "die_titan")
        settle_one(state, state.pending[0])
        check_army_limit(state, self.player)

    def describe(self, state: State) -> str:
        card = next(o.card for o in state.players[self.player].empire if o.uid == self.card)
        return f"{name(state, self.player)} damaged {card.label}"


class DamageCardHandler(Handler):
    kind = "damage_card"

    def options(self, state: State, decision: Decision) -> list[Any]:
        return _undamaged(state.players[decision.player])

    def answers(self, state: State, decision: Decision) -> list[Action]:
        cards = forced(_undamaged(state.players[decision.player]), decision.count)
        return [DamageCard(player=decision.player, card=uid) for uid in cards]

    def resolve_text(self, state: State, decision: Decision) -> str:
        return f"{name(state, decision.player)} has no face-up empire card to damage: nothing happens"


def check_army_limit(state: State, seat: int) -> None:
    """Ask which armies to discard when the player now has more than the limit (Titan Damage)."""
    player = state.players[seat]
    excess = len(player.armies) - derived.army_limit(player)
    for decision in [d for d in state.pending if d.kind == "discard_army" and d.player == seat]:
        drop(state, decision)
    if excess > 0:
        armies = plural(len(player.armies), "army", "armies")
        ask(state, "discard_army", seat, f"Army limit {derived.army_limit(player)} with {armies}: "
            f"discard {plural(excess, 'army', 'armies')} with their retired cards", count=excess, front=True)


class DiscardArmy(Answer):
    """Discard a whole army (active card and retired cards) that exceeds the army limit."""

    type: Literal["discard_army"] = "discard_army"
    decision_kind = "discard_army"
    army: int

    def check(self, state: State, decision: Decision) -> None:
        uids = [a.uid for a in state.players[self.player].armies]
        if self.army not in uids:
            raise RuleError("no_such_army", f"{name(state, self.player)} has no army #{self.army}; armies: {uids}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = _army(player, self.army)
        player.armies.remove(army)
        beneath = f" and the {plural(len(army.retired), 'retired card')} beneath it" if army.retired else ""
        tell(state, self.player, f"discard {army.active.label}{beneath}; its coins to the supply", "army_limit")
        settle_one(state, state.pending[0])

    def describe(self, state: State) -> str:
        army = _army(state.players[self.player], self.army)
        return f"{name(state, self.player)} discarded the army of {army.active.label} (over the army limit)"


class DiscardArmyHandler(Handler):
    kind = "discard_army"

    def options(self, state: State, decision: Decision) -> list[Any]:
        return [a.uid for a in state.players[decision.player].armies]

    def answers(self, state: State, decision: Decision) -> list[Action]:
        armies = forced(self.options(state, decision), decision.count)
        return [DiscardArmy(player=decision.player, army=uid) for uid in armies]


def _army(player: Player, uid: int) -> Army:
    return next(a for a in player.armies if a.uid == uid)


def _retired(player: Player) -> list[list[int]]:
    return [[a.uid, i] for a in player.armies for i in range(len(a.retired))]


class TitanEffectAnswer(Answer):
    """Base of the answers to a coin effect that leaves a choice; ``effect`` is the one it answers."""

    decision_kind = "titan_effect"
    effect: ClassVar[TitanEffect]

    def verify(self, state: State) -> None:
        decision = self.decision(state)
        if decision.context["effect"] != self.effect.value:
            raise RuleError("wrong_titan_effect", f"The coin symbol's effect is to "
                            f"{effect_text(TitanEffect(decision.context['effect']), decision.context['amount'])}")
        self.check(state, decision)


class PlaceCoinOnArmy(TitanEffectAnswer):
    """Put 1 of your coins on the picture area of one of your armies."""

    type: Literal["place_coin_on_army"] = "place_coin_on_army"
    effect = TitanEffect.COIN_ON_ARMY
    army: int

    def check(self, state: State, decision: Decision) -> None:
        player = state.players[self.player]
        uids = [a.uid for a in player.armies]
        if self.army not in uids:
            raise RuleError("no_such_army", f"{player.name} has no army #{self.army}; armies: {uids}")
        if player.coins < 1:
            raise RuleError("not_enough_coins", f"{player.name} has no coin to put on an army")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = _army(player, self.army)
        player.coins -= 1
        army.coins_picture += 1
        tell(state, self.player, f"1 coin on the picture of {army.active.label}", "coin")
        settle_one(state, state.pending[0])

    def describe(self, state: State) -> str:
        army = _army(state.players[self.player], self.army)
        return f"{name(state, self.player)} put 1 coin on {army.active.label}"


class DiscardRetired(TitanEffectAnswer):
    """Discard one retired military card (``index`` in the army's retired stack, 0 = bottom)."""

    type: Literal["discard_retired"] = "discard_retired"
    effect = TitanEffect.LOSE_RETIRED
    army: int
    index: int

    def check(self, state: State, decision: Decision) -> None:
        player = state.players[self.player]
        if [self.army, self.index] not in _retired(player):
            raise RuleError("no_such_retired_card", f"{player.name} has no retired card {self.index} in army "
                            f"#{self.army}; retired cards (army, index): {_retired(player)}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = _army(player, self.army)
        card = army.retired.pop(self.index)
        tell(state, self.player, f"discard the retired {card.label} from under {army.active.label}", "sword")
        settle_one(state, state.pending[0])

    def describe(self, state: State) -> str:
        army = _army(state.players[self.player], self.army)
        return f"{name(state, self.player)} lost the retired {army.retired[self.index].label}"


class DiscardDistrict(TitanEffectAnswer):
    """Discard one district. Empire cards over the new capacity are kept (Lose 1 district)."""

    type: Literal["discard_district"] = "discard_district"
    effect = TitanEffect.LOSE_DISTRICT
    district: int

    def check(self, state: State, decision: Decision) -> None:
        player = state.players[self.player]
        uids = [d.uid for d in player.districts]
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
        settle_one(state, state.pending[0])
        check_army_limit(state, self.player)

    def describe(self, state: State) -> str:
        district = next(d for d in state.players[self.player].districts if d.uid == self.district)
        return f"{name(state, self.player)} lost the district {district.card.label}"


class TitanEffectHandler(Handler):
    kind = "titan_effect"

    def options(self, state: State, decision: Decision) -> list[Any]:
        player = state.players[decision.player]
        effect = TitanEffect(decision.context["effect"])
        if effect is TitanEffect.COIN_ON_ARMY:
            return [a.uid for a in player.armies] if player.coins else []
        if effect is TitanEffect.LOSE_RETIRED:
            return _retired(player)
        if effect is TitanEffect.LOSE_DISTRICT:
            return [d.uid for d in player.districts]
        return []

    def answers(self, state: State, decision: Decision) -> list[Action]:
        effect = TitanEffect(decision.context["effect"])
        options = self.options(state, decision)
        seat = decision.player
        if effect is TitanEffect.COIN_ON_ARMY:
            return [PlaceCoinOnArmy(player=seat, army=uid) for uid in options]
        if effect is TitanEffect.LOSE_RETIRED:
            return [DiscardRetired(player=seat, army=a, index=i) for a, i in forced(options, decision.count)]
        return [DiscardDistrict(player=seat, district=uid) for uid in forced(options, decision.count)]

    def resolve(self, state: State, decision: Decision) -> None:
        player = state.players[decision.player]
        effect = TitanEffect(decision.context["effect"])
        times = decision.count * decision.context["amount"]
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

    def resolve_text(self, state: State, decision: Decision) -> str:
        player = state.players[decision.player]
        effect = TitanEffect(decision.context["effect"])
        times = decision.count * decision.context["amount"]
        lost = {
            TitanEffect.LOSE_COIN: (min(times, player.coins), "coin", "coins"),
            TitanEffect.LOSE_AMBROSIA: (min(times, player.ambrosia), "ambrosia", "ambrosia"),
            TitanEffect.DISCARD_STORED: (len(player.stored), "stored empire card", "stored empire cards"),
        }.get(effect)
        if lost is None or not lost[0]:
            return f"{player.name} has nothing to {effect_text(effect, decision.context['amount'])}: no effect"
        return f"{player.name} lost {plural(*lost)} ({effect_text(effect, decision.context['amount'])})"


class RerollHandler(Handler):
    kind = "reroll"

    def options(self, state: State, decision: Decision) -> list[Any]:
        return list(range(len(decision.context["faces"])))

    def answers(self, state: State, decision: Decision) -> list[Action]:
        seat = decision.player
        rerolls: list[Action] = [RerollDie(player=seat, die=die, face=face)
                                 for die in self.options(state, decision) for face in die_faces()]
        return [KeepDice(player=seat), *rerolls]


class DiceHandler(Handler):
    kind = "damage_dice"
    entry = True

    def options(self, state: State, decision: Decision) -> list[Any]:
        return die_faces()

    def answers(self, state: State, decision: Decision) -> list[Action]:
        rolls: list[list[DieFace]] = [[]]
        for _ in range(decision.count):
            rolls = [[*roll, face] for roll in rolls for face in die_faces()]
        return [EnterDice(player=decision.player, faces=roll) for roll in rolls]


def queue_spoils(state: State, seat: int, *, loot: int, spy: int, repair: int) -> None:
    """Queue the loot, spy and repair symbols of the armies used, due after the dice (Military Cards)."""
    if loot or spy:
        ask(state, "army_spoils", seat, f"Loot {loot}, spy {spy}", context={"loot": loot, "spy": spy})
    if repair:
        ask(state, "repair_card", seat, f"Repair {plural(repair, 'damaged empire card')} (army repair symbols)",
            count=repair, context={"source": "army"})


class SpoilsHandler(Handler):
    kind = "army_spoils"

    def resolve(self, state: State, decision: Decision) -> None:
        player = state.players[decision.player]
        loot, spy = decision.context["loot"], decision.context["spy"]
        taken = [f"{plural(loot, 'coin')} (loot)"] * bool(loot) + [f"{spy} knowledge (spy)"] * bool(spy)
        bonus = knowledge_ambrosia(player, spy)
        taken += [f"{bonus} ambrosia (Umnok)"] * bool(bonus)
        tell(state, decision.player, f"take {' and '.join(taken)}", "coin" if loot else "knowledge")
        player.coins += loot
        gain_knowledge(player, spy)

    def resolve_text(self, state: State, decision: Decision) -> str:
        loot, spy = decision.context["loot"], decision.context["spy"]
        return f"{name(state, decision.player)} gained {plural(loot, 'coin')} (loot) and {spy} knowledge (spy)"


class RepairCard(Answer):
    """Turn one damaged empire card face up (army repair symbol, repair income)."""

    type: Literal["repair_card"] = "repair_card"
    decision_kind = "repair_card"
    card: int

    def check(self, state: State, decision: Decision) -> None:
        damaged = [o.uid for o in damaged_cards(state.players[self.player])]
        if self.card not in damaged:
            raise RuleError("card_not_damaged", f"Empire card #{self.card} of {name(state, self.player)} is not "
                            f"damaged; damaged cards: {damaged}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        owned = next(o for o in player.empire if o.uid == self.card)
        owned.damaged = False
        tell(state, self.player, f"turn {owned.card.label} face up", "repair")
        settle_one(state, state.pending[0])

    def describe(self, state: State) -> str:
        card = next(o.card for o in state.players[self.player].empire if o.uid == self.card)
        return f"{name(state, self.player)} repaired {card.label}"


class RepairHandler(Handler):
    kind = "repair_card"

    def options(self, state: State, decision: Decision) -> list[Any]:
        return [o.uid for o in damaged_cards(state.players[decision.player])]

    def answers(self, state: State, decision: Decision) -> list[Action]:
        cards = forced(self.options(state, decision), decision.count)
        return [RepairCard(player=decision.player, card=uid) for uid in cards]

    def resolve_text(self, state: State, decision: Decision) -> str:
        return f"{name(state, decision.player)} has no damaged empire card to repair"


for _handler in (DiceHandler(), RerollHandler(), DamageCardHandler(), DiscardArmyHandler(), TitanEffectHandler(),
                 SpoilsHandler(), RepairHandler()):
    register(_handler)

ACTIONS: tuple[type[Action], ...] = (EnterDice, RerollDie, KeepDice, DamageCard, DiscardArmy, PlaceCoinOnArmy,
                                     DiscardRetired, DiscardDistrict, RepairCard)
