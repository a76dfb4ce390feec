"""Home's "Invite a phone": how the phones at the table open this server and join it (companion.web.access).

For each address a phone can reach (``Access.urls``, filled by ``companion serve --table``) it shows the address in
big letters and the QR code of its join link (``Access.link``: the address with the join token, so that a phone
scanning it is let in with no typing), drawn by the server (companion.web.invite), then the join code for a phone
that types the address. Served on loopback
only, it says how to let phones in instead. It folds away to one button: folded at first on a phone that has games
to list (so New game and Resume stay in view), open beside the list on a tablet. Home is seen only by trusted or
joined browsers, so showing the code there gives nothing away.

Above it, when someone gives wrong join codes, a notice says how many came in the last minute and whether typing
the code is paused for every phone (:class:`WrongCodes`; companion.web.access limits them for the whole server).
"""

from __future__ import annotations

import asyncio
from typing import cast

import flet as ft

from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.lang import N_, t, tn
from companion.web.access import Access, Alarm, spaced
from companion.web.invite import qr_svg

#: Side of the QR code on screen (logical pixels): readable by a phone's camera from across a table.
QR_SIZE = 240
#: Width of the panel when it stands beside Home's list on a tablet.
SIDE_WIDTH = 340
#: What a person at the table does with what the panel shows.
HOW = N_("Scan the code with the phone's camera to join; or open the address on the phone, then type the join code.")
#: What to do when only this machine can reach the server.
LOOPBACK_ONLY = N_("Only this machine can open Companion now. To let the phones at the table join, start it with: "
                   "./scripts/start --table (or companion serve --table)")


#: What to do when the server listens for phones but the machine has no address a phone can reach.
NO_ADDRESS = N_("No network address of this machine was found: connect it to the table's Wi-Fi, then start Companion "
                "again.")


#: Seconds between two looks at the count of wrong join codes, so that the notice follows it while Home is shown.
ALARM_EVERY_S = 5.0


def alarm_text(alarm: Alarm) -> str:
    """What the notice says: "23 wrong join codes in the last minute.", and whether typing the code is paused."""
    said = tn("{n} wrong join code in the last minute.", "{n} wrong join codes in the last minute.", alarm.wrong) \
        if alarm.wrong else t("Too many wrong join codes.")
    if alarm.paused_min:
        said += " " + t("Typing the join code is paused for every phone for {minutes} min; a phone can still join "
                        "by scanning the QR code.", minutes=alarm.paused_min)
    return said


def _closed(page: ft.Page) -> bool:
    """True once the page's session is closed (it expired, was dropped, or the server stops). Flet 1.0.5 says so
    only in a private flag; tests/ui/test_invite_panel.py fails if an upgrade renames it."""
    try:
        return bool(getattr(page.session, "_Session__closed", False))
    except RuntimeError:  # the session is gone already
        return True


@ft.component
def WrongCodes(access: Access) -> ft.Control:
    """A notice of the wrong join codes given in the last minute (codes typed, or tokens in a link or a saved join),
    looked at again every :data:`ALARM_EVERY_S` while shown; nothing when there were none."""
    page = ft.context.page
    alarm, show = ft.use_state(access.alarm())

    async def watch() -> None:
        while not _closed(page):
            show(access.alarm())
            await asyncio.sleep(ALARM_EVERY_S)

    ft.use_effect(watch, [], cleanup=lambda: None)  # a cleanup makes Flet cancel the watch when Home goes
    if not (alarm.wrong or alarm.paused_min):
        return ft.Container(visible=False)
    return w.notice(alarm_text(alarm), error=True, identifier="join-alarm")


def _numbered(identifier: str, index: int) -> str:
    """``identifier`` for the first address, ``identifier-2``, ``-3``... for the others (each must be unique)."""
    return identifier if index == 0 else f"{identifier}-{index + 1}"


def _address(access: Access, link: str, index: int) -> list[ft.Control]:
    """One address: the QR code of its join link, then the address itself in big letters (selectable, to copy it)."""
    qr = ft.Semantics(identifier=_numbered("invite-qr", index), label=t("QR code of {link}", link=link), image=True,
                      content=ft.Container(ft.Image(src=qr_svg(access.link(link)), width=QR_SIZE, height=QR_SIZE,
                                                    fit=ft.BoxFit.CONTAIN, exclude_from_semantics=True),
                                           bgcolor=ft.Colors.WHITE, border_radius=8))
    text = ft.Semantics(identifier=_numbered("invite-url", index), label=link, exclude_semantics=True,
                        content=ft.Text(link, size=24, weight=ft.FontWeight.BOLD, selectable=True,
                                        text_align=ft.TextAlign.CENTER))
    return [qr, text]


def _code(access: Access) -> list[ft.Control]:
    """The join code, big, and whether it stays the same across restarts."""
    said = t("Join code {code}", code=spaced(access.code))
    kept = (t("Each phone types it once; it stays the same at each start (--keep-code).") if access.kept
            else t("Each phone types it once; it is new at each start of Companion."))
    return [
        ft.Semantics(identifier="invite-code", label=said, exclude_semantics=True,
                     content=ft.Text(said, size=w.BIG_NUMBER, weight=ft.FontWeight.BOLD,
                                     text_align=ft.TextAlign.CENTER)),
        ft.Text(kept, size=14, text_align=ft.TextAlign.CENTER),
    ]


def _body(access: Access) -> list[ft.Control]:
    """The addresses with their QR codes and the join code; or, served on loopback only, how to invite phones (and
    the code, when browsers on this machine must give it too)."""
    if not access.urls:
        local = [w.notice(t(NO_ADDRESS) if access.networked else t(LOOPBACK_ONLY), identifier="invite-local")]
        return local if access.trust_loopback else [*local, *_code(access)]
    lines: list[ft.Control] = [ft.Text(t(HOW), size=16, text_align=ft.TextAlign.CENTER)]
    for index, link in enumerate(access.urls):
        lines += _address(access, link, index)
    return [*lines, *_code(access)]


@ft.component
def InvitePanel(access: Access) -> ft.Control:
    """The notice of wrong join codes (when there were some), the button that shows or hides the invitation, and
    the invitation under it when shown (Home shows the panel when the server has a join code)."""
    app = use_app()
    chosen, choose = ft.use_state(cast(bool | None, None))  # None: not chosen yet, so open or folded by the layout
    shown = chosen if chosen is not None else app.wide or not app.games
    toggle = w.button(t("Hide the invitation") if shown else t("Invite a phone"), lambda: choose(not shown),
                      icon=ft.Icons.EXPAND_LESS if shown else ft.Icons.QR_CODE_2)
    if not shown:
        return ft.Column([WrongCodes(access), toggle], spacing=12)
    body = ft.Container(ft.Column(_body(access), spacing=10, tight=True,
                                  horizontal_alignment=ft.CrossAxisAlignment.CENTER), alignment=ft.Alignment.TOP_CENTER)
    return ft.Column([WrongCodes(access), toggle, w.card([w.heading(t("Invite a phone")), body], identifier="invite")],
                     spacing=12)
