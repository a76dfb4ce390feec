"""The ``companion`` command: serves the app by default; subcommands score, replay and manage games.

Each subcommand lives in its own module with ``register(subparsers)``; the module sets the parser's
``handler`` default to a function taking the parsed arguments and returning the exit code.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module

from companion import __version__

#: Modules that add subcommands, in the order they appear in ``--help``.
COMMAND_MODULES: list[str] = [
    "companion.cli.serve",
    "companion.cli.replay",
    "companion.cli.score",
    "companion.cli.games",
]


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every registered subcommand."""
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Companion, the table-side app. With no command it serves the app at http://127.0.0.1:8550.",
    )
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: with no subcommand, serve the app (``companion serve``)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not args_list or (args_list[0].startswith("--") and args_list[0] not in ("--help", "--version")):
        args_list = ["serve", *args_list]
    args = parser.parse_args(args_list)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return 2
    return int(handler(args))
