"""Fixtures for in-process UI tests: a store in a temporary folder and a way to open the app in it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from companion.store import Store
from companion.ui.app import make_main
from companion.words import Msg, Translator
from tests.ui import harness
from tests.ui.harness import UiSession
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A fresh store on disk, closed after the test."""
    opened = Store.open_data_dir(tmp_path)
    yield opened
    opened.close()


@pytest.fixture
async def open_ui(store: Store) -> AsyncIterator[OpenUi]:
    """Open the app (``route``, ``width``, ``height``) as a new browser tab on the test's store; ``preferences``:
    an earlier tab's ``connection.preferences``, to open it in the same browser (its saved preferences); ``languages``:
    the browser's ("de-DE"; default: it says none, and the app speaks English)."""
    sessions: list[UiSession] = []

    async def opener(route: str = "/", *, width: int = 390, height: int = 844,
                     preferences: dict[str, Any] | None = None, languages: list[str] | None = None) -> UiSession:
        ui = await UiSession.start(make_main(store), route=route, width=width, height=height, preferences=preferences,
                                   languages=languages)
        sessions.append(ui)
        return ui

    yield opener
    for ui in sessions:
        ui.close()


@pytest.fixture
async def shared_hub(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[PubSubHub]:
    """One pubsub hub for every tab the test opens (the server's one hub)."""
    executor = ThreadPoolExecutor(max_workers=2)
    hub = PubSubHub(loop=asyncio.get_running_loop(), executor=executor)
    monkeypatch.setattr(harness, "PubSubHub", lambda **_: hub)
    yield hub
    executor.shutdown(wait=False)


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> Iterator[Heard]:
    """Record every message a translator renders while the test runs (a screen's reason, a move's sentence)."""
    recorded = Heard()
    render = Translator.render

    def recording(self: Translator, message: Msg) -> str:
        sentence = render(self, message)
        recorded.record(message, sentence)
        return sentence

    monkeypatch.setattr(Translator, "render", recording)
    yield recorded
