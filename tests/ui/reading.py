"""What a screen shows, read as several UI tests read it: that every control is labelled, what an identified part
says, whether it is shown, the reason a move is refused, the value of a big number."""

from __future__ import annotations

import flet as ft

from tests.ui.harness import UiSession


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
