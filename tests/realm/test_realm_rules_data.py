"""Ancient Realm's rules data: it loads, the score table's boundaries, and bad data is named."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.realm.rules import RealmRules, rules


@pytest.mark.parametrize(
    ("total", "text"),
    [
        (0, "Everything lies in ruins."),
        (49, "Everything lies in ruins."),
        (50, "Well, at least you tried."),
        (54, "Well, at least you tried."),
        (55, "This is a place you can live with."),
        (60, "Good work. But there's still room for improvement!"),
        (64, "Good work. But there's still room for improvement!"),
        (65, "What a truly noble civilization, hear ye, hear ye!"),
        (69, "What a truly noble civilization, hear ye, hear ye!"),
        (70, "Master, your land will outlast time itself!"),
        (120, "Master, your land will outlast time itself!"),
    ],
)
def test_rating_follows_the_score_table(total: int, text: str) -> None:
    assert rules().rating(total) == text


def test_storage_and_decks_match_the_rulebook() -> None:
    data = rules()
    assert (data.storage.minimum, data.storage.maximum) == (0, 7)
    assert data.storage.start.model_dump() == {"gold": 3, "wheat": 1, "wood": 1, "stone": 1}
    assert (data.decks.districts, data.decks.wonders, data.decks.market_size) == (7, 7, 4)
    assert [rules().region_type(k).activation for k in ("source", "citizen", "mine")] == [
        "harvest", "labor", "prospect"]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["ratings"].reverse(), "ratings must start at 0"),
        (lambda d: d["region_types"].pop(), "region_types must list"),
        (lambda d: d["storage"]["start"].update(gold=9), "start gold 9"),
        (lambda d: d["prices"].pop("labor_gold"), "prices.labor_gold"),
    ],
)
def test_bad_rules_data_names_the_problem(change: Callable[[dict[str, Any]], None], field: str) -> None:
    raw = json.loads(read_text("ancient_realm/rules.json"))
    change(raw)
    with pytest.raises(DataError) as info:
        parse_json(json.dumps(raw), RealmRules, "rules_data/ancient_realm/rules.json")
    assert "ancient_realm/rules.json" in str(info.value)
    assert field in str(info.value)
