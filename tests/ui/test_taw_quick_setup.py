"""The Ancient World's New game in a few taps (issue 23, point 3): earlier players as chips, a colour per seat, the
rulebook's first-game defaults behind "More", "First game: teach me" at the top, and four known players seated and
started in at most 12 taps from Home."""

from __future__ import annotations

import flet as ft

from companion.store import Store
from companion.taw.catalog import catalog
from companion.taw.setup import GameSetup, PlayerSetup
from tests.ui.harness import UiSession, text_of
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled

#: The most taps New game may take for four players the app has seen (Home's New game to the game's table).
MOST_TAPS = 12
FOUR = ("Ann", "Bo", "Cy", "Dee")


def played_before(store: Store, *groups: tuple[str, ...]) -> None:
    """Save a game for each group of names (the oldest first), as earlier evenings at the table would have."""
    for names in groups:
        setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in names))
        store.create("the-ancient-world", setup, name="Earlier", players=list(names))


class Taps:
    """The taps a player makes, counted."""

    def __init__(self, ui: UiSession) -> None:
        self.ui, self.count = ui, 0

    async def __call__(self, label: str) -> None:
        self.count += 1
        await self.ui.click(label)


async def test_four_known_players_start_a_game_in_at_most_12_taps(open_ui: OpenUi, store: Store) -> None:
    played_before(store, ("Dee", "Eve"), FOUR)
    ui = await open_ui("/")
    tap = Taps(ui)
    await tap("New game")
    assert_all_labelled(ui)
    for name in FOUR[:3]:
        await tap(f"Add {name}")
    assert not ui.find_all("Add Ann") and ui.find("Add Eve")  # seated names leave the chips
    await tap("Add Dee")
    assert not ui.find_all("Add Eve")  # four seats: the game takes no more
    assert [ui.find(f"Seat {i} name").value for i in range(1, 5)] == list(FOUR)  # type: ignore[attr-defined]
    await tap("Start the game")
    assert ui.route.startswith("/game/") and tap.count <= MOST_TAPS, (tap.count, ui.text())
    setup = store.resume(ui.route.removeprefix("/game/")).game.setup
    assert isinstance(setup, GameSetup)
    assert [p.name for p in setup.players] == list(FOUR) and setup.first_player == 0
    assert [p.colour for p in setup.players] == ["Red", "Blue", "Yellow", "Green"]  # four colours, none shared
    assert all(p.city_state is None and p.starting_titan == catalog().starting_titan_default for p in setup.players)


async def test_the_chips_offer_the_most_recent_games_players_first_and_fill_unnamed_seats(open_ui: OpenUi,
                                                                                        store: Store) -> None:
    played_before(store, ("Zed", "Yan"), ("Bo", "Ann"))
    ui = await open_ui("/")
    await ui.click("New game")
    chips = [label for label in ui.labels() if label.startswith("Add ") and label != "Add a seat"]
    assert chips == ["Add Bo", "Add Ann", "Add Zed", "Add Yan"]
    await ui.fill("Seat 1 name", "Kim")  # typed: a new player keeps the seat
    await ui.click("Add Ann")
    await ui.click("Add Zed")
    await ui.click("Add Bo")  # the three seats are named: one more seat at the end
    assert [ui.find(f"Seat {i} name").value for i in range(1, 5)] == ["Kim", "Ann", "Zed", "Bo"]  # type: ignore[attr-defined]
    assert "earlier-players" not in {c.identifier for c in ui.controls() if isinstance(c, ft.Semantics)}
    assert ui.find("Add a seat").disabled  # four seats: the game takes no more


async def test_teach_me_is_above_the_seats_and_the_first_game_defaults_are_said(open_ui: OpenUi) -> None:
    ui = await open_ui("/")
    await ui.click("New game")
    labels = ui.labels()
    assert labels.index("First game: teach me: off") < labels.index("Seat 1 name")
    assert "the board's side without a city-state ability, and the printed starting titan" in ui.text()
    assert "As the rulebook's Setup advises for a first game" in ui.text()  # the section that says so
    # Behind "More": one seat's side, titan and place, with the first-game side chosen; nothing of it before.
    assert not ui.find_all("Player 1 side: First-game side (no city-state ability)")
    await ui.click("More for Player 1")
    assert ui.find("Player 1 side: First-game side (no city-state ability)").parent.selected  # type: ignore[union-attr]
    assert "Player 1's starting titan: Starting titan, defence 3" in text_of(ui.by_identifier("taw-seat-0"))
    assert not ui.find_all("Player 2 side: First-game side (no city-state ability)")
    # The variants too sit behind one switch.
    assert not ui.find_all("Variant Demanding Titans: off")


def test_the_setup_model_refuses_two_seats_of_one_colour() -> None:
    players = (PlayerSetup(name="Ann", colour="Red"), PlayerSetup(name="Bo", colour="Red"))
    try:
        GameSetup(players=players)
    except ValueError as refused:
        assert "Ann and Bo have the same colour (Red)" in str(refused)
    else:
        raise AssertionError("two seats of one colour were taken")
    assert GameSetup(players=(PlayerSetup(name="Ann"), PlayerSetup(name="Bo"))).players[1].colour == ""


async def test_home_never_lists_two_games_of_one_name(open_ui: OpenUi, store: Store) -> None:
    played_before(store, FOUR)
    ui = await open_ui("/")
    for _ in range(2):
        await ui.go("/")
        await ui.click("New game")
        for name in FOUR:
            await ui.click(f"Add {name}")
        await ui.click("Start the game")
    await ui.go("/")
    named = [g.name for g in store.games()]
    assert len(set(named)) == 3 and named[0].startswith("The Ancient World (Second Edition): Ann, Bo, Cy, Dee (")
    assert all(n in ui.text() for n in named)
