"""Ancient Realm speaks in messages (issue 24): a refusal is a code with typed parameters (amounts and goods as
messages, never pre-worded English), a log entry keeps its message, and both read in German by the glossary's words
(Gold, Weizen, Holz, Stein, Markt, Lager)."""

from __future__ import annotations

import pytest
from realm_helpers import new_game

from companion.core.action import Correction
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.realm.actions import Build
from companion.realm.free_actions import Shop
from companion.realm.kind import KIND
from companion.realm.random_game import random_game
from companion.words import Msg, translator
from companion.words.texts import TEXTS

GERMAN = translator("de")


def refused(game: Game, action: object) -> RuleError:
    with pytest.raises(RuleError) as info:
        game.apply(action)  # type: ignore[arg-type]
    return info.value


def test_a_refusal_is_a_code_with_amounts_as_messages_and_reads_in_german() -> None:
    game = new_game()
    game.apply(Correction(path="storage.gold", value=1, reason="test"))
    error = refused(game, Shop(resource="wheat"))
    assert error.code == "not_enough_gold" and error.msg.code == "not_enough_gold"
    params = error.msg.params
    assert params["what"] == Msg(code="realm.what.shopping_for", params={"goods": Msg(code="realm.amount.wheat",
                                                                                        params={"n": 1})})
    assert params["cost"] == [Msg(code="realm.amount.gold", params={"n": 2})]
    assert error.message == "Shopping for 1 wheat needs 2 gold; you have 1 gold"
    assert GERMAN(error.msg) == "Einkaufen von 1 Weizen braucht 2 Gold; du hast 1 Gold"


def test_a_refusal_with_its_rule_section_reads_in_german() -> None:
    game = new_game()
    error = refused(game, Build(card="Q", position=0))
    assert (error.code, error.msg.params) == ("card_not_in_market", {"card": "Q", "market": ["A", "B", "X", "Y"]})
    assert isinstance(error.rule, Msg) and error.rule.code == "realm.rule.choose"
    assert GERMAN(error.rule) == "1. Wähle eine Karte aus dem Markt"
    assert GERMAN(error.msg) == "„Q“ liegt nicht im Markt (A, B, X und Y)"


def test_a_log_line_keeps_its_message_and_reads_in_german() -> None:
    game = new_game()
    game.apply(Correction(path="storage.wheat", value=7, reason="test"))
    entry = game.apply(Shop(resource="wheat"))[-1]
    assert entry.message.code == "realm.log.shop"
    assert entry.text == "Shopping: paid 2 gold for 1 wheat; storage holds at most 7, so 1 wheat lost"
    assert GERMAN(entry.message) == ("Einkaufen: 2 Gold bezahlt für 1 Weizen; das Lager fasst höchstens 7, also "
                                     "1 Weizen verloren")
    loss = game.state.losses[-1]
    assert loss.cause.code == "realm.cause.shopping" and GERMAN(loss.cause) == "Einkaufen"


def test_a_whole_game_says_every_sentence_by_a_registered_code_in_both_languages() -> None:
    """No sentence below the screens is English-only: every message of a random game (its log, the score sheet with
    its rating) has a registered code (not the catch-all) and reads in German without an English field left."""
    game = random_game(5)
    assert game.is_over and game.state.score is not None
    said = [e.message for e in game.entries]
    sheet = game.state.score
    said += [sheet.rating, *[m for line in sheet.lines for m in (line.label, line.detail)]]
    for message in said:
        assert message.code in TEXTS and message.code != "core.unworded", message
        assert "{" not in GERMAN(message)
    assert GERMAN(sheet.rating) in {"Alles liegt in Trümmern.", "Nun ja, immerhin hast du es versucht.",
                                    "Hier lässt es sich leben.", "Gute Arbeit. Aber da geht noch mehr!",
                                    "Welch wahrhaft edle Zivilisation, hört, hört!",
                                    "Meister, dein Reich wird die Zeit selbst überdauern!"}


def test_every_legal_action_describes_itself_as_a_registered_message() -> None:
    game = Game(KIND, new_game().setup)
    for action in game.legal_actions():
        message = action.describe(game.state)
        assert isinstance(message, Msg) and message.code in TEXTS and message.code != "core.unworded"
