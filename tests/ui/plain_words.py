"""What a player must never read on a screen, beyond ``tests.ui.screen_words``' developer text (backticks,
snake_case, field paths, ``#n`` ids, "Value error", "(s)"): "1 cards" and "2 point", a double period, a Python value,
pydantic's other words. A test reads every text a screen shows (tests/ui/test_realm_tta_words.py)."""

from __future__ import annotations

import re

from tests.ui.harness import UiSession
from tests.ui.screen_words import findings, texts

#: Before a count: not a digit or a decimal point, nor a card's name ending in a number ("District 3 region 1", the
#: random games' card names), nor the last of a list ("3, 2, 1 resources").
_COUNTED = r"(?<![\d.,])(?<!District )(?<!Wonder )(?<!district )(?<!wonder )(?<!, )(?<!and )"
#: (pattern, what it catches) beyond ``screen_words.DEVELOPER_TEXT``: a plural that disagrees with its number, a
#: double period, a Python value, pydantic's other words.
WORDING: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"validation error|Field required|Input should", re.IGNORECASE), "a pydantic error"),
    (re.compile(rf"{_COUNTED}1 (?:civil |military |new )?(?:cards|points|turns|regions|resources|actions|citizens|"
                r"workers|players|coins|districts|wonders|groups|commoners|mines|sources)\b"), "a plural after 1"),
    (re.compile(rf"{_COUNTED}(?:[02-9]|\d\d+) (?:card|point|turn|region|resource|district|wonder|citizen|group|"
                r"commoner|mine|source)\b(?![-\w]| group| source)"), "a singular after a number other than 1"),
    (re.compile(r"(?<!\.)\.\.(?!\.)"), "a double period"),
    (re.compile(r"\bNone\b|\bTrue\b|\bFalse\b"), "a Python value"),
)


def developer_text(ui: UiSession) -> list[str]:
    """Each developer text or wrong plural on the screen, as "<what>: <the words it is in>"."""
    found = []
    for text in dict.fromkeys(texts(ui)):
        found += [f"{what}: {text!r}" for what in findings(text)]
        found += [f"{what}: {text!r}" for pattern, what in WORDING if pattern.search(text)]
    return found
