"""Setup forms read from a game kind's pydantic setup model, so the UI asks what the engine needs.

A field becomes one input: text, whole number, on/off switch or a choice (Literal or Enum). A list of
sub-models (the players) becomes one row of inputs per item. Validation is the model's own, so limits
such as "2 to 4 players" live in the engine, never here.
"""

from __future__ import annotations

import enum
import types
import typing
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ValidationError, WithJsonSchema
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from companion.core.refused_value import reason
from companion.ui.lang import N_, t

InputKind = Literal["text", "int", "bool", "choice"]


@dataclass(frozen=True)
class FieldSpec:
    """One input of a setup form: where its value goes, how to ask for it, and its choices."""

    name: str
    label: str
    kind: InputKind
    choices: tuple[str, ...] = ()
    help: str | None = None
    #: For a choice: whether "none" is allowed (an optional field).
    optional: bool = False
    #: For text: the most characters the model takes (a name's limit), so typing stops there.
    max_length: int | None = None


@dataclass(frozen=True)
class FormSpec:
    """The whole setup form: top-level inputs and, when the model has one, the repeated player rows."""

    fields: tuple[FieldSpec, ...]
    rows_name: str | None = None
    row_label: str = N_("Player")
    row_fields: tuple[FieldSpec, ...] = ()
    row_model: type[BaseModel] | None = None


def label_for(name: str, info: FieldInfo) -> str:
    """A field's human label: its ``title`` when the model gives one, else its name in words."""
    return info.title or name.replace("_", " ").capitalize()


def _unwrap_optional(annotation: Any) -> Any:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def _max_length(info: FieldInfo) -> int | None:
    """The longest text a field takes, as its schema states it (the name types state their limit)."""
    for item in info.metadata:
        limit = item.json_schema.get("maxLength") if isinstance(item, WithJsonSchema) and item.json_schema else None
        if limit is not None:
            return int(limit)
        if getattr(item, "max_length", None) is not None:
            return int(item.max_length)
    return None


def _spec(name: str, info: FieldInfo) -> FieldSpec | None:
    annotation = _unwrap_optional(info.annotation)
    optional = annotation is not info.annotation
    label = label_for(name, info)
    if typing.get_origin(annotation) is Literal:
        choices = tuple(str(a) for a in typing.get_args(annotation))
        return FieldSpec(name, label, "choice", choices, info.description, optional)
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        choices = tuple(str(m.value) for m in annotation)
        return FieldSpec(name, label, "choice", choices, info.description, optional)
    if annotation is bool:
        return FieldSpec(name, label, "bool", help=info.description)
    if annotation is int:
        return FieldSpec(name, label, "int", help=info.description)
    if annotation is str:
        return FieldSpec(name, label, "text", help=info.description, max_length=_max_length(info))
    return None


def _row_model(info: FieldInfo) -> type[BaseModel] | None:
    annotation = _unwrap_optional(info.annotation)
    if typing.get_origin(annotation) in (list, tuple):
        args = typing.get_args(annotation)
        if args and isinstance(args[0], type) and issubclass(args[0], BaseModel):
            return args[0]
    return None


def form_for(model: type[BaseModel]) -> FormSpec:
    """The form for ``model``: simple fields in order, plus the first list of sub-models as rows."""
    fields: list[FieldSpec] = []
    rows_name: str | None = None
    row_model: type[BaseModel] | None = None
    for name, info in model.model_fields.items():
        sub = _row_model(info)
        if sub is not None and rows_name is None:
            rows_name, row_model = name, sub
            continue
        annotation = _unwrap_optional(info.annotation)
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            group = label_for(name, info)
            fields += [FieldSpec(f"{name}.{s.name}", f"{group}: {s.label}", s.kind, s.choices, s.help, s.optional,
                                 s.max_length)
                       for n, i in annotation.model_fields.items() if (s := _spec(n, i)) is not None]
            continue
        spec = _spec(name, info)
        if spec is not None:
            fields.append(spec)
    if row_model is None:
        return FormSpec(tuple(fields))
    row_fields = tuple(s for n, i in row_model.model_fields.items() if (s := _spec(n, i)) is not None)
    row_label = label_for(rows_name or "", model.model_fields[rows_name or ""]).removesuffix("s")
    return FormSpec(tuple(fields), rows_name, row_label, row_fields, row_model)


