"""Attacking a titan (Player Actions, b): target, paid armies, attack value, taking the titan, then its dice.

The rulebook only lets a player attack when their attack meets the titan's defence, so an attack that
falls short is refused with the numbers and changes nothing (no coins are paid, no dice are rolled).
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations
from typing import Literal

from pydantic import NonNegativeInt

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import derived, examples, face_up, rulebook
from companion.taw.cards import MilitarySymbols, TitanCard
from companion.taw.data import board
from companion.taw.effects import finish_turn, pay, require_resources, require_turn
from companion.taw.phases.damage import queue_spoils, require_army, roll_for, titan_said
from companion.taw.phases.decisions import name, note_tracks, start_group, tell, tracks
from companion.taw.said import ands, commas
from companion.taw.state import Army, OwnedTitan, Player, State
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

RULE = rulebook.ATTACK_A_TITAN()
#: What the attack was worth: every sword and arrow, or only the swords against a sword-only titan.
COUNTED = {False: text("taw.attack.swords_and_arrows", "swords and arrows"),
           True: text("taw.attack.swords_only", "swords only")}
UNCLEAR = refusal("attack_target_unclear", "Name one target: a titan deck's top card or a threatening titan's uid")
NOT_A_DECK = refusal("not_a_deck_titan", "The titan decks hold {decks} titans; this card has {has}")
DECK_STARS = text("taw.attack.deck_stars", "{stars}-star")
DECK_STARS_OPEN = text("taw.attack.deck_stars_open", "{stars}-")
NO_TITAN = refusal("no_such_titan", "No player board holds a threatening titan #{titan}")
NEEDS_ARMY = refusal("attack_needs_army", "An attack needs at least one paid military card; card swords and arrows "
                     "alone cannot attack")
LISTED_TWICE = refusal("army_listed_twice", "Each army can be paid once per attack; got {armies}")
ALREADY_USED = refusal("army_already_used", "{army} has coins on its name area: it was used this round")
TOO_WEAK = refusal("attack_too_weak", "Attack {value} ({counted}) is below {titan}'s defence {defence}")
THIS_ATTACK = text("taw.attack.this_attack", "This attack")
ON_NAME = text("taw.note.coins_on_name", "{coins} on the name area of {army}")
SWORDS_BOUGHT = text("taw.note.swords_bought", "return {ambrosia} for {swords}")
TAKE_FROM_DECK = text("taw.note.titan_from_deck", "take {titan} from the {stars}-star deck to your districts row")
NEXT_TITAN = text("taw.note.next_titan", "turn the next titan of the {stars}-star deck face up")
TAKE_FROM_OWN = text("taw.note.titan_from_own_board", "take {titan} from your own board to your districts row")
TAKE_FROM_BOARD = text("taw.note.titan_from_board", "take {titan} from {owner}'s board to your districts row")
TAKE_AMBROSIA = text("taw.note.ambrosia_from_titan", "take {ambrosia} from it")
RETURN_AMBROSIA = text("taw.note.ambrosia_on_titan_back", "return {ambrosia} on it to the supply")
PAID = text("taw.attack.paid", "{army} ({coins})")
DEFEATED = text("taw.log.defeated", "{name} defeated {titan} (defence {defence}) with {paid}: attack {value}")
DEFEATED_ON = text("taw.log.defeated_on", "{name} defeated {titan} on {owner}'s board (defence {defence}) with "
                   "{paid}: attack {value}")
WITH_SWORDS = text("taw.attack.with_swords", "{paid} and {swords}")


def army_symbols(army: Army) -> MilitarySymbols:
    """The active card's front symbols plus the legacy symbols of every retired card beneath it."""
    faces = [army.active.front, *(card.legacy for card in army.retired)]
    return MilitarySymbols(**{field: sum(getattr(f, field) for f in faces) for field in MilitarySymbols.model_fields})


