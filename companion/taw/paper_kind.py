"""The Ancient World scored on paper (``the-ancient-world-sheet``): a game played without the app, its end-of-game
sheet entered on the phone (:mod:`companion.taw.paper`), saved and finished like any game.

Its ``title`` is The Ancient World's, so the history and statistics count its games with the game's; its ``paper``
flag (and the ``-sheet`` id) says it was scored on paper.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter

from companion.core.paper import Entered, PaperKindBase, PaperSeat, distinct
from companion.taw.data import board
from companion.taw.kind import AncientWorldKind
from companion.taw.paper import (
    PaperBanners,
    PaperPick,
    PaperPlayer,
    PaperRequirement,
    TawPaperCount,
    TawPaperState,
    result,
)


def _seats() -> Any:
    """The seats field: 2-4 players in seat order (board.json's players)."""
    players = board().players
    return Field(min_length=players.min, max_length=players.max,
                 description=f"The players in seat order ({players.min}-{players.max})")


class TawPaperSetup(BaseModel):
    """A sheet's setup: the players' names in seat order."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: Annotated[list[PaperSeat], AfterValidator(distinct)] = _seats()


#: Every entry of the sheet, by its ``type``.
PaperAction = Annotated[TawPaperCount | PaperBanners | PaperPick | PaperRequirement | Entered,
                        Field(discriminator="type")]


class TawPaperKind(PaperKindBase):
    """The Ancient World's end-of-game sheet as a game kind."""

    id = "the-ancient-world-sheet"
    title = AncientWorldKind.title
    setup_model = TawPaperSetup
    action_adapter: TypeAdapter[Any] = TypeAdapter(PaperAction)

    @property
    def seats(self) -> tuple[int, int]:
        """2-4 players (board.json)."""
        return board().players.min, board().players.max

    def new_state(self, setup: TawPaperSetup) -> TawPaperState:
        return TawPaperState(players=[PaperPlayer(name=seat.name) for seat in setup.players])

    def final_scores(self, state: TawPaperState) -> list[int]:
        """Each seat's total, by the one scorer (``companion score``'s)."""
        totals = {p.name: p.total for p in result(state).players}
        return [totals[line.name] for line in state.players]


KIND = TawPaperKind()
