"""What the table calls a player's cards and armies on screen: the card's name, or its printed symbols when it has
none, never the engine's internal number.

Two cards of one player that read alike (two Fishing Docks, two armies of Militia) get a word that tells them apart
as the table sees them: "damaged" or "face up" where that alone does, else their place in the row, counted from the
left among the cards that read alike ("2nd from the left"). The uid stays the action's field; only the words change.
The words are messages (:func:`empire_said`, :func:`army_said`), said in the reader's language; :func:`empire_names`
and :func:`army_names` are their English, for what still reads English.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from companion.taw.state import Army, OwnedEmpire
from companion.words import Msg, Param, english, text

#: A card and the words that tell it apart from one that reads alike.
APART = text("taw.apart", "{card} ({how})")
#: Face down or face up, then its place: "damaged, 2nd from the left".
BOTH = text("taw.apart.both", "{side}, {place}")
DAMAGED = text("taw.apart.damaged", "damaged")
FACE_UP = text("taw.apart.face_up", "face up")
#: The place among the cards alike, counted from the left, by the English ordinal's ending.
PLACES = {
    "st": text("taw.apart.place_st", "{n}st from the left"),
    "nd": text("taw.apart.place_nd", "{n}nd from the left"),
    "rd": text("taw.apart.place_rd", "{n}rd from the left"),
    "th": text("taw.apart.place_th", "{n}th from the left"),
}


def place(n: int) -> Msg:
    """``1st from the left``, ``2nd from the left`` ... ``11th``, ``21st``."""
    ending = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return PLACES[ending](n=n)


def told_apart(labels: Sequence[Param], damaged: Sequence[bool] | None = None) -> list[Param]:
    """Each of ``labels`` (a row's cards, left to right: names or messages), with words added to those that read
    alike.

    ``damaged``: whether each card is face down; among cards that read alike, one damaged and one face up are told
    apart by that alone, the others by their place among the cards that read alike."""
    keys = [english()(label) if isinstance(label, Msg) else str(label) for label in labels]
    flags = list(damaged) if damaged is not None else [False] * len(labels)
    alike = Counter(keys)
    kinds = Counter(zip(keys, flags, strict=True))
    seen: Counter[str] = Counter()
    out: list[Param] = []
    for label, key, down in zip(labels, keys, flags, strict=True):
        seen[key] += 1
        if alike[key] == 1:
            out.append(label)
            continue
        side = (DAMAGED if down else FACE_UP)() if kinds[key, True] and kinds[key, False] else None
        where = place(seen[key]) if side is None or kinds[key, down] > 1 else None
        how = BOTH(side=side, place=where) if side and where else side or where
        out.append(APART(card=label, how=how))
    return out


def empire_said(owned: Sequence[OwnedEmpire]) -> dict[int, Param]:
    """The words for each of a row of empire cards (built or stored), by uid."""
    names = told_apart([o.card.said for o in owned], [o.damaged for o in owned])
    return {o.uid: name for o, name in zip(owned, names, strict=True)}


def army_said(armies: Sequence[Army]) -> dict[int, Param]:
    """The words for each army (by its front card), by uid."""
    names = told_apart([a.active.said for a in armies])
    return {a.uid: name for a, name in zip(armies, names, strict=True)}


def empire_names(owned: Sequence[OwnedEmpire]) -> dict[int, str]:
    """:func:`empire_said` in English."""
    return {uid: english().param(name) for uid, name in empire_said(owned).items()}


def army_names(armies: Sequence[Army]) -> dict[int, str]:
    """:func:`army_said` in English."""
    return {uid: english().param(name) for uid, name in army_said(armies).items()}
