"""``companion replay ACTIONS.json``: start a game from a setup, apply a list of actions, print the result.

The file is ``{"game": KIND_ID, "setup": {...}, "actions": [{"type": ..., ...}, ...]}``; actions are the
human actions and decisions only (the engine performs the automatic steps). Format: ``companion replay
--schema KIND`` (docs/replay-the-ancient-world.schema.json). The file is read as every input file is
(:mod:`companion.core.json_input`: bounded, strictly typed); the kinds' setups and actions check every
player and card name with :mod:`companion.core.names`, and so does this file's ``by``. A card an action names as
in The Ancient World's catalog gets the catalog's ability and symbols, and one the catalog prints differently is
refused (:mod:`companion.taw.catalog_cards`). A bad file, or the first action the rules refuse, is one line
naming the file and the field, and the command exits 1.

Everything is said in the reader's language (``--lang``, else ``LANG``; :mod:`companion.cli.output`). ``--json``
prints :class:`ReplayOutput` (its schema is in the replay schema's ``$defs``): the log (each entry's sentence, and
in ``entries`` its message's code and parameters too) and the state,
plus what the kind gives a table to check (the kind's ``figures``: The Ancient World's
``derived`` figures and, once over, its ``final_scores``). Its refusals are JSON on stdout too, ``{"ok": false,
"error": {"code", "message", "index"}}`` (and ``rejected`` for an action the rules refuse), same exit codes.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from companion.cli.output import Refused, data_error_said, print_json, reader, shown, t
from companion.core.codes import ErrorCode, RefusalCode
from companion.core.errors import DataError, RuleError, in_turn
from companion.core.game import Game, LogEntry
from companion.core.json_input import read_json_file, validated, validated_by
from companion.core.names import PlayerName
from companion.kinds import get_kind
from companion.taw.catalog_cards import CatalogConflict, with_catalog_cards
from companion.words import Msg, Param, ntext, text

SCHEMA_REFUSED = text("cli.replay.schema_refused", "companion replay: --schema: {problems}")
GIVE_FILE = text("cli.replay.give_file", "companion replay: give ACTIONS.json (or --schema KIND)")
IN_GAME = text("cli.replay.game", "game: {problem}")
AT = text("cli.replay.at", "{where}: {why}")
REJECTED = text("cli.replay.rejected", "{path}: actions.{index} ({action}) rejected: {reason} [{code}]")
ENTRY = text("cli.replay.entry", "{seq} [{marker}] {text}")
AUTO = text("cli.replay.auto", "auto")
MOVE = text("cli.replay.move", "move")
APPLIED_OVER = ntext("cli.replay.over", "{n} action applied; game over.", "{n} actions applied; game over.")
APPLIED = ntext("cli.replay.in_progress", "{n} action applied; game in progress.",
                "{n} actions applied; game in progress.")


class ReplayFile(BaseModel):
    """The replay input: which game, its setup, and the actions in order."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(description="Game kind id, e.g. 'the-ancient-world'")
    setup: dict[str, Any] = Field(description="The kind's setup (players, first player, variants...)")
    actions: list[dict[str, Any]] = Field(description="Human actions and decisions, each with its 'type'")
    by: PlayerName | None = Field(default=None, description="Who is recorded as entering the actions")


class Rejected(Exception):
    """An action of the file that the rules refused: its index, the action as given, and the refusal."""

    def __init__(self, index: int, action: dict[str, Any], error: RuleError) -> None:
        super().__init__(f"actions.{index} ({action.get('type', '?')}) rejected: {error} [{error.code}]")
        self.index, self.action, self.error, self.code = index, action, error, error.code

    def said(self, path: Path) -> Msg:
        """The refusal as one line naming the file and the action."""
        return REJECTED(path=str(path), index=self.index, action=str(self.action.get("type", "?")),
                        reason=self.error.said, code=self.code)


class BadAction(DataError):
    """An action of the file that is malformed (not about the rules): the :class:`DataError`, its index and the
    code ``--json`` gives (``invalid_input``, or ``catalog_conflict`` for a card the catalog prints otherwise)."""

    def __init__(self, index: int, error: DataError, code: str = "invalid_input") -> None:
        super().__init__(error.source, error.found)
        self.index, self.code = index, code


