"""A TCP relay between a browser and the server, whose line can be cut: a phone off the Wi-Fi, in a test.

The relay listens on a loopback address of its own and forwards every connection to the server's port. ``cut()``
closes every connection it carries (both ends, as a network that went away is noticed by each side) and then
refuses new ones (nothing listens: a connection attempt fails at once); ``cut("silent")`` closes nothing but forwards
nothing more, and takes new connections only to hold them (a socket that died unnoticed, as a sleeping phone's may,
on a Wi-Fi that lost its router: an attempt hangs). ``restore()`` closes what it carried and forwards again. It runs
its own event loop in a thread, so that a test using Playwright's synchronous API can drive it.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Coroutine, Iterator
from typing import Any, Literal

from tests.browser.server import free_port

#: How a cut line treats its connections.
Cut = Literal["refuse", "silent"]
#: Bytes read from one side before they are written to the other.
CHUNK = 65536


class Relay:
    """Forwards ``host:port`` (a free port on its own loopback address) to ``127.0.0.1:target``."""

    def __init__(self, target: int, host: str = "127.0.0.2") -> None:
        self.target = target
        self.host = host
        self.port = free_port()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="relay", daemon=True)
        self.listener: asyncio.Server | None = None
        self.cut_as: Cut | None = None
        self.writers: set[asyncio.StreamWriter] = set()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> Relay:
        self.thread.start()
        self._run(self._listen())
        return self

    def cut(self, how: Cut = "refuse") -> None:
        """Close every connection the relay carries and refuse new ones, or ("silent") forward nothing more and hold
        new ones, until :meth:`restore`."""
        self._run(self._cut(how))

    def restore(self) -> None:
        """Forward again (connections carried or held while cut are closed: their attempts fail, and are tried
        again)."""
        self._run(self._restore())

    def close(self) -> None:
        self._run(self._cut("refuse"))
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()

    def _run(self, step: Coroutine[Any, Any, None]) -> None:
        asyncio.run_coroutine_threadsafe(step, self.loop).result(10)

    async def _listen(self) -> None:
        self.listener = await asyncio.start_server(self._accepted, self.host, self.port)

    async def _cut(self, how: Cut) -> None:
        self.cut_as = how
        if how == "silent":
            return  # the listener stays, taking new connections only to hold them
        if self.listener is not None:
            self.listener.close()
            await self.listener.wait_closed()
            self.listener = None
        self._drop_all()

    async def _restore(self) -> None:
        self.cut_as = None
        self._drop_all()
        if self.listener is None:
            await self._listen()

    def _drop_all(self) -> None:
        for writer in list(self.writers):
            writer.transport.abort()
        self.writers.clear()

    async def _accepted(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writers.add(writer)
        if self.cut_as is not None:  # held: read and forward nothing until restored
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.transport.abort()
            return
        self.writers.add(up_writer)
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Copy ``reader`` into ``writer`` (nothing while the line is silent) until either side ends; then end the
        writer."""
        with contextlib.suppress(OSError, asyncio.IncompleteReadError):
            while data := await reader.read(CHUNK):
                if self.cut_as != "silent":
                    writer.write(data)
                    await writer.drain()
        writer.transport.abort()


@contextlib.contextmanager
def relaying(target: int) -> Iterator[Relay]:
    """A started :class:`Relay` to ``target``, closed after."""
    relay = Relay(target).start()
    try:
        yield relay
    finally:
        relay.close()
