"""A translator says messages, numbers, lists and dates in its reader's language; one per reader."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError, Verdict
from companion.words import Msg, Translator, known_zone, ntext, text, translator
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
    assert translator("en", "America/New_York").day("2026-12-04T02:00:00+00:00") == "3 Dec 2026"
    assert translator("en", "Asia/Tokyo").when("2026-12-03T18:20:00+00:00") == "4 Dec 2026, 03:20"


def test_readers_of_one_language_and_zone_share_a_translator():
    assert translator("de", "Europe/Berlin") is translator("de", "Europe/Berlin")
    assert translator("de", "Europe/Berlin") is not translator("de", "Europe/Vienna")
    assert translator("de", "Europe/Berlin").zone_name == "Europe/Berlin" and translator("de").zone_name is None


@pytest.mark.parametrize("name", ["Europe/Berlin", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+5"])
def test_a_zone_the_browser_names_is_taken(name):
    assert known_zone(name) == name


@pytest.mark.parametrize("name", [None, 5, "", "Mars/Olympus_Mons", "../../etc/passwd", "/etc/localtime",
                                  "Europe/Berlin\n", "x" * 200, "Europe/../UTC"])
def test_a_zone_that_is_not_one_is_refused(name):
    """A page's saved zone is the browser's to change (a hand-edited localStorage): only a name Babel knows."""
    assert known_zone(name) is None


@pytest.mark.parametrize(("tags", "language"), [
    (["de-DE", "en"], "de"), (["fr-FR", "en-US"], "en"), (["de_AT.UTF-8"], "de"), ([], "en"), (["fr"], "en")])
def test_the_language_is_the_first_one_companion_speaks(tags, language):
    assert language_of(tags) == language