def _default(info: FieldInfo) -> Any:
    if info.default is not PydanticUndefined:
        return info.default.value if isinstance(info.default, enum.Enum) else info.default
    if info.default_factory is not None:
        return info.default_factory()  # type: ignore[call-arg]
    return None


def new_row(form: FormSpec, index: int) -> dict[str, Any]:
    """Starting values for row ``index`` (numbered from 0): defaults, and a name like "Player 2"."""
    assert form.row_model is not None
    row: dict[str, Any] = {}
    for spec in form.row_fields:
        value = _default(form.row_model.model_fields[spec.name])
        if value is None and spec.kind == "text":
            value = t("{row} {number}", row=t(form.row_label), number=index + 1)
        if value is None and spec.kind == "choice" and not spec.optional:
            value = spec.choices[index % len(spec.choices)]
        row[spec.name] = value
    return row


def initial_values(model: type[BaseModel], form: FormSpec, rows: int) -> dict[str, Any]:
    """The form's starting values: the model's defaults, and ``rows`` player rows."""
    values: dict[str, Any] = {}
    for spec in form.fields:
        top, _, sub = spec.name.partition(".")
        info = model.model_fields[top]
        if sub:
            info = _unwrap_optional(info.annotation).model_fields[sub]
        value = _default(info)
        if value is None and spec.kind == "choice" and spec.choices and not spec.optional:
            value = spec.choices[0]
        if value is not None:
            values = with_value(values, spec.name, value)
    if form.rows_name:
        values[form.rows_name] = [new_row(form, i) for i in range(rows)]
    return values


def value_at(values: dict[str, Any], name: str) -> Any:
    """The value of a (possibly dotted: ``variants.titan_draft``) form field."""
    top, _, sub = name.partition(".")
    value = values.get(top)
    return value.get(sub) if sub and isinstance(value, dict) else value


def with_value(values: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
    """A copy of ``values`` with the (possibly dotted) field ``name`` set to ``value``."""
    top, _, sub = name.partition(".")
    if sub:
        return {**values, top: {**values.get(top, {}), sub: value}}
    return {**values, top: value}


def validate(model: type[BaseModel], values: dict[str, Any]) -> tuple[BaseModel | None, str | None]:
    """The setup built from ``values``, or None and the first problem in the reader's words: the form's label of the
    field it is about, and why (the model's own message, or pydantic's check with its numbers)."""
    try:
        return model.model_validate(values), None
    except ValidationError as exc:
        first = exc.errors()[0]
        why, where = t(reason(first)), _where(form_for(model), [str(part) for part in first["loc"]])
        return None, t("{field}: {why}", field=where, why=why) if where else why


def _where(form: FormSpec, loc: list[str]) -> str:
    """The form's words for the field at ``loc`` (``Player 2, Name``; ``Players``), or "" for the whole form."""
    if not loc:
        return ""
    if loc[0] == form.rows_name:
        if len(loc) < 2 or not loc[1].isdigit():
            return t("Players")
        seat = t("{row} {number}", row=t(form.row_label), number=int(loc[1]) + 1)
        spec = next((s for s in form.row_fields if len(loc) > 2 and s.name == loc[2]), None)
        return seat if spec is None else t("{seat}, {field}", seat=seat, field=t(spec.label))
    spec = next((s for s in form.fields if s.name in (".".join(loc[:2]), loc[0])), None)
    return loc[0] if spec is None else t(spec.label)
