"""The registry of game kinds: id to the module that defines its ``KIND`` object."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Protocol

from companion.core.errors import DataError
from companion.core.game import GameKind

#: game kind id -> module exposing ``KIND``. Each engine package adds its own line.
KIND_MODULES: dict[str, str] = {
    "the-ancient-world": "companion.taw.kind",
    "through-the-ages": "companion.tta.kind",
    "ancient-realm": "companion.realm.kind",
}

#: game kind id -> module exposing ``FIGURES`` (:class:`TableFigures`): what ``companion replay --json`` adds
#: for a table to check. Optional: a kind not listed adds nothing.
FIGURES_MODULES: dict[str, str] = {
    "the-ancient-world": "companion.taw.summary",
}


class TableFigures(Protocol):
    """A kind's figures for checking a replayed game by hand (each player's totals, the final scores)."""

    def schema(self) -> dict[str, Any]:
        """The JSON Schema of the top-level keys :meth:`of` adds (its ``$defs`` refer to ``#/$defs/...``)."""

    def of(self, state: Any, over: bool) -> dict[str, Any]:
        """The top-level keys to add to the replay output for ``state`` (``over``: the game has ended)."""


def get_kind(kind_id: str) -> GameKind:
    """The game kind with this id; a clear error names the known ones otherwise."""
    module = KIND_MODULES.get(kind_id)
    if module is None:
        known = ", ".join(sorted(KIND_MODULES)) or "none"
        raise DataError("game", [f"unknown game kind {kind_id!r} (known: {known})"])
    return import_module(module).KIND


def all_kinds() -> list[GameKind]:
    """Every registered game kind, in registration order."""
    return [get_kind(k) for k in KIND_MODULES]


def table_figures(kind_id: str) -> TableFigures | None:
    """The kind's :class:`TableFigures`, or None when it has none."""
    module = FIGURES_MODULES.get(kind_id)
    return None if module is None else import_module(module).FIGURES
