"""What a screen shows, read as several UI tests read it: that every control is labelled, what an identified part
says, whether it is shown, the reason a move is refused, the value of a big number; and, through the messages the
test heard rendered (:mod:`tests.ui.heard`), which message a refusal or a move's sentence is, in codes."""

from __future__ import annotations

import flet as ft

from companion.core.errors import WITH_RULE
from companion.words import Msg
from tests.ui.harness import UiSession
from tests.ui.heard import Heard


def assert_all_labelled(ui: UiSession) -> None:
    unlabelled = [name for name in ui.labels() if name.startswith("<unlabelled")]
    assert unlabelled == [], unlabelled


def shown(ui: UiSession, identifier: str) -> bool:
    return any(isinstance(c, ft.Semantics) and c.identifier == identifier for c in ui.controls())


def said(ui: UiSession, identifier: str) -> str:
    return str(ui.by_identifier(identifier).label)


def reason(ui: UiSession) -> str:
    return str(ui.by_identifier("reason").label)


def number(ui: UiSession, identifier: str) -> str:
    """The value a big number shows (its accessible label is "<name>: <value>")."""
    return str(ui.by_identifier(identifier).label).split(": ", 1)[1]


def refused(ui: UiSession, heard: Heard) -> Msg:
    """The engine's refusal the screen shows as its reason (without the rulebook section it names, if any)."""
    message = heard.said(reason(ui))
    inner = message.params.get("reason") if message.code == WITH_RULE.code else message
    assert isinstance(inner, Msg), message
    return inner


def will_do(ui: UiSession, heard: Heard) -> Msg:
    """The move's own message that the screen's "Will do: ..." sentence says."""
    return heard.within(said(ui, "will-do"))


def decision(ui: UiSession, heard: Heard) -> Msg:
    """The prompt of the decision the screen says is being decided ("Ann decides: {prompt}")."""
    return heard.within(said(ui, "decider"))
