"""The ability registry (issue 13): one record per catalog ability id and a catalog card per record, whose entry
gives the amounts the record reads; an unknown id is refused wherever a card is read (the catalog, a replay
action, a score sheet), naming the card and the file; and nothing outside the registry compares ability ids."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.taw.abilities import registry
from companion.taw.abilities.end_scores import SCORERS
from companion.taw.abilities.records import BY_ID, RECORDS
from companion.taw.cards import EmpireCard
from companion.taw.catalog import AbilityAmounts, Catalog, catalog
from companion.taw.moves.board_actions import PlaceBuild
from companion.taw.score_sheet import ScoreSheet, load_sheet

COMPANION = Path(__file__).resolve().parents[2] / "companion"
REGISTRY_PACKAGE = COMPANION / "taw" / "abilities"


def _catalog_abilities() -> Counter[str]:
    return Counter(e.card.ability for e in catalog().cards if isinstance(e.card, EmpireCard) and e.card.ability)


def test_every_catalog_ability_has_exactly_one_record_and_every_record_a_catalog_card() -> None:
    abilities = _catalog_abilities()
    assert all(n == 1 for n in abilities.values()), abilities
    assert set(abilities) == set(registry.REGISTRY) == set(BY_ID)
    assert len(registry.REGISTRY) == len(RECORDS) == 31
    assert [r.id for r in RECORDS] == sorted(BY_ID)
    for ability_id, record in registry.REGISTRY.items():
        card = catalog().by_name(record.card)
        assert card is not None and card.card.name == record.card and card.card.ability == ability_id
    assert set(registry._CODE) | set(SCORERS) <= set(BY_ID)  # code for a misspelt id would never run


def test_every_amount_a_record_reads_is_in_its_catalog_entry() -> None:
    read = {r.id: r.amounts for r in RECORDS if r.amounts}
    assert read == {"dungeons": ("coins",), "scribe_guild": ("coins", "knowledge")}
    for entry in catalog().cards:
        ability = entry.card.ability if isinstance(entry.card, EmpireCard) else None
        needed = read.get(ability or "", ())
        assert set(needed) <= set(AbilityAmounts.model_fields)
        assert all(getattr(entry.amounts, amount, None) is not None for amount in needed), entry.card.name
        assert (entry.amounts is not None) == bool(needed), entry.card.name


def test_every_scoring_ability_carries_exactly_its_rules_models_numbers_in_its_catalog_entry() -> None:
    """Read from the file itself (no default filled in): a scoring ability's entry has every field of its scorer's
    rules model and no other, and an entry with scoring numbers has a scoring ability."""
    scorers = {r.id: r.end_score for r in registry.with_hook("end_score")}
    assert len(scorers) == 12
    entries = json.loads(read_text("ancient_world/catalog.json"))["cards"]
    with_numbers = {e["card"].get("ability") for e in entries if "scoring" in e}
    assert with_numbers == set(scorers)
    for entry in entries:
        scorer = scorers.get(entry["card"].get("ability"))
        if scorer is not None:
            assert set(entry["scoring"]) == set(scorer.rules.model_fields), entry["card"]["name"]
            assert isinstance(catalog().scoring(entry["card"]["ability"]), scorer.rules)


def test_each_hook_fits_its_card() -> None:
    for record in registry.with_hook("card_action"):
        card = catalog().by_name(record.card).card  # type: ignore[union-attr]
        assert isinstance(card, EmpireCard) and card.action is not None, record.id
    scorers = [r.id for r in registry.with_hook("end_score")]
    assert scorers == sorted(e.card.ability or "" for e in catalog().cards
                             if isinstance(e.card, EmpireCard) and e.scoring is not None)
    assert all(r.end_score.score.__name__ == r.id for r in registry.with_hook("end_score"))  # type: ignore[union-attr]
    assert [r.card for r in registry.with_hook("reroll")] == ["Barbarian Camp", "Tea House"]
    assert [(r.id, r.hooks()) for r in registry.with_hook("after_placement")] == [
        ("distant_outpost", ("after_placement",)), ("dungeons", ("after_placement",)),
        ("scribe_guild", ("after_placement",))]
    assert registry.REGISTRY["bath_house"].hooks() == ()
    assert [(i.move, i.key) for r in registry.REGISTRY.values() for i in r.inputs] == [
        ("use_card", "explore"), ("place_learn", "outpost_army"), ("use_card", "army"), ("place_labor", "scribe"),
        ("pass", "store")]


def test_an_unknown_id_in_the_catalog_is_refused_naming_the_card_and_the_file(tmp_path: Path) -> None:
    raw = json.loads(read_text("ancient_world/catalog.json"))
    entry = next(e for e in raw["cards"] if e["card"].get("ability") == "dungeons")
    entry["card"]["ability"] = "dungeon"
    path = tmp_path / "catalog.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        parse_json(path.read_text(encoding="utf-8"), Catalog, str(path))
    assert caught.value.source == str(path)
    assert str(caught.value).startswith(f"{path}: cards.")
    assert "unknown ability 'dungeon' on Dungeons; did you mean 'dungeons'? known: aqueduct, " in str(caught.value)


def test_a_catalog_without_a_card_for_an_ability_or_with_two_is_refused(tmp_path: Path) -> None:
    raw = json.loads(read_text("ancient_world/catalog.json"))
    raw["cards"] = [e for e in raw["cards"] if e["card"].get("ability") != "tea_house"]
    raw["cards"].append(next(e for e in raw["cards"] if e["card"].get("ability") == "dungeons"))
    with pytest.raises(DataError, match=r"^catalog\.json: \(top level\): Value error, each ability needs exactly one "
                                        r"card: dungeons is on 2 cards, tea_house has no card$"):
        parse_json(json.dumps(raw), Catalog, "catalog.json")


def test_a_catalog_card_not_named_as_its_record_is_refused() -> None:
    raw = json.loads(read_text("ancient_world/catalog.json"))
    i, entry = next((i, e) for i, e in enumerate(raw["cards"]) if e["card"].get("ability") == "tea_house")
    entry["card"]["name"] = "Tea Room"
    with pytest.raises(DataError, match=rf"^catalog\.json: \(top level\): Value error, cards\.{i} \(Tea Room\): the "
                                        r"record of tea_house names its card Tea House$"):
        parse_json(json.dumps(raw), Catalog, "catalog.json")


def test_an_unknown_id_in_a_replay_action_is_refused() -> None:
    with pytest.raises(ValidationError, match="unknown ability 'dungeon' on Dungeons; did you mean 'dungeons'"):
        PlaceBuild.model_validate({"player": 0, "skill": 1, "card": {"name": "Dungeons", "ability": "dungeon"}})
    with pytest.raises(ValidationError, match=r"unknown ability 'flying'; known: aqueduct, .*zori_dramatists"):
        EmpireCard.model_validate({"ability": "flying"})


def test_an_unknown_id_in_a_score_sheet_is_refused_naming_the_file(tmp_path: Path) -> None:
    ann = {"name": "Ann", "coins": 0, "knowledge": 0, "ambrosia": 0, "citizens": 3}
    sheet = {"players": [{**ann, "empire_cards": [{"name": "Hut", "ability": "treasurey"}]}]}
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")
    with pytest.raises(DataError, match=rf"^{re.escape(str(path))}: players\.0\.empire_cards\.0: unknown ability "
                                        r"'treasurey' on Hut; did you mean 'treasury'\?"):
        load_sheet(path)
    with pytest.raises(ValidationError):
        ScoreSheet.model_validate({"players": [{**ann, "empire_cards": [{"ability": "dungeon"}]}]})


def _comparisons(text: str) -> list[str]:
    """Ability ids compared or looked up by string outside the registry: ``== "dungeons"``, ``has_ability("...")``."""
    ids = "|".join(BY_ID)
    quoted = rf"""["']({ids})["']"""
    patterns = (rf"[=!]=\s*{quoted}", rf"{quoted}\s*[=!]=", rf"has_ability\([^)]*{quoted}", rf"in \(\s*{quoted}")
    return [m.group(0) for pattern in patterns for m in re.finditer(pattern, text)]


def test_nothing_outside_the_registry_compares_ability_ids() -> None:
    """The engine, the legal-actions view and the UI ask the registry; other games' own words (Ancient Realm's
    ``monument`` region) are not The Ancient World's ability ids, so their packages are not read."""
    found = {}
    for path in COMPANION.rglob("*.py"):
        if REGISTRY_PACKAGE in path.parents or {"realm", "tta"} & set(path.relative_to(COMPANION).parts):
            continue
        if hits := _comparisons(path.read_text(encoding="utf-8")):
            found[str(path.relative_to(COMPANION))] = hits
    assert found == {}
    assert _comparisons('if card.ability == "holy_site":') == ['== "holy_site"']
    assert _comparisons('derived.has_ability(player, "aqueduct")') == ['has_ability(player, "aqueduct"']
