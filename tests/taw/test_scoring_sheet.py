"""The score sheet: its committed JSON Schema is current, the example validates, bad sheets name the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from pydantic import ValidationError
from scoring_support import player

from companion.core.errors import DataError
from companion.core.rules_data import describe_validation_error
from companion.taw.score_sheet import EXAMPLE_SHEET, ScoreSheet, load_sheet, sheet_schema

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "docs" / "score-sheet.schema.json"


def test_committed_schema_is_generated_from_the_model() -> None:
    committed = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    assert committed == sheet_schema(), "regenerate: companion score --schema > docs/score-sheet.schema.json"


def test_schema_examples_validate_with_jsonschema_and_the_model() -> None:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["examples"] == [EXAMPLE_SHEET]
    for example in schema["examples"]:
        jsonschema.validate(example, schema)
        ScoreSheet.model_validate(example)
    wrong = {"players": [player(empire_cards=[{"banners": ["pink"]}])]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(wrong, schema)


def _problems(sheet: dict[str, Any]) -> list[str]:
    with pytest.raises(ValidationError) as info:
        ScoreSheet.model_validate(sheet)
    return describe_validation_error(info.value)


@pytest.mark.parametrize(("players", "field", "words"), [
    ([player(empire_cards=[{"banners": ["red"]}, {"banners": ["pink"]}])],
     "players.0.empire_cards.1.banners.0", "Input should be 'red'"),
    ([player(citizens=3, starving=4)], "players.0", "starving (4) cannot exceed citizens (3)"),
    ([player(citizens=6)], "players.0.citizens", "less than or equal to 5"),
    ([player(coins=-1)], "players.0.coins", "greater than or equal to 0"),
    ([player("Ann"), player("ann")], "(top level)", "two players are named 'ann'"),
    ([player(empire_cards=[{"name": "Trade City", "requires": {"any": 2}}])],
     "players.0.empire_cards.0.requires", "unknown tribe any"),
    ([player(empire_cards=[{"ability": "flying"}])], "players.0.empire_cards.0", "unknown ability 'flying'"),
    ([player(empire_cards=[{"banner": ["red"]}])], "players.0.empire_cards.0.banner", "Extra inputs"),
    ([], "players", "at least 1 item"),
])
def test_bad_sheets_name_the_field(players: list[dict[str, Any]], field: str, words: str) -> None:
    problems = _problems({"game": "the-ancient-world", "players": players})
    assert any(p.startswith(f"{field}: ") and words in p for p in problems), problems


def test_catalog_names_bring_printed_symbols_and_ability_and_a_different_symbol_is_refused() -> None:
    sheet = ScoreSheet.model_validate({"players": [player(empire_cards=[
        {"name": "Traveler Camp"}, {"name": "traveler camp", "cost_coins": 4}, {"name": "Unknown Hut"}])]})
    camp, entered, unknown = sheet.players[0].empire_cards
    assert (camp.ability, camp.banners, camp.food) == ("traveler_camp", ("any",), 1)
    assert (entered.ability, entered.banners, entered.cost_coins) == ("traveler_camp", ("any",), 4)
    assert (unknown.ability, unknown.banners) == (None, ())
    with pytest.raises(ValidationError) as refused:  # issue 13: the catalog's printed banner, not the sheet's
        ScoreSheet.model_validate({"players": [player(empire_cards=[{"name": "traveler camp", "banners": ["red"]}])]})
    assert describe_validation_error(refused.value) == [
        "players.0.empire_cards.0: Traveler Camp: banners ['red'] in the file, ['any'] in the catalog"]


def test_districts_are_a_count_or_a_list() -> None:
    sheet = ScoreSheet.model_validate({"players": [player("Ann", districts=3),
                                                   player("Bob", districts=[{"name": "Port"}, {}])]})
    assert [p.district_count for p in sheet.players] == [3, 2]


def test_load_sheet_reports_file_problems_as_data_errors(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read the file"):
        load_sheet(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(DataError, match="not valid JSON"):
        load_sheet(broken)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(EXAMPLE_SHEET), encoding="utf-8")
    assert load_sheet(good).players[0].name == "Ann"
