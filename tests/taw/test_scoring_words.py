"""The Ancient World's scoring words are messages (companion/taw/outcome.py, scoring.py, abilities/end_scores.py):
codes and parameters (amounts, lists of names, card and tribe names as messages), said in the reader's language."""

from __future__ import annotations

from companion.taw.outcome import outcome
from companion.taw.scoring import TIEBREAK_WORDS
from companion.words import Msg, english, translator
from companion.words.amounts import amount
from tests.taw.scoring_support import player, score_players

german = translator("de")


def test_the_outcome_sentence_is_a_message_with_amounts_and_names_and_reads_german() -> None:
    result = score_players(player("Ann", bonus_vp=3), player("Bob", bonus_vp=3, coins=12),
                           player("Cleo", bonus_vp=3, coins=7))
    said = outcome(result)
    assert said == Msg.of("taw.score.on_tiebreak", {
        "name": "Bob", "tiebreak": Msg.of("taw.score.coins", {}), "mine": 12, "theirs": 7,
        "tie": [amount(3, "point")], "level": ["Cleo", "Ann"]})
    assert english()(said) == "Bob wins on coins, 12 to 7, after a tie at 3 points with Cleo and Ann"
    assert german(said) == "Bob gewinnt über Münzen, 12 zu 7, nach Gleichstand (3 Punkte) mit Cleo und Ann"
    running = outcome(score_players(player("Cleo", bonus_vp=4), player("Bob")), final=False)
    assert german(running) == "Cleo würde gewinnen: 4 Punkte, 4 vor Bob"


def test_a_score_line_and_a_standing_read_german() -> None:
    ann = score_players(player("Ann", starving=1, empire_cards=[
        {"name": "Hall of War", "banners": ["blue"], "requires": {"blue": 2}}, {"name": "Traveler Camp"}])).players[0]
    lines = {line.category: line.text for line in ann.breakdown}
    assert english()(lines["banners:blue"]) == (
        "Blue banners: 2, with the wild banner of Traveler Camp counted as blue")
    assert german(lines["banners:blue"]) == "Banner Blau: 2, das wilde Banner von Traveler Camp als blau gezählt"
    assert german(lines["starving"]) == "1 hungernder Bürger × -2"
    assert german(lines["card:hall_of_war"]) == "Hall of War: hat 2 blau; braucht 2 blau"
    level = score_players(player("Ann", coins=1), player("Bob", coins=1))
    assert german(level.players[0].standing) == (
        "1. Ann (geteilt mit Bob), 0 Punkte: gleich bei jedem Gleichstand-Entscheid: Münzen (1), "
        "Reichs-, Distrikt- und Titanenkarten (0), Wissen (0) und Ambrosia (0)")


def test_what_a_tie_was_won_on_is_said_short_in_the_readers_language() -> None:
    assert [english()(w.short()) for w in TIEBREAK_WORDS.values()] == ["coins", "cards", "knowledge", "ambrosia"]
    assert [german(w.short()) for w in TIEBREAK_WORDS.values()] == ["Münzen", "Karten", "Wissen", "Ambrosia"]
