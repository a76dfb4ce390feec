"""Entering a card the table shows face up (a titan deck's top, an empire or military row card): any time, by anyone.

It records what lies on the table, so it takes no turn, is allowed while a decision waits, moves nothing on the table
and keeps the table notes of the last move; like every action it is logged and undone. The slots are
``companion.taw.face_up``'s.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import face_up, rulebook
from companion.taw.cards import EmpireCard, MilitaryCard, TitanCard
from companion.taw.moves.storing import check_card
from companion.taw.state import State
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

RULE = rulebook.SETUP()
GAME_OVER = refusal("game_over_face_up", "The game is over; the face-up cards are no longer needed")
ALREADY_EMPTY = refusal("slot_already_empty", "{slot} is already entered as having no card")
WRONG_KIND = refusal("wrong_card_kind", "{slot} shows {wanted}, not {given}")
ALREADY_SHOWN = refusal("card_already_shown", "{slot} already shows {card}")
WRONG_TITAN_DECK = refusal("wrong_titan_deck", "{slot} shows {deck}-star titans; this titan has {stars}")
#: A kind of card in the plural ("empire cards").
CARDS = {"titan": text("taw.cards.titan", "titan cards"), "empire": text("taw.cards.empire", "empire cards"),
         "military": text("taw.cards.military", "military cards")}
#: The log entry of each kind of slot: its deck's stars or its place in the row, and the card now there.
SHOWN = {"titan": text("taw.log.face_up_titan", "Face-up {n}-star titan deck: {card}{was}"),
         "empire": text("taw.log.face_up_empire", "Face-up empire row card {n}: {card}{was}"),
         "military": text("taw.log.face_up_military", "Face-up military row card {n}: {card}{was}")}
WAS = text("taw.log.face_up_was", " (was {card})")
NO_CARD = text("taw.log.no_card", "no card")


class ShowCard(Action):
    """The card now face up in ``slot`` (``titan-1``, ``empire-3``, ``military-2``) by its printed symbols, replacing
    what was entered there (a mistake fixed); no ``card``: no card is there (taken, or the deck ran out)."""

    type: Literal["show_card"] = "show_card"
    slot: str
    card: Annotated[TitanCard | EmpireCard | MilitaryCard, Field(discriminator="kind")] | None = None

    def verify(self, state: State) -> None:
        if state.phase == "over":
            raise RuleError(GAME_OVER())
        slot = face_up.find(state, self.slot)
        card = self.card
        if card is None:
            if slot.empty:
                raise RuleError(ALREADY_EMPTY(slot=slot.said))
            return
        if card.kind != slot.kind:
            raise RuleError(WRONG_KIND(slot=slot.said, wanted=CARDS[slot.kind](), given=CARDS[card.kind]()), rule=RULE)
        if card == slot.card:
            raise RuleError(ALREADY_SHOWN(slot=slot.said, card=card.said))
        if isinstance(card, TitanCard) and f"titan-{card.stars}" != slot.id:
            raise RuleError(WRONG_TITAN_DECK(slot=slot.said, deck=int(slot.id.removeprefix("titan-")),
                                             stars=amount(card.stars, "star")), rule=RULE)
        if isinstance(card, EmpireCard):
            check_card(state, card, c_deck=False, what=slot.said)

    def apply(self, state: State) -> None:
        face_up.put(state, self.slot, self.card)

    def describe(self, state: State) -> Msg:
        slot = face_up.find(state, self.slot)
        was = WAS(card=slot.card.said) if slot.card is not None else None
        number = int(slot.id.rsplit("-", 1)[1])
        return SHOWN[slot.kind](n=number, card=NO_CARD() if self.card is None else self.card.said, was=was)
