"""Typed decisions (issue 13): every decision model has exactly one handler or a move that answers it, and answer
types naming it; every decision the engine asks is one of the models; a pending decision reads back from JSON."""

from __future__ import annotations

import ast
from pathlib import Path

from companion.taw.cards import TitanEffect
from companion.taw.moves import ACTIONS as MOVES
from companion.taw.moves.build import UpgradeCitizen
from companion.taw.phases import ACTIONS as PHASE_ACTIONS
from companion.taw.phases.decisions import Answer, Handler
from companion.taw.phases.handlers import HANDLERS
from companion.taw.setup import GameSetup, PlayerSetup, new_state
from companion.taw.state import (
    DECISION_MODELS,
    PendingDecision,
    SpoilsDecision,
    State,
    TitanRoll,
    UpgradeDecision,
    decision_kind,
)

ENGINE = Path(__file__).resolve().parents[2] / "companion" / "taw"
#: Decisions with nothing to choose: their handler resolves them (``ResolveStep``), no answer type needed.
RESOLVED_ONLY = {SpoilsDecision}


def _answered_by_moves() -> dict[type[PendingDecision], list[type]]:
    found: dict[type[PendingDecision], list[type]] = {}
    for move in MOVES:
        model = getattr(move, "decision", None)
        if isinstance(model, type) and issubclass(model, PendingDecision):
            found.setdefault(model, []).append(move)
    return found


def test_every_decision_model_has_one_kind_and_exactly_one_handler_or_move() -> None:
    kinds = [decision_kind(model) for model in DECISION_MODELS]
    assert len(set(kinds)) == len(kinds), kinds
    by_moves = _answered_by_moves()
    assert by_moves == {UpgradeDecision: [UpgradeCitizen]}
    for model in DECISION_MODELS:
        assert (model in HANDLERS) != (model in by_moves), f"{model.__name__}: a handler or a move, exactly one"
    assert set(HANDLERS) | set(by_moves) == set(DECISION_MODELS)
    for model, handler in HANDLERS.items():
        assert isinstance(handler, Handler) and handler.decision is model, (model, handler)
    handlers = list(HANDLERS.values())
    assert len({id(h) for h in handlers}) == len(handlers), "one handler per model"


def test_every_answer_names_a_handler_and_every_model_is_answered() -> None:
    answers = [a for a in PHASE_ACTIONS if issubclass(a, Answer)]
    answered: dict[type[PendingDecision], list[type]] = {}
    for answer in answers:
        assert answer.handler in HANDLERS.values(), f"{answer.__name__} names no listed handler"
        answered.setdefault(answer.handler.decision, []).append(answer)
    for model in HANDLERS:
        if model in RESOLVED_ONLY:
            assert model not in answered and type(HANDLERS[model]).resolve is not Handler.resolve, model
        else:
            assert answered.get(model), f"{model.__name__} has no answer type"
    assert not set(_answered_by_moves()) & set(answered)


def _asked(tree: ast.AST) -> list[ast.expr]:
    """The decisions given to ``ask(state, ...)`` and to ``state.pending.append/insert(...)`` (but the one ``ask``
    itself queues)."""
    found = []
    inside_ask = {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "ask"
                  for n in ast.walk(f)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or id(node) in inside_ask:
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id == "ask":
            found.append(node.args[1])
        elif (isinstance(func, ast.Attribute) and func.attr in {"append", "insert"}
              and isinstance(func.value, ast.Attribute) and func.value.attr == "pending"):
            found.append(node.args[-1])
    return found


def test_every_decision_the_engine_asks_is_one_of_the_models() -> None:
    names = {model.__name__ for model in DECISION_MODELS}
    asked = []
    for path in sorted(ENGINE.rglob("*.py")):
        for decision in _asked(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{path.relative_to(ENGINE)}:{decision.lineno}"
            assert isinstance(decision, ast.Call) and isinstance(decision.func, ast.Name), where
            assert decision.func.id in names, f"{where}: asks {decision.func.id}, not a decision model"
            asked.append(decision.func.id)
    assert set(asked) == names, f"models never asked: {names - set(asked)}"


def test_a_pending_decision_of_each_model_reads_back_from_json() -> None:
    state = new_state(GameSetup(players=[PlayerSetup(name="Ann"), PlayerSetup(name="Bo")]))
    roll = TitanRoll(titan="the Beast", effect=TitanEffect.LOSE_COIN, amount=1, source="attack")
    fields = {"stars": 1, "players": [0, 1], "row": [], "source": "army", "roll": roll, "faces": ["coin"],
              "rerolls": ["Tea House"], "loot": 1, "spy": 2}
    for model in DECISION_MODELS:
        wanted = {k: v for k, v in fields.items() if k in model.model_fields}
        state.pending.append(model(player=0, prompt=model.__name__, **wanted))
    assert [type(d) for d in State.model_validate_json(state.model_dump_json()).pending] == list(DECISION_MODELS)
    assert State.model_validate_json(state.model_dump_json()) == state
