"""The automated end-of-turn sequence: every step logged in order with a sentence and the rulebook's words."""

from __future__ import annotations

from companion.core.game import Game
from companion.tta.actions import EndActionPhase, EndOfTurnStep, PassTurn, TakeCard, explain
from companion.tta.rules import first_round
from companion.words import english
from tests.said import codes

said = english()


def test_each_step_is_an_automatic_logged_action_in_board_order(game: Game) -> None:
    added = game.apply(EndActionPhase(player=0))
    steps = first_round().end_of_turn
    assert [e.auto for e in added] == [False] + [True] * (len(steps) + 1)
    assert [e.action for e in added[1:-1]] == [EndOfTurnStep(player=0, step=s.id) for s in steps]
    assert added[-1].action == PassTurn(player=0, next_player=1)
    assert len({e.group for e in added}) == 1


def test_the_sentences_of_the_first_players_end_of_turn(game: Game) -> None:
    added = game.apply(EndActionPhase(player=0))
    assert [codes(e) for e in added] == [
        "tta.log.end_action_phase(name='Ann', actions=amount.civil_action(n=1))",
        ("tta.log.step_skipped(name='Ann', title=tta.step.discard_military.title, "
         "reason=tta.step.discard_military.skip_reason)"),
        ("tta.log.step_skipped(name='Ann', title=tta.step.uprising_check.title, "
         "reason=tta.step.uprising_check.skip_reason)"),
        ("tta.log.scores(name='Ann', science=tta.points.science_move(before=0, after=1, rating=1), "
         "culture=tta.points.culture_stay(before=0, rating=0))"),
        "tta.log.step_skipped(name='Ann', title=tta.step.corruption.title, reason=tta.step.corruption.skip_reason)",
        ("tta.log.produces(name='Ann', amount=amount.food(n=2), tokens=amount.blue_token(n=2), before=16, after=14, "
         "onto=[tta.log.onto(count=2, technology='Agriculture')])"),
        ("tta.log.step_skipped(name='Ann', title=tta.step.food_consumption.title, "
         "reason=tta.step.food_consumption.skip_reason)"),
        ("tta.log.produces(name='Ann', amount=amount.resource(n=2), tokens=amount.blue_token(n=2), before=14, "
         "after=12, onto=[tta.log.onto(count=2, technology='Bronze')])"),
        ("tta.log.step_skipped(name='Ann', title=tta.step.draw_military.title, "
         "reason=tta.step.draw_military.skip_reason)"),
        ("tta.log.resets(name='Ann', government='Despotism', civil=amount.civil_action(n=4), "
         "military=amount.military_action(n=2))"),
        "tta.log.next_player(name='Ann', following='Bea', actions=amount.civil_action(n=2))"]


def test_every_logged_step_carries_its_rulebook_explanation(game: Game) -> None:
    added = game.apply(EndActionPhase(player=0))
    by_id = {s.id: s.explanation for s in first_round().end_of_turn}
    for entry in added[1:-1]:
        assert said(explain(entry.action)) == by_id[entry.action.step]
    assert said(explain(added[-1].action)) == first_round().teaching["next_player"]
    assert "1 science and 0 culture" in by_id["score_science_culture"]


def test_production_science_and_reset_change_the_board(game: Game) -> None:
    game.apply(TakeCard(player=0, slot=1, card="Moses"))
    ann = game.state.players[0]
    blue = {t.name: t.blue for t in ann.technologies}
    assert blue == {"Agriculture": 2, "Bronze": 2, "Philosophy": 0, "Religion": 0, "Warriors": 0}
    assert (ann.stored("farm"), ann.stored("mine"), ann.blue_bank) == (2, 2, 12)
    assert (ann.science_points, ann.culture_points) == (1, 0)
    assert (ann.civil_available, ann.civil_spent, ann.civil_unavailable) == (4, 0, 0)
    assert (ann.military_available, ann.military_unavailable) == (2, 0)
    assert (ann.yellow_bank, ann.worker_pool) == (18, 1)


def test_players_who_have_not_played_are_untouched(game: Game) -> None:
    before = game.state.players[1].model_copy(deep=True)
    game.apply(EndActionPhase(player=0))
    assert game.state.players[1] == before
    assert (game.state.current, game.state.phase, game.state.step) == (1, "actions", 0)


def test_after_the_last_player_round_one_is_over(game: Game) -> None:
    game.apply(EndActionPhase(player=0))
    game.apply(EndActionPhase(player=1))
    assert not game.is_over
    added = game.apply(EndActionPhase(player=2))
    assert added[-1].action == PassTurn(player=2, next_player=None)
    assert codes(added[-1]) == "tta.log.round_over(name='Cyrus')"
    assert said(explain(added[-1].action)) == first_round().teaching["round_over"]
    assert game.is_over and game.state.phase == "over"
    assert all(p.science_points == 1 and p.stored("farm") == 2 and p.civil_available == 4 for p in game.state.players)
