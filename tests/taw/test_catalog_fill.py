"""A card a file names as in the catalog gets the catalog's ability and symbols; a value the file gives otherwise is
refused naming both (issue 13): in a score sheet (empire cards and titans) and in any card a replay's actions carry,
through ``companion score`` and ``companion replay`` (and ``--json``). A live game's own cards stay as entered."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from companion.cli import main
from companion.core.game import Game
from companion.core.rules_data import describe_validation_error
from companion.taw import catalog_cards
from companion.taw.cards import EmpireCard, TitanCard
from companion.taw.catalog import CatalogEntry, catalog
from companion.taw.catalog_cards import CatalogConflict, from_catalog, with_catalog_cards
from companion.taw.kind import KIND
from companion.taw.phases.prepare import LayOutDraftRow
from companion.taw.score_sheet import ScoreSheet, sheet_from_state
from companion.taw.setup import GameSetup

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "replay-first-round.json"
ANN = {"name": "Ann", "coins": 0, "knowledge": 0, "ambrosia": 0, "citizens": 2}
#: The example's build (actions.2) with the Market replaced by a catalog card: Traveler Camp's banner is printed.
CAMP = {"name": "Traveler Camp", "deck": "A", "cost_coins": 4}
TREASURY_TOLD_3 = "Treasury: income_coins 3 in the file, 2 in the catalog"


def _sheet(**cards: list[dict[str, Any]]) -> ScoreSheet:
    return ScoreSheet.model_validate({"players": [{**ANN, **cards}]})


def _refusal(**cards: list[dict[str, Any]]) -> list[str]:
    with pytest.raises(ValidationError) as refused:
        _sheet(**cards)
    return describe_validation_error(refused.value)


def _replay_doc(card: dict[str, Any]) -> dict[str, Any]:
    doc: dict[str, Any] = copy.deepcopy(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    doc["actions"][2]["card"] = card
    return doc


def _write(tmp_path: Path, doc: object, name: str) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


@pytest.fixture
def hydra(monkeypatch: pytest.MonkeyPatch) -> TitanCard:
    """The catalog with a named titan (the rulebook's catalog names none yet), as the fill reads it."""
    titan = TitanCard(name="Hydra", stars=2, defence=5, banners=("green", "green"), sword_only=True)
    with_titan = catalog().model_copy(update={"cards": (*catalog().cards, CatalogEntry(card=titan, text="A titan."))})
    monkeypatch.setattr(catalog_cards, "catalog", lambda: with_titan)
    return titan


def test_a_sheet_card_named_as_in_the_catalog_gets_its_ability_and_symbols() -> None:
    treasury, camp = _sheet(empire_cards=[{"name": "Treasury", "banners": ["blue"]}, {"name": "traveler camp"}]) \
        .players[0].empire_cards
    assert (treasury.ability, treasury.income_coins, treasury.banners) == ("treasury", 2, ("blue",))
    assert (camp.name, camp.ability, camp.banners, camp.food, camp.explore_bonus) == \
        ("traveler camp", "traveler_camp", ("any",), 1, 1)


def test_a_sheet_value_the_catalog_prints_otherwise_is_refused_naming_both() -> None:
    assert _refusal(empire_cards=[{"name": "Treasury", "income_coins": 3}]) == [f"players.0.empire_cards.0: "
                                                                                f"{TREASURY_TOLD_3}"]
    assert _refusal(empire_cards=[{}, {"name": "Traveler Camp", "banners": ["red"], "food": 2}]) == [
        "players.0.empire_cards.1: Traveler Camp: banners ['red'] in the file, ['any'] in the catalog; "
        "food 2 in the file, 1 in the catalog"]
    assert _refusal(empire_cards=[{"name": "Bath House", "action": {"knowledge": 1}}]) == [
        "players.0.empire_cards.0: Bath House: action {'knowledge': 1} in the file, {'knowledge': 1, 'arrows': 1} "
        "in the catalog"]
    assert _refusal(empire_cards=[{"name": "Fishing Dock", "ability": "treasury"}]) == [
        "players.0.empire_cards.0: Fishing Dock: ability 'treasury' in the file, none in the catalog"]
    assert _refusal(titans=[{"name": "Treasury"}]) == [
        "players.0.titans.0: Treasury: kind 'titan' in the file, 'empire' in the catalog"]


def test_an_unnamed_or_unknown_card_is_untouched() -> None:
    for card in (EmpireCard(banners=("red",), food=1), EmpireCard(name="Market", income_coins=1),
                 TitanCard(name="Cyclops", defence=4)):
        assert from_catalog(card) is card
    unnamed, market = _sheet(empire_cards=[{"banners": ["red"]}, {"name": "Market", "ability": None}]) \
        .players[0].empire_cards
    assert (unnamed.ability, unnamed.banners, market.ability, market.income_coins) == (None, ("red",), None, 0)


def test_a_sheet_titan_named_as_in_the_catalog_is_filled_and_checked(hydra: TitanCard) -> None:
    titan = _sheet(titans=[{"name": "Hydra", "defence": 5}]).players[0].titans[0]
    assert (titan.stars, titan.defence, titan.banners, titan.sword_only) == (2, 5, ("green", "green"), True)
    assert _refusal(titans=[{"name": "hydra", "stars": 3}]) == [
        "players.0.titans.0: Hydra: stars 3 in the file, 2 in the catalog"]


def test_every_card_an_action_carries_is_filled_and_a_conflict_names_its_path(hydra: TitanCard) -> None:
    row = LayOutDraftRow.model_validate({"player": 0, "cards": [{"defence": 3}, {"name": "Hydra"}]})
    filled = with_catalog_cards(row)
    assert filled.cards[0] is row.cards[0] and filled.cards[1] == hydra
    with pytest.raises(CatalogConflict) as refused:
        with_catalog_cards(LayOutDraftRow.model_validate({"player": 0, "cards": [{}, {"name": "Hydra", "defence": 4}]}))
    assert (refused.value.code, refused.value.path, str(refused.value)) == \
        ("catalog_conflict", ("cards", "1"), "Hydra: defence 4 in the file, 5 in the catalog")


def test_a_live_games_cards_stay_as_the_table_entered_them() -> None:
    """The app's card entry and random games may give a catalog card other symbols: the game plays and scores
    them as entered (only what was left out is filled), as before issue 13."""
    game = Game(KIND, GameSetup.model_validate(_replay_doc({})["setup"]))
    for raw in _replay_doc({**CAMP, "banners": ["red"]})["actions"][:3]:
        game.apply(KIND.action_adapter.validate_python(raw))
    camp = next(c for c in sheet_from_state(game.state).players[0].empire_cards if c.name == CAMP["name"])
    assert (camp.name, camp.banners, camp.ability) == ("Traveler Camp", ("red",), "traveler_camp")


def test_companion_score_refuses_the_conflict_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, {"players": [{**ANN, "empire_cards": [{"name": "Treasury", "income_coins": 3}]}]},
                  "sheet.json")
    for extra in ([], ["--json"]):  # a refused sheet is one line on stderr either way, as every bad sheet is
        assert main(["score", path, *extra]) == 1
        captured = capsys.readouterr()
        assert (captured.out, captured.err) == ("", f"{path}: players.0.empire_cards.0: {TREASURY_TOLD_3}\n")


def test_a_replayed_catalog_card_gets_the_catalogs_ability(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", _write(tmp_path, _replay_doc(CAMP), "actions.json"), "--json"]) == 0
    empire = json.loads(capsys.readouterr().out)["state"]["players"][0]["empire"]
    built = next(owned["card"] for owned in empire if owned["card"]["name"] == CAMP["name"])
    assert (built["name"], built["ability"], built["banners"], built["food"], built["cost_coins"]) == \
        ("Traveler Camp", "traveler_camp", ["any"], 1, 4)


def test_companion_replay_refuses_the_conflict_as_text_and_json(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, _replay_doc({**CAMP, "banners": ["red"]}), "actions.json")
    message = f"{path}: actions.2.card: Traveler Camp: banners ['red'] in the file, ['any'] in the catalog"
    assert main(["replay", path]) == 1
    assert capsys.readouterr() == ("", f"{message}\n")
    assert main(["replay", path, "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.err == ""
    assert json.loads(captured.out) == {"ok": False, "error": {"code": "catalog_conflict", "message": message,
                                                               "index": 2}}
