"""UI benchmark: the served app against a minimal Flet counter app served the same way, in the same run.

Both are started as child processes (Flet web mode, offline client, same machine) and driven by the same
headless Chromium through Flutter's accessibility tree:
- start: process start to the first screen visible (a known button in the accessibility tree);
- tap: a tap to the updated screen (the re-rendered button seen), median of 20. For the app the taps are on
  the table view of a game of The Ancient World: choosing a board action (Labor, then Learn, ...), which
  shows that action's citizens with the engine's count of legal ways; and, reported apart, the theme
  switch, which re-renders the whole view.
Targets (issue 4): within 1.3x of the minimal app on both, and tap-to-update under 100 ms.

    .venv/bin/python benchmarks/ui.py [--taps 20] [--starts 3]
"""

from __future__ import annotations

import argparse
import os
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

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE  # noqa: E402
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


def _wait_port(port: int, deadline: float) -> None:
    while time.perf_counter() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.01)
    raise RuntimeError(f"nothing listens on {port}")


def _stop(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, 15)
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)
        process.wait()


def measure(target: Target, browser: object, starts: int, taps: int) -> tuple[list[float], list[float]]:
    """Milliseconds from process start to first screen (``starts`` times) and of ``taps`` taps."""
    start_ms: list[float] = []
    tap_ms: list[float] = []
    for run in range(starts):
        port = free_port()
        t0 = time.perf_counter()
        process = subprocess.Popen(target.command(port), cwd=ROOT, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            context = browser.new_context(viewport=PHONE)  # type: ignore[attr-defined]
            page = context.new_page()
            _wait_port(port, t0 + 60)
            page.goto(f"http://127.0.0.1:{port}{target.route}")
            page.locator("flt-semantics-placeholder").wait_for(state="attached", timeout=60_000)
            page.locator("flt-semantics-placeholder").dispatch_event("click")
            page.get_by_role("button", name=target.ready, exact=True).wait_for(timeout=60_000)
            start_ms.append((time.perf_counter() - t0) * 1000)
            if run == 0:
                for i in range(taps):
                    name, then = target.tap(i)
                    button = page.get_by_role("button", name=name, exact=True)
                    t1 = time.perf_counter()
                    button.click()
                    page.get_by_role("button", name=then, exact=True).wait_for(timeout=10_000)
                    tap_ms.append((time.perf_counter() - t1) * 1000)
            context.close()
        finally:
            _stop(process)
    return start_ms, tap_ms


def _theme_tap(i: int) -> tuple[str, str]:
    dark = "Use the dark theme", "Use the light theme"
    return dark if i % 2 == 0 else (dark[1], dark[0])


def _action_tap(i: int) -> tuple[str, str]:
    return ("Labor (3 ways)", "Citizen 1 (available, 1 way)") if i % 2 == 0 else (
        "Learn (9 ways)", "Citizen 1 (available, 3 ways)")


def _taw_game(data_dir: Path) -> str:
    """A saved three-player game of The Ancient World in ``data_dir``; returns its id."""
    from companion.store import Store
    from companion.taw.setup import GameSetup, PlayerSetup

    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in ("Ann", "Bo", "Cy")))
    with Store.open_data_dir(data_dir) as store:
        return store.create("the-ancient-world", setup, name="Benchmark", players=["Ann", "Bo", "Cy"]).id


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--starts", type=int, default=3)
    parser.add_argument("--serve-counter", type=int, metavar="PORT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_counter:
        serve_counter(args.serve_counter)
        return 0

    from playwright.sync_api import sync_playwright

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
    results: dict[str, tuple[float, float]] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for target in targets:
            starts, taps = measure(target, browser, args.starts if target.tap is not _theme_tap else 1, args.taps)
            results[target.name] = (statistics.median(starts), statistics.median(taps))
            print(f"{target.name:16}  start to first screen {results[target.name][0]:7.0f} ms (median of "
                  f"{len(starts)})   tap to updated screen {results[target.name][1]:6.1f} ms (median of {len(taps)})")
        browser.close()
    (base_start, base_tap), (app_start, app_tap) = results["minimal counter"], results["companion table"]
    start_ratio, tap_ratio = app_start / base_start, app_tap / base_tap
    print(f"ratio app/minimal: start {start_ratio:.2f}x, tap {tap_ratio:.2f}x (target <= {TARGET_RATIO}x); "
          f"tap {app_tap:.1f} ms (target < {TARGET_TAP_MS:.0f} ms)")
    ok = start_ratio <= TARGET_RATIO and tap_ratio <= TARGET_RATIO and app_tap < TARGET_TAP_MS
    print("targets met" if ok else "targets NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
