"""Attacking a titan: targets, paid armies, attack value, ambrosia, refusals with their numbers, legal attacks."""

from __future__ import annotations

import pytest
from phases_support import answer_first, army, empire, new_game, pass_round, rejects, titan

from companion.core.game import Game
from companion.taw.cards import MilitarySymbols
from companion.taw.phases import legal_actions
from companion.taw.phases.attack import Attack, attack_value
from companion.taw.phases.damage import DamageCard, EnterDice
from companion.taw.state import DrawTitanDecision, Placement
from companion.words.amounts import amount
from tests.said import assert_refused, codes, msg


def _ready(coins: int = 10, ambrosia: int = 0) -> tuple[Game, int]:
    """A game where Tim (seat 0) is to act with one fresh 2-sword army and the given coins and ambrosia."""
    game = new_game()
    tim = game.state.players[0]
    tim.coins, tim.ambrosia = coins, ambrosia
    tim.armies = []
    return game, army(game.state, 0, swords=2)


@pytest.mark.parametrize(
    ("build", "code"),
    [
        (lambda s, a: Attack(player=0, armies=[a]), "attack_target_unclear"),
        (lambda s, a: Attack(player=0, armies=[a], card=titan(stars=1), titan=s.players[1].threat.uid),
         "attack_target_unclear"),
        (lambda s, a: Attack(player=0, armies=[a], card=titan(stars=0)), "not_a_deck_titan"),
        (lambda s, a: Attack(player=0, armies=[a], titan=999), "no_such_titan"),
        (lambda s, a: Attack(player=0, armies=[], card=titan(stars=1)), "attack_needs_army"),
        (lambda s, a: Attack(player=0, armies=[a, a], card=titan(stars=1)), "army_listed_twice"),
        (lambda s, a: Attack(player=0, armies=[999], card=titan(stars=1)), "no_such_army_uid"),
        (lambda s, a: Attack(player=1, armies=[a], card=titan(stars=1)), "not_your_turn"),
        (lambda s, a: Attack(player=7, armies=[a], card=titan(stars=1)), "no_such_player"),
        (lambda s, a: Attack(player=0, armies=[a], card=titan(stars=1, defence=9)), "attack_too_weak"),
        (lambda s, a: Attack(player=0, armies=[a], card=titan(stars=1), ambrosia_swords=1), "not_enough_ambrosia"),
    ],
)
def test_refusals_change_nothing(build, code: str) -> None:
    game, uid = _ready()
    rejects(game, build(game.state, uid), code)


def test_used_army_and_missing_coins_are_refused() -> None:
    game, uid = _ready(coins=0)
    error = rejects(game, Attack(player=0, armies=[uid], card=titan(stars=1, defence=1)), "not_enough_coins")
    assert_refused(error, "not_enough_coins",
                   what=msg("taw.attack.this_attack"), cost=amount(1, "coin"), has=amount(0, "coin"))
    game.state.players[0].coins = 5
    game.state.players[0].armies[0].coins_name = 1
    error = rejects(game, Attack(player=0, armies=[uid], card=titan(stars=1, defence=1)), "army_already_used")
    assert codes(error) == f"army_already_used(army=taw.card.named(name='Army {uid}'))"  # coins on its name area


def test_refusal_message_names_the_numbers() -> None:
    game, uid = _ready()
    error = rejects(game, Attack(player=0, armies=[uid], card=titan(stars=2, defence=8)), "attack_too_weak")
    assert_refused(error, "attack_too_weak",
                   value=2, counted=msg("taw.attack.swords_and_arrows"),
                   titan=msg("taw.titan.named", name="Stone Being"), defence=8)
    game.state.players[0].armies[0].active = game.state.players[0].armies[0].active.model_copy(
        update={"front": MilitarySymbols(swords=1, arrows=4)})
    error = rejects(game, Attack(player=0, armies=[uid], card=titan(stars=2, defence=5, sword_only=True)),
                    "attack_too_weak")
    assert_refused(error, "attack_too_weak",
                   value=1, counted=msg("taw.attack.swords_only"), titan=msg("taw.titan.named", name="Stone Being"),
                   defence=5)


def test_no_attack_while_a_decision_waits() -> None:
    game, uid = _ready()
    game.apply(Attack(player=0, armies=[uid], card=titan(stars=1, defence=2, banners=("red",))))
    rejects(game, Attack(player=1, armies=[game.state.players[1].armies[0].uid], card=titan(stars=1)),
            "decision_pending")


