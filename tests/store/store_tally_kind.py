"""A small game kind for the store's tests: players take turns scoring; forced steps follow each turn.

It has what the store must handle generically: a setup model, setup automation (group 0), automatic
steps after each human action, corrections, an end of game and a ``final_scores`` hook.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, TypeAdapter

from companion.core.action import Action, Correction
from companion.core.errors import RuleError
from companion.taw.effects import NOT_YOUR_TURN
from companion.words import Msg, text

#: The tally's own words, registered as every engine's are (their codes are not refusals the replay schema lists).
OVER = text("tally_over", "The game is over: someone reached {target}")
BAD_POINTS = text("bad_points", "Points must be 1 to 6; got {points}")
SEAT = text("tally.seat", "player {n}")
SCORED = text("tally.log.scored", "Player {player} scored {points}")
DEALT = text("tally.log.deal", "Deal")
BONUS = text("tally.log.bonus", "Bonus")
ADVANCED = text("tally.log.advance", "Advance")


class TallySetup(BaseModel):
    seats: int = Field(default=2, ge=1, le=6)
    target: int = Field(default=40, ge=1)


class TallyState(BaseModel):
    scores: list[int]
    bonuses: list[int]
    target: int
    turn: int = -1
    moved: bool = False


class Deal(Action):
    """Automatic at setup: the first player gets the turn."""

    type: Literal["deal"] = "deal"
    automatic_only = True

    def apply(self, state: TallyState) -> None:
        state.turn = 0

    def describe(self, state: TallyState) -> Msg:
        return DEALT()


class Score(Action):
    type: Literal["score"] = "score"
    player: int
    points: int

    def verify(self, state: TallyState) -> None:
        if max(state.scores) >= state.target:
            raise RuleError(OVER(target=state.target))
        if self.player != state.turn:  # the engines' own refusal: "It is player 1's turn, not player 0's"
            raise RuleError(NOT_YOUR_TURN(current=SEAT(n=state.turn), name=SEAT(n=self.player)))
        if not 1 <= self.points <= 6:
            raise RuleError(BAD_POINTS(points=self.points))

    def apply(self, state: TallyState) -> None:
        state.scores[self.player] += self.points
        state.moved = True

    def describe(self, state: TallyState) -> Msg:
        return SCORED(player=self.player, points=self.points)


class Bonus(Action):
    """Automatic: each time a player passes a multiple of 10 they get one bonus point."""

    type: Literal["bonus"] = "bonus"
    player: int
    automatic_only = True

    def apply(self, state: TallyState) -> None:
        state.bonuses[self.player] += 1
        state.scores[self.player] += 1

    def describe(self, state: TallyState) -> Msg:
        return BONUS()


class Advance(Action):
    """Automatic: after a move, the turn passes on."""

    type: Literal["advance"] = "advance"
    automatic_only = True

    def apply(self, state: TallyState) -> None:
        state.turn = (state.turn + 1) % len(state.scores)
        state.moved = False

    def describe(self, state: TallyState) -> Msg:
        return ADVANCED()


TallyAction = Annotated[Score | Deal | Bonus | Advance | Correction, Field(discriminator="type")]


class TallyKind:
    id = "tally"
    title = "Tally"
    setup_model = TallySetup
    action_adapter: TypeAdapter[Any] = TypeAdapter(TallyAction)
    figures = None

    def new_state(self, setup: TallySetup) -> TallyState:
        return TallyState(scores=[0] * setup.seats, bonuses=[0] * setup.seats, target=setup.target)

    def next_automatic(self, state: TallyState) -> Action | None:
        if state.turn < 0:
            return Deal()
        for player, score in enumerate(state.scores):
            if score // 10 > state.bonuses[player]:
                return Bonus(player=player)
        return Advance() if state.moved else None

    def legal_actions(self, state: TallyState) -> list[Action]:
        if self.is_over(state):
            return []
        return [Score(player=state.turn, points=p) for p in range(1, 7)]

    def is_over(self, state: TallyState) -> bool:
        return max(state.scores) >= state.target

    def players(self, state: TallyState) -> list[BaseModel]:
        return []

    def current_player(self, state: TallyState) -> int | None:
        return None if self.is_over(state) else state.turn

    def final_scores(self, state: TallyState) -> list[int]:
        return list(state.scores)


KIND = TallyKind()

#: Player names handed out in seat order by :func:`play_script`.
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")


def play_script(store: Any, ops: list[int], *, seats: int = 2, target: int = 40) -> Any:
    """A stored tally game driven by ``ops``: 1-6 score that many points, 0 undoes, -1 redoes (when possible)."""
    played = store.create("tally", TallySetup(seats=seats, target=target), name="Friday night",
                          players=list(NAMES[:seats]))
    for op in ops:
        if op == 0 and played.game.can_undo:
            played.undo()
        elif op == -1 and played.game.can_redo:
            played.redo()
        elif op > 0 and not played.game.is_over:
            played.apply(Score(player=played.state.turn, points=op), by="table")
    return played
