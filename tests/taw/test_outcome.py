"""The outcome sentence at the top of a result (companion/taw/outcome.py): a clear win with its margin, a win on a
tie-breaker with both values and what was level before it, a shared win, a game still running."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.taw.outcome import outcome
from companion.taw.scoring import TIEBREAK_WORDS
from companion.taw.scoring_rules import scoring_rules
from companion.words import english
from companion.words.amounts import amount
from tests.said import codes
from tests.taw.scoring_support import player, score_players

#: The outcome sentence in English (``outcome`` gives a message).
say = english()

#: Sheets (each player's name and sheet fields) and the sentence each gets, by what they show.
SENTENCES = {
    "a clear win says the points and the margin over the next best": (
        [("Bo", {"bonus_vp": 37}), ("Ann", {"bonus_vp": 42}), ("Cy", {"bonus_vp": 30})],
        "Ann wins with 42 points, 5 ahead of Bo"),
    "a win on coins after a tie says both counts and the tied points": (
        [("Ivy", {"bonus_vp": 18, "coins": 4}), ("Hal", {"bonus_vp": 18, "coins": 7}), ("Jo", {"bonus_vp": 15})],
        "Hal wins on coins, 7 to 4, after a tie at 18 points with Ivy"),
    "a later tie-breaker names what was level before it": (
        [("Ann", {"bonus_vp": 1, "coins": 1, "knowledge": 3}), ("Bo", {"bonus_vp": 1, "coins": 1, "knowledge": 2})],
        "Ann wins on knowledge, 3 to 2, after a tie at 1 point, 1 coin and 0 empire, district and titan cards with Bo"),
    "four players, three level on points: all named, the runner-up's value said": (
        [("Ann", {"bonus_vp": 20, "coins": 2}), ("Bo", {"bonus_vp": 20, "coins": 5}),
         ("Cy", {"bonus_vp": 20, "coins": 9}), ("Di", {"bonus_vp": 12})],
        "Cy wins on coins, 9 to 5, after a tie at 20 points with Bo and Ann"),
    "a shared win names the winners and the points": (
        [("Ann", {"bonus_vp": 18, "coins": 3}), ("Bo", {"bonus_vp": 18, "coins": 3}), ("Cy", {"bonus_vp": 10})],
        "Ann and Bo share the win at 18 points, equal on every tie-breaker"),
    "a second place shared is named in the margin": (
        [("Ann", {"bonus_vp": 9}), ("Bo", {"bonus_vp": 8}), ("Cy", {"bonus_vp": 8})],
        "Ann wins with 9 points, 1 ahead of Bo and Cy"),
}


@pytest.mark.parametrize(("players", "sentence"), SENTENCES.values(), ids=SENTENCES.keys())
def test_the_sentence_of_a_finished_game(players: list[tuple[str, dict[str, int]]], sentence: str) -> None:
    assert say(outcome(score_players(*[player(name, **fields) for name, fields in players]))) == sentence


def test_a_game_still_running_says_what_would_happen_and_one_player_has_no_margin() -> None:
    running = score_players(player("Ann", bonus_vp=3), player("Bo", coins=2))
    assert codes(outcome(running, final=False)) == ("taw.score.ahead_if(name='Ann', points=amount.point(n=3), "
                                                    "margin=3, behind=['Bo'])")
    level = score_players(player("Ann"), player("Bo"))
    assert codes(outcome(level, final=False)) == "taw.score.shared_if(names=['Ann', 'Bo'], points=amount.point(n=0))"
    assert codes(outcome(score_players(player("Ann", bonus_vp=1)))) == ("taw.score.alone(name='Ann', "
                                                                        "points=amount.point(n=1))")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 2), st.integers(0, 1)), min_size=2, max_size=4))
def test_every_sheet_gets_a_sentence_naming_its_winners_and_how(players: list[tuple[int, int, int]]) -> None:
    """Over random sheets with many ties: the sentence opens with the winners, says a shared win, a tie-break with
    the winner's and the runner-up's values, or the margin, whichever the ranking shows."""
    result = score_players(*[player(f"P{i}", bonus_vp=vp, coins=coins, knowledge=knowledge)
                             for i, (vp, coins, knowledge) in enumerate(players)])
    said = say(outcome(result))
    first, runner_up = result.players[0], result.players[1]
    assert said.startswith(say.joined(list(result.winners)) + " ")
    if len(result.winners) > 1:
        assert said.endswith("share the win at " + say(amount(first.total, "point")) + ", equal on every tie-breaker")
    elif runner_up.total == first.total:
        deciding = next(t for t in scoring_rules().tiebreaks if first.tiebreakers[t] != runner_up.tiebreakers[t])
        values = f"{first.tiebreakers[deciding]} to {runner_up.tiebreakers[deciding]}"
        counted = say(TIEBREAK_WORDS[deciding].counted())
        assert f" on {counted}, {values}, after a tie at {say(amount(first.total, 'point'))}" in said
    else:
        assert said.endswith(f"{first.total - runner_up.total} ahead of " + say.joined(
            [p.name for p in result.players if p.total == runner_up.total]))
