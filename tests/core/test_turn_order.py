"""Each game's order of play for the Rules guide: the rulebook's parts in order, every step in plain words with the
rulebook's own text, and a malformed file refused naming the file and the field (issue 23, point 5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.core.turn_order import ORDER_FILES, TurnOrder, turn_order
from companion.kinds import played_kinds
from companion.taw.guide import Guide, guide
from companion.taw.moves.inputs import OTHER_MOVES

RULES = Path("/work/shared/rules")
#: The rulebook's part names of each game, in its order.
PARTS = {
    "the-ancient-world": ["Setup", "Prepare", "Player Actions", "End of Round", "Game End"],
    "ancient-realm": ["Setup", "Game Turn", "Free Actions", "Game End", "Misfortunes & Monuments"],
    "through-the-ages": ["The First Round", "Action Phase", "End-of-turn Sequence"],
}


def test_every_game_played_in_the_app_has_its_order_in_the_rulebook_s_parts() -> None:
    assert {k.id for k in played_kinds()} == set(PARTS)
    for kind_id, parts in PARTS.items():
        order = turn_order(kind_id)
        assert order is not None and [p.title for p in order.parts] == parts


def test_the_ancient_world_s_round_is_its_guide_s_steps_in_order() -> None:
    order = turn_order("the-ancient-world")
    assert order is not None
    steps = {p.title: [s.title for s in p.steps] for p in order.parts}
    assert steps["Prepare"] == ["1. Advance the round marker", "2. Refresh card decks", "3. Draw titans"]
    assert steps["End of Round"] == ["1. Confront titan", "Repair (district ability)", "2. Collect income",
                                     "3. Reset the board", "4. Feed citizens"]
    assert len(steps["Setup"]) == 6


@pytest.mark.parametrize("kind_id", PARTS)
def test_every_step_quotes_its_rulebook(kind_id: str) -> None:
    """The rulebook text of each step is the rulebook's own (each of its lines is in the rulebook file; The Ancient
    World's round steps are its guide's, checked by tests/taw/test_guide.py), and its plain words are not the
    rulebook's text again."""
    if not RULES.is_dir():
        pytest.skip("the rulebooks are not on this machine")
    order = turn_order(kind_id)
    assert order is not None
    rulebook = " ".join(" ".join(p.read_text(encoding="utf-8").split()) for p in RULES.glob("*.txt"))
    parts = order.parts[:1] if kind_id == "the-ancient-world" else order.parts
    for part in parts:
        for step in part.steps:
            assert step.plain != step.text
            for line in step.text.splitlines():
                assert " ".join(line.split()) in rulebook, (kind_id, step.title, line[:60])


def test_a_part_named_twice_or_a_step_without_plain_words_is_refused_naming_file_and_field() -> None:
    source = f"rules_data/{ORDER_FILES['ancient-realm']}"
    raw = json.loads(read_text(ORDER_FILES["ancient-realm"]))
    twice = {**raw, "parts": [raw["parts"][0], *raw["parts"]]}
    with pytest.raises(DataError, match=r"^rules_data/ancient_realm/order\.json: parts: .*parts named twice: Setup"):
        parse_json(json.dumps(twice), TurnOrder, source)
    raw["parts"][1]["steps"][0]["plain"] = ""
    with pytest.raises(DataError, match=r"order\.json: parts\.1\.steps\.0\.plain: String should have at least 1"):
        parse_json(json.dumps(raw), TurnOrder, source)


def test_the_ancient_world_s_guide_names_every_part_and_why_each_move_off_the_board_can_be_missing() -> None:
    assert set(guide().unoffered) == set(OTHER_MOVES)
    raw = json.loads(read_text("ancient_world/guide.json"))
    del raw["parts"]["end_of_round"]
    with pytest.raises(DataError, match=r"guide\.json: parts: .*no entry for end_of_round"):
        parse_json(json.dumps(raw), Guide, "rules_data/ancient_world/guide.json")


def test_a_paper_sheet_has_no_order_of_play() -> None:
    assert turn_order("the-ancient-world-sheet") is None
