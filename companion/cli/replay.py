"""``companion replay ACTIONS.json``: start a game from a setup, apply a list of actions, print the result.

The file is ``{"game": KIND_ID, "setup": {...}, "actions": [{"type": ..., ...}, ...]}``; actions are the
human actions and decisions only (the engine performs the automatic steps). The first rejected action
is printed with its reason and the command exits 1. Format: ``companion replay --schema KIND``
(docs/replay-the-ancient-world.schema.json).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from companion.core.errors import DataError, RuleError
from companion.core.game import Game
from companion.core.rules_data import describe_validation_error, parse_json
from companion.kinds import get_kind


class ReplayFile(BaseModel):
    """The replay input: which game, its setup, and the actions in order."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(description="Game kind id, e.g. 'the-ancient-world'")
    setup: dict[str, Any] = Field(description="The kind's setup (players, first player, variants...)")
    actions: list[dict[str, Any]] = Field(description="Human actions and decisions, each with its 'type'")
    by: str | None = Field(default=None, description="Who is recorded as entering the actions")


class Rejected(Exception):
    """An action of the file that the rules refused."""

    def __init__(self, index: int, action: dict[str, Any], reason: str, code: str) -> None:
        super().__init__(f"action {index} ({action.get('type', '?')}) rejected: {reason} [{code}]")
        self.index, self.action, self.reason, self.code = index, action, reason, code


def replay_schema(kind_id: str) -> dict[str, Any]:
    """The JSON Schema of a replay file for one game kind: the envelope with that kind's setup and actions."""
    kind = get_kind(kind_id)
    schema = ReplayFile.model_json_schema()
    setup = kind.setup_model.model_json_schema(ref_template="#/$defs/{model}")
    actions = kind.action_adapter.json_schema(ref_template="#/$defs/{model}")
    defs = {**setup.pop("$defs", {}), **actions.pop("$defs", {})}
    schema["title"] = f"Companion replay file: {kind.title}"
    schema["properties"]["game"] = {"const": kind.id, "description": "Game kind id"}
    schema["properties"]["setup"] = setup
    schema["properties"]["actions"] = {"type": "array", "items": actions,
                                       "description": "Human actions and decisions in order (automatic steps omitted)"}
    schema["$defs"] = defs
    return schema


def run_replay(doc: ReplayFile) -> Game:
    """Play the file's actions; raises :class:`Rejected` at the first illegal one, DataError on bad input."""
    kind = get_kind(doc.game)
    try:
        setup = kind.setup_model.model_validate(doc.setup)
    except ValidationError as exc:
        raise DataError("setup", describe_validation_error(exc)) from None
    game = Game(kind, setup)
    for index, raw in enumerate(doc.actions):
        try:
            action = kind.action_adapter.validate_python(raw)
        except ValidationError as exc:
            raise DataError(f"actions.{index}", describe_validation_error(exc)) from None
        try:
            game.apply(action, by=doc.by)
        except RuleError as exc:
            raise Rejected(index, raw, str(exc), exc.code) from None
    return game


def _handle(args: argparse.Namespace) -> int:
    if args.schema:
        try:
            print(json.dumps(replay_schema(args.schema), indent=2, ensure_ascii=False))
        except DataError as exc:
            print(f"companion replay: {exc}", file=sys.stderr)
            return 2
        return 0
    if args.file is None:
        print("companion replay: give ACTIONS.json (or --schema KIND)", file=sys.stderr)
        return 2
    path = Path(args.file)
    try:
        doc = parse_json(path.read_bytes(), ReplayFile, str(path))
        game = run_replay(doc)
    except OSError as exc:
        print(f"companion replay: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    except DataError as exc:
        print(f"companion replay: {exc}", file=sys.stderr)
        return 2
    except Rejected as exc:
        if args.json:
            print(json.dumps({"ok": False, "rejected": {"index": exc.index, "action": exc.action,
                                                        "reason": exc.reason, "code": exc.code}}))
        else:
            print(f"companion replay: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({"ok": True, "over": game.is_over, "log": [e.text for e in game.entries],
                          "state": game.state.model_dump(mode="json")}, ensure_ascii=False))
    else:
        for entry in game.entries:
            marker = "auto" if entry.auto else (entry.by or "move")
            print(f"{entry.seq:4d} [{marker}] {entry.text}")
        print(f"{len(doc.actions)} actions applied; game {'over' if game.is_over else 'in progress'}.")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``replay`` subcommand."""
    parser = subparsers.add_parser("replay", help="apply a list of actions to a new game and print the result",
                                   description=__doc__)
    parser.add_argument("file", nargs="?", help="ACTIONS.json (format: docs/replay-the-ancient-world.schema.json)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--schema", metavar="KIND", help="print the replay file's JSON Schema for a game kind and exit")
    parser.set_defaults(handler=_handle)
