"""The app's screens over a real Flet session: home, new game, table, log with undo/redo, routing, theme."""

from __future__ import annotations

import random

import flet as ft
import pytest

from companion.store import Store
from companion.tta.random_game import random_setup
from tests.said import codes, in_english
from tests.ui.harness import UiSession, label_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled
from tests.ui.tapping import toggle

TAW = "the-ancient-world"


async def new_taw_game(ui: UiSession, names: tuple[str, ...] = ("Ann", "Bo", "Cy")) -> str:
    """Fill in the New game form (open) for The Ancient World and start; returns the new game's id."""
    assert ui.route == "/new"
    for seat, name in enumerate(names):
        await ui.fill(f"Seat {seat + 1} name", name)
    await ui.click("Start the game")
    assert ui.route.startswith("/game/"), ui.text()
    return ui.route.removeprefix("/game/")


async def test_home_lists_nothing_yet_and_every_control_is_labelled(open_ui: OpenUi) -> None:
    ui = await open_ui("/")
    assert "No game in progress." in ui.text()
    assert ui.find("New game").disabled is not True
    assert_all_labelled(ui)


async def test_new_game_form_comes_from_the_setup_model_and_saves_the_game(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui("/")
    await ui.click("New game")
    assert_all_labelled(ui)
    await ui.click("More for Player 3")  # a seat's side, titan and place are behind its More
    await toggle(ui, "Show the variants (none on): off")
    labels = ui.labels()
    expected = {"Seat 1 name", "Player 3 side: Guardians of Galidor", "Variant Threatening Titan Draft: off",
                "Add a seat"}
    assert expected <= set(labels)
    # The Ancient World's own setup panel asks for the whole setup: the generic rows are not shown twice.
    assert "Player 1 Name" not in labels and "Add a player" not in labels
    await ui.click("More for Player 2")
    await ui.click("Player 2 side: Guardians of Galidor")
    game_id = await new_taw_game(ui)
    saved = store.info(game_id)
    assert saved.players == ["Ann", "Bo", "Cy"] and saved.kind == TAW
    assert store.resume(game_id).game.setup.players[1].city_state == "galidor"
    text = ui.text()
    assert all(name in text for name in ("Ann", "Bo", "Cy"))
    assert ui.by_identifier("p0-coins").label.startswith("Coins: ")


async def test_an_invalid_setup_disables_start_with_the_engines_reason(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui("/new")
    await ui.fill("Seat 1 name", "Ann")
    await ui.fill("Seat 2 name", "ann")
    assert ui.find("Start the game").disabled
    assert "two players have the same name" in ui.text()
    await ui.click("Remove seat 3 (Player 3)")
    await ui.click("Remove seat 2 (ann)")
    assert ui.find("Start the game").disabled
    assert store.games() == []


async def test_seat_order_moves_players(open_ui: OpenUi) -> None:
    ui = await open_ui("/new")
    await ui.fill("Seat 1 name", "Ann")
    await ui.click("More for Ann")
    await ui.click("Move Ann one seat down")
    fields = [c for c in ui.controls() if isinstance(c, ft.TextField) and str(c.label).endswith("name")]
    assert [f.value for f in fields] == ["Player 2", "Ann", "Player 3"]
    await ui.click("More for Player 2")
    assert ui.find("Move Player 2 one seat up").disabled


async def test_resume_from_home_and_reload_returns_to_the_same_screen(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui("/new")
    game_id = await new_taw_game(ui)
    await ui.click("Log")
    assert ui.route == f"/game/{game_id}/log"
    tabs = [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.selected]
    assert [label_of(t.content) for t in tabs] == ["Log"]
    reloaded = await open_ui(f"/game/{game_id}/log")
    assert reloaded.find("Undo (nothing to undo)") is not None
    home = await open_ui("/")
    await home.click("Resume Ann, Bo, Cy")
    assert home.route == f"/game/{game_id}"
    assert "Ann" in home.text()


async def test_undo_and_redo_from_the_log_are_saved(open_ui: OpenUi, store: Store) -> None:
    stored = store.create("through-the-ages", random_setup(random.Random(4), 2), name="TTA", players=["A", "B"])
    ui = await open_ui(f"/game/{stored.id}")
    takes = [label for label in ui.labels() if " takes " in label]
    assert takes, ui.labels()
    before = len(store.resume(stored.id).game.entries)
    await ui.click(takes[0])
    assert len(store.resume(stored.id).game.entries) > before
    await ui.click("Log")
    await ui.click("Undo")
    assert len(store.resume(stored.id).game.entries) == before
    assert ui.find("Undo (nothing to undo)", exact=False).disabled
    await ui.click("Redo")
    assert len(store.resume(stored.id).game.entries) > before


async def test_unknown_game_and_unknown_address_say_so(open_ui: OpenUi, heard: Heard) -> None:
    ui = await open_ui("/game/nope")
    missing, = heard.coded("store.not_found")
    assert codes(missing) == "store.not_found(game='nope')" and in_english(missing) in ui.text()
    await ui.click("Back to the start")
    assert ui.route == "/"
    lost = await open_ui("/no/such/page")
    assert "This page does not exist." in lost.text()


async def test_theme_toggles_between_light_and_dark(open_ui: OpenUi) -> None:
    ui = await open_ui("/")
    assert ui.page.theme_mode == ft.ThemeMode.LIGHT
    await ui.click("Use the dark theme")
    assert ui.page.theme_mode == ft.ThemeMode.DARK
    await ui.click("Use the light theme")
    assert ui.page.theme_mode == ft.ThemeMode.LIGHT


@pytest.mark.parametrize("route", ["/", "/new", "/rules"])
async def test_screens_render_at_tablet_size_with_labels(open_ui: OpenUi, route: str) -> None:
    ui = await open_ui(route, width=1024, height=768)
    assert_all_labelled(ui)
    assert "Companion" in ui.text()
