"""The Through the Ages first-round game kind: automation, legal actions, pending decisions and card offers.

``KIND`` plugs into :class:`companion.core.game.Game`. For a teaching UI, ``decision(state)`` says who
must decide what, with the rulebook's explanation, and ``offers(state)`` tells for every card-row slot
what it costs the current player and, when it cannot be taken, why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, TypeAdapter

from companion.core.action import Action
from companion.tta.actions import (
    ACTION_ADAPTER,
    ActionPhaseExhausted,
    EndActionPhase,
    EndOfTurnStep,
    PassTurn,
    TakeCard,
    refusal_of,
    take_cost,
    takeable_cards,
)
from companion.tta.rules import CardKind, catalog, first_round, teaching
from companion.tta.state import PlayerBoard, TtaSetup, TtaState, new_state
from companion.words import N_, Msg, text
from companion.words.amounts import amount

PROMPT = text("tta.prompt.action_phase", "{name} has {actions} left: take a card from the card row or end the action "
                                         "phase")


class Offer(BaseModel):
    """One card-row slot as the current player sees it: the card, its cost, and why it is refused if it is."""

    model_config = ConfigDict(frozen=True)

    slot: int
    card: str | None
    kind: CardKind | None
    cost: int | None
    refusal_code: str | None = None
    refusal: Msg | None = None

    @property
    def takeable(self) -> bool:
        """True when the current player may take this card now."""
        return self.card is not None and self.refusal_code is None


@dataclass(frozen=True)
class Decision:
    """What a person must decide now, with the rulebook's explanation and the legal choices."""

    player: int
    prompt: Msg
    explanation: Msg
    actions: list[Action]


def offers(state: TtaState) -> list[Offer]:
    """Every card-row slot with its cost for the current player and the refusal, if any."""
    rows = []
    for slot, card in enumerate(state.card_row, start=1):
        if card is None:
            rows.append(Offer(slot=slot, card=None, kind=None, cost=None))
            continue
        error = refusal_of(state, TakeCard(player=state.current, slot=slot, card=card))
        rows.append(
            Offer(
                slot=slot,
                card=card,
                kind=catalog().card(card).kind,
                cost=take_cost(state.player, slot, card),
                refusal_code=error.code if error else None,
                refusal=error.msg if error else None,
            )
        )
    return rows


def decision(state: TtaState) -> Decision | None:
    """The pending decision (the current player's action phase), or None once round one is over."""
    if state.phase != "actions":
        return None
    board = state.player
    return Decision(
        player=state.current,
        prompt=PROMPT(name=board.name, actions=amount(board.civil_available, "civil action")),
        explanation=teaching("action_phase"),
        actions=KIND.legal_actions(state),
    )


class TtaKind:
    """Through the Ages, first round (Antiquity): setup, automation and legal actions for the generic Game."""

    id = "through-the-ages"
    title = N_("Through the Ages: first round")
    setup_model = TtaSetup
    action_adapter: TypeAdapter[Any] = ACTION_ADAPTER
    figures = None

    def new_state(self, setup: TtaSetup) -> TtaState:
        return new_state(setup)

    def next_automatic(self, state: TtaState) -> Action | None:
        """End an action phase with nothing left to take, run the end-of-turn steps, then pass the turn."""
        if state.phase == "actions":
            return None if takeable_cards(state) else ActionPhaseExhausted(player=state.current)
        if state.phase == "end_of_turn":
            steps = first_round().end_of_turn
            if state.step < len(steps):
                return EndOfTurnStep(player=state.current, step=steps[state.step].id)
            following = state.current + 1
            return PassTurn(player=state.current, next_player=following if following < len(state.players) else None)
        return None

    def legal_actions(self, state: TtaState) -> list[Action]:
        """During an action phase: every card the current player may take, then ending the action phase."""
        if state.phase != "actions":
            return []
        return [*takeable_cards(state), EndActionPhase(player=state.current)]

    def is_over(self, state: TtaState) -> bool:
        return state.phase == "over"

    def players(self, state: TtaState) -> list[PlayerBoard]:
        return state.players

    def current_player(self, state: TtaState) -> int | None:
        return None if state.phase == "over" else state.current

    def final_scores(self, state: TtaState) -> None:
        """Only the first round is played: nothing is scored."""
        return None


KIND = TtaKind()
