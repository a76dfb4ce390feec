"""The outcome of a scored game of The Ancient World in one sentence, for the top of a result: who won, by how much,
and on which tie-breaker when points were level ("Hal wins on coins, 7 to 4, after a tie at 18 points with Ivy").

Plain words from the engine's :class:`~companion.taw.scoring.Result` (no screen code), so a result view, a shared
text or a test can say the same sentence.
"""

from __future__ import annotations

from companion.core.words import joined, plural
from companion.taw.scoring import TIEBREAK_WORDS, PlayerScore, Result, deciding
from companion.taw.scoring_rules import ScoringRules, TiebreakId, scoring_rules


def outcome(result: Result, rules: ScoringRules | None = None, *, final: bool = True) -> str:
    """The result in one sentence. ``final``: the game is over; else the sentence says what would happen ("Ann would
    win ...") under a heading that says the game is still running. A shared win, a win on a tie-breaker (which one,
    both values, and what was level before it) and a clear win (the margin over the next best) each read as a person
    would say them."""
    rules = rules or scoring_rules()
    if not result.players:
        return "No one was scored."
    first = result.players[0]
    win, share = ("wins", "share the win") if final else ("would win", "would share the win")
    if len(result.winners) > 1:
        return (f"{joined(list(result.winners))} {share} at {plural(first.total, 'point')}, "
                f"equal on every tie-breaker")
    rest = result.players[1:]
    if not rest:
        return f"{first.name} {win} with {plural(first.total, 'point')}"
    level = [p for p in rest if p.total == first.total]
    if not level:
        best = max(p.total for p in rest)
        behind = [p.name for p in rest if p.total == best]
        return (f"{first.name} {win} with {plural(first.total, 'point')}, "
                f"{first.total - best} ahead of {joined(behind)}")
    return _on_tiebreak(first, level, rules.tiebreaks, win)


def _on_tiebreak(first: PlayerScore, level: list[PlayerScore], order: tuple[TiebreakId, ...], win: str) -> str:
    """The winner's sentence when others had as many points: decided at the first tie-breaker where the winner and
    the runner-up differ; the runner-up's value is the one said."""
    runner_up = min(level, key=lambda p: p.rank)
    at = deciding(first.tiebreakers, runner_up.tiebreakers, order)
    tiebreak = order[at]
    equal = [_amount(t, first.tiebreakers[t]) for t in order[:at]]
    tie = joined([plural(first.total, "point"), *equal])
    return (f"{first.name} {win} on {TIEBREAK_WORDS[tiebreak][0]}, {first.tiebreakers[tiebreak]} to "
            f"{runner_up.tiebreakers[tiebreak]}, after a tie at {tie} with {joined([p.name for p in level])}")


def _amount(tiebreak: TiebreakId, n: int) -> str:
    """``7 coins``, ``1 coin``, ``9 empire, district and titan cards``, ``3 knowledge``."""
    word = TIEBREAK_WORDS[tiebreak][0]
    return plural(n, word.removesuffix("s"))
