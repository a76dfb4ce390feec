"""A browser that leaves while the app asks it something ends the question quietly (Flet 1.0.5 fails the request in
two ways, each meaning it left); one that does not answer is asked again, then given up on."""

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


#: How Flet 1.0.5 fails an ask when the browser left: the session closed while waiting; the session already dropped.
LEFT = [RuntimeError(prefs.SESSION_CLOSED), RuntimeError(prefs.SESSION_DESTROYED)]


@pytest.mark.parametrize(("answers", "expected", "asked"), [
    (["dark"], "dark", 1),
    ([TimeoutError(), TimeoutError(), True], True, 3),
    ([TimeoutError(), TimeoutError(), TimeoutError()], None, 3),
])
async def test_saved_answers_none_when_the_browser_never_answered(
        monkeypatch: pytest.MonkeyPatch, answers: list[Any], expected: Any, asked: int) -> None:
    browser = Browser(answers)
    monkeypatch.setattr(prefs, "preferences", lambda: browser)
    assert await prefs.saved("companion.theme", asks=3, seconds=1) == expected
    assert browser.asked == asked


@pytest.mark.parametrize("left", LEFT, ids=["closed", "destroyed"])
async def test_a_browser_that_left_ends_the_asking_effect_quietly(monkeypatch: pytest.MonkeyPatch,
                                                                  left: BaseException) -> None:
    browser = Browser([TimeoutError(), left])
    monkeypatch.setattr(prefs, "preferences", lambda: browser)
    with pytest.raises(prefs.BrowserLeft):
        await prefs.saved("companion.theme", asks=3, seconds=1)
    assert browser.asked == 2  # not asked again once it left
    shown: list[Any] = []

    @prefs.until_left
    async def effect() -> None:
        shown.append(await prefs.saved("companion.theme"))

    browser.answers = [left]
    await effect()  # no exception: nothing for Flet to print
    assert shown == []


async def test_an_effect_whose_session_is_gone_when_it_shows_the_answer_ends_quietly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prefs, "preferences", lambda: Browser(["dark"]))

    @prefs.until_left
    async def effect() -> None:
        await prefs.saved("companion.theme")
        raise RuntimeError(prefs.SESSION_DESTROYED)  # as Flet does when the answer is shown in a dropped session

    await effect()


@pytest.mark.parametrize("error", [RuntimeError("Control with ID 7 is not registered"),
                                   AttributeError("'NoneType' object has no attribute 'put_nowait'")])
async def test_another_error_is_not_taken_for_a_browser_that_left(monkeypatch: pytest.MonkeyPatch,
                                                                  error: BaseException) -> None:
    monkeypatch.setattr(prefs, "preferences", lambda: Browser([error]))
    with pytest.raises(type(error)):
        await prefs.until_left(lambda: prefs.saved("companion.theme"))()


async def test_another_runtime_error_is_not_taken_for_a_closed_session(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prefs, "preferences", lambda: Browser([RuntimeError("Control with ID 7 is not registered")]))
    with pytest.raises(RuntimeError, match="not registered"):
        await prefs.saved("companion.theme")
