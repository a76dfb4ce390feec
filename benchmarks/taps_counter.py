"""The harness of ``benchmarks/taps.py``: a served checkout, a counting driver of the page (``Counter``), the report
and the targets of issue 11. Nothing here knows the UI's labels: the scripts do (``taps.script``, ``taps_base``)."""

from __future__ import annotations

import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Locator
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.browsing import PHONE, READY_MS, App
from tests.browser.server import free_port, start

#: Issue 11's targets: the most taps for the round, and for each Labor, Learn and Pass.
MOST_TAPS = 40
TWO_TAPS = 2
#: Roles a tap may land on, looked up by accessible name in this order.
ROLES = ("button", "switch", "checkbox", "radio", "tab")
#: Room left above a control scrolled to the top of its pane (px).
MARGIN = 16
#: The control's box and the pane it is seen through: the intersection of its clipping ancestors and the window.
VIEW_JS = """el => {
    const r = el.getBoundingClientRect();
    let top = 0, bottom = window.innerHeight;
    for (let a = el.parentElement; a && a.tagName === 'FLT-SEMANTICS'; a = a.parentElement) {
        if (getComputedStyle(a).overflowY === 'visible') continue;
        const p = a.getBoundingClientRect();
        top = Math.max(top, p.top); bottom = Math.min(bottom, p.bottom);
    }
    return [r.left + r.width / 2, r.top, r.bottom, top, bottom];
}"""


@dataclass
class Move:
    """What one move cost: taps, typed fields, scroll gestures (those while a card's symbols were entered apart),
    the screens scrolled (pane heights) and the wall time."""

    name: str
    setup: bool = False
    two_taps: bool = False
    taps: int = 0
    typed: int = 0
    scrolls: int = 0
    card_scrolls: int = 0
    screens: float = 0.0
    seconds: float = 0.0
    #: The least share of the height between the app bar and the tabs that the entry had while the move (or the
    #: decision) was being entered, seen before each tap; None when nothing was being entered.
    share: float | None = None


@dataclass
class CountedApp(App):
    """The tests' ``App`` whose own scrolls (``App.fill`` scrolls a field clear of the bottom edge) are counted too."""

    extra_scrolls: list[float] = field(default_factory=list)

    def scroll(self, screens: float) -> None:
        super().scroll(screens)
        self.extra_scrolls.append(abs(screens) / 2)


