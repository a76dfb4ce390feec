"""The moves of the Through the Ages first round, each with verify/apply/describe and its rulebook text.

People take cards and end their action phase; the end-of-turn steps and the hand-over to the next
player are automatic (``automatic_only``), so the log shows each step with a sentence and
``explanation()`` gives the rulebook's words for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from companion.core.action import Action, Correction
from companion.core.errors import RuleError
from companion.tta.rules import StepId, TeachingKey, catalog, first_round
from companion.tta.state import PlayerBoard, Technology, TtaState, Wonder, yield_of

RULE_TAKING = "Action Phase: Taking Cards"
RULE_LEADERS = "Age A Cards: Leaders"
RULE_WONDERS = "Age A Cards: Wonders"
_TAKE_TEACHING: dict[str, TeachingKey] = {
    "leader": "take_leader",
    "wonder": "take_wonder",
    "action": "take_action",
}


def plural(count: int, word: str) -> str:
    """``1 civil action`` / ``2 civil actions``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def slot_cost(slot: int) -> int:
    """Civil actions depicted under a card-row slot (1-based)."""
    return first_round().card_row_costs[slot - 1]


def take_cost(board: PlayerBoard, slot: int, card_name: str) -> int:
    """What ``board``'s player pays to take ``card_name`` from ``slot``: a wonder costs 1 more per built wonder."""
    extra = board.completed_wonders() if catalog().card(card_name).kind == "wonder" else 0
    return slot_cost(slot) + extra


class TtaAction(Action):
    """A first-round move by (or for) the player in seat ``player`` (0 = starting player)."""

    player: int = Field(ge=0)

    def explanation(self) -> str:
        """The rulebook's explanation of this move, for a UI to show beside it."""
        raise NotImplementedError(f"{type(self).__name__}.explanation")

    def board(self, state: TtaState) -> PlayerBoard:
        """The board of the acting player."""
        return state.players[self.player]

    def check_turn(self, state: TtaState, phase: Literal["actions", "end_of_turn"]) -> None:
        """Raise unless it is this player's turn and the round is in ``phase``."""
        count = len(state.players)
        if self.player >= count:
            raise RuleError(
                "unknown_player", f"There are {count} players (seats 0 to {count - 1}); no seat {self.player}"
            )
        if state.phase == "over":
            raise RuleError("round_over", "Round one is over: every player has taken a turn")
        if self.player != state.current:
            raise RuleError("not_your_turn", f"It is {state.player.name}'s turn, not {self.board(state).name}'s")
        if state.phase != phase:
            which = "action phase" if phase == "actions" else "end-of-turn sequence"
            raise RuleError("wrong_phase", f"{state.player.name} is not in the {which} now")


class TakeCard(TtaAction):
    """Take the card in card-row ``slot`` (1-based) by paying its civil actions; ``card`` names it."""

    type: Literal["take_card"] = "take_card"
    slot: int
    card: str

    def verify(self, state: TtaState) -> None:
        self.check_turn(state, "actions")
        slots = len(state.card_row)
        if not 1 <= self.slot <= slots:
            raise RuleError("no_such_slot", f"The card row has slots 1 to {slots}; there is no slot {self.slot}")
        present = state.card_row[self.slot - 1]
        if present is None:
            raise RuleError("slot_empty", f"Slot {self.slot} is empty: its card was already taken", rule=RULE_TAKING)
        if present != self.card:
            raise RuleError("card_not_in_slot", f"Slot {self.slot} holds {present}, not {self.card}")
        board = self.board(state)
        card = catalog().card(self.card)
        if card.kind == "leader" and card.age in board.leader_ages:
            raise RuleError(
                "leader_same_age",
                f"{board.name} already took an Age {card.age} leader; no one may take 2 leaders from the same age",
                rule=RULE_LEADERS,
            )
        unfinished = board.unfinished_wonder()
        if card.kind == "wonder" and unfinished is not None:
            raise RuleError(
                "unfinished_wonder",
                f"{board.name} already has 1 unfinished wonder ({unfinished}); only 1 may be in play",
                rule=RULE_WONDERS,
            )
        cost = take_cost(board, self.slot, self.card)
        if cost > board.civil_available:
            built = board.completed_wonders() if card.kind == "wonder" else 0
            why = f" (slot {self.slot}: {slot_cost(self.slot)}, +1 per built wonder: {built})" if built else ""
            raise RuleError(
                "not_enough_civil_actions",
                f"Taking {self.card} costs {plural(cost, 'civil action')}{why}; you have {board.civil_available} left",
                rule=RULE_TAKING,
            )

    def apply(self, state: TtaState) -> None:
        board = self.board(state)
        cost = take_cost(board, self.slot, self.card)
        board.civil_available -= cost
        board.civil_spent += cost
        card = catalog().card(self.card)
        if card.kind == "wonder":
            board.wonders.append(Wonder(name=self.card))
        else:
            board.hand.append(self.card)
        if card.kind == "leader":
            board.leader_ages.append(card.age)
        state.card_row[self.slot - 1] = None

    def describe(self, state: TtaState) -> str:
        board = self.board(state)
        cost = take_cost(board, self.slot, self.card)
        kind = catalog().card(self.card).kind
        where = "into play as an unfinished wonder" if kind == "wonder" else f"to {board.name}'s hand"
        left = board.civil_available - cost
        return (
            f"{board.name} takes {self.card} ({kind}) from slot {self.slot} for {plural(cost, 'civil action')} "
            f"({left} left); it goes {where}"
        )

    def explanation(self) -> str:
        return first_round().teaching[_TAKE_TEACHING[catalog().card(self.card).kind]]


