"""A server whose database cannot be used plays no game (issue 21 point 1): every device says why, with "Try again";
once the file can be used, "Try again" on one device opens the app on all of them. ``--memory`` says on every screen
that nothing is saved."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from companion.store import Store, schema
from companion.store.gate import StoreGate
from companion.store.paths import db_path
from companion.tta.random_game import random_setup
from companion.ui.app import THROWAWAY, make_main
from tests.said import in_english, said
from tests.ui.harness import UiSession
from tests.ui.opening import until


def newer_database(data_dir: Path) -> Path:
    """A database with one game, then marked as written by a newer Companion."""
    with Store.open_data_dir(data_dir) as store:
        store.create("through-the-ages", random_setup(random.Random(4), 2), name="Kept", players=["A", "B"])
    path = db_path(data_dir)
    set_version(path, 99)
    return path


def set_version(path: Path, version: int) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()


@pytest.mark.usefixtures("shared_hub")
async def test_every_device_says_why_no_game_can_be_played_and_try_again_opens_it_for_all(tmp_path: Path) -> None:
    path = newer_database(tmp_path)
    before = path.read_bytes()
    gate = StoreGate.data_dir(tmp_path)
    assert gate.store is None and gate.problem is not None and gate.problem.code == "newer_schema"
    assert said(gate.problem.said) == ("store.newer_schema", {"path": str(path), "version": 99,
                                                             "latest": schema.latest_version()})
    tablet = await UiSession.start(make_main(gate), width=1024, height=768)
    phone = await UiSession.start(make_main(gate), route="/new")
    for device in (tablet, phone):
        assert "Games cannot be saved" in device.text() and in_english(gate.problem.said) in device.text()
        assert "New game" not in device.labels() and device.labels() == ["Try again"]
    await phone.click("Try again")
    await until(phone, lambda: "Try 1: still not usable." in phone.text())
    assert "Games cannot be saved" in phone.text() and path.read_bytes() == before
    set_version(path, schema.latest_version())  # what updating Companion amounts to
    await tablet.click("Try again")
    await until(tablet, lambda: "Kept" in tablet.text())
    await until(phone, lambda: "Games cannot be saved" not in phone.text())
    assert "New game" in tablet.labels() and "Try again" not in phone.labels()
    for device in (tablet, phone):
        device.close()
    gate.close()


async def test_a_throwaway_store_says_on_every_screen_that_nothing_is_saved() -> None:
    ui = await UiSession.start(make_main(StoreGate.memory()))
    assert THROWAWAY in ui.text()
    await ui.click("New game")
    assert THROWAWAY in ui.text()
    ui.close()


async def test_a_store_on_disk_says_nothing_of_the_kind(tmp_path: Path) -> None:
    with Store.open_data_dir(tmp_path) as store:
        ui = await UiSession.start(make_main(store))
        assert THROWAWAY not in ui.text() and "Games cannot be saved" not in ui.text()
        ui.close()
