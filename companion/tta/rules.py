"""Through the Ages rules data: the Age A catalog and the first-round rules, validated on load.

The JSON lives in ``rules_data/through_the_ages/``; these pydantic models reject a malformed file with
a :class:`DataError` naming the field, so the engine can trust every number it reads.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import Field, model_validator

from companion.core.rules_data import RulesModel, load
from companion.words import Msg
from companion.words import text as registered

CardKind = Literal["leader", "wonder", "action", "event", "technology", "government"]
StepId = Literal[
    "discard_military",
    "uprising_check",
    "score_science_culture",
    "corruption",
    "food_production",
    "food_consumption",
    "resource_production",
    "draw_military",
    "reset_actions",
]
TeachingKey = Literal[
    "setup",
    "action_phase",
    "take_leader",
    "take_wonder",
    "take_action",
    "end_action_phase",
    "action_phase_exhausted",
    "next_player",
    "round_over",
]
PLAYER_COUNTS = (2, 3, 4)
#: End-of-turn steps the engine knows how to perform; every other step can only be skipped.
PERFORMABLE_STEPS: frozenset[str] = frozenset(
    {"score_science_culture", "food_production", "resource_production", "reset_actions"}
)


class Yields(RulesModel):
    """What a card gives while it is in play; ``strength`` is None when printed as '?'."""

    food: int = Field(ge=0)
    resources: int = Field(ge=0)
    culture: int = Field(ge=0)
    strength: int | None = Field(ge=0)
    happiness: int = Field(ge=0)
    science: int = Field(ge=0)
    civil_actions: int = Field(ge=0)
    military_actions: int = Field(ge=0)


class Card(RulesModel):
    """One Age A card as facts: kind, costs, yields and copies per player count."""

    name: str = Field(min_length=1)
    kind: CardKind
    age: Literal["A"]
    deck: Literal["civil", "military", "board"]
    technology_type: Literal["farm", "mine", "lab", "temple", "infantry"] | None = None
    science_cost: int = Field(ge=0)
    build_cost: int | None = Field(default=None, ge=0)
    wonder_stages: list[int] = Field(default_factory=list)
    yields: Yields | None = None
    copies_by_players: dict[int, int]
    note: str | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        if sorted(self.copies_by_players) != list(PLAYER_COUNTS) or min(self.copies_by_players.values()) < 0:
            raise ValueError("copies_by_players needs a count of 0 or more for exactly 2, 3 and 4 players")
        expected_deck = {"leader": "civil", "wonder": "civil", "action": "civil", "event": "military"}
        if self.deck != expected_deck.get(self.kind, "board"):
            raise ValueError(f"a {self.kind} card belongs to the {expected_deck.get(self.kind, 'board')} deck")
        if (self.kind == "wonder") != bool(self.wonder_stages) or any(s <= 0 for s in self.wonder_stages):
            raise ValueError("wonder_stages (positive resource costs) are given for wonders and only for wonders")
        if (self.kind == "technology") != (self.technology_type is not None):
            raise ValueError("technology_type is given for technologies and only for technologies")
        return self


class Catalog(RulesModel):
    """Every Age A card, by unique name."""

    about: str
    cards: list[Card]

    @model_validator(mode="after")
    def _unique(self) -> Catalog:
        names = [c.name for c in self.cards]
        repeated = sorted({n for n in names if names.count(n) > 1})
        if repeated:
            raise ValueError(f"card names must be unique; repeated: {', '.join(repeated)}")
        return self

    def card(self, name: str) -> Card:
        """The card called ``name``; KeyError when the catalog has none."""
        found = next((c for c in self.cards if c.name == name), None)
        if found is None:
            raise KeyError(f"no Age A card is called {name!r}")
        return found

    def civil_cards(self) -> list[Card]:
        """The cards of the Age A civil deck, which is where the card row comes from."""
        return [c for c in self.cards if c.deck == "civil"]


class Government(RulesModel):
    """The starting government card and the tokens it holds once actions are reset."""

    name: str
    civil_actions: int = Field(ge=1)
    military_actions: int = Field(ge=0)
    urban_building_limit: int = Field(ge=1)


class StartingTechnology(RulesModel):
    """A technology printed on the player board and the yellow worker tokens on it at the start."""

    name: str
    workers: int = Field(ge=0)


class StartingBoard(RulesModel):
    """The player board at the start of the game, the same for every player."""

    government: Government
    technologies: list[StartingTechnology]
    worker_pool: int = Field(ge=0)
    yellow_bank: int = Field(ge=0)
    blue_bank: int = Field(ge=0)
    happiness: int = Field(ge=0)
    science_points: int = Field(ge=0)
    culture_points: int = Field(ge=0)


class EndOfTurnStep(RulesModel):
    """One step of the end-of-turn sequence with the rulebook's explanation; skipped steps say why."""

    id: StepId
    title: str
    round_one: Literal["perform", "skip"]
    skip_reason: str | None = None
    explanation: str = Field(min_length=1)

    @model_validator(mode="after")
    def _reason_when_skipped(self) -> EndOfTurnStep:
        if (self.round_one == "skip") != bool(self.skip_reason):
            raise ValueError("skip_reason is given exactly for steps skipped in round one")
        return self


