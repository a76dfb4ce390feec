"""Home and the table with damage in the database: a damaged game is listed as such with its reason and hides no
other; a game whose log was damaged opens up to its last good entry and says what was set aside; a name with a
control character is refused before the tap, in words (issue 10, "Names cannot poison anything")."""

from __future__ import annotations

from companion.store import Store
from tests.said import codes, in_english, said
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi, until
from tests.ui.reading import reason
from tests.ui.tapping import open_tta_form, taw_form
from tests.ui.tta_games import saved_game


async def test_a_game_with_a_damaged_catalogue_line_is_listed_as_damaged_beside_the_others(
        open_ui: OpenUi, store: Store) -> None:
    bad, good = saved_game(store, "Broken"), saved_game(store, "Fine")
    store.conn.execute("UPDATE games SET players = 'not a list' WHERE id = ?", (bad,))
    ui = await open_ui("/")
    assert "Broken is damaged: its saved players or scores cannot be read" in ui.text()
    assert ui.find_all("Resume A, B") != [], "the other game is listed and can be resumed"
    await ui.click("Resume A, B")
    assert ui.route == f"/game/{good}"


async def test_a_game_whose_log_was_damaged_opens_and_says_what_was_set_aside(open_ui: OpenUi, store: Store,
                                                                              heard: Heard) -> None:
    game_id = saved_game(store, "Scratched")
    played = store.resume(game_id)
    for _ in range(3):
        played.apply(next(a for a in played.game.legal_actions() if "take" in a.type.lower()))
    # The last entry's action made a type no game has (its sentence is no longer in the row to scratch: issue 24).
    store.conn.execute("""UPDATE entries SET entry = replace(entry, '"type": "', '"type": "tuke') WHERE game_id = ? """
                       "AND seq = (SELECT max(seq) FROM entries WHERE game_id = ?)", (game_id, game_id))
    ui = await open_ui(f"/game/{game_id}")
    damaged, = heard.coded("store.notice.damaged")
    assert (said(damaged).code, said(damaged).params["name"]) == ("store.notice.damaged", "Scratched")
    assert in_english(damaged) in ui.text()
    assert store.query("SELECT count(*) FROM entries_aside WHERE game_id = ?", (game_id,))[0][0] >= 1
    await ui.click("Dismiss the repair notice")
    assert in_english(damaged) not in ui.text()
    await ui.click("Log")
    # The tab's route, then its screen: navigating is a round trip to the browser, slower than 1 s on a loaded machine.
    await until(ui, lambda: ui.route.endswith("/log") and bool(ui.find_all("Undo")), seconds=10)
    assert ui.find("Undo").disabled is not True, "the good part plays on"


async def test_a_name_with_a_control_character_is_refused_before_the_tap(open_ui: OpenUi, store: Store,
                                                                         heard: Heard) -> None:
    game_id = saved_game(store)
    ui = await open_ui("/")
    await ui.click("Manage Benchmark")
    await ui.fill("New name for Benchmark", "Friday\x1b[31m")
    assert ui.find("Rename Benchmark").disabled
    bad = "store.bad_name(problem=core.name.bad_character(what=core.name.game, point='001B', char=core.char.control, " \
          "index=7))"
    assert bad in [codes(m) for m in heard.coded("store.bad_name") if in_english(m) in ui.text()]
    await ui.fill("New name for Benchmark", "x" * 81)
    long = "store.bad_name(problem=core.name.too_long(what=core.name.game, limit=80, length=81))"
    assert long in [codes(m) for m in heard.coded("store.bad_name") if in_english(m) in ui.text()]
    await ui.fill("New name for Benchmark", "Friday \U000f0001")  # issue 21: a private-use character (a symbol)
    assert ui.find("Rename Benchmark").disabled
    private = "core.name.bad_character(what=core.name.game, point='F0001', char=core.char.private, index=8)"
    assert private in [codes(m) for m in heard.coded("core.name.bad_character") if in_english(m) in ui.text()]
    assert store.info(game_id).name == "Benchmark"


async def test_a_seat_name_with_a_terminal_escape_or_too_long_is_refused_with_the_reason(open_ui: OpenUi,
                                                                                         store: Store,
                                                                                         heard: Heard) -> None:
    ui = await taw_form(open_ui)
    assert ui.find("Seat 2 name").max_length == 24, "typing stops at the limit"
    await ui.fill("Seat 2 name", "Bo\x1b[2J")
    assert ui.find("Start the game").disabled
    assert "core.name.bad_character(what=core.name.player, point='001B', char=core.char.control, index=3)" in codes(
        heard.within(reason(ui)))
    await ui.fill("Seat 2 name", "B" * 25)  # a client may still send more than the field lets a person type
    assert "core.name.too_long(what=core.name.player, limit=24, length=25)" in codes(heard.within(reason(ui)))
    await ui.fill("Seat 2 name", "Bo")
    await ui.click("Start the game")
    assert [g.players for g in store.games()] == [["Ada", "Bo", "Cy"]]


async def test_through_the_ages_name_fields_stop_at_the_name_limit_too(open_ui: OpenUi) -> None:
    ui = await open_tta_form(open_ui)
    assert ui.find("Player 1 Name").max_length == 24


async def test_a_seat_name_with_a_symbol_a_noncharacter_or_stacked_accents_is_refused(open_ui: OpenUi,
                                                                                       store: Store) -> None:
    """Issue 21: private-use characters are drawn as the game's printed symbols, so a name may not hold one."""
    ui = await taw_form(open_ui)
    for name, why in (("Bo\ue000", "may not hold U+E000, a private-use character"),
                      ("Bo\ufdd0", "may not hold U+FDD0, a noncharacter"),
                      ("B" + "\u0316" * 79, "at most 4 accents or other combining marks on one character; one has 79")):
        await ui.fill("Seat 2 name", name)
        assert ui.find("Start the game").disabled
        assert why in ui.by_identifier("reason").label
    assert store.games() == []
