"""The variants' titles and rules live in the guide's rules data, one entry per field of ``Variants``."""

from __future__ import annotations

import json
from typing import Any

import pytest

from companion.core.errors import DataError
from companion.core.rules_data import parse_json, read_text
from companion.taw.guide import Guide, guide
from companion.taw.state import Variants

SOURCE = "rules_data/ancient_world/guide.json"


def _raw() -> dict[str, Any]:
    raw: dict[str, Any] = json.loads(read_text("ancient_world/guide.json"))
    return raw


def test_the_guide_explains_every_variant() -> None:
    texts = guide().variants
    assert set(texts) == set(Variants.model_fields)
    assert all(t.title and t.text for t in texts.values())
    assert texts["titan_draft"].title == "Threatening Titan Draft"
    assert "one more ambrosia" in texts["demanding_titans"].text


def test_a_missing_variant_entry_is_refused_naming_the_file_and_the_field() -> None:
    raw = _raw()
    del raw["variants"]["costly_placement"]
    with pytest.raises(DataError, match=r"^rules_data/ancient_world/guide\.json: variants: .*costly_placement has no "
                                        r"entry") as caught:
        parse_json(json.dumps(raw), Guide, SOURCE)
    assert caught.value.source == SOURCE


def test_an_extra_variant_entry_is_refused_naming_the_file_and_the_field() -> None:
    raw = _raw()
    raw["variants"]["sudden_death"] = {"title": "Sudden Death", "text": "Not in the rulebook."}
    with pytest.raises(DataError, match=r"^rules_data/ancient_world/guide\.json: variants: .*sudden_death is not a "
                                        r"field of Variants"):
        parse_json(json.dumps(raw), Guide, SOURCE)
