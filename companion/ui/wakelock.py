"""The screen kept awake while a game is open (issue 12): Flet's ``Wakelock`` service, asked by the game's frame while
this browser's setting is on (saved in its preferences; on by default).

A browser lets go of a wake lock when its page is hidden or loaded again, so the lock is asked again when the page is
shown again and when the browser reconnects. A browser may refuse it (the Screen Wake Lock API needs a secure context,
which ``http://<the table's address>`` on a phone is not, and the fallback, a silent video, needs a recent tap): the
setting then says what the browser answered.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass

import flet as ft

from companion.ui import widgets as w
from companion.ui.hooks import use_lazy_state
from companion.ui.lang import N_, t
from companion.ui.preferences import BrowserLeft, answered, preferences, saved, until_left

#: The browser's saved choice (a bool; none saved: on).
WAKELOCK_KEY = "companion.wakelock"
#: The setting, in words.
LABEL = N_("Keep the screen awake during a game")
#: Where a session keeps its one :class:`Awake` and its one ``ft.Wakelock`` service (``page.session.store``).
_AWAKE = "companion.awake"
_SERVICE = "companion.wakelock"
#: The asks under way (held here: the loop keeps only a weak reference to a task).
_ASKING: set[asyncio.Task[None]] = set()


@ft.observable
@dataclass
class Awake:
    """One browser tab's wish to keep its screen awake, and what its browser was last asked."""

    on: bool = True
    #: The saved choice has been read (until then nothing is asked of the browser).
    loaded: bool = False
    #: A game's screens are open.
    in_game: bool = False
    #: The browser was asked to keep the screen awake (and did not refuse).
    held: bool = False
    #: What the browser answered when it would not, in words; None once it did.
    refused: str | None = None

    @property
    def wanted(self) -> bool:
        return self.loaded and self.on and self.in_game


def awake() -> Awake:
    """This browser tab's :class:`Awake`, with its ``ft.Wakelock`` service (registered with the page when first made:
    call it before the first screen, so the browser knows the service before a screen asks it)."""
    store = ft.context.page.session.store
    if not store.contains_key(_AWAKE):
        store.set(_SERVICE, ft.Wakelock())
        store.set(_AWAKE, Awake())
    state: Awake = store.get(_AWAKE)
    return state


def _service() -> ft.Wakelock:
    service: ft.Wakelock = ft.context.page.session.store.get(_SERVICE)
    return service


def ask(state: Awake) -> None:
    """Ask the browser to keep the screen awake, or to let it sleep, as ``state`` now wants, in a task of its own:
    Flet handles a tab's events one at a time, so a browser slow to answer (or a page gone) never holds up the tab's
    next tap, nor its catching up when it is back."""
    task = asyncio.get_running_loop().create_task(_settle(state))
    _ASKING.add(task)
    task.add_done_callback(_ASKING.discard)


async def _settle(state: Awake) -> None:
    """Ask once each way: marked before the answer, so another ask meanwhile asks nothing."""
    if state.wanted and not state.held:
        state.held = True
        try:
            await answered(lambda: _service().enable())
        except BrowserLeft:
            state.held = False
            return
        except RuntimeError as exc:  # the browser's refusal
            state.held = False
            state.refused = t("This browser did not keep the screen awake: {why}", why=str(exc))
            return
        state.refused = None
    elif state.held and not state.wanted:
        state.held = False
        with contextlib.suppress(RuntimeError):  # a browser that left, or would not, holds nothing
            await _service().disable()


@until_left
async def load() -> None:
    """Read this browser's saved choice, then ask the browser accordingly."""
    state = awake()
    state.on = await saved(WAKELOCK_KEY) is not False
    state.loaded = True
    ask(state)


async def choose(on: bool) -> None:
    """This browser's new choice: asked of the browser at once, and saved."""
    state = awake()
    state.on = on
    ask(state)
    await preferences().set(WAKELOCK_KEY, on)


def game_opened() -> None:
    """A game's screens were opened: keep the screen awake if the setting says so."""
    state = awake()
    state.in_game = True
    ask(state)


def game_left() -> None:
    """The game's screens were left: let the screen sleep."""
    state = awake()
    state.in_game = False
    ask(state)


def ask_again() -> None:
    """The page is shown again or reconnected (maybe a new page, which holds no lock): ask again if wanted."""
    state = awake()
    state.held = False
    ask(state)


@ft.component
def AwakeSetting() -> ft.Control:
    """The setting's switch, and what the browser answered if it would not keep the screen awake."""
    state, _ = use_lazy_state(awake)  # the session's one, followed by this component

    async def toggle() -> None:
        await choose(not state.on)

    shown: list[ft.Control] = [w.switch(t(LABEL), state.on, toggle)]
    if state.refused and state.on:
        shown.append(w.notice(state.refused, identifier="wakelock-refused"))
    return ft.Column(shown, spacing=6)
