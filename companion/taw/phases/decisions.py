"""The queue of pending decisions and the machinery every decision kind shares.

``state.pending`` is a queue: only its head may be answered. Each kind has a :class:`Handler` saying
what the legal answers are; when there is nothing to choose, the automation resolves the head with
:class:`ResolveStep`, and when exactly one answer is legal, it gives that answer itself. Entry kinds
(printed titan symbols, dice faces) always wait for the table. Answers that lead to more decisions put
them at the front of the queue, so one player's chain (dice, damage, effects) finishes before the next
player's prompt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Literal

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import derived
from companion.taw.effects import require_decision
from companion.taw.guide import current_step_id
from companion.taw.phases.rules import phase_rules
from companion.taw.state import Decision, NoteIcon, Player, State, TableNote, TableStep


class Handler:
    """What one decision kind offers; subclasses override what their kind needs."""

    kind: ClassVar[str]
    #: True when answers are entries from the table (printed symbols, dice): never answered automatically.
    entry: ClassVar[bool] = False

    def options(self, state: State, decision: Decision) -> list[Any]:
        """The legal choices as plain values, stored on the decision for a UI to offer."""
        return []

    def answers(self, state: State, decision: Decision) -> list[Action]:
        """Every legal answer action (entry kinds: one example per case)."""
        return []

    def resolve(self, state: State, decision: Decision) -> None:
        """Apply the outcome when there is nothing to choose (the head is removed afterwards)."""

    def resolve_text(self, state: State, decision: Decision) -> str:
        """The log sentence for :meth:`resolve`."""
        return f"{state.players[decision.player].name}: nothing to choose"


HANDLERS: dict[str, Handler] = {}


def register(handler: Handler) -> Handler:
    """Add a decision kind's handler to the registry."""
    HANDLERS[handler.kind] = handler
    return handler


def ask(state: State, kind: str, player: int, prompt: str, *, count: int = 1, front: bool = False,
        context: dict[str, Any] | None = None) -> None:
    """Queue a decision (at the back, or at the front for a chain that must finish first)."""
    decision = Decision(kind=kind, player=player, prompt=prompt, count=count, context=context or {})
    state.pending.insert(0 if front else len(state.pending), decision)
    refresh(state)


def refresh(state: State) -> None:
    """Recompute the head decision's options from the state (decisions of the moves keep their own)."""
    if state.pending and state.pending[0].kind in HANDLERS:
        head = state.pending[0]
        head.options = HANDLERS[head.kind].options(state, head)


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


def forced(choices: list[Any], count: int) -> list[Any]:
    """The choices to offer: only the first when every choice must be taken anyway (count covers them all)."""
    return choices[:1] if len(choices) <= count else choices


def note(state: State, text: str, icon: NoteIcon, *, players: Sequence[int] = (),
         step: TableStep | None = None) -> None:
    """Add one thing to do on the physical table, worded short ("1 ambrosia on Labor, Build"), for ``players``
    (none: the board's upkeep), at ``step`` (by default the step the game is at)."""
    where = step or current_step_id(state)
    state.table_notes.append(TableNote(text=text, icon=icon, players=list(players), step=where))


def tell(state: State, seat: int, text: str, icon: NoteIcon) -> None:
    """A thing to do for one player, named first: ``Ann: turn Tea House face down``."""
    note(state, f"{name(state, seat)}: {text}", icon, players=[seat])


def note_step(state: State, step: TableStep, key: str, *, players: Sequence[int] = (), **values: object) -> None:
    """The rules data's table text ``key`` of ``step`` (phases.json), its placeholders filled with ``values``."""
    text = phase_rules().table[step][key]
    note(state, text.text.format(**values), text.icon, players=players, step=step)


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
            tell(state, seat, f"move the {track} cube to {new}", track)


def start_group(state: State) -> None:
    """A person's action starts a new group of actions: the table notes shown are only those this group produces
    (the action's and those of the automatic steps it triggers), so the previous group's are cleared."""
    state.table_notes.clear()


def citizens(skills: Sequence[int]) -> str:
    """``citizen 2``, ``citizens 1, 3``: citizen tokens by their skill numbers, lowest first."""
    return f"{'citizen' if len(skills) == 1 else 'citizens'} {', '.join(map(str, sorted(skills)))}"


def name(state: State, seat: int) -> str:
    """The player's name."""
    return state.players[seat].name


class Answer(Action):
    """A player's answer to the head decision of ``decision_kind``; subclasses implement :meth:`answer`.

    An answer the automation gives itself (the only legal one) continues the group of the action that led to it;
    one a person gives starts a new group (:func:`start_group`).
    """

    decision_kind: ClassVar[str]
    player: int

    def apply(self, state: State) -> None:
        if automatic_answer(state) != self:
            start_group(state)
        before = tracks(state.players[self.player])
        self.answer(state)
        note_tracks(state, self.player, before)

    def answer(self, state: State) -> None:
        """Change the state for this answer (called only after :meth:`verify` passed)."""
        raise NotImplementedError(type(self).__name__)

    def decision(self, state: State) -> Decision:
        """The decision this answers, after checking it is the head one and addressed to ``player``."""
        return require_decision(state, self.player, self.decision_kind)

    def verify(self, state: State) -> None:
        self.check(state, self.decision(state))

    def check(self, state: State, decision: Decision) -> None:
        """Raise :class:`RuleError` when this answer is not legal for ``decision``."""


class ResolveStep(Action):
    """Automatic: resolve the head decision that leaves nothing to choose (lose a coin, nothing to damage)."""

    type: Literal["resolve_step"] = "resolve_step"
    automatic_only = True
    player: int
    kind: str

    def verify(self, state: State) -> None:
        head = require_decision(state, self.player, self.kind)
        handler = HANDLERS.get(head.kind)
        if handler is None:
            raise RuleError("not_a_phase_decision", f"{head.kind} is answered by a move, not resolved automatically")
        if handler.entry or handler.answers(state, head):
            raise RuleError("decision_has_choices", f"{name(state, self.player)} must decide: {head.prompt}")

    def apply(self, state: State) -> None:
        head = state.pending[0]
        HANDLERS[head.kind].resolve(state, head)
        drop(state, head)

    def describe(self, state: State) -> str:
        head = state.pending[0]
        return HANDLERS[head.kind].resolve_text(state, head)


def automatic_answer(state: State) -> Action | None:
    """What the automation does with the head decision: resolve it, give its only answer, or wait (also for a
    decision the moves asked, which they answer)."""
    head = state.pending[0]
    handler = HANDLERS.get(head.kind)
    if handler is None or handler.entry:
        return None
    answers = handler.answers(state, head)
    if not answers:
        return ResolveStep(player=head.player, kind=head.kind)
    return answers[0] if len(answers) == 1 else None


def legal_answers(state: State) -> list[Action]:
    """Every legal answer to the head decision, when it is one of the phases' kinds."""
    head = state.pending[0]
    handler = HANDLERS.get(head.kind)
    return handler.answers(state, head) if handler else []
