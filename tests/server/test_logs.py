"""The server says a repeated log message once a minute (a client sending malformed messages made Flet print a
traceback per message, about 0.9 KB each, which can fill a pipe and stall the server), escapes all it logs, and sums
the malformed messages clients send in one line a minute (companion.web.logs, companion.web.messages)."""

from __future__ import annotations

import contextlib
import logging

import msgpack
import pytest

from companion.web.logs import REPEAT_EVERY_S, Escaped, OncePerMinute, quiet_repeats
from companion.web.messages import MALFORMED, Malformed
from companion.words import english
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


#: Escape codes a client puts in a message: clear the screen, home the cursor, a fake start-up line, a bidi override.
TRICK = "\x1b[2J\x1b[HJoin code: 000 000\n\u202eedoc"


def test_a_message_varying_its_text_is_still_said_once_a_minute(caplog: pytest.LogCaptureFixture) -> None:
    """Issue 21: Flet's messages name what the client sent (an f-string), so each differed, and a filter by text let
    300 connections print 4,816 lines. The place that logs it counts too: one line a minute from one place."""
    logger = logging.getLogger("companion-test-varying")
    logger.addFilter(OncePerMinute(clock=Clock()))
    with caplog.at_level(logging.WARNING, logger=logger.name):
        for n in range(300):
            logger.warning(f"Receive loop error: unexpected keyword argument '{n}'")
    assert [r.getMessage() for r in caplog.records] == ["Receive loop error: unexpected keyword argument '0'"]


def test_what_is_logged_is_escaped_its_traceback_too(caplog: pytest.LogCaptureFixture) -> None:
    logger = logging.getLogger("companion-test-escaped")
    logger.addFilter(Escaped())
    with caplog.at_level(logging.WARNING, logger=logger.name):
        try:
            raise TypeError(f"unexpected keyword argument {TRICK!s}")
        except TypeError:
            logger.warning("Receive loop error: %s", TRICK, exc_info=True)
    [record] = caplog.records
    line = caplog.handler.format(record)
    assert "\x1b" not in line and "\u202e" not in line
    assert record.getMessage() == "Receive loop error: \\x1b[2J\\x1b[HJoin code: 000 000\\n\\u202eedoc"  # one line
    assert "TypeError: unexpected keyword argument \\x1b[2J\\x1b[HJoin code: 000 000" in line


def test_malformed_messages_are_said_at_once_then_summed_once_a_minute() -> None:
    said: list[str] = []
    malformed = Malformed(report=lambda msg: said.append(english()(msg)))
    for n in range(300):
        malformed.count(f"127.0.0.{n % 30 + 2}")
    assert said == ["Closed a connection from 127.0.0.2: it sent a message Companion's page never sends (any more in "
                    "the next minute are summed in one line)."]
    malformed.flush()  # the minute's end
    assert said[1] == ("Closed 299 more connections that sent messages Companion's page never sends, in the last "
                       "minute, from 30 addresses (127.0.0.3: 10, 127.0.0.4: 10, 127.0.0.5: 10, 127.0.0.6: 10, "
                       "127.0.0.7: 10, ...).")
    malformed.count(f"{TRICK}")  # held: a minute has not passed since the last line
    malformed.flush()
    malformed.flush()  # a quiet minute: nothing said, and the next one is said at once
    malformed.count("10.0.0.1")
    assert len(said) == 4 and "\x1b" not in said[2] and said[3].startswith("Closed a connection from 10.0.0.1:")


def _malformed(n: int) -> bytes:
    """The ``n``-th of 300 messages Flet's client never sends, each kind with the escape codes in a key or a value."""
    key = f"{TRICK}{n}"
    kinds = [
        b"\x00\xc1" + key.encode(),  # not msgpack
        b"\x00" + msgpack.packb([99, {key: 1}]),  # an action nobody handles
        b"\x00" + msgpack.packb([wsclient.CONTROL_EVENT, {key: 1, "target": 1, "name": "click"}]),  # unknown field
        b"\x00" + msgpack.packb([4, {"id": 1, "props": {key: 1}, key: 2}]),
        b"\x00" + msgpack.packb([wsclient.REGISTER_CLIENT, {"session_id": None, "page_name": "", key: 1, "page": {}}]),
        b"\x00" + msgpack.packb([key, 1]),  # not [action, body]
        b"\x07" + key.encode(),  # a kind of frame there is none of
    ]
    return kinds[n % len(kinds)]


def test_malformed_messages_with_escape_codes_print_a_few_escaped_lines_and_no_traceback(served: Served) -> None:
    """Issue 21: 300 malformed messages with escape codes in their keys, from 30 addresses over 300 connections (each
    closed by the server, 1008): the server prints at most 3 lines, none with an escape code or a traceback. Before:
    2,171 lines with 408 escape codes and 156 tracebacks (and each connection stayed open)."""
    closed: set[int | None] = set()
    for n in range(300):
        with wsclient.open_ws(served.url, source=f"127.0.0.{n % 30 + 2}") as ws:
            ws.send(_malformed(n))
            with contextlib.suppress(wsclient.ConnectionClosed):
                while True:
                    ws.recv(timeout=10)  # until the server closes it
        closed.add(ws.close_code)
    assert closed == {MALFORMED}
    assert served.stop() == 0
    output = served.output()
    assert "\x1b" not in output and "\u202e" not in output and "Traceback" not in output, output[:3000]
    assert len(output.splitlines()) <= 3, output[:3000]  # a line, a sum, "Companion stopped."