def refusal(state: TtaState, action: Action) -> RuleError | None:
    """Why ``action`` is not legal in ``state``, or None when it is."""
    try:
        action.verify(state)
    except RuleError as exc:
        return exc
    return None


def takeable_cards(state: TtaState) -> list[TakeCard]:
    """Every card the current player may take now, in slot order."""
    takes = [
        TakeCard(player=state.current, slot=slot, card=card)
        for slot, card in enumerate(state.card_row, start=1)
        if card is not None
    ]
    return [take for take in takes if refusal(state, take) is None]


class _EndActionPhaseBase(TtaAction):
    """Shared effect of ending the action phase: the end-of-turn sequence starts."""

    def verify(self, state: TtaState) -> None:
        self.check_turn(state, "actions")

    def apply(self, state: TtaState) -> None:
        state.phase = "end_of_turn"
        state.step = 0


class EndActionPhase(_EndActionPhaseBase):
    """The player is done taking cards (unused civil actions stay unused)."""

    type: Literal["end_action_phase"] = "end_action_phase"

    def describe(self, state: TtaState) -> str:
        board = self.board(state)
        return f"{board.name} ends the action phase with {plural(board.civil_available, 'civil action')} unused"

    def explanation(self) -> str:
        return first_round().teaching["end_action_phase"]


class ActionPhaseExhausted(_EndActionPhaseBase):
    """Automatic: the player can take no card (no civil action left, or none affordable and allowed)."""

    type: Literal["action_phase_exhausted"] = "action_phase_exhausted"
    automatic_only = True

    def verify(self, state: TtaState) -> None:
        super().verify(state)
        left = takeable_cards(state)
        if left:
            raise RuleError("cards_still_takeable", f"{self.board(state).name} can still take {len(left)} cards")

    def describe(self, state: TtaState) -> str:
        board = self.board(state)
        if board.civil_available == 0:
            return f"{board.name} has no civil action left, so the action phase ends"
        return (
            f"{board.name} has {plural(board.civil_available, 'civil action')} left but no card that may be taken "
            "with them, so the action phase ends"
        )

    def explanation(self) -> str:
        return first_round().teaching["action_phase_exhausted"]


def _production(board: PlayerBoard, technology_type: str) -> list[tuple[Technology, int]]:
    """Blue tokens each farm or mine receives: one per worker, as long as the blue bank has tokens."""
    bank = board.blue_bank
    moves = []
    for tech in board.technologies_of(technology_type):
        moved = min(tech.workers, bank)
        bank -= moved
        moves.append((tech, moved))
    return moves


