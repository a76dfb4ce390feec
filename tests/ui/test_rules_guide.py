"""The Rules guide teaches each game's order of play (issue 23, point 5): Home's guide for every game, each game's Rules
tab, The Ancient World's steps under their phase, and the teaching panel's closed moves and end-of-round step."""

from __future__ import annotations

import pytest

from companion.core.turn_order import turn_order
from companion.store import Store
from companion.taw.guide import guide
from companion.taw.setup import GameSetup, PlayerSetup
from companion.words import english
from tests.ui import realm_games, tta_games
from tests.ui.harness import text_of
from tests.ui.opening import OpenUi
from tests.ui.reading import assert_all_labelled, said, shown
from tests.ui.taw_games import NAMES, to_end_of_round

#: The games Home's guide offers, by their button, with their kind.
GAMES = {"The Ancient World (Second Edition)": "the-ancient-world", "Through the Ages: first round": "through-the-ages",
         "Ancient Realm": "ancient-realm"}


def in_order(text: str, words: list[str]) -> bool:
    """Whether each of ``words`` is in ``text``, each after the one before."""
    at = 0
    for word in words:
        at = text.find(word, at)
        if at < 0:
            return False
    return True


@pytest.mark.parametrize("width", [390, 1024])
async def test_home_s_guide_teaches_each_game_s_order_with_the_rulebook_one_tap_away(open_ui: OpenUi,
                                                                                     width: int) -> None:
    ui = await open_ui("/rules", width=width, height=844 if width == 390 else 768)
    assert_all_labelled(ui)
    for button, kind in GAMES.items():
        await ui.click(button)
        order = turn_order(kind)
        assert order is not None
        assert f"Rules guide: {order.title}" in ui.text()
        assert [said(ui, f"part-{p}") for p in range(len(order.parts))] == [f"{p.title}: {p.plain}"
                                                                            for p in order.parts]
        steps = [s for p in order.parts for s in p.steps]
        assert in_order(ui.text(), [w for s in steps for w in (s.title, s.plain)])
        assert not shown(ui, "rulebook-1.0")
        first = order.parts[1].steps[0]
        await ui.click(f"Read the rulebook: {first.title}")
        assert said(ui, "rulebook-1.0") == f"Rulebook, {first.section}: {first.text}"
        await ui.click(f"Hide the rulebook: {first.title}")
        assert not shown(ui, "rulebook-1.0")


async def test_ancient_realm_s_and_through_the_ages_rules_tabs_teach_their_turn(open_ui: OpenUi,
                                                                                 store: Store) -> None:
    for game_id, kind in ((realm_games.new_game(store), "ancient-realm"),
                          (tta_games.new_round(store), "through-the-ages")):
        ui = await open_ui(f"/game/{game_id}/rules")
        order = turn_order(kind)
        assert order is not None
        assert f"Rules guide: {order.title}" in ui.text()
        assert [said(ui, f"part-{p}").split(":")[0] for p in range(len(order.parts))] == [p.title
                                                                                        for p in order.parts]
        assert not [b for b in GAMES if b in ui.labels()]  # the open game's guide only