@dataclass
class Counter:
    """Drives the app in one page as a person would and counts what each move costs."""

    app: CountedApp
    trace: bool = False
    moves: list[Move] = field(default_factory=list)
    in_symbols: bool = False

    @property
    def current(self) -> Move:
        assert self.moves, "a tap outside a move"
        return self.moves[-1]

    @contextmanager
    def move(self, name: str, *, setup: bool = False, two_taps: bool = False) -> Iterator[Move]:
        """Count what is done inside as the move ``name``; ``setup``: not part of the round; ``two_taps``: a Labor,
        Learn or Pass (the 2-tap target)."""
        self.moves.append(Move(name, setup=setup, two_taps=two_taps))
        started = time.perf_counter()
        try:
            yield self.current
        finally:
            self.current.seconds = time.perf_counter() - started

    @contextmanager
    def symbols(self) -> Iterator[None]:
        """A new card's symbols are being entered: scrolling here is allowed by the targets."""
        self.in_symbols = True
        try:
            yield
        finally:
            self.in_symbols = False

    def open(self, route: str, *, expect: str) -> None:
        """Load the app's address (not counted) and wait for button ``expect``."""
        self.app.open(route, expect=expect)

    def tap(self, label: str, *, exact: bool = True, times: int = 1, then: str | None = None) -> None:
        """Tap the control named ``label`` (``times`` times), scrolling it into view first, and wait for the app's
        answer; with ``then``, wait until that text is shown instead (a tap that opens another page: the page's
        route change is a message the app need not answer)."""
        for _ in range(times):
            found = self._control(label, exact)
            self._into_view(found, label)
            if found.is_disabled():
                reason = self.app.by_id("reason")
                why = reason.first.get_attribute("aria-label") if reason.count() else None
                raise AssertionError(f"{label!r} is disabled" + (f" (the screen says: {why})" if why else ""))
            self._share()
            sent = self.app.sent()
            found.click()
            self.current.taps += 1
            self._say(f"tap {label!r}")
            if then is None:
                self.app.answered(sent, f"the tap on {label!r}")
            else:
                self.see(then)

    def type(self, label: str, text: str) -> None:
        """Type ``text`` into the field named ``label`` (scrolled into view first)."""
        found = self.app.field(label).first
        self._wait(found, label)
        self._into_view(found, label)
        before = len(self.app.extra_scrolls)
        self.app.fill(label, text)
        for screens in self.app.extra_scrolls[before:]:
            self._scrolled(screens, label)
        self.current.typed += 1
        self._say(f"type {text!r} into {label!r}")

    def see(self, text: str) -> None:
        """Wait until ``text`` is in the accessibility tree (a label or a text); not counted, never scrolls."""
        quoted = text.replace('"', '\\"')
        found = self.app.page.locator(f'[aria-label*="{quoted}"]').or_(self.app.page.get_by_text(text)).first
        try:
            found.wait_for(state="attached", timeout=READY_MS)
        except PlaywrightTimeout:
            raise AssertionError(f"{text!r} never appeared") from None

    def _control(self, label: str, exact: bool) -> Locator:
        page = self.app.page
        found = page.get_by_role(ROLES[0], name=label, exact=exact)
        for role in ROLES[1:]:
            found = found.or_(page.get_by_role(role, name=label, exact=exact))  # type: ignore[arg-type]
        found = found.first
        self._wait(found, label)
        return found

    def _wait(self, found: Locator, label: str) -> None:
        try:
            found.wait_for(state="attached", timeout=READY_MS)
        except PlaywrightTimeout:
            raise AssertionError(f"no control named {label!r} in the accessibility tree") from None

    def _into_view(self, found: Locator, label: str) -> None:
        """One scroll gesture (the mouse wheel over the pane) when ``found`` is not wholly in its pane."""
        x, top, bottom, pane_top, pane_bottom = found.evaluate(VIEW_JS)
        if top >= pane_top - 1 and bottom <= pane_bottom + 1:
            return
        first = top
        for _ in range(4):
            self.app.page.mouse.move(x, (pane_top + pane_bottom) / 2)
            self.app.page.mouse.wheel(0, top - pane_top - MARGIN)
            self.app.drawn()
            before = top
            x, top, bottom, pane_top, pane_bottom = found.evaluate(VIEW_JS)
            if top >= pane_top - 1 and bottom <= pane_bottom + 1:
                self._scrolled(abs(first - top) / (pane_bottom - pane_top), label)
                return
            if top == before:
                break
        raise AssertionError(f"could not scroll {label!r} into view")

    def _share(self) -> None:
        """While a move (``move-entry``) or a decision (the table's pane with ``decider`` in it) is being entered: the
        pane's height as a share of the height between the app bar (its Home button) and the game's tabs, the least
        of the move kept. Nothing on other screens (Home, New game)."""
        page = self.app.page
        entry = page.locator('[flt-semantics-identifier="move-entry"]')
        if not entry.count():
            decision = page.locator('[flt-semantics-identifier="decider"]').count()
            entry = page.locator('[flt-semantics-identifier="table-pane"]') if decision else entry
        tabs = page.locator('[flt-semantics-identifier="game-tabs"]')
        if not entry.count() or not tabs.count():
            return
        pane, bottom, bar = (entry.first.bounding_box(), tabs.first.bounding_box(),
                             page.get_by_role("button", name="Home", exact=True).first.bounding_box())
        if pane and bottom and bar:
            share = pane["height"] / (bottom["y"] - bar["y"] - bar["height"])
            least = self.current.share
            self.current.share = share if least is None else min(least, share)
            self._say(f"the entry takes {share:.1%} of the height")

    def _scrolled(self, screens: float, label: str) -> None:
        self.current.scrolls += 1
        self.current.card_scrolls += self.in_symbols
        self.current.screens += screens
        self._say(f"scroll {screens:.1f} screens to {label!r}" + (" (card symbols)" if self.in_symbols else ""))

    def _say(self, what: str) -> None:
        if self.trace:
            print(f"  {self.current.name}: {what}", flush=True)


@dataclass
class Run:
    """One checkout's figures: its moves and, when the script could not be played to its end, why."""

    root: Path
    commit: str
    moves: list[Move]
    failure: str | None = None

    @property
    def round(self) -> list[Move]:
        return [m for m in self.moves if not m.setup]

    def total(self) -> Move:
        """The round's sums (the moves marked ``setup`` left out)."""
        moves = self.round
        return Move("round total (without New game)", taps=sum(m.taps for m in moves),
                    typed=sum(m.typed for m in moves), scrolls=sum(m.scrolls for m in moves),
                    card_scrolls=sum(m.card_scrolls for m in moves), screens=sum(m.screens for m in moves),
                    seconds=sum(m.seconds for m in moves))


