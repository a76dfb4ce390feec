"""A game is its setup plus its action log: apply, undo, redo and replay for any game kind.

Modelled on python-chess's push/pop and PokerKit's automations: a human action is verified, applied,
then the kind's automation performs every forced step that follows, each logged as automatic and
grouped with the human action that triggered it, so one undo takes back the whole group.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from copy import deepcopy
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from companion.core.action import LOGGED, Action
from companion.core.errors import UNWORDED, DataError, RuleError, Verdict
from companion.words import Msg, english, refusal, text

#: Safety bound on automatic steps after one human action; a kind that loops forever is a bug.
MAX_AUTOMATIC_STEPS = 1000

AUTOMATIC_ONLY = refusal("automatic_only", "{action} is an automatic step; the app performs it")
NOTHING_TO_UNDO = refusal("nothing_to_undo", "There is nothing to undo")
NOTHING_TO_REDO = refusal("nothing_to_redo", "There is nothing to redo")
#: What is wrong with a log read back (an import, a saved game): each names the entry.
BAD_ENTRY = text("core.log.bad_entry", "entry {index}: {why}")
SETUP_DIFFERS = text("core.log.setup_differs", "the automatic setup steps differ from what the rules produce")
NOT_DUE = text("core.log.not_due", "entry {index}: automatic step '{action}' was not due (auto is true where "
               "replaying the game gives a person's move)")
REFUSED = text("core.log.refused", "entry {index} ({action}): {why}")
STEPS_DIFFER = text("core.log.steps_differ", "entry {index}: the automatic steps that follow it differ")
NOT_THE_ENGINES = text("core.log.not_the_engines", "entry {index}: {field} is {got}, but replaying the game gives "
                       "{want}")


class TableFigures(Protocol):
    """A kind's figures for checking a replayed game by hand (each player's totals, the final scores)."""

    def schema(self) -> dict[str, Any]:
        """The JSON Schema of the top-level keys :meth:`of` adds (its ``$defs`` refer to ``#/$defs/...``)."""

    def of(self, state: Any, over: bool) -> dict[str, Any]:
        """The top-level keys to add to the replay output for ``state`` (``over``: the game has ended)."""


class GameKind(Protocol):
    """Everything a game kind (The Ancient World, Ancient Realm, ...) gives the generic machinery: the game, the
    store, the generic screens, the export and the command line ask the kind, never the state's field names."""

    # Read-only (a kind's class attributes): properties here, so a kind may narrow them (its own setup model).
    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def setup_model(self) -> type[BaseModel]: ...

    @property
    def action_adapter(self) -> TypeAdapter[Any]: ...

    @property
    def figures(self) -> TableFigures | None:
        """What ``companion replay --json`` adds for a table to check, or None: nothing."""

    def players(self, state: Any) -> Sequence[BaseModel]:
        """The players' records in seat order (none for a game without seats): the generic screens' panels."""

    def current_player(self, state: Any) -> int | None:
        """The seat whose turn it is; None when it is no one's (a solo game, the game over)."""

    def final_scores(self, state: Any) -> list[int] | None:
        """Each seat's final total once the game is over, in seat order; None when the kind does not score it
        (the table records the scores)."""

    def new_state(self, setup: Any) -> Any:
        """The state right after setup, before any automatic step."""

    def next_automatic(self, state: Any) -> Action | None:
        """The next forced step, or None when a person must act or decide."""

    def legal_actions(self, state: Any) -> list[Action]:
        """The concrete legal actions and decisions now (card-entry actions with example cards)."""

    def is_over(self, state: Any) -> bool:
        """True once the game has ended."""


def seat_name(seat: Any, index: int) -> str:
    """What to call the player in seat ``index`` (from 0): their name when the seat has one, else ``Player 2``."""
    return str(getattr(seat, "name", None) or f"Player {index + 1}")


def seat_names(setup: Any) -> list[str]:
    """The players' names a setup seats, in seat order (:func:`seat_name`); empty when the setup names no
    player (a solo game, where the table chooses the name the game is saved under)."""
    return [seat_name(seat, i) for i, seat in enumerate(getattr(setup, "players", None) or ())]


class _EntryFields(BaseModel):
    """Validates the plain fields of a log entry read from JSON (the action is parsed by its kind)."""

    model_config = ConfigDict(extra="forbid")

    seq: int
    group: int
    auto: bool
    action: Any
    text: str | None = None  # an English sentence, as versions before issue 24 wrote it; a replay words it anew
    message: dict[str, Any] | None = None  # the entry's message (code and parameters); a replay makes it anew
    by: str | None = None
    at: str


@dataclass(frozen=True, slots=True, weakref_slot=True)
class LogEntry:
    """One accepted action as recorded in the log (a plain dataclass: the engine writes thousands). Never changed
    once made, so views of one game may share it (``companion.store.shared``, which holds it weakly)."""

    seq: int
    group: int
    auto: bool
    action: Any
    message: Msg
    by: str | None
    at: str

    @property
    def text(self) -> str:
        """The entry in English (a developer's terminal, the tests' English checks); a reader's screen says
        :attr:`message` in its own language."""
        return english()(self.message)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form: the action as its own dict."""
        return {"seq": self.seq, "group": self.group, "auto": self.auto,
                "message": self.message.model_dump(mode="json"), "by": self.by, "at": self.at,
                "action": self.action.model_dump(mode="json")}

    @classmethod
    def from_json(cls, kind: GameKind, data: Any, index: int) -> LogEntry:
        """An entry from its JSON form, the action parsed by ``kind`` as a logged one (:data:`LOGGED`: a field added
        after it was logged takes what the engine did before); :class:`DataError` names the entry."""
        fields = _logged(kind, data, index)
        try:
            message = (Msg.read(fields.message) if fields.message is not None
                       else UNWORDED(text=fields.text or ""))
        except ValueError as exc:
            raise DataError("log", [BAD_ENTRY(index=index, why=_first_error(exc))]) from None
        return cls(seq=fields.seq, group=fields.group, auto=fields.auto, action=fields.action, message=message,
                   by=fields.by, at=fields.at)


def _logged(kind: GameKind, data: Any, index: int) -> _EntryFields:
    """An entry's fields read from JSON, its action parsed by ``kind`` (as :meth:`LogEntry.from_json` says), its
    message left as JSON: a replay makes every entry's message anew (issue 24, point 5: reading a long log's
    messages cost a replay a tenth of its time)."""
    try:
        fields = _EntryFields.model_validate(data)
        fields.action = kind.action_adapter.validate_python(fields.action, context=LOGGED)
    except (ValidationError, TypeError, ValueError) as exc:
        raise DataError("log", [BAD_ENTRY(index=index, why=_first_error(exc))]) from None
    return fields


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class Game:
    """A live game of one kind: setup, log, derived state, undo and redo."""

    def __init__(self, kind: GameKind, setup: Any) -> None:
        self.kind = kind
        self.setup = setup
        self.entries: list[LogEntry] = []
        self.redo_stack: list[list[LogEntry]] = []
        self.state = kind.new_state(setup)
        self._automate(group=0)

    # -- queries ---------------------------------------------------------------------------------
    def verify(self, action: Action) -> None:
        """Raise :class:`RuleError` if ``action`` is not legal now."""
        if action.automatic_only:
            raise RuleError(AUTOMATIC_ONLY(action=action.type))
        action.verify(self.state)

    def can(self, action: Action) -> Verdict:
        """The ``can_`` face: truthy when legal, else carries the reason."""
        try:
            self.verify(action)
        except RuleError as exc:
            return Verdict(exc)
        return Verdict()

    def legal_actions(self) -> list[Action]:
        """The legal actions and decisions now."""
        return self.kind.legal_actions(self.state)

    @property
    def is_over(self) -> bool:
        return self.kind.is_over(self.state)

    @property
    def can_undo(self) -> bool:
        return bool(self.entries) and self.entries[-1].group > 0

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    @property
    def next_group(self) -> int:
        return (self.entries[-1].group + 1) if self.entries else 1

    def copy(self) -> Game:
        """An independent copy to change while this game is still being shown: its own state, log and redo lists
        (the entries themselves are never changed, so both share them)."""
        twin = Game.__new__(Game)
        twin.kind, twin.setup, twin.state = self.kind, self.setup, deepcopy(self.state)
        twin.entries = list(self.entries)
        twin.redo_stack = [list(group) for group in self.redo_stack]
        return twin

    # -- changes ---------------------------------------------------------------------------------
    def apply(self, action: Action, *, by: str | None = None, at: str | None = None) -> list[LogEntry]:
        """Verify and apply a human action, then every automatic step it triggers.

        Returns the new log entries (the whole group). A rejected action raises and changes nothing.
        """
        self.verify(action)
        group = self.next_group
        start = len(self.entries)
        try:
            self._record(action, group=group, auto=False, by=by, at=at)
            self._automate(group=group)
        except Exception:
            del self.entries[start:]
            self.state = self._rebuild(self.entries)
            raise
        self.redo_stack.clear()
        return self.entries[start:]

    def undo(self) -> list[LogEntry]:
        """Take back the last human action and the automatic steps it triggered."""
        if not self.can_undo:
            raise RuleError(NOTHING_TO_UNDO())
        group = self.entries[-1].group
        cut = next(i for i, e in enumerate(self.entries) if e.group == group)
        removed = self.entries[cut:]
        del self.entries[cut:]
        self.state = self._rebuild(self.entries)
        self.redo_stack.append(removed)
        return removed

    def redo(self) -> list[LogEntry]:
        """Re-apply the last undone group (its human action; automation reproduces the rest)."""
        if not self.redo_stack:
            raise RuleError(NOTHING_TO_REDO())
        group = self.redo_stack[-1]
        human = group[0]
        stack = self.redo_stack
        self.redo_stack = []
        try:
            added = self.apply(human.action, by=human.by, at=human.at)
        finally:
            self.redo_stack = stack
        self.redo_stack.pop()
        return added

    def rollback(self, entries: Sequence[LogEntry]) -> None:
        """Drop the just-applied ``entries`` (e.g. when saving them failed), leaving no trace."""
        if entries and self.entries[-len(entries):] == list(entries):
            del self.entries[-len(entries):]
            self.state = self._rebuild(self.entries)

    # -- replay ----------------------------------------------------------------------------------
    @classmethod
    def replay(cls, kind: GameKind, setup: Any, entries: Iterable[LogEntry | dict[str, Any]], *,
               strict: bool = False, start: tuple[int, Any] | None = None) -> Game:
        """Rebuild a game from its setup and log, checking every entry.

        Every entry is what the engine's replay produces: its sequence number, undo group, automatic flag and
        sentence are the engine's, and only who made it and when come from the log. Automatic entries must be
        exactly what the automation produces; a difference, an illegal human action or a malformed entry
        raises :class:`DataError` naming the entry. ``strict`` (an imported file) also refuses an entry whose
        sequence number, group or flag disagrees with the replay. A logged sentence is never checked: it is the
        wording of the Companion that wrote it, and the engine's own sentence takes its place. ``start`` = (entry
        count, state) from a snapshot replays only the entries after the first ``count``.
        """
        with _uncollected():
            return cls._replay(kind, setup, entries, strict=strict, start=start)

    @classmethod
    def _replay(cls, kind: GameKind, setup: Any, entries: Iterable[LogEntry | dict[str, Any]], *,
                strict: bool, start: tuple[int, Any] | None) -> Game:
        """:meth:`replay`'s work, done while the cyclic collector is held off."""
        kept = 0 if start is None else start[0]  # the entries a snapshot keeps as they were logged, messages and all
        pending = [e if isinstance(e, LogEntry) else LogEntry.from_json(kind, e, i) if i < kept
                   else _logged(kind, e, i) for i, e in enumerate(entries)]
        if start is None:
            game = cls(kind, setup)
            made = game.entries
            if [e.action for e in pending[: len(made)]] != [e.action for e in made]:
                raise DataError("log", [SETUP_DIFFERS()])
            game.entries = [_adopted(m, e, strict) for m, e in zip(made, pending, strict=False)]
        else:
            upto, state = start
            game = cls.__new__(cls)
            game.kind, game.setup, game.state, game.redo_stack = kind, setup, state, []
            game.entries = [e for e in pending[:upto] if isinstance(e, LogEntry)]  # all: read whole, above
        pos = len(game.entries)
        while pos < len(pending):
            entry = pending[pos]
            if entry.auto:
                raise DataError("log", [NOT_DUE(index=pos, action=entry.action.type)])
            try:
                added = game.apply(entry.action, by=entry.by, at=entry.at)
            except RuleError as exc:
                raise DataError("log", [REFUSED(index=pos, action=entry.action.type, why=exc.said)]) from None
            logged = pending[pos : pos + len(added)]
            if [e.action for e in logged] != [e.action for e in added]:
                raise DataError("log", [STEPS_DIFFER(index=pos)])
            game.entries[pos:] = [_adopted(m, e, strict) for m, e in zip(added, logged, strict=True)]
            pos += len(added)
        return game

    # -- internals -------------------------------------------------------------------------------
    def _record(self, action: Action, *, group: int, auto: bool, by: str | None, at: str | None) -> None:
        message = action.describe(self.state)
        action.apply(self.state)
        self.entries.append(LogEntry(seq=len(self.entries), group=group, auto=auto, action=action, message=message,
                                     by=by, at=at or _now()))

    def _automate(self, *, group: int) -> None:
        for _ in range(MAX_AUTOMATIC_STEPS):
            step = self.kind.next_automatic(self.state)
            if step is None:
                return
            step.verify(self.state)
            self._record(step, group=group, auto=True, by=None, at=None)
        raise RuntimeError(f"{self.kind.id}: automation did not settle after {MAX_AUTOMATIC_STEPS} steps")

    def _rebuild(self, entries: list[LogEntry]) -> Any:
        state = self.kind.new_state(self.setup)
        for entry in entries:
            entry.action.apply(state)
        return state


