"""A message as data: a stable code and its parameters, rendered into a sentence only where a person reads it.

Like python-chess's moves (SAN is written on demand) and PokerKit's operation records, nothing below the UI keeps a
sentence: the engines, the store and the server make :class:`Msg` values, and a :class:`~companion.words.Translator`
says them in the reader's language.
"""

from __future__ import annotations

from typing import Any, Union

from pydantic import BaseModel, ConfigDict
from typing_extensions import TypeAliasType

#: A parameter's value: a number (said in the reader's locale), a name or other text said as it is (player names,
#: game names), another message (said in the reader's language: "3 coins", a card's name), or a list of them (said
#: as the reader's language joins a list: "Ann, Bo and Cy").
Param = TypeAliasType("Param", Union[int, str, "Msg", list["Param"], None])


class Msg(BaseModel):
    """A code (``Text.code``, registered in :mod:`companion.words.texts`) and its named parameters."""

    model_config = ConfigDict(frozen=True)

    code: str
    params: dict[str, Param] = {}

    @classmethod
    def of(cls, code: str, params: dict[str, Any]) -> Msg:
        """A message from trusted values (the engines' own), without validating them again: the engines make one
        per refusal, log phrase and table note of every move they judge, so this is the fast way (what
        ``model_construct`` does for these two fields, in a sixth of its time: 1.0 µs, not 6.8)."""
        made = _new(cls)  # object's own: a model class's ``__new__`` is found through pydantic's metaclass, slower
        _set(made, "__dict__", {"code": code, "params": params})
        _set(made, "__pydantic_fields_set__", _FIELDS)
        _set(made, "__pydantic_extra__", None)
        _set(made, "__pydantic_private__", None)
        return made

    @classmethod
    def read(cls, data: Any) -> Msg:
        """A message read back from JSON the app wrote (a saved log entry: its row is checksummed), rebuilt with
        :meth:`of` rather than validated field by field (a long game's log has thousands); a value that is not a
        message's shape raises ``ValueError``."""
        if not isinstance(data, dict) or not isinstance(data.get("code"), str) \
                or not isinstance(params := data.get("params", {}), dict):
            raise ValueError(f"not a message: {data!r}"[:200])
        return cls.of(data["code"], {key: _param(value) for key, value in params.items()})


def _param(value: Any) -> Any:
    """A parameter read back from JSON: a message where it has a message's shape, a list's items likewise."""
    if isinstance(value, dict):
        return Msg.read(value)
    if isinstance(value, list):
        return [_param(item) for item in value]
    if value is None or isinstance(value, int | str):
        return value
    raise ValueError(f"not a message parameter: {value!r}"[:200])


Msg.model_rebuild()
#: How :meth:`Msg.of` fills a frozen model, and the fields it sets.
_set = object.__setattr__
_new = object.__new__
_FIELDS = frozenset({"code", "params"})
