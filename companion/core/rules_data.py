"""Load rules data (tables, catalogs) shipped in the ``rules_data`` package, validated by pydantic.

A malformed file raises :class:`DataError` naming the file and the field, never a bare traceback.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from companion.core.errors import DataError

M = TypeVar("M", bound=BaseModel)


class RulesModel(BaseModel):
    """Base of every rules-data model: read-only and spelled exactly (an unknown field is an error)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def describe_validation_error(exc: ValidationError) -> list[str]:
    """Turn a pydantic error into lines of the form ``field.path: what is wrong``."""
    lines = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "(top level)"
        lines.append(f"{loc}: {err['msg']}")
    return lines


def parse_json(text: str | bytes, model: type[M], source: str) -> M:
    """Parse ``text`` as JSON into ``model``; errors name ``source`` and the field."""
    try:
        raw = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DataError(source, [f"not valid JSON ({exc})"]) from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise DataError(source, describe_validation_error(exc)) from None


def read_text(name: str) -> str:
    """The text of a file in the installed ``rules_data`` package (``name`` may contain '/')."""
    resource = resources.files("rules_data")
    for part in name.split("/"):
        resource = resource.joinpath(part)
    try:
        return resource.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(f"rules_data/{name}", ["file is missing from the installed package"]) from None


def load(name: str, model: type[M]) -> M:
    """Load and validate ``rules_data/<name>`` into ``model``."""
    return parse_json(read_text(name), model, f"rules_data/{name}")


@cache
def version() -> str:
    """A short fingerprint of every rules data file, recorded with each stored game."""
    digest = hashlib.sha256()
    root = resources.files("rules_data")
    files = sorted(_walk(root), key=lambda r: r[0])
    for rel, res in files:
        digest.update(rel.encode())
        digest.update(res.read_bytes())
    return digest.hexdigest()[:12]


def _walk(root: Traversable, prefix: str = "") -> Iterator[tuple[str, Traversable]]:
    for child in root.iterdir():
        rel = f"{prefix}{child.name}"
        if child.is_dir():
            if child.name != "__pycache__":
                yield from _walk(child, rel + "/")
        elif child.name.endswith(".json"):
            yield rel, child
