"""Cards the table has shown are remembered (issue 11, point 4): the titan decks' tops, the empire row and the military
row as face-up slots the table enters, kept in step by the engine (a row card taken, a deck's top titan defeated, the
rows refreshed), with undo, replay of a log without them, and export/import."""

from __future__ import annotations

import json

import pytest
from phases_support import action, answer_first, new_game, pass_round, rejects, titan
from taw_moves_support import give, named, play, table

from companion.core.errors import DataError
from companion.core.game import Game, LogEntry
from companion.core.rules_data import parse_json, read_text
from companion.store import Store
from companion.store.export import export_text, import_bytes
from companion.taw import face_up
from companion.taw.cards import EmpireCard, MilitaryCard, MilitarySymbols
from companion.taw.kind import KIND
from companion.taw.moves.board_actions import PlaceBuild, PlaceExplore, PlaceLabor, PlaceRecruit
from companion.taw.moves.passing import Pass
from companion.taw.moves.showing import ShowCard
from companion.taw.moves.storing import ExploreChoice
from companion.taw.phases.attack import Attack
from companion.taw.phases.rules import PhaseRules
from companion.taw.state import EMPTY, State
from tests.said import assert_refused, codes, msg

MARKET = EmpireCard(name="Market", cost_coins=2, income_coins=1)
TEA_HOUSE = EmpireCard(name="Tea House", cost_coins=3, food=1)
SPEARMEN = MilitaryCard(name="Spearmen", front=MilitarySymbols(swords=2))
STONE = titan(stars=1, defence=0, banners=("red",))


def known(state: State) -> dict[str, str]:
    """Each slot in words: the card's label, ``empty`` or ``unknown``."""
    return {s.id: s.card.label if s.card else "empty" if s.empty else "unknown" for s in face_up.slots(state)}


@pytest.mark.parametrize(("players", "empire"), [(2, 4), (3, 5), (4, 6)])
def test_setup_deals_the_rows_by_player_count_and_every_slot_is_to_enter(players: int, empire: int) -> None:
    game = new_game(players)
    titans = ["titan-1", "titan-2", "titan-3"]
    rows = [f"empire-{n}" for n in range(1, empire + 1)] + [f"military-{n}" for n in range(1, players + 1)]
    assert face_up.missing(game.state) == titans + rows
    assert [s.label for s in face_up.slots(game.state, "titan")] == ["1-star titan deck", "2-star titan deck",
                                                                     "3-star titan deck"]
    assert face_up.slots(game.state, "military")[0].label == "Military row card 1"
    assert face_up.shown(game.state, "empire") == []


def test_entering_a_card_takes_no_turn_keeps_the_table_notes_and_is_logged() -> None:
    game = new_game(3)
    notes = list(game.state.table_notes)
    entries = game.apply(ShowCard(slot="titan-1", card=STONE), by="Ann")
    assert [(codes(e), e.auto, e.by) for e in entries] == [
        ("taw.log.face_up_titan(n=1, card=taw.card.named(name='Stone Being'))", False, "Ann")]
    assert game.state.current == 0 and game.state.table_notes == notes
    assert face_up.shown(game.state, "titan") == [("titan-1", STONE)]
    assert face_up.top_titan(game.state, 1) == STONE and face_up.top_titan(game.state, 2) is None
    assert "titan-1" not in face_up.missing(game.state)
    game.apply(ShowCard(slot="empire-2", card=MARKET))
    game.apply(ShowCard(slot="military-3", card=SPEARMEN))
    assert face_up.shown(game.state, "empire") == [("empire-2", MARKET)]
    assert face_up.shown(game.state, "military") == [("military-3", SPEARMEN)]


def test_a_known_card_is_replaced_and_a_slot_can_be_said_to_hold_none() -> None:
    game = new_game(2)
    game.apply(ShowCard(slot="empire-1", card=TEA_HOUSE))
    replaced = game.apply(ShowCard(slot="empire-1", card=MARKET))
    assert codes(replaced[0]) == ("taw.log.face_up_empire(n=1, card=taw.card.named(name='Market'), "
                                  "was=taw.log.face_up_was(card=taw.card.named(name='Tea House')))")
    assert codes(game.apply(ShowCard(slot="titan-3"))[0]) == "taw.log.face_up_titan(n=3, card=taw.log.no_card)"
    assert known(game.state)["empire-1"] == "Market" and known(game.state)["titan-3"] == "empty"
    assert "titan-3" not in face_up.missing(game.state)


def test_entering_is_allowed_while_a_decision_waits() -> None:
    game = new_game(2)
    game.apply(Attack(player=0, armies=[game.state.players[0].armies[0].uid], card=STONE))
    assert game.state.pending[0].kind == "damage_dice"
    game.apply(ShowCard(slot="titan-1", card=titan("Rock Giant", stars=1, defence=4)))
    assert game.state.pending[0].kind == "damage_dice" and known(game.state)["titan-1"] == "Rock Giant"


