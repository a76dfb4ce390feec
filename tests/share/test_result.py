"""The kind-neutral result of a finished game: seat order, scores, ranks with The Ancient World's tie-break, winner,
start player, when and how long it was played; for the three kinds."""

from __future__ import annotations

from datetime import UTC, datetime

from companion.share.result import duration_min, finished_result
from companion.store import Store
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import score
from companion.words import english
from tests.share.games import finished_realm, finished_taw, finished_tta


def test_the_ancient_world_ranks_by_its_game_end_and_says_on_what_a_tie_was_won() -> None:
    with Store.memory() as store:
        stored = finished_taw(store)
        result = finished_result(store.info(stored.id), stored.game)
    state = stored.game.state
    engine = score(sheet_from_state(state))
    assert [p.name for p in result.players] == [p.name for p in state.players]  # seat order
    assert [(p.score, p.rank) for p in result.players] == [(engine.player(p.name).total, engine.player(p.name).rank)
                                                           for p in state.players]
    by_name = {p.name: p for p in result.players}
    assert (by_name["Ann"].score, by_name["Bob"].score, by_name["Ann"].rank, by_name["Bob"].rank) == (17, 17, 2, 3)
    said = english().param
    assert (said(by_name["Ann"].won_tie_on), by_name["Bob"].won_tie_on, by_name["Cleo"].won_tie_on) == ("coins", "", "")
    assert [p.name for p in result.players if p.winner] == list(engine.winners) == ["Cleo"]
    assert [i for i, p in enumerate(result.players) if p.start_player] == [stored.game.setup.first_player]
    assert [p.name for p in result.by_rank()] == ["Cleo", "Ann", "Bob"]
    assert (result.game_id, result.kind_id, result.title) == (stored.id, "the-ancient-world",
                                                              "The Ancient World (Second Edition)")
    assert result.played_at == datetime.fromisoformat(stored.game.entries[0].at)
    assert result.played_at.tzinfo == UTC


def test_a_solo_game_has_a_rank_and_no_winner() -> None:
    with Store.memory() as store:
        stored = finished_realm(store)
        result = finished_result(store.info(stored.id), stored.game)
    total = stored.game.state.score.total
    assert [(p.name, p.score, p.rank, p.winner, p.start_player) for p in result.players] == [
        ("Dana", total, 1, False, True)]
    assert result.scored


def test_a_game_without_recorded_scores_has_its_players_and_no_scores() -> None:
    with Store.memory() as store:
        stored = finished_tta(store)
        result = finished_result(store.info(stored.id), stored.game)
    names = [p.name for p in stored.game.setup.players]
    assert [(p.name, p.score, p.rank, p.winner) for p in result.players] == [(n, None, None, False) for n in names]
    assert [p.start_player for p in result.players] == [True] + [False] * (len(names) - 1)
    assert not result.scored


def test_recorded_scores_rank_by_points_with_ties_shared() -> None:
    with Store.memory() as store:
        names = [p.name for p in finished_tta(store).game.setup.players]
        scores = dict(zip(names, [9, 12, 9, 3][: len(names)], strict=True))
        stored = finished_tta(store, scores)
        result = finished_result(store.info(stored.id), stored.game)
    expected = {9: 2, 12: 1, 3: len(names)} if len(names) == 4 else {9: 2, 12: 1}
    assert [(p.score, p.rank, p.won_tie_on) for p in result.players] == [(s, expected[s], "") for s in scores.values()]
    assert [p.winner for p in result.players] == [s == 12 for s in scores.values()]


def test_the_duration_runs_from_the_first_entry_to_the_last_when_that_is_playing_time() -> None:
    start = "2026-12-03T18:00:00.000+00:00"
    assert duration_min([start, "2026-12-03T19:35:20.000+00:00"]) == 95
    assert duration_min([start, "2026-12-03T18:00:59.000+00:00"]) == 1
    assert duration_min([start]) is None  # one entry: no span
    assert duration_min([start, "2026-12-03T18:00:20.000+00:00"]) is None  # entered after the game
    assert duration_min([start, "2026-12-05T18:00:00.000+00:00"]) is None  # left and resumed two days later
