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
from companion.taw import derived, rulebook
from companion.taw.abilities import registry
from companion.taw.cards import TitanCard, TitanEffect
from companion.taw.data import DieFace, board
from companion.taw.effects import gain_knowledge, knowledge_ambrosia
from companion.taw.phases.choices import armies, damaged, die_faces, undamaged
from companion.taw.phases.decisions import Answer, Handler, ask, drop, forced, name, note, settle_one, tell
from companion.taw.said import ands, commas, counted
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
from companion.words import Msg, Param, Text, english, refusal, text
from companion.words.amounts import amount

D = TypeVar("D", bound=PendingDecision)

#: The symbol a roll's table note shows: its titan face if any, else its coin face, else blank.
DIE_ICONS: dict[str, NoteIcon] = {"titan": "die_titan", "coin": "die_coin", "blank": "die_blank"}


EFFECT_TEXT = {
    TitanEffect.LOSE_COIN: text("taw.effect.lose_coin", "lose a coin"),
    TitanEffect.COIN_ON_ARMY: text("taw.effect.coin_on_army", "put 1 coin on 1 army"),
    TitanEffect.LOSE_AMBROSIA: text("taw.effect.lose_ambrosia", "lose {amount} ambrosia"),
    TitanEffect.LOSE_RETIRED: text("taw.effect.lose_retired", "lose 1 retired military card"),
    TitanEffect.DISCARD_STORED: text("taw.effect.discard_stored", "discard all stored empire cards"),
    TitanEffect.LOSE_DISTRICT: text("taw.effect.lose_district", "lose 1 district"),
}
#: A damage die's faces in words.
FACES = {"titan": text("taw.die.titan", "titan"), "coin": text("taw.die.coin", "coin"),
         "blank": text("taw.die.blank", "blank")}
TITAN_NAMED = text("taw.titan.named", "the {name}")
TITAN_BY_STARS = text("taw.titan.by_stars", "the {stars}-star titan")
TITAN_STARTING = text("taw.titan.starting", "the Starting titan")
ROLL_PROMPT = text("taw.prompt.roll", "Roll {dice} for {titan} and enter the faces")
REROLL_PROMPT = text("taw.prompt.reroll", "{card}: reroll one die ({faces}), or keep them")
EFFECT_PROMPT = text("taw.prompt.titan_effect", "{coins}: {effect} ({titan})")
DAMAGE_PROMPT = text("taw.prompt.damage_card", "Choose {cards} to damage ({titan})")
ARMY_LIMIT_PROMPT = text("taw.prompt.army_limit", "Army limit {limit} with {armies}: discard {excess} with their "
                         "retired cards")
SPOILS_PROMPT = text("taw.prompt.spoils", "Loot {loot}, spy {spy}")
ARMY_REPAIR_PROMPT = text("taw.prompt.army_repair", "Repair {cards} (army repair symbols)")
ROLLED_NOTE = text("taw.note.rolled", "{name} rolled {faces}")
ROLLED = text("taw.log.rolled", "{name} rolled {faces} for {titan}")
REROLLED = text("taw.log.rerolled", "{name} rerolled die {die} with {card}: {old} became {new}")
KEPT = text("taw.log.kept_dice", "{name} kept the dice: {faces}")
NOTHING_TO_DAMAGE = text("taw.log.nothing_to_damage", "{name} has no face-up empire card to damage: nothing happens")
NOTHING_TO_REPAIR = text("taw.log.nothing_to_repair", "{name} has no damaged empire card to repair")
TURN_DOWN = text("taw.note.turn_face_down", "turn {card} face down")
TURN_UP = text("taw.note.turn_face_up", "turn {card} face up")
DAMAGED = text("taw.log.damaged", "{name} damaged {card}")
REPAIRED = text("taw.log.repaired", "{name} repaired {card}")
DISCARD_ARMY_NOTE = text("taw.note.discard_army", "discard {army}; its coins to the supply")
DISCARD_ARMY_RETIRED_NOTE = text("taw.note.discard_army_retired", "discard {army} and the {retired} beneath it; its "
                                 "coins to the supply")
