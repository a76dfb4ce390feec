"""The pieces of sentences The Ancient World's messages share, as messages: a list said with commas or pluses as the
table reads it off a card ("1 food, 1 capacity", "4 coins + 1 knowledge") or as the reader's language says a list
("2 coins and 1 knowledge"), citizen tokens by skill ("citizens 1, 3") and amounts of the game's own nouns that
:mod:`companion.words.amounts` does not list (banners by tribe, spies).

Kept here, not in each module, so a list or a citizen is worded once in every language (issue 24).
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core.errors import in_turn
from companion.words import Msg, Param, joint, ntext, text
from companion.words.amounts import NOUNS, amount

#: A list read off a card or a row, said with commas and nothing else: "1 food, 1 capacity", "Labor, Build, Draft"
#: (one message whose ``items`` are the parts; each language has its own separator).
COMMAS = joint("taw.list.commas", ", ")
#: Amounts added up: "4 coins + 1 knowledge" (one message of its ``items``).
PLUSES = joint("taw.list.pluses", " + ")

# How the three kinds of list were said before each was one message: a chain of pairs, the second part maybe a pair
# again. No move says them now; they stay registered so that logs, states and exports saved before still read.
#: Two parts of a list said with commas.
COMMA = text("taw.list.comma", "{first}, {rest}")
#: Two parts of a sum.
PLUS = text("taw.list.plus", "{first} + {rest}")
#: Two parts of a list said with "and" between each two (a list parameter now: "A, B and C" / "A, B und C").
AND = text("taw.list.and", "{first} and {rest}")
#: Citizen tokens by their skill numbers, lowest first.
CITIZENS = ntext("taw.citizens", "citizen {skills}", "citizens {skills}")

#: The game's counted nouns that the shared amounts do not list, by their English singular.
TAW_NOUNS = {
    "spy": ntext("taw.amount.spy", "{n} spy", "{n} spies"),
    "new citizen": ntext("taw.amount.new_citizen", "{n} new citizen", "{n} new citizens"),
    "citizen upgrade": ntext("taw.amount.citizen_upgrade", "{n} citizen upgrade", "{n} citizen upgrades"),
    "retired card": ntext("taw.amount.retired_card", "{n} retired card", "{n} retired cards"),
    "stored empire card": ntext("taw.amount.stored_empire_card", "{n} stored empire card",
                                "{n} stored empire cards"),
    "red banner": ntext("taw.amount.red_banner", "{n} red banner", "{n} red banners"),
    "blue banner": ntext("taw.amount.blue_banner", "{n} blue banner", "{n} blue banners"),
    "yellow banner": ntext("taw.amount.yellow_banner", "{n} yellow banner", "{n} yellow banners"),
    "green banner": ntext("taw.amount.green_banner", "{n} green banner", "{n} green banners"),
    "purple banner": ntext("taw.amount.purple_banner", "{n} purple banner", "{n} purple banners"),
    "wild banner": ntext("taw.amount.wild_banner", "{n} wild banner", "{n} wild banners"),
}


def counted(n: int, noun: str) -> Msg:
    """``n`` of ``noun``: a noun of the shared amounts or of :data:`TAW_NOUNS` ("2 swords", "1 red banner")."""
    return amount(n, noun) if noun in NOUNS else TAW_NOUNS[noun](n=n)


def commas(parts: Sequence[Param]) -> Param:
    """``parts`` said with commas ("Labor, Build, Draft"), one message; the one part itself; an empty text for none."""
    return in_turn(parts, COMMAS)


def pluses(parts: Sequence[Param]) -> Param:
    """``parts`` added up ("4 coins + 1 knowledge"), one message."""
    return in_turn(parts, PLUSES)


def ands(parts: Sequence[Param]) -> Param:
    """``parts`` as a list parameter, which the reader's language says as its lists ("2 coins (loot) and 1 knowledge
    (spy)", "A, B and C" / "A, B und C")."""
    return in_turn(parts, None)


def citizens(skills: Sequence[int]) -> Msg:
    """``citizen 2``, ``citizens 1, 3``: citizen tokens by their skill numbers, lowest first."""
    return CITIZENS(n=len(skills), skills=commas(sorted(skills)))
