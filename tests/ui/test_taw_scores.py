"""The Ancient World's end-of-game screen over a real Flet session: totals and lines from the engine's scoring,
the winner and tie-break in words, the chart stacked by category with its legend, export (download kept in the
data dir, JSON and CSV), and Home."""

from __future__ import annotations

import csv
import io
import json

import flet as ft
import flet_charts as fch
from flet.messaging.protocol import InvokeMethodRequestBody

from companion.store import Store
from companion.taw.abilities import registry
from companion.taw.data import tribes
from companion.taw.outcome import outcome
from companion.taw.random_game import random_game
from companion.taw.score_sheet import ScoreSheet, sheet_from_state
from companion.taw.scoring import Result, ordinal, score
from companion.ui.taw.export import export_folder, result_csv
from companion.ui.taw.score_chart import CATEGORY_COLOURS, category_colour, category_name, totals_chart
from companion.words import english
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi

#: The engine's messages in English, as the page says them.
say = english()


def finished_game(store: Store, seed: int = 3) -> tuple[str, Result]:
    """A whole seeded random game saved in the store, and the engine's result of it."""
    game = random_game(seed, players=3)
    names = [p.name for p in game.state.players]
    stored = store.add_game("the-ancient-world", game, name="Finished", players=names)
    return stored.id, score(sheet_from_state(game.state))


def table_rows(ui: UiSession, result: Result) -> list[str]:
    """The categories of the players' cards as shown, in the order they first appear (a line's label is
    "<name>, <row>: <points> (<text>)")."""
    rows: list[str] = []
    for control in ui.controls():
        label = str(control.label or "") if isinstance(control, ft.Semantics) else ""
        name = next((p.name for p in result.players if label.startswith(f"{p.name}, ")), None)
        if name is not None:
            row = label.removeprefix(f"{name}, ").split(": ", 1)[0]
            rows += [] if row in rows else [row]
    return rows


def points_by_row(result: Result) -> dict[str, dict[str, int]]:
    """Each player's points per table row, from the engine's lines."""
    return {p.name: {category_name(line.category, say(line.text)): line.points for line in p.breakdown}
            for p in result.players}


async def test_final_score_shows_the_engines_totals_lines_winner_and_reasons(open_ui: OpenUi, store: Store) -> None:
    game_id, result = finished_game(store)
    ui = await open_ui(f"/game/{game_id}/scores", width=1024, height=768)
    text = ui.text()
    assert "Final score" in text
    assert ui.by_identifier("outcome").label == say(outcome(result)) == "Ann wins with 28 points, 12 ahead of Cleo"
    for i, player in enumerate(result.players):
        assert ui.by_identifier(f"total-{i}").label == f"{player.name} total {player.total}"
        assert ui.by_identifier(f"rank-{i}").label == (f"{player.name} rank {ordinal(player.rank)}"
                                                       + (" (winner)" if player.name in result.winners else ""))
        assert say(player.standing) in text
    chart = str(ui.by_identifier("totals-chart").label)
    rows, points = table_rows(ui, result), points_by_row(result)
    by_category = "; ".join(f"{p.name}: " + ", ".join(f"{row} {points[p.name][row]}" for row in rows
                                                      if row in points[p.name]) for p in result.players)
    assert chart == ("Totals: " + ", ".join(f"{p.name} {p.total}" for p in result.players)
                     + f". Points by category: {by_category}.")
    for player in result.players:
        for line in player.breakdown:
            row = category_name(line.category, say(line.text))
            assert row in text
            assert ui.find_all(f"{player.name}, {row}: {line.points} ({say(line.text)})", ft.Semantics)


async def test_the_chart_stacks_the_tables_points_per_player_with_penalties_below_zero(open_ui: OpenUi,
                                                                                      store: Store) -> None:
    game_id, result = finished_game(store, seed=2)
    assert sum(line.points < 0 for line in result.players[0].breakdown) == 2  # starving and damaged: two below 0
    ui = await open_ui(f"/game/{game_id}/scores", width=1024, height=768)
    rows, points = table_rows(ui, result), points_by_row(result)
    chart = ui.by_identifier("totals-chart").content
    assert isinstance(chart, fch.BarChart)
    assert [[str(t.value) for t in axis.label.controls] for axis in chart.bottom_axis.labels] == [
        [p.name, str(p.total)] for p in result.players]
    colour_of: dict[str, str] = {}
    for group, player in zip(chart.groups, result.players, strict=True):
        (rod,) = group.rods
        mine = [row for row in rows if points[player.name].get(row)]
        signed = [s.to_y - s.from_y if s.from_y >= 0 else s.from_y - s.to_y for s in rod.stack_items]
        assert signed == [points[player.name][row] for row in mine]
        ups = [s for s in rod.stack_items if s.from_y >= 0]
        downs = [s for s in rod.stack_items if s.from_y < 0]
        # stacked up from 0 and down from 0, no gap (a player with no penalty has nothing below 0)
        assert [s.from_y for s in ups] == [0, *[s.to_y for s in ups[:-1]]][:len(ups)]
        assert [s.to_y for s in downs] == [0, *[s.from_y for s in downs[:-1]]][:len(downs)]
        assert rod.to_y == (ups[-1].to_y if ups else 0)
        assert rod.from_y == (downs[-1].from_y if downs else 0)
        assert rod.to_y + rod.from_y == player.total == sum(points[player.name].values())
        for row, segment in zip(mine, rod.stack_items, strict=True):
            assert colour_of.setdefault(row, segment.color) == segment.color  # one colour per category
    assert len(set(colour_of.values())) == len(colour_of)
    for tribe in tribes().tribes:
        if f"{tribe.label} banners" in colour_of:
            assert colour_of[f"{tribe.label} banners"] == tribe.colour
    text = ui.text()
    for row in rows:
        every = {p.name: points[p.name].get(row, 0) for p in result.players}
        below = " (penalty, below 0)" if any(v < 0 for v in every.values()) else ""
        assert f"{row}{below}: " + ", ".join(f"{name} {v}" for name, v in every.items()) in text
    assert "Starving citizens (penalty, below 0): " in text
    label = str(ui.by_identifier("totals-chart").label)
    for player in result.players:
        assert f"{player.name} {player.total}" in label
        assert f"{player.name}: " + ", ".join(f"{row} {points[player.name][row]}" for row in rows
                                              if row in points[player.name]) in label


