"""Words that did not pass through the translator: the pseudo-language ``qps`` says every translated string inside
⟦ ⟧, so a word a screen shows outside them was written in code (issue 24, point 4). Names and numbers aside."""

from __future__ import annotations

import re

from companion.taw.catalog import catalog as taw_catalog
from companion.taw.data import board
from companion.taw.random_game import NAMES as TAW_NAMES
from companion.tta.random_game import NAMES as TTA_NAMES
from companion.tta.rules import catalog as tta_catalog
from companion.ui.languages import LANGUAGE_KEY
from companion.words.catalogs import PSEUDO
from tests.ui.harness import UiSession
from tests.ui.screen_words import texts

#: A browser whose saved language is the pseudo-language (tests/ui/harness.py's saved preferences).
PSEUDO_BROWSER = {LANGUAGE_KEY: PSEUDO}
#: What a screen shows as it is, in every language: the players' and the game's names the tests give, the app's
#: and the games' own names, and the names printed on the components (The Ancient World's cards and city-states,
#: Through the Ages' cards: a table matches them with the cards in front of it).
NAMES = frozenset({*TAW_NAMES, *TTA_NAMES, "Words", "Solo", "Companion", "The Ancient World", "Ancient Realm",
                   "Through the Ages", *(card.name for card in tta_catalog().cards),
                   *(entry.card.name for entry in taw_catalog().cards if entry.card.name),
                   *(city.label for city in board().city_states)})
#: The names the random games give the cards they invent ("Titan 1-82", "Troop 92", "District 79", "Wonder 3", "II-123",
#: Ancient Realm's "Example wonder 1" of a card not entered yet): a table types its cards' names.
INVENTED = re.compile(r"\b(?:Titan \d+-\d+|Troop \d+|District \d+|Wonder \d+|Example (?:district|wonder) \d+"
                      r"|[A-Z]+-\d{3})\b")
#: The innermost translated string.
TRANSLATED = re.compile(r"⟦[^⟦⟧]*⟧")
#: A word (two letters or more) of any language.
WORD = re.compile(r"[^\W\d_]{2,}")


def outside(text: str) -> str:
    """``text`` without what passed through the translator and without names."""
    while (shorter := TRANSLATED.sub(" ", text)) != text:
        text = shorter
    for name in sorted(NAMES, key=len, reverse=True):
        text = text.replace(name, " ")
    return INVENTED.sub(" ", text)


def untranslated(ui: UiSession, where: str) -> list[str]:
    """Every text on the page now with a word outside the translator's marks, naming ``where``."""
    return [f"{where}: {WORD.findall(outside(text))} in {text!r}" for text in dict.fromkeys(texts(ui))
            if WORD.search(outside(text))]
