"""Passing: the turn skips passed players; Zori Dramatists lets the first to pass store a row card (Pass)."""

from __future__ import annotations

from taw_moves_support import named, play, rejects, table

from companion.taw.cards import EmpireCard
from companion.taw.moves.board_actions import PlaceLabor
from companion.taw.moves.passing import Pass
from companion.taw.state import OwnedEmpire
from tests.said import assert_refused, codes

ROW_CARD = EmpireCard(name="Harbour", cost_coins=4)


def test_passed_players_are_skipped_until_all_have_passed() -> None:
    state = table(3)
    assert codes(play(state, Pass(player=0))) == "taw.move(who='Ann', did=[taw.did.passed_first])"
    assert (state.players[0].passed, state.passed_order, state.current) == (True, [0], 1)
    play(state, PlaceLabor(player=1, skill=1))
    assert state.current == 2
    assert codes(play(state, Pass(player=2))) == "taw.move(who='Cleo', did=[taw.did.passed])"
    assert state.current == 1
    rejects(state, Pass(player=0), "already_passed")
    play(state, Pass(player=1))
    assert state.passed_order == [0, 2, 1] and all(p.passed for p in state.players)


def test_zori_dramatists_store_a_row_card_when_first_to_pass() -> None:
    state = table()
    ann, bob = state.players
    rejects(state, Pass(player=0, store=ROW_CARD), "no_zori_dramatists")
    ann.empire.append(OwnedEmpire(uid=50, card=named("Zori Dramatists", cost_coins=3)))
    rejects(state, Pass(player=0, store=ROW_CARD.model_copy(update={"deck": "C"})), "wrong_deck")
    assert codes(play(state, Pass(player=0, store=ROW_CARD))) == ("taw.move(who='Ann', did=[taw.did.passed_first, "
                                                                  "taw.did.stored_row_why(card=taw.card.named("
                                                                  "name='Harbour'), "
                                                                  "why=taw.card.named(name='Zori Dramatists'))])")
    assert [o.card for o in ann.stored] == [ROW_CARD]
    bob.empire.append(OwnedEmpire(uid=51, card=named("Zori Dramatists", cost_coins=3)))
    error = rejects(state, Pass(player=1, store=ROW_CARD), "not_first_to_pass")
    assert_refused(error, "not_first_to_pass", who="Ann")
