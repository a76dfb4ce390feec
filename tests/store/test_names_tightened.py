"""Names a database saved before the name check refused private-use characters, noncharacters and stacked
combining marks (issue 21): the games' names, players, scores and seats are repaired visibly when the database
opens, the originals kept, and the game still opens and plays on."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from companion.store import Store
from companion.store.repairs import entry_checksum

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


def test_card_names_saved_before_the_check_tightened_are_repaired_once_after_the_upgrade(tmp_path: Path) -> None:
    """A saved move's card name and a setup's card name (a starting titan) with a private-use character, saved by a
    Companion of schema 4: the game still opens after the upgrade, the names repaired and the originals kept."""
    db_file = tmp_path / "companion.db"
    with Store.open(db_file) as store:
        played = store.create("the-ancient-world", SETUP, name="old", players=["Ann", "Bo"])
        build = next(a for a in played.game.legal_actions() if a.type == "place_build")
        played.apply(build.model_copy(update={"card": build.card.model_copy(update={"name": "Harbour"})}))
        game_id, seq = played.id, next(e.seq for e in played.game.entries if e.action.type == "place_build")
    conn = sqlite3.connect(db_file)
    entry = conn.execute("SELECT entry FROM entries WHERE game_id = ? AND seq = ?", (game_id, seq)).fetchone()[0]
    entry = entry.replace('"Harbour"', json.dumps("Harbour\ue000"))
    setup = json.loads(conn.execute("SELECT setup FROM games WHERE id = ?", (game_id,)).fetchone()[0])
    titan = setup["players"][0]["starting_titan"]["name"]
    setup["players"][0]["starting_titan"]["name"] = titan + "\ue001"
    conn.execute("UPDATE entries SET entry = ?, checksum = ? WHERE game_id = ? AND seq = ?",
                 (entry, entry_checksum(entry), game_id, seq))
    conn.execute("UPDATE games SET setup = ? WHERE id = ?", (json.dumps(setup), game_id))
    conn.execute("DELETE FROM snapshots")
    conn.execute("PRAGMA user_version = 4")
    conn.commit()
    conn.close()
    with Store.open(db_file) as store:
        assert any("repaired in 1 saved moves" in n for n in store.notices)
        opened = store.resume(game_id)
        assert opened.notice is None and opened.game.entries[seq].action.card.name == "Harbour\ufffd"
        assert opened.game.setup.players[0].starting_titan.name == titan + "\ufffd"
        kept = [r[0] for r in store.query("SELECT original FROM repairs WHERE game_id = ?", (game_id,))]
        assert any("Harbour\\ue000" in k or "Harbour\ue000" in k for k in kept)
    with Store.open(db_file) as store:
        assert store.notices == [], "once"
