"""The message budget: a burst at once, then a steady rate; a flooding client is dropped while others play."""

from __future__ import annotations

import time

import pytest

from companion.web import budget
from companion.web.budget import FLOODING, Bucket, Budget, Metered
from tests.browser.server import Served
from tests.server import wsclient
from tests.server.clock import Clock
from tests.server.flood import Flood


def test_a_burst_passes_at_once_then_messages_wait_for_the_rate() -> None:
    clock = Clock()
    bucket = Bucket(Budget(rate=10, burst=3), clock)
    assert [bucket.wait() for _ in range(3)] == [0, 0, 0]
    assert [round(bucket.wait(), 3) for _ in range(2)] == [0.1, 0.2]  # in line behind each other


def test_the_budget_refills_after_a_quiet_spell_but_never_beyond_the_burst() -> None:
    clock = Clock()
    bucket = Bucket(Budget(rate=10, burst=3), clock)
    for _ in range(4):
        bucket.wait()
    clock.now += 60
    assert [bucket.wait() for _ in range(3)] == [0, 0, 0]
    assert round(bucket.wait(), 3) == 0.1


def test_an_address_has_one_budget_for_all_its_connections_and_keeps_it_after_they_close(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A client reconnecting (or opening many sockets) gets no fresh burst; the longest unused addresses are
    forgotten beyond ADDRESSES_KEPT (a forgotten one starts full, as it would be once refilled)."""
    monkeypatch.setattr(budget, "ADDRESSES_KEPT", 2)
    metered = Metered(lambda *_: None, Budget(rate=10, burst=3))
    first = metered.bucket("192.168.1.20")
    assert metered.bucket("192.168.1.20") is first
    assert metered.bucket("192.168.1.21") is not first
    metered.bucket("192.168.1.20")  # used last: kept
    metered.bucket("192.168.1.22")
    assert list(metered.buckets) == ["192.168.1.20", "192.168.1.22"]


@pytest.mark.load
@pytest.mark.alone
def test_typing_fast_is_never_dropped(served: Served) -> None:
    """Two messages per keystroke, 25 keystrokes a second for 4 s (a fast typist), above the sustained rate."""
    with wsclient.open_ws(served.url) as ws:
        wsclient.register(ws)
        for key in range(100):
            for _ in range(2):
                wsclient.send(ws, wsclient.CONTROL_EVENT, {"target": 999_999, "name": "change", "data": str(key)})
            time.sleep(0.04)
        wsclient.settle(ws, 0.5)
        ws.ping().wait(10)  # still connected: the pong came back


@pytest.mark.load
@pytest.mark.alone
def test_a_flooding_client_is_dropped_while_another_connects_as_soon_as_alone(served: Served) -> None:
    """Another client's first screen comes about as soon as with no flood (``wsclient.served_fairly``: within about
    1.2 s on a quiet machine); the flood is dropped (1008)."""
    alone = wsclient.alone_s(served.url)
    flood = Flood(served.url).start()
    try:
        flood.wait_until_sent(5000)
        for _ in range(3):
            took = wsclient.first_screen_s(served.url)
            assert wsclient.served_fairly(took, alone), f"ready after {took:.2f} s, {alone:.2f} s alone"
    finally:
        flood.stop()
    assert FLOODING in flood.close_codes
    assert served.stop() == 0
    assert served.output() == "Companion stopped.\n"  # sessions closed mid-question are not errors to print
