"""The join screen: all a browser that is not trusted sees until it gives the table's join code.

It shows no game, no name and no control of the app (companion.web.access): only the code field, the Join
button and, after a wrong code, how many tries are left or how long to wait.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.ui import widgets as w
from companion.ui.lang import t
from companion.ui.preferences import preferences
from companion.web.access import ADDRESS_KEY, BROWSER_KEY, CODE_DIGITS, TOKEN_KEY, Access

#: What the join field takes: digits, and the spaces and dashes of a code as printed ("137 113"). Flet's client keeps
#: an edit whose whole text matches and drops any other, so ``NumbersOnlyInputFilter`` (``^[0-9]*$``) dropped a
#: pasted "137 113" whole, leaving the field empty; the server reads the spaces and dashes out (access.normalised).
CODE_TEXT = r"^[0-9\s\u2010-\u2015\u2212-]*$"


def _given(page: ft.Page, key: str) -> str:
    """What the server put in the session's store under ``key`` when the browser connected ("" when nothing)."""
    store = page.session.store
    value = store.get(key) if store.contains_key(key) else ""
    return value if isinstance(value, str) else ""


def browser_of(page: ft.Page) -> str:
    """The browser cookie the session was opened with ("" when it sent none or the app is not served by ours)."""
    return _given(page, BROWSER_KEY)


def address_of(page: ft.Page) -> str:
    """The address the session's connection came from, as the server saw it ("" when the app is not served by ours).

    Never ``page.client_ip``: that is a page property, which the client may overwrite like any other (an
    UPDATE_CONTROL_PROPS message), so a phone could call itself 127.0.0.1."""
    return _given(page, ADDRESS_KEY)


@ft.component
def Join(access: Access, on_joined: Callable[[], None]) -> ft.Control:
    """The code field and the Join button; a right code is remembered in this browser and lets it in."""
    page = ft.context.page
    typed, set_typed = ft.use_state("")
    said, set_said = ft.use_state("")
    # What the field holds now: a tap on Join that comes right after the last change (a paste, then Join) is handled
    # before the screen is drawn again with it, so ``typed`` of the drawn screen may be a change behind.
    latest = ft.use_ref("")

    def changed(value: str | None) -> None:
        latest.current = value or ""
        set_typed(latest.current)

    async def join() -> None:
        attempt = access.attempt(browser_of(page), address_of(page), latest.current or "")
        if not attempt.joined:
            set_said(attempt.message)
            changed("")
            return
        await preferences().set(TOKEN_KEY, access.token())
        on_joined()

    # Digits only, big and centred, to be read back at a glance; no length counter ("0/8" read as a hint to type 8).
    field = w.text_field(t("Join code"), typed, lambda e: changed(e.control.value), number=True, width=300)
    field.text_size, field.text_align, field.autofocus, field.on_submit = 36, ft.TextAlign.CENTER, True, join
    field.input_filter = ft.InputFilter(regex_string=CODE_TEXT, allow=True)
    body: list[ft.Control] = [
        w.heading(t("Join this table")),
        ft.Text(t("Scan the QR code on the table's device (Home, Invite a phone) to join with no typing, or type the "
                  "{digits}-digit join code shown beside it or in the terminal that started Companion.",
                  digits=CODE_DIGITS), size=18),
        field,
        w.button(t("Join"), join, icon=ft.Icons.LOGIN, primary=True),
    ]
    if said:
        body.append(w.notice(t(said), error=True, identifier="join-problem"))
    return ft.SafeArea(ft.Container(ft.Column(body, spacing=16, tight=True), padding=16), expand=True)
