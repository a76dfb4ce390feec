"""The round flow: round start and reveals, titan draws and the draft, who starts, the end of round's order,
round 6 and the end of the game, and whole games played through :class:`Game`."""

from __future__ import annotations

import json

import pytest
from phases_support import action, answer_first, army, new_game, pass_round, pass_turn, rejects, titan

from companion.core.errors import DataError, RuleError
from companion.core.game import Game
from companion.core.rules_data import parse_json, read_text
from companion.taw.kind import KIND
from companion.taw.phases import legal_actions, next_automatic
from companion.taw.phases.attack import Attack
from companion.taw.phases.damage import EnterDice
from companion.taw.phases.end_of_round import ConfrontTitan
from companion.taw.phases.prepare import EnterTitan, LayOutDraftRow, PickDraftTitan, StartRound, titan_stars
from companion.taw.phases.rules import PhaseRules, phase_rules
from tests.said import codes


def _to_round(game: Game, number: int) -> None:
    """Pass and answer (first answers, blank dice) until round ``number`` asks its first decision or acts."""
    while game.state.round < number:
        pass_round(game)
        answer_first(game, stop=("draw_titan", "draft_titan_row"))
        if game.state.round == number:
            return


def test_round_one_starts_with_the_first_player() -> None:
    game = new_game()
    assert [codes(e) for e in game.entries] == [
        "taw.log.round_begins(round=1)",
        "taw.log.actions_begin(round=1, name='Tim')"]
    state = game.state
    assert (state.round, state.phase, state.current) == (1, "actions", 0)
    assert state.spaces["explore"].covered and state.spaces["grow"].covered
    assert [codes(n.text) for n in state.table_notes] == [
        "taw.table.actions.first_player(name='Tim', round=1)"]


def _notes(game: Game) -> list[str]:
    """The table notes, in codes and values."""
    return [codes(n) for n in game.state.table_notes]


def test_table_notes_are_those_of_the_last_group_of_actions() -> None:
    """A person's action starts a new group and clears the table notes; the automatic steps and the answers the
    automation gives itself add theirs; undo brings back the previous group's notes; a correction clears them."""
    game = new_game()
    assert _notes(game) == ["taw.table.actions.first_player(name='Tim', round=1)"]
    game.apply(action({"type": "place_labor", "player": 0, "skill": 1}))
    labor = ["taw.note.tell(name='Tim', thing=taw.table.place_citizen(skill=1, "
             "where=ancient_world/board:spaces.labor.label))",
             "taw.note.tell(name='Tim', thing=taw.table.take(gain=[amount.coin(n=2)]))"]
    assert _notes(game) == labor
    game.apply(action({"type": "correct", "path": "players.0.coins", "value": 3, "reason": "miscounted"}))
    assert _notes(game) == []
    game.undo()
    assert _notes(game) == labor
    pass_turn(game)
    pass_turn(game)
    assert _notes(game) == []
    assert game.entries[-1].auto and game.entries[-1].action == ConfrontTitan(player=0, choice="roll")
    assert game.state.pending[0].kind == "damage_dice"
    game.apply(EnterDice(player=0, faces=["blank"]))
    assert _notes(game) == ["taw.note.rolled(name='Tim', faces=taw.die.blank)"]
    game.apply(EnterDice(player=1, faces=["blank"]))
    notes = _notes(game)
    assert notes[:3] == ["taw.note.rolled(name='Tom', faces=taw.die.blank)",
                         "taw.table.collect_income.take(name='Tim', gains=amount.coin(n=5))",
                         "taw.table.collect_income.take(name='Tom', gains=amount.coin(n=5))"]
    assert "taw.table.actions.first_player(name='Tim', round=2)" in notes
    game.undo()
    assert _notes(game) == ["taw.note.rolled(name='Tim', faces=taw.die.blank)"]


def test_automatic_steps_cannot_be_entered_and_must_be_due() -> None:
    game = new_game()
    rejects(game, StartRound(round=2), "automatic_only")
    with pytest.raises(RuleError) as info:
        StartRound(round=2).verify(game.state)
    assert info.value.code == "step_not_due"
    assert next_automatic(game.state) is None


