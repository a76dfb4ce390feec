"""UI benchmark: the served app against a minimal Flet counter app served the same way, in the same run.

Both are started as child processes (Flet web mode, offline client, same machine) and driven by the same
headless Chromium through Flutter's accessibility tree:
- start: process start to the first screen visible (a known button in the accessibility tree); for the
  app, Home at the address ``companion`` prints (judged) and, reported beside it, a saved game's table
  (where a reload or a bookmark lands);
- tap: a tap to the updated screen, timed inside the page from the tap on the accessibility tree's
  button until the re-rendered element is in the tree (Flutter updates the tree in the frame it paints),
  median and 95th percentile of 20. For the app the taps are on the table view of a game of The Ancient World
  at tablet size: a board tile (Labor) and back to the board (the move's inputs and the engine's verdict, then
  the board again), and choosing a citizen within a move (the engine's "Will do" sentence changes); and,
  reported apart, the theme switch, which re-renders the whole view. The counter's tap is printed beside them.
Targets (issue 11): start to Home within 1.2x of the minimal app; each judged tap under 50 ms median and
100 ms at the 95th percentile.

    .venv/bin/python benchmarks/ui.py [--taps 20] [--starts 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, TABLET  # noqa: E402
from tests.browser.server import free_port  # noqa: E402

TARGET_RATIO = 1.2
TARGET_TAP_MS = 50.0
TARGET_TAP_P95_MS = 100.0
#: The board tile that starts Labor in the benchmark's fresh game (its accessible name), and the way back.
LABOR_TILE = "Labor, free"
BACK = "Back to the board"


def counter_main(page: object) -> None:
    """The minimal app: a count and a button, declarative like the real app."""
    import flet as ft

    @ft.component
    def Counter() -> ft.Control:
        count, set_count = ft.use_state(0)
        return ft.Column([ft.Text(f"Count: {count}", size=32),
                          ft.FilledButton(f"Add to {count}", on_click=lambda: set_count(count + 1))])

    page.render(Counter)  # type: ignore[attr-defined]


def serve_counter(port: int) -> None:
    """Serve the counter app exactly as ``companion serve`` serves the app (companion.web: Flet's offline web
    client and sessions behind the same guards and message budget; no browser opened)."""
    import asyncio

    from companion.ui.icons import ASSETS_DIR
    from companion.web.guard import own_names
    from companion.web.server import build_app, serve

    sock = socket.create_server(("127.0.0.1", port))
    sock.setblocking(False)

    async def started() -> None:
        """Nothing to do once it accepts: the benchmark waits for the port."""

    asyncio.run(serve(build_app(counter_main, names=own_names("127.0.0.1"), assets=ASSETS_DIR), sock, started))


@dataclass
class Target:
    """One app to measure: how to start it, where to open it, and one tap with the button that proves it."""

    name: str
    command: Callable[[int], list[str]]
    route: str
    ready: str
    #: The timed taps (None: only the start is measured).
    tap: Callable[[int], tuple[str, str]] | None
    #: Buttons tapped once before the timed taps (to open the flow the taps are in).
    prepare: tuple[str, ...] = ()
    #: True for the taps the targets apply to (the table view's); False for figures reported apart.
    judged: bool = True


#: Tap a button of the accessibility tree and time, inside the page, until an element named ``then`` (a button,
#: or a line of an element's label) exists: no Playwright round trips in the figure, only Python's work, the
#: WebSocket and Flutter's frame.
TAP_JS = """async ([name, then]) => {
  const named = (e, n) => (e.getAttribute('aria-label') || e.textContent).trim() === n;
  const find = (n) => [...document.querySelectorAll('flt-semantics[role="button"]')].find(e => named(e, n));
  // Texts are merged into their group's label, one line each.
  const line = (e, n) => (e.getAttribute('aria-label') || e.textContent).split('\\n').some(l => l.trim() === n);
  const anything = (n) => find(n) || [...document.querySelectorAll('flt-semantics')].find(e => line(e, n));
  const button = find(name);
  if (!button) throw new Error('no button ' + name);
  // An icon button's label sits on a wrapper; the node that takes the tap is the flt-tappable one.
  const tappable = button.hasAttribute('flt-tappable') ? button : button.querySelector('[flt-tappable]') || button;
  // "!name" waits for the button to be gone instead.
  const gone = then.startsWith('!');
  const wanted = gone ? then.slice(1) : then;
  const ready = () => gone ? !anything(wanted) : !!anything(wanted);
  const host = document.querySelector('flt-semantics-host');
  const t0 = performance.now();
  const done = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (ready()) { observer.disconnect(); resolve(performance.now() - t0); }
    });
    observer.observe(host, {subtree: true, childList: true, characterData: true, attributes: true});
    setTimeout(() => { observer.disconnect(); reject(new Error('no button ' + then + ' after tapping ' + name)); },
               10000);
  });
  tappable.click();
  return await done;
}"""


def _wait_port(port: int, deadline: float) -> None:
    while time.perf_counter() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.01)
    raise RuntimeError(f"nothing listens on {port}")


def _stop(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def measure(target: Target, browser: object, taps: int) -> tuple[float, list[float]]:
    """Milliseconds from process start to the first screen, and of ``taps`` taps on that screen."""
    port = free_port()
    t0 = time.perf_counter()
    process = subprocess.Popen(target.command(port), cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        context = browser.new_context(viewport=TABLET)  # type: ignore[attr-defined]
        page = context.new_page()
        _wait_port(port, t0 + 60)
        page.goto(f"http://127.0.0.1:{port}{target.route}")
        page.locator("flt-semantics-placeholder").wait_for(state="attached", timeout=60_000)
        page.locator("flt-semantics-placeholder").dispatch_event("click")
        page.get_by_role("button", name=target.ready, exact=True).wait_for(timeout=60_000)
        start_ms = (time.perf_counter() - t0) * 1000
        if target.tap is None:
            taps = 0
        for name in target.prepare if taps else ():
            page.get_by_role("button", name=name, exact=True).click()
        tap_ms = []
        for i in range(taps):
            name, then = target.tap(i)
            page.get_by_role("button", name=name, exact=True).wait_for(timeout=10_000)
            tap_ms.append(float(page.evaluate(TAP_JS, [name, then])))
        context.close()
    finally:
        _stop(process)
    return start_ms, tap_ms


def _theme_tap(i: int) -> tuple[str, str]:
    dark = "Use the dark theme", "Use the light theme"
    return dark if i % 2 == 0 else (dark[1], dark[0])


def _move_tap(i: int) -> tuple[str, str]:
    """Tap the Labor tile, then back to the board, ...: the move's inputs and verdict, then the board again."""
    return (LABOR_TILE, BACK) if i % 2 == 0 else (BACK, LABOR_TILE)


