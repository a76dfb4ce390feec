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
from companion.core.words import plural
from companion.taw import face_up
from companion.taw.cards import EmpireCard, MilitaryCard, TitanCard
from companion.taw.moves.storing import check_card
from companion.taw.state import State

RULE = "Setup"


class ShowCard(Action):
    """The card now face up in ``slot`` (``titan-1``, ``empire-3``, ``military-2``) by its printed symbols, replacing
    what was entered there (a mistake fixed); no ``card``: no card is there (taken, or the deck ran out)."""

    type: Literal["show_card"] = "show_card"
    slot: str
    card: Annotated[TitanCard | EmpireCard | MilitaryCard, Field(discriminator="kind")] | None = None

    def verify(self, state: State) -> None:
        if state.phase == "over":
            raise RuleError("game_over", "The game is over; the face-up cards are no longer needed")
        slot = face_up.find(state, self.slot)
        card = self.card
        if card is None:
            if slot.empty:
                raise RuleError("slot_already_empty", f"{slot.label} is already entered as having no card")
            return
        if card.kind != slot.kind:
            raise RuleError("wrong_card_kind", f"{slot.label} shows {slot.kind} cards, not {card.kind} cards",
                            rule=RULE)
        if card == slot.card:
            raise RuleError("card_already_shown", f"{slot.label} already shows {card.label}")
        if isinstance(card, TitanCard) and f"titan-{card.stars}" != slot.id:
            raise RuleError("wrong_titan_deck", f"{slot.label} shows {slot.id.removeprefix('titan-')}-star titans; "
                            f"this titan has {plural(card.stars, 'star')}", rule=RULE)
        if isinstance(card, EmpireCard):
            check_card(state, card, c_deck=False, what=slot.label)

    def apply(self, state: State) -> None:
        face_up.put(state, self.slot, self.card)

    def describe(self, state: State) -> str:
        slot = face_up.find(state, self.slot)
        was = f" (was {slot.card.label})" if slot.card is not None else ""
        where = slot.label[:1].lower() + slot.label[1:]
        return f"Face-up {where}: {'no card' if self.card is None else self.card.label}{was}"
