"""What ``companion replay --json`` adds for The Ancient World, so a table can check a replayed game by hand.

Each player's figures come from :mod:`companion.taw.derived` (the numbers the players' books show), and the
final scores from :func:`companion.taw.scoring.score` on :func:`sheet_from_state` (the Scores screen's path),
in ``companion score --json``'s shape. The models below describe that output for the replay schema only.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from companion.taw import derived
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import LineSaid, score
from companion.taw.state import Player, State


class PlayerFigures(BaseModel):
    """One player's derived figures, as the books show them."""

    name: str = Field(description="The player's name")
    capacity_used: int = Field(description="Built empire cards, damaged ones included (each takes 1 capacity)")
    capacity: int = Field(description="Capacity available: the capital's plus every face-up card's")
    food: int = Field(description="Food: the capital's plus every face-up food symbol")
    citizens: int = Field(description="Citizen tokens owned, wherever they stand")
    army_limit: int = Field(description="How many armies the player may have")
    armies: int = Field(description="Armies the player has")
    income_coins: int = Field(description="Coins collected at income")
    income_knowledge: int = Field(description="Knowledge collected at income")
    income_ambrosia: int = Field(description="Ambrosia collected at income")
    swords: int = Field(description="Swords from owned cards, free in every attack")
    arrows: int = Field(description="Arrows from owned cards and the city-state, free in every attack")
    banners: dict[str, int] = Field(description="Banners by tribe (every tribe, zeros included; wild ones as 'any')")


class ScoredPlayer(BaseModel):
    """One player's line of ``companion score --json``."""

    name: str
    total: int
    rank: int = Field(description="1 for the winner; shared ranks are equal")
    breakdown: list[LineSaid]
    tiebreak: str = Field(description="The rank in one sentence")


class FinalScores(BaseModel):
    """Exactly ``companion score --json``'s output for the final state."""

    winner: list[str] = Field(description="The winners (several when the tie is shared)")
    players: list[ScoredPlayer] = Field(description="Players by rank")


class Figures(BaseModel):
    """The Ancient World's part of the replay output."""

    derived: list[PlayerFigures] = Field(description="Each player's derived figures, in seat order")
    final_scores: FinalScores | None = Field(default=None, description="Only when the game is over: the final "
                                             "scores, exactly as `companion score --json` prints them")


def player_figures(player: Player) -> dict[str, Any]:
    """One player's figures (:class:`PlayerFigures`), every number the engine's."""
    return {
        "name": player.name, "capacity_used": derived.capacity_used(player), "capacity": derived.capacity(player),
        "food": derived.food(player), "citizens": derived.citizens_owned(player),
        "army_limit": derived.army_limit(player), "armies": len(player.armies),
        "income_coins": derived.income_coins(player), "income_knowledge": derived.income_knowledge(player),
        "income_ambrosia": derived.income_ambrosia(player), "swords": derived.permanent_swords(player),
        "arrows": derived.permanent_arrows(player), "banners": derived.banners_by_tribe(player),
    }


def final_scores(state: State) -> dict[str, Any]:
    """The ``companion score --json`` output for the game's state, scored as the Scores screen does; a state a
    sheet cannot hold raises :class:`~companion.core.errors.DataError`."""
    return score(sheet_from_state(state)).to_json()


class AncientWorldFigures:
    """The Ancient World's table figures (:class:`companion.kinds.TableFigures`)."""

    def schema(self) -> dict[str, Any]:
        """The JSON Schema of the keys :meth:`of` adds."""
        return Figures.model_json_schema(ref_template="#/$defs/{model}")

    def of(self, state: State, over: bool) -> dict[str, Any]:
        """``derived`` always, ``final_scores`` once the game is over."""
        figures: dict[str, Any] = {"derived": [player_figures(p) for p in state.players]}
        if over:
            figures["final_scores"] = final_scores(state)
        return figures


FIGURES = AncientWorldFigures()
