"""Shared pytest configuration."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the browser tests last: Playwright's sync API keeps an event loop running in the main thread
    while its session fixture lives, which the in-process (asyncio) UI tests cannot share."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
