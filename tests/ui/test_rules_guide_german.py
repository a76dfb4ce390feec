"""The Rules guide and the teaching panel in a German reader's language (issue 24, point 3): the rulebook's phases,
steps and texts come from the catalog ``rules``, on the page whose language is German, while another tab reads
English."""

from __future__ import annotations

from companion.store import Store
from companion.taw.setup import GameSetup, PlayerSetup
from companion.ui.lang import set_language
from tests.ui.harness import text_of
from tests.ui.opening import OpenUi
from tests.ui.reading import said
from tests.ui.taw_games import NAMES, to_end_of_round


async def test_home_s_guide_shows_each_game_s_order_in_german(open_ui: OpenUi) -> None:
    ui = await open_ui("/")
    set_language(ui.page, "de")
    await ui.go("/rules")
    assert said(ui, "part-1") == ("Vorbereitung: Die erste der drei Phasen einer Runde: Der Rundenmarker rückt vor, "
                                  "die Kartenreihen werden neu ausgelegt und bedrohte Spieler ziehen Titanen.")
    assert "1. Rundenmarker vorrücken" in ui.text()
    await ui.click("Ancient Realm")
    assert said(ui, "part-1").startswith("Spielzug: In jedem Zug fügst du deiner Zivilisation eine Karte")
    assert "5. Den Markt auffüllen" in ui.text()
    english = await open_ui("/rules")  # another device at the same table reads its own language
    assert said(english, "part-1").startswith("Prepare: The first of a round's three phases")


async def test_the_ancient_world_s_rules_tab_and_teaching_panel_say_the_steps_in_german(open_ui: OpenUi,
                                                                                        store: Store) -> None:
    game_id = to_end_of_round(store)
    ui = await open_ui("/")
    set_language(ui.page, "de")
    await ui.go(f"/game/{game_id}/rules")
    assert said(ui, "step-confront_titan").startswith("1. Titanen konfrontieren (")
    assert "Rundenende" in ui.text() and "4. Bürger versorgen" in ui.text()
    teaching = store.create("the-ancient-world", GameSetup(players=tuple(PlayerSetup(name=n) for n in NAMES),
                                                            teaching=True), name="Lehre", players=list(NAMES)).id
    await ui.go(f"/game/{teaching}")
    panel = text_of(ui.by_identifier("taw-teaching"))
    assert "Spieleraktionen" in panel
