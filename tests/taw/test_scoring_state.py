"""``sheet_from_state``: a live game's state becomes a score sheet that scores as the table would."""

from __future__ import annotations

import pytest

from companion.core.errors import DataError
from companion.taw.cards import DistrictCard, EmpireCard, TitanCard
from companion.taw.catalog import catalog
from companion.taw.random_game import random_game
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import score
from companion.taw.setup import GameSetup, new_state
from companion.taw.state import Citizen, OwnedDistrict, OwnedEmpire, OwnedTitan, State


def _state() -> State:
    return new_state(GameSetup.model_validate({"players": [{"name": "Ann"}, {"name": "Bob"}]}))


def _named(name: str, **symbols: object) -> EmpireCard:
    entry = catalog().by_name(name)
    assert entry is not None and isinstance(entry.card, EmpireCard)
    return entry.card.model_copy(update=symbols)


def test_finished_game_becomes_a_sheet_with_every_scoring_fact() -> None:
    state = _state()
    ann = state.players[0]
    ann.coins, ann.knowledge, ann.ambrosia, ann.bonus_vp = 9, 1, 4, 3
    ann.citizens[0].where = "starving"
    ann.empire[0].damaged = True
    ann.empire.append(OwnedEmpire(uid=state.new_uid(), card=_named("Citadel of Ivories", banners=("red", "red"))))
    ann.empire.append(OwnedEmpire(uid=state.new_uid(), card=_named("Traveler Camp")))
    ann.stored.append(OwnedEmpire(uid=state.new_uid(), card=_named("Cave Town", banners=("red",))))
    ann.titans.append(OwnedTitan(uid=state.new_uid(), card=TitanCard(banners=("green",) * 3, stars=2)))
    ann.districts.append(OwnedDistrict(uid=state.new_uid(), card=DistrictCard(name="Quarry", capacity=2)))
    assert ann.threat is not None and ann.threat.card.banners  # the threatening titan does not score

    sheet = sheet_from_state(state)
    line = sheet.players[0]
    assert (line.name, line.coins, line.knowledge, line.ambrosia, line.citizens, line.starving, line.bonus_vp) == (
        "Ann", 9, 1, 4, 3, 1, 3)
    assert [c.name for c in line.empire_cards] == ["Fishing Dock", "Wheat Fields", "Citadel of Ivories",
                                                   "Traveler Camp"]
    assert [c.damaged for c in line.empire_cards] == [True, False, False, False]
    assert line.empire_cards[3].banners == ("any",)
    assert line.district_count == 1 and len(line.titans) == 1

    # -2 starving, -1 damaged, red 2 -> 4, green 3 + wild = 4 -> 11 (wild as red would add only 3),
    # Citadel 9 coins -> 6, bonus 3: 21.
    result = score(sheet)
    assert result.player("Ann").total == 21 and result.player("Ann").wild == ("green",)
    assert result.player("Bob").total == 0
    assert result.winners == ("Ann",)


def test_tie_breaking_cards_count_built_empire_districts_and_titans() -> None:
    state = _state()
    state.players[0].titans.append(OwnedTitan(uid=state.new_uid(), card=TitanCard()))
    result = score(sheet_from_state(state))
    assert [result.player(n).tiebreakers["cards"] for n in ("Ann", "Bob")] == [3, 2]


def test_a_state_the_sheet_cannot_hold_is_a_data_error() -> None:
    state = _state()
    state.players[1].citizens += [Citizen(skill=4), Citizen(skill=5), Citizen(skill=5)]
    with pytest.raises(DataError, match=r"game state: players\.1\.citizens: Input should be less than or equal to 5"):
        sheet_from_state(state)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (7, 3), (5, 4)])
def test_random_finished_games_score_every_player(seed: int, players: int) -> None:
    game = random_game(seed, players)
    assert game.is_over
    sheet = sheet_from_state(game.state)
    result = score(sheet)
    assert sorted(p.name for p in result.players) == sorted(p.name for p in game.state.players)
    for line, state_player in zip(sheet.players, game.state.players, strict=True):
        assert len(line.empire_cards) == len(state_player.empire) and len(line.titans) == len(state_player.titans)
    assert all(p.total == sum(line.points for line in p.breakdown) for p in result.players)
