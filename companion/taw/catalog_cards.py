"""A card a file names as in the catalog (``rules_data/ancient_world/catalog.json``) gets the catalog's printed fields.

A score sheet or a replay file may name a catalog card and leave out what the rulebook prints on it (Treasury's
ability and income, Traveler Camp's wild banner): those are filled in. A field the file gives differently is
refused, naming both values, since the card would otherwise score or play as no real card does. The table's own
entries (a live game's cards, entered in the app) are the table's, and are only filled (``check=False``).
"""

from __future__ import annotations

from typing import Any, TypeVar, cast

from pydantic import BaseModel

from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard
from companion.taw.catalog import catalog

#: Every kind of card a file may name (a score sheet's cards are subclasses of these).
CARD_TYPES = (EmpireCard, DistrictCard, TitanCard, MilitaryCard)
C = TypeVar("C", bound=EmpireCard | DistrictCard | TitanCard | MilitaryCard)
M = TypeVar("M", bound=BaseModel)

#: Fields the catalog speaks for on every named card, even left unwritten: it gives each ability exactly one card.
_ALWAYS = frozenset({"ability"})


class CatalogConflict(ValueError):
    """A card named as a catalog card that gives a printed field differently: every such field with both values.

    ``code`` is stable (tests and ``--json`` key on it); ``path`` is where the card lies in the model walked by
    :func:`with_catalog_cards` (empty for a card checked alone)."""

    code = "catalog_conflict"

    def __init__(self, name: str, conflicts: list[str], path: tuple[str, ...] = ()) -> None:
        super().__init__(f"{name}: {'; '.join(conflicts)}")
        self.name, self.conflicts, self.path = name, conflicts, path

    def at(self, *outer: str) -> CatalogConflict:
        """The same conflict, its card found under ``outer`` (a field name or a list index)."""
        return CatalogConflict(self.name, self.conflicts, (*outer, *self.path))


def from_catalog(card: C, *, check: bool = True) -> C:
    """``card`` as a file gave it (``model_fields_set``: the fields it gave) with every field the catalog card of
    the same name and kind prints, and the file left out, filled in; a card no catalog card is named after is
    returned as it is. With ``check``, a given field the catalog gives differently (or a card of another kind
    named after a catalog card) raises :class:`CatalogConflict`."""
    entry = catalog().by_name(card.name) if card.name else None
    if entry is None:
        return card
    printed = entry.card
    if printed.kind != card.kind:
        if check:
            raise CatalogConflict(printed.name, [_conflict("kind", card.kind, printed.kind)])
        return card
    fields = printed_on(card)
    given = card.model_fields_set
    if check:
        conflicts = [_conflict(f, _json(card, f), _json(printed, f)) for f in sorted(fields.keys() & given)
                     if getattr(card, f) != fields[f]]
        if conflicts:
            raise CatalogConflict(printed.name, conflicts)
    left_out = fields.keys() - given
    if not left_out:
        return card
    return cast(C, card.model_copy(update={f: fields[f] for f in left_out}))  # Self of a union bound


def printed_on(card: BaseModel) -> dict[str, Any]:
    """What the catalog card of ``card``'s name and kind prints (its ability always), by field: what no file and no
    table entry can give otherwise; empty when no catalog card has that name and kind."""
    name, kind = getattr(card, "name", ""), getattr(card, "kind", None)
    entry = catalog().by_name(name) if name else None
    if entry is None or entry.card.kind != kind:
        return {}
    printed = entry.card
    return {f: getattr(printed, f) for f in (printed.model_fields_set | _ALWAYS) - {"name", "kind"}}


def with_catalog_cards(model: M) -> M:
    """``model`` (a parsed action) with each card it carries, however deep, through :func:`from_catalog`;
    a conflict raises :class:`CatalogConflict` whose ``path`` leads from ``model`` to the card."""
    changed: dict[str, Any] = {}
    for field, value in model:
        try:
            new = _walked(value)
        except CatalogConflict as exc:
            raise exc.at(field) from None
        if new is not value:
            changed[field] = new
    return model.model_copy(update=changed) if changed else model


def _walked(value: Any) -> Any:
    """One field's value with its cards filled: a card, a model holding cards, or a list or tuple of them."""
    if isinstance(value, CARD_TYPES):
        return from_catalog(value)
    if isinstance(value, BaseModel):
        return with_catalog_cards(value)
    if isinstance(value, list | tuple):
        items = []
        for index, item in enumerate(value):
            try:
                items.append(_walked(item))
            except CatalogConflict as exc:
                raise exc.at(str(index)) from None
        return type(value)(items) if any(new is not old for new, old in zip(items, value, strict=True)) else value
    return value


def _json(card: BaseModel, field: str) -> Any:
    """A field's value as JSON writes it (a tuple as a list, a model as its non-zero fields)."""
    dumped = card.model_dump(mode="json", include={field}, exclude_defaults=True)
    return dumped[field] if field in dumped else card.model_dump(mode="json", include={field})[field]


def _conflict(field: str, given: Any, printed: Any) -> str:
    """``banners ['red'] in the file, ['blue'] in the catalog``."""
    return f"{field} {_shown(given)} in the file, {_shown(printed)} in the catalog"


def _shown(value: Any) -> str:
    return "none" if value is None else repr(value)
