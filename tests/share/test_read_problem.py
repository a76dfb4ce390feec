"""A finished game that cannot be read says why in the reader's words (issue 24): the store's message rendered, not
the exception's text (a store error's text is only its code)."""

from __future__ import annotations

from typing import Any, cast

import pytest

from companion.store import Store, StoreError
from companion.store.said import NO_DATABASE
from companion.ui import lang
from companion.ui.screens.share import _read_game
from companion.words import translator


class _Unreadable:
    """A store whose game cannot be read."""

    def resume(self, game_id: str) -> Any:
        raise StoreError(NO_DATABASE(path="/nowhere"))


def test_the_problem_is_the_store_message_in_the_readers_words(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _read_game(cast(Store, _Unreadable()), "g1") == (
        "The game cannot be read: There is no database at /nowhere yet; no game has been saved there.")
    monkeypatch.setattr(lang, "reader", lambda: translator("de"))
    assert _read_game(cast(Store, _Unreadable()), "g1") == (
        "Die Partie kann nicht gelesen werden: Unter /nowhere gibt es noch keine Datenbank; dort wurde noch keine "
        "Partie gespeichert.")
