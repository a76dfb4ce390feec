"""A saved move renders each of a device's table components once (companion/ui/top_down.py), on every device of the
table: the queued re-renders run ancestors first. Also the guard that Flet's queue is where the app expects it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import flet as ft
import pytest
from flet.components import component

from companion.store import Store
from companion.ui.top_down import QUEUE, TopDown, depth
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi, until
from tests.ui.reading import said
from tests.ui.tapping import seated
from tests.ui.taw_games import new_game

#: The table's components that follow the app's state; each must render once per device for one saved move.
FOLLOWING = ("Table", "TawTable", "SeatFrame", "FaceUpPanel")


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[tuple[int, str]]]:
    """Every component render, counted by (the page it renders for, the component's name)."""
    counted: Counter[tuple[int, str]] = Counter()
    render = component.Renderer.render

    def counting(self: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
        counted[(id(ft.context.page), fn.__qualname__)] += 1
        return render(self, fn, *args, **kwargs)

    monkeypatch.setattr(component.Renderer, "render", counting)
    yield counted


async def test_a_device_queues_its_re_renders_top_down(open_ui: OpenUi, store: Store) -> None:
    """Flet 1.0.5 keeps a session's queued re-renders in ``Session._Session__pending_updates``: a Flet upgrade that
    moves it fails here (and every browser is shown the error instead of the app), not silently at the table."""
    ui = await open_ui(f"/game/{new_game(store)}")
    queue = getattr(ui.session, QUEUE)
    assert isinstance(queue, TopDown)
    table = next(c for c in ui.controls() if isinstance(c, component.Component) and c.fn.__qualname__ == "TawTable")
    frame = next(c for c in ui.controls() if isinstance(c, component.Component) and c.fn.__qualname__ == "Frame")
    queue.update({table, frame})
    assert list(queue) == [frame, table] and depth(frame) < depth(table)
    queue.clear()


@pytest.mark.usefixtures("shared_hub")
async def test_a_move_renders_each_table_component_once_on_every_device(open_ui: OpenUi, store: Store,
                                                                        renders: Counter[tuple[int, str]]) -> None:
    game_id = new_game(store)
    phones = [await open_ui(f"/game/{game_id}") for _ in range(2)]
    for phone, name in zip(phones, ("Ann", "Bo"), strict=True):
        await seated(phone, name)
    tablet = await open_ui(f"/game/{game_id}", width=1024, height=768)
    devices: list[UiSession] = [*phones, tablet]
    await tablet.tap("tile-labor")
    renders.clear()
    await tablet.click("Confirm")
    saved = said(tablet, "last-move")
    assert saved.startswith("Saved: Ann placed citizen 1 on Labor")
    for device in devices:
        await until(device, lambda d=device: said(d, "last-move") == saved)
    for device in devices:
        counts = {name: renders[(id(device.page), name)] for name in FOLLOWING}
        assert counts == dict.fromkeys(FOLLOWING, 1), counts
