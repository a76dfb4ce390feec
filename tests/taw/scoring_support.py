"""Score sheets for the end-of-game scoring tests (``test_scoring*``): a player's sheet line, and a sheet scored."""

from __future__ import annotations

from typing import Any

from companion.taw.score_sheet import ScoreSheet
from companion.taw.scoring import Result, score


def player(name: str = "Ann", **fields: Any) -> dict[str, Any]:
    """A sheet line that scores 0 unless ``fields`` add something (no tokens, 2 citizens, no cards)."""
    return {"name": name, "coins": 0, "knowledge": 0, "ambrosia": 0, "citizens": 2, **fields}


def score_players(*players: dict[str, Any]) -> Result:
    """Validate and score a sheet of these players."""
    return score(ScoreSheet.model_validate({"game": "the-ancient-world", "players": list(players)}))
