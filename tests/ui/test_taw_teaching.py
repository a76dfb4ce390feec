"""The first-game teaching panel on The Ancient World's table: step, who acts, the kinds of moves, the rule text."""

from __future__ import annotations

import asyncio

import pytest
from flet.messaging.protocol import InvokeMethodRequestBody

from companion.core.game import Game
from companion.store import Store
from companion.taw.guide import guide
from companion.taw.kind import KIND
from companion.taw.setup import GameSetup, PlayerSetup
from companion.ui.taw import teaching
from companion.ui.taw.teaching import HIDDEN_KEY
from tests.ui.harness import RecordingConnection, text_of
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled
from tests.ui.taw_games import NAMES, new_game


def teaching_game(store: Store) -> str:
    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in NAMES), teaching=True)
    return store.create("the-ancient-world", setup, name="Teach", players=list(NAMES)).id


def step_text(step_id: str) -> str:
    return next(s.text for s in guide().steps if s.id == step_id)


async def test_the_panel_says_the_step_who_plays_and_the_kinds_of_moves(open_ui: OpenUi, store: Store) -> None:
    game_id = teaching_game(store)
    legal = {a.type.removeprefix("place_") for a in store.resume(game_id).game.legal_actions()}
    ui = await open_ui(f"/game/{game_id}")
    assert_all_labelled(ui)
    panel = text_of(ui.by_identifier("taw-teaching"))
    assert "Now: Player actions" in panel
    now = ui.by_identifier("teaching-now").label
    assert now.startswith("Ann to play. They may place a citizen on Labor, ")
    for kind in guide().actions:
        assert (guide().actions[kind].title in now) == (kind in legal), kind
    assert now.endswith("; or Pass.")
    await ui.click("Read the rule")
    assert step_text("actions")[:60] in ui.by_identifier("teaching-rule").label
    await ui.click("Hide the rule")
    assert "teaching-rule" not in [getattr(c, "identifier", None) for c in ui.controls()]


