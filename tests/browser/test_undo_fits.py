"""The pinned Undo with a long German label ("Titanen-Konfrontation von Dev rückgängig machen") fits a 390x844
phone when no table notes stand beside it (issue 24): its box lies within the screen and its whole label is its
accessible name, wrapped, not cut at the edge; so on a 1024x768 tablet, in the dark theme, where the moves' column
beside the players' books is as narrow."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser

from companion.store import Store
from companion.taw import random_game
from tests.browser.browsing import PHONE, READY_MS, SCREENSHOTS, TABLET, App
from tests.browser.server import Served

pytestmark = [pytest.mark.browser, pytest.mark.shared_server]

#: Seed 2's four-player game: its entry 70 is Dev's titan confrontation, a group of its own.
SEED, LAST = 2, 70
LABEL = "Titanen-Konfrontation von Dev rückgängig machen"


def saved_until_devs_confrontation(data_dir: Path) -> str:
    game = random_game.random_game(SEED, players=4)
    assert game.entries[LAST].action.type == "confront_titan" and game.entries[LAST].action.player == 3
    with Store.open_data_dir(data_dir) as store:
        names = [player.name for player in game.setup.players]
        stored = store.create("the-ancient-world", game.setup, name="Undo", players=names)
        for entry in game.entries[:LAST + 1]:
            if not entry.auto:
                stored.apply(entry.action)
        return stored.id


@pytest.mark.parametrize(("viewport", "dark"), [(PHONE, False), (TABLET, True)], ids=["phone", "tablet-dark"])
def test_a_long_german_undo_lies_within_the_screen(browser: Browser, server: Served, tmp_path: Path,
                                                   viewport: dict[str, int], dark: bool) -> None:
    game_id = saved_until_devs_confrontation(tmp_path / "data")
    context = browser.new_context(viewport=viewport, locale="de-DE")  # type: ignore[arg-type]
    try:
        app = App(context.new_page(), server.url, SCREENSHOTS / f"test_undo_fits_{viewport['width']}")
        app.open(f"/game/{game_id}", expect=LABEL)
        if dark:
            app.tap("Dunkles Design verwenden", answered=True)
        found = app.button(LABEL).first
        found.wait_for(timeout=READY_MS)
        app.settled("long-german-undo")
        app.shot("long-german-undo")
        box, line = found.bounding_box(), app.by_id("last-move").first.bounding_box()
        # Flutter clips a node to the screen: a button cut at its edge ends exactly there, past the page's margin; and
        # to its column: on a tablet the books beside the moves cover the end of a button wider than the bar.
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] - 8, box
        assert line is not None and box["x"] + box["width"] <= line["x"] + line["width"] + 1, (box, line)
        assert box["height"] >= 48, box
        assert LABEL in (found.get_attribute("aria-label") or found.inner_text()), "the whole label is its name"
    finally:
        context.close()
