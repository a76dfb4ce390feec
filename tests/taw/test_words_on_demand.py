"""Words cost nothing until they are said (issue 24, point 5): judging a move makes no message, a replay reads only
the logged messages it keeps, and a remembered message is the one made anew."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from companion.core.errors import DataError
from companion.core.game import Game
from companion.taw.cards import EmpireCard
from companion.taw.kind import KIND
from companion.taw.moves.board_actions import PlaceBuild, PlaceLabor
from companion.taw.random_game import random_game
from companion.words import Msg, english
from companion.words.amounts import amount
from tests.taw.taw_moves_support import table

#: Not a message: a logged entry carrying it is malformed, if it is read.
NOT_A_MESSAGE = {"code": 5}


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The codes of the messages made while the test runs."""
    codes: list[str] = []
    of = Msg.of.__func__  # type: ignore[attr-defined]

    def counted(cls: type[Msg], code: str, params: dict[str, Any]) -> Msg:
        codes.append(code)
        return of(cls, code, params)  # type: ignore[no-any-return]

    monkeypatch.setattr(Msg, "of", classmethod(counted))
    yield codes


def test_judging_a_move_makes_no_message_and_describing_it_makes_its_words(made: list[str]) -> None:
    state = table()
    state.players[0].ambrosia = 4
    state.players[0].coins = 9
    card = EmpireCard(name="Tea House", cost_coins=3)
    moves = [PlaceLabor(player=0, skill=1, ambrosia_coins=1), PlaceBuild(player=0, skill=2, card=card)]
    for move in moves:
        move.verify(state)  # the remembered words (amounts, names) are made once
    made.clear()
    for move in moves:
        move.verify(state)
    assert made == []
    said = english()(moves[1].describe(state))
    assert said == "Ann placed citizen 2 on Build and built Tea House for 3 coins"
    assert "taw.did.built" in made


def test_a_refused_payment_still_says_what_it_was_for() -> None:
    state = table()
    state.players[0].coins = 1
    with pytest.raises(Exception) as refused:
        PlaceBuild(player=0, skill=1, card=EmpireCard(name="Tea House", cost_coins=3)).verify(state)
    assert str(refused.value) == "Building Tea House needs 3 coins; you have 1 coin"


def _log() -> tuple[Game, list[dict[str, Any]]]:
    game = random_game(2)
    return game, json.loads(json.dumps([e.to_json() for e in game.entries]))


def test_a_replay_makes_every_message_anew_without_reading_the_logged_ones() -> None:
    game, log = _log()
    for entry in log[1:]:
        entry["message"] = NOT_A_MESSAGE
    replayed = Game.replay(KIND, game.setup, log)
    assert [e.message for e in replayed.entries] == [e.message for e in game.entries]


def test_a_replay_from_a_snapshot_reads_the_messages_it_keeps() -> None:
    game, log = _log()
    upto = next(i for i, e in enumerate(game.entries) if e.group == 3)
    start = (upto, Game.replay(KIND, game.setup, log[:upto]).state)
    later = [dict(e, message=NOT_A_MESSAGE) if i >= upto else e for i, e in enumerate(log)]
    assert Game.replay(KIND, game.setup, later, start=start).entries == game.entries
    kept_bad = [dict(e, message=NOT_A_MESSAGE) if i == upto - 1 else e for i, e in enumerate(log)]
    with pytest.raises(DataError, match=f"entry {upto - 1}"):
        Game.replay(KIND, game.setup, kept_bad, start=start)


def test_a_remembered_message_is_the_one_made_anew() -> None:
    assert amount(3, "coin") is amount(3, "coin")
    assert amount(3, "coin") == Msg(code="amount.coin", params={"n": 3})
    card = EmpireCard(name="Tea House")
    assert card.said is EmpireCard(name="Tea House").said
    renamed = card.model_copy(update={"name": "Forge"})
    assert english()(renamed.said) == "Forge"
