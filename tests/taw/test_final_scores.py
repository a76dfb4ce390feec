"""The kind's final-scores hook: a finished game's totals in seat order, as the store records them."""

from __future__ import annotations

import random
from pathlib import Path

from companion.store import Store
from companion.taw.kind import KIND
from companion.taw.random_game import choose, random_game, random_setup
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import score


def test_final_scores_are_the_scoring_totals_in_seat_order() -> None:
    game = random_game(3, players=3)
    result = score(sheet_from_state(game.state))
    by_name = {p.name: p.total for p in result.players}
    assert KIND.final_scores(game.state) == [by_name[p.name] for p in game.state.players]


def test_store_marks_a_finished_game_with_its_scores(tmp_path: Path) -> None:
    rng = random.Random(5)
    setup = random_setup(rng, 2)
    store = Store.open_data_dir(tmp_path)
    names = [p.name for p in setup.players]
    stored = store.create(KIND.id, setup, name="test", players=names)
    while not stored.game.is_over:
        stored.apply(choose(stored.game, rng))
    info = next(g for g in store.games() if g.id == stored.id)
    assert info.status == "finished"
    assert info.final_scores == dict(zip(names, KIND.final_scores(stored.game.state), strict=True))
    assert {r.player for r in store.history()} == set(names)
