"""Through the Ages' first round speaks in messages (issue 24): refusals are codes with typed parameters, the log
and the decision keep messages, and the rulebook's texts of first_round.json read in German."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from companion.core.errors import RuleError
from companion.core.game import Game
from companion.tta.actions import EndActionPhase, TakeCard
from companion.tta.kind import decision, offers
from companion.tta.random_game import random_game
from companion.tta.state import TtaSetup
from companion.words import Msg, translator
from companion.words.texts import TEXTS

GERMAN = translator("de")


def test_a_refusal_is_a_code_with_the_cost_as_an_amount_and_reads_in_german(game: Game) -> None:
    with pytest.raises(RuleError) as info:
        game.apply(TakeCard(player=1, slot=2, card="Colossus"))
    assert info.value.code == "not_your_turn_tta"
    assert info.value.msg.params == {"current": "Ann", "player": "Bea"}
    assert GERMAN(info.value.msg) == "Ann ist am Zug, nicht Bea"
    game.apply(TakeCard(player=0, slot=1, card="Moses"))
    row = offers(game.state)
    refusal = row[12].refusal
    assert row[12].refusal_code == "not_enough_civil_actions" and refusal is not None
    assert refusal.params == {"card": "Cultural Heritage", "cost": Msg(code="amount.civil_action", params={"n": 3}),
                              "why": None, "left": 2}
    assert GERMAN(refusal).startswith("Cultural Heritage zu nehmen kostet 3 ")


def test_the_log_and_the_rulebook_texts_read_in_german(game: Game) -> None:
    added = game.apply(EndActionPhase(player=0))
    assert added[0].message.code == "tta.log.end_action_phase"
    skipped = added[1].message
    assert skipped.code == "tta.log.step_skipped"
    assert skipped.params["title"] == Msg(code="tta.step.discard_military.title", params={})
    assert GERMAN(skipped) == ("Ann: Überzählige Militärkarten abwerfen wird übersprungen. Du hast in Runde eins keine "
                               "Militärkarten, also überspringst du diesen Schritt.")
    assert added[1].text == ("Ann: Discard excess military cards is skipped. You have no military cards in round one, "
                             "so you ignore this step.")


def test_the_decision_is_a_message(game: Game) -> None:
    pending = decision(game.state)
    assert pending is not None and pending.prompt.code == "tta.prompt.action_phase"
    assert GERMAN(pending.prompt) == ("Ann hat noch 1 Zivilaktion: nimm eine Karte aus der Kartenreihe oder beende die "
                                      "Aktionsphase")
    assert pending.explanation.code == "tta.teaching.action_phase"


def test_a_setup_refusal_carries_its_message() -> None:
    with pytest.raises(ValidationError) as info:
        TtaSetup.of(["Ann", "Bea"], ["Moses"])
    error = info.value.errors()[0]
    assert error["msg"] == "The card row has 13 cards; 1 are laid out"
    assert GERMAN(error["ctx"]["msg"]) == "Die Kartenreihe hat 13 Karten; 1 liegen aus"


@pytest.mark.parametrize("seed", [1, 2])
def test_every_message_of_a_random_round_is_registered_and_reads_in_german(seed: int) -> None:
    game = random_game(seed)
    for entry in game.entries:
        assert entry.message.code in TEXTS and entry.message.code != "core.unworded", entry.message
        assert "{" not in GERMAN(entry.message)
