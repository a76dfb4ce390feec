"""argparse's own words ("usage:", "error:", "the following arguments are required") in the reader's language.

argparse says them through gettext's ``_`` (its module's global), read as it builds a parser and as it reports a
usage error; :func:`in_readers_language` points that ``_`` at this command's reader for the time a command line is
parsed (one reader per process: a command's, never a served page's). Its words are marked here for the catalog
(Python 3.11's argparse); a message of argparse not listed stays as argparse says it.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from companion.cli.output import reader
from companion.words import N_

#: argparse's messages a person meets: its usage line, its errors, its help's headings.
WORDS = frozenset({
    N_("usage: "),
    N_("%(prog)s: error: %(message)s\n"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("can't open '%(filename)s': %(error)s"),
})


def said(message: str) -> str:
    """argparse's ``message`` in the reader's language (one it does not list, as argparse says it)."""
    return reader()(message) if message in WORDS else message


@contextmanager
def in_readers_language() -> Iterator[None]:
    """argparse says its words in the reader's language inside this block (and as before after it)."""
    before = argparse._  # type: ignore[attr-defined]
    argparse._ = said  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = before  # type: ignore[attr-defined]
