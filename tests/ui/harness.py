"""In-process UI harness: the real app in a real Flet ``Session`` over a connection that records messages.

As the web server does, the initial page patch is serialized before ``main`` runs and every outgoing
message is msgpack-encoded (without both, controls are never registered). Events take the real path
(``session.dispatch_event``); ``push_route`` calls are answered the way the browser answers them, with
a route change; ``ft.SharedPreferences`` get/set/remove calls are answered from a dict standing for the
browser's localStorage, which a later session may share (a reload, or a restarted server, in the same
browser). Controls are found by their accessible label, exactly as the browser tests find them. The app's store
calls run off the event loop (``companion.ui.offloop``): the harness counts those under way, and
:meth:`UiSession.settle` waits for them as for the rest.
"""

from __future__ import annotations

import asyncio
import dataclasses
import sys
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import flet as ft
import msgpack
from flet.messaging.connection import Connection
from flet.messaging.protocol import InvokeMethodRequestBody, Message, MessageAction, configure_encode_object_for_msgpack
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

from companion.ui import icons, offloop

_ENCODE = configure_encode_object_for_msgpack(ft.BaseControl)
#: The longest :meth:`UiSession.settle` waits for the app's store calls under way (a save waiting on a busy database
#: may take the store's whole busy timeout, 5 s).
WORK_S = 10.0
T = TypeVar("T")


class _Counted:
    """The store calls of every session under way off the loop (``offloop.read`` and ``offloop.saved``, counted)."""

    under_way = 0

    @classmethod
    def wrap(cls, call: Callable[[Callable[[], T]], Awaitable[T]]) -> Callable[[Callable[[], T]], Awaitable[T]]:
        async def counted(step: Callable[[], T]) -> T:
            cls.under_way += 1
            try:
                return await call(step)
            finally:
                cls.under_way -= 1

        return counted


def _count_everywhere(name: str) -> None:
    """``offloop.<name>`` counted (:class:`_Counted`), in offloop and in every module already loaded that imported it
    by name (``from companion.ui.offloop import read``: a test module collected before this one may have loaded the
    screens, which then kept the uncounted call, and a test settled before the screen's read was done)."""
    plain = getattr(offloop, name)
    counted = _Counted.wrap(plain)
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("companion") and getattr(module, name, None) is plain:
            setattr(module, name, counted)


_count_everywhere("read")
_count_everywhere("saved")


class RecordingConnection(Connection):
    """A connection that encodes each message as the server would, keeps it, and plays the browser's part."""

    def __init__(self, loop: asyncio.AbstractEventLoop, executor: ThreadPoolExecutor,
                 preferences: dict[str, Any] | None = None, languages: list[str] | None = None) -> None:
        super().__init__()
        self.loop = loop
        self.executor = executor
        self.pubsubhub = PubSubHub(loop=loop, executor=executor)
        self.page_name = ""
        self.page_url = "http://127.0.0.1/"
        self.messages: list[Message] = []
        self.session: Session | None = None
        self.tasks: set[asyncio.Task[None]] = set()
        #: The browser's saved preferences (localStorage), by key.
        self.preferences: dict[str, Any] = {} if preferences is None else preferences
        #: The browser's languages (``navigator.languages``) it tells ``page.get_device_info()`` (None: no answer).
        self.languages = languages

    def send_message(self, message: Message) -> None:
        msgpack.packb([message.action, message.body], default=_ENCODE)
        self.messages.append(message)
        body = message.body
        if message.action == MessageAction.INVOKE_METHOD and isinstance(body, InvokeMethodRequestBody):
            task = self.loop.create_task(self._answer(body))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)

    async def _answer(self, call: InvokeMethodRequestBody) -> None:
        """Answer a client method call; ``push_route`` changes the route like the browser does."""
        assert self.session is not None
        saved = isinstance(self.session.index.get(call.control_id), ft.SharedPreferences)
        result = self._preference(call) if saved else self._device(call)
        self.session.handle_invoke_method_results(call.control_id, call.call_id, result, None)
        if call.name == "push_route":
            route = call.args["route"]
            self.session.apply_page_patch({"route": route})
            await self.session.dispatch_event(self.session.page._i, "route_change", {"route": route})

    def _device(self, call: InvokeMethodRequestBody) -> Any:
        """What the browser answers ``page.get_device_info()`` (its languages; None to any other call)."""
        if call.name != "get_device_info" or self.languages is None:
            return None
        locales = [{"language_code": tag.split("-")[0], "country_code": tag.partition("-")[2] or None}
                   for tag in self.languages]
        return {"browser_name": "chrome", "languages": self.languages, "language": self.languages[0],
                "locales": locales}

    def _preference(self, call: InvokeMethodRequestBody) -> Any:
        """What localStorage answers a ``SharedPreferences`` get, set or remove (None to any other call)."""
        key = call.args.get("key") if isinstance(call.args, dict) else None
        if call.name == "set":
            self.preferences[key] = call.args["value"]
            return True
        if call.name == "get":
            return self.preferences.get(key)
        if call.name == "remove":
            return self.preferences.pop(key, None) is not None
        return None