async def test_a_game_scored_on_paper_has_the_order_of_the_game_it_scores(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui("/")
    await ui.click("Score a finished game")
    for name in ("Hal", "Ivy"):
        await ui.fill("New player's name", name)
        await ui.click("Add")
    await ui.click("Enter the scores")
    (game,) = store.games()
    assert game.kind == "the-ancient-world-sheet"
    await ui.go(f"/game/{game.id}/rules")
    assert "Rules guide: The Ancient World" in ui.text()
    assert said(ui, "part-0").startswith("Setup: ")


async def test_the_ancient_world_s_rules_tab_heads_the_steps_by_phase_numbered_within_it(open_ui: OpenUi,
                                                                                         store: Store) -> None:
    game_id = to_end_of_round(store)
    ui = await open_ui(f"/game/{game_id}/rules")
    parts = guide().parts
    steps = {s.id: s for s in guide().steps}
    assert in_order(ui.text(), [
        parts["prepare"].title, steps["prepare_round"].title, steps["prepare_titans"].title,
        parts["actions"].title, steps["actions"].title,
        parts["end_of_round"].title, "1. Confront titan", steps["confront_titan"].plain, "2. Collect income",
        "4. Feed citizens", parts["over"].title, steps["game_end"].title])
    assert said(ui, "step-confront_titan") == "1. Confront titan (now)"


def teaching_game(store: Store) -> str:
    setup = GameSetup(players=tuple(PlayerSetup(name=n) for n in NAMES), teaching=True)
    return store.create("the-ancient-world", setup, name="Teach", players=list(NAMES)).id


async def test_the_teaching_panel_says_why_each_closed_move_is_closed_and_the_ambrosia_abilities(
        open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui(f"/game/{teaching_game(store)}")
    panel = text_of(ui.by_identifier("taw-teaching"))
    assert "Phase: Player Actions" in panel
    assert said(ui, "teaching-try") == ("Also open to try: Attack a titan (the verdict comes once its choices are "
                                        "entered).")
    assert not shown(ui, "teaching-closed")
    await ui.click("Why: 6 moves closed now")
    closed = said(ui, "teaching-closed")
    assert closed.startswith("Closed now: Explore: Explore opens in round 2; it is round 1; Grow: Grow opens in "
                             "round 3")
    assert f"Build stored: {guide().unoffered['build_stored']}" in closed
    assert f"Use a card: {guide().unoffered['use_card']}" in closed
    await ui.click("Hide: 6 moves closed now")
    assert not shown(ui, "teaching-closed")
    assert said(ui, "teaching-ambrosia") == "Ambrosia abilities: none while Ann has no ambrosia."


async def test_a_player_with_ambrosia_is_told_every_ambrosia_ability(open_ui: OpenUi, store: Store) -> None:
    game_id = teaching_game(store)
    stored = store.resume(game_id)
    stored.apply(next(a for a in stored.game.legal_actions() if a.type == "pass"))
    took = next(a for a in stored.game.legal_actions()
                if a.type == "place_rebuild" and "did not perform" in english()(a.describe(stored.game.state)))
    stored.apply(took)  # Bo takes Rebuild's ambrosia
    stored.apply(next(a for a in stored.game.legal_actions() if a.type == "pass"))  # Cy passes: Bo to play
    ui = await open_ui(f"/game/{game_id}")
    ambrosia = said(ui, "teaching-ambrosia")
    assert ambrosia.startswith("Ambrosia abilities (Bo has 1 ambrosia): ")
    assert all(text.title in ambrosia for text in guide().ambrosia.values())


async def test_at_the_end_of_round_the_panel_explains_the_step_instead_of_repeating_the_decision(
        open_ui: OpenUi, store: Store) -> None:
    game_id = teaching_game(store)
    stored = store.resume(game_id)
    while stored.game.state.phase == "actions":
        stored.apply(next(a for a in stored.game.legal_actions() if a.type == "pass"))
    decision = stored.game.state.pending[0]
    ui = await open_ui(f"/game/{game_id}")
    now = said(ui, "teaching-now")
    confront = next(s for s in guide().steps if s.id == "confront_titan")
    assert now == f"Ann decides: the question is above. {confront.plain}"
    assert english()(decision.prompt) not in now
    assert "Phase: End of Round" in text_of(ui.by_identifier("taw-teaching"))
    assert not shown(ui, "teaching-closed")
    assert in_order(ui.text(), ["Die 1", "Phase: End of Round"])  # the dice first, the step's teaching after
    tablet = await open_ui(f"/game/{game_id}", width=1024, height=768)
    assert in_order(tablet.text(), ["Die 1", "Phase: End of Round"])
