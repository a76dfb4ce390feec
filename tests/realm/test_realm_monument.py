"""Building over a Monument gives 1 resource of your choice (Misfortunes & Monuments, issue 21): a push-down over a
monument whose resource was not taken asks for it, or for the table's "not wanted", so a tap never loses it; a game
logged before the question replays as it was played."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from realm_helpers import WOOD, assert_rejected, district, new_game, setup

from companion.core.game import Game
from companion.realm.actions import NOT_WANTED, Activate, Build, PushDown, Refill
from companion.realm.cards import MonumentRegion
from companion.realm.kind import KIND
from companion.store import Store
from companion.store.repairs import entry_checksum
from companion.words.amounts import amount
from tests.said import codes, msg

MONUMENT_FIRST = district("A", MonumentRegion(), WOOD, WOOD)


def over_the_monument() -> Game:
    """Turn 2: B lies over region 1 of A, a monument, and nothing else (storage 3 gold, 1 wheat, 1 wood, 1 stone)."""
    game = new_game(MONUMENT_FIRST, district("B"), *setup().market[2:], expansion=True)
    game.apply(Build(card="A", position=0))
    game.apply(Refill(deck="district", card=district("C")))
    game.apply(Build(card="B", position=-2))
    return game


def storage(game: Game) -> tuple[int, int, int, int]:
    s = game.state.storage
    return s.gold, s.wheat, s.wood, s.stone


def test_a_push_down_over_a_monument_asks_for_its_resource() -> None:
    game = over_the_monument()
    assert game.state.phase == "activate", "the monument is left to take: nothing is pushed down by itself"
    assert_rejected(game, PushDown(), "monument_resource_unchosen",
                    card="B", monuments=msg("realm.monuments_in", n=1, regions=[1]), resources=amount(1, "resource"))
    assert_rejected(game, PushDown(monuments=("wood", "stone")), "wrong_choices",
                    what=msg("realm.what.building_over", monuments=msg("realm.monuments_in", n=1, regions=[1])),
                    wanted=amount(1, "resource"), chosen=2)
    assert {a.monuments for a in game.legal_actions() if isinstance(a, PushDown)} == {
        NOT_WANTED, ("wheat",), ("wood",), ("stone",)}
    game.apply(PushDown(monuments=("stone",)))
    assert codes(game.entries[-1]) == ("realm.log.pushed_over(card='B', monuments=realm.monuments_in(n=1, "
                                       "regions=[1]), "
                                       "exchange=realm.exchange.received(got=[realm.amount.stone(n=1)]), regions=5)")
    assert storage(game) == (3, 1, 1, 2) and game.state.phase == "refill"


def test_the_table_may_say_the_resource_is_not_wanted() -> None:
    game = over_the_monument()
    game.apply(PushDown(monuments=NOT_WANTED))
    assert codes(game.entries[-1]) == ("realm.log.not_activated(pushed=realm.log.pushed(card='B', regions=5), "
                                       "regions='1')")
    assert storage(game) == (3, 1, 1, 1)


def test_a_monument_taken_by_activating_it_asks_nothing_more() -> None:
    game = over_the_monument()
    game.apply(Activate(slot=0, choices=("wheat",)))
    assert game.entries[-1].action.type == "auto_push_down", "nothing is left beneath B"
    assert storage(game) == (3, 2, 1, 1)


def test_a_push_down_with_no_monument_left_takes_no_choice() -> None:
    game = new_game(MONUMENT_FIRST, district("B"), *setup().market[2:], expansion=True)
    game.apply(Build(card="A", position=0))
    game.apply(Refill(deck="district", card=district("C")))
    game.apply(Build(card="B", position=1))  # over the two wood sources
    for said in (NOT_WANTED, ("wood",)):
        assert_rejected(game, PushDown(monuments=said), "no_monument_left", card="B")
    game.apply(PushDown())


def _logged_before_the_question(game: Game) -> list[dict[str, Any]]:
    """The game's log as a Companion from before the question wrote it: a push-down had no ``monuments``."""
    entries = [e.to_json() for e in game.entries]
    for entry in entries:
        if entry["action"]["type"] == "push_down":
            assert entry["action"].pop("monuments") == NOT_WANTED
    return entries


def test_a_log_from_before_the_question_replays_with_the_resource_not_taken() -> None:
    game = over_the_monument()
    game.apply(PushDown(monuments=NOT_WANTED))
    old = _logged_before_the_question(game)
    for strict in (False, True):  # as the store reopens it, and as an import checks it (the same sentences)
        replayed = Game.replay(KIND, game.setup, old, strict=strict)
        assert replayed.state == game.state and [e.text for e in replayed.entries] == [e.text for e in game.entries]
    assert next(e for e in replayed.entries if e.action.type == "push_down").action.monuments is None  # as logged


def test_an_old_saved_game_opens_and_plays_on(tmp_path: Path) -> None:
    db = tmp_path / "companion.db"
    with Store.open(db) as store:
        played = store.create("ancient-realm", setup(MONUMENT_FIRST, district("B"), *setup().market[2:],
                                                     expansion=True), name="Old realm", players=["Solo"])
        for action in (Build(card="A", position=0), Refill(deck="district", card=district("C")),
                       Build(card="B", position=-2), PushDown(monuments=NOT_WANTED)):
            played.apply(action)
        game_id, before = played.id, played.game.state
    conn = sqlite3.connect(db)  # the saved push-down rewritten as a Companion from before the question saved it
    for seq, text in conn.execute("SELECT seq, entry FROM entries WHERE game_id = ?", (game_id,)).fetchall():
        entry = json.loads(text)
        if entry["action"].pop("monuments", None) is not None:
            old = json.dumps(entry)
            conn.execute("UPDATE entries SET entry = ?, checksum = ? WHERE game_id = ? AND seq = ?",
                         (old, entry_checksum(old), game_id, seq))
    conn.execute("DELETE FROM snapshots")
    conn.commit()
    conn.close()
    with Store.open(db) as store:
        opened = store.resume(game_id, use_snapshot=False)
        assert opened.notice is None and opened.game.state == before
        opened.apply(Refill(deck="district", card=district("D")))
