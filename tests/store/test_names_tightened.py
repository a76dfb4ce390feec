"""Names a database saved before the name check refused private-use characters, noncharacters and stacked
combining marks (issue 21): the games' names, players, scores and seats are repaired visibly when the database
opens, the originals kept, and the game still opens and plays on."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from companion.store import Store

SETUP = {"players": [{"name": "Ann"}, {"name": "Bo"}], "first_player": 0}
STACKED = "Bo" + "\u0316" * 79  # 79 accents below one letter


def test_a_game_saved_with_names_the_check_now_refuses_opens_with_them_repaired(tmp_path: Path) -> None:
    db_file = tmp_path / "companion.db"
    with Store.open(db_file) as store:
        game_id = store.create("the-ancient-world", SETUP, name="Friday", players=["Ann", "Bo"]).id
    setup = dict(SETUP, players=[{"name": "Ann\ue000"}, {"name": STACKED}])
    conn = sqlite3.connect(db_file)  # as a Companion from before the check saved them
    conn.execute("UPDATE games SET name = ?, players = ?, setup = ? WHERE id = ?",
                 ("Friday\ufdd0\U0010fffd", json.dumps(["Ann\ue000", STACKED]), json.dumps(setup), game_id))
    conn.commit()
    conn.close()
    with Store.open(db_file) as store:
        assert any(game_id in n and "repairs" in n for n in store.notices)
        info = store.info(game_id)
        assert info.name == "Friday\ufffd\ufffd"
        assert info.players == ["Ann\ufffd", "Bo" + "\u0316" * 4 + "\ufffd"]
        assert {r["what"] for r in store.query("SELECT what FROM repairs WHERE game_id = ?", (game_id,))} == {
            "name", "players", "setup"}
        played = store.resume(game_id)
        assert [p.name for p in played.game.setup.players] == info.players
        played.apply(next(a for a in played.game.legal_actions() if a.type == "place_labor"))
    with Store.open(db_file) as store:
        assert store.notices == [], "repaired once"
        assert store.resume(game_id).info.actions == 1