def measure(root: Path, browser: Browser, script: Callable[[Counter], None], *, shots: Path | None = None,
            trace: bool = False) -> Run:
    """Serve checkout ``root`` (its ``companion`` package first on the path) with an empty data dir and play
    ``script`` in a phone-sized page; ``shots``: save the last screen there; ``trace``: print each step."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="companion-taps-") as data:
        # -P: the server's own folder (this checkout) is not put first on sys.path, so PYTHONPATH chooses the code.
        served = start(["-P", "-m", "companion", "serve", "--port", str(port), "--data-dir", f"{data}/data"],
                       port=port, env={"PYTHONPATH": str(root)})
        context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
        counter = Counter(CountedApp(context.new_page(), served.url, shots or Path(data) / "shots"), trace)
        failure = None
        try:
            script(counter)
        except (AssertionError, PlaywrightError) as exc:
            failure = f"{counter.moves[-1].name if counter.moves else 'start'}: {exc}"
        finally:
            if shots is not None:
                counter.app.shot("last")
            context.close()
            served.stop()
    return Run(root, checkout(root), counter.moves, failure)


def checkout(root: Path) -> str:
    """The commit checked out at ``root``, with "+ changes" when its tracked files differ from it."""
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True).stdout.strip()

    head = git("rev-parse", "--short", "HEAD") or "no commit"
    return f"{head} + changes" if git("status", "--porcelain", "--untracked-files=no") else head


def _cells(move: Move | None) -> str:
    if move is None:
        return f"{'-':>5} {'-':>5} {'-':>7} {'-':>7} {'-':>7} {'-':>5}"
    share = f"{move.share:5.0%}" if move.share is not None else f"{'-':>5}"
    return f"{move.taps:5d} {move.typed:5d} {move.scrolls:7d} {move.screens:7.1f} {move.seconds:7.1f} {share}"


def report(runs: list[Run]) -> None:
    """A table per move with each run's columns side by side, the round's totals, and any failure."""
    names = list(dict.fromkeys(m.name for run in runs for m in run.moves))
    heading = f"{'taps':>5} {'typed':>5} {'scrolls':>7} {'screens':>7} {'seconds':>7} {'entry':>5}"
    print(f"{'':38}" + "   ".join(f"{f'{run.root} ({run.commit})':<43}" for run in runs))
    print(f"{'move':38}" + "   ".join(heading for _ in runs))
    for name in names:
        row = [next((m for m in run.moves if m.name == name), None) for run in runs]
        print(f"{name:38}" + "   ".join(_cells(m) for m in row))
    totals = [run.total() for run in runs]
    print(f"{totals[0].name:38}" + "   ".join(_cells(m) for m in totals))
    for run in runs:
        if run.failure:
            print(f"{run.root}: the script stopped in {run.failure} (its figures go up to there)")


def judge(run: Run, *, most_taps: int | None = MOST_TAPS, least_share: float | None = None,
          setup_taps: int | None = None) -> bool:
    """Print each target with the run's figure; whether all are met. Issue 11's, always: no scrolling outside a new
    card's symbols, Labor, Learn and Pass in 2 taps; ``most_taps``: the round in at most that many taps (issue 11's
    3-player round); issue 23's, for its 4-player round: ``least_share``, the entry's least share of the height while
    a move or decision is entered; ``setup_taps``, the New game in at most that many taps, a typed name counted as a
    tap (the field is tapped to type in it)."""
    if run.failure:
        print(f"targets NOT met: the script could not be played on {run.root}")
        return False
    outside = [(m.name, m.scrolls - m.card_scrolls) for m in run.round if m.scrolls > m.card_scrolls]
    slow = [(m.name, m.taps) for m in run.round if m.two_taps and m.taps > TWO_TAPS]
    checks = [
        (not outside, "no scrolling except while a new card's symbols are entered: "
                      + ("; ".join(f"{name} {n}" for name, n in outside) or "none")),
        (not slow, f"Labor, Learn and Pass in {TWO_TAPS} taps: "
                   + ("; ".join(f"{name} {n}" for name, n in slow) or "all")),
    ]
    if most_taps is not None:
        taps = run.total().taps
        checks.insert(0, (taps <= most_taps, f"the round in at most {most_taps} taps: {taps}"))
    if least_share is not None:
        entered = [m for m in run.round if m.share is not None]
        low = [f"{m.name} {m.share:.0%}" for m in entered if m.share is not None and m.share < least_share]
        least = min((m.share for m in entered if m.share is not None), default=None)
        checks.append((not low and least is not None, f"the entry at least {least_share:.0%} of the height while "
                       f"entering: least {'-' if least is None else f'{least:.0%}'}" + (f" ({'; '.join(low)})"
                                                                                          if low else "")))
    if setup_taps is not None:
        setup = [m for m in run.moves if m.setup]
        cost = sum(m.taps + m.typed for m in setup)
        checks.append((cost <= setup_taps, f"New game in at most {setup_taps} taps (typed names counted): {cost}"))
    for met, text in checks:
        print(f"{text} ({'met' if met else 'NOT met'})")
    met = all(ok for ok, _ in checks)
    print(f"targets {'met' if met else 'NOT met'} on {run.root}")
    return met
