"""The rulebook section a refusal names is a message, said in the reader's language (issue 24): "(Regelbuch:
Titanen konfrontieren)" on a German phone, the rulebook's English on an English one."""

from __future__ import annotations

from companion.core.errors import RuleError, Verdict
from companion.realm.actions import RULE_GAME_TURN
from companion.taw import rulebook
from companion.taw.phases.end_of_round import CONFRONT_RULE, FEED_SHORT
from companion.words import translator


def test_a_refusals_rule_is_said_in_german_and_english() -> None:
    refused = Verdict(RuleError(FEED_SHORT(titan="Titan 1-2", cost=3, have=1), rule=CONFRONT_RULE))
    assert refused.said is not None and refused.said.params["rule"] == rulebook.CONFRONT_TITAN()
    assert translator("de")(refused.said).endswith("(Regelbuch: Titanen konfrontieren)")
    assert refused.reason is not None and refused.reason.endswith("(rulebook: Confront Titan)")


def test_a_cards_clarification_and_ancient_realms_turn_are_said_in_german() -> None:
    assert translator("de")(rulebook.CLARIFICATION(card="Zori Dramatists")) == "Kartenerläuterungen: Zori Dramatists"
    assert translator("de")(RULE_GAME_TURN()) == "Spielzug"
    assert translator("en")(rulebook.LIMITED_BUILDING()) == "Variants: Limited Building"
