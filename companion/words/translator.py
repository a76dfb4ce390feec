"""A reader's translator: says messages, literals, numbers, lists and dates in one language.

One translator per reader (a connected device, a command run), never a process-wide gettext language: two phones at
one table each read their own.
"""

from __future__ import annotations

import re
from datetime import datetime
from functools import cache
from typing import Any

from babel.dates import format_date, get_timezone
from babel.lists import format_list
from babel.numbers import format_decimal

from companion.words.catalogs import DEFAULT, FORMATS, PSEUDO, translations
from companion.words.message import Msg
from companion.words.texts import TEXTS

#: What a time zone's name may look like before it is looked up: ``UTC``, ``Europe/Berlin``, ``Etc/GMT+5``.
ZONE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+-]{0,30}(/[A-Za-z0-9_+-]{1,30}){0,2}")


class Translator:
    """Says things in ``language`` (``en``, ``de``, or the tests' pseudo-language ``qps``), dates in ``zone``
    (an IANA name; None: this machine's)."""

    def __init__(self, language: str = DEFAULT, zone: str | None = None) -> None:
        self.language = language
        self.locale = FORMATS.get(language, FORMATS[DEFAULT])
        #: The reader's time zone as the browser names it (``Europe/Berlin``), None for this machine's.
        self.zone_name = zone
        self.zone = get_timezone(zone) if zone else None
        self._catalog = translations(language if language != PSEUDO else DEFAULT)
        self._pseudo = language == PSEUDO

    # -- literals of the screens --------------------------------------------------------------------------------
    def __call__(self, english: str | Msg, **params: Any) -> str:
        """A screen's literal in the reader's language (``t("New game")``, ``t("{name}'s turn", name=...)``), or a
        message (``t(msg)``)."""
        if isinstance(english, Msg):
            return self.render(english)
        return self._said(self._catalog.gettext(english), params)

    def plural(self, english: str, plural: str, count: int, **params: Any) -> str:
        """A literal whose wording depends on ``count`` (given to it as ``{n}``)."""
        return self._said(self._catalog.ngettext(english, plural, count), {"n": count, **params})

    def pgettext(self, context: str, english: str) -> str:
        """A text kept as data (a rules guide's step), known by its gettext ``context``, in the reader's language."""
        return self._said(self._catalog.pgettext(context, english), {})

    # -- messages --------------------------------------------------------------------------------------------------
    def render(self, message: Msg) -> str:
        """The sentence ``message`` says, in the reader's language."""
        made = TEXTS.get(message.code)
        if made is None:
            raise KeyError(f"no text has the code {message.code!r} (is the module that defines it imported?)")
        if made.joint:
            items = message.params.get("items")
            separator = self._catalog.pgettext(made.code, made.english)
            return separator.join(self.param(item) for item in (items if isinstance(items, list) else [items]))
        if made.plural is None:
            wording = self._catalog.pgettext(made.code, made.english)
        else:
            count = message.params.get(made.count)
            wording = self._catalog.npgettext(made.code, made.english, made.plural,
                                              count if isinstance(count, int) else 0)
        return self._said(wording, message.params)

    def _said(self, wording: str, params: dict[str, Any]) -> str:
        said = wording.format_map({key: self.param(value) for key, value in params.items()}) if params else wording
        return f"⟦{said}⟧" if self._pseudo else said

    def param(self, value: Any) -> str:
        """A parameter as said: numbers in the reader's locale, messages rendered, lists joined, text as it is."""
        if isinstance(value, bool):
            raise TypeError("a message parameter is never a bool: give the message for each case")
        if isinstance(value, int):
            return str(value) if -1000 < value < 1000 else self.number(value)
        if isinstance(value, Msg):
            return self.render(value)
        if isinstance(value, dict) and "code" in value:  # a message read back from JSON
            return self.render(Msg.model_validate(value))
        if isinstance(value, list | tuple):
            return self.joined([self.param(item) for item in value])
        return "" if value is None else str(value)

    # -- numbers, lists, dates -----------------------------------------------------------------------------------
    def number(self, value: float) -> str:
        """``1,234`` / ``1.234``."""
        return format_decimal(value, locale=self.locale)

    def joined(self, items: list[str]) -> str:
        """``Ann, Bo and Cy`` / ``Ann, Bo und Cy`` (in the pseudo-language marked as translated: its "and" is)."""
        said = format_list(items, locale=self.locale) if items else ""
        return f"⟦{said}⟧" if self._pseudo and len(items) > 1 else said

    def when(self, moment: datetime | str) -> str:
        """A moment (a ``datetime`` or an ISO text as the store keeps them) as the reader says it, in the reader's
        time zone: ``3 Dec 2026, 18:20`` / ``03.12.2026, 18:20``."""
        at = datetime.fromisoformat(moment) if isinstance(moment, str) else moment
        local = at.astimezone(self.zone) if at.tzinfo else at
        return f"{format_date(local, 'medium', locale=self.locale)}, {local.strftime('%H:%M')}"

    def day(self, moment: datetime | str) -> str:
        """A day as the reader says it: ``3 Dec 2026`` / ``03.12.2026``."""
        at = datetime.fromisoformat(moment) if isinstance(moment, str) else moment
        return format_date(at.astimezone(self.zone) if at.tzinfo else at, "medium", locale=self.locale)


@cache
def translator(language: str, zone: str | None = None) -> Translator:
    """The shared translator of ``language`` and time ``zone`` (an IANA name that :func:`known_zone` accepted, None
    for this machine's): a translator holds no reader's state but these two, so readers alike share one."""
    return Translator(language, zone)


def known_zone(name: object) -> str | None:
    """``name`` when it is a time zone Babel knows (``Europe/Berlin``; a browser's ``Intl`` names them so), else
    None: a page's saved value is the browser's to change, never trusted as it is."""
    if not isinstance(name, str) or not ZONE_NAME.fullmatch(name):
        return None
    try:
        get_timezone(name)
    except (LookupError, ValueError, OSError):
        return None
    return name


def english() -> Translator:
    """The English translator: what a developer's terminal and test failures read."""
    return translator(DEFAULT)
