"""Helpers for the phase tests: games with chosen players, card builders, and driving the pending queue."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.core.game import Game
from companion.taw.cards import EmpireCard, MilitaryCard, MilitarySymbols, TitanCard
from companion.taw.kind import KIND
from companion.taw.setup import GameSetup, PlayerSetup
from companion.taw.state import Army, OwnedEmpire, State

NAMES = ("Tim", "Tom", "Miriam", "Jane")


def new_game(players: int = 2, *, names: tuple[str, ...] = NAMES, titan: TitanCard | None = None,
             **variants: bool) -> Game:
    """A game after setup and round 1's prepare phase, in the actions phase."""
    extra = {"starting_titan": titan} if titan else {}
    setup = GameSetup(players=tuple(PlayerSetup(name=names[i], **extra) for i in range(players)),
                      variants=variants)
    return Game(KIND, setup)


def action(data: dict[str, Any]) -> Action:
    """An action of the kind from its JSON form (moves included, without importing their modules)."""
    return KIND.action_adapter.validate_python(data)


def pass_turn(game: Game) -> None:
    """The current player passes."""
    game.apply(action({"type": "pass", "player": game.state.current}))


def pass_round(game: Game) -> None:
    """Everyone still in the actions phase passes."""
    while game.state.phase == "actions" and not game.state.pending:
        pass_turn(game)


def answer_first(game: Game, *, stop: tuple[str, ...] = ()) -> None:
    """Answer pending decisions with their first legal answer (dice: all blank) until one of ``stop`` kinds."""
    while game.state.pending and game.state.pending[0].kind not in stop:
        head = game.state.pending[0]
        if head.kind == "damage_dice":
            game.apply(action({"type": "enter_dice", "player": head.player, "faces": ["blank"] * head.count}))
        else:
            game.apply(game.legal_actions()[0])


def rejects(game: Game, act: Action, code: str) -> RuleError:
    """Assert ``act`` is refused with ``code`` and leaves the state as it was."""
    before = game.state.model_copy(deep=True)
    entries = list(game.entries)
    with pytest.raises(RuleError) as info:
        game.apply(act)
    assert info.value.code == code, info.value
    assert game.state == before and game.entries == entries
    return info.value


def empire(state: State, seat: int, **symbols: Any) -> int:
    """Give ``seat`` a built empire card with ``symbols``; returns its uid."""
    uid = state.new_uid()
    state.players[seat].empire.append(OwnedEmpire(uid=uid, card=EmpireCard(**symbols)))
    return uid


def army(state: State, seat: int, *, picture: int = 0, retired: tuple[MilitarySymbols, ...] = (),
         **front: int) -> int:
    """Give ``seat`` an army whose active card has ``front`` symbols and retired cards with ``retired`` legacies."""
    uid = state.new_uid()
    state.players[seat].armies.append(Army(
        uid=uid, active=MilitaryCard(name=f"Army {uid}", front=MilitarySymbols(**front)),
        retired=[MilitaryCard(name=f"Veteran {uid}-{i}", legacy=legacy) for i, legacy in enumerate(retired)],
        coins_picture=picture,
    ))
    return uid


def titan(name: str = "Stone Being", **symbols: Any) -> TitanCard:
    """A titan card by its printed symbols."""
    return TitanCard(name=name, **symbols)
