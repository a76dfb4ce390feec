"""The face-up slots are named in the reader's language (issue 24): "Reichsreihe, Karte 1" on a German phone, in
the slots' buttons and in a refusal of an entry, never the English "Empire row card 1"."""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.core.game import Game
from companion.taw import face_up
from companion.taw.cards import MilitaryCard, MilitarySymbols
from companion.taw.kind import KIND
from companion.taw.moves.showing import ShowCard
from companion.taw.random_game import random_game
from companion.words import Msg, translator

GERMAN = translator("de")


def test_each_slot_is_named_by_a_message_said_in_german() -> None:
    state = random_game(1, players=2).state
    said = {slot.id: GERMAN(slot.said) for slot in face_up.slots(state)}
    assert said["titan-2"] == "2-Sterne-Titanenstapel"
    assert said["empire-1"] == "Reichsreihe, Karte 1" and said["military-2"] == "Militärreihe, Karte 2"
    assert face_up.slots(state, "empire")[0].label == "Empire row card 1"


def test_a_refused_entry_names_its_slot_in_german() -> None:
    game = Game(KIND, random_game(1, players=2).setup)
    spearmen = MilitaryCard(name="Spearmen", front=MilitarySymbols(swords=2))
    game.apply(ShowCard(slot="military-1", card=spearmen))
    try:
        game.apply(ShowCard(slot="military-1", card=spearmen))
    except RuleError as exc:
        assert isinstance(exc.msg.params["slot"], Msg)
        assert GERMAN(exc.msg).startswith("Militärreihe, Karte 1 ")
    else:
        raise AssertionError("the same card was entered twice")