DISCARDED_ARMY = text("taw.log.discarded_army", "{name} discarded the army of {army} (over the army limit)")
TAKE = text("taw.note.take", "take {things}")
LOOT = text("taw.spoils.loot", "{coins} (loot)")
SPY = text("taw.spoils.spy", "{knowledge} (spy)")
UMNOK = text("taw.spoils.umnok", "{ambrosia} (Umnok)")
GAINED_SPOILS = text("taw.log.spoils", "{name} gained {coins} (loot) and {knowledge} (spy)")
NO_SUCH_ARMY = refusal("no_such_army_uid", "{name} has no army #{army}; armies: {armies}")
WRONG_DICE = refusal("wrong_dice_count", "Enter one face per banner of {titan}: {need}; got {got}")
NO_SUCH_DIE = refusal("no_such_die", "Die {die} does not exist; the dice are numbered 0 to {last}")
NOT_DAMAGEABLE = refusal("card_not_damageable", "{name} has no face-up empire card #{card}; choose one of {cards}")
NOT_DAMAGED = refusal("card_not_damaged_uid", "Empire card #{card} of {name} is not damaged; damaged cards: {cards}")


def require_army(player: Player, army: int) -> None:
    """Refuse an army uid the player does not have, naming the ones they have."""
    if army not in (uids := armies(player)):
        raise RuleError(NO_SUCH_ARMY(name=player.name, army=army, armies=commas(uids)))


def effect_text(effect: TitanEffect, times: int) -> Msg:
    """The coin-symbol effect in words ("lose 2 ambrosia")."""
    return EFFECT_TEXT[effect](amount=times)


def faces_said(faces: list[DieFace]) -> Param:
    """Rolled faces in words, in the order rolled: ``titan, coin, blank``."""
    return commas([FACES[face]() for face in faces])


def virtual_roll(rng: random.Random, dice: int) -> list[DieFace]:
    """A seeded roll of ``dice`` damage dice with the faces from the rules data."""
    return [rng.choice(board().dice_faces) for _ in range(dice)]


def titan_said(card: TitanCard) -> Msg:
    """"the Stone Being"; an unnamed card: "the Starting titan" (no stars), else a description by its stars."""
    if card.name:
        return TITAN_NAMED(name=card.name)
    return TITAN_BY_STARS(stars=card.stars) if card.stars else TITAN_STARTING()


def titan_name(card: TitanCard) -> str:
    """:func:`titan_said` in English, for what still reads English."""
    return english()(titan_said(card))


def roll_for(state: State, seat: int, titan: TitanCard, *, source: Literal["attack", "confront"]) -> None:
    """Ask ``seat`` for the faces of one damage die per banner of ``titan`` (none for a titan without banners)."""
    dice = len(titan.banners)
    if not dice:
        return
    roll = TitanRoll(titan=titan_said(titan), effect=titan.effect, amount=titan.effect_amount, source=source)
    ask(state, DiceDecision(player=seat, prompt=ROLL_PROMPT(dice=amount(dice, "damage die"), titan=titan_said(titan)),
                            count=dice, roll=roll), front=True)


def _after_faces(state: State, seat: int, roll: TitanRoll, faces: list[DieFace], rerolls: list[str]) -> None:
    """Offer a reroll when a reroll card is left and a die did something; else apply the faces."""
    if rerolls and any(f != "blank" for f in faces):
        ask(state, RerollDecision(player=seat, prompt=REROLL_PROMPT(card=rerolls[0], faces=faces_said(faces)),
                                  roll=roll, faces=faces, rerolls=rerolls), front=True)
    else:
        _apply_faces(state, seat, roll, faces)


