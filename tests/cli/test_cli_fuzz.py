"""Fuzzing ``companion score``, ``replay`` and ``import`` with Hypothesis (issue 10): valid files mutated as JSON
(a node replaced, dropped or added, a nasty value put in) and then as bytes (cut, spliced with huge numbers,
deep brackets, bad UTF-8). Whatever the file, the command ends with 0 or 1, at most one line on stderr, no
traceback and no internal error, nothing unprintable printed, and nothing written when it refuses."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import shutil
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from cli_expect import RAW_FORBIDDEN
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.store import Store
from companion.store.export import export_text

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "replay-first-round.json"
SHEET = {"game": "the-ancient-world", "players": [
    {"name": "Ann", "coins": 3, "knowledge": 2, "ambrosia": 5, "citizens": 5, "starving": 1, "districts": 2,
     "empire_cards": [{"name": "Treasury", "banners": ["blue"]}, {"banners": ["red"], "damaged": True}],
     "titans": [{"banners": ["green", "green"]}], "bonus_vp": 1, "bonus_note": "Forum"},
    {"name": "Bob", "coins": 5, "knowledge": 0, "ambrosia": 0, "citizens": 3, "districts": [{"name": "Port"}]}]}
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.data_too_large])

NASTY = st.sampled_from(["3", True, False, None, 3.0, -1, 10**30, 2**63, "\x1b[31m", "\ud800", "A\x00", "\u202eB",
                         "x" * 300, [], {}, "", " ", {"type": "pass", "player": 0}, [{"name": "Ann"}] * 5])
LEAF = (st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats()
        | st.text(st.characters(blacklist_categories=()), max_size=20))
VALUE = st.recursive(LEAF | NASTY, lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=8)
SPLICE = st.sampled_from([b"9" * 5000, b"[" * 100_000, b"{" * 50, b"NaN", b"-Infinity", b"\xff\xfe", b'"\\ud800"',
                          b"1e999", b"\x00", b"]", b"}", b",", b'"'])


@cache
def _export() -> dict[str, Any]:
    """A small finished-setup game of The Ancient World, exported (the seed of the import fuzz)."""
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    with Store.memory() as store:
        game = store.create("the-ancient-world", doc["setup"], name="Friday", players=["Ann", "Bob"])
        for raw in doc["actions"][:3]:
            game.apply(game.game.kind.action_adapter.validate_python(raw))
        return dict(json.loads(export_text(store, game.id)))


def _places(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a node of ``doc`` (the root is ``()``)."""
    found = [path]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += _places(value, (*path, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found += _places(value, (*path, index))
    return found


@st.composite
def _mutated(draw: st.DrawFn, seed: Any) -> bytes:
    """``seed`` with one to three JSON edits, serialised, then maybe edited as bytes."""
    doc = copy.deepcopy(seed)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_places(doc)))
        value = copy.deepcopy(draw(VALUE))  # sampled values are shared objects: never edit them in place
        if not path:
            doc = value
            continue
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["replace", "drop", "add"]))
        if action == "replace":
            parent[path[-1]] = value
        elif action == "drop":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(max_size=10))] = value
        else:
            parent.insert(path[-1], value)
    data = json.dumps(doc, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")
    if draw(st.booleans()):
        at = draw(st.integers(0, len(data)))
        edit = draw(st.sampled_from(["cut", "splice", "byte"]))
        if edit == "cut":
            data = data[:at]
        elif edit == "splice":
            data = data[:at] + draw(SPLICE) + data[at:]
        else:
            data = data[:at] + bytes([draw(st.integers(0, 255))]) + data[at + 1:]
    return data


def _run(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    return code, out.getvalue(), err.getvalue()


def _check(code: int, out: str, err: str) -> None:
    assert code in (0, 1), (code, err)
    assert err.count("\n") <= 1, err
    assert "Traceback (most recent call last)" not in err and not err.startswith("companion: internal error ("), err
    for text in (out, err):
        assert not RAW_FORBIDDEN & set(text), repr(text[:300])
        assert not any(0xD800 <= ord(c) <= 0xDFFF for c in text), repr(text[:300])
    if code == 1 and not err:  # replay --json prints the refused action on stdout instead
        assert json.loads(out)["ok"] is False
    else:
        assert (code == 0) == (err == ""), err


def _fuzz(command: str, data: bytes, *more: str) -> tuple[int, Path, set[Path]]:
    """Run ``command`` on ``data`` in a fresh directory; returns the code, the directory and what it holds."""
    folder = Path(tempfile.mkdtemp(prefix="companion-fuzz-"))
    try:
        source = folder / "input.json"
        source.write_bytes(data)
        code, out, err = _run([command, str(source), *more])
        _check(code, out, err)
        event(f"exit {code}" + (f": {err.split(': ', 2)[-1][:30]}" if err else ""))
        assert source.read_bytes() == data
        return code, folder, set(folder.rglob("*"))
    finally:
        shutil.rmtree(folder)


@FUZZ
@given(_mutated(SHEET), st.booleans())
def test_score_never_raises_and_writes_nothing(data: bytes, as_json: bool) -> None:
    _, folder, files = _fuzz("score", data, *(["--json"] if as_json else []))
    assert files == {folder / "input.json"}


@pytest.mark.slow
@FUZZ
@given(_mutated(json.loads(EXAMPLE.read_text(encoding="utf-8"))), st.booleans())
def test_replay_never_raises_and_writes_nothing(data: bytes, as_json: bool) -> None:
    _, folder, files = _fuzz("replay", data, *(["--json"] if as_json else []))
    assert files == {folder / "input.json"}


@FUZZ
@given(st.data())
def test_import_never_raises_and_creates_nothing_when_it_refuses(data: st.DataObject) -> None:
    content = data.draw(_mutated(_export()))
    with tempfile.TemporaryDirectory(prefix="companion-fuzz-data-") as parent:
        target = Path(parent) / "new"
        code, folder, files = _fuzz("import", content, "--data-dir", str(target))
        assert files == {folder / "input.json"}
        assert target.exists() == (code == 0)