def _children(value: Any) -> Iterator[Any]:
    if isinstance(value, list | tuple):
        for item in value:
            yield from _children(item)
    elif isinstance(value, ft.BaseControl):
        yield value


def walk(control: Any) -> Iterator[ft.BaseControl]:
    """Every control under ``control`` that the browser shows (components included, through their rendered body;
    a control with ``visible=False`` is neither drawn nor in the accessibility tree, nor is anything in it)."""
    if not isinstance(control, ft.BaseControl) or getattr(control, "visible", True) is False:
        return
    yield control
    body = getattr(control, "_b", None)
    for child in _children(body):
        yield from walk(child)
    for f in dataclasses.fields(control):
        # A component's arguments (controls handed to it) are shown through its rendered body, not beside it.
        if f.name.startswith("_") or f.name in ("parent", "page", "args", "kwargs"):
            continue
        for child in _children(getattr(control, f.name, None)):
            yield from walk(child)


def symbols(control: Any) -> list[str]:
    """The printed symbols drawn under ``control``, by name, in order: each is a glyph of the symbols' font."""
    names = {icons.glyph(name): name for name in icons.SYMBOLS}
    return [names[c.value] for c in walk(control)
            if isinstance(c, ft.Text) and c.font_family == icons.FONT_FAMILY]


def label_of(control: ft.BaseControl) -> str | None:
    """The accessible name the browser gives ``control``: button text, tooltip, field label, semantics label (a
    labelled wrapper names what it holds, as a board tile's words name the tile, whatever text it draws)."""
    parent = control.parent
    if isinstance(parent, ft.Semantics) and parent.label:
        return parent.label
    for attr in ("label", "tooltip"):
        value = getattr(control, attr, None)
        if isinstance(value, str) and value:
            return value
    content = getattr(control, "content", None)
    if isinstance(content, str):
        return content
    if isinstance(content, ft.BaseControl):
        words = [c.value for c in walk(content) if isinstance(c, ft.Text) and c.value]
        return " ".join(str(w) for w in words) or None
    return None


def text_of(control: ft.BaseControl) -> str:
    """All visible text under ``control``, joined by newlines."""
    parts = []
    for c in walk(control):
        if isinstance(c, ft.Text) and c.value:
            parts.append(str(c.value))
        elif isinstance(getattr(c, "content", None), str):
            parts.append(c.content)  # type: ignore[attr-defined]
        elif isinstance(c, ft.TextField | ft.Dropdown | ft.Switch) and c.label:
            parts.append(str(c.label))
    return "\n".join(parts)


