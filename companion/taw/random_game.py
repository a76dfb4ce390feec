"""A seeded random-game generator: plays whole 2-4 player games by choosing among the legal actions.

Card-entry actions (build, expand, recruit, explore, titan draws and deck attacks) carry an example card
from ``legal_actions``; the generator swaps in a freshly invented plausible card when that card is
legal too, so games see varied cards. Used by tests, benchmarks and the store's fault tests.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from companion.core.action import Action
from companion.core.game import Game
from companion.taw import examples
from companion.taw.cards import DistrictCard, EmpireCard, MilitaryCard, TitanCard
from companion.taw.data import CityStateId, board
from companion.taw.kind import KIND
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.setup import GameSetup, PlayerSetup
from companion.taw.state import State, Variants

NAMES = ("Ann", "Bob", "Cleo", "Dev")
#: Safety bound: a real game has a few hundred actions.
MAX_ACTIONS = 5000


def random_setup(rng: random.Random, players: int | None = None) -> GameSetup:
    """A plausible setup: 2-4 players, random first player, city-states and variants sometimes."""
    count = players or rng.randint(2, 4)
    cities: list[CityStateId] = [c.id for c in board().city_states]
    sides: list[CityStateId | None] = [*rng.sample(cities, count)] if rng.random() < 0.5 else [None] * count
    return GameSetup(
        players=tuple(
            PlayerSetup(name=NAMES[i], city_state=sides[i], starting_titan=examples.invent_titan(rng, 0))
            for i in range(count)
        ),
        first_player=rng.randrange(count),
        variants=Variants(
            costly_placement=rng.random() < 0.3,
            limited_building=rng.random() < 0.3,
            demanding_titans=rng.random() < 0.3,
            titan_draft=rng.random() < 0.3,
        ),
    )


def _with_invented_card(action: Action, rng: random.Random) -> Action:
    """The same action with a newly invented card of the same kind (when it has a card)."""
    card = getattr(action, "card", None)
    inventors: dict[type, Callable[[], object]] = {
        EmpireCard: lambda: examples.invent_empire(rng),
        DistrictCard: lambda: examples.invent_district(rng),
        MilitaryCard: lambda: examples.invent_military(rng),
        TitanCard: lambda: examples.invent_titan(rng, card.stars if isinstance(card, TitanCard) else 1),
    }
    invent = inventors.get(type(card))
    return action.model_copy(update={"card": invent()}) if invent else action


def _extra(state: State, action: Action) -> bool:
    """An ambrosia ability of someone not to act now, or used during a decision, or moving a placed citizen again:
    legal, but a player spending ambrosia at every chance would leave none to placate a titan."""
    if isinstance(action, AmbrosiaCoin | AmbrosiaRepair):
        return bool(state.pending) or action.player != state.current
    return bool(getattr(action, "reuse", False))


def choose(game: Game, rng: random.Random, *, pass_rate: float = 0.15, extra_rate: float = 0.05) -> Action:
    """One legal action; passing only with ``pass_rate`` while something else is legal, so games are eventful, and
    an extra ambrosia spending (:func:`_extra`) only with ``extra_rate``."""
    actions = game.legal_actions()
    if not actions:
        raise RuntimeError(f"no legal action in round {game.state.round}, phase {game.state.phase}")
    extras: list[Action] = []
    usual: list[Action] = []
    for listed in actions:
        (extras if _extra(game.state, listed) else usual).append(listed)
    pool = extras if extras and (not usual or rng.random() < extra_rate) else usual
    busy = [a for a in pool if a.type != "pass"]
    pool = busy if busy and rng.random() >= pass_rate else pool
    action = rng.choice(pool)
    varied = _with_invented_card(action, rng)
    return varied if varied is not action and game.can(varied) else action


def play(game: Game, rng: random.Random, *, max_actions: int = MAX_ACTIONS, pass_rate: float = 0.15) -> Game:
    """Play ``game`` to its end with random legal actions."""
    for _ in range(max_actions):
        if game.is_over:
            return game
        game.apply(choose(game, rng, pass_rate=pass_rate))
    raise RuntimeError(f"game not over after {max_actions} actions")


def random_game(seed: int, players: int | None = None, *, pass_rate: float = 0.15) -> Game:
    """A whole random game, reproducible from ``seed``; a low ``pass_rate`` gives longer games."""
    rng = random.Random(seed)
    return play(Game(KIND, random_setup(rng, players)), rng, pass_rate=pass_rate)
