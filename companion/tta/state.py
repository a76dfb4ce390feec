"""Setup and state of the Through the Ages first round: players, the card row, each player board.

The setup is what the table laid out (names in seat order, the 13 cards of the card row); the state is
everything the first-round rules change, derived by replaying the log onto ``new_state(setup)``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from companion.core.names import PlayerName
from companion.core.refused_value import refused_value
from companion.tta.rules import PLAYER_COUNTS, Card, catalog, first_round
from companion.words import N_, text

Phase = Literal["actions", "end_of_turn", "over"]


class PlayerSeat(BaseModel):
    """One player at the table; the list order is the order of play."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: PlayerName


NEEDS_NAME = text("tta.setup.player_name", "Every player needs a name")
SAME_NAME = text("tta.setup.player_names", "Two players have the same name; each needs its own")
LAY_OUT = text("tta.setup.lay_out", "Lay out the card row ({slots} Age A cards) or give a seed to deal it")
ROW_LENGTH = text("tta.setup.row_length", "The card row has {slots} cards; {laid} are laid out")
NOT_IN_DECK = text("tta.setup.not_in_deck", "{card} is not a card of the Age A civil deck")
TOO_MANY = text("tta.setup.too_many", "{card} is in the card row {count} times; the {players}-player deck has {deck}")


class TtaSetup(BaseModel):
    """The table at the start: players in order of play (the first starts) and the card row, slot 1 first.

    Enter the 13 cards lying on the table as ``card_row``, or leave it empty and give ``deal_seed`` to
    deal it from the shuffled Age A deck; the dealt row is stored in the setup, so replay never re-deals.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: list[PlayerSeat] = Field(min_length=min(PLAYER_COUNTS), max_length=max(PLAYER_COUNTS))
    deal_seed: int | None = Field(
        default=None, title=N_("Deal the card row (seed)"),
        description=N_("Leave the card row empty to deal it with this seed")
    )
    card_row: list[str] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _deal_when_asked(cls, data: Any) -> Any:
        if isinstance(data, dict) and not data.get("card_row") and data.get("deal_seed") is not None:
            players = data.get("players")
            if isinstance(players, list) and min(PLAYER_COUNTS) <= len(players) <= max(PLAYER_COUNTS):
                return {**data, "card_row": deal_card_row(len(players), int(data["deal_seed"]))}
        return data

    @field_validator("players")
    @classmethod
    def _distinct_names(cls, players: list[PlayerSeat]) -> list[PlayerSeat]:
        names = [p.name.strip() for p in players]
        if any(not n for n in names):
            raise refused_value("player_name", NEEDS_NAME())
        if len({n.casefold() for n in names}) != len(names):
            raise refused_value("player_names", SAME_NAME())
        return [PlayerSeat(name=n) for n in names]

    @model_validator(mode="after")
    def _row_from_the_age_a_deck(self) -> TtaSetup:
        slots = len(first_round().card_row_costs)
        if not self.card_row:
            raise refused_value("card_row", LAY_OUT(slots=slots))
        if len(self.card_row) != slots:
            raise refused_value("card_row", ROW_LENGTH(slots=slots, laid=len(self.card_row)))
        deck = age_a_deck_counts(len(self.players))
        for name, count in Counter(self.card_row).items():
            if name not in deck:
                raise refused_value("card_row", NOT_IN_DECK(card=name))
            if count > deck[name]:
                raise refused_value("card_row", TOO_MANY(card=name, count=count, players=len(self.players),
                                                    deck=deck[name]))
        return self

    @classmethod
    def of(cls, names: list[str], card_row: list[str] | None = None, deal_seed: int | None = None) -> TtaSetup:
        """A setup from plain player names with the card row given or dealt with ``deal_seed``."""
        return cls(players=[PlayerSeat(name=n) for n in names], card_row=card_row or [], deal_seed=deal_seed)


def age_a_deck_counts(player_count: int) -> dict[str, int]:
    """Copies of each Age A civil card in the deck for ``player_count`` players."""
    return {c.name: c.copies_by_players[player_count] for c in catalog().civil_cards()}


def deal_card_row(player_count: int, seed: int) -> list[str]:
    """Shuffle the Age A civil deck for ``player_count`` players with ``seed`` and deal the card row."""
    deck = [name for name, copies in age_a_deck_counts(player_count).items() for _ in range(copies)]
    random.Random(seed).shuffle(deck)
    return deck[: len(first_round().card_row_costs)]


class Technology(BaseModel):
    """A technology on the player board: its workers (yellow tokens) and stored blue tokens."""

    name: str
    workers: int = Field(ge=0)
    blue: int = Field(default=0, ge=0)


class Wonder(BaseModel):
    """A wonder in play; ``completed`` is False while it lies sideways, under construction."""

    name: str
    completed: bool = False


class PlayerBoard(BaseModel):
    """One player's civilization.

    White tokens are on the government card (available), beside the board (spent) or beside the
    government card (not available in round one); red tokens are available or beside the government.
    """

    name: str
    government: str
    civil_available: int = Field(ge=0)
    civil_spent: int = Field(default=0, ge=0)
    civil_unavailable: int = Field(ge=0)
    military_available: int = Field(ge=0)
    military_unavailable: int = Field(ge=0)
    hand: list[str] = Field(default_factory=list)
    wonders: list[Wonder] = Field(default_factory=list)
    leader_ages: list[str] = Field(default_factory=list)
    technologies: list[Technology]
    worker_pool: int = Field(ge=0)
    yellow_bank: int = Field(ge=0)
    blue_bank: int = Field(ge=0)
    happiness: int = Field(ge=0)
    science_points: int = Field(ge=0)
    culture_points: int = Field(ge=0)

    def unfinished_wonder(self) -> str | None:
        """The name of the wonder under construction, if any."""
        return next((w.name for w in self.wonders if not w.completed), None)

    def completed_wonders(self) -> int:
        """How many wonders this player has built."""
        return sum(w.completed for w in self.wonders)

    def rating(self, yield_name: Literal["science", "culture"]) -> int:
        """Science or culture rating: each worker on a technology gives that technology's yield."""
        return sum(t.workers * yield_of(t.name, yield_name) for t in self.technologies)

    def stored(self, technology_type: Literal["farm", "mine"]) -> int:
        """Food (farms) or resources (mines) stored: each blue token is worth its card's yield."""
        field: Literal["food", "resources"] = "food" if technology_type == "farm" else "resources"
        return sum(t.blue * yield_of(t.name, field) for t in self.technologies_of(technology_type))

    def technologies_of(self, technology_type: str) -> list[Technology]:
        """The board's technologies of one type (farm, mine, lab, temple, infantry)."""
        return [t for t in self.technologies if catalog().card(t.name).technology_type == technology_type]


