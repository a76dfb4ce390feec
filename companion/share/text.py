"""The result in one line for a group chat: "The Ancient World, 3 Dec: Hal 18, Ivy 18 (Hal on coins), Jo 15".

Players best first with their points; after players with equal points, who won the tie and on what, or that it is
shared. The game's name is its title less any edition in brackets; the date is the day play began (UTC). Said in
the reader's language (``say``: English unless given).
"""

from __future__ import annotations

from itertools import groupby

from babel.dates import format_skeleton

from companion.share.result import FinishedResult, Standing
from companion.words import Msg, Translator, english, joint, text

LINE = text("share.line", "{title}, {day}: {standings}")
UNSCORED = text("share.unscored", "{players} (no scores recorded)")
SCORED = text("share.scored", "{name} {score}")
WON_ON = text("share.won_on", "{name} on {what}")
TIE_WON = text("share.tie_won", "{players} ({won})")
TIE_SHARED = text("share.tie_shared", "{players} (shared)")
#: The standings are said one after the other with commas: "Hal 18, Ivy 18 (Hal on coins), Jo 15".
COMMAS = joint("share.commas", ", ")


def short_title(title: str) -> str:
    """The game's name without an edition in brackets: "The Ancient World (Second Edition)" -> "The Ancient World"."""
    return title.split(" (", 1)[0]


def day(result: FinishedResult, say: Translator | None = None) -> str:
    """The day play began, as "3 Dec" / "3. Dez."."""
    return format_skeleton("dMMM", result.played_at, locale=(say or english()).locale)


def _tie(group: list[Standing], said: Msg) -> Msg:
    """What settled the tie among ``group`` (equal points, best first): who won it on what, else that it is shared."""
    won = [WON_ON(name=p.name, what=p.won_tie_on) for p in group if p.won_tie_on]
    return TIE_WON(players=said, won=won) if won else TIE_SHARED(players=said)


def standings(result: FinishedResult) -> Msg:
    """The players best first with their points and how ties were settled, as a message (the reader says it)."""
    if not result.scored:
        return UNSCORED(players=COMMAS(items=[p.name for p in result.players]))
    parts: list[Msg] = []
    for _, tied in groupby(result.by_rank(), key=lambda p: p.score):
        group = list(tied)
        said = COMMAS(items=[SCORED(name=p.name, score=p.score) for p in group])
        parts.append(_tie(group, said) if len(group) > 1 else said)
    return COMMAS(items=parts)


def share_text(result: FinishedResult, say: Translator | None = None) -> str:
    """The result in one line, in ``say``'s language."""
    say = say or english()
    return say(LINE(title=short_title(result.title), day=day(result, say), standings=standings(result)))
