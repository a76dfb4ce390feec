"""The store with the real game kinds: random games from each engine's generator, played move by move
through a StoredGame, reopen from the database (with a snapshot and from the log alone) and survive
export then import as equal games; a damaged byte in their export is refused cleanly or harmless."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core.game import Game, seat_names
from companion.store import Store, StoreError, snapshots
from companion.store.export import export_text, import_bytes
from companion.store.log import rebuild_game

GENERATORS = ["companion.taw.random_game", "companion.realm.random_game", "companion.tta.random_game"]


@pytest.mark.slow
@pytest.mark.parametrize("module", GENERATORS)
def test_random_real_games_reopen_and_round_trip_equal(module: str, monkeypatch: pytest.MonkeyPatch) -> None:
    generator = pytest.importorskip(module, exc_type=ModuleNotFoundError)
    monkeypatch.setattr(snapshots, "SNAPSHOT_EVERY", 20)

    @settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seed=st.integers(0, 10**6), where=st.floats(0, 1, exclude_max=True), byte=st.integers(0, 255))
    def check(seed: int, where: float, byte: int) -> None:
        source: Game = generator.random_game(seed)
        store = Store.memory()
        played = store.add_game(source.kind.id, Game(source.kind, source.setup), name=f"seed {seed}",
                                players=seat_names(source.setup) or ["Solo player"])
        for entry in source.entries:
            if not entry.auto:
                played.apply(entry.action, by=entry.by)
        assert played.state == source.state
        reopened = store.resume(played.id)
        assert reopened.game.entries == played.game.entries and reopened.state == played.state
        log_only = store.resume(played.id, use_snapshot=False)
        assert log_only.game.entries == played.game.entries and log_only.state == played.state
        saved = store.saved(played.id)
        start = snapshots.usable_state(source.kind, source.setup, saved.snapshot, len(saved.log))
        if len(saved.log) >= 20:
            assert start is not None
            assert rebuild_game(source.kind, source.setup, saved.log, saved.redo, start).state == played.state
        data = export_text(store, played.id).encode()
        imported = import_bytes(Store.memory(), data, "random.json")
        assert imported.game.entries == played.game.entries and imported.state == played.state
        assert (imported.info.status, imported.info.final_scores) == (played.info.status, played.info.final_scores)
        damaged = bytearray(data)
        damaged[int(where * len(data))] = byte
        try:
            again = import_bytes(Store.memory(), bytes(damaged), "damaged.json")
        except StoreError as exc:
            assert exc.code == "bad_export"
        else:
            assert again.game.entries == played.game.entries and again.state == played.state

    check()
