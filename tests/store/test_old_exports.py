"""Exports made by earlier versions of Companion still import and replay to the same game (issue 21 point 2): the
committed files in tests/data/exports/ were written by the commit their README names."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.store import Store
from companion.store.export import import_bytes
from companion.words import Msg, english, translator

EXPORTS = Path(__file__).resolve().parents[1] / "data" / "exports"
FILES = sorted(p for p in EXPORTS.glob("*.json") if not p.name.endswith(".state.json"))


def recorded_fields_differ(recorded: Any, now: Any, where: str = "state") -> list[str]:
    """Where the state now differs from the state recorded with the export; a field added to the state since (in a
    dict recorded without it) is not a difference, nor a sentence kept as a message since (issue 24) whose English is
    the sentence recorded, nor a message put together otherwise since that reads the same in English and German (a
    list of The Ancient World: one list message now, a chain of pairs then)."""
    if _message(recorded) and _message(now) and recorded != now:
        recorded, now = _read(recorded), _read(now)
    if isinstance(recorded, dict) and isinstance(now, dict):
        return [d for key, value in recorded.items()
                for d in (recorded_fields_differ(value, now[key], f"{where}.{key}") if key in now
                          else [f"{where}.{key} is gone"])]
    if isinstance(recorded, list) and isinstance(now, list) and len(recorded) == len(now):
        return [d for i, (a, b) in enumerate(zip(recorded, now, strict=True))
                for d in recorded_fields_differ(a, b, f"{where}.{i}")]
    if isinstance(recorded, str) and isinstance(now, dict) and "code" in now:  # English then, a message now
        now = english()(Msg.model_validate(now))
    return [] if recorded == now else [f"{where} was {recorded!r}, now {now!r}"]


def _message(value: Any) -> bool:
    return isinstance(value, dict) and "code" in value


def _read(message: dict[str, Any]) -> tuple[str, str]:
    """What a message of a state's JSON says in English and in German."""
    said = Msg.model_validate(message)
    return translator("en")(said), translator("de")(said)


def test_there_are_old_exports_of_every_game() -> None:
    kinds = {json.loads(p.read_text(encoding="utf-8"))["kind"] for p in FILES}
    assert kinds == {"the-ancient-world", "ancient-realm", "through-the-ages"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_an_old_export_imports_to_the_same_state_and_scores(path: Path) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    recorded_state = json.loads(path.with_suffix(".state.json").read_text(encoding="utf-8"))
    store = Store.memory()
    imported = import_bytes(store, path.read_bytes(), path.name)
    assert recorded_fields_differ(recorded_state, imported.state.model_dump(mode="json")) == []
    assert (imported.info.status, imported.info.final_scores) == (doc["status"], doc["final_scores"])
    assert len(imported.game.entries) == len(doc["log"])
    reopened = store.resume(imported.id, use_snapshot=False)
    assert reopened.state == imported.state


def test_an_old_export_imports_when_every_sentence_was_worded_otherwise() -> None:
    """What the next change of wording does to a backup: every sentence differs, and the game still imports."""
    path = EXPORTS / "the-ancient-world-finished.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    for entry in doc["log"]:
        entry["text"] = f"an older wording of {entry['action']['type']}"
    del doc["sha256"]  # a hand-edited file may leave the checksum out
    imported = import_bytes(Store.memory(), json.dumps(doc).encode(), "reworded.json")
    assert imported.info.final_scores == doc["final_scores"]
    assert not any(e.text.startswith("an older wording") for e in imported.game.entries)