def attack_value(state: State, seat: int, armies: list[Army], ambrosia_swords: int) -> tuple[int, int]:
    """Swords and arrows of one attack: the paid armies, the player's cards, Draft, this round's card actions
    (Bath House, Nomad Camp) and swords bought with ambrosia."""
    player = state.players[seat]
    symbols = [army_symbols(a) for a in armies]
    swords = (sum(s.swords for s in symbols) + derived.permanent_swords(player)
              + derived.draft_swords(player, state, seat) + derived.round_swords(player) + ambrosia_swords)
    arrows = sum(s.arrows for s in symbols) + derived.permanent_arrows(player) + derived.round_arrows(player)
    return swords, arrows


@cache
def example_titan(stars: int) -> TitanCard:
    """A plausible titan for a deck target or a titan draw in the legal actions, the same for the same stars
    (the table enters the real one's printed symbols)."""
    return examples.invent_titan(random.Random(stars), stars)


class Attack(Action):
    """Attack one titan: the top card of a titan deck (``card``: its printed symbols) or a threatening titan
    on any player board (``titan``: its uid), paying each army in ``armies`` one coin more than on its picture,
    and buying ``ambrosia_swords`` swords at 3 ambrosia each."""

    type: Literal["attack"] = "attack"
    player: int
    armies: list[int]
    card: TitanCard | None = None
    titan: int | None = None
    ambrosia_swords: NonNegativeInt = 0

    def _target(self, state: State) -> tuple[TitanCard, int | None]:
        """The titan attacked and the seat whose board it threatens (None for a deck)."""
        if (self.card is None) == (self.titan is None):
            raise RuleError(UNCLEAR(), rule=RULE)
        if self.card is not None:
            decks = face_up.titan_decks()
            if self.card.stars not in decks:
                held = ands([*(DECK_STARS_OPEN(stars=s) for s in decks[:-1]), DECK_STARS(stars=decks[-1])])
                raise RuleError(NOT_A_DECK(decks=held, has=amount(self.card.stars, "star")), rule=RULE)
            return self.card, None
        for seat, player in enumerate(state.players):
            if player.threat is not None and player.threat.uid == self.titan:
                return player.threat.card, seat
        raise RuleError(NO_TITAN(titan=self.titan), rule=RULE)

    def _armies(self, player: Player) -> list[Army]:
        if not self.armies:
            raise RuleError(NEEDS_ARMY(), rule=RULE)
        if len(set(self.armies)) != len(self.armies):
            raise RuleError(LISTED_TWICE(armies=commas(self.armies)), rule=RULE)
        owned = {a.uid: a for a in player.armies}
        chosen = []
        for uid in self.armies:
            require_army(player, uid)
            army = owned[uid]
            if army.used:
                raise RuleError(ALREADY_USED(army=army.active.said), rule=RULE)
            chosen.append(army)
        return chosen

    def verify(self, state: State) -> None:
        player = require_turn(state, self.player)
        card, _ = self._target(state)
        armies = self._armies(player)
        coins = sum(a.use_cost for a in armies)
        require_resources(player, THIS_ATTACK(), coins=coins,
                          ambrosia=self.ambrosia_swords * board().ambrosia_costs.sword)
        swords, arrows = attack_value(state, self.player, armies, self.ambrosia_swords)
        value = swords if card.sword_only else swords + arrows
        if value < card.defence:
            raise RuleError(TOO_WEAK(value=value, counted=COUNTED[card.sword_only](), titan=titan_said(card),
                                     defence=card.defence), rule=RULE)

    def apply(self, state: State) -> None:
        player = state.players[self.player]
        card, owner = self._target(state)
        armies = self._armies(player)
        start_group(state)
        before = tracks(player)
        for army in armies:
            cost = army.use_cost
            pay(player, coins=cost)
            army.coins_name += cost
            tell(state, self.player, ON_NAME(coins=amount(cost, "coin"), army=army.active.said), "coin")
        spent = self.ambrosia_swords * board().ambrosia_costs.sword
        pay(player, ambrosia=spent)
        if spent:
            tell(state, self.player, SWORDS_BOUGHT(ambrosia=amount(spent, "ambrosia"),
                                                   swords=amount(self.ambrosia_swords, "sword")), "ambrosia")
        if owner is None:
            player.titans.append(OwnedTitan(uid=state.new_uid(), card=card))
            tell(state, self.player, TAKE_FROM_DECK(titan=titan_said(card), stars=card.stars), "die_titan")
            tell(state, self.player, NEXT_TITAN(stars=card.stars), "die_titan")
            face_up.titan_taken(state, card.stars)
        else:
            self._take_threat(state, owner)
        note_tracks(state, self.player, before)
        symbols = [army_symbols(a) for a in armies]
        roll_for(state, self.player, card, source="attack")
        queue_spoils(state, self.player, loot=sum(s.loot for s in symbols), spy=sum(s.spy for s in symbols),
                     repair=sum(s.repair for s in symbols))
        finish_turn(state)

    def _take_threat(self, state: State, owner: int) -> None:
        """Move a threatening titan to the attacker's row, with its ambrosia up to its banners (none from your own)."""
        player, board_owner = state.players[self.player], state.players[owner]
        titan = board_owner.threat
        assert titan is not None
        board_owner.threat = None
        taken = 0 if owner == self.player else min(titan.ambrosia, len(titan.card.banners))
        player.ambrosia += taken
        took = (TAKE_FROM_OWN(titan=titan_said(titan.card)) if owner == self.player
                else TAKE_FROM_BOARD(titan=titan_said(titan.card), owner=board_owner.name))
        tell(state, self.player, took, "die_titan")
        kept = [TAKE_AMBROSIA(ambrosia=amount(taken, "ambrosia"))] if taken else []
        kept += [RETURN_AMBROSIA(ambrosia=amount(titan.ambrosia - taken, "ambrosia"))] if titan.ambrosia > taken else []
        if kept:
            tell(state, self.player, ands(kept), "ambrosia")
        titan.ambrosia = 0
        player.titans.append(titan)

    def describe(self, state: State) -> Msg:
        player = state.players[self.player]
        card, owner = self._target(state)
        armies = self._armies(player)
        swords, arrows = attack_value(state, self.player, armies, self.ambrosia_swords)
        value = swords if card.sword_only else swords + arrows
        paid = commas([PAID(army=a.active.said, coins=amount(a.use_cost, "coin")) for a in armies])
        if self.ambrosia_swords:
            paid = WITH_SWORDS(paid=paid, swords=amount(self.ambrosia_swords, "ambrosia sword"))
        said = {"name": player.name, "titan": titan_said(card), "defence": card.defence, "paid": paid, "value": value}
        return DEFEATED(**said) if owner is None else DEFEATED_ON(owner=name(state, owner), **said)


