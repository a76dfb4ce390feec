"""The translations: gettext catalogs (``.po``) under ``companion/locale/<language>/LC_MESSAGES/<domain>.po``, one
domain per part of the app, read with Babel when a language is first asked for and merged into one catalog.

English is the source language (the message ids), so it needs no catalog. ``qps`` is a pseudo-language for tests:
every translated string is said inside ⟦ ⟧, so text that never passed through the translator stands out.
"""

from __future__ import annotations

from functools import cache
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

#: Where the catalogs are.
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
#: The languages a reader can choose, with their names in themselves.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
#: The language said when a reader's is not one of :data:`LANGUAGES`.
DEFAULT = "en"
#: The pseudo-language of the tests.
PSEUDO = "qps"
#: The locale whose conventions each language's numbers, lists and dates follow ("Ann, Bo and Cy", "3 Dec 2026").
FORMATS: dict[str, str] = {"en": "en_GB", "de": "de_DE", PSEUDO: "en_GB"}


def domains(language: str) -> list[Path]:
    """The catalog files of ``language``, by domain name."""
    return sorted((LOCALE_DIR / language / "LC_MESSAGES").glob("*.po"))


@cache
def translations(language: str) -> NullTranslations:
    """Every domain of ``language`` merged into one gettext catalog (English: none; the ids are English)."""
    merged: NullTranslations = NullTranslations()
    for path in domains(language):
        with path.open("rb") as source:
            catalog = read_po(source, locale=language)
        compiled = BytesIO()
        write_mo(compiled, catalog)
        compiled.seek(0)
        part = Translations(compiled, domain=path.stem)
        if isinstance(merged, Translations):
            merged.merge(part)
        else:
            merged = part
    return merged


def language_of(tags: list[str] | tuple[str, ...]) -> str:
    """The first language of ``tags`` (a browser's ``de-DE``, ``en``, a ``LANG`` like ``de_DE.UTF-8``) that
    Companion speaks, else :data:`DEFAULT`."""
    for tag in tags:
        code = tag.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in LANGUAGES or code == PSEUDO:
            return code
    return DEFAULT
