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
from companion.tta.rules import CardKind, StepId, TeachingKey, catalog, first_round, step_text, teaching
from companion.tta.state import PlayerBoard, Technology, TtaState, Wonder, yield_of
from companion.words import Msg, Text, refusal, text
from companion.words.amounts import amount

RULE_TAKING = text("tta.rule.taking", "Action Phase: Taking Cards")
RULE_LEADERS = text("tta.rule.leaders", "Age A Cards: Leaders")
RULE_WONDERS = text("tta.rule.wonders", "Age A Cards: Wonders")
_TAKE_TEACHING: dict[str, TeachingKey] = {
    "leader": "take_leader",
    "wonder": "take_wonder",
    "action": "take_action",
}
#: A card's kind in words.
KIND_NAMES: dict[CardKind, Text] = {
    "leader": text("tta.kind.leader", "leader"),
    "wonder": text("tta.kind.wonder", "wonder"),
    "action": text("tta.kind.action", "action"),
    "event": text("tta.kind.event", "event"),
    "technology": text("tta.kind.technology", "technology"),
    "government": text("tta.kind.government", "government"),
}
UNKNOWN_PLAYER = refusal("unknown_player", "There are {count} players (seats 0 to {last}); no seat {seat}")
ROUND_OVER = refusal("round_over", "Round one is over: every player has taken a turn")
NOT_YOUR_TURN = refusal("not_your_turn_tta", "It is {current}'s turn, not {player}'s")
WRONG_PHASE = refusal("wrong_phase_tta", "{name} is not in the {which} now")
ACTION_PHASE = text("tta.action_phase", "action phase")
END_OF_TURN = text("tta.end_of_turn", "end-of-turn sequence")
NO_SUCH_SLOT = refusal("no_such_slot_tta", "The card row has slots 1 to {slots}; there is no slot {slot}")
SLOT_EMPTY = refusal("slot_empty", "Slot {slot} is empty: its card was already taken")
CARD_NOT_IN_SLOT = refusal("card_not_in_slot", "Slot {slot} holds {present}, not {card}")
LEADER_SAME_AGE = refusal("leader_same_age", "{name} already took an Age {age} leader; no one may take 2 leaders from "
                                             "the same age")
UNFINISHED = refusal("unfinished_wonder", "{name} already has 1 unfinished wonder ({wonder}); only 1 may be in play")
NOT_ENOUGH = refusal("not_enough_civil_actions", "Taking {card} costs {cost}{why}; you have {left} left")
COST_WHY = text("tta.cost_why", " (slot {slot}: {slot_cost}, +1 per built wonder: {built})")
TAKES = text("tta.log.take", "{name} takes {card} ({kind}) from slot {slot} for {cost} ({left} left); it goes {where}")
INTO_PLAY = text("tta.where.wonder", "into play as an unfinished wonder")
TO_HAND = text("tta.where.hand", "to {name}'s hand")


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

    def explanation(self) -> Msg:
        """The rulebook's explanation of this move, for a UI to show beside it."""
        raise NotImplementedError(f"{type(self).__name__}.explanation")

    def board(self, state: TtaState) -> PlayerBoard:
        """The board of the acting player."""
        return state.players[self.player]

    def check_turn(self, state: TtaState, phase: Literal["actions", "end_of_turn"]) -> None:
        """Raise unless it is this player's turn and the round is in ``phase``."""
        count = len(state.players)
        if self.player >= count:
            raise RuleError(UNKNOWN_PLAYER(count=count, last=count - 1, seat=self.player))
        if state.phase == "over":
            raise RuleError(ROUND_OVER())
        if self.player != state.current:
            raise RuleError(NOT_YOUR_TURN(current=state.player.name, player=self.board(state).name))
        if state.phase != phase:
            which = ACTION_PHASE() if phase == "actions" else END_OF_TURN()
            raise RuleError(WRONG_PHASE(name=state.player.name, which=which))


