"""The Ancient World's rule numbers live in rules_data/ancient_world/ (rounds, titan stars by round, city-state
amounts, card amounts and scoring numbers, the cards in the box): they equal the rulebook's, a bad value is refused
naming the file and the field (and the card), and no round count or titan deck list is left written in the code."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.taw import face_up
from companion.taw.cards import TitanCard
from companion.taw.catalog import Catalog, catalog
from companion.taw.data import Board, board
from companion.taw.phases.prepare import StartRound
from companion.taw.state import Citizen

BOARD = "rules_data/ancient_world/board.json"
CATALOG = "rules_data/ancient_world/catalog.json"
ROOT = Path(__file__).resolve().parents[2]


def _raw(name: str) -> Any:
    return json.loads(read_text(f"ancient_world/{name}"))


def test_six_rounds_and_the_titan_decks_each_round_draws() -> None:
    """Game Round: six rounds; Prepare, Draw Titans: round 2 one-star, rounds 3-4 two-star, rounds 5-6 three-star."""
    assert board().last_round == 6
    assert [r.titan_stars for r in board().rounds] == [None, 1, 2, 2, 3, 3]
    assert board().titan_decks == face_up.titan_decks() == (1, 2, 3)


def test_the_player_count_and_citizen_skills_are_the_rulebooks() -> None:
    """Overview: 2-4 players; Setup: citizen tokens of skill 1 to 5."""
    assert (board().players.min, board().players.max, board().max_citizen_skill) == (2, 4, 5)


@pytest.mark.parametrize(("model", "data", "field", "most"), [
    (StartRound, {"round": 7}, "round", 6),
    (Citizen, {"skill": 6}, "skill", 5),
    (TitanCard, {"stars": 4}, "stars", 3),
])
def test_a_number_past_the_datas_bound_is_refused_as_a_bound_is(model: type[BaseModel], data: dict[str, int],
                                                                  field: str, most: int) -> None:
    with pytest.raises(ValidationError) as caught:
        model.model_validate(data)
    (error,) = caught.value.errors()
    assert (error["loc"], error["type"], error["msg"]) == ((field,), "less_than_equal",
                                                           f"Input should be less than or equal to {most}")
    assert model.model_json_schema()["properties"][field]["maximum"] == most


def test_the_components_are_the_rulebooks() -> None:
    """Components: 8 starting empire cards, 40 A, 33 B and 12 C; 4 starting titans and 35 titans; 15 districts."""
    box = board().components
    assert (box.starting_empire_cards, box.empire_cards, box.all_empire_cards) == (8, {"A": 40, "B": 33, "C": 12}, 93)
    assert (box.starting_titan_cards, box.titan_cards, box.all_titan_cards, box.district_cards) == (4, 35, 39, 15)


def test_the_tokens_and_dice_are_the_rulebooks() -> None:
    """Components: 68 coins, 22 cardboard or 16 wooden knowledge tokens (one set), 40 ambrosia, 3 custom dice."""
    box = board().components
    assert (box.coin_tokens, box.knowledge_tokens, box.ambrosia_pieces, box.damage_dice) == (68, 22, 40, 3)
    assert "where the rulebook prints no number" in box.about


@pytest.mark.parametrize(("field", "value", "where"), [
    ("empire_cards", {"A": 40, "B": 33}, r"components\.empire_cards: Dictionary should have at least 3 items"),
    ("empire_cards", {"A": 40, "B": 33, "D": 12}, r"components\.empire_cards\.D\.\[key\]"),
    ("district_cards", 0, r"components\.district_cards: Input should be greater than 0"),
])
def test_a_bad_component_count_is_refused_naming_the_field(field: str, value: Any, where: str) -> None:
    raw = _raw("board.json")
    raw["components"][field] = value
    with pytest.raises(DataError, match=rf"board\.json: {where}"):
        parse_json(json.dumps(raw), Board, BOARD)


def test_the_city_state_amounts_are_the_rulebooks() -> None:
    """City-State Abilities: Umnok 1 ambrosia per knowledge; Merlume Grow from round 2; Amnite 1 coin off
    buildings over 4 coins and districts for 1 coin."""
    umnok, merlume, amnite, galidor = (board().city_state(c) for c in ("umnok", "merlume", "amnite", "galidor"))
    assert (umnok.start_knowledge, umnok.ambrosia_per_knowledge) == (1, 1)
    assert (merlume.start_coins, merlume.grow_from_round) == (4, 2)
    assert amnite.building_discount is not None
    assert (amnite.building_discount.over_coins, amnite.building_discount.less_coins) == (4, 1)
    assert amnite.expand_coins == 1
    assert (galidor.start_arrows, galidor.army_limit_bonus) == (1, 1)
    others = [c for c in board().city_states if c.id != "umnok"]
    assert all(c.ambrosia_per_knowledge == 0 for c in others)


def test_the_card_amounts_are_the_rulebooks() -> None:
    """Card Clarifications: Dungeons gains 3 extra coins on Labor; Scribe Guild pays 1 coin for 1 knowledge."""
    assert catalog().amounts("dungeons").coins == 3
    scribe = catalog().amounts("scribe_guild")
    assert (scribe.coins, scribe.knowledge) == (1, 1)


def test_rounds_out_of_order_are_refused_naming_the_file_and_field() -> None:
    raw = _raw("board.json")
    raw["rounds"] = raw["rounds"][:3] + raw["rounds"][4:]
    with pytest.raises(DataError, match=r"board\.json: rounds: .*numbered 1 to 5 in order; they are \[1, 2, 3, 5, 6\]"):
        parse_json(json.dumps(raw), Board, BOARD)


def test_a_space_opening_after_the_last_round_is_refused() -> None:
    raw = _raw("board.json")
    raw["spaces"][8]["opens_in_round"] = 7
    with pytest.raises(DataError, match=r"board\.json: spaces: .*6 rounds: 8\.opens_in_round is 7"):
        parse_json(json.dumps(raw), Board, BOARD)


@pytest.mark.parametrize(("field", "value", "where"), [
    ("titan_stars", 0, r"rounds\.1\.titan_stars"),
    ("round", "two", r"rounds\.1\.round"),
])
def test_a_bad_round_value_is_refused_naming_the_field(field: str, value: Any, where: str) -> None:
    raw = _raw("board.json")
    raw["rounds"][1][field] = value
    with pytest.raises(DataError, match=rf"board\.json: {where}"):
        parse_json(json.dumps(raw), Board, BOARD)


@pytest.mark.parametrize(("field", "value", "where"), [
    ("ambrosia_per_knowledge", -1, r"city_states\.0\.ambrosia_per_knowledge"),
    ("grow_from_round", 0, r"city_states\.0\.grow_from_round"),
    ("expand_coins", "one", r"city_states\.0\.expand_coins"),
    ("building_discount", {"over_coins": 4}, r"city_states\.0\.building_discount\.less_coins"),
])
def test_a_bad_city_state_amount_is_refused_naming_the_field(field: str, value: Any, where: str) -> None:
    raw = _raw("board.json")
    raw["city_states"][0][field] = value
    with pytest.raises(DataError, match=rf"board\.json: {where}"):
        parse_json(json.dumps(raw), Board, BOARD)


def test_a_missing_city_state_amount_is_refused_naming_the_field() -> None:
    raw = _raw("board.json")
    del raw["city_states"][2]["expand_coins"]
    with pytest.raises(DataError, match=r"board\.json: city_states\.2\.expand_coins: Field required"):
        parse_json(json.dumps(raw), Board, BOARD)


def _entry(raw: Any, name: str) -> tuple[int, dict[str, Any]]:
    return next((i, e) for i, e in enumerate(raw["cards"]) if e["card"]["name"] == name)


def test_a_card_amount_missing_or_bad_is_refused_naming_the_card_and_field() -> None:
    raw = _raw("catalog.json")
    i, dungeons = _entry(raw, "Dungeons")
    del dungeons["amounts"]
    with pytest.raises(DataError, match=rf"catalog\.json: .*cards\.{i}\.amounts \(Dungeons\) needs coins"):
        parse_json(json.dumps(raw), Catalog, CATALOG)
    dungeons["amounts"] = {"coins": 0}
    with pytest.raises(DataError, match=rf"catalog\.json: cards\.{i}\.amounts\.coins"):
        parse_json(json.dumps(raw), Catalog, CATALOG)


def test_amounts_on_a_card_whose_ability_reads_none_are_refused() -> None:
    raw = _raw("catalog.json")
    i, hideout = _entry(raw, "Forest Hideout")
    hideout["amounts"] = {"coins": 4}
    with pytest.raises(DataError, match=rf"cards\.{i}\.amounts \(Forest Hideout\): its ability reads no amounts"):
        parse_json(json.dumps(raw), Catalog, CATALOG)


def test_the_scoring_numbers_are_the_rulebooks() -> None:
    """Card Clarifications: each scoring card's points and condition, read from its catalog entry."""
    numbers = {ability: catalog().scoring(ability).model_dump() for ability in (
        "cave_town", "citadel_of_ivories", "city_center", "forest_hideout", "frog_god_statue", "hall_of_war",
        "hidden_library", "monument", "moon_festival", "trade_city", "trade_route", "treasury")}
    assert numbers == {
        "cave_town": {"points": 2}, "citadel_of_ivories": {"points": 2, "per": 3},
        "city_center": {"points": 6, "citizens": 5}, "forest_hideout": {"points": 4, "citizens": 3},
        "frog_god_statue": {"points": 2, "per": 3}, "hall_of_war": {"points": 6, "banners": None},
        "hidden_library": {"points": 2, "per": 1}, "monument": {"points": 2, "titan_banners": 3},
        "moon_festival": {"points": 4}, "trade_city": {"points": 4, "banners": None},
        "trade_route": {"points": 4, "banners": {"yellow": 6}},
        "treasury": {"points": 6, "banners": {"blue": 5, "yellow": 5}}}


