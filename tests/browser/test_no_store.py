"""A served app whose database cannot be used lets no game be played (issue 21 point 1): a phone and a tablet both
say why, with "Try again"; once the file can be used, "Try again" on the phone opens the app on both. The database
marked by a newer Companion, and one another program keeps locked."""

from __future__ import annotations

import random
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from companion.store import Store, schema
from companion.store.paths import db_path
from companion.tta.random_game import random_setup
from tests.browser.browsing import PHONE, SCREENSHOTS, TABLET, App
from tests.browser.server import free_port, start_companion

pytestmark = pytest.mark.browser


def saved_game(data_dir: Path) -> Path:
    """A database holding one game, "Kept"."""
    with Store.open_data_dir(data_dir) as store:
        store.create("through-the-ages", random_setup(random.Random(4), 2), name="Kept", players=["A", "B"])
    return db_path(data_dir)


def set_version(path: Path, version: int) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()


def devices(browser: Browser, url: str, request: pytest.FixtureRequest) -> Iterator[tuple[App, App]]:
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    contexts = [browser.new_context(viewport=size) for size in (PHONE, TABLET)]  # type: ignore[arg-type]
    phone, tablet = (App(c.new_page(), url, SCREENSHOTS / f"{name}{suffix}") for c, suffix in zip(
        contexts, ("", "-tablet"), strict=True))
    yield phone, tablet
    for context in contexts:
        context.close()


def say_then_open(phone: App, tablet: App, reason: str, make_usable: Callable[[], None]) -> None:
    """Both devices say why with Try again; a try while the file is still unusable says so; once usable, the
    phone's Try again opens the app on both, the saved game listed."""
    for device in (phone, tablet):
        device.open(expect="Try again")
        device.expect_text("Games cannot be saved")
        device.expect_text(reason)
        assert device.button("New game").count() == 0
    for device in (phone, tablet):
        device.page.bring_to_front()  # headless Chromium paints a page behind another's only once it is in front
        device.shot("no-store")
    phone.tap("Try again")
    phone.expect_text("Try 1: still not usable.")
    make_usable()
    phone.tap("Try again", then="New game")
    phone.expect_text("Kept")
    tablet.button("New game").wait_for()
    tablet.expect_text("Kept")
    phone.shot("opened")
    tablet.page.bring_to_front()
    tablet.shot("opened")


def test_a_newer_database_is_said_on_every_device_and_opens_once_usable(
        browser: Browser, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    path = saved_game(tmp_path)
    set_version(path, 99)
    served = start_companion(tmp_path, free_port())
    try:
        assert "Games cannot be saved" in served.banner and "schema 99" in served.banner
        for phone, tablet in devices(browser, served.url, request):
            say_then_open(phone, tablet, "schema 99", lambda: set_version(path, schema.latest_version()))
    finally:
        served.stop()


def test_a_locked_database_is_said_on_every_device_and_opens_once_released(
        browser: Browser, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    path = saved_game(tmp_path)
    other = sqlite3.connect(path, isolation_level=None)  # another program holding the file
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("UPDATE games SET name = name")

    def release() -> None:
        other.execute("ROLLBACK")
        other.close()

    served = start_companion(tmp_path, free_port())
    try:
        assert "Another program is using the database" in served.banner
        for phone, tablet in devices(browser, served.url, request):
            say_then_open(phone, tablet, "Another program is using the database", release)
    finally:
        served.stop()
        other.close()  # closing twice does nothing
