"""The store's refusals and notices are messages: a stable code and parameters, said in the reader's language."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from companion.store import Store, StoreError
from companion.store.opening import translate_error
from companion.store.said import MOVE
from companion.words import translator

EN, DE = translator("en"), translator("de")


def test_a_refusal_has_its_code_its_parameters_and_both_languages() -> None:
    with Store.memory() as store, pytest.raises(StoreError) as info:
        store.info("nope")
    error = info.value
    assert (error.code, error.msg.code, error.msg.params) == ("not_found", "store.not_found", {"game": "nope"})
    assert str(error) == error.message == EN(error.msg) == "There is no game 'nope'."
    assert DE(error.msg) == "Es gibt keine Partie 'nope'."
    with Store.memory() as store, pytest.raises(StoreError) as info:
        store.resolve("zz")
    assert info.value.code == "not_found" and info.value.msg.code == "store.not_found.prefix"


def test_a_failed_save_names_the_change_in_the_readers_words() -> None:
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorname = "SQLITE_FULL"  # type: ignore[attr-defined]
    error = translate_error(full, MOVE())
    assert error.code == "disk_full"
    assert EN(error.msg) == ("The disk is full, so the move was not saved. Free some space and try again; what was "
                             "saved before is safe.")
    assert DE(error.msg) == ("Die Festplatte ist voll, daher wurde nicht gespeichert: der Zug. Schaffe etwas Platz und "
                             "versuche es noch einmal; was vorher gespeichert wurde, ist sicher.")


def test_the_notices_of_opening_are_messages(tmp_path: Path) -> None:
    path = tmp_path / "companion.db"
    path.write_bytes(b"not a database at all, just some bytes" * 200)
    with Store.open(path, recover=True) as store:
        (notice,) = store.told
        assert notice.code == "store.moved_aside" and store.notices == [EN(notice)]
        assert "It was kept as" in EN(notice) and "Sie wurde als" in DE(notice)
