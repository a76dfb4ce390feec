"""Export a game as one JSON document, and import one back by replaying its log through the engine.

The document (schema in ``docs/export.schema.json``) carries a format id, its own version, the kind, the
rules data version, the setup, the game's options when not the defaults, and the log, plus a SHA-256 of its
content so any damage is caught. Import is all-or-nothing: the file is parsed, checked and replayed first; only a
fully valid game is written, in one transaction. Every refusal is a :class:`StoreError` ``bad_export`` naming the
entry and why.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from companion.core.errors import DataError, RuleError
from companion.core.game import Game
from companion.core.json_input import loads, read_bytes, validated, validated_by
from companion.core.names import GameName, PlayerName, fitted_name
from companion.kinds import get_kind
from companion.store.db import Store
from companion.store.errors import StoreError
from companion.store.info import GameInfo
from companion.store.log import derive_status, now, players_problem, rebuild_game
from companion.store.options import GameOptions
from companion.store.stored_game import StoredGame
from companion.words import Msg, Param, text

#: The ``format`` value that marks a Companion game export.
FORMAT_ID = "companion-game"
#: The version of the export document this code writes and reads.
EXPORT_VERSION = 1

NOT_IMPORTED = text("store.bad_export", "{source} was not imported: {why}. Nothing was written.")
UNREADABLE = text("store.bad_export.unreadable", "{path}: cannot be read ({why}).")
ALREADY = text("store.already_imported", "This game is already here as {game}: '{name}', {actions} actions.")
IN_BIN = text("store.already_imported.in_bin", "This game is already here as {game} (in the bin): '{name}', "
              "{actions} actions.")
ARCHIVED = text("store.already_imported.archived", "This game is already here as {game} (archived): '{name}', "
                "{actions} actions.")
DAMAGED = text("store.import.damaged", "its content does not match its checksum, so it was changed or damaged after "
               "export")
ALSO = text("store.import.also", "{why}; also {damaged}")
NOT_REPLAYED = text("store.import.not_replayed", "its log could not be replayed ({error}: {why})")
NOT_EXPORT = text("store.import.not_export", 'it is not a Companion game export (no "format": "{format}")')
UNKNOWN_VERSION = text("store.import.version", "export version {version} is unknown (this Companion reads {known})")
NEWER_VERSION = text("store.import.newer_version", "export version {version} is unknown (this Companion reads "
                     "{known}); it was written by a newer Companion, update to import it")
SCORES_NOT_PLAYERS = text("store.import.scores_players", "the final scores must name each player once")
SCORES_IN_PROGRESS = text("store.import.scores_in_progress", "final_scores: it says in_progress, so it has no final "
                          "scores, but the file gives {scores}")
SCORES_DIFFER = text("store.import.scores_differ", "it says {status} with scores {said}, but the replayed game is "
                     "finished with scores {scores}")
NOT_OVER = text("store.import.not_over", "it says finished, but the replayed game is not over and no final scores "
                "are given")


class ExportAction(BaseModel):
    """An action as the kind serialises it; only ``type`` is common to every kind."""

    model_config = ConfigDict(extra="allow")

    type: str


class ExportMessage(BaseModel):
    """A log entry's message as data (:class:`companion.words.Msg`): read loosely, it is never trusted."""

    model_config = ConfigDict(extra="allow")

    code: str = Field(max_length=200)


class ExportEntry(BaseModel):
    """One log entry (``LogEntry.to_json()``). On import, ``seq``, ``group`` and ``auto`` must be what replaying the
    game gives; ``by`` and ``at`` are taken from the file; ``message`` and an older file's ``text`` are ignored (the
    importing engine makes the entry's message from its action)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    seq: int = Field(ge=0, description="Position in the log, from 0.")
    group: int = Field(ge=0, description="Undo group: a human action and the automatic steps it triggered.")
    auto: bool = Field(description="True for a step the engine's automation performed.")
    action: ExportAction
    text: str | None = Field(default=None, max_length=2000,
                             description="The log sentence as the exporting Companion worded it; ignored on import, "
                             "where the sentence is the importing Companion's own (files before issue 24).")
    message: ExportMessage | None = Field(default=None, description="The entry's message: a code and its parameters, "
                                          "said in the reader's language; ignored on import, where the importing "
                                          "Companion makes its own from the action.")
    by: PlayerName | None = Field(default=None, description="Who made the move, when the table said so.")
    at: str = Field(description="When the action was accepted (ISO 8601, UTC).")

    @field_validator("at")
    @classmethod
    def _timestamp(cls, value: str) -> str:
        return _iso_time(value)


class ExportDocument(BaseModel):
    """A whole game: replaying ``log`` from ``setup`` with the kind's engine gives the game back."""

    model_config = ConfigDict(extra="forbid", strict=True, title="Companion game export")

    format: Literal["companion-game"]
    schema_version: Literal[1]
    kind: str = Field(max_length=40, description="Game kind id, e.g. 'the-ancient-world'.")
    rules_data_version: str = Field(max_length=64, description="Fingerprint of the rules data it was played with.")
    name: GameName
    players: list[PlayerName] = Field(min_length=1, max_length=8, description="Player names in seat order, as the "
                                      "setup names them.")
    status: Literal["in_progress", "finished"]
    final_scores: dict[str, int] | None = Field(default=None, description="Player name to final score.")
    created_at: str
    exported_at: str

    @field_validator("created_at", "exported_at")
    @classmethod
    def _timestamp(cls, value: str) -> str:
        return _iso_time(value)
    setup: dict[str, Any] = Field(description="The kind's setup model as JSON.")
    options: GameOptions = Field(default_factory=GameOptions, description="The table's choices for the game that "
                                 "are no rule of it; written only when one differs from its default.")
    log: list[ExportEntry]
    sha256: str | None = Field(
        default=None,
        description="SHA-256 of the document without this field, as compact JSON with sorted keys; "
        "optional for hand-written files, checked when present.",
    )


