"""The ``companion`` command: serves the app by default; subcommands score, replay and manage games.

Each subcommand lives in its own module with ``register(subparsers)``; the module sets the parser's
``handler`` default to a function taking the parsed arguments and returning the exit code. Exit codes
(README, "Command line"): 0 done, 1 input refused (:class:`~companion.cli.output.Refused`, one line on
stderr naming the file and field), 2 a usage error, 141 when the reader of the output went away
(``| head``). :func:`main` is the last line of defence: no exception ever reaches the person as a traceback.

Every line is said in the reader's language: ``--lang de`` (anywhere on the command line), else ``LC_ALL``,
``LC_MESSAGES`` or ``LANG`` (``de_DE.UTF-8``), else English (:func:`companion.cli.output.chosen_language`).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from contextlib import suppress
from importlib import import_module
from typing import NoReturn

from companion import __version__
from companion.cli.argparse_words import in_readers_language
from companion.cli.output import LINE_LIMIT, Refused, chosen_language, read_in, refusal, shown, t, tolerant_streams
from companion.words import LANGUAGES, text

#: Modules that add subcommands, in the order they appear in ``--help``.
COMMAND_MODULES: list[str] = [
    "companion.cli.serve",
    "companion.cli.replay",
    "companion.cli.score",
    "companion.cli.games",
]

#: The exit codes, as README documents them.
EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2
#: What a shell reports for a command ended by SIGPIPE (128 + 13): the output's reader stopped reading.
EXIT_BROKEN_PIPE = 141

INTERNAL = text("cli.internal_error", "companion: internal error ({error}: {why}); please report it with the command "
                "that caused it")


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose error messages quote what was typed: escaped, so they show no raw control
    character. Subcommands' parsers are of the same class (argparse makes them with ``type(parent)``)."""

    def error(self, message: str) -> NoReturn:
        super().error(shown(message, LINE_LIMIT))


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every registered subcommand."""
    parser = _Parser(
        prog="companion",
        description=t("Companion, the table-side app. With no command it serves the app at http://127.0.0.1:8550."),
    )
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), metavar="LANG",
                        help=t("the language of every line printed ({languages}; default: from LANG)",
                               languages=", ".join(sorted(LANGUAGES))))
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: with no subcommand, serve the app (``companion serve``).

    A :class:`Refused` is printed as its one line; a closed output pipe ends quietly; any other exception
    is a bug, printed as one line asking for a report (argparse's usage errors still exit 2 by SystemExit).
    """
    tolerant_streams()
    args_list, asked = _language_asked(list(sys.argv[1:] if argv is None else argv))
    read_in(chosen_language(asked))
    try:
        with in_readers_language():
            code = _run(args_list)
        sys.stdout.flush()
    except Refused as refused:
        refusal(refused.line)
        return refused.code
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except Exception as exc:  # the last line of defence: a bug, shown as one line instead of a traceback
        refusal(t(INTERNAL(error=type(exc).__name__, why=str(exc))))
        return EXIT_REFUSED
    return code


def _language_asked(args_list: list[str]) -> tuple[list[str], str | None]:
    """The command line without its ``--lang X`` (or ``--lang=X``), wherever it stands (``companion replay f.json
    --json --lang de``), and the language it asks for; a ``--lang`` without a known language is left for the parser
    to refuse."""
    for index, arg in enumerate(args_list):
        if arg == "--":
            break
        value = arg.removeprefix("--lang=") if arg.startswith("--lang=") else (
            args_list[index + 1] if arg == "--lang" and index + 1 < len(args_list) else None)
        if value is not None and value in LANGUAGES:
            width = 1 if arg.startswith("--lang=") else 2
            return args_list[:index] + args_list[index + width:], value
    return args_list, None


def _run(args_list: list[str]) -> int:
    parser = build_parser()
    if not args_list or (args_list[0].startswith("--") and args_list[0] not in ("--help", "--version")):
        args_list = ["serve", *args_list]
    args = parser.parse_args(args_list)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return EXIT_USAGE
    return int(handler(args))


def _quiet_stdout() -> None:
    """Point stdout at the null device, so the interpreter's last flush to the closed pipe stays silent."""
    with suppress(OSError, ValueError):  # stdout may have no file descriptor (captured in tests)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