class UiSession:
    """One browser tab of the app, in process."""

    def __init__(self, session: Session, connection: RecordingConnection) -> None:
        self.session = session
        self.connection = connection

    @classmethod
    async def start(cls, main: Callable[[ft.Page], None], *, route: str = "/", width: int = 390,
                    height: int = 844, preferences: dict[str, Any] | None = None,
                    languages: list[str] | None = None) -> UiSession:
        """Open the app at ``route`` in a viewport of ``width`` x ``height``; ``preferences``: the browser's saved
        preferences, shared with an earlier session to stand for the same browser (a new one when None);
        ``languages``: the browser's (``["de-DE"]``; None: it does not say, and the app speaks English)."""
        loop = asyncio.get_running_loop()
        conn = RecordingConnection(loop, ThreadPoolExecutor(max_workers=2), preferences, languages)
        session = Session(conn)
        conn.session = session
        ft.context.reset_auto_update()
        from flet.controls.context import _context_page

        _context_page.set(session.page)
        session.apply_page_patch({"route": route, "width": width, "height": height, "platform": "linux", "web": True})
        msgpack.packb(session.get_page_patch(), default=_ENCODE)
        main(session.page)
        await session.after_event(session.page)
        ui = cls(session, conn)
        await ui.settle()
        return ui

    @property
    def page(self) -> ft.Page:
        return self.session.page

    async def settle(self, rounds: int = 30) -> None:
        """Let navigation, re-renders and effects finish, and the store calls they made off the loop and the renders
        those ask for once done (within :data:`WORK_S`, however many rounds that takes)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WORK_S
        for _ in range(rounds):
            await asyncio.sleep(0.005)
            while self._working() and loop.time() < deadline:
                await asyncio.sleep(0.005)
            if not self.connection.tasks and not self._working():
                await asyncio.sleep(0.005)
                if not self.connection.tasks and not self._working():
                    break

    def _working(self) -> bool:
        """Whether a store call is under way off the loop, or this session has a render waiting for Flet's updates
        scheduler (what a store call's answer asks for: its ``updates ready`` event, set until the scheduler runs)."""
        scheduled: asyncio.Event = self.session._Session__updates_ready  # type: ignore[attr-defined]  # Flet private
        return bool(_Counted.under_way) or scheduled.is_set()

    def controls(self) -> list[ft.BaseControl]:
        """Every control on the page now."""
        return list(walk(self.page))

    def text(self) -> str:
        """All visible text on the page."""
        return text_of(self.page)

    def find(self, label: str, kind: type[ft.BaseControl] | None = None, *, exact: bool = True) -> ft.BaseControl:
        """The one interactive control whose accessible label is (or, not ``exact``, contains) ``label``."""
        found = self.find_all(label, kind, exact=exact)
        assert len(found) == 1, f"{len(found)} controls labelled {label!r}; labels here: {self.labels()}"
        return found[0]

    def find_all(self, label: str, kind: type[ft.BaseControl] | None = None, *,
                 exact: bool = True) -> list[ft.BaseControl]:
        out = []
        for c in self.controls():
            if kind is not None and not isinstance(c, kind):
                continue
            if kind is None and not _interactive(c):
                continue
            name = label_of(c)
            if name is not None and (name == label if exact else label in name):
                out.append(c)
        return out

    def by_identifier(self, identifier: str) -> ft.Semantics:
        """The :class:`ft.Semantics` wrapper with this identifier (the browser's flt-semantics-identifier)."""
        found = [c for c in self.controls() if isinstance(c, ft.Semantics) and c.identifier == identifier]
        assert len(found) == 1, f"{len(found)} elements with identifier {identifier!r}"
        return found[0]

    def labels(self) -> list[str]:
        """Labels of every interactive control (for failure messages and the accessibility check)."""
        return [label_of(c) or f"<unlabelled {type(c).__name__}>" for c in self.controls() if _interactive(c)]

    async def click(self, label: str, *, exact: bool = True) -> None:
        """Tap the control labelled ``label``; refuses a disabled one like a browser would."""
        control = self.find(label, exact=exact)
        assert not control.disabled, f"{label!r} is disabled"
        await self._event(control, "click", None)

    async def tap(self, identifier: str) -> None:
        """Tap the control inside the element with this identifier (a board tile); refuses a disabled one."""
        wrapper = self.by_identifier(identifier)
        control = next(c for c in walk(wrapper) if _interactive(c))
        assert not control.disabled and not wrapper.disabled, f"{identifier!r} is disabled"
        await self._event(control, "click", None)

    async def fill(self, label: str, value: str) -> None:
        """Type ``value`` into the text field labelled ``label``."""
        await self._set(self.find(label, ft.TextField), "change", value)

    async def select(self, label: str, value: str) -> None:
        """Choose option ``value`` (its key) in the dropdown labelled ``label``."""
        await self._set(self.find(label, ft.Dropdown), "select", value)

    async def _set(self, field: ft.BaseControl, event: str, value: str) -> None:
        """What the client does when a person changes a field: patch its value, then report the event."""
        self.session.apply_patch(field._i, {"value": value})
        await self._event(field, event, value)

    async def _event(self, control: ft.BaseControl, event: str, data: object) -> None:
        await self.session.dispatch_event(control._i, event, data)
        await self.session.after_event(control)
        await self.settle()

    async def go(self, route: str) -> None:
        """Type an address, as a person would in the address bar."""
        await self.page.push_route(route)
        await self.settle()

    @property
    def route(self) -> str:
        return self.page.route or "/"

    def close(self) -> None:
        self.session.close()
        self.connection.executor.shutdown(wait=False)


def _interactive(control: ft.BaseControl) -> bool:
    return any(callable(getattr(control, name, None)) for name in ("on_click", "on_change", "on_select"))
