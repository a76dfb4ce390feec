"""What to do on the table as a checklist (companion/ui/taw/checklist.py) over a real Flet session: one line per item
with its symbol, a 48 px tick box, step titles when the items span steps, an accessible label listing them, ticks
kept per item and started over when the notes change; on the end-of-round screen, first when nobody decides."""

from __future__ import annotations

import flet as ft

from companion.store import Store
from companion.ui.taw import checklist
from tests.ui.harness import UiSession, symbols, walk
from tests.ui.opening import OpenUi
from tests.ui.taw_games import ROUND_ONE_ENDS, round_one_over


def _said(ui: UiSession) -> str:
    return str(ui.by_identifier("table-notes").label)


async def test_each_item_is_a_line_with_its_symbol_and_a_tick_box_under_its_steps_title(open_ui: OpenUi,
                                                                                         store: Store) -> None:
    ui = await open_ui(f"/game/{round_one_over(store)}/round-end")
    assert _said(ui) == "On the table, 0 of 10 done: " + "; ".join(f"{text} (to do)" for text in ROUND_ONE_ENDS)
    checklist = ui.by_identifier("table-notes")
    assert symbols(checklist) == ["die_blank", "income", "income", "income", "ambrosia", "citizen", "ambrosia",
                                  "card_action", "sword", "citizen"]
    for text in ROUND_ONE_ENDS:
        box = ui.find(f"{text} (to do)")
        assert isinstance(box, ft.IconButton) and box.size_constraints.min_width >= 48
        assert box.size_constraints.min_height >= 48
    shown = [c.value for c in walk(checklist) if isinstance(c, ft.Text) and c.weight == ft.FontWeight.BOLD]
    assert shown == ["On the table (0 of 10 done)", "1. Confront titan", "2. Collect income", "3. Reset the board",
                     "1. Advance the round marker", "2. Refresh card decks", "Player actions"]


async def test_nobody_deciding_puts_the_checklist_before_the_way_back_to_the_table(open_ui: OpenUi,
                                                                                   store: Store) -> None:
    ui = await open_ui(f"/game/{round_one_over(store)}/round-end")
    order = ui.controls()
    back = ui.find("Back to the table")
    assert order.index(ui.by_identifier("table-notes")) < order.index(back)
    assert "Round 1 is over; round 2 begins" in ui.text()


async def test_ticks_are_kept_per_item_and_start_over_when_the_notes_change(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui(f"/game/{round_one_over(store)}/round-end")
    await ui.click("Ann: take 5 coins (to do)")
    await ui.click("1 ambrosia on Labor, Build, Draft, Expand, Learn, Rebuild, Recruit (to do)")
    assert ui.find("Ann: take 5 coins (done)").icon == ft.Icons.CHECK_BOX
    assert ui.find("Bo: take 5 coins (to do)").icon == ft.Icons.CHECK_BOX_OUTLINE_BLANK
    assert _said(ui).startswith("On the table, 2 of 10 done: Cy rolled blank (to do); Ann: take 5 coins (done); ")
    await ui.click("Ann: take 5 coins (done)")
    assert _said(ui).startswith("On the table, 1 of 10 done: ")
    assert "Ann: take 5 coins (to do)" in _said(ui)

    await ui.click("Undo")
    assert _said(ui) == "On the table, 0 of 1 done: Bo: 1 ambrosia on the Starting titan (1 on it) (to do)"
    await ui.click("Redo", exact=False)
    assert _said(ui) == "On the table, 0 of 10 done: " + "; ".join(f"{text} (to do)" for text in ROUND_ONE_ENDS)


async def test_a_long_list_in_a_phones_pinned_bar_scrolls_within_three_lines_and_says_every_item(
        open_ui: OpenUi, store: Store) -> None:
    """After an end of round the pinned bar listed every item (13-14 in a 4-player game) and took the phone's whole
    height: no tile could be tapped (docs/performance.md, findings of the load test)."""
    ui = await open_ui(f"/game/{round_one_over(store)}")
    todo = ui.by_identifier("table-todo")
    assert todo.label == "On the table: " + "; ".join(ROUND_ONE_ENDS)  # every item said, folded or not
    folded = [c for c in walk(todo) if isinstance(c, ft.Container) and c.height == checklist.FOLDED_HEIGHT]
    assert len(folded) == 1 and isinstance(folded[0].content, ft.Column)
    assert folded[0].content.scroll == ft.ScrollMode.AUTO
    assert f"On the table: ({len(ROUND_ONE_ENDS)}, scroll for all)" in ui.text()
    assert ui.by_identifier("tile-labor") is not None  # the board is there to tap


async def test_a_short_list_in_the_pinned_bar_is_shown_whole(open_ui: OpenUi, store: Store) -> None:
    game_id = round_one_over(store)
    stored = store.resume(game_id)
    stored.apply(next(a for a in stored.game.legal_actions() if a.type == "place_labor"))
    notes = stored.game.state.table_notes
    assert 0 < len(notes) <= checklist.FOLD_AFTER
    ui = await open_ui(f"/game/{game_id}")
    todo = ui.by_identifier("table-todo")
    assert not [c for c in walk(todo) if isinstance(c, ft.Container) and c.height == checklist.FOLDED_HEIGHT]
    assert "scroll for all" not in ui.text()