def test_round_two_reveals_explore_refreshes_rows_and_draws_missing_titans() -> None:
    game = new_game(3)
    state = game.state
    state.players[0].coins = 5
    game.apply(_strong_attack(game, 0, state.players[0].threat.uid))
    answer_first(game)
    _to_round(game, 2)
    assert state.round == 2 and state.phase == "prepare"
    assert not state.spaces["explore"].covered and state.spaces["explore"].ambrosia == 1
    assert state.spaces["grow"].covered and state.spaces["grow"].ambrosia == 0
    notes = [(codes(n.text), n.icon, n.step) for n in state.table_notes]
    assert notes[-3:] == [
        ("taw.table.prepare_round.reveal(space=ancient_world/board:spaces.explore.label, ambrosia=1)", "ambrosia",
         "prepare_round"),
        ("taw.table.prepare_refresh.empire_row(count=5, deck='A')", "card_action", "prepare_refresh"),
        ("taw.table.prepare_refresh.military_row(count=3)", "sword", "prepare_refresh")]
    assert [(d.kind, d.player) for d in state.pending] == [("draw_titan", 0)]
    rejects(game, EnterTitan(player=0, card=titan(stars=0)), "titan_from_wrong_deck")
    rejects(game, EnterTitan(player=1, card=titan(stars=1)), "other_decision_pending")
    assert [a.card.stars for a in legal_actions(state)] == [1, 2, 3]
    game.apply(EnterTitan(player=0, card=titan("Hydra", stars=2, defence=6)))
    assert state.players[0].threat.card.name == "Hydra" and state.phase == "actions"
    assert codes(game.entries[-1]) == "taw.log.actions_begin(round=2, name='Tim')"


def _strong_attack(game: Game, seat: int, target: int) -> Attack:
    return Attack(player=seat, armies=[army(game.state, seat, swords=9)], titan=target)


def test_titan_draft_lays_out_a_row_and_players_choose_in_turn_order() -> None:
    game = new_game(3, titan_draft=True)
    state = game.state
    state.first_player = 1
    for seat in (0, 1, 2):
        state.players[seat].threat = None
    _to_round(game, 2)
    head = state.pending[0]
    assert (head.kind, head.player, head.count) == ("draft_titan_row", 1, 3)
    rejects(game, LayOutDraftRow(player=1, cards=[titan(stars=1)]), "wrong_draft_size")
    row = [titan(f"T{i}", stars=1) for i in range(3)]
    game.apply(LayOutDraftRow(player=1, cards=row))
    assert [(d.kind, d.player) for d in state.pending] == [("draft_titan_pick", 1), ("draft_titan_pick", 2),
                                                          ("draft_titan_pick", 0)]
    rejects(game, PickDraftTitan(player=1, index=3), "no_such_draft_titan")
    game.apply(PickDraftTitan(player=1, index=1))
    assert state.pending[0].options == [0, 1]
    game.apply(PickDraftTitan(player=2, index=0))
    assert [p.threat.card.name for p in state.players] == ["T2", "T1", "T0"]
    assert game.entries[-2].auto
    assert codes(game.entries[-2]) == "taw.log.took_draft_titan(name='Tim', titan=taw.titan.named(name='T2'))"


def test_the_rebuild_taker_holds_the_token_and_starts_next_round() -> None:
    game = new_game()
    pass_turn(game)
    game.apply(action({"type": "place_rebuild", "player": 1, "skill": 1}))
    assert game.state.first_player == 1 and game.state.token_claimed
    _to_round(game, 2)
    answer_first(game)
    assert game.state.current == 1 and not game.state.token_claimed
    assert "taw.table.actions.first_player(name='Tom', round=2)" in [codes(n) for n in game.state.table_notes]


