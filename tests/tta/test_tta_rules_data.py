"""The Age A catalog and the first-round rules data: typed, consistent, and true to the shared data."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.tta.actions import STEP_EFFECTS
from companion.tta.rules import PERFORMABLE_STEPS, Catalog, FirstRoundRules, catalog, first_round

Edit = Callable[[dict[str, Any]], object]
SHARED_CARDS = Path("/work/shared/data/through-the-ages-age-a-cards.json")


def test_card_row_costs_and_actions_by_seat() -> None:
    rules = first_round()
    assert rules.card_row_costs == [1] * 5 + [2] * 4 + [3] * 4
    assert rules.civil_actions_by_seat == [1, 2, 3, 4]
    assert rules.military_actions_in_round_one == 0


def test_civil_deck_has_leaders_wonders_and_action_cards_only() -> None:
    civil = catalog().civil_cards()
    assert {c.kind for c in civil} == {"leader", "wonder", "action"}
    leaders = sorted(c.name for c in civil if c.kind == "leader")
    assert leaders == ["Alexander the Great", "Aristotle", "Hammurabi", "Homer", "Julius Caesar", "Moses"]
    assert all(sum(c.copies_by_players[n] for c in civil) >= 13 for n in (2, 3, 4))
    colossus = catalog().card("Colossus")
    assert colossus.wonder_stages == [3, 3] and colossus.yields is not None and colossus.yields.strength == 2


def test_starting_board_uses_catalog_technologies_and_despotism() -> None:
    board = first_round().starting_board
    types = {t.name: catalog().card(t.name).technology_type for t in board.technologies}
    assert types == {"Agriculture": "farm", "Bronze": "mine", "Philosophy": "lab", "Religion": "temple",
                     "Warriors": "infantry"}
    despotism = catalog().card(board.government.name)
    assert despotism.yields is not None
    assert (despotism.yields.civil_actions, despotism.yields.military_actions) == (4, 2)
    assert (board.government.civil_actions, board.government.military_actions) == (4, 2)
    workers = sum(t.workers for t in board.technologies)
    assert workers + board.worker_pool + board.yellow_bank == 25
    assert board.blue_bank == 16


def test_every_performed_step_has_an_effect_and_every_step_an_explanation() -> None:
    assert set(STEP_EFFECTS) == PERFORMABLE_STEPS
    steps = first_round().end_of_turn
    assert [s.id for s in steps if s.round_one == "perform"] == [
        "score_science_culture", "food_production", "resource_production", "reset_actions",
    ]
    assert all(s.explanation and (s.round_one == "perform" or s.skip_reason) for s in steps)


@pytest.mark.skipif(not SHARED_CARDS.exists(), reason="the shared source data is not on this machine")
def test_catalog_numbers_match_the_shared_source_data() -> None:
    source = {c["name"]: c for c in json.loads(SHARED_CARDS.read_text())["cards"]}
    assert set(source) == {c.name for c in catalog().cards}
    for card in catalog().cards:
        raw = source[card.name]
        assert card.copies_by_players == {int(k): int(v) for k, v in raw["copies_by_players"].items()}
        assert card.science_cost == int(raw["techcost"])
        if card.kind == "wonder":
            assert card.wonder_stages == [int(x) for x in raw["resscost"]]
        if card.yields is not None:
            assert card.yields.food == int(raw["food"]) and card.yields.resources == int(raw["ress"])
            assert card.yields.science == int(raw["science"]) and card.yields.culture == int(raw["culture"])


def _edited(name: str, edit: Edit) -> str:
    data = json.loads(read_text(f"through_the_ages/{name}"))
    edit(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        (lambda d: d["cards"][0]["copies_by_players"].pop("4"), "copies_by_players"),
        (lambda d: d["cards"][0].update(science_cost="two"), "science_cost"),
        (lambda d: d["cards"].append(dict(d["cards"][0])), "unique"),
        (lambda d: next(c for c in d["cards"] if c["kind"] == "wonder").pop("wonder_stages"), "wonder_stages"),
    ],
)
def test_malformed_catalog_is_refused_naming_the_field(edit: Edit, field: str) -> None:
    with pytest.raises(DataError, match=field) as info:
        parse_json(_edited("age_a_cards.json", edit), Catalog, "age_a_cards.json")
    assert info.value.source == "age_a_cards.json"


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(civil_actions_by_seat=[1, 2, 3]), "one number per seat"),
        (lambda d: d["end_of_turn"][0].update(round_one="perform", skip_reason=None), "cannot perform"),
        (lambda d: d["end_of_turn"][2].update(round_one="skip"), "skip_reason"),
        (lambda d: d["teaching"].pop("take_wonder"), "take_wonder"),
        (lambda d: d["end_of_turn"][0].update(id="pray"), "end_of_turn.0.id"),
    ],
)
def test_malformed_first_round_rules_are_refused(edit: Edit, message: str) -> None:
    with pytest.raises(DataError, match=message):
        parse_json(_edited("first_round.json", edit), FirstRoundRules, "first_round.json")
