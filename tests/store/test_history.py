"""The players' history over real stored games of all three kinds: each records its result when its last move is
saved; a player's figures per game (grouped by the game a kind's title is of), names matched with case ignored,
shared wins counted for each, solo and unscored games counted as played."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.kinds import get_kind
from companion.store import Store
from companion.store.history import game_of
from tests.ui.history_games import realm_game, table_scored, taw_game, tta_round


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store.open_data_dir(tmp_path)


def test_realm_and_tta_record_their_result_when_the_last_move_is_saved(store: Store) -> None:
    """Ancient Realm records its final total; Through the Ages' first round ends with every culture counter at 0
    (its rulebook: all end with 1 science and 0 culture) and no winner, so it is recorded finished with no score."""
    realm = store.resume(realm_game(store, "Ann"))
    assert realm.info.status == "finished"
    assert realm.info.final_scores == {"Ann": realm.state.score.total}
    tta = store.resume(tta_round(store, ["Ann", "Dev"]))
    assert tta.info.status == "finished" and tta.info.final_scores is None
    assert [(b.culture_points, b.science_points) for b in tta.state.players] == [(0, 1), (0, 1)]
    overall = {r.player: r for r in store.history()}
    assert (overall["Dev"].games, overall["Dev"].wins, overall["Dev"].best) == (1, 0, None), "played, unscored"
    assert (overall["Ann"].games, overall["Ann"].wins, overall["Ann"].best) == (2, 0, realm.state.score.total)


def test_a_players_page_figures_per_game_with_case_ignored_and_shared_wins(store: Store) -> None:
    engine = store.info(taw_game(store, ["Ann", "Bob", "Cleo"])).final_scores
    assert engine is not None
    table_scored(store, {"ann": 20, "Bob": 20, "Cleo": 15})  # a tie at the top: a win for ann and for Bob
    total = store.resume(realm_game(store, "ANN")).state.score.total
    store.archive(table_scored(store, {"Ann": 9, "Cleo": 12}, seed=2))  # archived: still counts
    store.delete(table_scored(store, {"Ann": 99, "Cleo": 0}, seed=3))  # in the bin: counts for nobody
    store.create("through-the-ages", {"players": [{"name": "Ann"}, {"name": "Bob"}], "deal_seed": 1}, name="going",
                 players=["Ann", "Bob"])  # in progress: not yet in the history
    tta_round(store, ["Dev", "Ann"])

    history = store.player_history("aNN")
    assert history is not None
    assert history.name == "Ann", "the spelling of the latest game"
    assert set(history.spellings) == {"Ann", "ann", "ANN"}
    records = {r.game: r for r in history.records}
    assert list(records) == ["The Ancient World", "Ancient Realm", "Through the Ages"], "most played first"
    taw = records["The Ancient World"]
    ann_won = engine["Ann"] == max(engine.values())
    assert (taw.games, taw.wins, taw.contested) == (3, 1 + ann_won, 3)
    assert taw.scores == [engine["Ann"], 20, 9] and taw.best == max(engine["Ann"], 20)
    assert taw.average == pytest.approx((engine["Ann"] + 29) / 3)
    realm = records["Ancient Realm"]
    assert (realm.games, realm.wins, realm.contested, realm.scores) == (1, 0, 0, [total]), "a solo game: no winner"
    tta = records["Through the Ages"]
    assert (tta.games, tta.wins, tta.contested, tta.average, tta.best) == (1, 0, 0, None, None)
    bob = store.player_history("BOB")
    assert bob is not None and [(r.game, r.games, r.wins) for r in bob.records] == [
        ("The Ancient World", 2, 1 + (engine["Bob"] == max(engine.values())))]
    assert store.player_history("Zed") is None


def test_a_kind_titled_as_the_game_counts_with_the_game(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A paper sheet is its own kind whose title is the game's own title: its games count with the game's."""
    monkeypatch.setattr(get_kind("tally"), "title", "The Ancient World")
    sheet = store.create("tally", {"seats": 2}, name="sheet", players=["Ann", "Bob"])
    store.record_final_scores(sheet.id, {"Ann": 30, "Bob": 12})
    table_scored(store, {"Ann": 10, "Bob": 20})
    history = store.player_history("Ann")
    assert history is not None
    assert [(r.game, r.games, r.wins, r.best) for r in history.records] == [("The Ancient World", 2, 1, 30)]


def test_the_game_a_kind_is_of() -> None:
    games = {"the-ancient-world": "The Ancient World", "ancient-realm": "Ancient Realm",
             "through-the-ages": "Through the Ages"}
    assert {k: game_of(get_kind(k).title) for k in games} == games
    assert game_of("The Ancient World") == "The Ancient World"
