"""A change in the browser is shown as saved only once it is in the browser's storage (issue 25, point 3): the folder
is filled before the store opens, each change is copied after it is committed, and the app's save returns only when
that copy is done. A failed copy says so and is not shown as saved."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from companion import runtime
from companion.store import StoreError
from companion.ui import offloop
from tests.ui.browser_fakes import owning_tab


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