class TakeCard(TtaAction):
    """Take the card in card-row ``slot`` (1-based) by paying its civil actions; ``card`` names it."""

    type: Literal["take_card"] = "take_card"
    slot: int
    card: str

    def verify(self, state: TtaState) -> None:
        self.check_turn(state, "actions")
        slots = len(state.card_row)
        if not 1 <= self.slot <= slots:
            raise RuleError(NO_SUCH_SLOT(slots=slots, slot=self.slot))
        present = state.card_row[self.slot - 1]
        if present is None:
            raise RuleError(SLOT_EMPTY(slot=self.slot), rule=RULE_TAKING())
        if present != self.card:
            raise RuleError(CARD_NOT_IN_SLOT(slot=self.slot, present=present, card=self.card))
        board = self.board(state)
        card = catalog().card(self.card)
        if card.kind == "leader" and card.age in board.leader_ages:
            raise RuleError(LEADER_SAME_AGE(name=board.name, age=card.age), rule=RULE_LEADERS())
        unfinished = board.unfinished_wonder()
        if card.kind == "wonder" and unfinished is not None:
            raise RuleError(UNFINISHED(name=board.name, wonder=unfinished), rule=RULE_WONDERS())
        cost = take_cost(board, self.slot, self.card)
        if cost > board.civil_available:
            built = board.completed_wonders() if card.kind == "wonder" else 0
            why = COST_WHY(slot=self.slot, slot_cost=slot_cost(self.slot), built=built) if built else None
            raise RuleError(NOT_ENOUGH(card=self.card, cost=amount(cost, "civil action"), why=why,
                                       left=board.civil_available), rule=RULE_TAKING())

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

    def describe(self, state: TtaState) -> Msg:
        board = self.board(state)
        cost = take_cost(board, self.slot, self.card)
        kind = catalog().card(self.card).kind
        where = INTO_PLAY() if kind == "wonder" else TO_HAND(name=board.name)
        left = board.civil_available - cost
        return TAKES(name=board.name, card=self.card, kind=KIND_NAMES[kind](), slot=self.slot,
                     cost=amount(cost, "civil action"), left=left, where=where)

    def explanation(self) -> Msg:
        return teaching(_TAKE_TEACHING[catalog().card(self.card).kind])


def refusal_of(state: TtaState, action: Action) -> RuleError | None:
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
    return [take for take in takes if refusal_of(state, take) is None]


class _EndActionPhaseBase(TtaAction):
    """Shared effect of ending the action phase: the end-of-turn sequence starts."""

    def verify(self, state: TtaState) -> None:
        self.check_turn(state, "actions")

    def apply(self, state: TtaState) -> None:
        state.phase = "end_of_turn"
        state.step = 0


ENDS_PHASE = text("tta.log.end_action_phase", "{name} ends the action phase with {actions} unused")
STILL_TAKEABLE = refusal("cards_still_takeable", "{name} can still take {cards}")
EXHAUSTED_NONE = text("tta.log.exhausted_none", "{name} has no civil action left, so the action phase ends")
EXHAUSTED = text("tta.log.exhausted", "{name} has {actions} left but no card that may be taken with them, so the "
                                      "action phase ends")


class EndActionPhase(_EndActionPhaseBase):
    """The player is done taking cards (unused civil actions stay unused)."""

    type: Literal["end_action_phase"] = "end_action_phase"

    def describe(self, state: TtaState) -> Msg:
        board = self.board(state)
        return ENDS_PHASE(name=board.name, actions=amount(board.civil_available, "civil action"))

    def explanation(self) -> Msg:
        return teaching("end_action_phase")


class ActionPhaseExhausted(_EndActionPhaseBase):
    """Automatic: the player can take no card (no civil action left, or none affordable and allowed)."""

    type: Literal["action_phase_exhausted"] = "action_phase_exhausted"
    automatic_only = True

    def verify(self, state: TtaState) -> None:
        super().verify(state)
        left = takeable_cards(state)
        if left:
            raise RuleError(STILL_TAKEABLE(name=self.board(state).name, cards=amount(len(left), "card")))

    def describe(self, state: TtaState) -> Msg:
        board = self.board(state)
        if board.civil_available == 0:
            return EXHAUSTED_NONE(name=board.name)
        return EXHAUSTED(name=board.name, actions=amount(board.civil_available, "civil action"))

    def explanation(self) -> Msg:
        return teaching("action_phase_exhausted")


def _production(board: PlayerBoard, technology_type: str) -> list[tuple[Technology, int]]:
    """Blue tokens each farm or mine receives: one per worker, as long as the blue bank has tokens."""
    bank = board.blue_bank
    moves = []
    for tech in board.technologies_of(technology_type):
        moved = min(tech.workers, bank)
        bank -= moved
        moves.append((tech, moved))
    return moves


WRONG_STEP = refusal("wrong_step", "The end-of-turn step due is {due}, not {step}")
SKIPPED = text("tta.log.step_skipped", "{name}: {title} is skipped. {reason}")
SCORES = text("tta.log.scores", "{name} scores {science} and {culture}")
POINTS_MOVE = {
    "science": text("tta.points.science_move", "science points {before} to {after} (science rating {rating})"),
    "culture": text("tta.points.culture_move", "culture points {before} to {after} (culture rating {rating})"),
}
POINTS_STAY = {
    "science": text("tta.points.science_stay", "science points stay at {before} (science rating {rating})"),
    "culture": text("tta.points.culture_stay", "culture points stay at {before} (culture rating {rating})"),
}
PRODUCES = text("tta.log.produces", "{name} produces {amount}: {tokens} move from the blue bank ({before} to {after}), "
                                    "{onto}")