def test_end_of_round_steps_follow_the_rules_data() -> None:
    game = new_game()
    pass_round(game)
    answer_first(game)
    steps = [e.action.step for e in game.entries if e.action.type == "end_of_round_step"]
    assert steps == list(phase_rules().end_steps(1)) == ["confront_titan", "repair", "collect_income",
                                                          "reset_board", "feed_citizens"]
    assert phase_rules().end_steps(6) == ("confront_titan", "feed_citizens")


def test_round_six_confronts_and_feeds_then_the_game_is_over() -> None:
    game = new_game()
    for _ in range(5):
        pass_round(game)
        answer_first(game)
    assert game.state.round == 6
    coins = [p.coins for p in game.state.players]
    pass_round(game)
    answer_first(game)
    assert game.state.phase == "over" and game.is_over
    assert [p.coins for p in game.state.players] == coins
    assert [e.action.type for e in game.entries[-4:]][-1] == "end_game"
    assert legal_actions(game.state) == [] and next_automatic(game.state) is None


def test_a_whole_game_with_attacks_undoes_to_the_setup_and_replays() -> None:
    """Six rounds through Game: a player attacks a threatening titan when it can, else takes Labor, else passes;
    decisions take the last legal answer (roll rather than feed), titans the round's own deck."""
    game = new_game(3, titan=titan("Imp", stars=0, defence=2, banners=("red", "blue")))
    while not game.is_over:
        state = game.state
        if state.pending:
            head = state.pending[0]
            if head.kind == "damage_dice":
                game.apply(EnterDice(player=head.player, faces=(["coin", "titan", "blank"] * 3)[: head.count]))
            else:
                answers = legal_actions(state)
                game.apply(answers[0] if head.kind == "draw_titan" else answers[-1])
            continue
        moves = game.legal_actions()
        attacks = [a for a in moves if isinstance(a, Attack) and a.titan is not None]
        labor = [a for a in moves if a.type == "place_labor"]
        if attacks or labor:
            game.apply((attacks or labor)[0])
        else:
            pass_turn(game)
    kinds = {e.action.type for e in game.entries}
    assert {"attack", "enter_dice", "place_labor", "confront_titan", "enter_titan", "end_game"} <= kinds
    assert sum(len(p.titans) for p in game.state.players) >= 3
    assert [codes(e) for e in game.entries].count("taw.log.game_ends(round=6)") == 1
    again = Game.replay(KIND, game.setup, [e.to_json() for e in game.entries])
    assert again.state == game.state
    while game.can_undo:
        game.undo()
    assert game.state == Game(KIND, game.setup).state


def test_round_three_reveals_grow_and_titans_come_from_the_rounds_deck() -> None:
    """Prepare: round 3 reveals Grow with 1 ambrosia; titans are drawn from 1 star (round 2), 2 stars (rounds
    3-4) and 3 stars (rounds 5-6)."""
    assert [titan_stars(n) for n in range(1, 7)] == [None, 1, 2, 2, 3, 3]
    game = new_game()
    _to_round(game, 3)
    grow = game.state.spaces["grow"]
    assert (game.state.round, grow.covered, grow.ambrosia) == (3, False, 1)
    assert "taw.table.prepare_round.reveal(space=ancient_world/board:spaces.grow.label, ambrosia=1)" in _notes(game)


def test_round_four_deals_from_the_empire_b_deck() -> None:
    game = new_game(4)
    _to_round(game, 4)
    answer_first(game)
    notes = [codes(n) for n in game.state.table_notes]
    assert "taw.table.prepare_refresh.empire_row(count=6, deck='B')" in notes
    assert "taw.table.prepare_refresh.military_row(count=4)" in notes


def test_phase_rules_data_is_validated_with_the_field_named() -> None:
    raw = json.loads(read_text("ancient_world/phases.json"))
    raw["end_of_round"][1]["rounds"] = [5, 6]
    with pytest.raises(DataError, match="rounds 1 to 6 once each"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
    raw["end_of_round"][1]["rounds"] = [6]
    raw["end_of_round"][1]["steps"] = ["confront_titan", "nap"]
    with pytest.raises(DataError, match=r"phases.json: end_of_round\.1\.steps\.1"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
