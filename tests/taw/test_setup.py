"""Setup (rulebook: Setup, City-State Abilities): the table after setup, for 2-4 players, with every option."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from companion.taw import derived
from companion.taw.setup import GameSetup, PlayerSetup, new_state

NAMES = ("Ann", "Bob", "Cleo", "Dev")


def _setup(players: int = 4, first: int = 0, cities: tuple[str | None, ...] = ()) -> GameSetup:
    return GameSetup(
        players=tuple(PlayerSetup(name=NAMES[i], city_state=cities[i] if i < len(cities) else None)  # type: ignore[arg-type]
                      for i in range(players)),
        first_player=first,
    )


def test_each_player_starts_with_the_capital_starting_cards_citizens_and_titan() -> None:
    state = new_state(_setup(3))
    for player in state.players:
        assert [c.skill for c in player.citizens] == [1, 2, 3]
        assert all(c.where == "available" for c in player.citizens)
        assert [o.card.name for o in player.empire] == ["Fishing Dock", "Wheat Fields"]
        assert [a.active.name for a in player.armies] == ["City Guard", "Militia"]
        assert player.threat is not None and player.threat.card.stars == 0
        assert (player.knowledge, player.ambrosia, player.stored, player.districts) == (0, 0, [], [])
        # The capital: 1 food, 5 coin income, army limit 2, capacity 4; with the two starting cards 3 food
        assert (derived.food(player), derived.income_coins(player), derived.army_limit(player)) == (3, 5, 2)
        assert (derived.capacity(player), derived.capacity_used(player)) == (4, 2)


@pytest.mark.parametrize(("players", "first", "coins"), [
    (2, 0, [6, 7]),
    (3, 1, [8, 6, 7]),
    (4, 0, [6, 7, 8, 8]),
    (4, 2, [8, 8, 6, 7]),
])
def test_starting_coins_follow_turn_order_from_the_first_player(players: int, first: int, coins: list[int]) -> None:
    """6 coins each; in turn order player 2 gets 1 extra and players 3 and 4 get 2 extra."""
    state = new_state(_setup(players, first))
    assert [p.coins for p in state.players] == coins
    assert (state.first_player, state.current, state.round, state.phase) == (first, first, 0, "prepare")


def test_the_board_starts_with_ambrosia_on_learn_rebuild_expand_and_explore_grow_covered() -> None:
    state = new_state(_setup(2))
    ambrosia = {space_id: space.ambrosia for space_id, space in state.spaces.items() if space.ambrosia}
    assert ambrosia == {"learn": 1, "rebuild": 1, "expand": 1}
    assert {space_id for space_id, space in state.spaces.items() if space.covered} == {"explore", "grow"}


def test_city_state_sides_give_their_starting_bonuses() -> None:
    state = new_state(_setup(4, cities=("umnok", "merlume", "amnite", "galidor")))
    umnok, merlume, amnite, galidor = state.players
    assert (umnok.knowledge, umnok.ambrosia) == (1, 0)
    assert merlume.coins == 7 + 4
    assert amnite.coins == 8
    assert (derived.army_limit(galidor), derived.permanent_arrows(galidor)) == (3, 1)


@pytest.mark.parametrize(("raw", "problem"), [
    ({"players": [{"name": "Ann"}]}, "at least 2"),
    ({"players": [{"name": n} for n in "ABCDE"]}, "at most 4"),
    ({"players": [{"name": "Ann"}, {"name": "ann"}]}, "same name"),
    ({"players": [{"name": "Ann"}, {"name": "  "}]}, "needs a name"),
    ({"players": [{"name": "Ann"}, {"name": "Bob"}], "first_player": 2}, "first_player is seat 2"),
    ({"players": [{"name": "Ann", "city_state": "umnok"}, {"name": "Bob", "city_state": "umnok"}]},
     "same city-state"),
])
def test_bad_setups_are_refused_with_the_reason(raw: dict[str, object], problem: str) -> None:
    with pytest.raises(ValidationError) as info:
        GameSetup.model_validate(raw)
    assert problem in str(info.value)
