"""The Ancient World's table and score screens over a real Flet session, against the real engine and store."""

from __future__ import annotations

import flet as ft

from companion.store import Store
from companion.taw import derived
from companion.taw.guide import guide
from tests.said import codes, in_english
from tests.ui.harness import UiSession, walk
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import number, refused, said
from tests.ui.taw_games import new_game


async def test_table_shows_round_turn_panels_and_board(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    state = store.resume(game_id).game.state
    assert ui.by_identifier("round-phase").label == "Round 1 of 6, Actions. Ann to play"
    for seat, player in enumerate(state.players):
        assert number(ui, f"p{seat}-coins") == str(player.coins)
    ann = state.players[0]
    assert number(ui, "p0-capacity") == f"{derived.capacity_used(ann)}/{derived.capacity(ann)}"
    assert number(ui, "p0-food") == f"{derived.food(ann)}/{derived.citizens_owned(ann)}"
    assert ui.by_identifier("row-0").label.startswith(f"Ann, to play: {ann.coins} coins")
    assert ui.by_identifier("row-1").label.startswith("Bo: ")
    text = ui.text()
    assert "Citizens: 3 available, 0 placed, 0 starving, 0 new" in text
    assert "• Starting titan: 0 ambrosia on it, feeding costs 1 ambrosia" in text
    assert ui.by_identifier("tile-labor").label == "Labor, free"
    assert ui.by_identifier("tile-learn").label == "Learn, 1 ambrosia, free"


async def test_a_placement_is_saved_shown_and_undone(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    coins = int(number(ui, "p0-coins"))
    await ui.tap("tile-labor")
    await ui.click("Confirm")
    saved = store.resume(game_id).game
    assert saved.state.players[0].coins == coins + 2
    assert number(ui, "p0-coins") == str(coins + 2)
    assert ui.by_identifier("round-phase").label.endswith("Bo to play")
    assert ui.by_identifier("tile-labor").label == "Labor, Ann 1"
    labor = saved.entries[-1]
    assert codes(labor) == ("taw.move(who='Ann', did=[taw.did.placed(skill=1, "
                            "where=ancient_world/board:spaces.labor.label), taw.did.gained(gain=[amount.coin(n=2)])])")
    await ui.click("Log")
    assert in_english(labor) in ui.text()
    await ui.click("Undo")
    assert store.resume(game_id).game.state.players[0].coins == coins


async def test_an_illegal_move_shows_the_engines_reason_beside_a_disabled_confirm(open_ui: OpenUi,
                                                                                  store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    before = len(store.resume(game_id).game.entries)
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-expand")
    assert ui.find("Confirm").disabled
    assert codes(refused(ui, heard)) == (
        "not_enough_knowledge(what=ancient_world/board:spaces.expand.label, cost=amount.knowledge(n=1), "
        "has=amount.knowledge(n=0))")
    assert len(store.resume(game_id).game.entries) == before


async def test_score_screen_names_the_winner_with_the_tie_break_in_words(open_ui: OpenUi, store: Store,
                                                                         heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}/scores")
    text = ui.text()
    assert "Score if the game ended now" in text
    assert ui.by_identifier("outcome").label == ("Cy would win on coins, 8 to 7, after a tie at "
                                                 "0 points with Bo and Ann")
    standing = next(m for m in heard.coded("taw.score.standing_why") if m.params["rank"] == 1)
    assert in_english(standing) in text
    assert codes(standing) == ("taw.score.standing_why(rank=1, name='Cy', points=amount.point(n=0), why=taw.score.than("
                               "compared=taw.score.more_coins, names=['Bo'], mine=8, theirs=7))")
    assert ui.by_identifier("total-0").label == "Cy total 0"


async def test_a_manual_correction_needs_a_reason_and_is_saved_and_logged(open_ui: OpenUi, store: Store,
                                                                          heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}/log")
    coins = store.resume(game_id).game.state.players[0].coins
    await ui.click("Correct a value")
    assert "Choose a value and type the new number" in ui.text()
    await ui.select("Value to correct", "players.0.coins")
    await ui.fill("New value", "11")
    assert ui.find("Save the correction").disabled
    assert codes(refused(ui, heard)) == "correction_needs_reason"
    await ui.fill("Reason", "miscounted at setup")
    await ui.click("Save the correction")
    assert store.resume(game_id).game.state.players[0].coins == 11
    corrected = store.resume(game_id).game.entries[-1]
    assert codes(corrected) == (f"core.correction.table(what=core.field.owned(owner='Ann', fields=field.coins), "
                                f"was={coins}, now=11, reason='miscounted at setup')")
    assert in_english(corrected) in ui.text()


async def test_rules_guide_is_a_checklist_bound_to_the_game_with_the_rulebook_text(open_ui: OpenUi,
                                                                                   store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}/rules")
    steps = {s.id: s for s in guide().steps}
    assert ui.by_identifier("step-actions").label == f"{steps['actions'].title} (now)"
    assert ui.by_identifier("step-prepare_round").label.endswith("(done)")
    assert ui.by_identifier("step-prepare_refresh").label.endswith("(skipped this round)")
    assert ui.by_identifier("step-feed_citizens").label.endswith("(later)")
    await ui.click(f"Read: {steps['actions'].title}")
    assert ui.by_identifier("text-actions").label == steps["actions"].text
    await ui.click(f"Hide: {steps['actions'].title}")
    assert not [c for c in ui.controls() if getattr(c, "identifier", None) == "text-actions"]
    assert f"Read: {guide().actions['labor'].title}" in ui.labels()


async def test_the_result_is_copied_as_json_and_csv(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}/scores")
    await ui.click("Copy the result as CSV")
    csv_text = str(ui.by_identifier("export").label)
    assert csv_text.splitlines()[0] == "player,rank,category,text,points"
    assert "Cy,1,total" in csv_text
    await ui.click("Copy the result as JSON")
    assert '"winner": [\n    "Cy"\n  ]' in str(ui.by_identifier("export").label)
    assert any(m.body.name == "set" for m in ui.connection.messages if hasattr(m.body, "name"))


def parents(control: ft.BaseControl) -> list[ft.BaseControl]:
    """The controls ``control`` sits in, innermost first."""
    out = []
    while (parent := control.parent) is not None:
        out.append(parent)
        control = parent
    return out


def books_beside(ui: UiSession) -> list[str]:
    """The identifiers in the books' pane beside the board ([] when everything is in one column)."""
    shelves = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.identifier == "books"]
    return [s.identifier for shelf in shelves for s in walk(shelf) if isinstance(s, ft.Semantics) and s.identifier]


async def resize(ui: UiSession, width: int, height: int) -> None:
    """Turn or resize the window, as the browser reports it."""
    ui.session.apply_page_patch({"width": width, "height": height})
    await ui.session.dispatch_event(ui.page._i, "resize", {"width": width, "height": height})
    await ui.settle()


async def test_a_wide_window_shows_moves_beside_the_books_and_a_narrow_one_stacks_them(open_ui: OpenUi,
                                                                                      store: Store) -> None:
    """Tablet, either way up: every player's book beside the board, scrolling on its own; a phone, upright or on its
    side (too low for two panes), gets one column, the compact rows above the board and the books under it."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    books = ("player-0", "player-1", "player-2")
    assert sorted(i for i in books_beside(ui) if i.startswith("player-")) == list(books)  # two columns: 0 2 | 1
    assert "board" not in books_beside(ui) and ui.by_identifier("board")
    await resize(ui, 390, 844)
    assert books_beside(ui) == []
    assert ui.by_identifier("board") and ui.by_identifier("player-0") and ui.by_identifier("row-0")
    await resize(ui, 844, 390)
    assert books_beside(ui) == []
    await resize(ui, 768, 1024)
    assert books_beside(ui)
    phone = await open_ui(f"/game/{game_id}")
    assert books_beside(phone) == []


async def test_turning_the_device_keeps_the_move_being_entered(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    """A move half entered (Labor, citizen 2) survives tablet -> phone -> tablet; round and phase stay in view."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    await ui.tap("tile-labor")
    await ui.click("Citizen 2 (available)")
    will_do = said(ui, "will-do")
    assert codes(heard.within(will_do)) == (
        "taw.move(who='Ann', did=[taw.did.placed(skill=2, where=ancient_world/board:spaces.labor.label), "
        "taw.did.gained(gain=[amount.coin(n=2)])])")
    for width, height in ((390, 844), (844, 390), (1024, 768)):
        await resize(ui, width, height)
        assert ui.by_identifier("will-do").label == will_do, (width, height)
        header = next(c for c in ui.controls() if isinstance(c, ft.Semantics) and c.identifier == "round-phase")
        assert not any(isinstance(p, ft.Column) and p.scroll for p in parents(header)), "the header never scrolls"


async def test_a_phone_on_its_side_has_the_game_tabs_down_the_left(open_ui: OpenUi, store: Store) -> None:
    """Too low for panes and on its side: the tabs stand beside the screen, not under it, so the screen keeps its
    height; upright and on a tablet they run along the bottom."""
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")

    def tabs_layout() -> type[ft.Control]:
        return type(ui.by_identifier("game-tabs").content)

    assert tabs_layout() is ft.Row
    await resize(ui, 844, 390)
    assert tabs_layout() is ft.Column
    frame = next(p for p in parents(ui.by_identifier("game-tabs")) if isinstance(p, ft.Row))
    assert isinstance(frame.controls[0], ft.Semantics) and frame.controls[0].identifier == "game-tabs"
    assert ui.find("Log") and ui.find("Scores")
    await ui.click("Log")
    assert ui.route.endswith("/log") and tabs_layout() is ft.Column
    await resize(ui, 1024, 768)
    assert tabs_layout() is ft.Row
