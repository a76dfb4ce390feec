"""Storing an empire card face down (Explore, Cripta Ship, Zori Dramatists), and which deck a card may come from."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from companion.core.errors import RuleError
from companion.taw import derived, face_up, rulebook
from companion.taw.cards import TRIBES, EmpireCard
from companion.taw.data import board
from companion.taw.moves.plan import Plan
from companion.taw.scoring_rules import printed_requirement_abilities
from companion.taw.state import OwnedEmpire, State
from companion.words import Msg, refusal, text
from companion.words.amounts import amount

Source = Literal["drawn", "row", "c_deck"]

WRONG_DECK = refusal("wrong_deck", "{what}: {card} is a deck {deck} card, but {place} holds deck {wanted} cards")
C_DECK = text("taw.place.c_deck", "the empire C deck")
ROW_IN_ROUND = text("taw.place.row_in_round", "the empire row in round {round}")
UNKNOWN_TRIBE = refusal("requires_unknown_tribe", "{card} requires banners of {tribes}; the tribes are {known}")
REQUIRES_MISSING = refusal("requires_missing", "{card} scores with the banners printed on it: enter them as requires "
                           "(tribe and count, e.g. 3 red and 1 green) before gaining the card")
DRAWN = text("taw.did.drawn", "of {drawn} drawn")
DRAWN_BONUS = text("taw.did.drawn_bonus", "of {drawn} drawn, {bonus} by explore bonus")
STORED = text("taw.did.stored", "stored {card}")
STORED_WHY = text("taw.did.stored_why", "stored {card} ({why})")
STORED_ROW = text("taw.did.stored_row", "stored {card} from the empire row")
STORED_ROW_WHY = text("taw.did.stored_row_why", "stored {card} from the empire row ({why})")
STORED_C = text("taw.did.stored_c_deck", "stored {card} from the empire C deck")
STORED_C_WHY = text("taw.did.stored_c_deck_why", "stored {card} from the empire C deck ({why})")
#: How a stored card is said by where it came from, without and with a reason.
STORED_FROM = {"drawn": (STORED, STORED_WHY), "row": (STORED_ROW, STORED_ROW_WHY), "c_deck": (STORED_C, STORED_C_WHY)}
BOTH = text("taw.did.notes", "{first}; {second}")
#: The table note of a stored card, by where it came from.
STORE_NOTE = {"drawn": text("taw.table.store", "store {card} face down, bottom left of your board"),
              "row": text("taw.table.store_row",
                          "store {card} from the empire row face down, bottom left of your board"),
              "c_deck": text("taw.table.store_c_deck",
                             "store {card} from the C deck face down, bottom left of your board")}
DISCARD = text("taw.table.discard_drawn", "discard the other {cards} drawn")
#: What checks a stored card, in a refusal ("Storing: Palace is a deck B card ...").
STORING = text("taw.what.storing", "Storing")


class ExploreChoice(BaseModel):
    """The card an Explore action stores and where it came from (Explore).

    ``drawn``: from the cards drawn off the current empire deck (5 plus explore bonuses); ``row``: the
    empire card row; ``c_deck``: the face-up empire C deck.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    card: EmpireCard
    source: Source = "drawn"


def current_deck(state: State) -> Literal["A", "B"]:
    """The empire deck in use this round: A in rounds 1-3, B from round 4 (Prepare)."""
    return board().round_info(max(state.round, 1)).empire_deck


def check_deck(state: State, card: EmpireCard, *, c_deck: bool, what: str | Msg) -> None:
    """A card from the row or drawn must be from the current deck; one from the C deck must be a C card."""
    wanted = "C" if c_deck else current_deck(state)
    if card.deck != wanted:
        place = C_DECK() if c_deck else ROW_IN_ROUND(round=state.round)
        raise RuleError(WRONG_DECK(what=what, card=card.said, deck=card.deck, place=place, wanted=wanted),
                        rule=rulebook.PREPARE())


def check_requires(card: EmpireCard) -> None:
    """A card that scores with banners printed on it (Hall of War, Trade City) needs them entered as ``requires``,
    else it could never score; ``requires`` names real tribes."""
    unknown = sorted(set(card.requires) - set(TRIBES))
    if unknown:
        raise RuleError(UNKNOWN_TRIBE(card=card.said, tribes=unknown, known=list(TRIBES)))
    if card.ability in printed_requirement_abilities() and not any(card.requires.values()):
        raise RuleError(REQUIRES_MISSING(card=card.said), rule=rulebook.CLARIFICATION(card=card.said))


def check_card(state: State, card: EmpireCard, *, c_deck: bool, what: str | Msg) -> None:
    """An empire card entered from the table (built or stored): from the right deck, its printed requirement given."""
    check_deck(state, card, c_deck=c_deck, what=what)
    check_requires(card)


def draw_count(plan: Plan) -> tuple[int, int]:
    """Cards drawn when exploring: the rulebook's 5 and the explore bonus of owned cards."""
    return board().costs.explore_draw, derived.explore_bonus(plan.player, exploring=True)


@lru_cache(maxsize=256)
def drawn_words(n: int, noun: str, bonus: int) -> Msg:
    """How many cards (``noun``) were drawn, and how many of them by explore bonus: ``of 6 cards drawn, 1 by explore
    bonus``. Remembered, like :func:`~companion.words.amounts.amount` (a frozen message of three values): every
    explore and expand the legality check judges says it."""
    drawn = amount(n, noun)
    return DRAWN_BONUS(drawn=drawn, bonus=bonus) if bonus else DRAWN(drawn=drawn)


def plan_store(plan: Plan, choice: ExploreChoice, why: str | Msg = "") -> None:
    """Check and queue storing ``choice.card`` face down by the player board (``why``: the card that lets it)."""
    check_card(plan.state, choice.card, c_deck=choice.source == "c_deck", what=STORING())
    state, player, card = plan.state, plan.player, choice.card
    notes: list[str | Msg] = [why] if why else []
    if choice.source == "drawn":
        base, bonus = draw_count(plan)
        notes.append(drawn_words(base + bonus, "card", bonus))
    plain, reasoned = STORED_FROM[choice.source]
    plan.on_table("card_action", STORE_NOTE[choice.source], card=card.said)
    if choice.source == "drawn":
        plan.on_table("explore_bonus", DISCARD, cards=amount(sum(draw_count(plan)) - 1, "card"))

    def store() -> None:
        player.stored.append(OwnedEmpire(uid=state.new_uid(), card=card))
        if choice.source == "row":
            face_up.take_from_row(state, "empire", card)

    if notes:
        plan.do(store, reasoned, card=card.said,
                why=BOTH(first=notes[0], second=notes[1]) if len(notes) == 2 else notes[0])
    else:
        plan.do(store, plain, card=card.said)
