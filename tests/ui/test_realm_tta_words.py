"""No developer text on any Ancient Realm or Through the Ages screen: random games saved at points along the way are
opened in process, every flow the table offers at that point is opened too (a market card chosen, a deck drawn from,
the district effect), and every text and accessible name shown is read for backticks, snake_case names, field paths,
``#n`` ids, pydantic errors, plurals written "(s)" or wrong ("1 cards", "2 point") and double periods."""

from __future__ import annotations

import random

from companion.core.game import Game
from companion.realm.kind import KIND as REALM
from companion.realm.random_game import choose, random_setup
from companion.store import Store
from companion.tta.kind import KIND as TTA
from companion.tta.random_game import random_setup as tta_setup
from tests.ui.harness import UiSession, text_of
from tests.ui.opening import OpenUi
from tests.ui.plain_words import developer_text

#: Actions between two looks at a game.
EVERY = 9


def realm_games(seed: int) -> list[Game]:
    """A random solo game of Ancient Realm (the expansion on odd seeds) copied every few actions to its end."""
    rng = random.Random(seed)
    setup = random_setup(rng, expansion=seed % 2 == 1)
    game, copies = Game(REALM, setup), []
    while not game.is_over:
        if len(game.entries) % EVERY == 0 or game.state.phase == "scoring":
            copies.append(Game.replay(REALM, setup, list(game.entries)))
        game.apply(choose(rng, game.legal_actions(), 0.3))
    return [*copies, game]


def tta_games(seed: int) -> list[Game]:
    """A random first round of Through the Ages (2, 3 and 4 players by seed) copied every few moves to its end."""
    rng = random.Random(seed)
    setup = tta_setup(rng, 2 + seed % 3)
    game, copies = Game(TTA, setup), []
    while not game.is_over:
        if len(game.entries) % 3 == 0:
            copies.append(Game.replay(TTA, setup, list(game.entries)))
        game.apply(rng.choice(game.legal_actions()), by="random")
    return [*copies, game]


async def look(ui: UiSession, where: str, found: dict[str, str]) -> None:
    for text in developer_text(ui):
        found.setdefault(text, where)


async def open_flows(ui: UiSession, where: str, found: dict[str, str]) -> None:
    """Open every flow the Ancient Realm table offers now, read each, and go back."""
    labels = [label for label in ui.labels() if label.startswith(("Choose ", "I drew from the", "Use the effect"))]
    for label in labels:
        control = ui.find(label)
        if control.disabled:
            continue
        await ui.click(label)
        await look(ui, f"{where}, {label}", found)
        for back in ("Back to the market", "Back to the decks", "Back to the turn"):
            if ui.find_all(back):
                await ui.click(back)


async def sweep(open_ui: OpenUi, store: Store, kind: str, games: list[Game], width: int) -> dict[str, str]:
    found: dict[str, str] = {}
    for n, game in enumerate(games):
        stored = store.add_game(kind, game, name=f"Sweep {n}", players=["Solo"] if kind == "ancient-realm"
                                else [p.name for p in game.state.players])
        ui = await open_ui(f"/game/{stored.id}", width=width, height=844)
        where = f"{kind} look {n} ({game.entries[-1].text if game.entries else 'start'})"
        await look(ui, where, found)
        if kind == "ancient-realm":
            await open_flows(ui, where, found)
        elif ui.find_all("Show every end-of-turn step"):
            await ui.click("Show every end-of-turn step")
            await look(ui, f"{where}, every end-of-turn step", found)
        await ui.go(f"/game/{stored.id}/log")
        await look(ui, f"{where}, log", found)
        ui.close()
    return found


async def test_no_developer_text_on_ancient_realm_screens(open_ui: OpenUi, store: Store) -> None:
    games = [g for seed in (1, 2) for g in realm_games(seed)]
    found = await sweep(open_ui, store, "ancient-realm", games, 390)
    assert found == {}, "\n".join(f"{where}: {text}" for text, where in found.items())


async def test_no_developer_text_on_through_the_ages_screens(open_ui: OpenUi, store: Store) -> None:
    games = [g for seed in (0, 1, 2) for g in tta_games(seed)]
    found = await sweep(open_ui, store, "through-the-ages", games, 390)
    assert found == {}, "\n".join(f"{where}: {text}" for text, where in found.items())


async def test_every_tta_board_shows_all_its_cards_and_workers(open_ui: OpenUi, store: Store) -> None:
    """Nothing on a board is cut to a few: every card in hand, every wonder, every technology with its workers is
    said on the phone, for 2, 3 and 4 players at the end of a random round."""
    for seed in (0, 1, 2):
        game = tta_games(seed)[-1]
        stored = store.add_game("through-the-ages", game, name=f"Boards {seed}",
                                players=[p.name for p in game.state.players])
        ui = await open_ui(f"/game/{stored.id}", width=390, height=844)
        for seat, board in enumerate(game.state.players):
            shown = text_of(ui.by_identifier(f"player-{seat}"))
            for name in [*board.hand, *(w.name for w in board.wonders)]:
                assert name in shown, (seed, board.name, name, shown)
            for tech in board.technologies:
                assert f"{tech.name}: {tech.workers} worker" in shown, (seed, board.name, tech.name, shown)
        ui.close()