class ReplayError(BaseModel):
    """Why ``--json`` refused: a stable code, the line a person would read, and the action it is about."""

    code: ErrorCode = Field(description="The rules' code for a refused action (e.g. 'not_your_turn'), "
                                        "'invalid_input' for a bad or unreadable file, 'catalog_conflict' for a card "
                                        "named as in the catalog with a symbol the catalog prints otherwise, 'usage' "
                                        "for a missing argument")
    message: str = Field(description="The one line printed without --json, naming the file and the field, in the "
                                     "reader's language (--lang)")
    index: int | None = Field(description="The index in 'actions' of the action it is about, else null")


class Rejection(BaseModel):
    """The action the rules refused, as given."""

    index: int
    action: dict[str, Any]
    reason: str = Field(description="Why, in the reader's language")
    code: RefusalCode


class ReplayEntry(BaseModel):
    """One log entry of ``--json``: what the engine logged, as data and as said in the reader's language."""

    seq: int
    auto: bool = Field(description="An automatic step (the engine's), not a person's action")
    by: str | None = Field(description="Who entered it ('by' of the file), null for an automatic step")
    code: str = Field(description="The message's code (e.g. 'taw.log.round_start'): the same in every language")
    params: dict[str, Any] = Field(description="The message's parameters: numbers, names, and messages said in words "
                                               "(each {code, params})")
    text: str = Field(description="The entry's sentence in the reader's language")


class ReplayOutput(BaseModel):
    """What ``companion replay --json`` prints: the result, or (``ok`` false) why there is none. A kind may add
    keys of its own for a table to check (the kind's ``figures``)."""

    ok: bool = Field(description="True when every action was applied")
    over: bool | None = Field(default=None, description="Whether the game has ended (when ok)")
    log: list[str] | None = Field(default=None, description="Every log entry's sentence, automatic steps included, in "
                                                            "the reader's language (--lang)")
    entries: list[ReplayEntry] | None = Field(default=None, description="Every log entry as data: its message's code "
                                                                        "and parameters, and its sentence")
    state: dict[str, Any] | None = Field(default=None, description="The kind's state after the last action")
    error: ReplayError | None = Field(default=None, description="Why the file was refused (when not ok)")
    rejected: Rejection | None = Field(default=None, description="The action the rules refused, if that is why")


def replay_schema(kind_id: str) -> dict[str, Any]:
    """The JSON Schema of a replay file for one game kind: the envelope with that kind's setup and actions."""
    kind = get_kind(kind_id)
    schema = ReplayFile.model_json_schema()
    setup = kind.setup_model.model_json_schema(ref_template="#/$defs/{model}")
    actions = kind.action_adapter.json_schema(ref_template="#/$defs/{model}")
    defs = {**setup.pop("$defs", {}), **actions.pop("$defs", {})}
    schema["title"] = f"Companion replay file: {kind.title}"
    schema["description"] += " What `companion replay --json` prints is described by $defs/ReplayOutput."
    schema["properties"]["game"] = {"const": kind.id, "description": "Game kind id"}
    schema["properties"]["setup"] = setup
    schema["properties"]["actions"] = {"type": "array", "items": actions,
                                       "description": "Human actions and decisions in order (automatic steps omitted); "
                                                      "a card named as in the catalog gets the catalog's ability and "
                                                      "symbols, and one given differently is refused"}
    output = ReplayOutput.model_json_schema(ref_template="#/$defs/{model}")
    figures = kind.figures
    if figures is not None:
        extra = figures.schema()
        defs.update(extra.pop("$defs", {}))
        output["properties"].update(extra["properties"])
    defs.update(output.pop("$defs", {}))
    schema["$defs"] = {**defs, "ReplayOutput": output}
    return schema


def read_replay(path: Path) -> ReplayFile:
    """Read and check the envelope of a replay file; problems raise :class:`DataError` naming the file."""
    return validated(ReplayFile, read_json_file(path), str(path))


