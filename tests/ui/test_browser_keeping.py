"""A change in the browser is shown as saved only once it is in the browser's storage (issue 25, point 3): the folder
is filled before the store opens, each change is copied after it is committed, and the app's save returns only when
that copy is done. A failed copy says so and is not shown as saved. A fill that fails (the browser refuses IndexedDB,
or a read of it fails) opens nothing and copies nothing back, so the games kept in the browser are never replaced by
an empty database: the screen says why, in the reader's language, and "Try again" reads the browser's storage
anew."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from companion import runtime
from companion.browser.keeping import Keeper
from companion.browser.tabs import OWNER, claim
from companion.store import Store, StoreError
from companion.store.paths import db_path
from companion.ui import offloop
from companion.ui.in_browser import make_browser_main
from tests.ui.browser_fakes import Browser, FakeFS, owning_tab
from tests.ui.harness import UiSession
from tests.ui.opening import until
from tests.ui.taw_games import new_game

#: The browser's refusal in the tests (Firefox's words for IndexedDB in a private window).
REFUSED = "InvalidStateError: A mutation operation was attempted on a database that did not allow mutations."


async def test_the_folder_is_filled_before_the_store_opens(tmp_path: Path) -> None:
    events: list[str] = []
    ownership, _ = await owning_tab(tmp_path, events)
    assert events[:3] == ["mkdir /companion", "mount IDBFS /companion", "load"]
    assert events[3] == "keep", "what opening wrote (a new database) is kept at once"
    assert ownership.gate is not None and ownership.gate.store is not None
    ownership.gate.close()


async def test_a_change_returns_only_once_the_browser_has_kept_it(tmp_path: Path) -> None:
    events: list[str] = []
    ownership, fs = await owning_tab(tmp_path, events)
    fs.prompt = False
    store = ownership.gate.store if ownership.gate else None
    assert store is not None

    def change() -> str:
        events.append("commit")
        return "done"

    with runtime.forced(True):
        saving = asyncio.ensure_future(offloop.saved(change))
        await asyncio.sleep(0.05)
        assert events[-2:] == ["commit", "keep"]
        assert not saving.done(), "shown as saved before the browser kept it"
        fs.finish()
        assert await saving == "done"
    assert events[-3:] == ["commit", "keep", "kept"]
    store.close()


async def test_a_copy_the_browser_refuses_is_not_shown_as_saved(tmp_path: Path) -> None:
    events: list[str] = []
    ownership, fs = await owning_tab(tmp_path, events)
    fs.failing = "QuotaExceededError"
    with runtime.forced(True), pytest.raises(StoreError) as refused:
        await offloop.saved(lambda: events.append("commit"))
    assert refused.value.code == "not_kept"
    assert "QuotaExceededError" in refused.value.message
    assert ownership.gate is not None
    ownership.gate.close()


async def test_a_read_in_the_browser_runs_at_once_on_the_loop(tmp_path: Path) -> None:
    with runtime.forced(True):
        assert await offloop.read(lambda: asyncio.get_running_loop() is not None)


def kept_game(data_dir: Path) -> tuple[str, bytes]:
    """The browser's storage holding one game (the fakes' folder is the storage too): its id and the file's bytes."""
    with Store.open_data_dir(data_dir) as store:
        game_id = new_game(store)
    return game_id, db_path(data_dir).read_bytes()


async def test_a_failed_fill_opens_nothing_keeps_nothing_and_try_again_reads_anew(tmp_path: Path) -> None:
    game_id, before = kept_game(tmp_path)
    events: list[str] = []
    ownership, fs = Browser().tab(tmp_path, events)
    fs.failing = REFUSED
    await ownership.start()
    gate = ownership.gate
    assert ownership.state == OWNER and gate is not None and gate.store is None
    assert gate.problem is not None and gate.problem.code == "unread"
    assert REFUSED in gate.problem.message
    assert events == ["mkdir /companion", "mount IDBFS /companion", "load"], "nothing copied back"
    assert gate.again is not None
    assert not await gate.again(), "the browser still refuses"
    assert events[3:] == ["load"] and db_path(tmp_path).read_bytes() == before
    fs.failing = None
    assert await gate.again()
    assert events[4:] == ["load", "keep"]
    assert gate.store is not None and [game.id for game in gate.store.games()] == [game_id]
    gate.close()


async def test_a_folder_never_filled_is_not_copied_to_the_browser(tmp_path: Path) -> None:
    events: list[str] = []
    keeper = Keeper(FakeFS(events), {})
    with pytest.raises(StoreError) as refused:
        await keeper.keep()
    assert refused.value.code == "not_kept" and refused.value.said.code == "store.not_kept.unread"
    assert events == []
    keeper.fs.failing = REFUSED  # type: ignore[attr-defined]
    with pytest.raises(StoreError):
        await keeper.load()
    with pytest.raises(StoreError):
        await keeper.keep()
    assert events == ["mkdir /companion", "mount IDBFS /companion", "load"]


@pytest.mark.parametrize(("languages", "heading", "advice", "again"), [
    (None, "Games cannot be saved", "Nothing was written, so the games this browser keeps are as they were.",
     "Try again"),
    (["de-DE"], "Partien können nicht gespeichert werden", "Es wurde nichts geschrieben", "Erneut versuchen"),
])
async def test_the_screen_says_the_games_could_not_be_read_and_try_again_opens_them(
        tmp_path: Path, languages: list[str] | None, heading: str, advice: str, again: str) -> None:
    kept_game(tmp_path)
    ownership, fs = Browser().tab(tmp_path, [])
    fs.failing = REFUSED
    with runtime.forced(True):
        claim(ownership)
        ui = await UiSession.start(make_browser_main(ownership), languages=languages)
        await until(ui, lambda: heading in ui.text(), 3)
        assert advice in ui.text() and REFUSED in ui.text()
        assert not [label for label in ui.labels() if "Ann" in label or label in ("New game", "Neue Partie")]
        fs.failing = None
        await asyncio.wait_for(ui.click(again), 10)
        await until(ui, lambda: any("Ann" in label for label in ui.labels()), 3)
        ui.close()
    assert ownership.gate is not None
    ownership.gate.close()
