"""Actions: immutable records of one move, each able to verify, apply and describe itself.

Every game kind defines its actions as subclasses of :class:`Action` with a ``type`` literal, so a
log of actions round-trips through JSON with a pydantic discriminated union.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError
from pydantic.fields import FieldInfo

from companion.core.errors import COMMAS, RuleError, in_turn
from companion.core.names import UNNAMED_SEAT, PlayerName
from companion.words import Msg, Param, refusal, text
from companion.words.amounts import ordinal
from companion.words.texts import TEXTS

#: The validation context of an action read back from a saved log (:meth:`companion.core.game.LogEntry.from_json`):
#: an action that gained a field after games were saved fills it, where a logged action lacks it, with what the
#: engine did before the field existed, so old games replay as they were played.
LOGGED = {"action": "logged"}

BAD_VALUE = refusal("correction_bad_value", "Cannot set {what} to {value}: {why}")
NEEDS_REASON = refusal("correction_needs_reason", "A correction needs a reason, so the table can follow it")
NEGATIVE = refusal("correction_negative", "Cannot set {what} to {value}: counts are never negative")
BAD_PATH = refusal("correction_bad_path", "There is no value at '{path}' (stopped at '{part}')")
#: The words of the counts a table corrects most, by field name (a kind may register more: ``text("field.<name>",
#: ...)``); any other field is said by its title or its name.
FIELD_WORDS = (
    text("field.coins", "coins"), text("field.knowledge", "knowledge"), text("field.ambrosia", "ambrosia"),
    text("field.food", "food"), text("field.citizens", "citizens"), text("field.armies", "armies"),
    text("field.swords", "swords"), text("field.arrows", "arrows"), text("field.capacity", "capacity"),
    text("field.titans", "titans"), text("field.points", "points"), text("field.gold", "gold"),
    text("field.wheat", "wheat"), text("field.wood", "wood"), text("field.stone", "stone"),
)
CORRECTED = text("core.correction", "{what}: {was} → {now}, corrected by {by}: {reason}")
CORRECTED_BY_TABLE = text("core.correction.table", "{what}: {was} → {now}, corrected by the table: {reason}")
#: How a corrected value is named: "Ann's coins", "armies (1st), coins name", "Player 2's coins".
OWNED = text("core.field.owned", "{owner}'s {fields}")
PLACED = text("core.field.placed", "{field} ({place})")


class Action(BaseModel):
    """One move. ``verify`` raises :class:`RuleError`; ``apply`` assumes it was verified.

    ``apply`` must never fail after ``verify`` passed, so a rejected action changes nothing and an
    accepted one is applied whole.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    type: str
    player: int | None = None

    #: True for actions only the engine's automation may issue (phase steps).
    automatic_only: ClassVar[bool] = False

    def verify(self, state: Any) -> None:
        """Raise :class:`RuleError` when this action is not legal in ``state``."""

    def apply(self, state: Any) -> None:
        """Change ``state`` in place. Called only after :meth:`verify` passed."""
        raise NotImplementedError(f"{type(self).__name__}.apply")

    def describe(self, state: Any) -> Msg:
        """The log's message for this action, computed on the state *before* the action: a registered text's
        message, said in each reader's language (issue 24)."""
        raise NotImplementedError(f"{type(self).__name__}.describe")


