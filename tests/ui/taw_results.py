"""A finished 4-player game of The Ancient World with ties, saved through the store, for the result screens' tests:
a seeded random game whose points the table corrected so that two players tie for the win (decided on coins) and
two more tie lower down, one of them with a long name and one with points below 0 before the correction."""

from __future__ import annotations

from companion.store import Store
from companion.taw.kind import TableCorrection
from companion.taw.random_game import random_game
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import Result, score

#: The corrections, by path: Ann's 21 points reach Cleo's 27 (Ann has 5 coins, Cleo 0); Dev's -2 reach Bob's 16
#: (Dev has 20 coins, Bob 11); Dev is renamed to a long name.
CORRECTIONS = {"players.0.bonus_vp": 6, "players.3.bonus_vp": 18, "players.3.name": "Maximiliana Evangelista"}


def tied_four(store: Store) -> tuple[str, Result]:
    """The game's id and the engine's result of it: "Ann wins on coins, 5 to 0, after a tie at 27 points"."""
    game = random_game(5, players=4)
    stored = store.add_game("the-ancient-world", game, name="Four tied",
                            players=[p.name for p in game.state.players])
    for path, value in CORRECTIONS.items():
        stored.apply(TableCorrection(path=path, value=value, reason="recounted"))
    return stored.id, score(sheet_from_state(store.resume(stored.id).game.state))
