"""UI benchmark: the served app against a minimal Flet counter app served the same way, in the same run.

Both are started as child processes (Flet web mode, offline client, same machine) and driven by the same
headless Chromium through Flutter's accessibility tree:
- start: process start to the first screen visible (a known button in the accessibility tree);
- tap: a tap to the updated screen, timed inside the page from the tap on the accessibility tree's
  button until the re-rendered button is in the tree (Flutter updates the tree in the frame it paints),
  median of 20. For the app the taps are on the table view of a game of The Ancient World: choosing a
  move (Labor, then back to the list of moves, ...), which re-renders the move flow with that move's
  inputs and the engine's verdict; and, reported apart, the theme switch, which re-renders the whole view.
Targets (issue 4): within 1.3x of the minimal app on both, and tap-to-update under 100 ms.

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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, TABLET  # noqa: E402
from tests.browser.server import free_port  # noqa: E402

TARGET_RATIO = 1.3
TARGET_TAP_MS = 100.0


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
    """Serve the counter app exactly as ``companion serve`` serves the app (web mode, no CDN, no browser)."""
    import flet as ft

    os.environ["FLET_FORCE_WEB_SERVER"] = "true"
    ft.run(counter_main, host="127.0.0.1", port=port, view=ft.AppView.WEB_BROWSER, no_cdn=True)


@dataclass
class Target:
    """One app to measure: how to start it, where to open it, and one tap with the button that proves it."""

    name: str
    command: Callable[[int], list[str]]
    route: str
    ready: str
    tap: Callable[[int], tuple[str, str]]


#: Tap a button of the accessibility tree and time, inside the page, until the button ``then`` exists: no
#: Playwright round trips in the figure, only Python's work, the WebSocket and Flutter's frame.
TAP_JS = """async ([name, then]) => {
  const find = (n) => [...document.querySelectorAll('flt-semantics[role="button"]')]
    .find(e => (e.getAttribute('aria-label') || e.textContent).trim() === n);
  const button = find(name);
  if (!button) throw new Error('no button ' + name);
  // An icon button's label sits on a wrapper; the node that takes the tap is the flt-tappable one.
  const tappable = button.hasAttribute('flt-tappable') ? button : button.querySelector('[flt-tappable]') || button;
  // "!name" waits for the button to be gone instead.
  const gone = then.startsWith('!');
  const wanted = gone ? then.slice(1) : then;
  const ready = () => gone ? !find(wanted) : !!find(wanted);
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


def _action_tap(i: int) -> tuple[str, str]:
    """Choose Labor (the other moves go, its inputs appear), then go back to the list of moves."""
    return ("Labor", "!Pass") if i % 2 == 0 else ("Choose another move", "Pass")


def _taw_game(data_dir: Path) -> str:
    """A saved three-player game of The Ancient World in ``data_dir``; returns its id."""
    from companion.store import Store
    from companion.taw.setup import GameSetup, PlayerSetup

    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in ("Ann", "Bo", "Cy")))
    with Store.open_data_dir(data_dir) as store:
        return store.create("the-ancient-world", setup, name="Benchmark", players=["Ann", "Bo", "Cy"]).id


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

    targets = [
        Target("minimal counter", lambda port: [sys.executable, __file__, "--serve-counter", str(port)], "/",
               "Add to 0", lambda i: (f"Add to {i}", f"Add to {i + 1}")),
        Target("companion table", companion, f"/game/{game_id}", "End of round", _action_tap),
        Target("companion theme", companion, f"/game/{game_id}", "End of round", _theme_tap),
    ]
    starts: dict[str, list[float]] = {t.name: [] for t in targets}
    taps: dict[str, list[float]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            # Starts alternate between the apps so that both see the same machine load.
            for run in range(args.starts):
                for target in targets[:2]:
                    started, tapped = measure(target, browser, args.taps if run == 0 else 0)
                    starts[target.name].append(started)
                    taps.setdefault(target.name, tapped)
            started, taps[targets[2].name] = measure(targets[2], browser, args.taps)
            starts[targets[2].name].append(started)
            browser.close()
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    results = {name: (statistics.median(starts[name]), statistics.median(taps[name])) for name in starts}
    for name, (start, tap) in results.items():
        print(f"{name:16}  start to first screen {start:7.0f} ms (median of {len(starts[name])}, all: "
              f"{', '.join(f'{x:.0f}' for x in starts[name])})   tap to updated screen {tap:6.1f} ms "
              f"(median of {len(taps[name])})")
    (base_start, base_tap), (app_start, app_tap) = results["minimal counter"], results["companion table"]
    start_ratio, tap_ratio = app_start / base_start, app_tap / base_tap
    print(f"ratio app/minimal: start {start_ratio:.2f}x, tap {tap_ratio:.2f}x (target <= {TARGET_RATIO}x); "
          f"tap {app_tap:.1f} ms (target < {TARGET_TAP_MS:.0f} ms)")
    ok = start_ratio <= TARGET_RATIO and tap_ratio <= TARGET_RATIO and app_tap < TARGET_TAP_MS
    print("targets met" if ok else "targets NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
