"""The one typed list of refusal codes (companion.core.codes) is every engine's refusals: each ``refusal(code, ...)``
text is listed, and each listed code is a refusal some module gives by its text (a ``RuleError`` takes a message
only)."""

from __future__ import annotations

import json
import pkgutil
from importlib import import_module
from pathlib import Path

import companion
from companion.cli.replay import replay_schema
from companion.core.codes import REFUSAL_CODES
from companion.words.texts import TEXTS

ROOT = Path(companion.__file__).resolve().parent


def _engine_modules() -> list[str]:
    """Every module of the app but the screens (flet) and the entry point."""
    return [m.name for m in pkgutil.walk_packages([str(ROOT)], "companion.")
            if not m.name.startswith(("companion.ui", "companion.__main__"))]


def test_the_typed_list_is_every_refusal_text_and_no_other() -> None:
    for name in _engine_modules():
        import_module(name)
    refusals = {text.code for text in TEXTS.values() if text.refusal}
    assert refusals, "the engines register their refusals"
    assert sorted(refusals - REFUSAL_CODES) == [], "a refusal text whose code companion/core/codes.py lacks"
    assert sorted(REFUSAL_CODES - refusals) == [], "a code in companion/core/codes.py that no module gives"


def test_the_replay_schema_names_the_codes() -> None:
    schema = replay_schema("the-ancient-world")
    error, rejection = schema["$defs"]["ReplayError"], schema["$defs"]["Rejection"]
    named = set(error["properties"]["code"]["enum"])
    assert named >= REFUSAL_CODES and {"invalid_input", "catalog_conflict", "usage"} <= named
    assert set(rejection["properties"]["code"]["enum"]) == REFUSAL_CODES
    docs = ROOT.parent / "docs" / "replay-the-ancient-world.schema.json"
    assert json.loads(docs.read_text(encoding="utf-8")) == json.loads(json.dumps(schema)), \
        "docs/replay-the-ancient-world.schema.json is what `companion replay --schema` prints"
