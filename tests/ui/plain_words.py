"""What a player must never read on a screen: developer text. Each check is a pattern and what it catches; a test
reads every text and accessible name a screen shows and lists the matches (tests/ui/test_realm_tta_words.py)."""

from __future__ import annotations

import re

import flet as ft

from tests.ui.harness import UiSession

#: Before a count: not a digit or a decimal point, nor a card's name ending in a number ("District 3 region 1", the
#: random games' card names), nor the last of a list ("3, 2, 1 resources").
_COUNTED = r"(?<![\d.,])(?<!District )(?<!Wonder )(?<!district )(?<!wonder )(?<!, )(?<!and )"
#: (pattern, what it catches) over the words a screen shows.
DEVELOPER_TEXT: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"`"), "a backtick (code markup)"),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a snake_case name"),
    (re.compile(r"\b[a-z_]+\.[0-9]+\.[a-z_]+\b"), "a dotted field path"),
    (re.compile(r"#\d"), "an internal #number"),
    (re.compile(r"Value error|validation error|Field required|Input should", re.IGNORECASE), "a pydantic error"),
    (re.compile(r"\w\(s\)"), "a plural written (s)"),
    (re.compile(rf"{_COUNTED}1 (?:civil |military |new )?(?:cards|points|turns|regions|resources|actions|citizens|"
                r"workers|players|coins|districts|wonders|groups|commoners|mines|sources)\b"), "a plural after 1"),
    (re.compile(rf"{_COUNTED}(?:[02-9]|\d\d+) (?:card|point|turn|region|resource|district|wonder|citizen|group|"
                r"commoner|mine|source)\b(?![-\w]| group| source)"), "a singular after a number other than 1"),
    (re.compile(r"(?<!\.)\.\.(?!\.)"), "a double period"),
    (re.compile(r"\bNone\b|\bTrue\b|\bFalse\b"), "a Python value"),
)


def shown_words(ui: UiSession) -> list[str]:
    """Every text and accessible name the screen shows (a screen reader's words included), one string each."""
    said = [str(c.label) for c in ui.controls() if isinstance(c, ft.Semantics) and c.label]
    return [*ui.text().splitlines(), *(label for label in ui.labels() if label), *said]


def developer_text(ui: UiSession) -> list[str]:
    """Each developer text found on the screen, as "<what>: <the words it is in>"."""
    found = []
    for words in shown_words(ui):
        for pattern, what in DEVELOPER_TEXT:
            if pattern.search(words):
                found.append(f"{what}: {words!r}")
    return found
