"""The Ancient World's end-of-game screen over a real Flet session: totals and lines from the engine's scoring,
the winner and tie-break in words, the chart, export (download kept in the data dir, JSON and CSV), and Home."""

from __future__ import annotations

import csv
import io
import json

import flet as ft
from flet.messaging.protocol import InvokeMethodRequestBody

from companion.store import Store
from companion.taw.random_game import random_game
from companion.taw.score_sheet import sheet_from_state
from companion.taw.scoring import Result, score
from companion.ui.taw.export import export_folder, result_csv
from companion.ui.taw.score import category_name
from tests.ui.conftest import OpenUi


def finished_game(store: Store, seed: int = 3) -> tuple[str, Result]:
    """A whole seeded random game saved in the store, and the engine's result of it."""
    game = random_game(seed, players=3)
    names = [p.name for p in game.state.players]
    stored = store.add_game("the-ancient-world", game, name="Finished", players=names)
    return stored.id, score(sheet_from_state(game.state))


async def test_final_score_shows_the_engines_totals_lines_winner_and_reasons(open_ui: OpenUi, store: Store) -> None:
    game_id, result = finished_game(store)
    ui = await open_ui(f"/game/{game_id}/scores", width=1024, height=768)
    text = ui.text()
    assert "Final score" in text
    assert ui.by_identifier("winner").label == f"Winner: {' and '.join(result.winners)}"
    for i, player in enumerate(result.players):
        assert ui.by_identifier(f"total-{i}").label == f"{player.name} total {player.total}"
        assert f"{player.rank}. {player.name} ({player.total}): {player.tiebreak}" in text
    chart = str(ui.by_identifier("totals-chart").label)
    assert chart == "Totals: " + ", ".join(f"{p.name} {p.total}" for p in result.players)
    for player in result.players:
        for line in player.breakdown:
            row = category_name(line.category, line.text)
            assert row in text
            assert ui.find_all(f"{player.name}, {row}: {line.points} ({line.text})", ft.Semantics)


async def test_a_download_is_sent_to_the_browser_kept_in_the_data_dir_and_shown(open_ui: OpenUi,
                                                                               store: Store) -> None:
    game_id, result = finished_game(store)
    ui = await open_ui(f"/game/{game_id}/scores")
    await ui.click("Download the result as CSV")
    saved = export_folder(store)
    assert saved is not None
    path = saved / f"{game_id}-result.csv"
    assert path.read_text(encoding="utf-8") == result_csv(result)
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    totals = {r[0]: int(r[4]) for r in rows[1:] if r[2] == "total"}
    assert totals == {p.name: p.total for p in result.players}
    assert str(ui.by_identifier("export-done").label) == f"Downloaded; also saved as {path} (CSV):"
    calls = [m.body for m in ui.connection.messages if isinstance(m.body, InvokeMethodRequestBody)]
    download = next(c for c in calls if c.name == "save_file")
    assert download.args["file_name"] == f"{game_id}-result.csv"
    assert download.args["src_bytes"] == result_csv(result).encode()
    await ui.click("Download the result as JSON")
    shown = json.loads(str(ui.by_identifier("export").label))
    assert shown == result.to_json()
    assert json.loads((saved / f"{game_id}-result.json").read_text(encoding="utf-8")) == result.to_json()


async def test_home_lists_the_finished_game_with_its_result_and_the_history(open_ui: OpenUi, store: Store) -> None:
    game_id, result = finished_game(store)
    ui = await open_ui("/")
    text = ui.text()
    ranked = ", ".join(f"{p.name} {p.total}" for p in sorted(result.players, key=lambda p: -p.total))
    assert f"Finished: {ranked}" in text
    assert "History" in text
    for record in store.history():
        assert record.player in text
    await ui.click("Scores of Ann, Bob, Cleo")
    assert ui.route == f"/game/{game_id}/scores"