def _apply_faces(state: State, seat: int, roll: TitanRoll, faces: list[DieFace]) -> None:
    """Queue what the faces do: titan symbols damage cards first, then the coin effects."""
    titans, coins = faces.count("titan"), faces.count("coin")
    if coins:
        ask(state, TitanEffectDecision(player=seat, prompt=EFFECT_PROMPT(
            coins=amount(coins, "coin symbol"), effect=effect_text(roll.effect, roll.amount), titan=roll.titan),
            count=coins, roll=roll), front=True)
    if titans:
        ask(state, DamageCardDecision(player=seat, prompt=DAMAGE_PROMPT(cards=amount(titans, "empire card"),
                                                                        titan=roll.titan),
                                      count=titans, roll=roll), front=True)


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
            raise RuleError(WRONG_DICE(titan=decision.roll.titan, need=decision.count, got=len(self.faces)),
                            rule=rulebook.ATTACK_A_TITAN())

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        rerolls = registry.reroll_sources(state.players[self.player])
        drop(state, decision)
        shown = next((face for face in ("titan", "coin") if face in self.faces), "blank")
        note(state, ROLLED_NOTE(name=name(state, self.player), faces=faces_said(self.faces)), DIE_ICONS[shown],
             players=[self.player])
        _after_faces(state, self.player, decision.roll, list(self.faces), rerolls)

    def describe(self, state: State) -> Msg:
        return ROLLED(name=name(state, self.player), faces=faces_said(self.faces),
                      titan=self.decision(state).roll.titan)


class RerollDie(Answer[RerollDecision]):
    """Reroll one die (Barbarian Camp, Tea House: one die once per roll each) and enter its new face."""

    type: Literal["reroll_die"] = "reroll_die"
    handler = REROLL
    die: int
    face: DieFace

    def check(self, state: State, decision: RerollDecision) -> None:
        dice = len(decision.faces)
        if not 0 <= self.die < dice:
            raise RuleError(NO_SUCH_DIE(die=self.die, last=dice - 1))

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        faces = list(decision.faces)
        faces[self.die] = self.face
        drop(state, decision)
        _after_faces(state, self.player, decision.roll, faces, decision.rerolls[1:])

    def describe(self, state: State) -> Msg:
        decision = self.decision(state)
        return REROLLED(name=name(state, self.player), die=self.die + 1, card=decision.rerolls[0],
                        old=FACES[decision.faces[self.die]](), new=FACES[self.face]())


class KeepDice(Answer[RerollDecision]):
    """Keep the dice as rolled (decline the reroll)."""

    type: Literal["keep_dice"] = "keep_dice"
    handler = REROLL

    def answer(self, state: State) -> None:
        decision = self.decision(state)
        drop(state, decision)
        _apply_faces(state, self.player, decision.roll, list(decision.faces))

    def describe(self, state: State) -> Msg:
        return KEPT(name=name(state, self.player), faces=faces_said(self.decision(state).faces))


class PickOneHandler(Handler[D]):
    """A decision answered one card or army at a time among the player's ``choices`` (only the first offered when
    the count takes them all); ``nothing`` ends the log's sentence when there is none to take."""

    def __init__(self, decision: type[D], choices: Callable[[Player], list[int]], answer: Callable[[int, int], Action],
                 nothing: Text | None = None) -> None:
        self.decision, self.choices, self.answer, self.nothing = decision, choices, answer, nothing

    def answers(self, state: State, decision: D) -> list[Action]:
        uids = forced(self.choices(state.players[decision.player]), decision.count)
        return [self.answer(decision.player, uid) for uid in uids]

    def resolve_text(self, state: State, decision: D) -> Msg:
        if self.nothing is None:
            return super().resolve_text(state, decision)
        return self.nothing(name=name(state, decision.player))


DAMAGE_CARD = PickOneHandler(DamageCardDecision, undamaged, lambda seat, uid: DamageCard(player=seat, card=uid),
                             NOTHING_TO_DAMAGE)


class DamageCard(Answer[DamageCardDecision]):
    """Turn one face-up empire card face down for a titan symbol."""

    type: Literal["damage_card"] = "damage_card"
    handler = DAMAGE_CARD
    card: int

    def check(self, state: State, decision: DamageCardDecision) -> None:
        if self.card not in undamaged(state.players[self.player]):
            raise RuleError(NOT_DAMAGEABLE(name=name(state, self.player), card=self.card,
                                           cards=commas(undamaged(state.players[self.player]))))

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        owned = next(o for o in player.empire if o.uid == self.card)
        owned.damaged = True
        tell(state, self.player, TURN_DOWN(card=owned.card.said), "die_titan")
        settle_one(state, self.decision(state))
        check_army_limit(state, self.player)

    def describe(self, state: State) -> Msg:
        card = next(o.card for o in state.players[self.player].empire if o.uid == self.card)
        return DAMAGED(name=name(state, self.player), card=card.said)


