"""Python's part of a tap: ``benchmarks/taps.py``'s round (a new 3-player game of The Ancient World and its first
round, at phone size) played in process on the UI tests' harness (the real app in a real Flet session, no browser).

Each tap is timed from its event to the first message the app sends back (what the browser then draws) and to the
last one, with the components rendered, the share of that time spent in our components' own code (the rest is
Flet's: dispatching the event, reconciling the new controls with the old, the patch) and the bytes sent. Served, this
work runs natively on the server; on the static site it runs in WebAssembly in the phone's browser, several times
slower, and it is what holds the static site's taps (issue 25, point 5: ``benchmarks/static_site.py`` times whole
taps in Chromium). Beside it, in the same run and harness: a minimal Flet counter's tap, Flet's own cost of an event
and a one-number patch.

    .venv/bin/python benchmarks/tap_python.py [--rounds N] [--taps]

``--taps``: a line per tap of the last round. The summary lines read ``label: number unit``, so ``versus.py`` can set
this tree beside an earlier commit's.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parents[1]
sys.path.append(str(ROOT))  # after PYTHONPATH: ``versus.py --our-script`` runs this with an earlier tree's code

import flet as ft  # noqa: E402
import msgpack  # noqa: E402
from flet.components.component import Renderer  # noqa: E402
from flet.messaging.protocol import Message, configure_encode_object_for_msgpack  # noqa: E402

from benchmarks.taps import script  # noqa: E402
from benchmarks.taps_counter import Counter  # noqa: E402
from companion.store import Store  # noqa: E402
from companion.ui.app import make_main  # noqa: E402
from tests.ui.harness import UiSession, walk  # noqa: E402

_ENCODE = configure_encode_object_for_msgpack(ft.BaseControl)
#: The minimal counter's taps per round.
COUNTER_TAPS = 40


@dataclass
class Step:
    """One thing the round's script does: tap ``label`` (``exact``: the whole label), or type ``text`` into it; then
    the page shows every text of ``expect`` (what the script waits to see after it)."""

    label: str
    exact: bool = True
    text: str | None = None
    expect: list[str] = field(default_factory=list)


@dataclass
class Recorder:
    """Stands for ``taps_counter.Counter`` while the script runs, keeping its taps and typing in order, and what it
    waits to see after each (it opens the app once, at Home)."""

    steps: list[Step] = field(default_factory=list)

    @contextmanager
    def move(self, name: str, *, setup: bool = False, two_taps: bool = False) -> Iterator[None]:
        yield

    @contextmanager
    def symbols(self) -> Iterator[None]:
        yield

    def open(self, route: str, *, expect: str) -> None:
        assert route == "/", f"the round opens {route!r}: only Home is played here"

    def tap(self, label: str, *, exact: bool = True, times: int = 1, then: str | None = None) -> None:
        self.steps += [Step(label, exact) for _ in range(times)]
        if then is not None:
            self.see(then)

    def type(self, label: str, text: str) -> None:
        self.steps.append(Step(label, text=text))

    def see(self, text: str) -> None:
        self.steps[-1].expect.append(text)


@dataclass
class Tap:
    """One tap's figures: milliseconds to the first and the last message sent, of them in our components' code, the
    components rendered and the bytes sent."""

    label: str
    answer_ms: float
    done_ms: float
    ours_ms: float
    renders: int
    sent: int


class Meter:
    """Times our components' renders (each outermost ``Renderer.render``) and the messages a session sends."""

    def __init__(self) -> None:
        self.ours = 0.0
        self.renders = 0
        self.sends: list[tuple[float, Message]] = []
        self._depth = 0

    @contextmanager
    def installed(self, ui: UiSession) -> Iterator[None]:
        render = Renderer.render
        send = ui.connection.send_message
        meter = self

        def timed_render(self: Renderer, root_fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
            meter._depth += 1
            started = time.perf_counter()
            try:
                return render(self, root_fn, *args, **kwargs)
            finally:
                meter._depth -= 1
                if not meter._depth:
                    meter.ours += time.perf_counter() - started
                    meter.renders += 1

        def counted_send(message: Message) -> None:
            send(message)
            meter.sends.append((time.perf_counter(), message))

        Renderer.render = timed_render  # type: ignore[method-assign]
        ui.connection.send_message = counted_send  # type: ignore[method-assign]
        try:
            yield
        finally:
            Renderer.render = render  # type: ignore[method-assign]
            ui.connection.send_message = send  # type: ignore[method-assign]

    async def tap(self, ui: UiSession, step: Step) -> Tap:
        """Do ``step`` on ``ui`` and let its work finish; its figures."""
        self.ours, self.renders, self.sends = 0.0, 0, []
        control = ui.find(step.label, ft.TextField if step.text is not None else None, exact=step.exact)
        assert not getattr(control, "disabled", False), f"{step.label!r} is disabled"
        started = time.perf_counter()
        # What the harness's ``click`` and ``fill`` do once they have found the control (finding it walks the page).
        if step.text is not None:
            await ui._set(control, "change", step.text)
        else:
            await ui._event(control, "click", None)
        assert self.sends, f"the app did not answer {step.label!r}"
        shown = shown_words(ui)
        missing = [text for text in step.expect if text not in shown]
        assert not missing, f"after {step.label!r} the page does not show {missing}"
        sent = sum(len(msgpack.packb([m.action, m.body], default=_ENCODE)) for _, m in self.sends)
        return Tap(step.label, (self.sends[0][0] - started) * 1000, (self.sends[-1][0] - started) * 1000,
                   self.ours * 1000, self.renders, sent)


def shown_words(ui: UiSession) -> str:
    """Every text and accessible label on the page, as the browser benchmark looks for what it waits to see."""
    labels = [c.label for c in walk(ui.page) if isinstance(c, ft.Semantics) and isinstance(c.label, str)]
    return "\n".join([ui.text(), *ui.labels(), *labels])


async def play_round(steps: list[Step]) -> list[Tap]:
    """The round on a new store, from Home: each step's figures."""
    with tempfile.TemporaryDirectory(prefix="companion-tap-python-") as data:
        store = Store.open_data_dir(Path(data))
        ui = await UiSession.start(make_main(store), route="/", width=390, height=844)
        meter = Meter()
        try:
            with meter.installed(ui):
                return [await meter.tap(ui, step) for step in steps]
        finally:
            ui.close()
            store.close()


async def counter_taps() -> list[float]:
    """A minimal counter (a number and a button) tapped :data:`COUNTER_TAPS` times: ms to its answer."""

    @ft.component
    def Counted() -> ft.Control:
        count, set_count = ft.use_state(0)
        return ft.Column([ft.Text(f"Count: {count}"), ft.Button("Add one", on_click=lambda: set_count(count + 1))])

    ui = await UiSession.start(lambda page: page.render(Counted))
    meter = Meter()
    try:
        with meter.installed(ui):
            return [(await meter.tap(ui, Step("Add one"))).answer_ms for _ in range(COUNTER_TAPS)]
    finally:
        ui.close()


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, choices=range(1, 101), metavar="N",
                        help="play the round this many times, 1 to 100 (default 3)")
    parser.add_argument("--taps", action="store_true", help="print a line per tap of the last round")
    args = parser.parse_args()
    recorder = Recorder()
    script(cast(Counter, recorder))
    # The round's own taps: from its first move on the table (New game's form and typing are setup).
    first = next(i for i, step in enumerate(recorder.steps) if step.label == "Start the game") + 1
    taps: list[Tap] = []
    counter: list[float] = []
    for _ in range(args.rounds):
        played = asyncio.run(play_round(recorder.steps))
        taps += played[first:]
        counter += asyncio.run(counter_taps())
    if args.taps:
        print(f"{'tap':32} {'answer':>8} {'done':>8} {'ours':>8} {'renders':>8} {'bytes':>7}")
        for tap in played[first:]:
            print(f"{tap.label[:32]:32} {tap.answer_ms:6.1f}ms {tap.done_ms:6.1f}ms {tap.ours_ms:6.1f}ms "
                  f"{tap.renders:8} {tap.sent:7}")
    answers = [t.answer_ms for t in taps]
    per_round = len(taps) // args.rounds
    print(f"{args.rounds} rounds of {per_round} taps at 390x844, in process")
    print(f"tap to its answer, median: {statistics.median(answers):.1f} ms")
    print(f"tap to its answer, p95: {p95(answers):.1f} ms")
    print(f"round, every tap to its last message: {sum(t.done_ms for t in taps) / args.rounds:.0f} ms")
    ours = sum(t.ours_ms for t in taps) / sum(t.done_ms for t in taps)
    print(f"our components' code: {ours * 100:.0f} % of it ({sum(t.renders for t in taps) / len(taps):.1f} "
          "components rendered a tap; the rest: the event's handler, Flet's reconciling and the patch)")
    print(f"bytes sent a tap, median: {statistics.median(t.sent for t in taps):.0f} B")
    print(f"minimal counter, tap to its answer: {statistics.median(counter):.2f} ms (median of {len(counter)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
