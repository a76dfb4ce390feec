"""No developer text on any screen, in every game and every phase the random games reach (issue 23, point 5).

Each game kind's seeded random games are replayed into the store; at the first state of each kind of moment (a
phase, an end-of-round step, a decision) every screen of the game is opened, as a first game with the teaching
panel on, and every text it shows is read (tests/ui/screen_words.py), with each move of The Ancient World entered
from the board. Home, the Rules guide, the New game form of each game and Score a finished game are read too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from companion.core.game import Game
from companion.kinds import played_kinds
from companion.realm import random_game as realm_random
from companion.store import Store
from companion.taw import random_game as taw_random
from companion.taw.moves.inputs import moves, space_blocked
from companion.tta import random_game as tta_random
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi
from tests.ui.screen_words import developer_text, findings

#: The game's screens, by the address after ``/game/<id>``.
SCREENS = ("", "/round-end", "/scores", "/log", "/rules")
#: The two viewports a table plays on: a phone and a tablet.
SIZES = ((390, 844), (1024, 768))


def moment(game: Game) -> tuple[Any, ...]:
    """What kind of moment the game is at: its phase, step and the kind of the decision it waits for (round one
    apart, where several steps are skipped)."""
    state = game.state
    pending = getattr(state, "pending", None) or ()
    decision = getattr(pending[0], "kind", type(pending[0]).__name__) if pending else None
    return (getattr(state, "round", 0) == 1, getattr(state, "phase", None), getattr(state, "step", None), decision,
            game.is_over)


def moments(game: Game) -> Iterator[Game]:
    """The game replayed move by move, at the first state of each kind of moment (the end included)."""
    replay = Game(game.kind, game.setup)
    seen = {moment(replay)}
    yield replay.copy()
    for entry in game.entries:
        if entry.auto:
            continue
        replay.apply(entry.action)
        if (kind := moment(replay)) not in seen:
            seen.add(kind)
            yield replay.copy()


def saved(store: Store, game: Game) -> str:
    """``game`` saved in ``store`` (its moves applied through the store, as a table enters them)."""
    setup = game.setup
    if "teaching" in type(setup).model_fields:
        setup = setup.model_copy(update={"teaching": True})
    names = [getattr(p, "name", "Solo") for p in getattr(setup, "players", ())] or ["Solo"]
    stored = store.create(game.kind.id, setup, name="Words", players=names)
    for entry in game.entries:
        if not entry.auto:
            stored.apply(entry.action)
    return stored.id


async def read_every_move(ui: UiSession, game: Game, where: str) -> list[str]:
    """The developer text of each move of The Ancient World the player to act may start, entered from the board."""
    state = game.state
    if game.kind.id != "the-ancient-world" or state.phase != "actions" or state.pending:
        return []
    found: list[str] = []
    for spec in moves(state, state.current):
        if spec.space is not None and space_blocked(state, state.current, spec.id) is not None:
            continue
        await (ui.tap(f"tile-{spec.space}") if spec.space is not None else ui.click(spec.label))
        found += developer_text(ui, f"{where} entering {spec.label}")
        await ui.click("Back to the board")
    return found


async def read_every_screen(open_ui: OpenUi, game: Game, game_id: str, where: str) -> list[str]:
    """The developer text of every screen of the game on a phone, with each move entered, and of the table on a
    tablet (the one screen laid out with other parts there: every player's book beside the board)."""
    (width, height), (wide, tall) = SIZES
    ui: UiSession = await open_ui(f"/game/{game_id}", width=width, height=height)
    found = await read_every_move(ui, game, where)
    for screen in SCREENS:
        await ui.go(f"/game/{game_id}{screen}")
        found += developer_text(ui, f"{where} {screen or '/table'} at {width}")
    tablet = await open_ui(f"/game/{game_id}", width=wide, height=tall)
    return found + developer_text(tablet, f"{where} /table at {wide}")


def report(found: list[str]) -> str:
    """Each developer text once, with the first screen that showed it."""
    first: dict[str, str] = {}
    for line in found:
        first.setdefault(line.split(": ", 1)[1], line.split(": ", 1)[0])
    return f"{len(first)} texts:\n" + "\n".join(f"{text}  (first at {where})" for text, where in first.items())


GAMES: dict[str, Callable[[int], Game]] = {
    "the-ancient-world": lambda seed: taw_random.random_game(seed, players=2 + seed % 3),
    "ancient-realm": lambda seed: realm_random.random_game(seed, expansion=seed % 2 == 1),
    "through-the-ages": lambda seed: tta_random.random_game(seed, 2 + seed % 3),
}


@pytest.mark.slow
@pytest.mark.parametrize("kind", GAMES)
async def test_no_screen_of_a_random_game_shows_developer_text(kind: str, open_ui: OpenUi, store: Store) -> None:
    found: list[str] = []
    for seed in (1, 2):
        game = GAMES[kind](seed)
        for at in moments(game):
            where = f"{kind} seed {seed} at {moment(at)}"
            found += await read_every_screen(open_ui, at, saved(store, at), where)
    assert not found, report(found)


async def test_home_the_rules_guide_and_new_game_show_no_developer_text(open_ui: OpenUi, store: Store) -> None:
    saved(store, taw_random.random_game(3, players=4))
    found: list[str] = []
    for width, height in SIZES:
        ui = await open_ui("/", width=width, height=height)
        for route in ("/", "/rules", "/score"):
            await ui.go(route)
            found += developer_text(ui, f"{route} at {width}")
        await ui.go("/new")
        for kind in played_kinds():
            await ui.select("Game", kind.id)
            found += developer_text(ui, f"/new for {kind.id} at {width}")
    assert not found, report(found)


@pytest.mark.parametrize(("text", "kind"), [
    ("Take the card in card-row ``slot``", "backtick"), ("the turn passes to next_player", "snake_case name"),
    ("table corrected players.0.coins from 11", "dotted field path"), ("Over City Guard (#18)", "#number id"),
    ("Value error, the market starts with 2", "Value error"), ("2 point(s)", "(s) plural"),
])
def test_the_check_finds_each_kind_of_developer_text(text: str, kind: str) -> None:
    assert [f.split(":")[0] for f in findings(text)] == [kind]


@pytest.mark.parametrize("text", ["Ann's coins: 11 → 7", "Rulebook (Game Round > Prepare): 1. First, advance",
                                  "e.g. 3 coins", "Round 2 of 6", "Companion 1.0.5"])
def test_plain_words_pass_the_check(text: str) -> None:
    assert findings(text) == []