class Correction(Action):
    """A correction by the table: any number of the game set to what the table says, with who did it and why; it is
    logged and undone like any move.

    ``path`` is dotted, with list indexes as numbers: ``players.0.coins``; the log and the refusals say it as the
    table does: "Ann's coins: 11 → 7".
    """

    type: Literal["correct"] = "correct"
    path: str
    value: Any
    reason: str
    by: PlayerName = "table"

    def _resolve(self, state: Any) -> tuple[Any, str | int, Any]:
        parts = self.path.split(".")
        target: Any = state
        for part in parts[:-1]:
            target = _step(target, part, self.path)
        last = parts[-1]
        current = _step(target, last, self.path)
        return target, (int(last) if isinstance(target, list) else last), current

    def _located(self, state: Any) -> tuple[Any, str | int, Any, Any]:
        """Where the value is (its container and key), what it is now and the corrected value validated for that
        place: the path is followed and the value checked once for each of verify, apply and describe."""
        target, key, current = self._resolve(state)
        return target, key, current, self._validated(state, target, key, current)

    def _validated(self, state: Any, target: Any, key: str | int, current: Any) -> Any:
        """The corrected value checked against the place at ``key`` of ``target`` (holding ``current``)."""
        if isinstance(target, list | dict):
            adapter = _adapter_for_type(type(current))
        else:
            adapter = _adapter_for_field(type(target), str(key))
        try:
            return adapter.validate_python(self.value)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise RuleError(BAD_VALUE(what=self.words(state), value=repr(self.value), why=first["msg"])) from None

    def verify(self, state: Any) -> None:
        if not self.reason.strip():
            raise RuleError(NEEDS_REASON())
        value = self._located(state)[3]
        if isinstance(value, int) and not isinstance(value, bool) and value < 0:
            raise RuleError(NEGATIVE(what=self.words(state), value=value))

    def apply(self, state: Any) -> None:
        target, key, _, value = self._located(state)
        if isinstance(target, list):
            target[int(key)] = value
        elif isinstance(target, dict):
            target[key] = value
        else:
            setattr(target, str(key), value)

    def words(self, state: Any) -> Param:
        """The value corrected as the table says it: ``Ann's coins``, ``Ann's armies (1st), coins name``, ``Total``.

        A path through ``players.N`` is the player's (by name, else their seat); each field is its registered
        words (a text coded ``field.<name>``, which a kind may give), else its title, else its name as it is with
        spaces for underscores; a list's item is its place in it."""
        target: Any = state
        owner: Param = None
        said: list[Param] = []
        parts = self.path.split(".")
        for index, part in enumerate(parts):
            here, target = target, _step(target, part, self.path)
            if isinstance(here, list) and index == 1 and parts[0] == "players":
                owner, said = getattr(target, "name", None) or UNNAMED_SEAT(n=int(part) + 1), []
            elif isinstance(here, list):
                place = ordinal(int(part) + 1)
                said[-1:] = [PLACED(field=said[-1], place=place) if said else place]
            else:
                said.append(_field_words(here, part))
        if owner is not None:
            return OWNED(owner=owner, fields=in_turn(said, COMMAS))
        if said and isinstance(said[0], str):
            said[0] = said[0].capitalize()
        return in_turn(said, COMMAS)

    def describe(self, state: Any) -> Msg:
        target, key, current = self._resolve(state)
        try:
            new = self._validated(state, target, key, current)
        except RuleError:  # a value the place refuses is said as the table typed it
            new = self.value
        said = {"what": self.words(state), "was": _said_value(current), "now": _said_value(new), "reason": self.reason}
        return CORRECTED_BY_TABLE(**said) if self.by == "table" else CORRECTED(by=self.by, **said)


def _field_words(model: Any, name: str) -> Param:
    """A field's words: its registered text, else its title, else its name with spaces (said as it is)."""
    registered = TEXTS.get(f"field.{name}")
    if registered is not None:
        return registered()
    info = _fields_of(type(model)).get(name) if isinstance(model, BaseModel) else None
    return info.title.lower() if info is not None and info.title else name.replace("_", " ")


def _said_value(value: Any) -> Param:
    """A corrected value as a message parameter: a number as a number, anything else as the table typed it."""
    return value if isinstance(value, int) and not isinstance(value, bool) else str(value)


#: Validators made so far, by the type they check or the model field they stand for.
_ADAPTERS: dict[type | tuple[type, str], TypeAdapter[Any]] = {}


def _adapter_for_type(kind: type) -> TypeAdapter[Any]:
    """A validator for a list or dict element, by the type of the value it replaces."""
    if kind not in _ADAPTERS:
        _ADAPTERS[kind] = TypeAdapter(kind)
    return _ADAPTERS[kind]


def _adapter_for_field(model: type[BaseModel], name: str) -> TypeAdapter[Any]:
    """A validator for a model field with its bounds (``NonNegativeInt``, ``le=7``...)."""
    if (model, name) not in _ADAPTERS:
        info = model.model_fields[name]
        form: Any = Annotated[(info.annotation, *info.metadata)] if info.metadata else info.annotation
        _ADAPTERS[model, name] = TypeAdapter(form)
    return _ADAPTERS[model, name]


@cache
def _fields_of(model: type[BaseModel]) -> dict[str, FieldInfo]:
    """A model class's fields, looked up once (``model_fields`` is a property that costs a call each time, and a
    replay follows thousands of paths)."""
    return dict(model.model_fields)


def _step(target: Any, part: str, path: str) -> Any:
    """Follow one part of a dotted path, raising a RuleError that names the path when it is wrong."""
    try:
        if isinstance(target, list):
            return target[int(part)]
        if isinstance(target, dict):
            return target[part]
        if isinstance(target, BaseModel) and part in _fields_of(type(target)):
            return getattr(target, part)
    except (ValueError, IndexError, KeyError):
        pass
    raise RuleError(BAD_PATH(path=path, part=part))
