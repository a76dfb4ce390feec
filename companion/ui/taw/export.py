"""The Ancient World's result as JSON (the engine's ``Result.to_json``) and CSV, downloaded, kept and shown.

What was chosen, and why: Flet's ``FilePicker.save_file`` with the file's bytes makes the browser download the
file itself in web mode (no server route, no CDN: it works offline). The same file is also written to the
``exports`` folder beside the games database (the data dir), so a copy stays with the games even when the
browser's download is blocked, and its text is shown, selectable, with a copy button.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Awaitable, Callable
from pathlib import Path

import flet as ft

from companion.store import Store
from companion.taw.scoring import Result
from companion.ui import widgets as w
from companion.ui.lang import t
from companion.words import english


def result_json(result: Result) -> str:
    """The result as the ``companion score --json`` document."""
    return json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n"


def result_csv(result: Result) -> str:
    """The result as CSV: one row per player and category, then each player's total, rank and tie-break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["player", "rank", "category", "text", "points"])
    say = english()  # the file's words are English, as the JSON document's are
    for p in result.players:
        writer.writerows([p.name, p.rank, line.category, say(line.text), line.points] for line in p.breakdown)
        writer.writerow([p.name, p.rank, "total", say(p.tiebreak), p.total])
    return out.getvalue()


#: Export formats: file extension -> the text of a result.
FORMATS: dict[str, Callable[[Result], str]] = {"json": result_json, "csv": result_csv}


def export_folder(store: Store) -> Path | None:
    """Where exports are kept: ``exports`` beside the games database; None for a store in memory."""
    return store.path.parent / "exports" if store.path is not None else None


def save_export(folder: Path, game_id: str, extension: str, text: str) -> Path:
    """Write ``text`` as ``<game id>-result.<extension>`` in ``folder`` (made when missing); its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{game_id}-result.{extension}"
    path.write_text(text, encoding="utf-8")
    return path


@ft.component
def ExportPanel(result: Result, store: Store, game_id: str) -> ft.Control:
    """Download or copy the result as JSON or CSV; a download is also kept in the data dir; the text is shown."""
    shown, set_shown = ft.use_state("")
    saved, set_saved = ft.use_state("")
    texts = {ext: make(result) for ext, make in FORMATS.items()}

    def downloader(ext: str) -> Callable[[], Awaitable[None]]:
        async def download() -> None:
            folder = export_folder(store)
            try:
                set_saved(t("Downloaded; also saved as {path}", path=str(save_export(folder, game_id, ext, texts[ext])))
                          if folder else t("Downloaded"))
            except OSError as exc:
                set_saved(t("Downloaded; not saved in the data dir ({error})", error=exc.strerror))
            set_shown(ext)
            await ft.FilePicker().save_file(file_name=f"{game_id}-result.{ext}", src_bytes=texts[ext].encode())

        return download

    def copier(ext: str) -> Callable[[], Awaitable[None]]:
        async def copy() -> None:
            await ft.Clipboard().set(texts[ext])
            set_saved(t("Copied"))
            set_shown(ext)

        return copy

    controls: list[ft.Control] = [
        w.heading(t("Export the result"), size=20),
        ft.Row([w.button(t("Download the result as {format}", format=ext.upper()), downloader(ext),
                         icon=ft.Icons.DOWNLOAD)
                for ext in texts], wrap=True),
        ft.Row([w.button(t("Copy the result as {format}", format=ext.upper()), copier(ext),
                         icon=ft.Icons.CONTENT_COPY)
                for ext in texts], wrap=True),
    ]
    if shown:
        said = f"{saved} ({shown.upper()}):"
        controls += [
            ft.Semantics(identifier="export-done", label=said, exclude_semantics=True,
                         content=ft.Text(said, size=16, selectable=True)),
            ft.Semantics(identifier="export", label=texts[shown], exclude_semantics=True,
                         content=ft.Text(texts[shown], size=13, selectable=True, font_family="monospace")),
        ]
    return ft.Column(controls, spacing=8)
