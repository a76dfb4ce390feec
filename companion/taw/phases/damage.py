"""Damage dice and what they do (Titan Damage): entering faces, rerolls, damaged cards, asking for the coin
effects (answered in ``titan_effects``), armies over the limit, and the loot, spy and repair symbols of the armies
used in an attack.

Dice are entered as faces (rolled on the table, or a seeded virtual roll with :func:`virtual_roll`), so a
log replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal, TypeVar

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import derived
from companion.taw.abilities import registry
from companion.taw.cards import TitanCard, TitanEffect
from companion.taw.data import DieFace, board
from companion.taw.effects import gain_knowledge, knowledge_ambrosia
from companion.taw.phases.choices import armies, damaged, die_faces, undamaged
from companion.taw.phases.decisions import Answer, Handler, ask, drop, forced, name, note, settle_one, tell
from companion.taw.state import (
    Army,
    DamageCardDecision,
    DiceDecision,
    DiscardArmyDecision,
    NoteIcon,
    PendingDecision,
    Player,
    RepairDecision,
    RerollDecision,
    SpoilsDecision,
    State,
    TitanEffectDecision,
    TitanRoll,
)

D = TypeVar("D", bound=PendingDecision)

#: The symbol a roll's table note shows: its titan face if any, else its coin face, else blank.
DIE_ICONS: dict[str, NoteIcon] = {"titan": "die_titan", "coin": "die_coin", "blank": "die_blank"}


EFFECT_TEXT = {
    TitanEffect.LOSE_COIN: "lose a coin",
    TitanEffect.COIN_ON_ARMY: "put 1 coin on 1 army",
    TitanEffect.LOSE_AMBROSIA: "lose {amount} ambrosia",
    TitanEffect.LOSE_RETIRED: "lose 1 retired military card",
    TitanEffect.DISCARD_STORED: "discard all stored empire cards",
    TitanEffect.LOSE_DISTRICT: "lose 1 district",
}


def require_army(player: Player, army: int) -> None:
    """Refuse an army uid the player does not have, naming the ones they have."""
    if army not in (uids := armies(player)):
        raise RuleError("no_such_army", f"{player.name} has no army #{army}; armies: {uids}")

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
    roll = TitanRoll(titan=titan_name(titan), effect=titan.effect, amount=titan.effect_amount, source=source)
    ask(state, DiceDecision(player=seat, prompt=f"Roll {plural(dice, 'damage die', 'damage dice')} for "
                            f"{titan_name(titan)} and enter the faces", count=dice, roll=roll), front=True)


def _after_faces(state: State, seat: int, roll: TitanRoll, faces: list[DieFace], rerolls: list[str]) -> None:
    """Offer a reroll when a reroll card is left and a die did something; else apply the faces."""
    if rerolls and any(f != "blank" for f in faces):
        ask(state, RerollDecision(player=seat, prompt=f"{rerolls[0]}: reroll one die ({', '.join(faces)}), or keep "
                                  "them", roll=roll, faces=faces, rerolls=rerolls), front=True)
    else:
        _apply_faces(state, seat, roll, faces)


def _apply_faces(state: State, seat: int, roll: TitanRoll, faces: list[DieFace]) -> None:
    """Queue what the faces do: titan symbols damage cards first, then the coin effects."""
    titans, coins = faces.count("titan"), faces.count("coin")
    if coins:
        ask(state, TitanEffectDecision(player=seat, prompt=f"{plural(coins, 'coin symbol')}: "
                                       f"{effect_text(roll.effect, roll.amount)} ({roll.titan})", count=coins,
                                       roll=roll), front=True)
    if titans:
        ask(state, DamageCardDecision(player=seat, prompt=f"Choose {plural(titans, 'empire card')} to damage "
                                      f"({roll.titan})", count=titans, roll=roll), front=True)


class DiceHandler(Handler[DiceDecision]):
    decision = DiceDecision
    entry = True

    def answers(self, state: State, decision: DiceDecision) -> list[Action]:
        rolls: list[list[DieFace]] = [[]]
        for _ in range(decision.count):
            rolls = [[*roll, face] for roll in rolls for face in die_faces()]
        return [EnterDice(player=decision.player, faces=roll) for roll in rolls]


class RerollHandler(Handler[RerollDecision]):
    decision = RerollDecision

    def answers(self, state: State, decision: RerollDecision) -> list[Action]:
        seat = decision.player
        rerolls: list[Action] = [RerollDie(player=seat, die=die, face=face)
                                 for die in range(len(decision.faces)) for face in die_faces()]
        return [KeepDice(player=seat), *rerolls]


DICE, REROLL = DiceHandler(), RerollHandler()


class EnterDice(Answer[DiceDecision]):
    """The faces of the damage dice, in the order rolled."""

    type: Literal["enter_dice"] = "enter_dice"
    handler = DICE
    faces: list[DieFace]

    def check(self, state: State, decision: DiceDecision) -> None:
        if len(self.faces) != decision.count:
            raise RuleError("wrong_dice_count", f"Enter one face per banner of {decision.roll.titan}: "
                            f"{decision.count}; got {len(self.faces)}", rule="Attack a Titan")

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        rerolls = registry.reroll_sources(state.players[self.player])
        drop(state, decision)
        shown = next((face for face in ("titan", "coin") if face in self.faces), "blank")
        note(state, f"{name(state, self.player)} rolled {', '.join(self.faces)}", DIE_ICONS[shown],
             players=[self.player])
        _after_faces(state, self.player, decision.roll, list(self.faces), rerolls)

    def describe(self, state: State) -> str:
        return f"{name(state, self.player)} rolled {', '.join(self.faces)} for {self.decision(state).roll.titan}"


class RerollDie(Answer[RerollDecision]):
    """Reroll one die (Barbarian Camp, Tea House: one die once per roll each) and enter its new face."""

    type: Literal["reroll_die"] = "reroll_die"
    handler = REROLL
    die: int
    face: DieFace

    def check(self, state: State, decision: RerollDecision) -> None:
        dice = len(decision.faces)
        if not 0 <= self.die < dice:
            raise RuleError("no_such_die", f"Die {self.die} does not exist; the dice are numbered 0 to {dice - 1}")

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        faces = list(decision.faces)
        faces[self.die] = self.face
        drop(state, decision)
        _after_faces(state, self.player, decision.roll, faces, decision.rerolls[1:])

    def describe(self, state: State) -> str:
        decision = self.decision(state)
        return (f"{name(state, self.player)} rerolled die {self.die + 1} with {decision.rerolls[0]}: "
                f"{decision.faces[self.die]} became {self.face}")


class KeepDice(Answer[RerollDecision]):
    """Keep the dice as rolled (decline the reroll)."""

    type: Literal["keep_dice"] = "keep_dice"
    handler = REROLL

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        drop(state, decision)
        _apply_faces(state, self.player, decision.roll, list(decision.faces))

    def describe(self, state: State) -> str:
        return f"{name(state, self.player)} kept the dice: {', '.join(self.decision(state).faces)}"


class PickOneHandler(Handler[D]):
    """A decision answered one card or army at a time among the player's ``choices`` (only the first offered when
    the count takes them all); ``nothing`` ends the log's sentence when there is none to take."""

    def __init__(self, decision: type[D], choices: Callable[[Player], list[int]], answer: Callable[[int, int], Action],
                 nothing: str | None = None) -> None:
        self.decision, self.choices, self.answer, self.nothing = decision, choices, answer, nothing

    def answers(self, state: State, decision: D) -> list[Action]:
        uids = forced(self.choices(state.players[decision.player]), decision.count)
        return [self.answer(decision.player, uid) for uid in uids]

    def resolve_text(self, state: State, decision: D) -> str:
        if self.nothing is None:
            return super().resolve_text(state, decision)
        return f"{name(state, decision.player)} {self.nothing}"


