"""A player's page (issue 22, point 6): one tap on a player's name on Home opens it; per game (all three kinds) the
games, wins, average and best score, a chart of the scores over time and the latest games; how names, ties, solo
and unscored games count said in words; with no finished game, a sentence and no chart. Read off the event loop."""

from __future__ import annotations

import threading

import flet as ft
import flet_charts as fch
import pytest

from companion.store import Store
from companion.ui.screens.player import day
from tests.ui.history_games import realm_game, table_scored, taw_game, tta_round
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled, said
from tests.ui.test_realm_setup import fill_market


def ann_everywhere(store: Store) -> tuple[dict[str, int], int]:
    """Ann (spelt three ways) in two games of The Ancient World (one a tie at the top), a solo Ancient Realm and a
    first round of Through the Ages; the engine's scores of the first game and the Realm total."""
    engine = store.info(taw_game(store, ["Ann", "Bob", "Cleo"])).final_scores
    assert engine is not None
    table_scored(store, {"ann": 20, "Bob": 20})
    total = store.resume(realm_game(store, "ANN")).state.score.total
    tta_round(store, ["Dev", "Ann"])
    return engine, total


@pytest.mark.parametrize("size", [(390, 844), (1024, 768)])
async def test_one_tap_on_a_name_on_home_opens_the_players_figures_per_game(
        open_ui: OpenUi, store: Store, size: tuple[int, int]) -> None:
    engine, total = ann_everywhere(store)
    won = 1 + (engine["Ann"] == max(engine.values()))
    ui = await open_ui("/", width=size[0], height=size[1])
    await ui.click(f"Ann: 4 games, {won} win{'s' * (won != 1)}")
    assert ui.route == "/player/Ann"
    assert_all_labelled(ui)
    text = ui.text()
    assert "Names are matched with case ignored: also written ann, ANN." in text
    assert "A shared top score is a win for each player who shares it." in text
    assert said(ui, "games-the-ancient-world") == "Games: 2"
    assert said(ui, "wins-the-ancient-world") == f"Wins: {won}"
    assert said(ui, "average-the-ancient-world") == f"Average: {(engine['Ann'] + 20) / 2:.1f}"
    assert said(ui, "best-the-ancient-world") == f"Best: {max(engine['Ann'], 20)}"
    assert said(ui, "best-ancient-realm") == f"Best: {total}" and said(ui, "wins-ancient-realm") == "Wins: –"
    assert "1 solo game: no one to beat, so no winner; the score says how well." in text
    assert said(ui, "games-through-the-ages") == "Games: 1" and said(ui, "best-through-the-ages") == "Best: –"
    assert "every culture counter is still 0" in text
    played = day(store.games()[0].created_at)
    assert said(ui, "chart-the-ancient-world") == (f"The Ancient World scores over time: {played} {engine['Ann']}, "
                                                   f"{played} 20.")
    lines = [c for c in ui.controls() if isinstance(c, fch.LineChart)]
    assert [[p.y for p in c.data_series[0].points] for c in lines] == [[engine["Ann"], 20]], "one chart: TAW's"
    assert [(a.value, a.label.value) for a in lines[0].bottom_axis.labels] == [(1, played[:-5])], "one day: one date"
    assert "The chart of scores over time starts with the second game with a score." in text  # Realm's one game
    assert not any(c.identifier == "chart-through-the-ages" for c in ui.controls() if isinstance(c, ft.Semantics))
    await ui.click("Back to the start")
    assert ui.route == "/"


async def test_with_no_finished_games_the_page_says_so_and_draws_no_chart(open_ui: OpenUi, store: Store) -> None:
    store.create("through-the-ages", {"players": [{"name": "Zed"}, {"name": "Bob"}], "deal_seed": 1}, name="going",
                 players=["Zed", "Bob"])  # in progress: no finished game yet
    ui = await open_ui("/player/Zed")
    assert said(ui, "no-games") == ("Zed has no finished games yet. Once a game Zed plays ends, its result shows "
                                    "here.")
    assert not any(isinstance(c, fch.LineChart) for c in ui.controls())
    assert "History" not in ui.text()


async def test_a_name_with_spaces_and_a_slash_reaches_its_page(open_ui: OpenUi, store: Store) -> None:
    table_scored(store, {"Ann Lee/2": 12, "Bob": 9})
    ui = await open_ui("/")
    await ui.click("Ann Lee/2: 1 game, 1 win")
    assert ui.route == "/player/Ann%20Lee%2F2"
    assert said(ui, "best-the-ancient-world") == "Best: 12"


async def test_the_page_reads_the_store_off_the_event_loop(open_ui: OpenUi, store: Store,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    table_scored(store, {"Ann": 12, "Bob": 9})
    threads = []
    reading = store.player_history

    def spied(name: str) -> object:
        threads.append(threading.current_thread())
        return reading(name)

    monkeypatch.setattr(store, "player_history", spied)
    ui = await open_ui("/player/ann")
    assert said(ui, "wins-the-ancient-world") == "Wins: 1"
    assert threads and threading.main_thread() not in threads


async def test_a_solo_game_is_saved_under_the_name_given_on_new_game(open_ui: OpenUi, store: Store) -> None:
    """Ancient Realm seats no one: New game asks the one player's name, so their history is theirs."""
    ui = await open_ui("/new")
    await ui.select("Game", "ancient-realm")
    await ui.fill("Player's name (empty: Solo player)", " Ivy ")
    await fill_market(ui)
    await ui.click("Start the game")
    assert [(g.name, g.players) for g in store.games()] == [("Ancient Realm: Ivy", ["Ivy"])]