@pytest.mark.parametrize(
    ("act", "code", "message"),
    [
        (ShowCard(slot="empire-5", card=MARKET), "no_such_slot", "There is no face-up slot 'empire-5' in a 2-player "
         "game; the slots are titan-1 to titan-3, empire-1 to empire-4, military-1 to military-2"),
        (ShowCard(slot="titan", card=STONE), "no_such_slot", None),
        (ShowCard(slot="empire-1", card=SPEARMEN), "wrong_card_kind",
         "Empire row card 1 shows empire cards, not military cards"),
        (ShowCard(slot="titan-2", card=STONE), "wrong_titan_deck",
         "2-star titan deck shows 2-star titans; this titan has 1 star"),
        (ShowCard(slot="empire-1", card=EmpireCard(name="Palace", deck="B")), "wrong_deck",
         "Empire row card 1: Palace is a deck B card, but the empire row in round 1 holds deck A cards"),
        (ShowCard(slot="empire-1", card=EmpireCard(name="Hall of War", ability="hall_of_war")), "requires_missing",
         None),
    ],
)
def test_a_bad_entry_is_refused_with_its_code_and_numbers(act: ShowCard, code: str, message: str | None) -> None:
    error = rejects(new_game(2), act, code)
    if message is not None:
        assert error.message == message


def test_entering_what_is_already_there_is_refused_and_so_is_any_entry_after_the_game() -> None:
    game = new_game(2)
    game.apply(ShowCard(slot="military-1", card=SPEARMEN))
    error = rejects(game, ShowCard(slot="military-1", card=SPEARMEN), "card_already_shown")
    assert_refused(error, "card_already_shown",
                   slot=msg("taw.face_up.military_card", n=1), card=msg("taw.card.named", name="Spearmen"))
    game.apply(ShowCard(slot="military-1"))
    assert_refused(rejects(game, ShowCard(slot="military-1"), "slot_already_empty"), "slot_already_empty",
                   slot=msg("taw.face_up.military_card", n=1))
    game.state.phase = "over"
    assert face_up.missing(game.state) == []
    rejects(game, ShowCard(slot="military-2", card=SPEARMEN), "game_over_face_up")


def _dealt(players: int = 2, *, round: int = 1) -> State:
    """A table in the actions phase with its rows dealt and Market, Tea House and Spearmen entered."""
    state = table(players, round=round)
    face_up.deal(state, empire=4, military=2)
    play(state, ShowCard(slot="empire-1", card=TEA_HOUSE))
    play(state, ShowCard(slot="empire-3", card=MARKET))
    play(state, ShowCard(slot="military-2", card=SPEARMEN))
    return state


def test_building_a_row_card_empties_its_slot_until_the_next_refresh() -> None:
    state = _dealt()
    play(state, PlaceBuild(player=0, skill=1, card=MARKET))
    assert known(state)["empire-3"] == "empty" and known(state)["empire-1"] == "Tea House"
    assert "empire-3" not in face_up.missing(state)


def test_a_row_card_built_without_its_name_frees_the_slot_showing_its_symbols() -> None:
    state = _dealt()
    play(state, PlaceBuild(player=0, skill=1, card=MARKET.model_copy(update={"name": ""})))
    assert known(state)["empire-3"] == "empty"


def test_a_card_never_entered_frees_a_slot_not_entered_and_a_c_deck_card_frees_none() -> None:
    state = _dealt()
    play(state, PlaceBuild(player=0, skill=1, card=EmpireCard(name="Palace", deck="C", cost_coins=1)))
    assert list(known(state).values()).count("empty") == 0
    play(state, PlaceBuild(player=1, skill=1, card=EmpireCard(name="Forge", cost_coins=1)))
    assert [known(state)[f"empire-{n}"] for n in range(1, 5)] == ["Tea House", "empty", "Market", "unknown"]


def test_storing_from_the_row_empties_the_slot_and_storing_a_drawn_card_does_not() -> None:
    state = _dealt(round=2)
    play(state, PlaceExplore(player=0, skill=1, choice=ExploreChoice(card=MARKET, source="drawn")))
    assert known(state)["empire-3"] == "Market"
    play(state, PlaceExplore(player=1, skill=1, choice=ExploreChoice(card=MARKET, source="row")))
    assert known(state)["empire-3"] == "empty"


def test_zori_dramatists_storing_a_row_card_empties_its_slot() -> None:
    state = _dealt(round=2)
    give(state.players[0], state, **named("Zori Dramatists").model_dump(exclude={"kind"}))
    play(state, Pass(player=0, store=TEA_HOUSE))
    assert known(state)["empire-1"] == "empty"


def test_recruiting_empties_the_military_slot() -> None:
    state = _dealt()
    retire = state.players[0].armies[0].uid
    play(state, PlaceRecruit(player=0, skill=1, card=SPEARMEN, retire=retire))
    assert known(state)["military-2"] == "empty" and known(state)["military-1"] == "unknown"


