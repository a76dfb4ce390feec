"""The Scores tab's share panel on a finished game (issue 22, points 4 and 5), for every kind.

"Share the result" gives the one-line result (``companion.share.text``) to the device's share sheet and "Copy the
result" puts it on the clipboard, the fallback where there is no share sheet (a desktop browser): both are Flet
client actions (``ft.ShareText``, ``ft.CopyToClipboard``), done by the browser inside the tap, since iOS Safari
refuses a share or a copy that waits for the server's answer. "Share the picture" draws the result card
(``companion.share.picture``, off the loop) and hands it to Flet's Share service (``share_files``): a phone's share
sheet offers it to the chat apps; where sharing fails the picture is downloaded with ``FilePicker.save_file``, as the
Scores tab's exports are (measured in Chromium on Linux, which has no ``navigator.canShare``: Flet's web client
fails with "canShare is not a function" before its own download fallback, so the panel's download is the one).

"Log to BG Stats" opens the play in BG Stats (``companion.share.bgstats``) in a new tab, inside the tap
(``ft.OpenUrl``); its QR code carries the same link for the phone that has BG Stats when the game was kept on a
tablet: shown at first on a tablet, one tap away on a phone (where the button is the way).

The same card is one tap away on Home's listing of each finished game ("Share or log <game>"), its game read off the
loop when asked for (:func:`share_on_home`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import cast

import flet as ft

from companion.core.errors import DataError
from companion.core.game import Game
from companion.share.bgstats import bgstats_link
from companion.share.result import FinishedResult, finished_result
from companion.share.text import share_text
from companion.store import GameInfo, Store, StoredGame, StoreError
from companion.ui import widgets as w
from companion.ui.context import use_app, use_game
from companion.ui.lang import N_, reader, t
from companion.ui.offloop import read, use_read
from companion.web.invite import qr_svg

#: Side of the BG Stats QR code (logical pixels): its link is long (version 21 to 24 for 3-4 players), so the code
#: is as wide as the panel on a 390 px phone allows, a phone camera then reading modules of 2.6 to 2.9 px.
QR_SIZE = 320
#: What the table is told once the text went to the share sheet (the browser does not say whether one opened).
TEXT_SHARED = N_("Sent to this device's share sheet. If none opened (a desktop browser), tap Copy the result.")
#: What the table is told once the BG Stats link was opened.
BGSTATS_OPENED = N_("BG Stats opens this play in a new tab: on a phone with BG Stats, its import dialog; elsewhere, "
                    "the page that says how to get the app.")
#: What the table is told once the picture was handed on, by the share sheet's answer.
PICTURE_SAID = {
    ft.ShareResultStatus.SUCCESS: N_("The picture was shared."),
    ft.ShareResultStatus.DISMISSED: N_("Sharing the picture was cancelled."),
    ft.ShareResultStatus.UNAVAILABLE: N_("The picture was handed to this device: shared, or saved to its downloads "
                                         "where it cannot share pictures."),
}


def picture_name(result: FinishedResult) -> str:
    """The picture's file name: the game's id and the day it was played."""
    return f"{result.game_id}-{result.played_at:%Y-%m-%d}.png"


async def hand_picture(result: FinishedResult, text: str) -> str:
    """Share the result card's picture with ``text``; download it when the device cannot share; what was done."""
    from companion.share.picture import result_png  # Pillow, loaded when a picture is first asked for

    png = await read(lambda: result_png(result, reader()))
    name = picture_name(result)
    try:
        shared = await ft.Share().share_files([ft.ShareFile.from_bytes(png, mime_type="image/png", name=name)],
                                              text=text)
    except Exception:  # whatever the browser refused (an error, no answer), the download still gives the picture
        await ft.FilePicker().save_file(file_name=name, src_bytes=png)
        return t("This browser cannot share pictures: {file} was downloaded instead.", file=name)
    return t(PICTURE_SAID[shared.status])


def _said(text: str, identifier: str) -> ft.Control:
    """A line of the panel that tests and screen readers read whole."""
    return ft.Semantics(identifier=identifier, label=text, exclude_semantics=True,
                        content=ft.Text(text, size=16, selectable=True))


def _bgstats(link: str, shown: bool, show: ft.Control, said: str, say: Callable[[str], None], *, named: str,
             tag: str) -> list[ft.Control]:
    """The BG Stats part: the button opening the link (and what it did), the QR code's toggle and, shown, the code;
    ``named`` ends the button's label, ``tag`` the identifiers (see :func:`ShareCard`)."""
    opened = w.button(t("Log to BG Stats") + named, lambda: say(t(BGSTATS_OPENED)), icon=ft.Icons.OPEN_IN_NEW,
                      primary=True,
                      action=ft.OpenUrl(link, target=ft.UrlTarget.BLANK))
    controls: list[ft.Control] = [w.heading(t("Log the play"), size=20), ft.Row([opened, show], wrap=True)]
    if said:
        controls.append(_said(said, f"bgstats-done{tag}"))
    if shown:
        controls += [ft.Text(t("Scan it with the phone that has BG Stats: its import dialog opens with this play."),
                             size=16), QrCode(link, f"bgstats-qr{tag}")]
    return controls


