"""The Ancient World's New game panel: a colour per seat, seats, first player, city-state sides and titan behind
"More", variants, teaching."""

from __future__ import annotations

import random

import flet as ft

from companion.store import Store
from companion.taw.setup import GameSetup
from companion.ui.state import AppState
from companion.ui.taw.seating import choose_first, choose_first_at_random, remove_seat
from tests.ui.harness import UiSession, text_of
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled
from tests.ui.tapping import taw_form, toggle


def seat_text(ui: UiSession, seat: int) -> str:
    return text_of(ui.by_identifier(f"taw-seat-{seat}"))


async def test_each_seat_starts_with_a_colour_of_its_own_changed_in_one_tap_to_a_free_one(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    assert_all_labelled(ui)
    assert ui.find("Ada's colour: Red (tap for Green)")  # Blue and Yellow are Bo's and Cy's
    assert ui.find("Bo's colour: Blue (tap for Green)") and ui.find("Cy's colour: Yellow (tap for Green)")
    await ui.click("Ada's colour: Red (tap for Green)")
    assert ui.find("Ada's colour: Green (tap for Purple)")
    await ui.click("Ada's colour: Green (tap for Purple)")
    await ui.click("Ada's colour: Purple (tap for Red)")
    assert ui.find("Ada's colour: Red (tap for Green)")  # round the palette, past the colours Bo and Cy hold
    await ui.click("Add a seat")
    assert ui.find("Player 4's colour: Green (tap for Purple)")  # a new seat takes a free colour
    await ui.click("Player 4's colour: Green (tap for Purple)")
    assert ui.find("Player 4's colour: Purple (tap for Green)")  # four seats: the one colour left, and back


async def test_the_colours_reach_the_game_and_no_two_seats_ever_share_one(open_ui: OpenUi, store: Store) -> None:
    ui = await taw_form(open_ui)
    await ui.click("Bo's colour: Blue (tap for Green)")
    await ui.click("Remove seat 1 (Ada)")
    await ui.click("Add a seat")  # Red came free with Ada
    await ui.fill("Seat 3 name", "Di")
    assert ui.find("Di's colour: Red (tap for Blue)")
    await ui.click("Start the game")
    setup = store.resume(ui.route.removeprefix("/game/")).game.setup
    assert isinstance(setup, GameSetup)
    assert [(p.name, p.colour) for p in setup.players] == [("Bo", "Green"), ("Cy", "Yellow"), ("Di", "Red")]


async def test_new_game_says_why_the_starting_titan_is_worth_entering(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    await ui.click("More for Bo")
    assert ("It threatens Bo from round 1: each end of round, Bo feeds it ambrosia or rolls a die per banner."
            in seat_text(ui, 1))


async def test_a_switchs_words_take_the_rows_width_with_the_switch_at_its_end(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    switch = ui.find("First game: teach me: off", ft.Switch)
    row = switch.parent.parent  # type: ignore[union-attr]
    assert isinstance(row, ft.Row) and isinstance(row.parent, ft.MergeSemantics)  # one switch for screen readers
    words, end = row.controls
    assert words.expand and text_of(words) == "First game: teach me: off" and end is switch.parent
    await toggle(ui, "First game: teach me: off")
    assert ui.find("First game: teach me: on", ft.Switch).value


async def test_seat_moves_keep_the_first_player_and_first_player_is_tapped(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    assert "Seat 1: Ada - goes first" in seat_text(ui, 0)
    await ui.click("More for Ada")
    await ui.click("Move Ada one seat down")
    assert ui.find("Seat 1 name").value == "Bo"  # type: ignore[attr-defined]
    assert "Seat 2: Ada - goes first" in seat_text(ui, 1)
    assert ui.find("More for Ada").parent.expanded  # type: ignore[union-attr]  # More follows the seat it opened
    assert ui.find("Move Ada one seat down") and not ui.find("Move Ada one seat up").disabled
    await ui.click("More for Bo")
    assert ui.find("Move Bo one seat up").disabled
    await ui.click("Cy goes first")
    assert "Seat 3: Cy - goes first" in seat_text(ui, 2)
    assert "Seat 2: Ada - goes first" not in seat_text(ui, 1)
    assert ui.find("Cy goes first").parent.selected  # type: ignore[union-attr]


async def test_random_first_player_is_drawn_once_and_saved_in_the_setup(open_ui: OpenUi, store: Store) -> None:
    ui = await taw_form(open_ui)
    await ui.click("Random first player")
    first = [i for i in range(3) if "goes first (drawn at random)" in seat_text(ui, i)]
    assert len(first) == 1
    await ui.click("Start the game")
    game = store.resume(ui.route.removeprefix("/game/")).game
    assert game.setup.first_player == first[0]
    assert game.state.current == first[0]


def test_the_random_draw_is_made_by_the_given_generator(store: Store) -> None:
    app = AppState(store)
    app.choose_kind("the-ancient-world")
    seat = choose_first_at_random(app, random.Random(7))
    assert seat == random.Random(7).randrange(3)
    assert app.draft.values["first_player"] == seat


async def test_the_random_draw_note_survives_a_reload_and_a_choice_by_hand_clears_it(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    await ui.click("Random first player")
    first = next(i for i in range(3) if "goes first (drawn at random)" in seat_text(ui, i))
    await ui.go("/")
    await ui.go("/new")
    assert "goes first (drawn at random)" in seat_text(ui, first)
    other = ("Ada", "Bo", "Cy")[(first + 1) % 3]
    await ui.click(f"{other} goes first")
    assert "(drawn at random)" not in ui.text()
    assert f"{other} - goes first" in seat_text(ui, (first + 1) % 3)


def test_the_draft_keeps_whether_the_first_player_was_drawn(store: Store) -> None:
    app = AppState(store)
    app.choose_kind("the-ancient-world")
    seat = choose_first_at_random(app, random.Random(7))
    assert app.draft.values["first_player_drawn"] is True
    remove_seat(app, (seat + 1) % 3)
    assert app.draft.values["first_player_drawn"] is True
    choose_first(app, app.draft.values["first_player"])
    assert app.draft.values["first_player_drawn"] is False
    choose_first_at_random(app, random.Random(7))
    remove_seat(app, app.draft.values["first_player"])
    assert app.draft.values["first_player_drawn"] is False


async def test_city_state_side_shows_its_rule_text_and_is_one_per_player(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    await ui.click("More for Ada")
    assert ui.find("Ada side: First-game side (no city-state ability)").parent.selected  # type: ignore[union-attr]
    await ui.click("Ada side: Merchants of Merlume")
    assert "You start with 4 extra coins" in ui.by_identifier("city-state-text-0").label
    await ui.click("More for Bo")
    assert "Merchants of Merlume" in seat_text(ui, 0)  # Ada's More closed: her side is said in her row
    await ui.click("Bo side: Merchants of Merlume")
    reason = ui.by_identifier("reason").label
    assert "same city-state" in reason
    assert ui.find("Start the game").disabled
    await ui.click("Bo side: Guardians of Galidor")
    assert not ui.find("Start the game").disabled


async def test_invalid_setups_disable_start_with_the_reason(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    await ui.fill("Seat 2 name", "ada")
    assert ui.find("Start the game").disabled
    assert "same name" in ui.by_identifier("reason").label
    await ui.fill("Seat 2 name", "")
    assert ui.find("Start the game").disabled
    assert "name" in ui.by_identifier("reason").label


async def test_starting_titan_by_symbols_variants_and_teaching_reach_the_game(open_ui: OpenUi, store: Store) -> None:
    ui = await taw_form(open_ui)
    await ui.click("More for Ada")
    assert "Ada's starting titan: Starting titan, defence 3" in seat_text(ui, 0)
    await ui.click("More for Bo")
    await toggle(ui, "Enter Bo's starting titan: off")
    await ui.click("Defence: 4")
    await ui.click("Add banner Blue")
    assert "Bo's starting titan: Starting titan, defence 4, Red (triangle), Blue (circle)" in seat_text(ui, 1)
    await toggle(ui, "Show the variants (none on): off")
    assert "Feeding a titan costs one more ambrosia" in ui.text()
    await toggle(ui, "Variant Demanding Titans: off")
    assert ui.find("Show the variants (Demanding Titans on): on")
    await toggle(ui, "First game: teach me: off")
    await ui.click("More for Ada")
    await ui.click("Ada side: Architects of Amnite")
    assert_all_labelled(ui)
    await ui.click("Start the game")
    setup = store.resume(ui.route.removeprefix("/game/")).game.setup
    assert isinstance(setup, GameSetup)
    assert [p.name for p in setup.players] == ["Ada", "Bo", "Cy"]
    assert setup.players[0].colour == "Red" and setup.players[0].city_state == "amnite"  # Red: Ada's from the start
    assert setup.players[1].starting_titan.defence == 4
    assert setup.players[1].starting_titan.banners == ("red", "blue")
    assert setup.variants.demanding_titans and not setup.variants.titan_draft
    assert setup.teaching


async def test_seats_are_added_and_removed_keeping_the_first_player(open_ui: OpenUi) -> None:
    ui = await taw_form(open_ui)
    await ui.click("Add a seat")
    await ui.fill("Seat 4 name", "Di")
    await ui.click("Di goes first")
    await ui.click("Remove seat 2 (Bo)")
    assert "Seat 3: Di - goes first" in seat_text(ui, 2)
    await ui.click("Remove seat 3 (Di)")
    assert "Seat 1: Ada - goes first" in seat_text(ui, 0)
    await ui.click("Remove seat 2 (Cy)")
    assert ui.find("Start the game").disabled
    assert "at least 2" in ui.by_identifier("reason").label


async def test_the_browsers_setup_and_teaching_on_a_tablet_in_the_dark(open_ui: OpenUi, store: Store) -> None:
    """The taps of the browser's setup (tests/browser/test_taw_setup.py, at phone size there) at tablet size in the
    dark theme: names, a colour, a city-state side, the starting titan on and off, a seat move, a random first player
    and teaching mode, then the teaching panel's rule, kept across a reload, and hidden."""
    ui = await open_ui("/", width=1024, height=768)
    await ui.click("Use the dark theme")
    await ui.click("New game")
    for seat, name in enumerate(("Ann", "Bo", "Cy"), start=1):
        await ui.fill(f"Seat {seat} name", name)
    await ui.click("Ann's colour: Red (tap for Green)")
    await ui.click("Ann's colour: Green (tap for Purple)")
    assert ui.find("Ann's colour: Purple (tap for Red)")
    await ui.click("More for Ann")
    await ui.click("Ann side: Merchants of Merlume")
    assert "You start with 4 extra coins" in ui.by_identifier("city-state-text-0").label
    assert "It threatens Ann from round 1" in seat_text(ui, 0)
    await toggle(ui, "Enter Ann's starting titan: off")
    assert ui.find_all("Defence: 4")
    await toggle(ui, "Enter Ann's starting titan: on")
    assert not ui.find("Enter Ann's starting titan: off", ft.Switch).value
    await ui.click("Move Ann one seat down")
    assert not ui.find("Move Ann one seat up").disabled
    await ui.click("Random first player")
    assert "(drawn at random)" in ui.text()
    await toggle(ui, "First game: teach me: off")
    assert ui.find("First game: teach me: on", ft.Switch).value
    await ui.click("Start the game")
    game_id = ui.route.removeprefix("/game/")
    setup = store.resume(game_id).game.setup
    assert isinstance(setup, GameSetup)
    ann = setup.players[1]
    assert [p.name for p in setup.players] == ["Bo", "Ann", "Cy"] and ann.colour == "Purple"
    assert ann.city_state == "merlume" and ann.starting_titan.defence == 3  # the titan entered was switched off
    assert setup.first_player_drawn and setup.teaching
    assert "Now: Player actions" in text_of(ui.by_identifier("taw-teaching"))
    await ui.click("Read the rule")
    assert not ui.find("Hide the rule").disabled
    reloaded = await open_ui(ui.route, width=1024, height=768, preferences=ui.connection.preferences)
    assert "Now: Player actions" in text_of(reloaded.by_identifier("taw-teaching"))
    await reloaded.click("Hide the teaching panel")
    assert not reloaded.find("Show the teaching panel").disabled
    assert reloaded.page.theme_mode == ft.ThemeMode.DARK