async def test_the_panel_hides_and_shows_again(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui(f"/game/{teaching_game(store)}")
    await ui.click("Hide the teaching panel")
    assert "Now: Player actions" not in ui.text()
    await ui.click("Show the teaching panel")
    assert "Now: Player actions" in ui.text()


async def test_the_panel_follows_the_game_to_the_end_of_round_decisions(open_ui: OpenUi, store: Store) -> None:
    game_id = teaching_game(store)
    stored = store.resume(game_id)
    while stored.game.state.phase == "actions":
        stored.apply(next(a for a in stored.game.legal_actions() if a.type == "pass"))
    ui = await open_ui(f"/game/{game_id}")
    assert "Now: 1. Confront titan" in text_of(ui.by_identifier("taw-teaching"))
    assert ui.by_identifier("teaching-now").label.startswith("Ann decides: ")


async def test_without_teaching_mode_there_is_no_panel(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui(f"/game/{new_game(store)}")
    assert "Read the rule" not in ui.labels()
    assert "Now: Player actions" not in ui.text()


async def test_teaching_mode_set_on_new_game_survives_a_reload(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui("/new")
    await ui.select("Game", "the-ancient-world")
    switch = ui.find("First game: teach me: off")
    ui.session.apply_patch(switch._i, {"value": True})
    await ui.session.dispatch_event(switch._i, "change", None)
    await ui.settle()
    await ui.click("Start the game")
    route = ui.route
    again = await open_ui(route)
    assert "Now: Player actions" in text_of(again.by_identifier("taw-teaching"))


async def test_hiding_the_panel_is_remembered_by_the_browser_across_a_reload(open_ui: OpenUi, store: Store) -> None:
    game_id = teaching_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Hide the teaching panel")
    assert ui.connection.preferences == {HIDDEN_KEY + game_id: True}
    again = await open_ui(f"/game/{game_id}", preferences=ui.connection.preferences)
    assert "Show the teaching panel" in again.labels() and "Now: Player actions" not in again.text()
    await again.click("Show the teaching panel")
    assert again.connection.preferences == {}
    shown = await open_ui(f"/game/{game_id}", preferences=ui.connection.preferences)
    assert "Now: Player actions" in text_of(shown.by_identifier("taw-teaching"))


async def test_hiding_the_panel_of_one_game_leaves_the_others_shown(open_ui: OpenUi, store: Store) -> None:
    first, second = teaching_game(store), teaching_game(store)
    ui = await open_ui(f"/game/{first}")
    await ui.click("Hide the teaching panel")
    await ui.go(f"/game/{second}")
    assert "Now: Player actions" in text_of(ui.by_identifier("taw-teaching"))
    await ui.go(f"/game/{first}")
    assert "Show the teaching panel" in ui.labels()
    other = await open_ui(f"/game/{second}", preferences=ui.connection.preferences)
    assert "Now: Player actions" in text_of(other.by_identifier("taw-teaching"))


async def test_a_browser_that_never_hid_the_panel_sees_it_however_another_browser_chose(open_ui: OpenUi,
                                                                                       store: Store) -> None:
    game_id = teaching_game(store)
    ui = await open_ui(f"/game/{game_id}")
    await ui.click("Hide the teaching panel")
    elsewhere = await open_ui(f"/game/{game_id}")
    assert "Now: Player actions" in text_of(elsewhere.by_identifier("taw-teaching"))


def lose_answers(monkeypatch: pytest.MonkeyPatch, key: str, lost: int) -> None:
    """The browser leaves the first ``lost`` questions for saved preference ``key`` unanswered."""
    answer = RecordingConnection._answer
    left = {"lost": lost}

    async def maybe_answer(self: RecordingConnection, call: InvokeMethodRequestBody) -> None:
        if call.name == "get" and isinstance(call.args, dict) and call.args.get("key") == key and left["lost"]:
            left["lost"] -= 1
            return
        await answer(self, call)

    monkeypatch.setattr(RecordingConnection, "_answer", maybe_answer)
    monkeypatch.setattr(teaching, "ANSWER_SECONDS", 0.05)


async def test_a_lost_answer_is_asked_again_and_the_hidden_choice_kept(open_ui: OpenUi, store: Store,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = teaching_game(store)
    lose_answers(monkeypatch, HIDDEN_KEY + game_id, lost=teaching.ASKS - 1)
    ui = await open_ui(f"/game/{game_id}", preferences={HIDDEN_KEY + game_id: True})
    await asyncio.sleep(0.05 * teaching.ASKS)
    await ui.settle()
    assert "Show the teaching panel" in ui.labels()


async def test_a_browser_that_never_answers_still_gets_the_panel(open_ui: OpenUi, store: Store,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Never lost for want of an answer: after the last unanswered ask the panel shows."""
    game_id = teaching_game(store)
    lose_answers(monkeypatch, HIDDEN_KEY + game_id, lost=teaching.ASKS)
    ui = await open_ui(f"/game/{game_id}", preferences={HIDDEN_KEY + game_id: True})
    assert "Hide the teaching panel" not in ui.labels()
    await asyncio.sleep(0.05 * (teaching.ASKS + 1))
    await ui.settle()
    assert "Now: Player actions" in text_of(ui.by_identifier("taw-teaching"))


def hold_saving(monkeypatch: pytest.MonkeyPatch) -> asyncio.Event:
    """The browser answers a saved preference's ``set`` only once the event returned is set."""
    answer = RecordingConnection._answer
    saving = asyncio.Event()

    async def answer_once_saved(self: RecordingConnection, call: InvokeMethodRequestBody) -> None:
        if call.name == "set":
            await saving.wait()
        await answer(self, call)

    monkeypatch.setattr(RecordingConnection, "_answer", answer_once_saved)
    return saving


async def test_the_panel_shows_as_hidden_only_once_the_browser_has_saved_it(open_ui: OpenUi, store: Store,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A server stopped right after the tap must not come back with the panel shown: saved first, as a move is."""
    game_id = teaching_game(store)
    saving = hold_saving(monkeypatch)
    ui = await open_ui(f"/game/{game_id}")
    hiding = asyncio.create_task(ui.click("Hide the teaching panel"))
    await ui.settle()
    assert ui.connection.preferences == {}
    assert "Hide the teaching panel" in ui.labels() and "Show the teaching panel" not in ui.labels()
    saving.set()
    await hiding
    assert ui.connection.preferences == {HIDDEN_KEY + game_id: True}
    assert "Show the teaching panel" in ui.labels()


async def test_a_hide_saved_after_the_screen_went_to_another_game_leaves_that_games_panel(
        open_ui: OpenUi, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = teaching_game(store), teaching_game(store)
    saving = hold_saving(monkeypatch)
    ui = await open_ui(f"/game/{first}")
    hiding = asyncio.create_task(ui.click("Hide the teaching panel"))
    await ui.settle()
    await ui.go(f"/game/{second}")
    assert "Hide the teaching panel" in ui.labels()
    saving.set()
    await hiding
    await ui.settle()
    assert ui.connection.preferences == {HIDDEN_KEY + first: True}
    assert "Hide the teaching panel" in ui.labels()
    assert "Now: Player actions" in text_of(ui.by_identifier("taw-teaching"))


def test_the_moves_said_are_the_players_own_not_the_others_ambrosia_abilities() -> None:
    """The legal list holds every player's ambrosia abilities (usable at any time); the panel says only what the
    player to play may do: Ann with no ambrosia is not told she may trade it for a coin because Bo may."""
    game = Game(KIND, GameSetup(players=tuple(PlayerSetup(name=n) for n in NAMES)))
    state = game.state
    state.players[0].ambrosia, state.players[1].ambrosia = 0, 2
    coin = "Ambrosia for coins"  # the move as the table names it (the rules guide gives it no title)
    assert any(a.type == "ambrosia_coin" for a in game.legal_actions())
    assert coin not in teaching.what_now(state, game.legal_actions())
    state.players[0].ambrosia = 2
    assert coin in teaching.what_now(state, game.legal_actions())
