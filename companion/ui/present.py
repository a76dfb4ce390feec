"""Reading any engine state for display: its simple values with labels, and its players.

Generic on purpose: the UI shows what the engine's state holds, by the field titles the engine gives,
so a new rule or counter in the engine shows up without a UI change, and no rule is computed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from companion.core.game import seat_name
from companion.ui.forms import label_for

#: Field names that name a player rather than count something.
NAME_FIELDS = ("name", "colour", "color")


@dataclass(frozen=True)
class Value:
    """One labelled value of a state: ``key`` is its field name (the test handle)."""

    key: str
    label: str
    value: Any


def values(model: BaseModel, *, skip: tuple[str, ...] = ()) -> list[Value]:
    """The simple (number, text, yes/no) fields of ``model``, in the engine's order."""
    out = []
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        if name in skip or isinstance(value, BaseModel | list | dict | tuple | set) or value is None:
            continue
        out.append(Value(name, label_for(name, info), value.value if hasattr(value, "value") else value))
    return out


def groups(model: BaseModel) -> list[tuple[str, BaseModel]]:
    """The nested models of ``model`` (e.g. a player's citizens), with their labels."""
    return [(label_for(name, info), value) for name, info in type(model).model_fields.items()
            if isinstance(value := getattr(model, name), BaseModel)]


#: What to call a player: their name when the state has one, else their seat (one rule with the store's).
player_name = seat_name


def shown(value: Any) -> str:
    """A value as words: yes/no for flags, the number or text otherwise."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ")


def first_line(doc: str | None) -> str:
    """The first paragraph of a docstring, on one line."""
    return " ".join((doc or "").strip().split("\n\n")[0].split())
