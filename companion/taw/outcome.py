"""The outcome of a scored game of The Ancient World in one sentence, for the top of a result: who won, by how much,
and on which tie-breaker when points were level ("Hal wins on coins, 7 to 4, after a tie at 18 points with Ivy").

A message from the engine's :class:`~companion.taw.scoring.Result` (no screen code), so a result view, a shared
text or a test can say the same sentence, in the reader's language.
"""

from __future__ import annotations

from companion.taw.scoring import TIEBREAK_WORDS, PlayerScore, Result, deciding
from companion.taw.scoring_rules import ScoringRules, TiebreakId, scoring_rules
from companion.words import Msg, text
from companion.words.amounts import amount
from companion.words.texts import Text

NO_ONE = text("taw.score.no_one", "No one was scored.")
#: Each sentence as the game over says it, then as a game still running does.
SHARED = (text("taw.score.shared", "{names} share the win at {points}, equal on every tie-breaker"),
          text("taw.score.shared_if", "{names} would share the win at {points}, equal on every tie-breaker"))
ALONE = (text("taw.score.alone", "{name} wins with {points}"),
         text("taw.score.alone_if", "{name} would win with {points}"))
AHEAD = (text("taw.score.ahead", "{name} wins with {points}, {margin} ahead of {behind}"),
         text("taw.score.ahead_if", "{name} would win with {points}, {margin} ahead of {behind}"))
ON_TIEBREAK = (
    text("taw.score.on_tiebreak",
         "{name} wins on {tiebreak}, {mine} to {theirs}, after a tie at {tie} with {level}"),
    text("taw.score.on_tiebreak_if",
         "{name} would win on {tiebreak}, {mine} to {theirs}, after a tie at {tie} with {level}"))


def outcome(result: Result, rules: ScoringRules | None = None, *, final: bool = True) -> Msg:
    """The result in one sentence. ``final``: the game is over; else the sentence says what would happen ("Ann would
    win ...") under a heading that says the game is still running. A shared win, a win on a tie-breaker (which one,
    both values, and what was level before it) and a clear win (the margin over the next best) each read as a person
    would say them."""
    rules = rules or scoring_rules()
    if not result.players:
        return NO_ONE()
    first = result.players[0]
    said = 0 if final else 1
    points = amount(first.total, "point")
    if len(result.winners) > 1:
        return SHARED[said](names=list(result.winners), points=points)
    rest = result.players[1:]
    if not rest:
        return ALONE[said](name=first.name, points=points)
    level = [p for p in rest if p.total == first.total]
    if not level:
        best = max(p.total for p in rest)
        behind = [p.name for p in rest if p.total == best]
        return AHEAD[said](name=first.name, points=points, margin=first.total - best, behind=behind)
    return _on_tiebreak(first, level, rules.tiebreaks, ON_TIEBREAK[said])


def _on_tiebreak(first: PlayerScore, level: list[PlayerScore], order: tuple[TiebreakId, ...], sentence: Text) -> Msg:
    """The winner's sentence when others had as many points: decided at the first tie-breaker where the winner and
    the runner-up differ; the runner-up's value is the one said."""
    runner_up = min(level, key=lambda p: p.rank)
    at = deciding(first.tiebreakers, runner_up.tiebreakers, order)
    tiebreak = order[at]
    equal = [TIEBREAK_WORDS[t].amount(n=first.tiebreakers[t]) for t in order[:at]]
    return sentence(name=first.name, tiebreak=TIEBREAK_WORDS[tiebreak].counted(),
                    mine=first.tiebreakers[tiebreak], theirs=runner_up.tiebreakers[tiebreak],
                    tie=[amount(first.total, "point"), *equal], level=[p.name for p in level])
