"""Games of The Ancient World that the UI tests open, made through the store with the engine's actions: a new
Ann/Bo/Cy game, the same at round 1's end and past it into round 2, and a 4-player game at its titan draft."""

from __future__ import annotations

from companion.store import Store
from companion.taw.catalog import catalog
from companion.taw.kind import TableCorrection
from companion.taw.phases.damage import EnterDice
from companion.taw.phases.end_of_round import ConfrontTitan
from companion.taw.setup import GameSetup, PlayerSetup
from companion.taw.state import Variants
from companion.words import english

#: The players of :func:`new_game` and :func:`to_end_of_round`.
NAMES = ("Ann", "Bo", "Cy")


def new_game(store: Store) -> str:
    """A new Ann/Bo/Cy game; returns its id."""
    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in NAMES))
    return store.create("the-ancient-world", setup, name="Test", players=list(NAMES)).id


def to_end_of_round(store: Store, banners: tuple[str, ...] = ("red",)) -> str:
    """A new Ann/Bo/Cy game brought to round 1's end by engine actions: Bo took 1 ambrosia from Rebuild, all passed.

    At the confront step Ann (no ambrosia) must roll her titan's dice (one per banner: ``banners`` of every
    starting titan); Bo may feed it his ambrosia or roll.
    """
    titan = catalog().starting_titan_default.model_copy(update={"banners": banners})
    setup = GameSetup(players=tuple(PlayerSetup(name=n, starting_titan=titan) for n in NAMES))
    game_id = store.create("the-ancient-world", setup, name="Test", players=list(NAMES)).id
    stored = store.resume(game_id)
    state = stored.game.state
    stored.apply(next(a for a in stored.game.legal_actions() if a.type == "pass"))
    took = next(a for a in stored.game.legal_actions()
                if a.type == "place_rebuild" and "did not perform" in english()(a.describe(state)))
    stored.apply(took)
    while state.phase == "actions":
        stored.apply(next(a for a in stored.game.legal_actions() if a.type == "pass"))
    return game_id


#: The table notes once round 1 ended with Cy's blank die: the income, the board reset, round 2's prepare.
ROUND_ONE_ENDS = [
    "Cy rolled blank", "Ann: take 5 coins", "Bo: take 5 coins", "Cy: take 5 coins",
    "1 ambrosia on Labor, Build, Draft, Expand, Learn, Rebuild, Recruit", "Bo: citizen 1 back to your board",
    "Uncover Explore: 1 ambrosia on it",
    "Empire row: discard it, deal 5 from the A deck (reshuffle its discards if it runs out)",
    "Military row: put it under the military deck, deal 3", "Ann starts round 2 (1st-player token)",
]


def round_one_over(store: Store) -> str:
    """The Ann/Bo/Cy game of the wizard's tests with its end of round answered (blank dice, Bo feeds his titan):
    the rest needed no decision, so round 2's actions have begun."""
    game_id = to_end_of_round(store)
    stored = store.resume(game_id)
    stored.apply(EnterDice(player=0, faces=["blank"]))
    stored.apply(ConfrontTitan(player=1, choice="feed"))
    stored.apply(EnterDice(player=2, faces=["blank"]))
    assert (stored.game.state.round, stored.game.state.phase) == (2, "actions")
    assert [english()(n.text) for n in stored.game.state.table_notes] == ROUND_ONE_ENDS
    return game_id


#: The players of :func:`to_draft_row`.
DRAFT_NAMES = ("Ann", "Bo", "Cy", "Dee")


def to_draft_row(store: Store, round_number: int = 2) -> str:
    """A 4-player draft game at the start of ``round_number``, every board without a threatening titan (each
    defeated, by correction), so the round asks for a draft row of 4; earlier rows are the engine's first answers."""
    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in DRAFT_NAMES), variants=Variants(titan_draft=True))
    game_id = store.create("the-ancient-world", setup, name="Draft", players=list(DRAFT_NAMES)).id
    stored = store.resume(game_id)
    game = stored.game
    while game.state.round < round_number or game.state.phase == "actions":
        for seat in range(len(DRAFT_NAMES)):
            stored.apply(TableCorrection(path=f"players.{seat}.threat", value=None, reason="titan defeated"))
        while game.state.phase == "actions":
            stored.apply(next(a for a in game.legal_actions() if a.type == "pass"))
        while game.state.pending and game.state.pending[0].kind != "draft_titan_row":
            stored.apply(game.legal_actions()[0])
        if game.state.round < round_number:
            stored.apply(game.legal_actions()[0])
            while game.state.pending:
                stored.apply(game.legal_actions()[0])
    return game_id
