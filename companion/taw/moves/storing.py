"""Storing an empire card face down (Explore, Cripta Ship, Zori Dramatists), and which deck a card may come from."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from companion.core.errors import RuleError
from companion.core.words import plural
from companion.taw import derived, face_up
from companion.taw.cards import TRIBES, EmpireCard
from companion.taw.data import board
from companion.taw.moves.plan import Plan
from companion.taw.scoring_rules import printed_requirement_abilities
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


def current_deck(state: State) -> Literal["A", "B"]:
    """The empire deck in use this round: A in rounds 1-3, B from round 4 (Prepare)."""
    return board().round_info(max(state.round, 1)).empire_deck


def check_deck(state: State, card: EmpireCard, *, c_deck: bool, what: str) -> None:
    """A card from the row or drawn must be from the current deck; one from the C deck must be a C card."""
    wanted = "C" if c_deck else current_deck(state)
    if card.deck != wanted:
        place = "the empire C deck" if c_deck else f"the empire row in round {state.round}"
        raise RuleError("wrong_deck", f"{what}: {card.label} is a deck {card.deck} card, but {place} holds "
                                      f"deck {wanted} cards", rule="Prepare")


def check_requires(card: EmpireCard) -> None:
    """A card that scores with banners printed on it (Hall of War, Trade City) needs them entered as ``requires``,
    else it could never score; ``requires`` names real tribes."""
    unknown = sorted(set(card.requires) - set(TRIBES))
    if unknown:
        raise RuleError("requires_unknown_tribe", f"{card.label} requires banners of {', '.join(unknown)}; the tribes "
                        f"are {', '.join(TRIBES)}")
    if card.ability in printed_requirement_abilities() and not any(card.requires.values()):
        raise RuleError("requires_missing", f"{card.label} scores with the banners printed on it: enter them as "
                        "requires (tribe and count, e.g. 3 red and 1 green) before gaining the card",
                        rule=f"Card Clarifications: {card.label}")


def check_card(state: State, card: EmpireCard, *, c_deck: bool, what: str) -> None:
    """An empire card entered from the table (built or stored): from the right deck, its printed requirement given."""
    check_deck(state, card, c_deck=c_deck, what=what)
    check_requires(card)


def draw_count(plan: Plan) -> tuple[int, int]:
    """Cards drawn when exploring: the rulebook's 5 and the explore bonus of owned cards."""
    return board().costs.explore_draw, derived.explore_bonus(plan.player, exploring=True)


def plan_store(plan: Plan, choice: ExploreChoice, why: str = "") -> None:
    """Check and queue storing ``choice.card`` face down by the player board."""
    check_card(plan.state, choice.card, c_deck=choice.source == "c_deck", what="Storing")
    state, player, card = plan.state, plan.player, choice.card
    notes = [why] if why else []
    if choice.source == "drawn":
        base, bonus = draw_count(plan)
        notes.append(f"of {plural(base + bonus, 'card')} drawn" + (f", {bonus} by explore bonus" if bonus else ""))
        text = f"stored {card.label}"
    else:
        text = f"stored {card.label} from the " + ("empire row" if choice.source == "row" else "empire C deck")
    text += f" ({'; '.join(notes)})" if notes else ""
    origin = {"drawn": "", "row": " from the empire row", "c_deck": " from the C deck"}[choice.source]
    plan.on_table(f"store {card.label}{origin} face down, bottom left of your board", "card_action")
    if choice.source == "drawn":
        plan.on_table(f"discard the other {plural(sum(draw_count(plan)) - 1, 'card')} drawn", "explore_bonus")

    def store() -> None:
        player.stored.append(OwnedEmpire(uid=state.new_uid(), card=card))
        if choice.source == "row":
            face_up.take_from_row(state, "empire", card)

    plan.do(store, text)
