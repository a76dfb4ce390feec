"""Ancient Realm has no end of round (a solo turn ends with the market refill, on the table): no End of round tab
is offered, and its address, kept from before, sends to the table instead of turning the engine's legal list (with
its invented example cards) into buttons. The table's refill step offers the real choices only."""

from __future__ import annotations

from companion.realm.actions import Build
from companion.realm.state import RealmState
from companion.store import Store
from companion.words import english
from tests.ui.harness import UiSession
from tests.ui.opening import OpenUi
from tests.ui.realm_games import new_game
from tests.ui.taw_games import to_end_of_round


def at_refill(store: Store) -> str:
    """A new solo game whose first card is built (founding the civilization): the market is to be refilled."""
    game_id = new_game(store)
    stored = store.resume(game_id)
    stored.apply(Build(card="Great Library", position=0))
    assert stored.game.state.phase == "refill"
    return game_id


def invented(ui: UiSession) -> list[str]:
    """What on screen names a card the engine made up for its legal list ("Example district 1")."""
    return [label for label in ui.labels() if "Example " in label] + [
        line for line in ui.text().splitlines() if "Example " in line]


async def test_no_end_of_round_tab_and_its_address_leads_to_the_table(open_ui: OpenUi, store: Store) -> None:
    game_id = at_refill(store)
    game = store.resume(game_id).game
    state: RealmState = game.state
    # what the old tab showed
    assert any("Example district" in english()(a.describe(state)) for a in game.legal_actions())
    ui = await open_ui(f"/game/{game_id}")
    assert [label for label in ui.labels() if label in ("Table", "End of round", "Scores", "Log", "Rules")] == [
        "Table", "Scores", "Log", "Rules"]
    assert "I drew from the district deck (" in " ".join(ui.labels()) and not invented(ui)

    await ui.go(f"/game/{game_id}/round-end")
    assert ui.by_identifier("no-round-end") is not None and not invented(ui)
    before = len(store.resume(game_id).game.entries)
    await ui.click("Back to the table")
    assert ui.route == f"/game/{game_id}"
    assert len(store.resume(game_id).game.entries) == before


async def test_the_ancient_world_keeps_its_end_of_round_tab(open_ui: OpenUi, store: Store) -> None:
    ui = await open_ui(f"/game/{to_end_of_round(store)}")
    assert "End of round" in ui.labels()
