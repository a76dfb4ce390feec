"""Snapshots are an optimisation only: a game opened with one equals the game replayed from its log alone."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_tally_kind import KIND, Score, play_script

from companion.store import Store, StoredGame, snapshots
from companion.store.log import rebuild_game

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(autouse=True)
def frequent_snapshots(monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot every 5 log entries, so short games have them."""
    monkeypatch.setattr(snapshots, "SNAPSHOT_EVERY", 5)


def assert_same(a: StoredGame, b: StoredGame) -> None:
    assert a.game.entries == b.game.entries
    assert a.game.redo_stack == b.game.redo_stack
    assert a.state == b.state


def _snapshot_upto(store: Store, game_id: str) -> int | None:
    snapshot = store.saved(game_id).snapshot
    return None if snapshot is None else snapshot.upto


@SETTINGS
@given(ops=st.lists(st.sampled_from([-1, 0, 1, 2, 3, 4, 5, 6]), max_size=50))
def test_opening_with_a_snapshot_equals_replaying_the_log_alone(ops: list[int]) -> None:
    store = Store.memory()
    played = play_script(store, ops, seats=3, target=60)
    saved = store.saved(played.id)
    if saved.snapshot is not None:
        start = snapshots.usable_state(KIND, played.game.setup, saved.snapshot, len(saved.log))
        assert start is not None and start[0] <= len(played.game.entries)
        direct = rebuild_game(KIND, played.game.setup, saved.log, saved.redo, start)
        assert (direct.entries, direct.redo_stack, direct.state) == (
            played.game.entries, played.game.redo_stack, played.state)
    with_snapshot = store.resume(played.id)
    assert_same(with_snapshot, store.resume(played.id, use_snapshot=False))
    assert_same(with_snapshot, played)
    if not with_snapshot.game.is_over:
        with_snapshot.apply(Score(player=with_snapshot.state.turn, points=1))
    assert_same(store.resume(with_snapshot.id), store.resume(with_snapshot.id, use_snapshot=False))


def test_snapshots_are_written_every_so_often_and_dropped_by_an_undo_past_them() -> None:
    store = Store.memory()
    played = play_script(store, [1, 2], seats=3, target=60)
    assert _snapshot_upto(store, played.id) == 5
    played.undo()
    assert _snapshot_upto(store, played.id) is None
    played.redo()
    assert _snapshot_upto(store, played.id) == 5
    store.conn.execute("UPDATE snapshots SET state = '{\"scores\": [99]}'")
    assert store.resume(played.id).state == played.state


def test_a_snapshot_from_other_engine_code_or_rules_data_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store.memory()
    played = play_script(store, [1, 2, 3], seats=3, target=60)
    store.conn.execute("UPDATE snapshots SET state = json_set(state, '$.bonuses', json('[0, 0, 5]'))")
    assert store.resume(played.id).state.bonuses == [0, 0, 5], "the (doctored) snapshot is used"
    monkeypatch.setattr(snapshots, "fingerprint", lambda kind: "another engine")
    assert store.resume(played.id).state == played.state
