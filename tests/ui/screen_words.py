"""Every text a screen shows, and the developer text a player must never read in it.

A player reads words, not code: no backticks, no ``snake_case`` names, no dotted field paths
(``players.0.coins``), no ``#18`` ids, no pydantic's "Value error", no "(s)" plurals. The texts are the drawn
text, button and field labels, tooltips, hints and the screen reader's labels (issue 23, points 4-6).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import flet as ft

from tests.ui.harness import UiSession, walk

#: Each kind of developer text, by the pattern that finds it.
DEVELOPER_TEXT: dict[str, re.Pattern[str]] = {
    "backtick": re.compile(r"`"),
    "snake_case name": re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b"),
    "dotted field path": re.compile(r"\b[a-z][a-z0-9_]*(?:\.(?:\d+|[a-z][a-z0-9_]*)){2,}\b|\b[a-z_]+\.\d+\b"),
    "#number id": re.compile(r"#\d+"),
    "Value error": re.compile(r"value error", re.IGNORECASE),
    "(s) plural": re.compile(r"\w\(s\)"),
}
#: The attributes of a control that hold words the browser shows or reads out.
WORD_FIELDS = ("value", "label", "tooltip", "hint_text", "helper_text", "error_text", "text", "semantics_label",
               "prefix_text", "suffix_text")


def texts(ui: UiSession) -> Iterator[str]:
    """Every text on the page now: drawn, labelling or read out (a text field's typed value included)."""
    for control in walk(ui.page):
        for name in WORD_FIELDS:
            if name == "value" and isinstance(control, ft.Dropdown):
                continue  # the chosen option's key: the dropdown shows that option's text, read below
            value = getattr(control, name, None)
            if isinstance(value, str) and value:
                yield value
        content = getattr(control, "content", None)
        if isinstance(content, str) and content:
            yield content
        if isinstance(control, ft.Dropdown):
            yield from (str(option.text or option.key) for option in control.options or ())


def findings(text: str) -> list[str]:
    """The kinds of developer text in ``text``, each with what matched."""
    return [f"{kind}: {match.group(0)!r}" for kind, pattern in DEVELOPER_TEXT.items()
            if (match := pattern.search(text)) is not None]


def developer_text(ui: UiSession, where: str) -> list[str]:
    """Every finding on the page now, each naming ``where`` (the game, state and screen) and the text."""
    return [f"{where}: {found} in {text!r}" for text in dict.fromkeys(texts(ui)) for found in findings(text)]
