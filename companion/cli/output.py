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
import os
import sys
from contextvars import ContextVar
from typing import Any, TextIO

from companion.core.errors import DataError
from companion.words import Msg, Param, Translator, english, language_of, text, translator

#: The longest line of a refusal: a message quotes at most this much of the input it refuses.
LINE_LIMIT = 1000
#: The environment variables that name the reader's language, in the order gettext reads them.
LANGUAGE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
#: The translator of the person who ran this command (``--lang``, else the environment's language).
_READER: ContextVar[Translator | None] = ContextVar("reader", default=None)

DATA_PROBLEM = text("cli.data_problem", "{source}: {problem}")
DATA_PROBLEMS = text("cli.data_problems", "{source}: {problem} (and {more} more)")


def chosen_language(asked: str | None, environ: dict[str, str] | os._Environ[str] = os.environ) -> str:
    """The reader's language: ``asked`` (``--lang``), else the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``
    that is set (``de_DE.UTF-8``), as :func:`companion.words.language_of` reads a tag; English otherwise."""
    if asked:
        return language_of([asked])
    return language_of([value for name in LANGUAGE_VARIABLES if (value := environ.get(name, ""))][:1])


def read_in(language: str) -> Translator:
    """Make ``language`` this command's reader's (every line it prints from now on); returns its translator."""
    say = translator(language)
    _READER.set(say)
    return say


def t(said: Msg | str, **params: Any) -> str:
    """A message, or a literal of the command line (``t("No games.")``, extracted for the catalog), in the
    reader's language."""
    return reader()(said, **params)


def reader() -> Translator:
    """The translator of this command's reader (English until :func:`read_in` chose one)."""
    return _READER.get() or english()


def shown(text: str, limit: int | None = None) -> str:
    """``text`` safe for a terminal: unprintable characters as escapes (``\\x1b``, ``\\u202e``, ``\\ud800``,
    ``\\n``), cut to ``limit`` characters with an ellipsis when given."""
    if not text.isprintable():
        text = "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


class Refused(Exception):
    """Input a command refuses: :func:`companion.cli.main` prints ``line`` (``said`` in the reader's language) as
    one line on stderr and exits with ``code`` (1, the documented code for refused input, unless told otherwise)."""

    def __init__(self, said: Msg, code: int = 1) -> None:
        super().__init__(said.code)
        self.said = said
        self.code = code

    @property
    def line(self) -> str:
        """The refusal in the reader's language."""
        return t(self.said)

    def __str__(self) -> str:
        return self.line


def data_error_said(exc: DataError) -> Msg:
    """A :class:`DataError` as one line's message: the file, the first problem and how many more there are."""
    more = len(exc.found) - 1
    first: Param = exc.found[0]
    if more > 0:
        return DATA_PROBLEMS(source=exc.source, problem=first, more=more)
    return DATA_PROBLEM(source=exc.source, problem=first)


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
