"""The rules guide: the phase order as a checklist bound to the live game, with the rulebook's text.

The texts live in rules_data/ancient_world/guide.json; this module says which step the game is at.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

from companion.core.rules_data import load
from companion.taw.data import board
from companion.taw.state import State, TableStep, Variants

#: A guide step against the live game.
StepStatus = Literal["done", "current", "upcoming", "skipped"]


class GuideText(BaseModel):
    """A titled piece of the rulebook."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    title: str
    text: str


class GuideStep(GuideText):
    """One step of the round in the rulebook's order."""

    id: str
    phase: Literal["prepare", "actions", "end_of_round", "over"]
    section: str


class Guide(BaseModel):
    """rules_data/ancient_world/guide.json."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    about: str
    steps: tuple[GuideStep, ...]
    actions: dict[str, GuideText]
    ambrosia: dict[str, GuideText]
    symbols: dict[str, GuideText]
    titan_effects: dict[str, GuideText]
    #: Each variant's title and its rule in one line (Variants section), keyed by the fields of ``Variants``.
    variants: dict[str, GuideText]

    @field_validator("variants")
    @classmethod
    def _one_per_variant(cls, texts: dict[str, GuideText]) -> dict[str, GuideText]:
        """Exactly one entry per ``Variants`` field, so the New game panel can explain every switch it shows."""
        fields = set(Variants.model_fields)
        problems = [f"{name} has no entry (every field of Variants needs one)" for name in sorted(fields - set(texts))]
        problems += [f"{name} is not a field of Variants" for name in sorted(set(texts) - fields)]
        if problems:
            raise ValueError("; ".join(problems))
        return texts


@cache
def guide() -> Guide:
    """The guide texts."""
    return load("ancient_world/guide.json", Guide)


def current_step_id(state: State) -> TableStep:
    """The id of the guide step the live game is at."""
    if state.phase == "over":
        return "game_end"
    if state.phase == "actions":
        return "actions"
    if state.phase == "end_of_round":
        return state.step or "confront_titan"
    if any(d.kind.startswith("draw_titan") or d.kind.startswith("draft_titan") for d in state.pending):
        return "prepare_titans"
    return "prepare_round"


class ChecklistItem(BaseModel):
    """A guide step with its place relative to the live game."""

    step: GuideStep
    status: StepStatus


def checklist(state: State) -> list[ChecklistItem]:
    """The round's steps in order, marked done / current / upcoming; steps a round skips are marked.

    Round 1 skips refreshing decks and drawing titans; the last round skips income and the board reset (Game End).
    """
    current = current_step_id(state)
    skipped = set()
    if state.round <= 1:
        skipped |= {"prepare_refresh", "prepare_titans"}
    last = board().last_round
    if state.round == last:
        skipped |= {"repair", "collect_income", "reset_board"}
    if state.round < last:
        skipped.add("game_end")
    items = []
    seen_current = False
    status: StepStatus
    for step in guide().steps:
        if step.id == current:
            status, seen_current = "current", True
        elif step.id in skipped:
            status = "skipped"
        else:
            status = "upcoming" if seen_current else "done"
        items.append(ChecklistItem(step=step, status=status))
    return items