def sheet(*players: dict[str, object]) -> Result:
    """The engine's result of a score sheet of these players (no tokens and 2 citizens unless given)."""
    return score(ScoreSheet.model_validate({"game": "the-ancient-world", "players": [
        {"coins": 0, "knowledge": 0, "ambrosia": 0, "citizens": 2, **p} for p in players]}))


def test_the_ranking_says_each_name_and_points_once_in_good_grammar() -> None:
    result = sheet({"name": "Ann", "coins": 1, "bonus_vp": 5}, {"name": "Bob", "coins": 1, "bonus_vp": 5},
                   {"name": "Cid", "coins": 7, "bonus_vp": 5}, {"name": "Dan", "bonus_vp": 1})
    equal = ("equal on every tie-breaker: coins (1), empire, district and titan cards (0), knowledge (0) and "
             "ambrosia (0)")
    assert [say(p.standing) for p in result.players] == [
        "1. Cid, 5 points: more coins than Ann and Bob (7 vs 1)",
        f"2. Ann (shared with Bob), 5 points: fewer coins than Cid (1 vs 7), {equal}",
        f"2. Bob (shared with Ann), 5 points: fewer coins than Cid (1 vs 7), {equal}",
        "4. Dan, 1 point",
    ]
    assert say(result.players[-1].tiebreak) == "Dan 4th: 1 point"


def test_card_lines_count_in_good_grammar() -> None:
    ann = sheet({"name": "Ann", "coins": 1, "knowledge": 1, "ambrosia": 1, "citizens": 1, "titans": [
        {"banners": ["red", "blue", "green"]}], "empire_cards": [{"name": n} for n in (
            "Citadel of Ivories", "Hidden Library", "Frog God Statue", "City Center", "Forest Hideout", "Monument",
            "Moon Festival")]}).players[0]
    texts = {line.category: say(line.text) for line in ann.breakdown}
    assert texts["card:citadel_of_ivories"] == "Citadel of Ivories: 1 coin, 2 per 3 coins"
    assert texts["card:hidden_library"] == "Hidden Library: 1 knowledge, 2 per knowledge"
    assert texts["card:frog_god_statue"] == "Frog God Statue: 1 ambrosia, 2 per 3 ambrosia"
    assert texts["card:city_center"] == "City Center: 1 citizen not starving; needs 5"
    assert texts["card:forest_hideout"] == "Forest Hideout: 1 citizen; needs exactly 3"
    assert texts["card:monument"] == "Monument: 1 defeated 3-banner titan, 2 each"
    assert texts["card:moon_festival"] == "Moon Festival: 0 sets of 5 different banners"


def chart_colours(result: Result) -> dict[str, str]:
    """Each legend row's name -> the colour of its swatch, as the chart draws them."""
    legend = totals_chart(result).controls[1:]
    return {str(row.controls[-1].value).split(":")[0].removesuffix(" (penalty, below 0)"): row.controls[0].bgcolor
            for row in legend}


def test_a_category_keeps_its_colour_when_another_category_appears() -> None:
    before = chart_colours(sheet({"name": "Ann", "empire_cards": [{"name": "Cave Town"}]},
                                 {"name": "Bob", "bonus_vp": 2}))
    after = chart_colours(sheet({"name": "Ann", "starving": 1, "empire_cards": [{"name": "Cave Town"},
                                                                                  {"banners": ["red"]}]},
                                {"name": "Bob", "bonus_vp": 2, "empire_cards": [{"name": "Hidden Library"}]}))
    assert set(after) == {"Starving citizens", "Red banners", "Cave Town", "Hidden Library", "Bonus points"}
    assert {row: after[row] for row in before} == before
    assert before == {"Cave Town": CATEGORY_COLOURS["card:cave_town"], "Bonus points": CATEGORY_COLOURS["bonus"]}
    assert after["Red banners"] == tribes().get("red").colour


def test_every_category_the_engine_scores_has_a_colour_of_its_own() -> None:
    scored = ["starving", "damaged", "bonus", *(f"card:{record.id}" for record in registry.with_hook("end_score"))]
    assert sorted(CATEGORY_COLOURS) == sorted(scored)
    banners = [tribe.colour for tribe in tribes().tribes]
    colours = [category_colour(c) for c in scored] + banners
    assert len(set(colours)) == len(colours)


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
