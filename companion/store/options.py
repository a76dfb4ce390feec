"""A game's options: choices its table made that are no rule of the game, kept with it so every device agrees.

Stored as JSON in ``game_options`` (one row per game that changed one from its default) and exported with the game
when one differs from its default.
"""

from __future__ import annotations

import json

from pydantic import BaseModel, ConfigDict, Field


class GameOptions(BaseModel):
    """The options of one game, each with its default: a game that never changed one stores nothing for it."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    seats_act_for_others: bool = Field(default=True, description=(
        "A phone that is one player's seat may also make the other players' moves (\"we trust each other\"); when "
        "false, only that player's, and a device with no seat makes anyone's."))

    @classmethod
    def stored(cls, text: str | None) -> GameOptions:
        """The options saved as ``text``; none saved, or text that cannot be read (changed outside Companion), gives
        the defaults, and an option this version does not know is left out."""
        if text is None:
            return cls()
        try:
            saved = json.loads(text)
            return cls.model_validate({k: v for k, v in saved.items() if k in cls.model_fields})
        except (ValueError, AttributeError):  # not JSON, not an object, or a value of the wrong type
            return cls()

    @property
    def changed(self) -> bool:
        """True when an option differs from its default (the game then has a row, and its export says so)."""
        return self != GameOptions()
