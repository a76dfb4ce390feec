"""Managing saved games from Home: rename, archive and unarchive, delete to the bin and restore, delete forever.

Each step is checked in the store, not only on the screen: the screen shows a change only once it is saved.
"""

from __future__ import annotations

import pytest

from companion.store import GameInfo, Store, StoreError
from companion.ui.state import AppState
from tests.said import codes, in_english, in_german
from tests.ui.harness import UiSession
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi, until
from tests.ui.reading import assert_all_labelled
from tests.ui.tta_games import saved_game


def ids(games: list[GameInfo]) -> list[str]:
    return [g.id for g in games]


def notice(ui: UiSession) -> str:
    return str(ui.by_identifier("home-notice").label)


async def test_rename_a_game_and_an_empty_name_is_refused(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = saved_game(store)
    ui = await open_ui("/")
    assert ui.find_all("Rename Benchmark") == [], "the choices stay hidden until asked for"
    await ui.click("Manage Benchmark")
    assert_all_labelled(ui)
    assert ui.find("New name for Benchmark").value == "Benchmark"
    await ui.fill("New name for Benchmark", "   ")
    assert ui.find("Rename Benchmark").disabled
    empty, = heard.coded("store.bad_name")
    assert codes(empty) == "store.bad_name(problem=core.name.empty_game)" and in_english(empty) in ui.text()
    assert store.info(game_id).name == "Benchmark"
    await ui.fill("New name for Benchmark", "  Friday game ")
    await ui.click("Rename Benchmark")
    assert store.info(game_id).name == "Friday game"
    assert "Benchmark is now called Friday game" in notice(ui)
    assert ui.find_all("Rename Friday game") == [], "the choices close once saved"
    assert ui.find("Manage Friday game") is not None


async def test_the_rename_intent_refuses_an_empty_name_through_the_store(store: Store) -> None:
    game_id = saved_game(store)
    app = AppState(store=store)
    assert await app.rename_game(game_id, " ") is False
    assert app.problem is not None and codes(app.problem) == "store.bad_name(problem=core.name.empty_game)"
    assert in_english(app.problem) == "A game needs a name that is not empty."
    assert store.info(game_id).name == "Benchmark"
    assert await app.rename_game(game_id, "Sunday") is True
    assert app.problem is None and [g.name for g in app.games] == ["Sunday"]


async def test_archive_and_unarchive(open_ui: OpenUi, store: Store) -> None:
    game_id = saved_game(store)
    ui = await open_ui("/")
    await ui.click("Manage Benchmark")
    await ui.click("Archive Benchmark")
    assert ids(store.games()) == [] and ids(store.games(archived=True)) == [game_id]
    assert "No game in progress." in ui.text()
    assert "under Archived games" in notice(ui)
    await ui.click("Show archived games (1)")
    assert "Archived games" in ui.text()
    await ui.click("Manage Benchmark")
    assert_all_labelled(ui)
    await ui.click("Unarchive Benchmark")
    assert ids(store.games()) == [game_id] and ids(store.games(archived=True)) == []
    assert "back in the list of games" in notice(ui)
    assert "No archived games." in ui.text()
    assert ui.find("Resume A, B") is not None


async def test_delete_moves_to_the_bin_and_restore_brings_it_back(open_ui: OpenUi, store: Store) -> None:
    game_id = saved_game(store)
    ui = await open_ui("/")
    await ui.click("Manage Benchmark")
    await ui.click("Delete Benchmark")
    assert ids(store.games()) == [] and ids(store.games(binned=True)) == [game_id]
    assert "moved to the bin" in notice(ui) and "can be restored" in notice(ui)
    await ui.click("Show the bin (1)")
    assert_all_labelled(ui)
    assert "in the bin since" in ui.text()
    await ui.click("Restore Benchmark")
    assert ids(store.games()) == [game_id] and ids(store.games(binned=True)) == []
    assert store.info(game_id).deleted_at is None
    assert "restored" in notice(ui) and "The bin is empty." in ui.text()
    await ui.click("Dismiss the notice")
    assert ui.find_all("Dismiss the notice") == []


async def test_delete_forever_only_after_the_confirmation(open_ui: OpenUi, store: Store) -> None:
    game_id = saved_game(store)
    kept_id = saved_game(store, "Other")
    store.delete(game_id)
    ui = await open_ui("/")
    await ui.click("Show the bin (1)")
    await ui.click("Delete Benchmark forever")
    assert ids(store.games(binned=True)) == [game_id], "asking is not yet deleting"
    assert "cannot be undone" in ui.text()
    await ui.click("Keep Benchmark in the bin")
    assert ui.find_all("Yes, delete Benchmark forever") == []
    await ui.click("Delete Benchmark forever")
    assert_all_labelled(ui)
    await ui.click("Yes, delete Benchmark forever")
    assert ids(store.games(binned=True)) == [] and ids(store.games()) == [kept_id]
    with pytest.raises(StoreError):
        store.info(game_id)
    assert "deleted forever" in notice(ui) and "The bin is empty." in ui.text()


async def test_a_refusal_from_the_store_is_shown_as_a_problem(store: Store) -> None:
    game_id = saved_game(store)
    app = AppState(store=store)
    assert await app.purge_game(game_id) is False, "only a game in the bin can be deleted forever"
    assert app.problem is not None and codes(app.problem) == "store.not_in_bin"
    # Kept as a message, the problem is said in the reader's language where it is shown (it was English text).
    assert in_german(app.problem) == "Nur eine Partie im Papierkorb kann endgültig entfernt werden; lösche sie zuerst."
    assert ids(store.games()) == [game_id]


@pytest.mark.usefixtures("shared_hub")
async def test_another_tab_sees_a_rename_and_a_deletion(open_ui: OpenUi, store: Store) -> None:
    saved_game(store)
    home = await open_ui("/")
    other = await open_ui("/")
    await other.click("Manage Benchmark")
    await other.fill("New name for Benchmark", "Renamed")
    await other.click("Rename Benchmark")
    await until(home, lambda: bool(home.find_all("Manage Renamed")))
    await other.click("Manage Renamed")
    await other.click("Delete Renamed")
    await until(home, lambda: "No game in progress." in home.text())
    await home.click("Show the bin (1)")
    assert home.find("Restore Renamed") is not None
