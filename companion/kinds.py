"""The registry of game kinds: id to the module that defines its ``KIND`` object."""

from __future__ import annotations

from importlib import import_module
from typing import cast

from companion.core.errors import DataError
from companion.core.game import GameKind
from companion.core.paper import PaperKind
from companion.words import text

#: game kind id -> module exposing ``KIND``. Each engine package adds its own line.
KIND_MODULES: dict[str, str] = {
    "the-ancient-world": "companion.taw.kind",
    "through-the-ages": "companion.tta.kind",
    "ancient-realm": "companion.realm.kind",
    "the-ancient-world-sheet": "companion.taw.paper_kind",
    "ancient-realm-sheet": "companion.realm.paper",
}


UNKNOWN_KIND = text("core.unknown_kind", "unknown game kind '{kind}' (known: {known})")


def get_kind(kind_id: str) -> GameKind:
    """The game kind with this id; a clear error names the known ones otherwise."""
    module = KIND_MODULES.get(kind_id)
    if module is None:
        raise DataError("game", [UNKNOWN_KIND(kind=kind_id, known=sorted(KIND_MODULES))])
    return import_module(module).KIND


def all_kinds() -> list[GameKind]:
    """Every registered game kind, in registration order."""
    return [get_kind(k) for k in KIND_MODULES]


#: The end of every paper sheet kind's id (``the-ancient-world-sheet``): a game's kind id says, without importing the
#: kind, that it was scored on paper (Home says so on its listing).
PAPER_SUFFIX = "-sheet"


def scored_on_paper(kind_id: str) -> bool:
    """True for a game kind that scores a game played on paper (checked against each kind's ``paper`` flag in the
    tests)."""
    return kind_id.endswith(PAPER_SUFFIX)


def game_of(kind_id: str) -> str:
    """The kind id of the game a game of ``kind_id`` is of: a paper sheet's game (``the-ancient-world-sheet`` ->
    ``the-ancient-world``), so that a log of plays (BG Stats) counts it with the games played in the app."""
    return kind_id.removesuffix(PAPER_SUFFIX)


def paper_kinds() -> list[PaperKind]:
    """The kinds that score a game played on paper (their ``paper`` flag): Home's "Score a finished game"."""
    return [cast(PaperKind, k) for k in all_kinds() if getattr(k, "paper", False)]


def played_kinds() -> list[GameKind]:
    """The kinds played in the app (New game offers them): every kind but the paper sheets."""
    return [k for k in all_kinds() if not getattr(k, "paper", False)]
