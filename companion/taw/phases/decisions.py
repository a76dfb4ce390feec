"""The queue of pending decisions and the machinery every decision kind shares.

``state.pending`` is a queue: only its head may be answered. Each decision model of the phases
(``companion.taw.state``) has a :class:`Handler` saying what the legal answers are, and each answer names its
handler; ``phases.handlers`` lists the handlers in one table (the upgrade decision has none: a move asks and
answers it). When there is nothing to choose, the automation resolves the head with a ``ResolveStep``, and when
exactly one answer is legal, it gives that answer itself. Entry kinds (printed titan symbols, dice faces) always
wait for the table. Answers that lead to more decisions put them at the front of the queue, so one player's chain
(dice, damage, effects) finishes before the next player's prompt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, TypeVar, cast

from companion.core.action import Action
from companion.taw import derived
from companion.taw.effects import require_decision
from companion.taw.guide import current_step_id
from companion.taw.phases.choices import refresh_options
from companion.taw.phases.rules import phase_rules, table_text
from companion.taw.state import Decision, NoteIcon, PendingDecision, Player, State, TableNote, TableStep
from companion.words import Msg, Param, text

D = TypeVar("D", bound=PendingDecision)
T = TypeVar("T")

NOTHING_TO_CHOOSE = text("taw.log.nothing_to_choose", "{name}: nothing to choose")
#: A thing to do on the table for one player, named first.
TELL = text("taw.note.tell", "{name}: {thing}")
#: Where to move a track's cube.
MOVE_CUBE = {"capacity": text("taw.note.capacity_cube", "move the capacity cube to {n}"),
             "income": text("taw.note.income_cube", "move the income cube to {n}")}


class Handler(Generic[D]):
    """What one decision model offers; subclasses name their model and override what their kind needs."""

    decision: type[D]
    #: True when answers are entries from the table (printed symbols, dice): never answered automatically.
    entry: ClassVar[bool] = False

    def answers(self, state: State, decision: D) -> list[Action]:
        """Every legal answer action (entry kinds: one example per case)."""
        return []

    def resolve(self, state: State, decision: D) -> None:
        """Apply the outcome when there is nothing to choose (the head is removed afterwards)."""

    def resolve_text(self, state: State, decision: D) -> Msg:
        """The log sentence for :meth:`resolve`."""
        return NOTHING_TO_CHOOSE(name=state.players[decision.player].name)


def ask(state: State, decision: Decision, *, front: bool = False) -> None:
    """Queue a decision (at the back, or at the front for a chain that must finish first)."""
    state.pending.insert(0 if front else len(state.pending), decision)
    refresh(state)


def refresh(state: State) -> None:
    """Recompute the head decision's options from the state (decisions of the moves keep their own)."""
    if state.pending:
        refresh_options(state, state.pending[0])


def settle_one(state: State, decision: Decision) -> None:
    """One unit of ``decision`` is done: count down, and drop it when none is left."""
    decision.count -= 1
    if decision.count <= 0 and decision in state.pending:
        state.pending.remove(decision)
    refresh(state)


def drop(state: State, decision: Decision) -> None:
    """Remove ``decision`` from the queue entirely."""
    state.pending.remove(decision)
    refresh(state)


def forced(choices: list[T], count: int) -> list[T]:
    """The choices to offer: only the first when every choice must be taken anyway (count covers them all)."""
    return choices[:1] if len(choices) <= count else choices


def note(state: State, said: Msg, icon: NoteIcon, *, players: Sequence[int] = (),
         step: TableStep | None = None) -> None:
    """Add one thing to do on the physical table, worded short ("1 ambrosia on Labor, Build"), for ``players``
    (none: the board's upkeep), at ``step`` (by default the step the game is at)."""
    where = step or current_step_id(state)
    state.table_notes.append(TableNote(text=said, icon=icon, players=list(players), step=where))


def tell(state: State, seat: int, said: Param, icon: NoteIcon) -> None:
    """A thing to do for one player, named first: ``Ann: turn Tea House face down``."""
    note(state, TELL(name=name(state, seat), thing=said), icon, players=[seat])


def note_step(state: State, step: TableStep, key: str, *, players: Sequence[int] = (), **values: object) -> None:
    """The rules data's table text ``key`` of ``step`` (phases.json), its placeholders filled with ``values``."""
    note(state, table_text(step, key)(**values), phase_rules().table[step][key].icon, players=players, step=step)


#: The cubes on a player board's tracks, each with what sets it (Setup: capacity 4, income 5).
TRACKS: tuple[tuple[NoteIcon, Callable[[Player], int]], ...] = (("capacity", derived.capacity),
                                                                ("income", derived.income_coins))


def tracks(player: Player) -> tuple[int, ...]:
    """Where the cubes of :data:`TRACKS` stand on the player's board."""
    return tuple(where(player) for _, where in TRACKS)


def note_tracks(state: State, seat: int, before: tuple[int, ...]) -> None:
    """Say where to move ``seat``'s capacity and income cubes when an action moved them from ``before``."""
    for (track, _), old, new in zip(TRACKS, before, tracks(state.players[seat]), strict=True):
        if new != old:
            tell(state, seat, MOVE_CUBE[track](n=new), track)


def start_group(state: State) -> None:
    """A person's action starts a new group of actions: the table notes shown are only those this group produces
    (the action's and those of the automatic steps it triggers), so the previous group's are cleared."""
    state.table_notes.clear()


def name(state: State, seat: int) -> str:
    """The player's name."""
    return state.players[seat].name


class Answer(Action, Generic[D]):
    """A player's answer to the head decision, of the model its ``handler`` handles; subclasses implement
    :meth:`answer`.

    An answer the automation gives itself (the only legal one) continues the group of the action that led to it;
    one a person gives starts a new group (:func:`start_group`).
    """

    handler: ClassVar[Handler[Any]]
    player: int

    def apply(self, state: State) -> None:
        handler = self.handler
        if handler.entry or handler.answers(state, self.decision(state)) != [self]:
            start_group(state)
        before = tracks(state.players[self.player])
        self.answer(state)
        note_tracks(state, self.player, before)

    def answer(self, state: State) -> None:
        """Change the state for this answer (called only after :meth:`verify` passed)."""
        raise NotImplementedError(type(self).__name__)

    def decision(self, state: State) -> D:
        """The decision this answers, after checking it is the head one and addressed to ``player``."""
        return cast("D", require_decision(state, self.player, self.handler.decision))

    def verify(self, state: State) -> None:
        self.check(state, self.decision(state))

    def check(self, state: State, decision: D) -> None:
        """Raise :class:`RuleError` when this answer is not legal for ``decision``."""
