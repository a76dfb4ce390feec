"""What the table calls a player's cards and armies on screen: the card's name, or its printed symbols when it has
none, never the engine's internal number.

Two cards of one player that read alike (two Fishing Docks, two armies of Militia) get a word that tells them apart
as the table sees them: "damaged" or "face up" where that alone does, else their place in the row, counted from the
left among the cards that read alike ("2nd from the left"). The uid stays the action's field; only the words change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from companion.core.words import ordinal
from companion.taw.state import Army, OwnedEmpire


def told_apart(labels: Sequence[str], damaged: Sequence[bool] | None = None) -> list[str]:
    """Each of ``labels`` (a row's cards, left to right), with words added to those that read alike.

    ``damaged``: whether each card is face down; among cards that read alike, one damaged and one face up are told
    apart by that alone, the others by their place among the cards that read alike."""
    flags = list(damaged) if damaged is not None else [False] * len(labels)
    alike = Counter(labels)
    kinds = Counter(zip(labels, flags, strict=True))
    seen: Counter[str] = Counter()
    out: list[str] = []
    for label, down in zip(labels, flags, strict=True):
        seen[label] += 1
        if alike[label] == 1:
            out.append(label)
            continue
        words = []
        mixed = kinds[label, True] and kinds[label, False]
        if mixed:
            words.append("damaged" if down else "face up")
        if not mixed or kinds[label, down] > 1:
            words.append(f"{ordinal(seen[label])} from the left")
        out.append(f"{label} ({', '.join(words)})")
    return out


def empire_names(owned: Sequence[OwnedEmpire]) -> dict[int, str]:
    """The words for each of a row of empire cards (built or stored), by uid."""
    names = told_apart([o.card.label for o in owned], [o.damaged for o in owned])
    return {o.uid: name for o, name in zip(owned, names, strict=True)}


def army_names(armies: Sequence[Army]) -> dict[int, str]:
    """The words for each army (by its front card), by uid."""
    names = told_apart([a.active.label for a in armies])
    return {a.uid: name for a, name in zip(armies, names, strict=True)}

