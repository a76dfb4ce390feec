"""The registry of game kinds: id to the module that defines its ``KIND`` object."""

from __future__ import annotations

from importlib import import_module

from companion.core.errors import DataError
from companion.core.game import GameKind

#: game kind id -> module exposing ``KIND``. Each engine package adds its own line.
KIND_MODULES: dict[str, str] = {
    "the-ancient-world": "companion.taw.kind",
    "through-the-ages": "companion.tta.kind",
    "ancient-realm": "companion.realm.kind",
    "the-ancient-world-sheet": "companion.taw.paper_kind",
}


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
