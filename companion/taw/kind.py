"""The Ancient World as a game kind: setup, the action union, automation and legal actions."""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import Field, TypeAdapter

from companion.core.action import Action, Correction
from companion.taw import moves, phases
from companion.taw.moves.showing import ShowCard
from companion.taw.phases.decisions import start_group
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import score
from companion.taw.setup import GameSetup, new_state
from companion.taw.state import Player, State
from companion.taw.summary import FIGURES


class TableCorrection(Correction):
    """A manual correction (type ``correct``): like every person's action it starts a new group, so the previous
    group's table notes are cleared. The action adapter reads ``correct`` entries as this class."""

    def apply(self, state: Any) -> None:
        start_group(state)
        super().apply(state)


#: The players' moves, the round's steps and answers, then the table's own entries: a face-up card and a correction.
ACTION_TYPES: tuple[type[Action], ...] = (*moves.ACTIONS, *phases.ACTIONS, ShowCard, TableCorrection)
# A union made at import from the move lists, not a static type: checked by pydantic, not by mypy.
TawAction = Annotated[Union[ACTION_TYPES], Field(discriminator="type")]  # type: ignore[valid-type] # noqa: UP007


class AncientWorldKind:
    """Wires The Ancient World's engine into the generic :class:`companion.core.game.Game`."""

    id = "the-ancient-world"
    title = "The Ancient World (Second Edition)"
    setup_model = GameSetup
    action_adapter: TypeAdapter[Any] = TypeAdapter(TawAction)
    figures = FIGURES

    def new_state(self, setup: GameSetup) -> State:
        """The table after setup."""
        return new_state(setup)

    def next_automatic(self, state: State) -> Action | None:
        """The next forced phase step (round start, income, board reset...)."""
        return phases.next_automatic(state)

    def legal_actions(self, state: State) -> list[Action]:
        """Pending decisions first, else the current player's moves."""
        return [*phases.legal_actions(state), *moves.legal_actions(state)]

    def is_over(self, state: State) -> bool:
        """The game ends after the last round's confront and feed steps (Game End)."""
        return state.phase == "over"

    def players(self, state: State) -> list[Player]:
        return state.players

    def current_player(self, state: State) -> int | None:
        """The player to act in the actions phase; None during the round's other steps and once over."""
        return state.current if state.phase == "actions" else None

    def final_scores(self, state: State) -> list[int]:
        """Each seat's end-game total (Game End), for the store's finished games and history."""
        totals = {p.name: p.total for p in score(sheet_from_state(state)).players}
        return [totals[p.name] for p in state.players]


KIND = AncientWorldKind()
