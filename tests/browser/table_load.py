"""The table under load (issue 12): four seat phones and a tablet on one served game of The Ancient World, each phone
making its own player's moves, undos and end-of-round decisions for two whole rounds, every page watched until it
shows each new state. Shared by ``test_table_load.py`` (the checks) and ``benchmarks/table_load.py`` (the figures);
no test here.

The script's moves are also played on an engine ``Game`` in memory (the mirror): it says what every page must show
after each step (whose turn or decision, and the last move's sentence, which changes at every step, so a lost or a
doubled move shows) and what the store's log must hold at the end, entry for entry.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from companion.core.game import Game
from companion.kinds import get_kind
from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from companion.ui.seats import NO_SEAT
from companion.words import english
from tests.browser.browsing import PHONE, READY_MS, TABLET, App

KIND = "the-ancient-world"
NAMES = ("Ann", "Bo", "Cy", "Dee")
COLOURS = ("Red", "Blue", "Green", "Yellow")
TABLE = "tablet"

#: Watches the page's accessibility tree and stamps (``Date.now()``) the moment it first shows ``want``: a list of
#: ``[identifier, how, text]``, ``how`` one of ``is`` (a line of the element's words is ``text``), ``starts`` (a line
#: starts with it), ``absent`` (no such element) and ``unless-absent`` (``is`` when the element is there: Flutter
#: leaves a control scrolled far off screen out of the tree). The observer sees every change of the tree as it is
#: made, whichever page is in front and however late the test looks; returns whether ``want`` is shown already.
#: ``tapped`` is the moment of the page's last tap (the pointer let go: Flutter taps then), on the same clock.
WATCH_JS = """want => {
    const load = window.__companionLoad || (window.__companionLoad = {});
    const lines = id => {
        const el = document.querySelector(`[flt-semantics-identifier="${id}"]`);
        return el ? ((el.getAttribute('aria-label') || '') + '\\n' + el.textContent).split('\\n').map(s => s.trim())
                  : null;
    };
    load.shows = () => load.want.every(([id, how, text]) => {
        const said = lines(id);
        if (how === 'absent') return said === null;
        if (said === null) return how === 'unless-absent';
        return how === 'starts' ? said.some(s => s.startsWith(text)) : said.includes(text);
    });
    load.said = () => Object.fromEntries(load.want.map(([id]) => [id, lines(id)]));
    const check = () => { if (load.at === null && load.shows()) load.at = Date.now(); };
    load.want = want;
    load.at = null;
    load.tapped = null;
    if (!load.observer) {
        load.observer = new MutationObserver(() => check());
        load.observer.observe(document.documentElement,
                              {subtree: true, childList: true, attributes: true, characterData: true});
        window.addEventListener('pointerup', () => { load.tapped = Date.now(); }, {capture: true});
    }
    check();
    return load.at !== null;
}"""

#: The names of the buttons in the page's accessibility tree (what a failed tap had to choose from).
BUTTONS_JS = """() => [...document.querySelectorAll('[role=button]')]
    .map(e => e.getAttribute('aria-label') || e.textContent)"""

#: The words of every notice of a move that was not saved on the page.
DROPPED_JS = """() => [...document.querySelectorAll('[flt-semantics-identifier="draft-dropped"]')]
    .map(e => ((e.getAttribute('aria-label') || '') + ' ' + e.textContent).trim())"""


@dataclass(frozen=True)
class Step:
    """One thing done at the table: ``taps`` on the page of ``by`` (a player's phone, or the tablet), the last one
    timed; ``action``: the move or decision saved, as the engine's JSON (None: an undo of the last move)."""

    by: str
    taps: tuple[str, ...]
    action: dict[str, Any] | None

    @property
    def name(self) -> str:
        return f"{self.by}: {self.taps[0]}"


def move(player: int, tile: str, kind: str, *, by: str | None = None, **fields: Any) -> Step:
    """A player's move in two taps, its board tile (or Pass), then Confirm: from their own phone, or ``by``'s page."""
    return Step(by or NAMES[player], (tile, "Confirm"), {"type": kind, "player": player, **fields})


def undo(by: str, label: str) -> Step:
    """Undo the last move with its button ("Undo Dee's Labor"), tapped on ``by``'s page."""
    return Step(by, (label,), None)


def roll_blank(player: int) -> Step:
    """An end-of-round roll entered from the player's phone: the die is blank."""
    return Step(NAMES[player], ("Die 1: blank", "Enter the dice: blank"),
                {"type": "enter_dice", "player": player, "faces": ["blank"]})


def feed(player: int, ambrosia: int = 1) -> Step:
    """The player feeds their titan from their phone."""
    return Step(NAMES[player], (f"Feed it {ambrosia} ambrosia",),
                {"type": "confront_titan", "player": player, "choice": "feed"})


#: Two rounds of a 4-player game, each player's moves made on their own phone, with undos (three on the player's
#: phone, two on the tablet) each followed by the same move again; every end-of-round decision on its player's phone.
SCRIPT: tuple[Step, ...] = (
    move(0, "Labor, free", "place_labor", skill=1),
    move(1, "Learn, 1 ambrosia, free", "place_learn", skill=1),
    move(2, "Draft, free", "place_draft", skill=1),
    move(3, "Labor, Ann 1", "place_labor", skill=1),
    undo("Dee", "Undo Dee's Labor"),
    move(3, "Labor, Ann 1", "place_labor", skill=1),
    move(0, "Pass", "pass"),
    move(1, "Draft, Cy 1", "place_draft", skill=2),
    undo(TABLE, "Undo Bo's Draft"),
    move(1, "Draft, Cy 1", "place_draft", skill=2),
    move(2, "Pass", "pass"),
    move(3, "Pass", "pass"),
    move(1, "Pass", "pass"),
    roll_blank(0),
    feed(1),
    roll_blank(2),
    roll_blank(3),
    # Round 2: every space but Grow has ambrosia on it now; Ann passed first, so she starts, on her phone under the
    # pinned bar's 14 things to do on the table (they once covered the whole board: a finding of this test).
    move(0, "Learn, 1 ambrosia, free", "place_learn", skill=1),
    move(1, "Labor, 1 ambrosia, free", "place_labor", skill=1),
    undo(TABLE, "Undo Bo's Labor"),
    move(1, "Labor, 1 ambrosia, free", "place_labor", skill=1),
    move(2, "Draft, 1 ambrosia, free", "place_draft", skill=1),
    move(3, "Learn, Ann 1", "place_learn", skill=1),
    move(0, "Pass", "pass"),
    move(1, "Pass", "pass"),
    move(2, "Labor, Bo 1", "place_labor", skill=2),
    undo("Cy", "Undo Cy's Labor"),
    move(2, "Labor, Bo 1", "place_labor", skill=2),
    move(3, "Pass", "pass"),
    move(2, "Pass", "pass"),
    feed(0),
    roll_blank(1),
    feed(2),
    undo("Cy", "Undo Cy's titan confrontation"),
    feed(2),
    roll_blank(3),
)


#: The page photographed after a step (by its index; -1: the last): Bo's phone on his turn, Ann's and Bo's on their
#: decisions, Ann's at round 2's start (the board under the pinned bar's 14 things to do), Dee's on her decision, the
#: tablet at the end. Its picture can lag its
#: accessibility tree (by up to a second here under load), so it is taken once it differs from the one before the step.
SHOTS: dict[int, str] = {0: "Bo", 12: "Ann", 13: "Bo", 16: "Ann", 32: "Dee", -1: TABLE}


def setup() -> GameSetup:
    return GameSetup(players=tuple(PlayerSetup(name=n, colour=c) for n, c in zip(NAMES, COLOURS, strict=True)))


def saved_game(data_dir: Path, name: str = "Table of phones") -> str:
    """A new 4-player game in the server's data dir, written as the CLI would; its id."""
    with Store.open_data_dir(data_dir) as store:
        return store.create(KIND, setup(), name=name, players=list(NAMES)).id


def mirrored(mirror: Game, step: Step) -> None:
    """Play ``step`` on the engine's game in memory, as the server must have saved it."""
    if step.action is None:
        mirror.undo()
    else:
        mirror.apply(mirror.kind.action_adapter.validate_python(step.action))


def expected(mirror: Game, seat: int | None) -> list[list[str]]:
    """What a page of seat ``seat`` (None: the tablet) shows of the mirror's state, for ``WATCH_JS``."""
    state = mirror.state
    entry = next(e for e in mirror.entries if e.group == mirror.entries[-1].group) if mirror.can_undo else None
    want = [["last-move", "is", f"Saved: {entry.text}" if entry else "Nothing to undo yet"]]
    waiting = state.pending[0].player if state.pending else state.current
    if state.pending:
        decision = state.pending[0]
        want += [["round-phase", "starts", f"Round {state.round} of 6, End of round"],
                 ["decider", "unless-absent", f"{NAMES[decision.player]} decides: {english()(decision.prompt)}"]]
    else:
        want.append(["round-phase", "is", f"Round {state.round} of 6, Actions. {NAMES[state.current]} to play"])
    if seat is not None:
        band = f"Your {'decision' if state.pending else 'turn'}, {NAMES[seat]}"
        want.append(["your-turn", "is", band] if waiting == seat else ["your-turn", "absent", ""])
    return want


def stored_log(data_dir: Path, game_id: str) -> list[dict[str, Any]]:
    """The game's log as the store holds it (read-only), without the times."""
    with Store.open_data_dir(data_dir, read_only=True) as store:
        return [_untimed(e) for e in store.saved(game_id).log]


def _untimed(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in entry.items() if k != "at"}


def family(pid: int) -> dict[int, list[str]]:
    """Process ``pid`` and all its descendants: the fields of each one's ``/proc/<pid>/stat`` after its name."""
    stats: dict[int, list[str]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            stats[int(stat.parent.name)] = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # it ended meanwhile
    members = {pid}
    while grown := {p for p, fields in stats.items() if int(fields[1]) in members} - members:
        members |= grown
    return {m: stats[m] for m in members if m in stats}


def status_kb(pid: int, key: str) -> int:
    """A memory figure of ``/proc/<pid>/status`` in kB (``VmRSS``, ``VmHWM``); 0 once the process is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in status.splitlines() if line.startswith(f"{key}:")), 0)


def rss_kb(pid: int) -> int:
    """Resident memory (VmRSS, kB) of process ``pid`` and all its descendants."""
    return sum(status_kb(member, "VmRSS") for member in family(pid))


def cpu_seconds(pid: int) -> float:
    """Processor time (user and system) used so far by process ``pid`` and all its descendants."""
    return sum(int(f[11]) + int(f[12]) for f in family(pid).values()) / os.sysconf("SC_CLK_TCK")


@dataclass
class Seen:
    """One step as the pages showed it: milliseconds from its last tap to each page showing the new state."""

    step: Step
    ms: dict[str, float]


@dataclass
class Run:
    """What a run of the script measured: per step, per page; the server's memory; the log as stored and expected."""

    seen: list[Seen] = field(default_factory=list)
    rss_kb: dict[str, int] = field(default_factory=dict)
    #: The server's processor seconds while the script was played (the pages open, the screenshots left out).
    cpu_seconds: float = 0.0
    stored: list[dict[str, Any]] = field(default_factory=list)
    expected: list[dict[str, Any]] = field(default_factory=list)
    shots: list[Path] = field(default_factory=list)
    #: For the photographed pages: step, page, ms from the tap until its accessibility tree and its picture showed it.
    pictures: list[tuple[str, str, float, float]] = field(default_factory=list)
    #: Notices of a move "not saved" seen after a step, as (step, page, notice): none is due (no move is half
    #: entered anywhere while another page saves one).
    dropped: list[tuple[str, str, str]] = field(default_factory=list)
    seconds: float = 0.0

    def times(self) -> list[float]:
        return [ms for s in self.seen for ms in s.ms.values()]

    def summary(self) -> str:
        """Median, p95 and max over every step and page, in ms."""
        times = sorted(self.times())
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        return f"median {statistics.median(times):.0f} ms, p95 {p95:.0f} ms, max {times[-1]:.0f} ms"


def moves_of(log: Sequence[dict[str, Any]]) -> list[Any]:
    """The messages of a log's moves and decisions (its entries made by a person, not the automatic steps)."""
    return [e["message"] for e in log if not e["auto"]]


class Table:
    """The pages at the table: by player name the seat phones (or any subset of them), and the tablet."""

    def __init__(self, browser: Browser, url: str, folder: Path, pages: Sequence[str]) -> None:
        # Touch screens, tapped as a finger does: a mouse would leave its pointer hovering the button it clicked,
        # and the hover effects (which no phone shows) would take frames from the cores the pages share.
        self.contexts = [browser.new_context(viewport=TABLET if p == TABLE else PHONE,  # type: ignore[arg-type]
                                             has_touch=True) for p in pages]
        shots: list[Path] = []
        self.apps = {p: App(c.new_page(), url, folder, shots, touch=True)
                     for p, c in zip(pages, self.contexts, strict=True)}

    def close(self) -> None:
        for context in self.contexts:
            context.close()

    def open(self, game_id: str) -> None:
        """Load the game on every page at once (Flutter starts in them side by side), then each takes its seat."""
        for app in self.apps.values():
            app.page.goto(f"{app.url}/game/{game_id}")
        for page, app in self.apps.items():
            app.ready("Labor, free")
            if page in NAMES:
                app.tap(f"Whose phone is this? Now: {NO_SEAT}", then=f"This is {page}'s phone")
                app.tap(f"This is {page}'s phone", then=f"Whose phone is this? Now: {page}'s phone")

    def picture(self, page: str) -> bytes:
        """The page's picture now, brought to the front first (headless Chromium paints the front page)."""
        self.apps[page].page.bring_to_front()
        return self.apps[page].page.screenshot()

    def photograph(self, page: str, before: bytes, tapped: float, name: str) -> tuple[Path, float]:
        """Wait until the page's picture differs from ``before``, then save it once it stops changing; the ms from
        ``tapped`` to the first changed picture (a screenshot's own time included)."""
        app, deadline = self.apps[page], time.time() + READY_MS / 1000
        while app.page.screenshot() == before:
            if time.time() > deadline:
                raise AssertionError(f"{page}'s picture did not change in {READY_MS} ms although its accessibility "
                                     f"tree did: {app.save_shot(f'{page}-unchanged-{name}')}")
        return app.save_shot(f"{page}-{name}"), time.time() * 1000 - tapped

    def shot(self, page: str, name: str) -> Path:
        app = self.apps[page]
        app.page.bring_to_front()  # headless Chromium paints a page behind others only once it is in front
        return app.save_shot(f"{page}-{name}")

    def watch(self, mirror: Game) -> None:
        """Arm every page's watcher for the mirror's state; none may show it yet (each step changes what is seen)."""
        for page, app in self.apps.items():
            if app.page.evaluate(WATCH_JS, expected(mirror, NAMES.index(page) if page in NAMES else None)):
                raise AssertionError(f"{page} shows the state before the step that makes it: the script is wrong")

    def play(self, step: Step) -> float:
        """Tap ``step``'s buttons on its page (each waiting for the next); when the page took the last tap (ms)."""
        page = step.by if step.by in self.apps else TABLE
        app = self.apps[page]
        try:
            for tap, then in zip(step.taps, step.taps[1:], strict=False):
                app.tap(tap, then=then)
            button = app.button(step.taps[-1])
            button.wait_for(timeout=READY_MS)
        except PlaywrightTimeout:
            offered = app.page.evaluate(BUTTONS_JS)
            raise AssertionError(f"{step.name!r}: {page} has no button {step.taps}; it offers {offered}; screenshot "
                                 f"{self.shot(page, 'missing-button')}") from None
        app.into_view(button)
        app.press(button)
        tapped = app.page.evaluate("() => window.__companionLoad.tapped")
        assert tapped is not None, f"{step.name!r}: {page} saw no tap"
        return float(tapped)

    def shown(self, step: Step, tapped: float) -> dict[str, float]:
        """Wait until every page shows the state armed by :meth:`watch`; per page, ms from ``tapped`` until it did."""
        ms = {}
        for page, app in self.apps.items():
            try:  # looked at every 100 ms, not at every frame (Playwright's default asks the page for frames)
                app.page.wait_for_function("() => window.__companionLoad.at !== null", polling=100,
                                           timeout=READY_MS)
            except PlaywrightTimeout:
                said = app.page.evaluate("() => window.__companionLoad.said()")
                raise AssertionError(f"after {step.name!r}, {page} did not show the new state in {READY_MS} ms; it "
                                     f"shows {said}; screenshot {self.shot(page, 'stale')}") from None
            ms[page] = app.page.evaluate("() => window.__companionLoad.at") - tapped
        return ms

    def dropped(self, step: Step) -> list[tuple[str, str, str]]:
        """The notices of a dropped move each page shows now, as (step, page, notice)."""
        return [(step.name, page, notice) for page, app in self.apps.items()
                for notice in app.page.evaluate(DROPPED_JS)]


def play_script(browser: Browser, url: str, pid: int, data_dir: Path, folder: Path,
                pages: Sequence[str] = (*NAMES, TABLE), script: Sequence[Step] = SCRIPT) -> Run:
    """Save a new game, open it on ``pages`` (seat phones by player name, and the tablet; a step of a player with no
    page of their own is made on the tablet), play ``script`` watching every page, then read the stored log and the
    server's memory (``pid``) with the pages still open."""
    started = time.perf_counter()
    game_id = saved_game(data_dir)
    mirror = Game(get_kind(KIND), setup())
    run = Run(rss_kb={"started": rss_kb(pid)})
    table = Table(browser, url, folder, pages)
    try:
        table.open(game_id)
        run.rss_kb["opened"] = rss_kb(pid)
        for number, step in enumerate(script):
            photographed = SHOTS.get(-1 if number == len(script) - 1 else number, "")
            before = table.picture(photographed) if photographed in table.apps else None
            mirrored(mirror, step)
            table.watch(mirror)
            cpu = cpu_seconds(pid)
            tapped = table.play(step)
            run.seen.append(Seen(step, table.shown(step, tapped)))
            run.cpu_seconds += cpu_seconds(pid) - cpu
            run.dropped += table.dropped(step)
            if before is not None:
                path, ms = table.photograph(photographed, before, tapped, f"after-step-{number + 1}")
                run.shots.append(path)
                run.pictures.append((step.name, photographed, run.seen[-1].ms[photographed], ms))
        run.rss_kb["played"] = rss_kb(pid)
    finally:
        table.close()
    run.rss_kb["peak"] = status_kb(pid, "VmHWM")
    run.stored = stored_log(data_dir, game_id)
    run.expected = [_untimed(e.to_json()) for e in mirror.entries]
    run.seconds = time.perf_counter() - started
    return run

