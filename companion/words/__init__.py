"""Words as data: messages (a code and its parameters), the registry of their English wordings, and the translator
that says them in a reader's language (no flet here: the engines, the store and the command line use it too)."""

from companion.words.catalogs import LANGUAGES, language_of
from companion.words.message import Msg, Param
from companion.words.texts import N_, Text, joint, ntext, refusal, text
from companion.words.translator import Translator, english, known_zone, translator

__all__ = ["LANGUAGES", "N_", "Msg", "Param", "Text", "Translator", "english", "joint", "known_zone", "language_of",
           "ntext", "refusal", "text", "translator"]
