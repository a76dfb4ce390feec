"""Score a game played on paper, in process (issue 22, points 1 and 2): Home's "Score a finished game", the players
(earlier players one tap each), each line of The Ancient World's sheet by taps with the total live, the scoring
cards' questions, the tie-break asked only while a tie stands, the result, a fix after it; Ancient Realm's final sum
and rating; bad inputs refused in words with nothing saved."""

from __future__ import annotations

import flet as ft

from companion.store import Store
from tests.said import codes, in_english
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled, said


async def players(ui: UiSession, *names: str, game: str | None = None) -> None:
    """From Home: Score a finished game, the game, the names (tapped when known, else typed), Enter the scores."""
    await ui.click("Score a finished game")
    if game:
        await ui.click(f"Game: {game}")
    for name in names:
        if ui.find_all(f"Add {name}"):
            await ui.click(f"Add {name}")
        else:
            await ui.fill("New player's name", name)
            await ui.click("Add")
    await ui.click("Enter the scores")


async def started(open_ui: OpenUi, *names: str, game: str | None = None) -> UiSession:
    """The app opened on Home, and a sheet started for ``names`` (:func:`players`)."""
    ui = await open_ui("/")
    await players(ui, *names, game=game)
    return ui


def sheet_game(store: Store) -> str:
    """The one game in the store (the sheet just started)."""
    games = store.games()
    assert len(games) == 1
    return games[0].id


