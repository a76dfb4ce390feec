"""Setup: 2-4 named players, a 13-card row from the Age A deck, and the starting board by seat."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pydantic import ValidationError

from companion.core.game import Game
from companion.kinds import get_kind
from companion.tta.kind import KIND
from companion.tta.state import TtaSetup, age_a_deck_counts, deal_card_row, new_state

RowEdit = Callable[[list[str]], list[str]]


def test_registered_as_a_game_kind() -> None:
    assert get_kind("through-the-ages") is KIND


@pytest.mark.parametrize("count", [2, 3, 4])
def test_civil_actions_by_seat_and_no_military_actions(count: int) -> None:
    setup = TtaSetup.of(["Ann", "Bea", "Cyrus", "Dido"][:count], deal_seed=7)
    state = new_state(setup)
    assert [p.civil_available for p in state.players] == [1, 2, 3, 4][:count]
    assert [p.civil_available + p.civil_unavailable for p in state.players] == [4] * count
    assert all((p.military_available, p.military_unavailable) == (0, 2) for p in state.players)
    assert (state.current, state.phase) == (0, "actions")


def test_starting_board() -> None:
    board = new_state(TtaSetup.of(["Ann", "Bea"], deal_seed=1)).players[0]
    assert {t.name: (t.workers, t.blue) for t in board.technologies} == {
        "Agriculture": (2, 0), "Bronze": (2, 0), "Philosophy": (1, 0), "Religion": (0, 0), "Warriors": (1, 0),
    }
    assert (board.worker_pool, board.yellow_bank, board.blue_bank) == (1, 18, 16)
    assert (board.science_points, board.culture_points, board.happiness) == (0, 0, 0)
    assert (board.rating("science"), board.rating("culture")) == (1, 0)
    assert board.hand == [] and board.wonders == [] and board.leader_ages == []
    assert board.government == "Despotism"


def test_the_first_player_always_has_a_card_to_take_so_the_game_waits_for_them() -> None:
    game = Game(KIND, TtaSetup.of(["Ann", "Bea"], deal_seed=3))
    assert game.entries == []
    assert len(game.legal_actions()) == 6


def test_seeded_deal_is_repeatable_and_respects_copies() -> None:
    assert deal_card_row(3, seed=42) == deal_card_row(3, seed=42)
    assert len({tuple(deal_card_row(3, seed=s)) for s in range(20)}) == 20
    deck = age_a_deck_counts(4)
    for seed in range(50):
        row = deal_card_row(4, seed)
        assert len(row) == 13 and all(row.count(name) <= deck[name] for name in row)


def test_a_setup_form_with_a_seed_deals_the_row_once_and_stores_it() -> None:
    players = [{"name": "Ann"}, {"name": "Bea"}, {"name": "Cyrus"}]
    setup = TtaSetup.model_validate({"players": players, "deal_seed": 9})
    assert setup.card_row == deal_card_row(3, seed=9)
    assert TtaSetup.model_validate_json(setup.model_dump_json()) == setup
    entered = TtaSetup.model_validate({"players": players, "deal_seed": 9, "card_row": deal_card_row(3, seed=1)})
    assert entered.card_row == deal_card_row(3, seed=1)
    with pytest.raises(ValidationError, match="Lay out the card row"):
        TtaSetup.model_validate({"players": players})


@pytest.mark.parametrize(
    ("players", "row_edit", "message"),
    [
        (["Ann"], None, "at least 2"),
        (["A", "B", "C", "D", "E"], None, "at most 4"),
        (["Ann", "ann"], None, "Two players have the same name"),
        (["Ann", " "], None, "needs a name"),
        (["Ann", "Bea"], lambda row: row[:12], "13 cards; 12 are laid out"),
        (["Ann", "Bea"], lambda row: [*row[:12], "Agriculture"], "not a card of the Age A civil deck"),
        (["Ann", "Bea"], lambda row: [*row[:12], "Development of Warfare"], "not a card of the Age A civil deck"),
        (["Ann", "Bea"], lambda row: ["Moses", "Moses", *row[2:]], r"Moses is in the card row [23] times; the 2-"),
    ],
)
def test_bad_setups_are_refused_with_the_reason(players: list[str], row_edit: RowEdit | None, message: str) -> None:
    row = deal_card_row(2, seed=5)
    if row_edit is not None:
        row = row_edit(row)
    with pytest.raises(ValidationError, match=message):
        TtaSetup.of(players, row)
