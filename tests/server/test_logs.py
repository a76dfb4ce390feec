"""The server says a repeated log message once a minute (a client sending malformed messages made Flet print a
traceback per message, about 0.9 KB each, which can fill a pipe and stall the server)."""

from __future__ import annotations

import contextlib
import logging

import pytest

from companion.web.logs import REPEAT_EVERY_S, OncePerMinute, quiet_repeats
from tests.browser.server import Served
from tests.server import wsclient
from tests.server.clock import Clock


def test_a_repeated_message_is_said_once_a_minute_then_says_how_many_were_held(
        caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    logger = logging.getLogger("companion-test-repeats")
    logger.addFilter(OncePerMinute(clock=clock))
    with caplog.at_level(logging.ERROR, logger=logger.name):
        for _ in range(500):
            logger.error("Unhandled error processing page session: %s", "abc")
        logger.error("Another message")
        clock.now += REPEAT_EVERY_S
        logger.error("Unhandled error processing page session: %s", "def")
    lines = [r.getMessage() for r in caplog.records]
    assert lines == ["Unhandled error processing page session: abc", "Another message",
                     "Unhandled error processing page session: def (and 499 more like it in the last minute, "
                     "not shown)"]


def test_flets_loggers_get_one_filter_however_often_the_server_is_built() -> None:
    first, second = quiet_repeats(), quiet_repeats()
    assert first is second
    assert sum(isinstance(f, OncePerMinute) for f in logging.getLogger("flet_web.fastapi").filters) == 1


@pytest.mark.slow
def test_malformed_messages_from_many_connections_print_one_report_not_one_traceback_each(served: Served) -> None:
    for _ in range(30):
        with wsclient.open_ws(served.url) as ws:
            ws.send(b"\x00\xc1 not msgpack")  # 0xc1 is never valid msgpack
            with contextlib.suppress(wsclient.ConnectionClosed, TimeoutError):
                ws.recv(timeout=0.5)  # the server may end the connection; either way the next one follows
    assert served.stop() == 0
    output = served.output()
    assert output.count("Traceback") <= 1, output[:3000]