class EndOfTurnStep(TtaAction):
    """Automatic: one step of the end-of-turn sequence, performed or skipped as the first round says."""

    type: Literal["end_of_turn_step"] = "end_of_turn_step"
    step: StepId
    automatic_only = True

    def verify(self, state: TtaState) -> None:
        self.check_turn(state, "end_of_turn")
        steps = first_round().end_of_turn
        due = steps[state.step].id if state.step < len(steps) else None
        if self.step != due:
            raise RuleError("wrong_step", f"The end-of-turn step due is {due}, not {self.step}")

    def apply(self, state: TtaState) -> None:
        if first_round().step(self.step).round_one == "perform":
            STEP_EFFECTS[self.step](self.board(state))
        state.step += 1

    def describe(self, state: TtaState) -> str:
        board = self.board(state)
        step = first_round().step(self.step)
        if step.round_one == "skip":
            return f"{board.name}: {step.title} is skipped. {step.skip_reason}"
        if self.step == "score_science_culture":
            return f"{board.name} scores {_points(board, 'science')} and {_points(board, 'culture')}"
        if self.step in _PRODUCED_BY:
            moves = _production(board, _PRODUCED_BY[self.step])
            total = sum(m for _, m in moves)
            onto = ", ".join(f"{m} onto {t.name}" for t, m in moves)
            good: Literal["food", "resources"] = "food" if self.step == "food_production" else "resources"
            value = sum(m * yield_of(t.name, good) for t, m in moves)
            amount = f"{value} food" if good == "food" else plural(value, "resource")
            return (
                f"{board.name} produces {amount}: {plural(total, 'blue token')} move from the blue bank "
                f"({board.blue_bank} to {board.blue_bank - total}), {onto}"
            )
        government = first_round().starting_board.government
        return (
            f"{board.name} resets actions: all white and red tokens go back onto {board.government}, "
            f"{plural(government.civil_actions, 'civil action')} and "
            f"{plural(government.military_actions, 'military action')} for the next turn"
        )

    def explanation(self) -> str:
        return first_round().step(self.step).explanation


_PRODUCED_BY: dict[str, str] = {"food_production": "farm", "resource_production": "mine"}


def _points(board: PlayerBoard, kind: Literal["science", "culture"]) -> str:
    """How the science or culture points counter moves: ``science points 0 to 1 (science rating 1)``."""
    before, rating = getattr(board, f"{kind}_points"), board.rating(kind)
    moved = f"{before} to {before + rating}" if rating else f"stay at {before}"
    return f"{kind} points {moved} ({kind} rating {rating})"


def _score(board: PlayerBoard) -> None:
    """Science and culture points move ahead by the science and culture ratings."""
    board.science_points += board.rating("science")
    board.culture_points += board.rating("culture")


def _produce(technology_type: str) -> Callable[[PlayerBoard], None]:
    """Food or resource production: blue tokens move from the blue bank onto each farm or mine."""

    def effect(board: PlayerBoard) -> None:
        for tech, moved in _production(board, technology_type):
            tech.blue += moved
            board.blue_bank -= moved

    return effect


def _reset_actions(board: PlayerBoard) -> None:
    """All white and red tokens go back onto the government card."""
    government = first_round().starting_board.government
    board.civil_available = government.civil_actions
    board.military_available = government.military_actions
    board.civil_spent = board.civil_unavailable = board.military_unavailable = 0


#: What each performable end-of-turn step does to the player's board.
STEP_EFFECTS: dict[str, Callable[[PlayerBoard], None]] = {
    "score_science_culture": _score,
    **{step: _produce(technology_type) for step, technology_type in _PRODUCED_BY.items()},
    "reset_actions": _reset_actions,
}


class PassTurn(TtaAction):
    """Automatic: the turn passes to ``next_player``, or round one ends when it is None."""

    type: Literal["pass_turn"] = "pass_turn"
    next_player: int | None
    automatic_only = True

    def verify(self, state: TtaState) -> None:
        self.check_turn(state, "end_of_turn")
        if state.step < len(first_round().end_of_turn):
            raise RuleError("end_of_turn_unfinished", f"{state.player.name}'s end-of-turn sequence is not finished")
        due = self.player + 1 if self.player + 1 < len(state.players) else None
        if self.next_player != due:
            raise RuleError("wrong_next_player", f"After seat {self.player} comes {due}, not {self.next_player}")

    def apply(self, state: TtaState) -> None:
        state.step = 0
        if self.next_player is None:
            state.phase = "over"
        else:
            state.current = self.next_player
            state.phase = "actions"

    def describe(self, state: TtaState) -> str:
        name = self.board(state).name
        if self.next_player is None:
            return f"{name}'s turn is over, and so is round one: every player has taken a turn"
        following = state.players[self.next_player]
        return (
            f"{name}'s turn is over; {following.name} is next with {plural(following.civil_available, 'civil action')}"
        )

    def explanation(self) -> str:
        return first_round().teaching["round_over" if self.next_player is None else "next_player"]


TtaMove = Annotated[
    TakeCard | EndActionPhase | ActionPhaseExhausted | EndOfTurnStep | PassTurn | Correction,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter[TtaMove] = TypeAdapter(TtaMove)


def explain(action: Action) -> str | None:
    """The rulebook explanation of a logged action (None for a manual correction)."""
    return action.explanation() if isinstance(action, TtaAction) else None
