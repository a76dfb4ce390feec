"""The reader's language on this device: each Flet page (a browser tab, a phone) has its own translator, chosen
from the browser's languages or the choice made in Settings, never a process-wide gettext language.

Screens say their literals with ``t("New game")``, ``t("{name}'s turn", name=...)``, a message with ``t(msg)``, and
a literal whose wording depends on a number with ``tn("{n} move", "{n} moves", n)``. Outside a page (a unit test of
a screen's helper) they are said in English.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.words import Msg, Translator, english, translator
from companion.words.texts import N_

#: Where a page keeps its translator (``page.session.store``).
TRANSLATOR = "companion.translator"

__all__ = ["N_", "reader", "set_language", "t", "tn"]


def reader() -> Translator:
    """This page's translator (English outside a page)."""
    try:
        store = ft.context.page.session.store
    except (RuntimeError, AttributeError):
        return english()
    found = store.get(TRANSLATOR)
    return found if isinstance(found, Translator) else english()


def set_language(page: ft.Page, language: str, zone: str | None = None) -> Translator:
    """Make ``language`` this page's, its dates said in time ``zone`` (its next render says everything so)."""
    chosen = translator(language, zone)
    page.session.store.set(TRANSLATOR, chosen)
    return chosen


def t(english_text: str | Msg, **params: Any) -> str:
    """A literal (or a message) in this page's language."""
    return reader()(english_text, **params)


def tn(english_text: str, plural: str, count: int, **params: Any) -> str:
    """A literal whose wording depends on ``count`` (``{n}`` in it), in this page's language."""
    return reader().plural(english_text, plural, count, **params)
