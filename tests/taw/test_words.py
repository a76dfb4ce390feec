"""The Ancient World's rounds speak in messages (issue 24): refusals are codes with typed parameters, log sentences,
prompts and table notes are messages said in the reader's language ("Runde 1 beginnt"), and the feeding prompt offers
food for ambrosia only to a player who can buy some."""

from __future__ import annotations

import json
from pathlib import Path

from phases_support import answer_first, new_game, pass_round, rejects, titan

from companion.cli.replay import read_replay, validated, validated_by, with_catalog_cards
from companion.core.game import Game
from companion.kinds import get_kind
from companion.taw import rulebook
from companion.taw.phases import attack, damage, end_of_round, feeding, handlers, prepare, titan_effects
from companion.taw.phases.feeding import FeedCitizens
from companion.taw.phases.prepare import PickDraftTitan
from companion.taw.random_game import random_game
from companion.taw.state import FeedDecision, State, TableNote
from companion.words import Msg, english, translator
from companion.words.amounts import amount

ROOT = Path(__file__).resolve().parents[2]
#: The actions whose sentences this part of the engine says (the moves say their own).
PHASE_ACTIONS = {cls.model_fields["type"].default
                 for module in (prepare, end_of_round, feeding, damage, titan_effects, attack)
                 for cls in module.ACTIONS} | {handlers.ResolveStep.model_fields["type"].default}
GERMAN = translator("de")


def _first_round() -> Game:
    doc = read_replay(ROOT / "docs" / "examples" / "replay-first-round.json")
    kind = get_kind(doc.game)
    game = Game(kind, validated(kind.setup_model, doc.setup, "replay", section="setup"))
    for raw in doc.actions:
        game.apply(with_catalog_cards(validated_by(kind.action_adapter, raw, "replay", section="actions")), by=doc.by)
    return game


def test_a_first_rounds_log_is_told_in_german() -> None:
    """The example replay's rounds, end of round and titan, said in German (the moves' own sentences aside)."""
    entries = [e for e in _first_round().entries if e.action.type in PHASE_ACTIONS]
    assert [e.message.code for e in entries[:2]] == ["taw.log.round_begins", "taw.log.actions_begin"]
    assert entries[0].message.params == {"round": 1}
    assert [GERMAN(e.message) for e in entries] == [
        "Runde 1 beginnt",
        "Aktionen der Runde 1: Ann beginnt",
        "Ende der Runde 1: Titanen konfrontieren",
        "Ann würfelt gegen Starttitan (Füttern kostet 1 Ambrosia; hat 0)",
        "Ann würfelt Münze für Starttitan",
        "Ann verliert 1 Münze (eine Münze verlieren)",
        "Bob füttert Starttitan mit 1 Ambrosia (jetzt 1 darauf)",
        "Ende der Runde 1: Reparatur-Einkommen",
        "Ende der Runde 1: Einkommen nehmen",
        "Ende der Runde 1: Spielplan zurücksetzen",
        "Ende der Runde 1: Bürger versorgen",
        "Runde 2 beginnt; Erkunden öffnet",
        "Aktionen der Runde 2: Ann beginnt",
    ]
    assert [e.text for e in entries][-2:] == ["Round 2 begins; Explore opens", "Actions of round 2: Ann starts"]


def test_the_table_notes_of_an_end_of_round_are_told_in_german() -> None:
    game = new_game(3)
    for player in game.state.players:
        player.threat = None
    pass_round(game)
    said = [GERMAN(n.text) for n in game.state.table_notes]
    assert said[:4] == ["Tim: nimm 5 Münzen", "Tom: nimm 5 Münzen", "Miriam: nimm 5 Münzen",
                        "1 Ambrosia auf Arbeiten, Bauen, Ausheben, Expandieren, Lernen, Wiederaufbauen, Rekrutieren"]
    assert "Deck Erkunden auf: 1 Ambrosia darauf" in said
    assert all(isinstance(n.text, Msg) and n.text.code.startswith("taw.") for n in game.state.table_notes)


def _short_of_food(ambrosia: int) -> Game:
    """Tim, with ``ambrosia``, at the feeding step, a citizen short of food."""
    game = new_game()
    tim = game.state.players[0]
    for player in game.state.players:
        player.threat = None
    tim.empire[0].damaged = True
    pass_round(game)
    answer_first(game, stop=("feed_citizens",))
    tim.ambrosia = ambrosia
    game.state.pending.clear()
    feeding.ask_feeding(game.state)
    return game


