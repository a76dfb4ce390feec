"""A game scored on paper (issue 22): the end-of-game sheet of a game played without the app, as a game kind.

The setup is the players' names in seat order; each number the table enters is a logged action (verify, apply,
describe), so undo and redo, saving, export and import, the other devices and "open it again to fix a number" are
the store's as for any game. Each kind's state knows its own sheet: :meth:`PaperState.check` raises
:class:`RuleError` when the state is not a sheet its scorer takes (a count beyond what the game's box holds, ...),
and every action is tried on a copy first (:func:`tried`), so a refused entry changes nothing and the state is always
a valid sheet. A sheet is finished once every player was entered (:class:`Entered`, the screen's "Next player" and
"See the result"); a later fix keeps it finished, its scores worked out again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal, Protocol

from pydantic import BaseModel, ConfigDict, NonNegativeInt

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.game import GameKind
from companion.core.names import PlayerName
from companion.words import Msg, refusal, text

#: The same wording as every game's (one code, one wording: The Ancient World's moves refuse a seat so too).
NO_SUCH_PLAYER = refusal("no_such_player", "There is no player in seat {seat}; seats are 0 to {last}")
ALREADY_ENTERED = refusal("already_entered", "{name} is already entered; a number is fixed by entering it")
COUNTED = text("core.paper.count", "{name}: {field} {n}")
ENTERED = text("core.paper.entered", "{name} entered")


class PaperSeat(BaseModel):
    """A player of the sheet: the name (required, through the one check of every name)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: PlayerName


def distinct(seats: list[PaperSeat]) -> list[PaperSeat]:
    """The seats, refused when two players have one name (a sheet tells its players apart by name)."""
    seen: set[str] = set()
    for seat_ in seats:
        if seat_.name.casefold() in seen:
            raise ValueError(f"two players are named {seat_.name}; names must differ")
        seen.add(seat_.name.casefold())
    return seats


class PaperEntry(BaseModel):
    """What every kind's player line holds: the name, and whether the table has gone through it."""

    name: str
    entered: bool = False


class PaperState(BaseModel):
    """The sheet being entered: one line per player, in seat order."""

    #: Each kind narrows the line's type; the generic checks read only :class:`PaperEntry`'s fields.
    players: Sequence[PaperEntry]

    def check(self) -> None:
        """Raise :class:`RuleError` when this state is not a sheet the kind's scorer takes."""
        raise NotImplementedError(f"{type(self).__name__}.check")


def seat(state: PaperState, player: int | None) -> PaperEntry:
    """The line of seat ``player``, or ``no_such_player`` naming the seats there are."""
    if player is None or not 0 <= player < len(state.players):
        raise RuleError(NO_SUCH_PLAYER(seat=-1 if player is None else player, last=len(state.players) - 1))
    return state.players[player]


def tried(action: Action, state: PaperState) -> None:
    """Apply ``action`` to a copy of ``state`` and check the result, so a refusal changes nothing."""
    trial = state.model_copy(deep=True)
    action.apply(trial)
    trial.check()


class PaperAction(Action):
    """An entry on one player's line: verified on a copy of the sheet after the action's own checks."""

    player: int

    def verify(self, state: Any) -> None:
        seat(state, self.player)
        self.own_checks(state)
        tried(self, state)

    def own_checks(self, state: Any) -> None:
        """The action's checks before the sheet is tried (a card picked twice, ...): none by default."""


class PaperCount(PaperAction):
    """Set one count of a player's line (``field``: each kind narrows it to the fields of its line)."""

    type: Literal["paper_count"] = "paper_count"
    field: str
    value: NonNegativeInt

    #: The words of each field in the log ("starving citizens", a message); each kind gives its own.
    words: ClassVar[Mapping[str, str | Msg]] = {}

    @classmethod
    def field_words(cls) -> Mapping[str, str | Msg]:
        """The words of each field: :attr:`words`, unless the kind works them out from its rules data."""
        return cls.words

    def apply(self, state: Any) -> None:
        setattr(state.players[self.player], self.field, self.value)

    def describe(self, state: Any) -> Msg:
        return COUNTED(name=state.players[self.player].name, field=self.field_words().get(self.field, self.field),
                       n=self.value)


class Entered(PaperAction):
    """The table has gone through a player's line (the screen's "Next player"): once every player is entered, the
    sheet is finished."""

    type: Literal["paper_entered"] = "paper_entered"

    def own_checks(self, state: Any) -> None:
        line = state.players[self.player]
        if line.entered:
            raise RuleError(ALREADY_ENTERED(name=line.name))

    def apply(self, state: Any) -> None:
        state.players[self.player].entered = True

    def describe(self, state: Any) -> Msg:
        return ENTERED(name=state.players[self.player].name)


def finished(state: PaperState) -> bool:
    """True once every player's line was entered (and so for good: an entry is never taken back but by undo)."""
    return all(line.entered for line in state.players)


class PaperKind(GameKind, Protocol):
    """A game kind scoring a game played on paper."""

    @property
    def seats(self) -> tuple[int, int]:
        """The fewest and the most players of a sheet (the game's)."""


class PaperKindBase:
    """What every paper sheet kind answers alike: no seat to play, no automatic step, finished once entered."""

    #: Scored on paper: the game was played without the app (Home and the statistics tell these games apart).
    paper: ClassVar[bool] = True
    figures = None

    @property
    def seats(self) -> tuple[int, int]:
        """The fewest and the most players of a sheet (the game's)."""
        raise NotImplementedError(f"{type(self).__name__}.seats")

    def players(self, state: PaperState) -> list[BaseModel]:
        """The generic screens show no panels: the kind's own screen shows the sheet."""
        return []

    def current_player(self, state: PaperState) -> int | None:
        return None

    def next_automatic(self, state: PaperState) -> Action | None:
        return None

    def is_over(self, state: PaperState) -> bool:
        """Finished once every player was entered (:func:`finished`)."""
        return finished(state)

    def legal_actions(self, state: PaperState) -> list[Action]:
        """Entering each player not entered yet (the counts take any number the box allows: too many to list)."""
        return [Entered(player=i) for i, line in enumerate(state.players) if not line.entered]
