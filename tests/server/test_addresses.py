"""At most MAX_OPEN WebSocket connections from one client address (addresses.py): a client opening many sockets
in parallel is refused beyond them, once said, while other clients connect and play."""

from __future__ import annotations

import contextlib
import time

import pytest

from companion.web.addresses import MAX_OPEN, REPORT_EVERY_S, TOO_MANY, Addresses
from companion.web.budget import FLOODING
from companion.words import english
from tests.browser.server import Served
from tests.server import wsclient
from tests.server.clock import Clock
from tests.server.flood import FloodProcess

#: Another client address of this machine (all of 127.0.0.0/8 reaches a server on 127.0.0.1).
OTHER = "127.0.0.2"


def test_an_address_gets_its_places_and_its_refusals_are_said_once_a_minute() -> None:
    clock, said = Clock(), []
    addresses = Addresses(2, clock=clock, report=lambda msg: said.append(english()(msg)))
    assert [addresses.admit("10.0.0.5") for _ in range(3)] == [True, True, False]
    assert addresses.admit("10.0.0.6")  # another address has places of its own
    clock.now += REPORT_EVERY_S - 1
    assert not addresses.admit("10.0.0.5")
    assert len(said) == 1 and "10.0.0.5" in said[0]
    addresses.release("10.0.0.5")
    assert addresses.admit("10.0.0.5")  # a place freed is taken again
    clock.now += 1
    assert not addresses.admit("10.0.0.5")
    assert len(said) == 2  # a minute after the first report
    for _ in range(3):
        addresses.release("10.0.0.5")
    assert addresses.open == {"10.0.0.6": 1}  # nothing kept for an address without connections


def _refusal(served: Served, source: str) -> int | None:
    """The HTTP status refusing a new connection from ``source``, or None when it is let in (and registers)."""
    try:
        with wsclient.open_ws(served.url, source=source) as ws:
            wsclient.register(ws)
    except wsclient.InvalidStatus as refused:
        return int(refused.response.status_code)
    return None


@pytest.mark.alone
def test_an_address_with_max_open_connections_is_refused_more_before_the_upgrade(served: Served) -> None:
    alone = wsclient.alone_s(served.url)
    with contextlib.ExitStack() as stack:
        held = [stack.enter_context(wsclient.open_ws(served.url, source=OTHER)) for _ in range(MAX_OPEN)]
        for ws in held:
            wsclient.register(ws)  # each has a session
        assert _refusal(served, OTHER) == TOO_MANY
        assert _refusal(served, OTHER) == TOO_MANY
        took = wsclient.first_screen_s(served.url)  # another address: 127.0.0.1
        assert wsclient.served_fairly(took, alone), f"ready after {took:.2f} s, {alone:.2f} s alone"
        held.pop().close()
        deadline = time.monotonic() + 5
        while (status := _refusal(served, OTHER)) is not None and time.monotonic() < deadline:
            pass  # the server has not seen the close yet
        assert status is None, "the place of the closed connection was not freed"
    assert served.stop() == 0
    said = served.output().splitlines()
    assert said == [f"Refused connections from {OTHER}: it has {MAX_OPEN} open, the most one address may have "
                    "(said at most once a minute for each address).", "Companion stopped."]


@pytest.mark.load
@pytest.mark.alone
def test_parallel_flooding_sockets_from_one_address_are_capped_while_another_client_plays(served: Served) -> None:
    """3 * MAX_OPEN sockets flooding at once from one address. Without the cap, 64 of them made another client wait
    0.5-0.9 s for its first screen, 200 of them 2.4-3.3 s (docs/security.md)."""
    alone = wsclient.alone_s(served.url)
    flood = FloodProcess(served.url, 3 * MAX_OPEN, OTHER)
    try:
        flood.wait_until_flooding()
        for _ in range(3):
            took = wsclient.first_screen_s(served.url)
            assert wsclient.served_fairly(took, alone), f"ready after {took:.2f} s, {alone:.2f} s alone"
    finally:
        report = flood.stop()
    assert report["refusals"] == [TOO_MANY] and FLOODING in report["close_codes"], report
    assert served.stop() == 0
    lines = served.output().splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"Refused connections from {OTHER}:"), lines