def test_defeating_a_deck_s_top_titan_leaves_the_next_one_to_enter_and_a_threat_changes_nothing() -> None:
    game = new_game(2, titan=titan("Imp", stars=0, defence=0))
    game.apply(ShowCard(slot="titan-1", card=STONE))
    game.apply(ShowCard(slot="titan-2", card=titan("Hydra", stars=2)))
    game.apply(Attack(player=0, armies=[game.state.players[0].armies[0].uid], card=STONE))
    assert known(game.state)["titan-1"] == "unknown" and known(game.state)["titan-2"] == "Hydra"
    assert face_up.missing(game.state)[0] == "titan-1"
    answer_first(game)
    threat = game.state.players[0].threat
    assert threat is not None
    game.apply(Attack(player=1, armies=[game.state.players[1].armies[0].uid], titan=threat.uid))
    assert known(game.state)["titan-2"] == "Hydra"


def test_the_prepare_phase_deals_new_rows_to_enter_and_keeps_the_titans() -> None:
    game = new_game(2)
    game.apply(ShowCard(slot="titan-1", card=STONE))
    game.apply(ShowCard(slot="empire-1", card=MARKET))
    game.apply(ShowCard(slot="military-1", card=SPEARMEN))
    pass_round(game)
    answer_first(game, stop=("draw_titan",))
    assert game.state.round == 2
    assert known(game.state) == {"titan-1": "Stone Being", "titan-2": "unknown", "titan-3": "unknown",
                                 **{f"empire-{n}": "unknown" for n in range(1, 5)},
                                 **{f"military-{n}": "unknown" for n in range(1, 3)}}
    notes = [codes(n.text) for n in game.state.table_notes]
    assert "taw.table.prepare_refresh.empire_row(count=4, deck='A')" in notes
    assert "taw.table.prepare_refresh.military_row(count=2)" in notes


def test_undo_takes_back_an_entry_and_brings_back_a_card_a_move_took() -> None:
    game = new_game(2)
    game.apply(ShowCard(slot="empire-2", card=MARKET))
    game.apply(ShowCard(slot="empire-2", card=TEA_HOUSE))
    game.undo()
    assert known(game.state)["empire-2"] == "Market"
    game.apply(PlaceBuild(player=0, skill=1, card=MARKET))
    assert known(game.state)["empire-2"] == "empty"
    game.undo()
    assert known(game.state)["empire-2"] == "Market"
    game.undo()
    assert known(game.state)["empire-2"] == "unknown"
    game.redo()
    assert known(game.state)["empire-2"] == "Market"


def _replayed(game: Game) -> Game:
    """``game`` replayed strictly from its log as JSON (what an import does)."""
    entries = [LogEntry.from_json(KIND, json.loads(json.dumps(e.to_json())), i) for i, e in enumerate(game.entries)]
    return Game.replay(KIND, game.setup, entries, strict=True)


def test_a_log_without_face_up_entries_replays_with_every_slot_to_enter() -> None:
    game = new_game(2)
    game.apply(PlaceLabor(player=0, skill=1))
    game.apply(PlaceBuild(player=1, skill=1, card=MARKET))
    again = _replayed(game)
    assert again.entries == game.entries and again.state == game.state
    assert known(again.state)["empire-1"] == "empty" and len(face_up.missing(again.state)) == 3 + 3 + 2


def test_a_state_saved_without_face_up_cards_reads_with_none() -> None:
    saved = new_game(2).state.model_dump(mode="json")
    del saved["face_up"]
    assert State.model_validate(saved).face_up.empire == []


def test_entries_replay_and_the_state_survives_json() -> None:
    game = new_game(2)
    game.apply(ShowCard(slot="titan-1", card=STONE))
    game.apply(ShowCard(slot="military-2"))
    game.apply(action({"type": "show_card", "slot": "empire-1", "card": MARKET.model_dump(mode="json")}))
    again = _replayed(game)
    assert again.state == game.state and again.state.face_up.military[1] == EMPTY
    assert State.model_validate_json(game.state.model_dump_json()) == game.state


def test_export_then_import_keeps_the_face_up_cards() -> None:
    source = Store.memory()
    setup = new_game(2).setup
    stored = source.create(KIND.id, setup, name="Face up", players=["Tim", "Tom"])
    stored.apply(ShowCard(slot="titan-2", card=titan("Hydra", stars=2)), by="Tim")
    stored.apply(ShowCard(slot="empire-4", card=MARKET))
    imported = import_bytes(Store.memory(), export_text(source, stored.id).encode(), "game.json")
    assert imported.game.entries == stored.game.entries and imported.state == stored.state
    assert face_up.shown(imported.state, "empire") == [("empire-4", MARKET)]


def test_the_military_row_size_is_rules_data_for_every_player_count() -> None:
    raw = json.loads(read_text("ancient_world/phases.json"))
    del raw["military_row_size"]["4"]
    with pytest.raises(DataError, match="military_row_size must give a size for each player count 2, 3, 4; it gives "
                                        "2, 3"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
    raw["military_row_size"]["4"] = 0
    with pytest.raises(DataError, match=r"phases.json: military_row_size\.4"):
        parse_json(json.dumps(raw), PhaseRules, "phases.json")