async def test_a_sheet_from_home_to_the_result_and_a_fix(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    ui = await started(open_ui, "Hal", "Ivy")
    game_id = sheet_game(store)
    assert store.games()[0].kind == "the-ancient-world-sheet"
    assert_all_labelled(ui)
    for label in ("Hal red banners: 3", "Hal blue banners: 2", "Hal starving citizens: 1",
                  "Add a scoring card for Hal", "Hal has Monument", "Hal defeated 3-banner titans: 2"):
        await ui.click(label)
    assert said(ui, "paper-total") == "Hal: 13 points"  # 7 + 4 - 2 + 2 x 2
    await ui.click("Hal, 13 points", exact=True)  # the player's chip says the total live too
    await ui.click("Next: Ivy")
    await ui.click("Ivy red banners: 4")
    await ui.click("Ivy starving citizens: 1")
    await ui.click("See the result")
    assert ui.route.endswith(f"/game/{game_id}/scores")
    assert codes(heard.said(said(ui, "outcome"))) == (
        "taw.score.ahead(name='Hal', points=amount.point(n=13), margin=4, behind=['Ivy'])")
    assert store.games()[0].status == "finished" and store.games()[0].final_scores == {"Hal": 13, "Ivy": 9}
    await ui.go("/")
    assert "Played on paper, scored here" in ui.text()
    await ui.click("Scores of Hal, Ivy")
    await ui.click("Fix a number")
    await ui.click("Ivy, 9 points")
    await ui.click("Ivy red banners: 5")
    assert store.games()[0].status == "finished" and store.games()[0].final_scores == {"Hal": 13, "Ivy": 14}


async def test_a_tie_asks_its_count_one_player_at_a_time_until_broken(open_ui: OpenUi, store: Store,
                                                                     heard: Heard) -> None:
    ui = await started(open_ui, "Hal", "Ivy")
    await ui.click("Hal red banners: 2")
    await ui.click("Next: Ivy")
    await ui.click("Ivy red banners: 2")
    await ui.click("See the result")
    assert "The tie at 4 points goes to coins: Hal and Ivy's." in text_of(ui.by_identifier("tiebreak"))
    assert said(ui, "outcome") == "Not decided yet: Hal and Ivy tie at 4 points"
    assert said(ui, "paper-totals") == "Hal 4 · Ivy 4" and "Why this order" not in ui.text()
    assert not [label for label in ui.labels() if " rank " in label]  # no ranks while a count is missing
    for digit in ("1", "2"):
        await ui.click(f"coins of Hal: digit {digit}")
    await ui.click("Save coins of Hal")
    await ui.click("coins of Ivy: digit 9")
    await ui.click("Save coins of Ivy")
    assert not ui.find_all("Save coins of Ivy")
    won = heard.said(said(ui, "outcome"))
    assert codes(won) == ("taw.score.on_tiebreak(name='Hal', tiebreak=taw.score.coins, mine=12, theirs=9, "
                          "tie=[amount.point(n=4)], level=['Ivy'])")
    # What the table reads: the sentence, and the reason beside the ranking.
    assert in_english(won) == "Hal wins on coins, 12 to 9, after a tie at 4 points with Ivy"
    than = "taw.score.than(compared=taw.score.more_coins, names=['Ivy'], mine=12, theirs=9)"
    assert than in [codes(m) for m in heard.coded("taw.score.than") if in_english(m) in ui.text()]


async def test_earlier_players_are_one_tap_and_bad_names_are_refused(open_ui: OpenUi, store: Store) -> None:
    ui = await started(open_ui, "Hal", "Ivy")
    await ui.go("/")
    await ui.click("Score a finished game")
    await ui.click("Add Ivy")
    assert "Not yet" in said(ui, "paper-start-reason")  # one player: the game takes 2-4
    await ui.fill("New player's name", "ivy")
    assert "already a player" in said(ui, "paper-name-problem")
    await ui.fill("New player's name", "   ")
    assert ui.find("Add").disabled  # type: ignore[attr-defined]
    assert len(store.games()) == 1


async def test_a_count_beyond_what_a_player_has_is_refused_and_nothing_saved(open_ui: OpenUi, store: Store) -> None:
    ui = await started(open_ui, "Hal", "Ivy")
    await ui.click("Add a scoring card for Hal")
    await ui.click("Hal has Forest Hideout")
    await ui.click("Hal citizens: 3")
    actions = store.games()[0].actions
    await ui.click("Hal starving citizens: 5")
    assert "starving (5) cannot exceed citizens (3)" in said(ui, "problem")
    assert store.games()[0].actions == actions
    await ui.click("Add a scoring card for Hal")
    assert not ui.find_all("Hal has Forest Hideout")  # a card picked is not offered twice


async def test_ancient_realm_final_sum_and_rating(open_ui: OpenUi, store: Store) -> None:
    ui = await started(open_ui, "Sol", game="Ancient Realm")
    for label in ("points of the mines: digit 3", "points of the mines: digit 0", "Save points of the mines",
                  "points of the wonders: 0", "points of the wonders: digit 2", "points of the wonders: digit 4",
                  "Save points of the wonders", "Sol gold: 7", "Sol wood: 3", "Sol monuments kept: 1"):
        await ui.click(label)
    assert said(ui, "paper-total").startswith("Sol: 59 points")  # 30 + 24 + 2 + 2 (gold) + 1 (resources)
    await ui.click("See the result")
    assert said(ui, "realm-rating") == "Rating: This is a place you can live with."
    game = store.games()[0]
    assert game.kind == "ancient-realm-sheet" and game.final_scores == {"Sol": 59}


async def test_new_game_offers_only_the_games_played_in_the_app(open_ui: OpenUi) -> None:
    ui = await open_ui("/new")
    dropdown = ui.find("Game", ft.Dropdown)
    offered = [option.key for option in dropdown.options]  # type: ignore[attr-defined]
    assert "the-ancient-world" in offered and not [k for k in offered if k.endswith("-sheet")]


async def test_traveler_camp_says_the_colour_its_wild_banner_scores_as(open_ui: OpenUi) -> None:
    ui = await started(open_ui, "Hal", "Ivy")
    await ui.click("Hal green banners: 5")
    await ui.click("Add a scoring card for Hal")
    await ui.click("Hal has Traveler Camp")  # no question: back on the sheet, the chip says the colour
    assert said(ui, "paper-total") == "Hal: 22 points"
    await ui.click("Hal's Traveler Camp: green: change or remove")
    assert said(ui, "wild-colour") == "Its wild banner counts as green: the colour that scores best now"