def legal_attacks(state: State) -> list[Action]:
    """The current player's legal attacks: every target (an example titan per deck) with every set of unused
    armies they can pay, buying just enough ambrosia swords when that is needed and affordable."""
    if state.phase != "actions" or state.pending or state.players[state.current].passed:
        return []
    seat = state.current
    player = state.players[seat]
    # (titan, uid of a threatening titan or None for the deck's top card)
    targets: list[tuple[TitanCard, int | None]] = [(p.threat.card, p.threat.uid) for p in state.players if p.threat]
    targets += [(example_titan(stars), None) for stars in face_up.titan_decks()]
    unused = [a for a in player.armies if not a.used]
    sword_cost = board().ambrosia_costs.sword
    found: list[Action] = []
    for size in range(1, len(unused) + 1):
        for armies in combinations(unused, size):
            coins = sum(a.use_cost for a in armies)
            if coins > player.coins:
                continue
            swords, arrows = attack_value(state, seat, list(armies), 0)
            for card, uid in targets:
                value = swords if card.sword_only else swords + arrows
                bought = max(0, card.defence - value)
                if bought * sword_cost <= player.ambrosia:
                    found.append(Attack(player=seat, armies=[a.uid for a in armies], ambrosia_swords=bought,
                                        titan=uid, card=None if uid is not None else card))
    return found


ACTIONS: tuple[type[Action], ...] = (Attack,)