def test_the_feeding_prompt_offers_food_for_ambrosia_only_to_a_player_who_can_buy_some() -> None:
    for ambrosia in (0, 1):
        head = _short_of_food(ambrosia).state.pending[0]
        assert isinstance(head, FeedDecision) and head.prompt.code == "taw.prompt.feed"
        assert "ambrosia" not in english()(head.prompt), ambrosia
        assert GERMAN(head.prompt).startswith("Nahrung ")
    head = _short_of_food(2).state.pending[0]
    assert head.prompt.code == "taw.prompt.feed_buy" and head.prompt.params["cost"] == 2
    assert head.prompt.params["citizens"] == amount(head.prompt.params["citizens"].params["n"], "citizen")
    assert "buy food at 2 ambrosia each" in english()(head.prompt)
    assert "kauf Nahrung für je 2 Ambrosia" in GERMAN(head.prompt)


def test_refusals_carry_their_code_and_typed_parameters() -> None:
    game = _short_of_food(0)
    error = rejects(game, FeedCitizens(player=0, ambrosia_food=1, starving=[1]), "not_enough_ambrosia_food")
    assert error.msg.params == {"food": amount(1, "food"), "cost": amount(2, "ambrosia"), "have": 0}
    assert GERMAN(error.msg) == "1 Nahrung kostet 2 Ambrosia; du hast 0"
    assert error.rule == rulebook.AMBROSIA_ABILITIES()  # "Ambrosia Abilities"
    game.state.players[0].ambrosia = 6
    error = rejects(game, FeedCitizens(player=0, ambrosia_food=3), "too_much_food")
    assert error.msg.params == {"unfed": feeding.UNFED(n=1), "food": amount(3, "food")}
    assert str(error) == "Only 1 citizen goes unfed; buying 3 food wastes ambrosia (rulebook: Feed Citizens)"
    assert GERMAN(error.msg) == "Nur 1 Bürger bleibt unversorgt; 3 Nahrung zu kaufen verschwendet Ambrosia"


def test_a_refused_attack_names_its_cost_in_amounts() -> None:
    game = new_game()
    tim = game.state.players[0]
    tim.coins = 0
    army = tim.armies[0].uid
    error = rejects(game, attack.Attack(player=0, armies=[army], card=titan(stars=1, defence=1)), "not_enough_coins")
    assert error.msg.params == {"what": attack.THIS_ATTACK(), "cost": amount(1, "coin"), "has": amount(0, "coin")}
    assert GERMAN(error.msg) == "Dieser Angriff braucht 1 Münze; du hast 0 Münzen"


def test_a_draft_pick_out_of_range_says_the_row_in_titans() -> None:
    game = new_game(2, titan_draft=True)
    state = game.state
    state.pending = [prepare.DraftPickDecision(player=0, prompt=prepare.DRAFT_PICK_PROMPT(),
                                               row=[titan(stars=1)] * 2)]
    error = rejects(game, PickDraftTitan(player=0, index=5), "no_such_draft_titan")
    assert error.msg.params == {"titans": amount(2, "titan"), "last": 1, "index": 5}
    assert str(error) == "The draft row has 2 titans (0 to 1); got 5 (rulebook: Threatening Titan Draft)"


def test_every_sentence_of_the_rounds_in_random_games_is_a_worded_message() -> None:
    """No log entry of the phases, no prompt and no table note is left English-worded (core.unworded), and each
    says something in German."""
    for seed in (1, 2):
        game = random_game(seed, players=3)
        ours = [e.message for e in game.entries if e.action.type in PHASE_ACTIONS]
        assert ours and all(m.code != "core.unworded" for m in ours), seed
        assert all("{" not in GERMAN(m) for m in ours)


def test_a_state_saved_with_english_sentences_reads_back_saying_them() -> None:
    """A snapshot from before messages were data keeps its prompts and notes as English; they read back as the
    catch-all message that says them as they were."""
    state = new_game().state
    data = json.loads(state.model_dump_json())
    data["table_notes"] = [{"text": "Tim: take 5 coins", "icon": "income", "players": [0], "step": "collect_income"}]
    data["pending"] = [{"kind": "feed_citizens", "player": 0, "prompt": "Food 1 for 3 citizens: choose who starves"}]
    read = State.model_validate(data)
    assert english()(read.table_notes[0].text) == "Tim: take 5 coins"
    assert english()(read.pending[0].prompt) == "Food 1 for 3 citizens: choose who starves"
    assert TableNote.model_validate(read.table_notes[0].model_dump(mode="json")) == read.table_notes[0]