ONTO = text("tta.log.onto", "{count} onto {technology}")
RESETS = text("tta.log.resets", "{name} resets actions: all white and red tokens go back onto {government}, {civil} "
                                "and {military} for the next turn")


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
            raise RuleError(WRONG_STEP(due=due, step=self.step))

    def apply(self, state: TtaState) -> None:
        if first_round().step(self.step).round_one == "perform":
            STEP_EFFECTS[self.step](self.board(state))
        state.step += 1

    def describe(self, state: TtaState) -> Msg:
        board = self.board(state)
        step = first_round().step(self.step)
        if step.round_one == "skip":
            return SKIPPED(name=board.name, title=step_text(self.step, "title"),
                           reason=step_text(self.step, "skip_reason"))
        if self.step == "score_science_culture":
            return SCORES(name=board.name, science=_points(board, "science"), culture=_points(board, "culture"))
        if self.step in _PRODUCED_BY:
            moves = _production(board, _PRODUCED_BY[self.step])
            total = sum(m for _, m in moves)
            good: Literal["food", "resources"] = "food" if self.step == "food_production" else "resources"
            value = sum(m * yield_of(t.name, good) for t, m in moves)
            return PRODUCES(name=board.name, amount=amount(value, "food" if good == "food" else "resource"),
                            tokens=amount(total, "blue token"), before=board.blue_bank,
                            after=board.blue_bank - total,
                            onto=[ONTO(count=m, technology=t.name) for t, m in moves])
        government = first_round().starting_board.government
        return RESETS(name=board.name, government=board.government,
                      civil=amount(government.civil_actions, "civil action"),
                      military=amount(government.military_actions, "military action"))

    def explanation(self) -> Msg:
        return step_text(self.step, "explanation")


_PRODUCED_BY: dict[str, str] = {"food_production": "farm", "resource_production": "mine"}


def _points(board: PlayerBoard, kind: Literal["science", "culture"]) -> Msg:
    """How the science or culture points counter moves: ``science points 0 to 1 (science rating 1)``."""
    before, rating = getattr(board, f"{kind}_points"), board.rating(kind)
    if rating:
        return POINTS_MOVE[kind](before=before, after=before + rating, rating=rating)
    return POINTS_STAY[kind](before=before, rating=rating)


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


EOT_UNFINISHED = refusal("end_of_turn_unfinished", "{name}'s end-of-turn sequence is not finished")
WRONG_NEXT = refusal("wrong_next_player", "After seat {seat} comes {due}, not {following}")
PASS_LAST = text("tta.log.round_over", "{name}'s turn is over, and so is round one: every player has taken a turn")
PASS_NEXT = text("tta.log.next_player", "{name}'s turn is over; {following} is next with {actions}")


class PassTurn(TtaAction):
    """Automatic: the turn passes to ``next_player``, or round one ends when it is None."""

    type: Literal["pass_turn"] = "pass_turn"
    next_player: int | None
    automatic_only = True

    def verify(self, state: TtaState) -> None:
        self.check_turn(state, "end_of_turn")
        if state.step < len(first_round().end_of_turn):
            raise RuleError(EOT_UNFINISHED(name=state.player.name))
        due = self.player + 1 if self.player + 1 < len(state.players) else None
        if self.next_player != due:
            raise RuleError(WRONG_NEXT(seat=self.player, due=due, following=self.next_player))

    def apply(self, state: TtaState) -> None:
        state.step = 0
        if self.next_player is None:
            state.phase = "over"
        else:
            state.current = self.next_player
            state.phase = "actions"

    def describe(self, state: TtaState) -> Msg:
        name = self.board(state).name
        if self.next_player is None:
            return PASS_LAST(name=name)
        following = state.players[self.next_player]
        return PASS_NEXT(name=name, following=following.name,
                         actions=amount(following.civil_available, "civil action"))

    def explanation(self) -> Msg:
        return teaching("round_over" if self.next_player is None else "next_player")


TtaMove = Annotated[
    TakeCard | EndActionPhase | ActionPhaseExhausted | EndOfTurnStep | PassTurn | Correction,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter[TtaMove] = TypeAdapter(TtaMove)


def explain(action: Action) -> Msg | None:
    """The rulebook explanation of a logged action (None for a manual correction)."""
    return action.explanation() if isinstance(action, TtaAction) else None
