"""The round's phases as rules data (rules_data/ancient_world/phases.json): step order and table texts."""

from __future__ import annotations

from functools import cache

from pydantic import Field, NonNegativeInt, model_validator

from companion.core.rules_data import RulesModel, load
from companion.taw.state import EndStep


class StepOrder(RulesModel):
    """The end-of-round steps, in the rulebook's order, for some rounds."""

    rounds: tuple[int, ...] = Field(min_length=1)
    steps: tuple[EndStep, ...] = Field(min_length=1)


class StepText(RulesModel):
    """A step's name and what the table does physically at it."""

    label: str
    table: str


class PrepareTexts(RulesModel):
    """Table instructions of the prepare phase, with ``{placeholders}`` filled in by the engine."""

    reveal: str
    empire_row: str
    military_row: str
    first_player: str


class PhaseRules(RulesModel):
    """rules_data/ancient_world/phases.json."""

    about: str = ""
    reveal_ambrosia: NonNegativeInt
    end_of_round: tuple[StepOrder, ...]
    steps: dict[EndStep, StepText]
    prepare: PrepareTexts

    @model_validator(mode="after")
    def _every_round_once(self) -> PhaseRules:
        rounds = sorted(r for order in self.end_of_round for r in order.rounds)
        if rounds != [1, 2, 3, 4, 5, 6]:
            raise ValueError(f"end_of_round must list rounds 1 to 6 once each; it lists {rounds}")
        missing = {s for order in self.end_of_round for s in order.steps} - set(self.steps)
        if missing:
            raise ValueError(f"steps has no text for {sorted(missing)}")
        return self

    def end_steps(self, round_number: int) -> tuple[EndStep, ...]:
        """The end-of-round steps of ``round_number`` in order."""
        return next(o.steps for o in self.end_of_round if round_number in o.rounds)


@cache
def phase_rules() -> PhaseRules:
    """The phase rules data."""
    return load("ancient_world/phases.json", PhaseRules)