def json_schema() -> dict[str, Any]:
    """The JSON Schema of an export document (``docs/export.schema.json`` is this, checked by a test)."""
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **ExportDocument.model_json_schema()}


def export_game(store: Store, game_id: str) -> tuple[dict[str, Any], Msg | None]:
    """The export document of a stored game and what opening it repaired (None, usually).

    The log is the game replayed from its setup (no snapshot): the entries exactly as the engine gives them, so
    the document always imports again, even when this version words a sentence otherwise than the one that
    saved it. A game damaged on disk exports the part that opens (whole undo groups), and the notice says so.
    """
    opened = store.resume(game_id, use_snapshot=False)
    info = opened.info
    doc: dict[str, Any] = {
        "format": FORMAT_ID, "schema_version": EXPORT_VERSION, "kind": info.kind,
        "rules_data_version": info.rules_version, "name": info.name, "players": info.players,
        "status": info.status, "final_scores": info.final_scores, "created_at": info.created_at,
        "exported_at": now(), "setup": opened.game.setup.model_dump(mode="json"),
        "log": [e.to_json() for e in opened.game.entries],
    }
    if info.options.changed:  # left out otherwise, so the file reads as before in a Companion without options
        doc["options"] = info.options.model_dump()
    doc["sha256"] = checksum(doc)
    return doc, opened.notice


def export_document(store: Store, game_id: str) -> dict[str, Any]:
    """The export document of a stored game (:func:`export_game` without the notice)."""
    return export_game(store, game_id)[0]


def export_text(store: Store, game_id: str) -> str:
    """The export document as the text of a ``.json`` file."""
    return document_text(export_document(store, game_id))


