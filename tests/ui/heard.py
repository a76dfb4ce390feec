"""What the screens said as messages: every :class:`Msg` a reader's translator rendered during a test, by the sentence
it made, so that a UI test can ask which message (code and parameters) a control shows instead of comparing English.

A behaviour test (a move refused, a button disabled for a reason, what a move will do) reads the text a control shows
(its label, as the browser would) and asks :meth:`Heard.said` for the message that made it; it then asserts the code
and the values, which a rewording or another language leaves alone. A rendering test still compares the sentence.
"""

from __future__ import annotations

from companion.words import Msg


class Heard:
    """The messages rendered (in any language, by any page or by ``english()``) since the test began, by sentence."""

    def __init__(self) -> None:
        self.by_sentence: dict[str, list[Msg]] = {}

    def record(self, message: Msg, sentence: str) -> None:
        known = self.by_sentence.setdefault(sentence, [])
        if message not in known:
            known.append(message)

    def said(self, sentence: str) -> Msg:
        """The one message whose rendering is exactly ``sentence`` (fails naming what was heard when none or two)."""
        found = self.by_sentence.get(sentence, [])
        assert len(found) == 1, f"{len(found)} messages rendered as {sentence!r}: {found}"
        return found[0]

    def within(self, sentence: str) -> Msg:
        """The message whose rendering is the longest part of ``sentence`` (a message said inside a screen's literal,
        as "Will do: {move}" holds the move's own message)."""
        parts = [heard for heard in self.by_sentence if heard and heard in sentence]
        assert parts, f"no message rendered inside {sentence!r}"
        return self.said(max(parts, key=len))

    def coded(self, code: str) -> list[Msg]:
        """Every message with ``code`` that was rendered (once, however many languages said it), in the order first
        heard: a screen's lines of one kind."""
        found: list[Msg] = []
        for heard in self.by_sentence.values():
            found.extend(message for message in heard if message.code == code and message not in found)
        return found
