"""Where each catalog's messages come from, extracted with Babel, and the catalogs brought up to date with them.

A domain is one part of the app with its own ``.po`` file per language (so the parts are translated apart). Python
sources give ``t("...")``/``tn(...)`` literals, ``N_("...")`` marks and the registered ``text``/``ntext``/``refusal``
messages (code as the gettext context). ``scripts/catalog`` runs :func:`update`; the catalog tests run
:func:`problems`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from companion.realm.rules import data_texts as realm_texts
from companion.taw.phases.rules import table_texts
from companion.tta.rules import data_texts as tta_texts
from companion.words import rules
from companion.words.catalogs import LOCALE_DIR

#: The project's top folder (the sources are read from the repository, not an installed copy).
ROOT = LOCALE_DIR.parent.parent
#: The call names Babel reads messages from, with where their message id, plural and context are.
KEYWORDS: dict[str, object] = {
    "t": None,  # t("literal", **params): the first argument
    "tn": (1, 2),  # tn("singular", "plural", count)
    "N_": None,
    "text": ((1, "c"), 2),  # text("code", "English")
    "refusal": ((1, "c"), 2),
    "ntext": ((1, "c"), 2, 3),  # ntext("code", "singular", "plural")
}
#: A message that extracts more (a JSON file's texts): a function giving (message id, context, comment) triples.
Extractor = Callable[[Path], Iterator[tuple[str, str | None]]]


@dataclass(frozen=True)
class Domain:
    """A catalog: its name and the sources (paths from :data:`ROOT`, a folder meaning every ``.py`` under it)."""

    name: str
    sources: tuple[str, ...]
    extractors: tuple[tuple[str, Extractor], ...] = ()


DOMAINS: tuple[Domain, ...] = (
    Domain("core", ("companion/core", "companion/words", "companion/kinds.py")),
    Domain("store", ("companion/store", "companion/share", "companion/cli", "companion/web", "companion/browser",
                     "companion/__main__.py")),
    Domain("taw", ("companion/taw/*.py", "companion/taw/phases"),
           (("rules_data/ancient_world/phases.json", table_texts),)),
    Domain("taw_moves", ("companion/taw/moves", "companion/taw/abilities")),
    Domain("realm", ("companion/realm",), (("rules_data/ancient_realm/rules.json", realm_texts),)),
    Domain("tta", ("companion/tta",), (("rules_data/through_the_ages/first_round.json", tta_texts),)),
    Domain("ui", ("companion/ui/*.py", "companion/ui/screens", "companion/ui/paper/[!r]*.py")),
    Domain("ui_taw", ("companion/ui/taw",)),
    Domain("ui_games", ("companion/ui/realm", "companion/ui/tta", "companion/ui/paper/realm_*.py")),
    Domain("rules", (), tuple((f"rules_data/{name}", rules.extract) for name in rules.WORDS)),
)
#: The header's dates (a date that changed at every update would make every branch's catalog conflict).
FIXED_DATE = datetime(2026, 12, 3, tzinfo=UTC)
#: A ``{field}`` of a wording.
FIELD = re.compile(r"\{(\w+)\}")


def _files(source: str) -> list[Path]:
    path = ROOT / source
    if "*" in source:
        return sorted(ROOT.glob(source))
    return sorted(path.rglob("*.py")) if path.is_dir() else [path]


def extract(domain: Domain) -> Catalog:
    """The messages ``domain``'s sources say today (its template)."""
    template = Catalog(domain=domain.name, project="Companion", fuzzy=False)
    for source in domain.sources:
        for path in _files(source):
            for line, message, _, context in extract_from_file("python", path, keywords=KEYWORDS):
                template.add(message, locations=[(str(path.relative_to(ROOT)), line)], context=context)
    for source, extractor in domain.extractors:
        for message, context in extractor(ROOT / source):
            template.add(message, locations=[(source, 0)], context=context)
    return template


def _po(domain: Domain, language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{domain.name}.po"


def read(domain: Domain, language: str) -> Catalog:
    """``domain``'s catalog in ``language`` (an empty one when there is none yet)."""
    path = _po(domain, language)
    if not path.exists():
        return Catalog(locale=language, domain=domain.name, fuzzy=False)
    with path.open("rb") as source:
        return read_po(source, locale=language, domain=domain.name)


def update(domain: Domain, language: str) -> Catalog:
    """Bring ``domain``'s ``language`` catalog up to date with the sources: new ids added untranslated, ids no
    longer said dropped, translations kept; written back sorted (so two changes merge cleanly)."""
    catalog = read(domain, language)
    catalog.update(extract(domain), no_fuzzy_matching=True)
    catalog.obsolete.clear()
    # A fixed header and no line numbers: updating from two branches changes only the messages, which merge.
    catalog.creation_date = catalog.revision_date = FIXED_DATE
    catalog.project, catalog.version = "Companion", "1"
    catalog.header_comment = f"# Companion's {language} words for {domain.name} (scripts/catalog updates it)."
    catalog.last_translator = catalog.language_team = "Companion"
    path = _po(domain, language)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        write_po(out, catalog, sort_output=True, include_previous=False, width=120,
                  include_lineno=False)
    return catalog


def _fields(message: str | tuple[str, ...]) -> set[str]:
    parts = message if isinstance(message, tuple) else (message,)
    return {field for part in parts for field in FIELD.findall(part)}


def problems(domain: Domain, language: str) -> list[str]:
    """What is wrong with ``domain``'s ``language`` catalog: an id the sources say that it lacks or leaves
    untranslated, an id it has that no source says, a translation whose ``{fields}`` are not the English ones."""
    said = {(m.id if isinstance(m.id, str) else m.id[0], m.context): m for m in extract(domain) if m.id}
    catalog = read(domain, language)
    have = {(m.id if isinstance(m.id, str) else m.id[0], m.context): m for m in catalog if m.id}
    found: list[str] = []
    for key, message in said.items():
        translated = have.get(key)
        strings = [] if translated is None else (
            list(translated.string) if isinstance(translated.string, tuple) else [translated.string])
        if not strings or not all(strings):
            found.append(f"{domain.name}.po ({language}): no translation of {key[0]!r}" +
                         (f" (context {key[1]})" if key[1] else ""))
        elif _fields(translated.string) != _fields(message.id):  # type: ignore[union-attr]
            found.append(f"{domain.name}.po ({language}): {key[0]!r} has the fields {sorted(_fields(message.id))}, "
                         f"its translation {sorted(_fields(translated.string))}")  # type: ignore[union-attr]
    found += [f"{domain.name}.po ({language}): {key[0]!r} is said by no source" for key in have if key not in said]
    return found
