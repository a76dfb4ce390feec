"""A browser that leaves while the app asks for its saved preferences ends the question quietly (Flet fails the
request with "Session closed"); one that does not answer is asked again, then given up on."""

from __future__ import annotations

from typing import Any

import pytest

from companion.ui import preferences as prefs


class Browser:
    """Answers ``get`` as a browser would: with a value, never, or by leaving."""

    def __init__(self, answers: list[Any]) -> None:
        self.answers = answers
        self.asked = 0

    async def get(self, key: str) -> Any:
        self.asked += 1
        answer = self.answers.pop(0)
        if isinstance(answer, BaseException):
            raise answer
        return answer


@pytest.mark.parametrize(("answers", "expected", "asked"), [
    (["dark"], "dark", 1),
    ([RuntimeError("Session closed")], None, 1),
    ([TimeoutError(), TimeoutError(), True], True, 3),
    ([TimeoutError(), TimeoutError(), TimeoutError()], None, 3),
])
async def test_saved_answers_none_when_the_browser_left_or_never_answered(
        monkeypatch: pytest.MonkeyPatch, answers: list[Any], expected: Any, asked: int) -> None:
    browser = Browser(answers)
    monkeypatch.setattr(prefs, "preferences", lambda: browser)
    assert await prefs.saved("companion.theme", asks=3, seconds=1) == expected
    assert browser.asked == asked


async def test_another_runtime_error_is_not_taken_for_a_closed_session(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prefs, "preferences", lambda: Browser([RuntimeError("Control with ID 7 is not registered")]))
    with pytest.raises(RuntimeError, match="not registered"):
        await prefs.saved("companion.theme")
