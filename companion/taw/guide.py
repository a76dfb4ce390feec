"""The rules guide: the phase order as a checklist bound to the live game, with the rulebook's text.

The texts live in rules_data/ancient_world/guide.json; this module says which step the game is at.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

from companion.core.rules_data import load
from companion.core.turn_order import OrderPart, OrderStep, TurnOrder
from companion.taw.data import board
from companion.taw.state import State, TableStep, Variants
from companion.words import Translator, english, translator
from companion.words.rules import said

#: The guide's rules data file.
SOURCE = "ancient_world/guide.json"

#: A guide step against the live game.
StepStatus = Literal["done", "current", "upcoming", "skipped"]
#: The phases of a round (and the game's end) a step belongs to.
Phase = Literal["prepare", "actions", "end_of_round", "over"]
#: The parts of the game in the rulebook's order: setup, then the phases.
PARTS: tuple[Literal["setup"] | Phase, ...] = ("setup", "prepare", "actions", "end_of_round", "over")


class GuideText(BaseModel):
    """A titled piece of the rulebook."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    title: str
    text: str


class GuideStep(GuideText):
    """One step of the round in the rulebook's order."""

    id: str
    phase: Phase
    section: str
    #: What the step is for and what comes next, in plain words (the teaching panel says it at the step).
    plain: str


class Guide(BaseModel):
    """rules_data/ancient_world/guide.json."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    about: str
    #: The game's name and the rulebook the texts are quoted from (the order of play names them).
    title: str
    rulebook: str
    #: Each part's name in the rulebook (Setup, Prepare, Player Actions, End of Round, Game End) and what it is for.
    parts: dict[Literal["setup"] | Phase, GuideText]
    setup: tuple[OrderStep, ...]
    steps: tuple[GuideStep, ...]
    #: What a player lacks when the table does not offer them a move off the board, by the move's id (the teaching
    #: panel's "closed now"; each id of ``companion.taw.moves.inputs.OTHER_MOVES``, tested).
    unoffered: dict[str, str]
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


    @field_validator("parts")
    @classmethod
    def _every_part(cls, parts: dict[str, GuideText]) -> dict[str, GuideText]:
        """A name for each part, so the guide heads every phase."""
        if missing := [p for p in PARTS if p not in parts]:
            raise ValueError(f"no entry for {', '.join(missing)} (every part needs one)")
        return parts


@cache
def _english() -> Guide:
    """The guide as its file says it (English, the source of every language's)."""
    return load(SOURCE, Guide)


def guide(reader: Translator | None = None) -> Guide:
    """The guide texts, in ``reader``'s language (English when none is given)."""
    return said(_english(), SOURCE, reader or english())


def turn_order(reader: Translator | None = None) -> TurnOrder:
    """The order of play for the Rules guide: setup, each phase with its steps, game end; in ``reader``'s language."""
    return _turn_order((reader or english()).language)


@cache
def _turn_order(language: str) -> TurnOrder:
    """The order of play made from the guide in ``language``, once per language."""
    texts = guide(translator(language))

    def part(key: Literal["setup"] | Phase, steps: tuple[OrderStep, ...]) -> OrderPart:
        return OrderPart(title=texts.parts[key].title, plain=texts.parts[key].text, steps=steps)

    phases = [part(key, tuple(OrderStep(title=s.title, plain=s.plain, section=s.section, text=s.text)
                              for s in texts.steps if s.phase == key)) for key in PARTS[1:]]
    return TurnOrder(title=texts.title, rulebook=texts.rulebook, parts=(part("setup", texts.setup), *phases))


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


def checklist(state: State, reader: Translator | None = None) -> list[ChecklistItem]:
    """The round's steps in order, marked done / current / upcoming; steps a round skips are marked. The steps are
    worded in ``reader``'s language (English when none is given).

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
    for step in guide(reader).steps:
        if step.id == current:
            status, seen_current = "current", True
        elif step.id in skipped:
            status = "skipped"
        else:
            status = "upcoming" if seen_current else "done"
        items.append(ChecklistItem(step=step, status=status))
    return items
