"""Reading a JSON file a person wrote (a score sheet, a replay, an export): bounded, strict, never a traceback.

Python's ``json`` module reads a file of any size, nests until the interpreter's recursion limit (a bare
``RecursionError``), refuses an integer of over 4300 digits with a bare ``ValueError``, and takes ``NaN``
and ``Infinity``; pydantic's lax mode then takes ``"3"`` and ``true`` as the count 3 and 1. Here each of
those is a :class:`~companion.core.errors.DataError` naming the file and the field (or line and column),
and no number the engines or SQLite cannot hold gets through: integers have at most :data:`MAX_DIGITS`
digits, files at most :data:`MAX_BYTES` bytes, nesting at most :data:`MAX_DEPTH` levels.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from companion.core.errors import DataError
from companion.words import Msg, Param, Text, text

M = TypeVar("M", bound=BaseModel)

#: The largest file read (4 MiB): a long four-player game exports to about 130 KB, a score sheet to a few KB.
MAX_BYTES = 4 * 1024 * 1024
#: The deepest nesting of arrays and objects (the deepest real file, an export, nests about ten levels).
MAX_DEPTH = 40
#: The most digits of an integer: every count fits, and so does SQLite's 64-bit INTEGER (below 9.2e18).
MAX_DIGITS = 18

CANNOT_READ = text("core.json.cannot_read", "cannot read the file ({why})")
TOO_LARGE = text("core.json.too_large", "the file is larger than {mb} MB, the most Companion reads")
NOT_UTF8 = text("core.json.not_utf8", "not valid JSON (not UTF-8 text: byte {index} is {byte})")
NOT_JSON = text("core.json.not_json", "not valid JSON at line {line}, column {column}: {why}")
CUT_SHORT = text("core.json.cut_short", "not valid JSON at line {line}, column {column}: {why} (the file ends before "
                 "the document does: it looks cut short)")
NOT_JSON_AT_ALL = text("core.json.not_json_at_all", "not valid JSON ({error}: {why})")
TOO_DEEP = text("core.json.too_deep", "line {line}, column {column}: arrays and objects are nested more than {most} "
                "levels deep")
#: A problem of one field: "players.0.name: ..." (the validator's own words said as it gives them).
AT_FIELD = text("core.json.at_field", "{field}: {why}")
TOP_LEVEL = text("core.json.top_level", "(top level)")
SURROGATE = text("core.json.surrogate", "{field}: {what} is not valid Unicode (character {index} is U+{point}, a lone "
                 "surrogate)")
FIELD_NAME = text("core.json.field_name", "the field name")
THE_TEXT = text("core.json.text", "the text")
TOO_MANY_DIGITS = text("core.json.digits", "the number {number} has {digits} digits; numbers here have at most "
                       "{most}")
TOO_BIG = text("core.json.too_big", "the number {number} is too large")
NOT_A_NUMBER = text("core.json.not_a_number", "{name} is not a number JSON allows")

#: A JSON string (skipped whole, so brackets inside it do not count) or one bracket.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


class _Refused:
    """A value the parser met but will not pass on (a huge number, NaN); the walk names its field."""

    __slots__ = ("why",)

    def __init__(self, why: Msg) -> None:
        self.why = why


def read_json_file(path: Path) -> Any:
    """The JSON value in the file at ``path``, checked as :func:`loads` does; problems name the file."""
    try:
        data = read_bytes(path)
    except OSError as exc:
        raise DataError(str(path), [CANNOT_READ(why=exc.strerror or str(exc))]) from None
    return loads(data, str(path))


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The file's bytes, never read past ``limit`` (a device or a pipe may never end): :class:`OSError` when
    it cannot be read, :class:`DataError` when it is larger than ``limit``."""
    with path.open("rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise DataError(str(path), [TOO_LARGE(mb=limit // (1024 * 1024))])
    return data


def loads(data: bytes, source: str) -> Any:
    """Parse ``data`` as JSON: UTF-8, nested at most :data:`MAX_DEPTH` deep, integers of at most
    :data:`MAX_DIGITS` digits, finite numbers only, and valid Unicode text (no lone surrogate) throughout."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DataError(source, [NOT_UTF8(index=exc.start, byte=f"{data[exc.start]:#04x}")]) from None
    _check_depth(text, source)
    try:
        raw = json.loads(text, parse_int=_integer, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        bad = CUT_SHORT if cut else NOT_JSON
        raise DataError(source, [bad(line=exc.lineno, column=exc.colno, why=exc.msg)]) from None
    except (ValueError, RecursionError) as exc:  # ruled out by the checks above; still never a traceback
        raise DataError(source, [NOT_JSON_AT_ALL(error=type(exc).__name__, why=str(exc))]) from None
    _check_values(raw, source)
    return raw


def validated(model: type[M], raw: Any, source: str, *, section: str = "", context: Any = None) -> M:
    """``raw`` (from :func:`loads`) validated by ``model`` with JSON's own types, strictly: a count must be a
    number, never ``"3"`` or ``true``. Problems name ``source`` and the field's path, under ``section``;
    ``context`` is the validation context the model's validators read."""
    try:
        return model.model_validate_json(json.dumps(raw), strict=True, context=context)
    except ValidationError as exc:
        raise DataError(source, _problems(exc, section)) from None


def validated_by(union: TypeAdapter[Any], raw: Any, source: str, *, section: str = "") -> Any:
    """:func:`validated` with a tagged union's adapter (a game kind's actions, told apart by ``type``).

    Pydantic's error paths start with the tag (``place_labor.skill``); the file has no such level, so the
    path given is the file's own (``actions.0.skill``)."""
    try:
        return union.validate_json(json.dumps(raw), strict=True)
    except ValidationError as exc:
        tag = raw.get("type") if isinstance(raw, dict) else None
        raise DataError(source, _problems(exc, section, tag)) from None


def _problems(exc: ValidationError, section: str, tag: object = None) -> list[str | Msg]:
    """Each error as ``path: reason``, the path from the top of the file (dotted, as in the JSON)."""
    lines: list[str | Msg] = []
    for error in exc.errors():
        loc = [str(part) for part in error["loc"]]
        if tag is not None and loc[:1] == [tag]:
            loc = loc[1:]
        lines.append(AT_FIELD(field=_field(tuple([section, *loc] if section else loc)), why=_reason(error)))
    return lines


def _reason(error: Any) -> str:
    """Pydantic's message, without its "Value error, " before a check's own words; a type error says what it
    was given (``got "3"``, ``got an array``), as strict types refuse what lax ones would take."""
    message = str(error["msg"]).removeprefix("Value error, ")
    if not str(error["type"]).endswith("_type"):
        return message
    given = error["input"]
    if isinstance(given, dict | list):
        return f"{message}; got {'an object' if isinstance(given, dict) else 'an array'}"
    text = json.dumps(given, default=repr)
    return f"{message}; got {text if len(text) <= 40 else text[:39] + '…'}"


def _check_depth(text: str, source: str) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH`, by line and column, before ``json`` would recurse into it."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    depth = 0
    for token in _TOKEN.finditer(text):
        char = token.group()[0]
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                at = token.start()
                line, column = text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)
                raise DataError(source, [TOO_DEEP(line=line, column=column, most=MAX_DEPTH)])
        elif char in "]}":
            depth -= 1


def _check_values(raw: Any, source: str) -> None:
    """Walk the parsed value (without recursion, in document order) for refused numbers and lone surrogates,
    naming the field of the first."""
    stack: list[tuple[Any, tuple[str, ...]]] = [(raw, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, dict):
            for key in value:
                _check_text(key, (*path, key), source, FIELD_NAME)
            stack.extend((item, (*path, key)) for key, item in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((value[index], (*path, str(index))) for index in range(len(value) - 1, -1, -1))
        elif isinstance(value, str):
            _check_text(value, path, source, THE_TEXT)
        elif isinstance(value, _Refused):
            raise DataError(source, [AT_FIELD(field=_field(path), why=value.why)])


def _check_text(text: str, path: tuple[str, ...], source: str, what: Text) -> None:
    """Refuse a text that is not valid Unicode; ``what`` names it (made into a message only then: this runs for
    every text of a file)."""
    if text.isascii():
        return
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise DataError(source, [SURROGATE(field=_field(path), what=what(), index=exc.start + 1,
                                           point=f"{ord(text[exc.start]):04X}")]) from None


def _field(path: tuple[str, ...]) -> Param:
    return ".".join(path) or TOP_LEVEL()


def _integer(digits: str) -> int | _Refused:
    count = len(digits) - digits.startswith("-")
    if count > MAX_DIGITS:
        return _Refused(TOO_MANY_DIGITS(number=f"{digits[:12]}…", digits=count, most=MAX_DIGITS))
    return int(digits)


def _float(digits: str) -> float | _Refused:
    value = float(digits)
    if not math.isfinite(value):
        return _Refused(TOO_BIG(number=f"{digits[:12]}{'…' if len(digits) > 12 else ''}"))
    return value


def _constant(name: str) -> _Refused:
    return _Refused(NOT_A_NUMBER(name=name))
