"""Games of The Ancient World for 2, 3 and 4 players that the phone-size browser tests open (issue 23), made through
the store with the engine's actions, and what those tests read of a page: every visible button's box, the pinned bar's
and the tabs', and the height a move or decision is entered in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion.store import Store
from companion.store.options import GameOptions
from companion.taw.setup import GameSetup, PlayerSetup
from companion.words import english
from tests.browser.browsing import App

#: The players of a game of ``n`` players: the first ``n`` of these, with their colours.
NAMES = ("Ann", "Bo", "Cy", "Dee")
COLOURS = ("Red", "Blue", "", "Green")


def table_game(tmp_path: Path, players: int, *, end_of_round: bool = False, others_allowed: bool = True,
               moves: tuple[str, ...] = ()) -> str:
    """A new game of ``players`` players in the server's data dir; ``end_of_round``: brought to round 1's end (Bo took
    1 ambrosia from Rebuild, everyone passed), where each player in turn must roll their titan's die or feed it;
    ``others_allowed``: the game's option "Seat phones may act for other players"; ``moves``: made first, each the
    engine's first legal action of that type ("place_labor")."""
    names = NAMES[:players]
    with Store.open_data_dir(tmp_path / "data") as store:
        setup = GameSetup(players=tuple(PlayerSetup(name=n, colour=c) for n, c in zip(names, COLOURS, strict=False)))
        game_id = store.create("the-ancient-world", setup, name=f"{players} players", players=list(names)).id
        if not others_allowed:
            store.set_options(game_id, GameOptions(seats_act_for_others=False))
        stored = store.resume(game_id)
        game = stored.game
        for move in moves:
            stored.apply(next(a for a in game.legal_actions() if a.type == move))
        if end_of_round:
            stored.apply(next(a for a in game.legal_actions() if a.type == "pass"))
            stored.apply(next(a for a in game.legal_actions()
                              if a.type == "place_rebuild" and "did not perform" in english()(a.describe(game.state))))
            while game.state.phase == "actions":
                stored.apply(next(a for a in game.legal_actions() if a.type == "pass"))
        return game_id


#: Every tappable node of the accessibility tree: its box, the part of it seen through the panes that clip it (a
#: scrolling pane shows a button cut at its edge only in part: the rest is scrolled away, not covered), whether it is
#: enabled, and where it stands: in the pinned bar, in the game's tabs, or elsewhere.
BUTTONS_JS = """() => {
  const inside = (e, id) => !!e.closest(`[flt-semantics-identifier="${id}"]`);
  return [...document.querySelectorAll('flt-semantics[flt-tappable]')].map(e => {
    const r = e.getBoundingClientRect();
    let top = r.top, bottom = r.bottom;
    for (let a = e.parentElement; a && a.tagName === 'FLT-SEMANTICS'; a = a.parentElement) {
      if (getComputedStyle(a).overflowY === 'visible') continue;
      const p = a.getBoundingClientRect();
      top = Math.max(top, p.top); bottom = Math.min(bottom, p.bottom);
    }
    return {name: (e.closest('[aria-label]')?.getAttribute('aria-label') || e.textContent || '').trim().slice(0, 60),
            x: r.x, width: r.width, y: top, height: bottom - top, enabled: !e.closest('[aria-disabled="true"]'),
            pinned: inside(e, 'pinned'), tabs: inside(e, 'game-tabs')};
  }).filter(b => b.width > 0 && b.height > 0);
}"""


def box(app: App, identifier: str) -> dict[str, float]:
    """The on-screen box of the first element with ``identifier`` (it must be there)."""
    found = app.by_id(identifier).first.bounding_box()
    assert found is not None, f"{identifier} not on screen"
    return found


def overlaps(a: dict[str, Any], b: dict[str, float]) -> bool:
    """The two boxes share more than a pixel of area."""
    return (min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > 1
            and min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > 1)


def covered_buttons(app: App) -> list[str]:
    """The enabled buttons on screen (the part of each seen through its panes) that a pinned element (the pinned bar,
    the game's tabs) covers, or that leave the window (cut at its side): each named with its box. A button of the
    pinned bar or of the tabs is judged against the window only."""
    size = app.page.viewport_size
    assert size is not None
    pinned = app.by_id("pinned").first.bounding_box()
    tabs = box(app, "game-tabs")
    wrong = []
    for b in app.page.evaluate(BUTTONS_JS):
        if not b["enabled"]:
            continue
        where = f"{b['name']!r} at {round(b['x'])},{round(b['y'])} {round(b['width'])}x{round(b['height'])}"
        if b["x"] < -1 or b["y"] < -1 or b["x"] + b["width"] > size["width"] + 1 \
                or b["y"] + b["height"] > size["height"] + 1:
            wrong.append(f"{where}: leaves the window")
        elif not b["pinned"] and not b["tabs"] and pinned is not None and overlaps(b, pinned):
            wrong.append(f"{where}: under the pinned bar")
        elif not b["tabs"] and overlaps(b, tabs):
            wrong.append(f"{where}: under the tabs")
    return wrong


def work_height(app: App) -> float:
    """The height between the app bar (the bottom of its Home button) and the game's tabs, on a phone upright."""
    home = app.button("Home").first.bounding_box()
    assert home is not None
    return box(app, "game-tabs")["y"] - (home["y"] + home["height"])


def entry_share(app: App, identifier: str) -> float:
    """The height of the pane ``identifier`` (``move-entry``: a move being entered; ``table-pane``: the decision's) as
    a share of :func:`work_height`."""
    return box(app, identifier)["height"] / work_height(app)
