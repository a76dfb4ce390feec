"""The tests' helper that speaks in codes (tests/said.py): what it reads from each thing that says something, that
a refusal's check fails on any other code or value, and its one-line notation."""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError, Verdict
from companion.taw.effects import NOT_ENOUGH
from companion.taw.moves.build import BUILDING as BUILDING_TEXT
from companion.words.amounts import amount
from tests.said import Said, assert_refused, codes, in_english, in_german, msg, said

BUILDING = msg("taw.what.building", card=msg("taw.card.named", name="Great Hall"))


def refused() -> RuleError:
    assert BUILDING_TEXT(card=msg("taw.card.named", name="Great Hall")) == BUILDING  # the engine's own message
    return RuleError(NOT_ENOUGH["coin"](what=BUILDING, cost=amount(4, "coin"), has=amount(1, "coin")), rule="Build")


def test_said_reads_a_refusal_a_verdict_and_a_message_alike() -> None:
    error = refused()
    with pytest.raises(RuleError) as info:
        raise error
    wanted = Said("not_enough_coins", {"what": BUILDING, "cost": amount(4, "coin"), "has": amount(1, "coin")})
    assert said(error) == said(info) == said(Verdict(error)) == said(error.msg) == wanted
    assert said(error) == ("not_enough_coins", wanted.params)


def test_assert_refused_checks_the_code_and_every_value() -> None:
    error = refused()
    assert assert_refused(Verdict(error), "not_enough_coins", what=BUILDING, cost=amount(4, "coin"),
                          has=amount(1, "coin")) is error
    for code, params in [("no_capacity", {"what": BUILDING, "cost": amount(4, "coin"), "has": amount(1, "coin")}),
                         ("not_enough_coins", {"what": BUILDING, "cost": amount(4, "coin"), "has": amount(2, "coin")}),
                         ("not_enough_coins", {"what": BUILDING, "cost": amount(4, "coin")})]:
        with pytest.raises(AssertionError, match="Great Hall needs 4 coins"):
            assert_refused(error, code, **params)
    with pytest.raises(AssertionError, match="allowed"):
        assert_refused(Verdict(), "not_enough_coins")


def test_codes_writes_a_message_on_one_line_and_the_renderings_say_it_whole() -> None:
    assert codes(refused()) == ("not_enough_coins(what=taw.what.building(card=taw.card.named(name='Great Hall')), "
                                "cost=amount.coin(n=4), has=amount.coin(n=1))")
    assert codes(msg("taw.nothing")) == "taw.nothing"
    assert codes(["Dock", 2, amount(1, "food")]) == "['Dock', 2, amount.food(n=1)]"  # a parameter's value
    assert in_english(refused()) == "Building Great Hall needs 4 coins; you have 1 coin (rulebook: Build)"
    assert in_german(amount(4, "coin")) == "4 Münzen"
