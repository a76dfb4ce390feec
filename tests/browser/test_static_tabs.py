"""The static site keeps games as a server does (issue 25, points 3 and 4), in Chromium against the built site served
by a plain static server on a sub-path (``tests/browser/static_site.py``): a game imported from a file (an upload),
a move then an immediate reload keeps the move, the game exported again (a download) is the same game; a
second tab opens nothing and says Companion is open in another tab, and taking over there keeps the first tab's last
move. Nothing leaves the machine (Chromium's own services included), and the site has every file it asks for."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext

from companion.store import Store
from companion.store.export import export_text
from companion.tta.random_game import random_setup
from tests.browser.browsing import App
from tests.browser.static_site import Recorded, StaticSite, site_context, static_site

pytestmark = pytest.mark.browser
__all__ = ["site_context", "static_site"]

#: A move on the imported game's table (Bea's turn), and the Undo that shows it was made.
MOVE = "Bea takes Library of Alexandria from slot 2 (1 civil action)"
MOVED = "Undo Bea's taken card"
#: How long a cold start of the site may take here (Pyodide and the app on a shared 2-core machine: 15-30 s).
START_MS = 90_000


@pytest.fixture
def export_file(tmp_path: Path) -> Iterator[Path]:
    """An export of a game of Through the Ages with one move played, "Kept" (Ann and Bea)."""
    with Store.open_data_dir(tmp_path / "made") as store:
        game = store.create("through-the-ages", random_setup(random.Random(4), 2), name="Kept",
                             players=["Ann", "Bea"])
        game.apply(game.game.kind.legal_actions(game.state)[0], by="table")
        path = tmp_path / "kept.json"
        path.write_text(export_text(store, game.id), encoding="utf-8")
    yield path


def opened(context: BrowserContext, site: StaticSite, folder: Path, expect: str) -> App:
    """A new tab of the site on Home, once button ``expect`` shows (the app's address is after ``#``)."""
    app = App(context.new_page(), site.url + "#", folder)
    app.page.goto(site.url)
    app.page.locator("flt-semantics-placeholder").wait_for(state="attached", timeout=START_MS)
    app.page.locator("flt-semantics-placeholder").dispatch_event("click")
    app.button(expect).first.wait_for(timeout=START_MS)
    return app


def reloaded(app: App, expect: str) -> None:
    """Reload the tab (a fresh Python: the games are read from the browser's storage) until button ``expect``."""
    app.page.reload()
    app.page.locator("flt-semantics-placeholder").wait_for(state="attached", timeout=START_MS)
    app.page.locator("flt-semantics-placeholder").dispatch_event("click")
    app.button(expect).first.wait_for(timeout=START_MS)


def imported(app: App, file: Path) -> None:
    """Import ``file`` from Home (the browser's file chooser) until its game is listed."""
    with app.page.expect_file_chooser() as chooser:
        app.tap("Import a game")
    chooser.value.set_files(str(file))
    app.button("Resume Ann, Bea").first.wait_for(timeout=START_MS)


def test_a_game_comes_in_by_upload_keeps_a_change_through_a_reload_and_goes_out_by_download(
        site_context: tuple[BrowserContext, Recorded], static_site: StaticSite, export_file: Path,
        tmp_path: Path) -> None:
    context, recorded = site_context
    app = opened(context, static_site, tmp_path, "Import a game")
    app.expect_text("the other players' phones cannot join it")
    imported(app, export_file)
    app.tap("Resume Ann, Bea", then=MOVE)
    app.tap(MOVE, then=MOVED)
    reloaded(app, MOVED)  # at once: the move was shown only once the browser had kept it
    app.tap("Home", then="Manage Kept")
    app.tap("Manage Kept", then="Export Kept")
    with app.page.expect_download() as download:
        app.tap("Export Kept")
    document = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    original = json.loads(export_file.read_text(encoding="utf-8"))
    assert document["format"] == "companion-game" and document["name"] == "Kept"
    assert document["setup"] == original["setup"]
    assert len(document["log"]) > len(original["log"]), "the move is in the exported game"
    assert recorded.elsewhere(static_site.url) == []
    assert static_site.served.refused() == []


def test_a_second_tab_does_not_lose_the_first_tabs_game_and_takes_over(
        site_context: tuple[BrowserContext, Recorded], static_site: StaticSite, export_file: Path,
        tmp_path: Path) -> None:
    context, recorded = site_context
    first = opened(context, static_site, tmp_path, "Import a game")
    imported(first, export_file)
    second = opened(context, static_site, tmp_path / "second", "Use Companion in this tab")
    second.expect_text("Your games are open in another tab of this browser")
    assert second.button("New game").count() == 0
    first.tap("Resume Ann, Bea", then=MOVE)
    first.tap(MOVE, then=MOVED)
    second.tap("Use Companion in this tab")
    second.button("Resume Ann, Bea").first.wait_for(timeout=START_MS)
    first.expect_text("Another tab took over your games")
    assert first.button(MOVED).count() == 0, "the first tab no longer offers changes"
    second.tap("Resume Ann, Bea", then=MOVED)  # the first tab's last move is kept
    assert recorded.elsewhere(static_site.url) == []
    assert static_site.served.refused() == []
