"""Managing a saved game from Home in the served app: rename it, move it to the bin and restore it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from companion.store import GameInfo, Store
from companion.tta.random_game import random_setup
from tests.browser.browsing import App

pytestmark = pytest.mark.browser


def saved(data_dir: Path) -> list[GameInfo]:
    """The games the server has saved (active ones and those in the bin), read as the CLI would."""
    with Store.open_data_dir(data_dir) as store:
        return store.games() + store.games(binned=True)


def test_rename_then_delete_and_restore_a_game_from_home(phone: App, tmp_path: Path) -> None:
    data_dir = tmp_path / "data"  # the server's data dir
    with Store.open_data_dir(data_dir) as store:
        game_id = store.create("through-the-ages", random_setup(random.Random(4), 2), name="Benchmark",
                               players=["A", "B"]).id
    phone.open("/", expect="Manage Benchmark")
    phone.shot("home")
    phone.tap("Manage Benchmark", then="Rename Benchmark")
    phone.fill("New name for Benchmark", "")
    assert phone.button("Rename Benchmark").is_disabled()
    phone.expect_text("A game needs a name that is not empty.")
    phone.shot("empty-name-refused")
    phone.fill("New name for Benchmark", "Friday game")
    phone.tap("Rename Benchmark", then="Manage Friday game")
    phone.shot("renamed")
    assert [(g.id, g.name) for g in saved(data_dir)] == [(game_id, "Friday game")]

    phone.tap("Manage Friday game", then="Delete Friday game")
    phone.tap("Delete Friday game", then="Show the bin (1)")
    phone.expect_text("It can be restored from the bin")
    phone.shot("deleted")
    assert saved(data_dir)[0].deleted_at is not None
    phone.tap("Show the bin (1)", then="Restore Friday game")
    phone.shot("bin")
    phone.tap("Restore Friday game", then="Resume A, B")
    phone.shot("restored")
    assert [(g.id, g.deleted_at) for g in saved(data_dir)] == [(game_id, None)]