def yield_of(card_name: str, field: Literal["food", "resources", "science", "culture"]) -> int:
    """What one worker (or one blue token) on ``card_name`` yields of ``field``."""
    card: Card = catalog().card(card_name)
    return getattr(card.yields, field) if card.yields else 0


class TtaState(BaseModel):
    """The whole first round: players in seat order, the card row (None = taken), whose turn and which phase.

    ``step`` counts the end-of-turn steps the current player has done; it is 0 during the action phase.
    """

    players: list[PlayerBoard]
    card_row: list[str | None]
    current: int = 0
    phase: Phase = "actions"
    step: int = 0

    @property
    def player(self) -> PlayerBoard:
        """The board of the player whose turn it is."""
        return self.players[self.current]


def new_state(setup: TtaSetup) -> TtaState:
    """The state right after setup: starting boards, civil actions by seat, no military actions."""
    rules = first_round()
    board = rules.starting_board
    government = board.government
    players = []
    for seat, seat_setup in enumerate(setup.players):
        civil = rules.civil_actions_by_seat[seat]
        military = rules.military_actions_in_round_one
        players.append(
            PlayerBoard(
                name=seat_setup.name,
                government=government.name,
                civil_available=civil,
                civil_unavailable=government.civil_actions - civil,
                military_available=military,
                military_unavailable=government.military_actions - military,
                technologies=[Technology(name=t.name, workers=t.workers) for t in board.technologies],
                worker_pool=board.worker_pool,
                yellow_bank=board.yellow_bank,
                blue_bank=board.blue_bank,
                happiness=board.happiness,
                science_points=board.science_points,
                culture_points=board.culture_points,
            )
        )
    return TtaState(players=players, card_row=list(setup.card_row))
