"""``companion games list``, ``companion export GAME_ID [-o FILE]`` and ``companion import FILE``.

Each takes ``--data-dir`` (else ``$COMPANION_DATA_DIR``, else the user's data directory). Problems print one
line on stderr and exit with 1; argparse's own usage errors exit with 2. Names are printed escaped (a
database written before names were checked may hold any text). An import file is read and checked whole,
and the game saved once in a scratch store in memory, before the database is opened: a refused import
creates and changes nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from companion.cli.output import Refused, json_text, reader, shown, t
from companion.core.errors import DataError
from companion.core.game import Game
from companion.core.json_input import read_bytes
from companion.store import Store, StoreError, db_path
from companion.store.export import ExportDocument, document_text, export_game, read_export, save_imported
from companion.words import Param, text

REFUSED = text("cli.refused", "companion: {why}")
NOT_IMPORTED = text("cli.import.refused", "companion: {source} was not imported: {why}. Nothing was written.")
#: The same, where the reason is a whole sentence of its own (a store's refusal).
NOT_IMPORTED_SAID = text("cli.import.refused_said", "companion: {source} was not imported: {why} Nothing was "
                         "written.")
ALREADY = text("cli.import.already", "companion: {path} was not imported: {why} Nothing was written. To import a "
               "copy of it anyway: companion import {path} --copy")
CANNOT_READ = text("cli.import.cannot_read", "companion: {source}: cannot be read ({why}), so it was not imported. "
                   "Nothing was written.")
NOT_CHECKED = text("cli.import.not_checked", "it could not be checked ({error}: {why})")
IMPORTED = text("cli.import.done", "Imported '{name}' as {game} ({actions} actions, {status})")
CANNOT_WRITE = text("cli.export.cannot_write", "companion: {target} could not be written ({why}); nothing was "
                    "written.")
EXPORTED = text("cli.export.done", "Exported to {target}")
NOTE = text("cli.note", "Note: {notice}")
NO_DATABASE = text("cli.games.no_database", "No saved games yet (no database at {path}).")
NO_EXPORT_DATABASE = text("store.not_found.export", "There is no database at {path}, so there is no game to export.")
LINE = text("cli.games.line", "{game}  {when}  {kind} '{name}'  {players}  {actions} actions  {status}")
FINISHED = text("cli.games.finished", "finished ({scores})")
DAMAGED = text("cli.games.damaged", "DAMAGED: {problem}")
#: A game's status as the store keeps it, in words.
STATUS = {"in_progress": text("cli.status.in_progress", "in progress"),
          "finished": text("cli.status.finished", "finished")}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``games``, ``export`` and ``import`` subcommands."""
    games = subparsers.add_parser("games", help=t("list saved games"))
    games_sub = games.add_subparsers(dest="games_command", metavar="ACTION", required=True)
    listing = games_sub.add_parser("list", help=t("saved games, most recent first"))
    shown = listing.add_mutually_exclusive_group()
    shown.add_argument("--archived", action="store_true", help=t("list archived games instead"))
    shown.add_argument("--bin", action="store_true", help=t("list games in the bin instead"))
    _data_dir_option(listing)
    listing.set_defaults(handler=_guarded(_list))

    export = subparsers.add_parser("export", help=t("write a game as one JSON document"))
    export.add_argument("game_id", metavar="GAME_ID", help=t("the game's id (or its first characters)"))
    export.add_argument("-o", "--output", metavar="FILE", help=t("write to FILE instead of standard output"))
    _data_dir_option(export)
    export.set_defaults(handler=_guarded(_export))

    imported = subparsers.add_parser("import", help=t("add a game from an export file (checked by replaying it)"))
    imported.add_argument("file", metavar="FILE", help=t("an export written by `companion export`"))
    imported.add_argument("--copy", action="store_true",
                          help=t("import it even if the game is already here, as a copy named '<name> (copy)'"))
    _data_dir_option(imported)
    imported.set_defaults(handler=_guarded(_import))


def _data_dir_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", metavar="DIR",
                        help=t("where companion.db lives (default: $COMPANION_DATA_DIR, else the user data directory)"))


