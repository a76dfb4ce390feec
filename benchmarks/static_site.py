"""Companion served (``companion serve``) and as a static site (``./scripts/build-web``, Python in the browser), back to
back in one run of headless Chromium at phone size: the load to Home cold (a new browser profile) and warm (the page
loaded again), the bytes sent over the network on the cold load, and the time of each tap of ``benchmarks/taps.py``'s
round (from the tap to the app's answer drawn), its median and 95th percentile. Issue 25's targets for the static
site: cold at most 12 s, warm at most 5 s, at most 20 MB fetched cold, taps within 1.3x of served mode; exit 1 while
one is not met.

    flock /tmp/browser.lock .venv/bin/python benchmarks/static_site.py [--site DIR] [--rounds N]

``--site``: a built site to serve (default: the tests' cached build of this checkout, built when missing). Bytes: the
static site's are counted by its server (every byte of every file sent); served mode's are the response bodies
Chromium received (Playwright's ``request.sizes``). Each mode is measured ``--rounds`` times in turn (served, static,
served, ...), the best and worst shown.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, BrowserContext, Request, sync_playwright  # noqa: E402

from benchmarks.taps import script  # noqa: E402
from benchmarks.taps_counter import CountedApp, Counter  # noqa: E402
from tests.browser.browsing import CHROMIUM, PHONE  # noqa: E402
from tests.browser.server import free_port, start  # noqa: E402
from tests.browser.static_site import SITE_CHROMIUM_ARGS, built_site, recording_context, serve  # noqa: E402

#: Issue 25's targets for the static site.
COLD_S, WARM_S, COLD_MB, TAP_RATIO = 12.0, 5.0, 20.0, 1.3


@dataclass
class TimedCounter(Counter):
    """``taps_counter.Counter`` that keeps the seconds of each tap, from the click to the app's answer drawn (with the
    scroll bringing it into view, the same in both modes)."""

    seconds: list[float] = field(default_factory=list)

    def tap(self, label: str, *, exact: bool = True, times: int = 1, then: str | None = None) -> None:
        for _ in range(times):
            started = time.perf_counter()
            super().tap(label, exact=exact, then=then)
            self.seconds.append(time.perf_counter() - started)


@dataclass
class Figures:
    """One mode's figures in one run."""

    cold: float
    warm: float
    megabytes: float
    taps: list[float]
    failure: str | None = None

    @property
    def median(self) -> float:
        return statistics.median(self.taps) if self.taps else float("nan")

    @property
    def p95(self) -> float:
        return statistics.quantiles(self.taps, n=20)[-1] if len(self.taps) > 1 else float("nan")


def load(context: BrowserContext, url: str, fetched: Callable[[], float]) -> tuple[CountedApp, float, float, float]:
    """Open ``url`` in a new page of ``context`` (cold), then load it again (warm): the app, the seconds of each until
    Home shows its New game button, and the megabytes ``fetched`` says the cold load fetched."""
    app = CountedApp(context.new_page(), url.rstrip("/"), Path(tempfile.gettempdir()) / "companion-static-bench")
    started = time.perf_counter()
    app.open("/", expect="New game")
    cold = time.perf_counter() - started
    megabytes = fetched()
    started = time.perf_counter()
    app.page.reload()
    app.ready("New game")
    return app, cold, time.perf_counter() - started, megabytes


def play(app: CountedApp) -> tuple[list[float], str | None]:
    """The taps round on ``app``: each tap's seconds, and why it stopped if it did."""
    counter = TimedCounter(app)
    try:
        script(counter)
    except AssertionError as stopped:
        return counter.seconds, str(stopped)
    return counter.seconds, None


def served(browser: Browser) -> Figures:
    """``companion serve`` on an empty data directory."""
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="companion-static-bench-") as data:
        server = start(["-m", "companion", "serve", "--port", str(port), "--data-dir", f"{data}/data"], port=port)
        try:
            context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
            finished: list[Request] = []
            context.on("requestfinished", lambda request: finished.append(request))
            app, cold, warm, megabytes = load(
                context, server.url, lambda: sum(request.sizes()["responseBodySize"] for request in finished) / 1e6)
            taps, failure = play(app)
            context.close()
        finally:
            server.stop()
    return Figures(cold, warm, megabytes, taps, failure)


def static(browser: Browser, site: Path) -> Figures:
    """The static site served by a plain static file server under /companion/, in a new browser profile."""
    with serve(site) as served_site, recording_context(browser) as (context, recorded):
        app, cold, warm, megabytes = load(context, served_site.url, lambda: served_site.served.sent / 1e6)
        taps, failure = play(app)
        left = recorded.elsewhere(served_site.url)
    return Figures(cold, warm, megabytes, taps, failure or (f"requests left the machine: {left}" if left else None))


def span(values: list[float], unit: Callable[[float], str]) -> str:
    low, high = min(values), max(values)
    return unit(low) if len(values) == 1 or unit(low) == unit(high) else f"{unit(low)}-{unit(high)}"


def report(runs: dict[str, list[Figures]]) -> bool:
    """A row per mode (the spread over the rounds), the targets and whether they are met."""
    print(f"{'':8} {'cold to Home':>13} {'warm load':>11} {'fetched cold':>13} {'tap median':>12} {'tap p95':>11}"
          f" {'taps':>5}")
    for mode, figures in runs.items():
        print(f"{mode:8} {span([f.cold for f in figures], lambda s: f'{s:.1f} s'):>13} "
              f"{span([f.warm for f in figures], lambda s: f'{s:.2f} s'):>11} "
              f"{span([f.megabytes for f in figures], lambda m: f'{m:.1f} MB'):>13} "
              f"{span([f.median for f in figures], lambda s: f'{s * 1000:.0f} ms'):>12} "
              f"{span([f.p95 for f in figures], lambda s: f'{s * 1000:.0f} ms'):>11} {len(figures[0].taps):>5}")
        for failure in {f.failure for f in figures if f.failure}:
            print(f"  {mode}: stopped: {failure}")
    site, server = runs["static"], runs["served"]
    ratio = statistics.median(f.median for f in site) / statistics.median(f.median for f in server)
    checks = [(max(f.cold for f in site) <= COLD_S, f"static cold load at most {COLD_S:g} s"),
              (max(f.warm for f in site) <= WARM_S, f"static warm load at most {WARM_S:g} s"),
              (max(f.megabytes for f in site) <= COLD_MB, f"static cold load fetches at most {COLD_MB:g} MB"),
              (ratio <= TAP_RATIO, f"static tap median within {TAP_RATIO:g}x of served: {ratio:.2f}x"),
              (not any(f.failure for f in site + server), "the round played to its end in both modes")]
    for met, text in checks:
        print(f"{text} ({'met' if met else 'NOT met'})")
    return all(met for met, _ in checks)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: the tests' cached build, built if missing)")
    parser.add_argument("--rounds", type=int, default=1, help="measure each mode this many times, in turn")
    args = parser.parse_args()
    site = args.site.resolve() if args.site else built_site()
    runs: dict[str, list[Figures]] = {"served": [], "static": []}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=SITE_CHROMIUM_ARGS)
        for _ in range(args.rounds):
            runs["served"].append(served(browser))
            runs["static"].append(static(browser, site))
        browser.close()
    return 0 if report(runs) else 1


if __name__ == "__main__":
    sys.exit(main())
