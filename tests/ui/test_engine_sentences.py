"""The engines' sentences as a player reads them, in English and in German (issue 24, point 4): the rendering checks
that stand beside the behaviour tests, which assert codes and values. Each screen family shows a move's sentence, a
refusal, a decision's prompt or a log line: the words shown are the rendering of the message the engine gave, in the
reader's language, and a few are spelt out in both languages (a rewording in a catalog changes these, and only
these)."""

from __future__ import annotations

from companion.store import Store
from companion.ui.lang import set_language
from tests.said import codes, in_english, in_german
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import decision, reason, refused, said, will_do
from tests.ui.realm_games import new_game as new_realm_game
from tests.ui.taw_games import new_game, to_end_of_round
from tests.ui.tta_games import new_round


async def in_language(open_ui: OpenUi, route: str, language: str) -> UiSession:
    """The app at ``route`` on a device whose reader chose ``language``."""
    ui = await open_ui("/")
    set_language(ui.page, language)
    await ui.go(route)
    return ui


async def both(open_ui: OpenUi, route: str, tile: str | None = None) -> tuple[UiSession, UiSession]:
    """An English and a German device at ``route``, each with the board's ``tile`` tapped (when given)."""
    devices = (await in_language(open_ui, route, "en"), await in_language(open_ui, route, "de"))
    for device in devices:
        if tile is not None:
            await device.tap(tile)
    return devices


async def test_a_move_on_the_ancient_worlds_board(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    english, german = await both(open_ui, f"/game/{new_game(store)}", "tile-labor")
    move = will_do(english, heard)
    assert will_do(german, heard) == move
    assert said(english, "will-do") == f"Will do: {in_english(move)}"
    assert said(german, "will-do") == f"Wird gemacht: {in_german(move)}"
    assert in_english(move) == "Ann placed citizen 1 on Labor and gained 2 coins"
    assert in_german(move) == "Ann setzt Bürger 1 auf Arbeiten ein und erhält 2 Münzen"


async def test_a_refusal_beside_the_disabled_confirm(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    english, german = await both(open_ui, f"/game/{new_game(store)}", "tile-expand")
    refusal = refused(english, heard)
    assert refused(german, heard) == refusal
    assert reason(english) == in_english(refusal) == "Expand needs 1 knowledge; you have 0 knowledge"
    assert reason(german) == in_german(refusal) == "Expandieren braucht 1 Wissen; du hast 0 Wissen"


async def test_a_decision_at_the_end_of_the_round(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    english, german = await both(open_ui, f"/game/{to_end_of_round(store)}/round-end")
    prompt = decision(english, heard)
    assert decision(german, heard) == prompt
    assert said(english, "decider").startswith(f"Ann decides: {in_english(prompt)}")
    assert said(german, "decider").startswith(f"Ann entscheidet: {in_german(prompt)}")
    assert in_german(prompt).startswith("Wirf 1 Schadenswürfel")


async def test_a_line_of_the_log(open_ui: OpenUi, store: Store) -> None:
    game_id = to_end_of_round(store)
    entry = store.resume(game_id).game.entries[-1]
    english, german = await both(open_ui, f"/game/{game_id}/log")
    assert in_english(entry) in english.text() and in_german(entry) in german.text()
    assert in_german(entry) != in_english(entry), codes(entry)


async def test_a_refusal_on_the_card_row_of_through_the_ages(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    english, german = await both(open_ui, f"/game/{new_round(store)}")
    refusal = heard.within(text_of(english.by_identifier("tta-slot-6")))
    assert heard.within(text_of(german.by_identifier("tta-slot-6"))) == refusal
    assert in_english(refusal) == "Taking Hammurabi costs 2 civil actions; you have 1 left"
    assert in_german(refusal) == "Hammurabi zu nehmen kostet 2 Zivilaktionen; du hast noch 1"


async def test_a_refusal_beside_ancient_realms_market(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    english, german = await both(open_ui, f"/game/{new_realm_game(store)}")
    await english.click("Choose Colossus")
    await german.click("Colossus wählen")
    short, = heard.coded("wonder_cost")
    assert in_english(short) in english.text() and in_german(short) in german.text()
    assert in_english(short) == "The wonder Colossus needs 2 stone; you have 1 stone"
    assert in_german(short) == "Das Wunder Colossus braucht 2 Stein; du hast 1 Stein"
