"""The words of the rules data (the rules guide, each game's order of play, the names a board shows): translated
with the gettext catalog ``rules`` while the English JSON files stay the source.

A file's words are its strings under the keys :data:`WORDS` names for it (ids, colours, icons and the names printed on
the components, which the table matches to them, are not words). Each
word's gettext context is the file and the keys that lead to it, a list's item named by its ``id`` when it has one
(``ancient_world/guide:steps.prepare_round.plain``), so the context stays when items are added or moved. A loaded
rules model is said in a reader's language with :func:`said`; ``scripts/catalog rules`` extracts with
:func:`extract`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from companion.words.catalogs import DEFAULT
from companion.words.translator import Translator

M = TypeVar("M", bound=BaseModel)

#: The keys of an order of play whose strings are words (``companion.core.turn_order.TurnOrder``).
ORDER = frozenset({"title", "rulebook", "plain", "section", "text"})
#: Rules data file (under ``rules_data/``) -> the keys under which its strings are words a player reads.
WORDS: dict[str, frozenset[str]] = {
    "ancient_world/guide.json": ORDER | {"unoffered"},
    "ancient_realm/order.json": ORDER,
    "through_the_ages/order.json": ORDER,
    # The board's action spaces (their names and summaries) and the city-states' abilities (their names as printed).
    "ancient_world/board.json": frozenset({"spaces", "text"}),
    "ancient_world/tribes.json": frozenset({"label", "shape"}),
    # Each named card's clarification text (its name stays as printed).
    "ancient_world/catalog.json": frozenset({"text"}),
}
#: Keys whose strings are never words, wherever they are (what a list item is known by).
NEVER = frozenset({"id"})

#: What :func:`_walk` puts in a word's place, given its English and its path of keys.
Found = Callable[[str, str], str]


def _walk(tree: Any, keys: frozenset[str], path: tuple[str, ...], word: bool, found: Found) -> Any:
    """``tree`` with each word replaced by ``found(english, path)``: a string is a word when a key on its path is one
    of ``keys`` and its own is not one of :data:`NEVER`."""
    if isinstance(tree, str):
        return found(tree, ".".join(path)) if word else tree
    if isinstance(tree, dict):
        return {k: _walk(v, keys, (*path, str(k)), (word or k in keys) and k not in NEVER, found)
                for k, v in tree.items()}
    if isinstance(tree, list | tuple):
        return [_walk(item, keys, (*path, str(item["id"])) if isinstance(item, dict) and isinstance(item.get("id"), str)
                      else path, word, found) for item in tree]
    return tree


def _name(source: str) -> str:
    """A file's name in contexts: ``ancient_world/guide``."""
    return source.removesuffix(".json")


def words(source: str, tree: Any) -> Iterator[tuple[str, str]]:
    """Each word of the rules data ``source`` (``ancient_world/guide.json``) read as ``tree``: its English and
    context."""
    found: list[tuple[str, str]] = []

    def keep(english: str, path: str) -> str:
        found.append((english, f"{_name(source)}:{path}"))
        return english

    _walk(tree, WORDS[source], (), False, keep)
    yield from found


def extract(path: Path) -> Iterator[tuple[str, str | None]]:
    """The words of the rules data file at ``path`` (the catalog's extractor)."""
    yield from words(f"{path.parent.name}/{path.name}", json.loads(path.read_text(encoding="utf-8")))


#: Translated models by (file, language), with the English model each was made from.
_SAID: dict[tuple[str, str], tuple[BaseModel, BaseModel]] = {}


def said(model: M, source: str, reader: Translator) -> M:
    """``model`` (the rules data ``source`` as loaded) with its words in ``reader``'s language; the same model for
    English. Made once per language."""
    if reader.language == DEFAULT:
        return model
    kept = _SAID.get((source, reader.language))
    if kept is not None and kept[0] is model:
        return kept[1]  # type: ignore[return-value]
    prefix = _name(source)
    tree = _walk(model.model_dump(), WORDS[source], (), False,
                 lambda english, path: reader.pgettext(f"{prefix}:{path}", english))
    made = type(model).model_validate(tree)
    _SAID[(source, reader.language)] = (model, made)
    return made