def _guarded(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run ``command``, turning store and data errors into a :class:`Refused` line (exit code 1)."""

    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except (StoreError, DataError) as exc:
            raise Refused(REFUSED(why=exc.said)) from None

    return run


def _list(args: argparse.Namespace) -> int:
    path = db_path(args.data_dir)
    if not path.exists():
        print(shown(t(NO_DATABASE(path=str(path)))))
        return 0
    with Store.open(path) as store:
        games = store.games(archived=args.archived, binned=args.bin)
    if not games:
        print(t("No games."))
    for info in games:
        scores = ", ".join(f"{p} {s}" for p, s in (info.final_scores or {}).items())
        status: Param = FINISHED(scores=scores) if info.status == "finished" and scores else _status(info.status)
        if info.problem:
            status = DAMAGED(problem=info.problem)
        print(shown(t(LINE(game=info.id, when=reader().when(info.updated_at), kind=f"{info.kind:<6}", name=info.name,
                           players=", ".join(info.players), actions=info.actions, status=status))))
    return 0


def _status(status: str) -> Param:
    """A game's status in words (one the store does not know: as it is kept)."""
    said = STATUS.get(status)
    return said() if said is not None else status.replace("_", " ")


def _export(args: argparse.Namespace) -> int:
    with Store.open(_existing_db(args.data_dir)) as store:
        doc, notice = export_game(store, store.resolve(args.game_id))
    if notice:  # the game was damaged on disk: what is exported is the part that opens
        print(shown(t(NOTE(notice=notice))), file=sys.stderr)
    text = document_text(doc)
    if args.output is None:
        sys.stdout.write(json_text(text, sys.stdout))
        return 0
    target = Path(args.output)
    temp = target.with_name(f".{target.name}.partial")
    try:
        temp.write_bytes(json_text(text).encode("utf-8"))
        os.replace(temp, target)
    except OSError as exc:
        with suppress(OSError):  # on a read-only file system even removing the (absent) temporary file fails
            temp.unlink(missing_ok=True)
        raise Refused(CANNOT_WRITE(target=str(target), why=exc.strerror)) from None
    print(shown(t(EXPORTED(target=str(target)))), file=sys.stderr)
    return 0


def _import(args: argparse.Namespace) -> int:
    path = Path(args.file)
    doc, game = _checked(path)
    try:
        with Store.open_data_dir(args.data_dir) as store:
            stored = save_imported(store, doc, game, copy=args.copy)
    except StoreError as exc:  # the disk's turn (read-only, full, a damaged database): the save was rolled back
        if exc.code == "already_imported":
            raise Refused(ALREADY(path=str(path), why=exc.msg)) from None
        raise Refused(NOT_IMPORTED_SAID(source=str(path), why=exc.msg)) from None
    print(shown(t(IMPORTED(name=stored.info.name, game=stored.id, actions=stored.info.actions,
                           status=_status(stored.info.status)))))
    return 0


def _checked(path: Path) -> tuple[ExportDocument, Game]:
    """The export at ``path`` read, parsed (bounded, see :mod:`companion.core.json_input`), checked and replayed
    by the store, then saved once in a scratch store in memory, so that whatever the store refuses when it
    saves is refused here, before a database on disk is opened or created."""
    source = str(path)
    try:
        data = read_bytes(path)
    except OSError as exc:
        raise Refused(CANNOT_READ(source=source, why=exc.strerror or str(exc))) from None
    except DataError as exc:
        raise _refusal(source, exc.told) from None
    try:
        doc, game = read_export(data, source)
        with Store.memory() as scratch:
            save_imported(scratch, doc, game)
    except DataError as exc:
        raise _refusal(source, exc.told) from None
    except StoreError as exc:
        if exc.code == "bad_export":  # the store's own refusal already names the file and says nothing was written
            raise Refused(REFUSED(why=exc.msg)) from None
        raise Refused(NOT_IMPORTED_SAID(source=source, why=exc.msg)) from None
    except Exception as exc:  # an engine bug while replaying the file is still a refusal of this file
        raise _refusal(source, NOT_CHECKED(error=type(exc).__name__, why=str(exc))) from None
    return doc, game


def _refusal(source: str, why: Param) -> Refused:
    return Refused(NOT_IMPORTED(source=source, why=why))


def _existing_db(data_dir: str | None) -> Path:
    path = db_path(data_dir)
    if not path.exists():
        raise StoreError(NO_EXPORT_DATABASE(path=str(path)))
    return path
