"""Storing an empire card face down (Explore, Cripta Ship, Zori Dramatists), and which deck a card may come from."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from companion.core.errors import RuleError
from companion.taw import derived
from companion.taw.cards import EmpireCard
from companion.taw.data import board
from companion.taw.moves.plan import Plan, count
from companion.taw.state import OwnedEmpire, State

Source = Literal["drawn", "row", "c_deck"]


class ExploreChoice(BaseModel):
    """The card an Explore action stores and where it came from (Explore).

    ``drawn``: from the cards drawn off the current empire deck (5 plus explore bonuses); ``row``: the
    empire card row; ``c_deck``: the face-up empire C deck.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    card: EmpireCard
    source: Source = "drawn"


def current_deck(state: State) -> str:
    """The empire deck in use this round: A in rounds 1-3, B from round 4 (Prepare)."""
    return board().round_info(max(state.round, 1)).empire_deck


def check_deck(state: State, card: EmpireCard, *, c_deck: bool, what: str) -> None:
    """A card from the row or drawn must be from the current deck; one from the C deck must be a C card."""
    wanted = "C" if c_deck else current_deck(state)
    if card.deck != wanted:
        place = "the empire C deck" if c_deck else f"the empire row in round {state.round}"
        raise RuleError("wrong_deck", f"{what}: {card.label} is a deck {card.deck} card, but {place} holds "
                                      f"deck {wanted} cards", rule="Prepare")


def draw_count(plan: Plan) -> tuple[int, int]:
    """Cards drawn when exploring: the rulebook's 5 and the explore bonus of owned cards."""
    return board().costs.explore_draw, derived.explore_bonus(plan.player, exploring=True)


def plan_store(plan: Plan, choice: ExploreChoice, why: str = "") -> None:
    """Check and queue storing ``choice.card`` face down by the player board."""
    check_deck(plan.state, choice.card, c_deck=choice.source == "c_deck", what="Storing")
    state, player, card = plan.state, plan.player, choice.card
    notes = [why] if why else []
    if choice.source == "drawn":
        base, bonus = draw_count(plan)
        notes.append(f"of {count(base + bonus, 'card')} drawn" + (f", {bonus} by explore bonus" if bonus else ""))
        text = f"stored {card.label}"
    else:
        text = f"stored {card.label} from the " + ("empire row" if choice.source == "row" else "empire C deck")
    text += f" ({'; '.join(notes)})" if notes else ""

    def store() -> None:
        player.stored.append(OwnedEmpire(uid=state.new_uid(), card=card))

    plan.do(store, text)