def document_text(doc: dict[str, Any]) -> str:
    """An export document as the text of a ``.json`` file."""
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def checksum(doc: dict[str, Any]) -> str:
    """SHA-256 of the document's content without its ``sha256`` field (canonical compact JSON)."""
    body = {k: v for k, v in doc.items() if k != "sha256"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def read_export(data: bytes, source: str) -> tuple[ExportDocument, Game]:
    """Parse, check and replay an export without writing anything; refusals name the entry and why."""
    raw = _parse(data, source)
    try:
        doc = validated(ExportDocument, raw, source)  # JSON's own types, strictly: a seq is never "3"
    except DataError as exc:
        raise _refusal(source, exc.found[0]) from None
    damaged = DAMAGED()
    sealed = doc.sha256 is None or doc.sha256 == checksum(raw)
    try:
        kind = get_kind(doc.kind)
        setup = validated(kind.setup_model, doc.setup, source, section="setup")
        for index, entry in enumerate(doc.log):  # strictly, as the file says it: "player": true is no seat
            validated_by(kind.action_adapter, entry.action.model_dump(), source, section=f"log.{index}.action")
        game = rebuild_game(kind, setup, [e.model_dump() for e in doc.log], [], strict=True)
    except Exception as exc:  # any failure to replay, even an engine bug, is a refusal, never a traceback
        why = _replay_problem(exc)
        raise _refusal(source, why if sealed else ALSO(why=why, damaged=damaged)) from None
    if not sealed:
        raise _refusal(source, damaged)
    _check_status(doc, game, source)
    return doc, game


def _replay_problem(exc: Exception) -> Param:
    """What went wrong while rebuilding an imported game, in the words of the error that stopped it."""
    if isinstance(exc, DataError):  # the setup, an action or an entry, named by its path in the file
        return exc.told
    if isinstance(exc, StoreError | RuleError):
        return NOT_REPLAYED(error=type(exc).__name__, why=exc.said)
    return NOT_REPLAYED(error=type(exc).__name__, why=str(exc))


def import_bytes(store: Store, data: bytes, source: str, *, copy: bool = False) -> StoredGame:
    """Check and replay an export, then save it as a new game (one transaction: all or nothing)."""
    return save_imported(store, *read_export(data, source), copy=copy)


def save_imported(store: Store, doc: ExportDocument, game: Game, *, copy: bool = False) -> StoredGame:
    """Save a game checked by :func:`read_export` as a new game, keeping its name, times and rules version.

    A game already in the store (:func:`same_game`) is refused with ``already_imported`` naming it, unless ``copy``:
    then it is saved again on purpose, named "<name> (copy)".
    """
    name = doc.name
    if copy:
        name = fitted_name(f"{doc.name} (copy)", "game")
    else:
        existing = same_game(store, doc, game)
        if existing is not None:
            made = IN_BIN if existing.deleted_at else ARCHIVED if existing.archived else ALREADY
            raise StoreError(made(game=existing.id, name=existing.name, actions=existing.actions))
    final_scores = doc.final_scores if doc.status == "finished" else None
    return store.add_game(doc.kind, game, name=name, players=doc.players, rules_version=doc.rules_data_version,
                          created_at=doc.created_at, final_scores=final_scores, options=doc.options)


def same_game(store: Store, doc: ExportDocument, game: Game) -> GameInfo | None:
    """The stored game an export is of, bin included, or None: the same kind, started at the same instant (kept to
    the microsecond by export and import) with the same setup. An earlier import of the file, or the game it was
    exported from, whether or not it was played on since."""
    setup = game.setup.model_dump(mode="json")
    for row in store.query("SELECT id, setup FROM games WHERE kind = ? AND created_at = ? ORDER BY rowid",
                           (doc.kind, doc.created_at)):
        try:
            stored_setup = json.loads(row["setup"])
        except ValueError:  # a damaged setup is no game this file could be of
            continue
        if stored_setup == setup:
            return store.info(row["id"])
    return None


def read_export_file(path: str | Path) -> tuple[ExportDocument, Game]:
    """:func:`read_export` of the file at ``path`` (nothing is written anywhere)."""
    try:
        data = read_bytes(Path(path))  # never read past the size any export can have
    except OSError as exc:
        raise StoreError(UNREADABLE(path=str(path), why=exc.strerror)) from None
    except DataError as exc:
        raise _refusal(str(path), exc.told) from None
    return read_export(data, str(path))


def _parse(data: bytes, source: str) -> dict[str, Any]:
    """The top-level object, read as :func:`companion.core.json_input.loads` reads any file a person hands over
    (UTF-8, bounded nesting and numbers, "cut short" said), refusing other formats and unknown versions."""
    try:
        raw = loads(data, source)
    except DataError as exc:
        raise _refusal(source, exc.told) from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_ID:
        raise _refusal(source, NOT_EXPORT(format=FORMAT_ID))
    version = raw.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version != EXPORT_VERSION:
        newer = isinstance(version, int) and not isinstance(version, bool) and version > EXPORT_VERSION
        unknown = NEWER_VERSION if newer else UNKNOWN_VERSION
        raise _refusal(source, unknown(version=repr(version), known=EXPORT_VERSION))
    return raw


def _check_status(doc: ExportDocument, game: Game, source: str) -> None:
    """The players must be the setup's and the recorded status must agree with the replayed game (a table may
    declare a game finished early, and a kind without a ``final_scores`` hook may be finished with no scores
    recorded yet)."""
    problem = players_problem(game.setup, doc.players)
    if problem:
        raise _refusal(source, problem)
    scored_by_rules = game.is_over and hasattr(game.kind, "final_scores")
    if doc.final_scores is not None and not scored_by_rules and sorted(doc.final_scores) != sorted(doc.players):
        raise _refusal(source, SCORES_NOT_PLAYERS())
    if doc.status == "in_progress" and doc.final_scores is not None:
        raise _refusal(source, SCORES_IN_PROGRESS(scores=str(doc.final_scores)))
    status, scores = derive_status(game, doc.players, doc.final_scores)
    if status == "finished" and (doc.status, doc.final_scores) != (status, scores):
        raise _refusal(source, SCORES_DIFFER(status=doc.status, said=str(doc.final_scores), scores=str(scores)))
    if status == "in_progress" and doc.status == "finished" and doc.final_scores is None:
        raise _refusal(source, NOT_OVER())


def _iso_time(value: str) -> str:
    """A time as the store writes it (ISO 8601); anything else is refused with the value quoted."""
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{value[:40]!r} is not an ISO 8601 time") from None
    return value


def _refusal(source: str, why: Param) -> StoreError:
    return StoreError(NOT_IMPORTED(source=source, why=why))
