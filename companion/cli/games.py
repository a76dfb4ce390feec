"""``companion games list``, ``companion export GAME_ID [-o FILE]`` and ``companion import FILE``.

Each takes ``--data-dir`` (else ``$COMPANION_DATA_DIR``, else the user's data directory). Problems print one
line on stderr and exit with 1; argparse's own usage errors exit with 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

from companion.core.errors import DataError
from companion.store import Store, StoreError, db_path
from companion.store.export import export_text, read_export_file, save_imported


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``games``, ``export`` and ``import`` subcommands."""
    games = subparsers.add_parser("games", help="list saved games")
    games_sub = games.add_subparsers(dest="games_command", metavar="ACTION", required=True)
    listing = games_sub.add_parser("list", help="saved games, most recent first")
    shown = listing.add_mutually_exclusive_group()
    shown.add_argument("--archived", action="store_true", help="list archived games instead")
    shown.add_argument("--bin", action="store_true", help="list games in the bin instead")
    _data_dir_option(listing)
    listing.set_defaults(handler=_guarded(_list))

    export = subparsers.add_parser("export", help="write a game as one JSON document")
    export.add_argument("game_id", metavar="GAME_ID", help="the game's id (or its first characters)")
    export.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    _data_dir_option(export)
    export.set_defaults(handler=_guarded(_export))

    imported = subparsers.add_parser("import", help="add a game from an export file (checked by replaying it)")
    imported.add_argument("file", metavar="FILE", help="an export written by `companion export`")
    _data_dir_option(imported)
    imported.set_defaults(handler=_guarded(_import))


def _data_dir_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", metavar="DIR",
                        help="where companion.db lives (default: $COMPANION_DATA_DIR, else the user data directory)")


def _guarded(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run ``command``, turning store and data errors into one line on stderr and exit code 1."""

    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except (StoreError, DataError) as exc:
            print(f"companion: {exc}", file=sys.stderr)
            return 1

    return run


def _list(args: argparse.Namespace) -> int:
    path = db_path(args.data_dir)
    if not path.exists():
        print(f"No saved games yet (no database at {path}).")
        return 0
    with Store.open(path) as store:
        games = store.games(archived=args.archived, binned=args.bin)
    if not games:
        print("No games.")
    for info in games:
        scores = ", ".join(f"{p} {s}" for p, s in (info.final_scores or {}).items())
        status = f"finished ({scores})" if info.status == "finished" and scores else info.status.replace("_", " ")
        print(f"{info.id}  {info.updated_at[:16].replace('T', ' ')}  {info.kind:<6} {info.name!r}  "
              f"{', '.join(info.players)}  {info.actions} actions  {status}")
    return 0


def _export(args: argparse.Namespace) -> int:
    with Store.open(_existing_db(args.data_dir)) as store:
        text = export_text(store, store.resolve(args.game_id))
    if args.output is None:
        sys.stdout.write(text)
        return 0
    target = Path(args.output)
    temp = target.with_name(f".{target.name}.partial")
    try:
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, target)
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise StoreError("cannot_write", f"{target} could not be written ({exc.strerror}).") from None
    print(f"Exported to {target}", file=sys.stderr)
    return 0


def _import(args: argparse.Namespace) -> int:
    checked = read_export_file(args.file)
    with Store.open_data_dir(args.data_dir) as store:
        game = save_imported(store, *checked)
    status = game.info.status.replace("_", " ")
    print(f"Imported {game.info.name!r} as {game.id} ({game.info.actions} actions, {status})")
    return 0


def _existing_db(data_dir: str | None) -> Path:
    path = db_path(data_dir)
    if not path.exists():
        raise StoreError("not_found", f"There is no database at {path}, so there is no game to export.")
    return path
