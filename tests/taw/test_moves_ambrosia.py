"""Ambrosia abilities usable at any time: gain a coin, repair a card (Ambrosia Abilities)."""

from __future__ import annotations

from taw_moves_support import play, rejects, table

from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.state import UpgradeDecision
from companion.words.amounts import amount
from tests.said import assert_refused, codes, msg


def test_two_ambrosia_per_coin_at_any_time_without_using_the_turn() -> None:
    state = table()
    bob = state.players[1]
    bob.ambrosia = 5
    assert codes(play(state, AmbrosiaCoin(player=1, coins=2))) == (
        "taw.move(who='Bob', did=[taw.did.traded_ambrosia(ambrosia=amount.ambrosia(n=4), coins=amount.coin(n=2))])")
    assert (bob.ambrosia, bob.coins, state.current) == (1, 9, 0)
    error = rejects(state, AmbrosiaCoin(player=1), "not_enough_ambrosia")
    assert_refused(error, "not_enough_ambrosia",
                   what=msg("taw.what.coins_from_ambrosia", coins=amount(1, "coin")), cost=amount(2, "ambrosia"),
                   has=amount(1, "ambrosia"))
    state.phase = "end_of_round"
    bob.ambrosia = 2
    play(state, AmbrosiaCoin(player=1))
    assert bob.coins == 10


def test_repair_a_damaged_card_for_two_ambrosia() -> None:
    state = table()
    ann = state.players[0]
    dock = ann.empire[0]
    ann.ambrosia = 3
    rejects(state, AmbrosiaRepair(player=0, card=dock.uid), "card_not_damaged")
    rejects(state, AmbrosiaRepair(player=0, card=999), "no_such_card")
    dock.damaged = True
    assert codes(play(state, AmbrosiaRepair(player=0, card=dock.uid))) == ("taw.move(who='Ann', "
                                                                           "did=[taw.did.repaired_for("
                                                                           "card=taw.card.named(name='Fishing Dock'), "
                                                                           "cost=amount.ambrosia(n=2))])")
    assert (dock.damaged, ann.ambrosia, state.current) == (False, 1, 0)
    dock.damaged = True
    rejects(state, AmbrosiaRepair(player=0, card=dock.uid), "not_enough_ambrosia")


def test_not_during_someone_elses_decision_nor_after_the_game() -> None:
    state = table()
    ann = state.players[0]
    ann.ambrosia = 4
    state.pending.append(UpgradeDecision(player=1, prompt="Bob may upgrade a citizen"))
    rejects(state, AmbrosiaCoin(player=0), "other_decision_pending_ambrosia")
    state.pending[0].player = 0
    play(state, AmbrosiaCoin(player=0))
    state.pending.clear()
    state.phase = "over"
    rejects(state, AmbrosiaCoin(player=0), "game_over")
    rejects(state, AmbrosiaCoin(player=7), "no_such_player")
