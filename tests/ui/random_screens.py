"""Every screen of the random games of each kind, at the first state of each kind of moment, read by a check (no
developer text: tests/ui/test_screen_words.py; every word through the translator: tests/ui/test_pseudo_words.py).

Each game kind's seeded random games are replayed into the store; at the first state of each kind of moment (a
phase, an end-of-round step, a decision) every screen of the game is opened, as a first game with the teaching
panel on, with each move of The Ancient World entered from the board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from companion.core.game import Game
from companion.realm import random_game as realm_random
from companion.store import Store
from companion.taw import random_game as taw_random
from companion.taw.moves.inputs import moves, space_blocked
from companion.tta import random_game as tta_random
from companion.ui.languages import LANGUAGE_KEY
from companion.words import language_of, translator
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi

#: What a check finds on the page now, each finding naming where (the game, state and screen).
Check = Callable[[UiSession, str], list[str]]

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


async def read_every_move(ui: UiSession, game: Game, where: str, check: Check, language: str = "en") -> list[str]:
    """What ``check`` finds in each move of The Ancient World the player to act may start, entered from the board
    (each button found by its words in the page's ``language``)."""
    said = translator(language)
    state = game.state
    if game.kind.id != "the-ancient-world" or state.phase != "actions" or state.pending:
        return []
    found: list[str] = []
    for spec in moves(state, state.current):
        if spec.space is not None and space_blocked(state, state.current, spec.id) is not None:
            continue
        await (ui.tap(f"tile-{spec.space}") if spec.space is not None else ui.click(said(spec.label)))
        found += check(ui, f"{where} entering {said(spec.label)}")
        await ui.click(said("Back to the board"))
    return found


async def read_every_screen(open_ui: OpenUi, game: Game, game_id: str, where: str, check: Check,
                            preferences: dict[str, Any] | None = None) -> list[str]:
    """What ``check`` finds in every screen of the game on a phone, with each move entered, and in the table on a
    tablet (the one screen laid out with other parts there: every player's book beside the board); ``preferences``:
    the browser's saved ones (its language)."""
    (width, height), (wide, tall) = SIZES
    ui: UiSession = await open_ui(f"/game/{game_id}", width=width, height=height, preferences=preferences)
    found = await read_every_move(ui, game, where, check, language_of([str((preferences or {}).get(LANGUAGE_KEY, ""))]))
    for screen in SCREENS:
        await ui.go(f"/game/{game_id}{screen}")
        found += check(ui, f"{where} {screen or '/table'} at {width}")
    tablet = await open_ui(f"/game/{game_id}", width=wide, height=tall, preferences=preferences)
    return found + check(tablet, f"{where} /table at {wide}")


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