def _citizen_tap(i: int) -> tuple[str, str]:
    """Within Labor (citizen 1 chosen already), choose citizen 2, then 1, ...: the engine's sentence changes."""
    citizen = 2 - i % 2
    return f"Citizen {citizen} (available)", f"Will do: {_labor_sentence(citizen)}"


@cache
def _labor_sentence(skill: int) -> str:
    """The engine's sentence (in English, the page's language) for the first player's Labor with the citizen of
    ``skill`` in the benchmark's game."""
    from companion.core.game import Game
    from companion.kinds import get_kind
    from companion.taw.moves.board_actions import PlaceLabor
    from companion.words import english

    game = Game(get_kind("the-ancient-world"), _taw_setup())
    return english()(PlaceLabor(player=0, skill=skill).describe(game.state))


def _taw_game(data_dir: Path) -> str:
    """A saved three-player game of The Ancient World in ``data_dir``; returns its id."""
    from companion.store import Store

    with Store.open_data_dir(data_dir) as store:
        return store.create("the-ancient-world", _taw_setup(), name="Benchmark", players=["Ann", "Bo", "Cy"]).id


def _taw_setup() -> object:
    from companion.taw.setup import GameSetup, PlayerSetup

    return GameSetup(players=tuple(PlayerSetup(name=n) for n in ("Ann", "Bo", "Cy")))


