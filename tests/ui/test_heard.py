"""The UI tests' record of the messages a screen rendered (tests/ui/heard.py): it finds the message behind a sentence
shown, inside a screen's own words, and every message of a code, and it refuses to guess between two."""

from __future__ import annotations

import pytest

from companion.store.said import NO_GAME
from companion.words import english, translator
from companion.words.amounts import amount
from tests.said import msg
from tests.ui.heard import Heard


def test_the_message_behind_a_sentence_inside_a_screens_words_and_by_its_code(heard: Heard) -> None:
    coins = amount(3, "coin")
    english()(coins)
    translator("de")(coins)
    assert heard.said("3 coins") == coins and heard.said("3 Münzen") == coins
    assert heard.within("Will do: take 3 coins") == coins
    assert heard.coded("amount.coin") == [coins], "one message, however many languages said it"


def test_two_messages_said_alike_are_not_guessed_between(heard: Heard) -> None:
    missing = "There is no game 'nope'."
    english()(msg(NO_GAME.code, game="nope"))
    english()(msg(NO_GAME.code, game="nope", unused=1))  # a parameter its wording does not say
    with pytest.raises(AssertionError, match="2 messages rendered as"):
        heard.said(missing)
    with pytest.raises(AssertionError, match="no message rendered inside"):
        heard.within("nothing heard here")