DAMAGE_CARD = PickOneHandler(DamageCardDecision, undamaged, lambda seat, uid: DamageCard(player=seat, card=uid),
                             "has no face-up empire card to damage: nothing happens")


class DamageCard(Answer[DamageCardDecision]):
    """Turn one face-up empire card face down for a titan symbol."""

    type: Literal["damage_card"] = "damage_card"
    handler = DAMAGE_CARD
    card: int

    def check(self, state: State, decision: DamageCardDecision) -> None:
        if self.card not in undamaged(state.players[self.player]):
            raise RuleError("card_not_damageable", f"{name(state, self.player)} has no face-up empire card "
                            f"#{self.card}; choose one of {undamaged(state.players[self.player])}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        owned = next(o for o in player.empire if o.uid == self.card)
        owned.damaged = True
        tell(state, self.player, f"turn {owned.card.label} face down", "die_titan")
        settle_one(state, self.decision(state))
        check_army_limit(state, self.player)

    def describe(self, state: State) -> str:
        card = next(o.card for o in state.players[self.player].empire if o.uid == self.card)
        return f"{name(state, self.player)} damaged {card.label}"


def check_army_limit(state: State, seat: int) -> None:
    """Ask which armies to discard when the player now has more than the limit (Titan Damage)."""
    player = state.players[seat]
    excess = len(player.armies) - derived.army_limit(player)
    for decision in [d for d in state.pending if isinstance(d, DiscardArmyDecision) and d.player == seat]:
        drop(state, decision)
    if excess > 0:
        counted = plural(len(player.armies), "army", "armies")
        ask(state, DiscardArmyDecision(player=seat, prompt=f"Army limit {derived.army_limit(player)} with {counted}: "
                                       f"discard {plural(excess, 'army', 'armies')} with their retired cards",
                                       count=excess), front=True)


DISCARD_ARMY = PickOneHandler(DiscardArmyDecision, armies, lambda seat, uid: DiscardArmy(player=seat, army=uid))


class DiscardArmy(Answer[DiscardArmyDecision]):
    """Discard a whole army (active card and retired cards) that exceeds the army limit."""

    type: Literal["discard_army"] = "discard_army"
    handler = DISCARD_ARMY
    army: int

    def check(self, state: State, decision: DiscardArmyDecision) -> None:
        require_army(state.players[self.player], self.army)

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        army = army_of(player, self.army)
        player.armies.remove(army)
        beneath = f" and the {plural(len(army.retired), 'retired card')} beneath it" if army.retired else ""
        tell(state, self.player, f"discard {army.active.label}{beneath}; its coins to the supply", "army_limit")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> str:
        army = army_of(state.players[self.player], self.army)
        return f"{name(state, self.player)} discarded the army of {army.active.label} (over the army limit)"


def army_of(player: Player, uid: int) -> Army:
    """The player's army ``uid`` (checked by :func:`require_army` first)."""
    return next(a for a in player.armies if a.uid == uid)


def queue_spoils(state: State, seat: int, *, loot: int, spy: int, repair: int) -> None:
    """Queue the loot, spy and repair symbols of the armies used, due after the dice (Military Cards)."""
    if loot or spy:
        ask(state, SpoilsDecision(player=seat, prompt=f"Loot {loot}, spy {spy}", loot=loot, spy=spy))
    if repair:
        ask(state, RepairDecision(player=seat, prompt=f"Repair {plural(repair, 'damaged empire card')} (army repair "
                                  "symbols)", count=repair, source="army"))


class SpoilsHandler(Handler[SpoilsDecision]):
    decision = SpoilsDecision

    def resolve(self, state: State, decision: SpoilsDecision) -> None:
        player = state.players[decision.player]
        loot, spy = decision.loot, decision.spy
        taken = [f"{plural(loot, 'coin')} (loot)"] * bool(loot) + [f"{spy} knowledge (spy)"] * bool(spy)
        bonus = knowledge_ambrosia(player, spy)
        taken += [f"{bonus} ambrosia (Umnok)"] * bool(bonus)
        tell(state, decision.player, f"take {' and '.join(taken)}", "coin" if loot else "knowledge")
        player.coins += loot
        gain_knowledge(player, spy)

    def resolve_text(self, state: State, decision: SpoilsDecision) -> str:
        loot, spy = decision.loot, decision.spy
        return f"{name(state, decision.player)} gained {plural(loot, 'coin')} (loot) and {spy} knowledge (spy)"


SPOILS = SpoilsHandler()


REPAIR = PickOneHandler(RepairDecision, damaged, lambda seat, uid: RepairCard(player=seat, card=uid),
                        "has no damaged empire card to repair")


class RepairCard(Answer[RepairDecision]):
    """Turn one damaged empire card face up (army repair symbol, repair income)."""

    type: Literal["repair_card"] = "repair_card"
    handler = REPAIR
    card: int

    def check(self, state: State, decision: RepairDecision) -> None:
        cards = damaged(state.players[self.player])
        if self.card not in cards:
            raise RuleError("card_not_damaged", f"Empire card #{self.card} of {name(state, self.player)} is not "
                            f"damaged; damaged cards: {cards}")

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        owned = next(o for o in player.empire if o.uid == self.card)
        owned.damaged = False
        tell(state, self.player, f"turn {owned.card.label} face up", "repair")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> str:
        card = next(o.card for o in state.players[self.player].empire if o.uid == self.card)
        return f"{name(state, self.player)} repaired {card.label}"


ACTIONS: tuple[type[Action], ...] = (EnterDice, RerollDie, KeepDice, DamageCard, DiscardArmy, RepairCard)
