"""A translator says messages, numbers, lists and dates in its reader's language; one per reader."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError, Verdict
from companion.words import Msg, Translator, ntext, text, translator
from companion.words.catalogs import language_of

SAMPLE = text("test.sample", "{who} has {n} coins and {what}")
REFUSED = text("test.no", "No")
SECTION = text("test.section", "Build")
COINS = ntext("test.coins", "{n} coin", "{n} coins")


def test_a_message_is_data_that_round_trips_through_json():
    message = SAMPLE(who="Ann", n=1234, what=[COINS(n=1), COINS(n=3), "Bo"])
    assert Msg.model_validate_json(message.model_dump_json()) == message


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Ann has 1,234 coins and 1 coin, 3 coins and Bo"),
    ("de", "Ann has 1.234 coins and 1 coin, 3 coins und Bo"),  # a test text has no German: only the formats change
])
def test_numbers_and_lists_follow_the_readers_locale(language, said):
    assert translator(language)(SAMPLE(who="Ann", n=1234, what=[COINS(n=1), COINS(n=3), "Bo"])) == said


def test_the_pseudo_language_marks_every_translated_string():
    assert translator("qps")(SAMPLE(who="Ann", n=2, what=[COINS(n=1)])) == "⟦Ann has 2 coins and ⟦1 coin⟧⟧"


def test_a_refusal_names_its_rule_in_the_readers_language():
    refused = Verdict(RuleError(REFUSED(), rule=SECTION()))
    assert refused.reason == "No (rulebook: Build)"
    assert translator("de")(refused.said) == "No (Regelbuch: Build)"  # the test texts have no German


def test_dates_in_the_readers_locale_and_zone():
    assert Translator("en", "Europe/Berlin").when("2026-12-03T18:20:00+00:00") == "3 Dec 2026, 19:20"
    assert Translator("de", "Europe/Berlin").when("2026-12-03T18:20:00+00:00") == "03.12.2026, 19:20"


@pytest.mark.parametrize(("tags", "language"), [
    (["de-DE", "en"], "de"), (["fr-FR", "en-US"], "en"), (["de_AT.UTF-8"], "de"), ([], "en"), (["fr"], "en")])
def test_the_language_is_the_first_one_companion_speaks(tags, language):
    assert language_of(tags) == language