def test_every_source_of_swords_and_arrows_counts() -> None:
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.armies = []
    first = army(state, 0, swords=1, arrows=2, retired=(MilitarySymbols(swords=1), MilitarySymbols(arrows=1)))
    second = army(state, 0, arrows=1)
    empire(state, 0, name="Warship", swords=1)
    empire(state, 0, name="Watchtower", arrows=1)
    damaged = empire(state, 0, name="Broken Wall", swords=5)
    next(o for o in tim.empire if o.uid == damaged).damaged = True
    state.spaces["draft"].citizens = [Placement(player=0, skill=1), Placement(player=1, skill=2),
                                      Placement(player=0, skill=3)]
    used = empire(state, 0, name="Camp", action={"swords": 2, "arrows": 1})
    next(o for o in tim.empire if o.uid == used).used = True
    armies = [a for a in tim.armies if a.uid in (first, second)]
    # army 1+1 swords, 2+1 arrows; army 1 arrow; cards 1 sword 1 arrow; draft 2; round 2 swords 1 arrow; 1 bought
    assert attack_value(state, 0, armies, 1) == (1 + 1 + 1 + 2 + 2 + 1, 2 + 1 + 1 + 1 + 1)


def test_ambrosia_swords_cost_three_each_and_count_against_sword_only_titans() -> None:
    game, uid = _ready(coins=3, ambrosia=7)
    game.apply(Attack(player=0, armies=[uid], card=titan(stars=1, defence=4, sword_only=True), ambrosia_swords=2))
    tim = game.state.players[0]
    assert (tim.ambrosia, tim.coins) == (1, 2)


def test_paid_coins_go_on_the_name_area_and_the_turn_passes() -> None:
    game, uid = _ready()
    tim = game.state.players[0]
    tim.armies[0].coins_picture = 2
    game.apply(Attack(player=0, armies=[uid], card=titan(stars=1, defence=2, banners=())))
    assert (tim.armies[0].coins_name, tim.armies[0].coins_picture, tim.coins) == (3, 2, 7)
    assert game.state.current == 1 and not game.state.pending
    assert tim.titans[0].card.name == "Stone Being"


def test_own_threatening_titan_gives_no_ambrosia_and_is_replaced_next_round() -> None:
    game, uid = _ready()
    tim = game.state.players[0]
    assert tim.threat is not None
    tim.threat.ambrosia = 2
    own = tim.threat.uid
    game.apply(Attack(player=0, armies=[uid, army(game.state, 0, swords=1)], titan=own))
    assert tim.threat is None and tim.ambrosia == 0 and tim.titans[0].uid == own and tim.titans[0].ambrosia == 0
    notes = [codes(n) for n in game.state.table_notes]
    assert notes[-2:] == [
        "taw.note.tell(name='Tim', thing=taw.note.titan_from_own_board(titan=taw.titan.starting))",
        "taw.note.tell(name='Tim', thing=taw.note.ambrosia_on_titan_back(ambrosia=amount.ambrosia(n=2)))"]
    answer_first(game)
    pass_round(game)
    answer_first(game, stop=("draw_titan",))
    head = game.state.pending[0]
    assert isinstance(head, DrawTitanDecision)
    assert (game.state.round, head.kind, head.player, head.stars) == (2, "draw_titan", 0, 1)


def test_loot_spy_and_repair_follow_the_dice() -> None:
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.coins = 3
    tim.armies = []
    raider = army(state, 0, swords=3, loot=1, spy=1, retired=(MilitarySymbols(repair=1, loot=1),))
    card = empire(state, 0, name="Forge")
    game.apply(Attack(player=0, armies=[raider], card=titan(stars=1, defence=3, banners=("red", "red"))))
    assert tim.coins == 2
    game.apply(EnterDice(player=0, faces=["titan", "coin"]))
    # three face-up cards: the titan symbol waits for Tim's choice
    assert state.pending[0].kind == "damage_card"
    game.apply(DamageCard(player=0, card=card))
    texts = [codes(e) for e in game.entries[-4:]]
    assert texts == [
        "taw.log.damaged(name='Tim', card=taw.card.named(name='Forge'))",
        "taw.log.lost(name='Tim', lost=amount.coin(n=1), effect=taw.effect.lose_coin(amount=1))",
        "taw.log.spoils(name='Tim', coins=amount.coin(n=2), knowledge=amount.knowledge(n=1))",
        "taw.log.repaired(name='Tim', card=taw.card.named(name='Forge'))"]
    assert (tim.coins, tim.knowledge) == (3, 1) and not any(o.damaged for o in tim.empire)


def test_legal_attacks_are_all_legal_and_cover_targets_and_army_sets() -> None:
    game = new_game()
    state = game.state
    tim = state.players[0]
    tim.coins, tim.ambrosia = 4, 6
    attacks = [a for a in legal_actions(state) if isinstance(a, Attack)]
    assert attacks and all(game.can(a) for a in attacks)
    targets = {(a.titan, a.card.stars if a.card else None) for a in attacks}
    assert (state.players[1].threat.uid, None) in targets and (tim.threat.uid, None) in targets
    assert {tuple(a.armies) for a in attacks if a.titan == tim.threat.uid} == {
        (tim.armies[0].uid,), (tim.armies[1].uid,), (tim.armies[0].uid, tim.armies[1].uid)}
    single = next(a for a in attacks if a.armies == [tim.armies[0].uid] and a.titan == tim.threat.uid)
    assert single.ambrosia_swords == 2
    tim.coins = 0
    assert [a for a in legal_actions(state) if isinstance(a, Attack)] == []