@pytest.mark.parametrize(("name", "change", "problem"), [
    ("Citadel of Ivories", {"per": 0}, r"per: Input should be greater than 0"),
    ("Citadel of Ivories", {"per": None}, r"per: Input should be a valid integer"),
    ("City Center", {"citizens": "five"}, r"citizens: Input should be a valid integer"),
    ("Monument", {"bonus": 1}, r"bonus: Extra inputs are not permitted"),
    ("Treasury", {"banners": {"pink": 5}}, r"banners: unknown tribe pink; tribes are red, blue"),
])
def test_a_bad_scoring_number_is_refused_naming_the_file_the_card_and_the_field(
        name: str, change: dict[str, Any], problem: str) -> None:
    raw = _raw("catalog.json")
    i, entry = _entry(raw, name)
    entry["scoring"] = {**entry["scoring"], **change}
    with pytest.raises(DataError, match=rf"^{re.escape(CATALOG)}: cards\.{i}\.scoring: {name}: {problem}"):
        parse_json(json.dumps(raw), Catalog, CATALOG)


def test_a_missing_scoring_number_is_refused_naming_the_file_the_card_and_the_field() -> None:
    raw = _raw("catalog.json")
    i, citadel = _entry(raw, "Citadel of Ivories")
    del citadel["scoring"]["per"]
    with pytest.raises(DataError, match=rf"^{re.escape(CATALOG)}: cards\.{i}\.scoring: Citadel of Ivories: per: "
                                        r"Field required$"):
        parse_json(json.dumps(raw), Catalog, CATALOG)
    del citadel["scoring"]
    with pytest.raises(DataError, match=rf"^{re.escape(CATALOG)}: cards\.{i}\.scoring: Citadel of Ivories: needs its "
                                        r"scoring numbers \(points, per\)$"):
        parse_json(json.dumps(raw), Catalog, CATALOG)


