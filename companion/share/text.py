"""The result in one line for a group chat: "The Ancient World, 3 Dec: Hal 18, Ivy 18 (Hal on coins), Jo 15".

Players best first with their points; after players with equal points, who won the tie and on what, or that it is
shared. The game's name is its title less any edition in brackets; the date is the day play began (UTC).
"""

from __future__ import annotations

from itertools import groupby

from companion.core.words import joined
from companion.share.result import FinishedResult, Standing


def short_title(title: str) -> str:
    """The game's name without an edition in brackets: "The Ancient World (Second Edition)" -> "The Ancient World"."""
    return title.split(" (", 1)[0]


def day(result: FinishedResult) -> str:
    """The day play began, as "3 Dec"."""
    return f"{result.played_at.day} {result.played_at:%b}"


def _tie(group: list[Standing]) -> str:
    """What settled the tie among ``group`` (equal points, best first): who won it on what, else that it is shared."""
    won = [f"{p.name} on {p.won_tie_on}" for p in group if p.won_tie_on]
    return f" ({joined(won)})" if won else " (shared)"


def share_text(result: FinishedResult) -> str:
    """The result in one line."""
    head = f"{short_title(result.title)}, {day(result)}: "
    if not result.scored:
        return head + ", ".join(p.name for p in result.players) + " (no scores recorded)"
    parts = []
    for _, tied in groupby(result.by_rank(), key=lambda p: p.score):
        group = list(tied)
        said = ", ".join(f"{p.name} {p.score}" for p in group)
        parts.append(said + (_tie(group) if len(group) > 1 else ""))
    return head + ", ".join(parts)
