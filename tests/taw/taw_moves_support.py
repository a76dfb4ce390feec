"""Helpers for the move tests: a table in the actions phase, playing a move, and checking a refusal."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw.cards import EmpireCard
from companion.taw.catalog import catalog
from companion.taw.setup import GameSetup, PlayerSetup, new_state
from companion.taw.state import OwnedEmpire, Player, State, Variants
from companion.words import Msg
from tests.said import codes

NAMES = ("Ann", "Bob", "Cleo", "Dev")


def table(players: int = 2, *, round: int = 1, cities: tuple[str | None, ...] = (), **variants: bool) -> State:
    """A fresh game in the actions phase of ``round``, Ann to act (Explore/Grow uncovered as the round says)."""
    seats = tuple(
        PlayerSetup(name=NAMES[i], city_state=cities[i] if i < len(cities) else None)  # type: ignore[arg-type]
        for i in range(players)
    )
    state = new_state(GameSetup(players=seats, variants=Variants(**variants)))
    state.round = round
    state.phase = "actions"
    state.spaces["explore"].covered = round < 2
    state.spaces["grow"].covered = round < 3
    return state


def play(state: State, move: Action) -> Msg:
    """Verify, describe and apply ``move`` the way the game log does; returns what the log entry says (a test reads
    it in codes: :func:`did`, ``tests.said.codes``)."""
    move.verify(state)
    said = move.describe(state)
    move.apply(state)
    assert isinstance(said, Msg), f"{type(move).__name__} is described in English: {said!r}"
    return said


def did(said: Msg) -> list[str]:
    """What a move did (the parts of its log entry ``{who} did this, that and that``), each in codes and values."""
    assert said.code == "taw.move", codes(said)
    parts = said.params["did"]
    assert isinstance(parts, list), codes(said)
    return [codes(part) for part in parts]


def rejects(state: State, move: Action, code: str) -> RuleError:
    """Assert ``move`` is refused with ``code`` and leaves the state exactly as it was."""
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError) as info:
        move.verify(state)
    assert info.value.code == code, info.value
    assert state == before
    return info.value


def give(player: Player, state: State, **symbols: Any) -> OwnedEmpire:
    """Give ``player`` a built empire card with these symbols; returns it."""
    owned = OwnedEmpire(uid=state.new_uid(), card=EmpireCard(**symbols))
    player.empire.append(owned)
    return owned


def named(name: str, **printed: Any) -> EmpireCard:
    """A catalog card with its printed cost or banners entered."""
    entry = catalog().by_name(name)
    assert entry is not None and isinstance(entry.card, EmpireCard)
    return entry.card.model_copy(update=printed)