def check_army_limit(state: State, seat: int) -> None:
    """Ask which armies to discard when the player now has more than the limit (Titan Damage)."""
    player = state.players[seat]
    excess = len(player.armies) - derived.army_limit(player)
    for decision in [d for d in state.pending if isinstance(d, DiscardArmyDecision) and d.player == seat]:
        drop(state, decision)
    if excess > 0:
        prompt = ARMY_LIMIT_PROMPT(limit=derived.army_limit(player), armies=amount(len(player.armies), "army"),
                                   excess=amount(excess, "army"))
        ask(state, DiscardArmyDecision(player=seat, prompt=prompt, count=excess), front=True)


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
        said = (DISCARD_ARMY_RETIRED_NOTE(army=army.active.said, retired=counted(len(army.retired), "retired card"))
                if army.retired else DISCARD_ARMY_NOTE(army=army.active.said))
        tell(state, self.player, said, "army_limit")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> Msg:
        army = army_of(state.players[self.player], self.army)
        return DISCARDED_ARMY(name=name(state, self.player), army=army.active.said)


def army_of(player: Player, uid: int) -> Army:
    """The player's army ``uid`` (checked by :func:`require_army` first)."""
    return next(a for a in player.armies if a.uid == uid)


def queue_spoils(state: State, seat: int, *, loot: int, spy: int, repair: int) -> None:
    """Queue the loot, spy and repair symbols of the armies used, due after the dice (Military Cards)."""
    if loot or spy:
        ask(state, SpoilsDecision(player=seat, prompt=SPOILS_PROMPT(loot=loot, spy=spy), loot=loot, spy=spy))
    if repair:
        ask(state, RepairDecision(player=seat, prompt=ARMY_REPAIR_PROMPT(cards=amount(repair, "damaged empire card")),
                                  count=repair, source="army"))


class SpoilsHandler(Handler[SpoilsDecision]):
    decision = SpoilsDecision

    def resolve(self, state: State, decision: SpoilsDecision) -> None:
        player = state.players[decision.player]
        loot, spy = decision.loot, decision.spy
        taken = [LOOT(coins=amount(loot, "coin"))] * bool(loot) + [SPY(knowledge=amount(spy, "knowledge"))] * bool(spy)
        bonus = knowledge_ambrosia(player, spy)
        taken += [UMNOK(ambrosia=amount(bonus, "ambrosia"))] * bool(bonus)
        tell(state, decision.player, TAKE(things=ands(taken)), "coin" if loot else "knowledge")
        player.coins += loot
        gain_knowledge(player, spy)

    def resolve_text(self, state: State, decision: SpoilsDecision) -> Msg:
        return GAINED_SPOILS(name=name(state, decision.player), coins=amount(decision.loot, "coin"),
                             knowledge=amount(decision.spy, "knowledge"))


SPOILS = SpoilsHandler()


REPAIR = PickOneHandler(RepairDecision, damaged, lambda seat, uid: RepairCard(player=seat, card=uid),
                        NOTHING_TO_REPAIR)


class RepairCard(Answer[RepairDecision]):
    """Turn one damaged empire card face up (army repair symbol, repair income)."""

    type: Literal["repair_card"] = "repair_card"
    handler = REPAIR
    card: int

    def check(self, state: State, decision: RepairDecision) -> None:
        cards = damaged(state.players[self.player])
        if self.card not in cards:
            raise RuleError(NOT_DAMAGED(card=self.card, name=name(state, self.player), cards=commas(cards)))

    def answer(self, state: State) -> None:
        player = state.players[self.player]
        owned = next(o for o in player.empire if o.uid == self.card)
        owned.damaged = False
        tell(state, self.player, TURN_UP(card=owned.card.said), "repair")
        settle_one(state, self.decision(state))

    def describe(self, state: State) -> Msg:
        card = next(o.card for o in state.players[self.player].empire if o.uid == self.card)
        return REPAIRED(name=name(state, self.player), card=card.said)


ACTIONS: tuple[type[Action], ...] = (EnterDice, RerollDie, KeepDice, DamageCard, DiscardArmy, RepairCard)