def _spread(times: list[float]) -> tuple[float, float] | None:
    """Median and 95th percentile of tap times in ms (None when nothing was tapped)."""
    if not times:
        return None
    return statistics.median(times), statistics.quantiles(times, n=20, method="inclusive")[-1]


def _judge(met: bool, judged: bool) -> tuple[bool, str]:
    """Whether a figure passes (one reported apart always does) and the word printed for it."""
    if not judged:
        return True, "reported apart"
    return met, "met" if met else "NOT met"


def _stop_on_sigterm() -> None:
    """Turn SIGTERM into SystemExit so the ``finally`` blocks stop the servers started here."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--serve-counter", type=int, metavar="PORT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_counter:
        serve_counter(args.serve_counter)
        return 0

    from playwright.sync_api import sync_playwright

    _stop_on_sigterm()
    data_dir = Path(tempfile.mkdtemp(prefix="companion-bench-"))
    game_id = _taw_game(data_dir)
    def companion(port: int) -> list[str]:
        return [sys.executable, "-m", "companion", "serve", "--port", str(port), "--data-dir", str(data_dir)]

    table = f"/game/{game_id}"
    counter = Target("minimal counter", lambda port: [sys.executable, __file__, "--serve-counter", str(port)], "/",
                     "Add to 0", lambda i: (f"Add to {i}", f"Add to {i + 1}"))
    # The first screen after starting is Home (the address ``companion`` prints); a game's table is where a
    # reload or a bookmark lands, reported beside it.
    home = Target("home", companion, "/", "New game", None)
    taps_on_table = [
        Target("choose a move", companion, table, "End of round", _move_tap),
        Target("choose a citizen", companion, table, "End of round", _citizen_tap, prepare=(LABOR_TILE,)),
        Target("theme switch", companion, table, "End of round", _theme_tap, judged=False),
    ]
    targets = [counter, home, *taps_on_table]
    starts: dict[str, list[float]] = {t.name: [] for t in targets}
    taps: dict[str, list[float]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            # Starts alternate between the apps so that all see the same machine load.
            for run in range(args.starts):
                for target in targets[:3]:
                    started, tapped = measure(target, browser, args.taps if run == 0 else 0)
                    starts[target.name].append(started)
                    taps.setdefault(target.name, tapped)
            for target in targets[3:]:
                started, taps[target.name] = measure(target, browser, args.taps)
                starts[target.name].append(started)
            browser.close()
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    results = {name: (statistics.median(starts[name]), _spread(taps[name])) for name in starts}
    for name, (start, tap) in results.items():
        shown = (f"   tap to updated screen {tap[0]:6.1f} ms median, {tap[1]:6.1f} ms p95 (of {len(taps[name])})"
                 if tap is not None else "")
        print(f"{name:16}  start to first screen {start:7.0f} ms (median of {len(starts[name])}, all: "
              f"{', '.join(f'{x:.0f}' for x in starts[name])}){shown}")
    base_start, base_tap = results[counter.name]
    assert base_tap is not None
    ok = True
    for place, target, judged in (("/", home, True), ("a game table", taps_on_table[0], False)):
        ratio = results[target.name][0] / base_start
        passed, verdict = _judge(ratio <= TARGET_RATIO, judged)
        ok = ok and passed
        print(f"start to {place}: {ratio:.2f}x the minimal app (target <= {TARGET_RATIO}x: {verdict})")
    for target in taps_on_table:
        tap = results[target.name][1]
        assert tap is not None
        passed, verdict = _judge(tap[0] < TARGET_TAP_MS and tap[1] < TARGET_TAP_P95_MS, target.judged)
        ok = ok and passed
        print(f"tap, {target.name}: {tap[0]:.1f} ms median, {tap[1]:.1f} ms p95; the minimal app's "
              f"{base_tap[0]:.1f} / {base_tap[1]:.1f} ms (targets < {TARGET_TAP_MS:.0f} ms median, "
              f"< {TARGET_TAP_P95_MS:.0f} ms p95: {verdict})")
    print("targets met" if ok else "targets NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
