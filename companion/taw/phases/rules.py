"""The round's phases as rules data (rules_data/ancient_world/phases.json): step order, step names and the table texts.

The table texts are the short things to do on the physical table at each step of the round, with ``{placeholders}``
the engine fills in; :data:`TABLE_TEXTS` lists every one the engine says with its placeholders, and loading refuses a
file that misses one, has one the engine never says, or uses a placeholder the engine does not fill.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from string import Formatter

from pydantic import Field, NonNegativeInt, PositiveInt, model_validator

from companion.core.rules_data import RulesModel, load
from companion.taw.data import board, space_text
from companion.taw.state import EndStep, NoteIcon, TableStep
from companion.words import Text, text


class StepOrder(RulesModel):
    """The end-of-round steps, in the rulebook's order, for some rounds."""

    rounds: tuple[int, ...] = Field(min_length=1)
    steps: tuple[EndStep, ...] = Field(min_length=1)


class StepText(RulesModel):
    """An end-of-round step's name."""

    label: str


class TableText(RulesModel):
    """One thing to do on the table: its words with ``{placeholders}``, and the symbol it is shown with."""

    text: str = Field(min_length=1)
    icon: NoteIcon


#: Every table text the engine says, by step and key, with the placeholders it fills in.
TABLE_TEXTS: dict[TableStep, dict[str, frozenset[str]]] = {
    "prepare_round": {"reveal": frozenset({"space", "ambrosia"})},
    "prepare_refresh": {"empire_row": frozenset({"count", "deck"}), "military_row": frozenset({"count"})},
    "actions": {"first_player": frozenset({"name", "round"})},
    "confront_titan": {"feed": frozenset({"name", "ambrosia", "titan", "total"})},
    "collect_income": {"take": frozenset({"name", "gains"}), "slide": frozenset({"name", "armies"})},
    "reset_board": {"refill": frozenset({"spaces"}), "citizens": frozenset({"name", "citizens"}),
                    "token": frozenset({"name"})},
    "feed_citizens": {"fed_again": frozenset({"name", "citizens"}), "food": frozenset({"name", "ambrosia", "food"}),
                      "starve": frozenset({"name", "citizens"})},
    "game_end": {"score": frozenset()},
}


def _table_problems(table: dict[TableStep, dict[str, TableText]]) -> list[str]:
    """What is wrong with the table texts, each naming ``table.<step>.<key>``."""
    problems = []
    for step, keys in TABLE_TEXTS.items():
        given = table.get(step, {})
        problems += [f"table.{step}.{key}: missing (the engine says it)" for key in keys if key not in given]
        problems += [f"table.{step}.{key}: not a text the engine says (it says {', '.join(keys)})"
                     for key in given if key not in keys]
        for key, said in given.items():
            used = {field for _, field, _, _ in Formatter().parse(said.text) if field is not None}
            if unknown := sorted(used - keys.get(key, frozenset())):
                allowed = ", ".join(f"{{{f}}}" for f in sorted(keys.get(key, ()))) or "none"
                problems.append(f"table.{step}.{key}: unknown placeholder {', '.join(unknown)} (allowed: {allowed})")
    problems += [f"table.{step}: no step says table texts" for step in table if step not in TABLE_TEXTS]
    return problems


class PhaseRules(RulesModel):
    """rules_data/ancient_world/phases.json."""

    about: str = ""
    reveal_ambrosia: NonNegativeInt
    #: Military cards dealt face up in the military row, by player count ("2" to "4").
    military_row_size: dict[str, PositiveInt]
    end_of_round: tuple[StepOrder, ...]
    steps: dict[EndStep, StepText]
    table: dict[TableStep, dict[str, TableText]]

    @model_validator(mode="after")
    def _every_round_once(self) -> PhaseRules:
        rounds = sorted(r for order in self.end_of_round for r in order.rounds)
        last = board().last_round
        if rounds != list(range(1, last + 1)):
            raise ValueError(f"end_of_round must list rounds 1 to {last} once each; it lists {rounds}")
        missing = {s for order in self.end_of_round for s in order.steps} - set(self.steps)
        if missing:
            raise ValueError(f"steps has no text for {sorted(missing)}")
        players = board().players
        counts = [str(n) for n in range(players.min, players.max + 1)]
        if sorted(self.military_row_size) != counts:
            raise ValueError(f"military_row_size must give a size for each player count {', '.join(counts)}; it "
                             f"gives {', '.join(sorted(self.military_row_size)) or 'none'}")
        if problems := _table_problems(self.table):
            raise ValueError("; ".join(problems))
        return self

    def end_steps(self, round_number: int) -> tuple[EndStep, ...]:
        """The end-of-round steps of ``round_number`` in order."""
        return next(o.steps for o in self.end_of_round if round_number in o.rounds)


@cache
def phase_rules() -> PhaseRules:
    """The phase rules data."""
    return load("ancient_world/phases.json", PhaseRules)


def table_code(step: str, key: str) -> str:
    """The message code of the table text ``key`` of ``step``: ``taw.table.collect_income.take``."""
    return f"taw.table.{step}.{key}"


def table_texts(path: Path) -> Iterator[tuple[str, str | None]]:
    """Each table text of the phases file at ``path`` with its code (the catalog's extractor: the wording is rules
    data, its German is in the ``taw`` catalog under that code)."""
    for step, texts in json.loads(path.read_text(encoding="utf-8"))["table"].items():
        for key, said in texts.items():
            yield said["text"], table_code(step, key)


@cache
def table_text(step: TableStep, key: str) -> Text:
    """The registered message of the table text ``key`` of ``step``, worded by the rules data."""
    return text(table_code(step, key), phase_rules().table[step][key].text)


def _register_table_texts() -> None:
    """Register every table text and board space name at import, so a note kept in a saved state renders in a
    process that has not run the step that says it."""
    for step, texts in phase_rules().table.items():
        for key in texts:
            table_text(step, key)
    for space in board().spaces:
        space_text(space.id)


_register_table_texts()
