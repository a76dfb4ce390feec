"""Shared pytest configuration: the markers every test gets from where it is and what it is marked, and the lanes
``scripts/test`` runs them in.

- ``quick``: every test that is neither a browser test nor a load test (README's quick lane, ``./scripts/test -m
  quick``). A ``load`` test puts the server under a flood, an attack that waits out its limits or hundreds of
  sessions: the whole suite runs it, in the lane its other marks say.
- ``alone``: a test that must not run beside others (it bounds a time against the machine's speed, or drives
  Chromium): every browser test, and any test marked ``alone`` itself.
- ``--lane parallel`` keeps the tests that may run beside others (``scripts/test`` runs them on two pytest-xdist
  workers, the ``slow`` ones first so that no worker is left with a long test at the end); ``--lane alone`` keeps
  the others (run one at a time after them). Without ``--lane`` every selected test runs, in one process.
"""

from __future__ import annotations

import pytest

LANES = ("parallel", "alone")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--lane", choices=LANES, default=None,
                     help="only the tests that may run beside others (parallel) or only those that must not (alone)")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark each test ``quick`` or ``alone`` (before ``-m`` selects by them), keep the tests of the lane asked for,
    and order them: the browser tests last (Playwright's sync API keeps an event loop running in the main thread
    while its session fixture lives, which the in-process asyncio UI tests cannot share), and in the parallel lane
    the ``slow`` ones first."""
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.alone)
        elif item.get_closest_marker("load") is None:
            item.add_marker(pytest.mark.quick)
    lane = config.getoption("lane")
    if lane is not None:
        wanted = lane == "alone"
        kept = [(item.get_closest_marker("alone") is not None) == wanted for item in items]
        config.hook.pytest_deselected(items=[item for item, keep in zip(items, kept, strict=True) if not keep])
        items[:] = [item for item, keep in zip(items, kept, strict=True) if keep]
    items.sort(key=lambda item: (item.get_closest_marker("browser") is not None,
                                 lane == "parallel" and item.get_closest_marker("slow") is None))