class FirstRoundRules(RulesModel):
    """The first-round rules: card-row costs by slot, actions by seat, starting board, end of turn, teaching."""

    about: str
    card_row_costs: list[int] = Field(min_length=1)
    civil_actions_by_seat: list[int]
    military_actions_in_round_one: int = Field(ge=0)
    starting_board: StartingBoard
    end_of_turn: list[EndOfTurnStep]
    teaching: dict[TeachingKey, str]

    @model_validator(mode="after")
    def _consistent(self) -> FirstRoundRules:
        if len(self.civil_actions_by_seat) != max(PLAYER_COUNTS):
            raise ValueError(f"civil_actions_by_seat needs one number per seat, {max(PLAYER_COUNTS)} seats")
        most = self.starting_board.government.civil_actions
        if any(not 0 <= n <= most for n in self.civil_actions_by_seat):
            raise ValueError(f"civil actions by seat must be between 0 and the government's {most}")
        if any(cost < 1 for cost in self.card_row_costs):
            raise ValueError("every card-row slot costs at least 1 civil action")
        ids = [s.id for s in self.end_of_turn]
        if len(set(ids)) != len(ids):
            raise ValueError("end_of_turn step ids must be unique")
        unknown = sorted(s.id for s in self.end_of_turn if s.round_one == "perform" and s.id not in PERFORMABLE_STEPS)
        if unknown:
            raise ValueError(f"the engine cannot perform end-of-turn steps {', '.join(unknown)}; mark them skip")
        missing = sorted(set(get_args(TeachingKey)) - set(self.teaching))
        if missing:
            raise ValueError(f"teaching is missing: {', '.join(missing)}")
        return self

    def step(self, step_id: StepId) -> EndOfTurnStep:
        """The end-of-turn step with this id."""
        return next(s for s in self.end_of_turn if s.id == step_id)


@cache
def catalog() -> Catalog:
    """The Age A card catalog (loaded once)."""
    return load("through_the_ages/age_a_cards.json", Catalog)


@cache
def first_round() -> FirstRoundRules:
    """The first-round rules (loaded once); their texts a reader sees are registered as messages."""
    loaded = load("through_the_ages/first_round.json", FirstRoundRules)
    for english, code in _texts(loaded.model_dump()):
        registered(code, english)
    return loaded


def teaching(key: TeachingKey) -> Msg:
    """The rulebook's teaching text ``key`` as a message (said in the reader's language)."""
    first_round()
    return Msg.of(f"tta.teaching.{key}", {})


def step_text(step: StepId, part: Literal["title", "skip_reason", "explanation"]) -> Msg:
    """An end-of-turn step's title, reason to skip or explanation as a message."""
    first_round()
    return Msg.of(f"tta.step.{step}.{part}", {})


def _texts(data: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """The first-round texts a reader sees, with their codes: each step's title, reason to skip and explanation, and
    the teaching texts."""
    for step in data["end_of_turn"]:
        for part in ("title", "skip_reason", "explanation"):
            if step.get(part):
                yield step[part], f"tta.step.{step['id']}.{part}"
    for key, said in data["teaching"].items():
        yield said, f"tta.teaching.{key}"


def data_texts(path: Path) -> Iterator[tuple[str, str | None]]:
    """The catalog's extractor for ``first_round.json``: its texts a reader sees, with their codes."""
    yield from _texts(json.loads(path.read_text(encoding="utf-8")))
