"""One tab at a time (issue 25, point 3): a second tab of the same browser does not open the games while the first
owns them; taking over makes the first stop writing, keep what it had, close its store and let go, and only then does
the second read the games from the browser's storage and open them."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from store_tally_kind import play_script

from companion.browser.tabs import ELSEWHERE_NOW, LOST, OWNER
from companion.store import StoreError
from tests.ui.browser_fakes import Browser


async def test_a_second_tab_does_not_open_the_games_and_takes_over_safely(tmp_path: Path) -> None:
    browser = Browser()
    events: list[str] = []
    first, first_fs = browser.tab(tmp_path, events)
    await first.start()
    assert first.state == OWNER and first.gate is not None and first.gate.store is not None
    played = play_script(first.gate.store, [3])

    second, _ = browser.tab(tmp_path, events)
    await second.start()
    assert second.state == ELSEWHERE_NOW
    assert second.gate is None, "a second tab must not open (and later overwrite) the games"

    first_fs.prompt = False  # a change of the first tab is on its way to the browser's storage
    changing = asyncio.ensure_future(first.saved(lambda: played.apply(
        played.game.kind.legal_actions(played.state)[0], by="table")))
    await asyncio.sleep(0.02)
    taking = asyncio.ensure_future(second.take_over())
    await asyncio.sleep(0.05)
    assert first.state == LOST
    assert second.state != OWNER, "the new owner waits until the first tab's change is kept"
    first_fs.finish()
    await changing
    await asyncio.wait_for(taking, 2)
    assert second.state == OWNER and first.gate is None
    assert events.index("kept") < len(events) - 1 - events[::-1].index("load"), "read after the first tab kept"
    assert second.gate is not None and second.gate.store is not None
    reopened = second.gate.store.resume(played.id)
    assert len(reopened.game.entries) == len(played.game.entries), "the first tab's last move is kept"

    with pytest.raises(StoreError) as refused:
        await first.saved(lambda: None)
    assert refused.value.code == "other_tab"
    second.gate.close()


async def test_a_tab_that_lost_the_games_writes_nothing(tmp_path: Path) -> None:
    browser = Browser()
    first, _ = browser.tab(tmp_path, [])
    await first.start()
    second, _ = browser.tab(tmp_path, [])
    await second.start()
    await second.take_over()
    written: list[str] = []
    with pytest.raises(StoreError):
        await first.saved(lambda: written.append("change"))
    assert written == []
    assert second.gate is not None
    second.gate.close()
