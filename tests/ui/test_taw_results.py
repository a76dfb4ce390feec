"""The Ancient World's result read on a phone (companion/ui/taw/score.py): the outcome in one sentence on top, the
standings a row per player (rank, name, total; the winner marked in words and by a trophy), a card per player with
the breakdown in the chart's colours, nothing that scrolls sideways, and a chart with no stray axis numbers. The
same view mounted alone from a Result (as a sheet scored by hand shows it)."""

from __future__ import annotations

import flet as ft
import flet_charts as fch

from companion.store import Store
from companion.taw.outcome import outcome
from companion.taw.scoring import BONUS, RANK, Result, ordinal
from companion.ui.taw.score import TOTAL_SIZE, result_view
from companion.ui.taw.score_chart import BAR_LABEL_WIDTH, NOTHING_TO_CHART, category_colour, category_name
from companion.words import english
from companion.words.amounts import ordinal as place
from tests.ui.harness import UiSession, text_of, walk
from tests.ui.opening import OpenUi
from tests.ui.taw_games import new_game
from tests.ui.taw_results import tied_four

#: The engine's messages in English, as the page says them.
say = english()


def by_id(root: ft.BaseControl, identifier: str) -> ft.Semantics:
    """The one Semantics under ``root`` with this identifier."""
    found = [c for c in walk(root) if isinstance(c, ft.Semantics) and c.identifier == identifier]
    assert len(found) == 1, f"{len(found)} elements {identifier!r}"
    return found[0]


async def test_a_tied_four_player_game_reads_as_a_sentence_and_a_row_per_player(open_ui: OpenUi,
                                                                                 store: Store) -> None:
    game_id, result = tied_four(store)
    ui = await open_ui(f"/game/{game_id}/scores", width=390, height=844)
    assert ui.by_identifier("outcome").label == say(outcome(result)) == (
        "Ann wins on coins, 5 to 0, after a tie at 27 points with Cleo")
    assert [(p.name, p.total, p.rank) for p in result.players] == [
        ("Ann", 27, 1), ("Cleo", 27, 2), ("Maximiliana Evangelista", 16, 3), ("Bob", 16, 4)]
    for i, player in enumerate(result.players):
        standing = ui.by_identifier(f"standing-{i}")
        words = text_of(standing)
        assert words.startswith(f"{ordinal(player.rank)}\n{player.name}\n"), words
        total = by_id(standing, f"total-{i}")
        assert total.label == f"{player.name} total {player.total}"
        assert total.content.value == str(player.total) and total.content.size == TOTAL_SIZE
        # The winner is said in words and marked by a trophy, not by colour alone.
        trophies = [c for c in walk(standing) if isinstance(c, ft.Icon) and c.icon == ft.Icons.EMOJI_EVENTS]
        assert ("Winner" in words.splitlines()) == bool(trophies) == (player.rank == 1), words
        assert ui.by_identifier(f"card-total-{i}").label == f"{player.name} total {player.total}"


async def test_nothing_in_the_result_scrolls_sideways_or_is_a_table(open_ui: OpenUi, store: Store) -> None:
    """The table with a column per player (cut at 390 px, swiped sideways) is gone: no DataTable, no row that
    scrolls, on the Scores tab of a phone."""
    game_id, _ = tied_four(store)
    ui = await open_ui(f"/game/{game_id}/scores", width=390, height=844)
    controls = ui.controls()
    assert not [c for c in controls if isinstance(c, ft.DataTable)]
    assert not [c for c in controls if isinstance(c, ft.Row) and c.scroll is not None]


async def test_each_card_line_has_its_categorys_colour_and_the_players_points(open_ui: OpenUi,
                                                                             store: Store) -> None:
    game_id, result = tied_four(store)
    ui = await open_ui(f"/game/{game_id}/scores", width=1024, height=768)
    for i, player in enumerate(result.players):
        card = ui.by_identifier(f"card-{i}")
        lines = [c for c in walk(card) if isinstance(c, ft.Semantics) and c.label
                 and str(c.label).startswith(f"{player.name}, ")]
        assert len(lines) == len(player.breakdown)
        for line, shown in zip(player.breakdown, lines, strict=True):
            row = category_name(line.category, say(line.text))
            assert shown.label == f"{player.name}, {row}: {line.points} ({say(line.text)})"
            swatch = shown.content.controls[0]
            assert swatch.bgcolor == category_colour(line.category)
            assert shown.content.controls[-1].value == str(line.points)


def test_the_chart_draws_no_numbers_on_its_top_and_right_edges_and_cuts_long_names() -> None:
    """A stray "10" floated under the chart on a tablet (the top and right axes left to their defaults); a long
    name ran into its neighbour's under the bars on a phone."""
    result = Result.model_validate({"winners": ["Ann"], "players": [
        {"name": name, "total": total, "rank": rank, "tiebreak": RANK(name=name, place=place(rank)), "tiebreakers": {},
         "breakdown": [{"category": "bonus", "text": BONUS(), "points": total}]}
        for name, total, rank in (("Ann", 10, 1), ("Maximiliana Evangelista", 4, 2))]})
    view = result_view(result)
    (chart,) = [c for c in walk(view) if isinstance(c, fch.BarChart)]
    assert chart.top_axis is not None and chart.top_axis.show_labels is False
    assert chart.right_axis is not None and chart.right_axis.show_labels is False
    names = [axis.label.controls[0] for axis in chart.bottom_axis.labels]
    assert [n.value for n in names] == ["Ann", "Maximiliana Evangelista"]
    assert all(n.width == BAR_LABEL_WIDTH and n.max_lines == 1 and n.overflow == ft.TextOverflow.ELLIPSIS
               for n in names)


async def test_a_game_with_no_points_yet_says_so_where_the_chart_would_show_only_an_axis_number(
        open_ui: OpenUi, store: Store) -> None:
    """A new game scores 0 everywhere: its empty chart showed only its top axis number under the cards."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}/scores", width=1024, height=768)
    assert not [c for c in ui.controls() if isinstance(c, fch.BarChart)]
    assert ui.by_identifier("totals-chart").label == NOTHING_TO_CHART
    assert ui.text().count("Nothing scored") == 3
    # The game runs: its first player leads, and is not called the winner.
    assert text_of(ui.by_identifier("standing-0")).splitlines()[:3] == ["1st", "Cy", "Leading"]
    assert ui.by_identifier("rank-0").label == "Cy rank 1st (leading)"


async def test_the_view_of_a_result_mounts_alone_for_any_screen_that_has_a_result(store: Store) -> None:
    """``result_view(result)`` is the whole view: a screen with a Result and no game (a sheet scored by hand) shows
    the sentence, the standings, the cards and the chart by mounting it."""
    _, result = tied_four(store)

    def main(page: ft.Page) -> None:
        page.add(result_view(result))

    ui = await UiSession.start(main)
    try:
        assert ui.by_identifier("outcome").label == say(outcome(result))
        assert [ui.by_identifier(f"total-{i}").label for i in range(4)] == [
            f"{p.name} total {p.total}" for p in result.players]
        assert ui.by_identifier("totals-chart")
        assert "Why this order" in ui.text()
    finally:
        ui.close()
