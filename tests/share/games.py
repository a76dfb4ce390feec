"""Finished games of the three kinds saved in a store, for the share tests: The Ancient World (seed 14: Cleo wins,
Ann and Bob tie at 17 and Ann wins the tie on coins), Ancient Realm (solo) and Through the Ages (no scores)."""

from __future__ import annotations

from companion.realm.random_game import random_game as realm_game
from companion.store import Store, StoredGame
from companion.taw.random_game import random_game as taw_game
from companion.tta.random_game import random_game as tta_game

#: The Ancient World game with a tie below the winner, and its players' totals in seat order.
TAW_SEED = 14


def finished_taw(store: Store, name: str = "Tied") -> StoredGame:
    """The seeded Ancient World game, played to its end and saved under ``name``."""
    game = taw_game(TAW_SEED, players=3)
    return store.add_game("the-ancient-world", game, name=name, players=[p.name for p in game.state.players])


def finished_realm(store: Store, name: str = "Dana") -> StoredGame:
    """A whole solo Ancient Realm game saved under ``name``."""
    return store.add_game("ancient-realm", realm_game(2), name="Solo", players=[name])


def finished_tta(store: Store, scores: dict[str, int] | None = None) -> StoredGame:
    """A whole first round of Through the Ages saved; ``scores`` recorded by the table when given."""
    game = tta_game(1)
    names = [p.name for p in game.setup.players]
    stored = store.add_game("through-the-ages", game, name="Round one", players=names)
    if scores is not None:
        store.record_final_scores(stored.id, scores)
        return store.resume(stored.id)
    return stored


def finished_paper_sheet(store: Store) -> StoredGame:
    """The Ancient World scored on paper: Hal and Ivy tie at 4 points, Hal wins on coins (5 to 2); Jo has 0."""
    from companion.core.paper import Entered
    from companion.taw.paper import PaperBanners, TawPaperCount
    from companion.taw.paper_kind import KIND

    setup = KIND.setup_model.model_validate({"players": [{"name": n} for n in ("Hal", "Ivy", "Jo")]})
    saved = store.create(KIND.id, setup, name="Paper", players=["Hal", "Ivy", "Jo"])
    for seat in (0, 1):
        saved.apply(PaperBanners(player=seat, tribe="red", count=2))
    for seat in (0, 1, 2):
        saved.apply(Entered(player=seat))
    saved.apply(TawPaperCount(player=0, field="coins", value=5))
    saved.apply(TawPaperCount(player=1, field="coins", value=2))
    return store.resume(saved.id)