@lru_cache(maxsize=64)
def link_qr(link: str) -> str:
    """The QR code of a BG Stats link in SVG, at the lowest error correction (the link is long; a screen is sharp).
    Drawing one takes segno 130-230 ms: kept for the next device that shows the same game."""
    return qr_svg(link, error="l")


@ft.component
def QrCode(link: str, identifier: str) -> ft.Control:
    """The QR code of ``link``, drawn in a thread (not on the loop that serves every device), then shown."""
    svg, set_svg = ft.use_state(cast(str | None, None))

    async def draw() -> None:
        set_svg(await read(lambda: link_qr(link)))

    ft.use_effect(draw, [link])
    if svg is None:
        return ft.Text(t("Drawing the QR code…"), size=16)
    return ft.Semantics(identifier=identifier, label=t("QR code of the BG Stats link"), image=True,
                        content=ft.Container(ft.Image(src=svg, width=QR_SIZE, height=QR_SIZE, fit=ft.BoxFit.CONTAIN,
                                                      exclude_from_semantics=True), bgcolor=ft.Colors.WHITE))


@ft.component
def ShareCard(info: GameInfo, game: Game, home: bool = False) -> ft.Control:
    """Share the result of the finished game ``game`` (text, copy, picture) and log the play in BG Stats. On Home
    (``home``), where several finished games are listed, each button names its game and each part's identifier ends
    with the game's id."""
    wide = use_app().wide
    chosen, choose = ft.use_state(cast(bool | None, None))  # the QR code: None until chosen, then open or folded
    said, say = ft.use_state("")  # what the last share or copy did
    logged, log = ft.use_state("")  # what the BG Stats button did
    result = finished_result(info, game)
    text = share_text(result, reader())
    named, tag = (f" ({info.name})", f"-{info.id}") if home else ("", "")

    async def picture() -> None:
        say(t("Drawing the picture…"))
        say(await hand_picture(result, text))

    shown = chosen if chosen is not None else wide
    show = w.button((t("Hide the QR code") if shown else t("Show the QR code")) + named, lambda: choose(not shown),
                    icon=ft.Icons.EXPAND_LESS if shown else ft.Icons.QR_CODE_2)
    controls: list[ft.Control] = [
        w.heading(t("Share the result"), size=20),
        _said(text, f"share-text{tag}"),
        ft.Row([w.button(t("Share the result") + named, lambda: say(t(TEXT_SHARED)), icon=ft.Icons.SHARE,
                         action=ft.ShareText(text, subject=text.split(":", 1)[0])),
                w.button(t("Copy the result") + named, lambda: say(t("Copied: paste it in the chat.")),
                         icon=ft.Icons.CONTENT_COPY, action=ft.CopyToClipboard(text)),
                w.button(t("Share the picture") + named, picture, icon=ft.Icons.IMAGE)], wrap=True),
        *([_said(said, f"share-done{tag}")] if said else []),
        *_bgstats(bgstats_link(result), shown, show, logged, log, named=named, tag=tag),
    ]
    if home:  # inside the game's own card on Home: a second frame would leave the QR code too little room
        return ft.Semantics(identifier=f"share{tag}", container=True, content=ft.Column(controls, spacing=8))
    return w.card(controls, identifier="share")


@ft.component
def SharePanel() -> ft.Control:
    """The open game's share card on its Scores tab; nothing while the game is not finished."""
    app, game = use_game()
    info = app.current.info if app.current is not None else None
    if info is None or info.status != "finished":
        return ft.Container(visible=False)
    return ShareCard(info, game)


def with_share_panel(view: ft.Control) -> ft.Control:
    """``view`` (a Scores tab) with the share panel under it: the one line that mounts the panel."""
    return ft.Column([view, SharePanel()], spacing=16)


def _read_game(store: Store, game_id: str) -> StoredGame | str:
    """The saved game, read and replayed (in a reading thread); why not, in words, when it cannot be."""
    try:
        return store.resume(game_id)
    except (StoreError, DataError) as exc:
        return t("The game cannot be read: {problem}", problem=str(exc))


@ft.component
def HomeShare(info: GameInfo) -> ft.Control:
    """A finished game's share card on Home: its game read off the loop once asked for (Home lists catalogue lines,
    and the result needs the log: the tie-break, who started, when and how long)."""
    app = use_app()
    stored = use_read(lambda: _read_game(app.store, info.id), cast(StoredGame | str | None, None))
    if stored is None:
        return ft.Text(t("Reading the game…"), size=16)
    if isinstance(stored, str):
        return w.notice(stored, error=True)
    return ShareCard(stored.info, stored.game, home=True)


@ft.component
def HomeSharing(info: GameInfo) -> ft.Control:
    """The button that shows or hides a finished game's share card on Home, and the card under it when shown."""
    opened, set_opened = ft.use_state(False)
    toggle = w.button(t("Hide the sharing of {name}", name=info.name) if opened else t("Share or log {name}",
                                                                                       name=info.name),
                      lambda: set_opened(not opened), icon=ft.Icons.EXPAND_LESS if opened else ft.Icons.SHARE)
    return ft.Column([toggle, *([HomeShare(info)] if opened else [])], spacing=8)


def share_on_home(info: GameInfo) -> list[ft.Control]:
    """What Home's listing of ``info`` gets: the sharing of a finished game (readable), else nothing."""
    return [HomeSharing(info)] if info.status == "finished" and not info.problem else []