@contextmanager
def _uncollected() -> Iterator[None]:
    """Hold off Python's cyclic garbage collector while a replay runs, and give it back as it was.

    A replay makes thousands of small objects that live on (entries, actions, a message tree per entry: 2,358
    messages for a 500-entry log) and none of them is garbage in a cycle, so each young-generation collection it
    triggers (174 per 10 replays) only walks live objects; after the replay the collector runs as usual and
    counts them once. It is enabled again only if it was enabled when this replay began (a nested replay, or a
    caller that holds it off itself, leaves it to the outer one).
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _adopted(made: LogEntry, logged: LogEntry | _EntryFields, strict: bool) -> LogEntry:
    """The engine's entry ``made`` with who made ``logged`` and when: the rest of a log is derived by replaying.

    ``strict`` refuses a logged entry whose sequence number, group or automatic flag is not the engine's, naming the
    entry and the field. The logged sentence is a rendering of the action, not data: a file written before a change
    of wording still replays, with the engine's sentence.
    """
    if strict:
        for field in ("seq", "group", "auto"):
            got, want = getattr(logged, field), getattr(made, field)
            if got != want:
                raise DataError("log", [NOT_THE_ENGINES(index=made.seq, field=field, got=repr(got), want=repr(want))])
    if made.by == logged.by and made.at == logged.at:  # a human move is applied with its own: no copy needed
        return made
    return replace(made, by=logged.by, at=logged.at)


def _first_error(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        loc = ".".join(str(p) for p in err["loc"]) or "entry"
        return f"{loc}: {err['msg']}"
    return str(exc)
