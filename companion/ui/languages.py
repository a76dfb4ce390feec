"""The language this device reads: the choice saved in this browser, else the browser's own languages, else English.

It is the device's, never the game's: two phones at one table each read the same game in their own language (the
store and the other sessions share data, never sentences). Chosen once when a page starts (before its first screen,
so nothing is shown twice), and again in Settings, which re-renders every screen in the new language at once
(``AppState.language`` keys the screen, see ``app.Frame``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import flet as ft

from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.lang import reader, set_language, t
from companion.ui.preferences import answered, preferences, saved
from companion.words import known_zone
from companion.words.catalogs import DEFAULT, LANGUAGES, PSEUDO, language_of

#: The browser's saved choice of language (``ft.SharedPreferences``), one of ``LANGUAGES``' codes.
LANGUAGE_KEY = "companion.language"
#: The browser's time zone (an IANA name), saved by the page at every load before the app starts
#: (``companion.web.page.ZONE_SCRIPT``): dates are said in the reader's time, not the serving machine's.
ZONE_KEY = "companion.zone"
#: How long the page waits for each of the browser's answers before it goes on in English (it answers in ms).
ANSWER_SECONDS = 2.0


async def browser_languages(page: ft.Page) -> list[str]:
    """The languages the browser says its reader reads (``navigator.languages``, ``navigator.language``, then the
    locales Flutter reads); none when it does not answer in time or answers with no languages."""
    try:
        info = await asyncio.wait_for(answered(page.get_device_info), ANSWER_SECONDS)
    except (TimeoutError, TypeError, ValueError, KeyError):  # no answer, or one Flet cannot read as a browser's
        return []
    found = list(getattr(info, "languages", None) or [])
    single = getattr(info, "language", None)
    locales = [locale.language_code for locale in getattr(info, "locales", None) or []]
    return [*found, *([single] if isinstance(single, str) else []), *locales]


async def chosen_language(page: ft.Page) -> str:
    """This device's language: the one chosen in Settings in this browser, else the first of the browser's that
    Companion speaks, else English. Raises ``preferences.BrowserLeft`` when the browser leaves meanwhile."""
    kept = await saved(LANGUAGE_KEY, seconds=ANSWER_SECONDS)
    if isinstance(kept, str) and (kept in LANGUAGES or kept == PSEUDO):
        return kept
    return language_of(await browser_languages(page))


async def chosen_zone() -> str | None:
    """The browser's time zone as its page saved it (``ZONE_KEY``), None when it has none Babel knows (a browser
    that did not say: the serving machine's is used). Raises ``preferences.BrowserLeft`` when the browser left."""
    return known_zone(await saved(ZONE_KEY, seconds=ANSWER_SECONDS))


async def start_words(page: ft.Page) -> None:
    """Before a page's first screen: its reader's language and time zone."""
    language, zone = await asyncio.gather(chosen_language(page), chosen_zone())
    speak(page, language, zone)


def speak(page: ft.Page, language: str, zone: str | None) -> str:
    """Make ``language`` the page's (a language Companion does not speak means the default), its dates said in
    ``zone``; returns the language."""
    language = language if language in LANGUAGES or language == PSEUDO else DEFAULT
    set_language(page, language, zone)
    return language


@ft.component
def LanguageSetting() -> ft.Control:
    """The choice of language in Settings: one big button per language, named in itself (a reader who cannot read
    the current one still finds theirs); the chosen one is filled and marked selected. Saved in this browser."""
    app = use_app()
    page = ft.context.page

    def choose(language: str) -> Callable[[], Awaitable[None]]:
        async def chosen() -> None:
            app.language = speak(page, language, reader().zone_name)
            await preferences().set(LANGUAGE_KEY, language)

        return chosen

    buttons: list[ft.Control] = [ft.Semantics(selected=code == app.language, expand=True, content=w.button(
        name, choose(code), primary=code == app.language, icon=ft.Icons.CHECK if code == app.language else None))
        for code, name in LANGUAGES.items()]
    return ft.Column([ft.Text(t("Language"), size=16, weight=ft.FontWeight.BOLD),
                      ft.Row(buttons, spacing=8)], spacing=6)  # two halves of the width (a wrapping row has none)
