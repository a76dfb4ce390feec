"""What the command line prints: text from any input shown safely, JSON any reader can parse, no encoding crash.

Names and values come from files people wrote and from databases written before names were checked, so
they may hold terminal escapes (``"\\x1b[31m"``), NUL, direction overrides or lone surrogates. Everything
printed for people goes through :func:`shown`, which writes each unprintable character as its Python
escape, the way ``repr`` would; JSON goes through :func:`json_text`, which writes them as JSON escapes
(the same value for a parser). :func:`tolerant_streams` makes stdout and stderr escape what their encoding
cannot hold (``PYTHONIOENCODING=ascii``) instead of raising ``UnicodeEncodeError``.
"""

from __future__ import annotations

import codecs
import json
import sys
from typing import Any, TextIO

from companion.core.errors import DataError

#: The longest line of a refusal: a message quotes at most this much of the input it refuses.
LINE_LIMIT = 1000


def shown(text: str, limit: int | None = None) -> str:
    """``text`` safe for a terminal: unprintable characters as escapes (``\\x1b``, ``\\u202e``, ``\\ud800``,
    ``\\n``), cut to ``limit`` characters with an ellipsis when given."""
    if not text.isprintable():
        text = "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


class Refused(Exception):
    """Input a command refuses: :func:`companion.cli.main` prints ``line`` as one line on stderr and exits
    with ``code`` (1, the documented code for refused input, unless told otherwise)."""

    def __init__(self, line: str, code: int = 1) -> None:
        super().__init__(line)
        self.line = line
        self.code = code


def data_error_line(exc: DataError) -> str:
    """A :class:`DataError` as one line: the file, the first problem and how many more there are."""
    more = len(exc.problems) - 1
    return f"{exc.source}: {exc.problems[0]}" + (f" (and {more} more)" if more > 0 else "")


def refusal(line: str) -> None:
    """Print one line of refusal on stderr (escaped, and cut to :data:`LINE_LIMIT`)."""
    print(shown(line, LINE_LIMIT), file=sys.stderr)


def json_text(text: str, stream: TextIO | None = None) -> str:
    """JSON text with every unprintable character (and every non-ASCII one when ``stream`` cannot encode
    UTF-8) written as a ``\\u`` escape. Outside strings JSON text is ASCII, so only strings change, and a
    parser reads the same value."""
    ascii_only = stream is not None and not _speaks_utf8(stream)
    if text.isascii() and "\x7f" not in text:  # json.dumps escapes the other ASCII controls itself
        return text
    return "".join(char if (char.isprintable() or char == "\n") and (char.isascii() or not ascii_only)
                   else json.dumps(char)[1:-1] for char in text)


def print_json(value: Any, *, indent: int | None = None) -> None:
    """Print ``value`` as JSON on stdout (see :func:`json_text`)."""
    print(json_text(json.dumps(value, indent=indent, ensure_ascii=False), sys.stdout))


def tolerant_streams() -> None:
    """Make stdout and stderr write what their encoding cannot hold as backslash escapes, never raise."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def _speaks_utf8(stream: TextIO) -> bool:
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        return codecs.lookup(encoding).name in ("utf-8", "utf-16", "utf-32", "utf-8-sig")
    except LookupError:
        return False
