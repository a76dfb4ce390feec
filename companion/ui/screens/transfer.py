"""A game moves between devices as a file: "Export" downloads a saved game as ``companion export`` writes it, "Import
a game" adds one from such a file (an upload from the device). So a game started in a phone's browser (the static
site, which has no server) goes on at a table served by a computer, and back (issue 25, point 4). The same in both
modes.

Home says here too what needs a server: in the browser, the phones of the other players cannot join this device.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion import runtime
from companion.store import GameInfo
from companion.ui import widgets as w
from companion.ui.context import use_app
from companion.ui.lang import N_, t

#: Where a person looks for the other phones (Home's "Invite a phone", the seat of a phone) in the browser: what
#: needs a server, and how to have one.
SERVER_ONLY = N_("Here Companion runs in this browser alone, for this device: the other players' phones cannot join "
                 "it. For a phone per player, serve Companion from a computer at the table (./scripts/start --table) "
                 "and move a game there with Export and Import a game.")


def file_name(game: GameInfo) -> str:
    """The export's file name: the game's id (names may hold anything a file system refuses)."""
    return f"companion-game-{game.id}.json"


def export_button(game: GameInfo, notify: Callable[[str], None]) -> ft.Control:
    """Download ``game`` as an export file."""
    app = use_app()

    async def export() -> None:
        document = await app.export_game(game.id)
        if document is not None:
            await ft.FilePicker().save_file(file_name=file_name(game), src_bytes=document.encode())
            notify(t("{name} was exported as {file}: Import a game adds it on another device.", name=game.name,
                     file=file_name(game)))

    return w.button(t("Export {name}", name=game.name), export, icon=ft.Icons.DOWNLOAD)


@ft.component
def ImportButton(notify: Callable[[str], None]) -> ft.Control:
    """Pick an export file on this device and add its game."""
    app = use_app()

    async def pick() -> None:
        files = await ft.FilePicker().pick_files(with_data=True, file_type=ft.FilePickerFileType.CUSTOM,
                                                 allowed_extensions=["json"])
        for picked in files:
            if picked.bytes is None:
                continue
            imported = await app.import_game(picked.bytes, picked.name)
            if imported is not None:
                notify(t("{name} was imported: it is in the list of games.", name=imported.info.name))

    return w.button(t("Import a game"), pick, icon=ft.Icons.UPLOAD_FILE)


def server_only() -> list[ft.Control]:
    """In the browser, what needs a server (where Home's "Invite a phone" is served); nothing when served."""
    if not runtime.in_browser():
        return []
    return [w.card([w.heading(t("Phones of the other players"), size=18),
                    ft.Text(t(SERVER_ONLY), size=16)], identifier="server-only")]