def run_replay(doc: ReplayFile, source: str) -> Game:
    """Play the file's actions; raises :class:`Rejected` at the first illegal one, and :class:`DataError`
    naming ``source`` and the field for a bad setup or action (names included: the kinds' models check
    them with :mod:`companion.core.names`; a card the catalog prints otherwise is a ``catalog_conflict``)."""
    try:
        kind = get_kind(doc.game)
    except DataError as exc:
        raise DataError(source, [IN_GAME(problem=p) for p in exc.found]) from None
    setup = validated(kind.setup_model, doc.setup, source, section="setup")
    game = Game(kind, setup)
    for index, raw in enumerate(doc.actions):
        try:
            action = with_catalog_cards(validated_by(kind.action_adapter, raw, source, section=f"actions.{index}"))
        except DataError as exc:
            raise BadAction(index, exc) from None
        except CatalogConflict as exc:
            where = ".".join(("actions", str(index), *exc.path))
            raise BadAction(index, DataError(source, [AT(where=where, why=_conflict(exc))]), exc.code) from None
        try:
            game.apply(action, by=doc.by)
        except RuleError as exc:
            raise Rejected(index, raw, exc) from None
    return game


def _handle(args: argparse.Namespace) -> int:
    if args.schema:
        try:
            print_json(replay_schema(args.schema), indent=2)
        except DataError as exc:
            return _refuse(args, SCHEMA_REFUSED(problems=in_turn(exc.found)), "usage", code=2)
        return 0
    if args.file is None:
        return _refuse(args, GIVE_FILE(), "usage", code=2)
    path = Path(args.file)
    try:
        doc = read_replay(path)
        game = run_replay(doc, str(path))
        figures = get_kind(doc.game).figures
        extra = {} if figures is None or not args.json else figures.of(game.state, game.is_over)
    except DataError as exc:
        index, code = (exc.index, exc.code) if isinstance(exc, BadAction) else (None, "invalid_input")
        return _refuse(args, data_error_said(exc), code, index=index)
    except Rejected as exc:
        rejected = {"index": exc.index, "action": exc.action, "reason": t(exc.error.said), "code": exc.code}
        return _refuse(args, exc.said(path), exc.code, index=exc.index, rejected=rejected)
    if args.json:
        entries = [_entry(e) for e in game.entries]
        print_json({"ok": True, "over": game.is_over, "log": [e["text"] for e in entries], "entries": entries,
                    "state": game.state.model_dump(mode="json"), **extra})
    else:
        for entry in game.entries:
            marker: Param = AUTO() if entry.auto else (entry.by or MOVE())
            print(shown(t(ENTRY(seq=f"{entry.seq:4d}", marker=marker, text=entry.message))))
        print(t((APPLIED_OVER if game.is_over else APPLIED)(n=len(doc.actions))))
    return 0


def _entry(entry: LogEntry) -> dict[str, Any]:
    """A log entry as ``--json`` gives it (:class:`ReplayEntry`)."""
    message = entry.message.model_dump(mode="json")
    return {"seq": entry.seq, "auto": entry.auto, "by": entry.by, "code": message["code"],
            "params": message["params"], "text": reader().render(entry.message)}


def _conflict(exc: CatalogConflict) -> Param:
    """A catalog conflict's words: its message when it has one, else its text (The Ancient World's to give)."""
    said = getattr(exc, "said", None)
    return said if isinstance(said, Msg) else str(exc)


def _refuse(args: argparse.Namespace, said: Msg, error_code: str, *, code: int = 1, index: int | None = None,
            rejected: dict[str, Any] | None = None) -> int:
    """Refuse: one line on stderr (raised as :class:`Refused`), or with ``--json`` the :class:`ReplayOutput`
    error on stdout; either way exit ``code``."""
    if not args.json:
        raise Refused(said, code=code)
    error = {"code": error_code, "message": t(said), "index": index}
    print_json({"ok": False, "error": error, **({"rejected": rejected} if rejected is not None else {})})
    return code


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``replay`` subcommand."""
    parser = subparsers.add_parser("replay", help=t("apply a list of actions to a new game and print the result"),
                                   description=__doc__)
    parser.add_argument("file", nargs="?", help=t("ACTIONS.json (format: docs/replay-the-ancient-world.schema.json)"))
    parser.add_argument("--json", action="store_true", help=t("print the result as JSON"))
    parser.add_argument("--schema", metavar="KIND",
                        help=t("print the replay file's JSON Schema for a game kind and exit"))
    parser.set_defaults(handler=_handle)