@pytest.mark.parametrize("name", ["Dungeons", "Fishing Dock", "Militia"])
def test_scoring_numbers_on_a_card_whose_ability_scores_nothing_are_refused(name: str) -> None:
    """A card whose ability does not score (Dungeons), with no ability (Fishing Dock) or a military card (Militia)."""
    raw = _raw("catalog.json")
    i, entry = _entry(raw, name)
    entry["scoring"] = {"points": 2}
    with pytest.raises(DataError, match=rf"^{re.escape(CATALOG)}: cards\.{i}\.scoring: {name}: scores nothing at the "
                                        r"end of the game \(no scoring ability\)$"):
        parse_json(json.dumps(raw), Catalog, CATALOG)


LITERALS = re.compile(r"round\s*==\s*6\b|range\(1,\s*7\)|\(1,\s*2,\s*3\)|\[1,\s*2,\s*3,\s*4,\s*5,\s*6\]|le=[36]\b"
                      r"|93,\s*39")


def test_no_round_count_or_titan_deck_list_is_left_in_the_code() -> None:
    sources = [*(ROOT / "companion" / "taw").rglob("*.py"), *(ROOT / "companion" / "ui" / "taw").rglob("*.py")]
    assert sources
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in sources
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if LITERALS.search(line)]
    assert found == []
