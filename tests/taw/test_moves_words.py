"""Issue 24 for The Ancient World's moves and abilities: refusals, log sentences and the moves' inputs are messages
(a code and typed parameters) said in the reader's language; these tests speak in codes and values, and check a few
German renderings."""

from __future__ import annotations

from companion.core.errors import RuleError
from companion.taw.cards import EmpireCard
from companion.taw.data import space_said
from companion.taw.moves import answers as ma
from companion.taw.moves import inputs as mi
from companion.taw.moves.ambrosia import AmbrosiaCoin
from companion.taw.moves.board_actions import PlaceBuild, PlaceLabor, PlaceRebuild
from companion.taw.moves.build import UpgradeCitizen
from companion.taw.state import UpgradeDecision
from companion.words import Msg, translator
from companion.words.amounts import amount
from tests.taw.taw_moves_support import give, rejects, table

GERMAN = translator("de")


def test_a_refusal_is_a_code_with_typed_parameters_and_reads_in_german() -> None:
    state = table()
    ann = state.players[0]
    give(ann, state, name="Farm")
    give(ann, state, name="Mill")
    error = rejects(state, PlaceBuild(player=0, skill=1, card=EmpireCard(name="Hut", cost_coins=1)), "no_capacity")
    hut = EmpireCard(name="Hut").said
    assert error.msg == Msg(code="no_capacity", params={"card": hut, "who": "Ann", "used": 4, "total": 4})
    assert GERMAN(error.msg) == "Hut zu bauen braucht 1 freie Kapazität; Ann nutzt 4 von 4"
    assert GERMAN(error.said) == "Hut zu bauen braucht 1 freie Kapazität; Ann nutzt 4 von 4 (Regelbuch: Bauen)"


def test_amounts_and_lists_are_parameters_not_words() -> None:
    state = table()
    error = rejects(state, PlaceRebuild(player=0, skill=1, repairs=(1, 2, 3)), "too_many_repairs")
    assert error.msg.params == {"limit": amount(2, "card"), "got": 3}
    assert GERMAN(error.msg) == "Wiederaufbau repariert bis zu 2 Karten; angegeben: 3"
    state.pending.append(UpgradeDecision(player=0, prompt="Ann may upgrade a citizen", options=[1, 2, 3]))
    with_code = rejects(state, UpgradeCitizen(player=0, skill=4), "no_such_citizen_upgrade")
    assert with_code.msg.params == {"skill": 4, "choices": [1, 2, 3]}
    assert GERMAN(with_code.msg) == "Bürger 4 kann nicht aufgewertet werden; möglich sind 1, 2 und 3"
    assert str(with_code).startswith("Citizen 4 cannot be upgraded; the choices are 1, 2 and 3")


def test_a_move_describes_itself_as_a_message_of_phrases() -> None:
    state = table()
    said = PlaceLabor(player=0, skill=1).describe(state)
    assert said.code == "taw.move" and said.params["who"] == "Ann"
    did = said.params["did"]
    assert isinstance(did, list)
    assert [(m.code, m.params) for m in did if isinstance(m, Msg)] == [
        ("taw.did.placed", {"skill": 1, "where": space_said("labor"), "boost": None, "fee": None}),
        ("taw.did.gained", {"gain": [amount(2, "coin")]}),
    ]
    state.players[0].ambrosia = 4
    coins = AmbrosiaCoin(player=0, coins=2).describe(state)
    assert GERMAN(coins) == "Ann tauscht 4 Ambrosia gegen 2 Münzen"
    assert translator("en")(coins) == "Ann traded 4 ambrosia for 2 coins"


def test_the_inputs_are_messages_a_german_reader_reads_in_german() -> None:
    state = table()
    labor = next(spec for spec in mi.moves(state, 0) if spec.id == "place_labor")
    citizen = labor.inputs[0]
    assert citizen.label.code == "taw.input.which_citizen" and GERMAN(citizen.label) == "Welcher Bürger?"
    first = citizen.options[0]
    assert (first.label.code, first.label.params["skill"]) == ("taw.input.citizen", 1)
    assert GERMAN(first.label) == "Bürger 1 (verfügbar)"
    needed = ma.missing(mi.inputs(state, 0, "place_build", {}), {})
    assert needed is not None and needed.code == "card_not_entered"
    assert GERMAN(needed.message) == "Gib die Kosten oder die Symbole der Karte ein"


def test_a_space_closed_says_why_in_the_readers_language() -> None:
    blocked = mi.space_blocked(table(), 0, "place_explore")
    assert blocked is not None
    assert blocked.code == "space_not_open"
    assert blocked.params == {"space": space_said("explore"), "opens": 2, "round": 1}
    assert GERMAN(blocked) == "Erkunden öffnet in Runde 2; es ist Runde 1"


def test_every_refusal_of_the_moves_is_a_registered_message() -> None:
    """No refusal of this area is the English-only catch-all: each has its own code with a German wording."""
    state = table()
    refused = [PlaceBuild(player=0, skill=1), PlaceRebuild(player=0, skill=1, repairs=(1, 1)),
               PlaceLabor(player=0, skill=9)]
    codes = []
    for move in refused:
        try:
            move.verify(state)
        except RuleError as exc:
            codes.append(exc.msg.code)
            assert GERMAN(exc.msg) != translator("en")(exc.msg)
    assert codes == ["build_needs_card", "duplicate_card_repair", "no_such_citizen"]


def test_the_table_notes_of_a_move_are_messages() -> None:
    state = table()
    state.players[0].ambrosia = 4
    items = PlaceLabor(player=0, skill=1, ambrosia_coins=1).plan(state).table_items()
    assert [(said.code, icon) for said, icon in items] == [
        ("taw.table.place_citizen", "citizen"), ("taw.table.pay", "ambrosia"), ("taw.table.take", "coin")]
    assert [GERMAN(said) for said, _ in items] == ["Bürger 1 auf Arbeiten", "zahl 2 Ambrosia", "nimm 3 Münzen"]
    said = GERMAN(PlaceLabor(player=0, skill=1).describe(state))
    assert said == "Ann setzt Bürger 1 auf Arbeiten ein und erhält 2 Münzen"
