"""The Ancient World's table as a board to tap: a move in as many taps as decisions, Confirm and Undo in reach,
and a move being entered dropped when the game moves on under it (issue 11: points 1, 2, 7, 8)."""

from __future__ import annotations

from flet.messaging.protocol import InvokeMethodRequestBody, MessageAction

from companion.core.errors import UNWORDED
from companion.core.game import LogEntry
from companion.store import Store
from companion.taw.cards import EmpireCard, TitanCard
from companion.taw.kind import ACTION_TYPES
from companion.taw.moves.passing import Pass
from companion.taw.moves.showing import ShowCard
from companion.taw.phases.end_of_round import ConfrontTitan
from companion.ui.taw.moves import MOVE_NAMES
from companion.ui.undo import undo_label
from tests.said import codes, in_english, msg
from tests.ui.harness import UiSession, walk
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi, until
from tests.ui.reading import said, shown, will_do
from tests.ui.taw_games import new_game


async def test_labor_is_two_taps_and_says_what_undo_takes_back(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    coins = store.resume(game_id).game.state.players[0].coins
    assert said(ui, "last-move") == "Nothing to undo yet"
    await ui.tap("tile-labor")
    labor = ("taw.move(who='Ann', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.labor.label), "
             "taw.did.gained(gain=[amount.coin(n=2)])])")
    assert codes(will_do(ui, heard)) == labor
    await ui.click("Confirm")
    assert store.resume(game_id).game.state.players[0].coins == coins + 2
    assert said(ui, "round-phase").endswith("Bo to play")
    saved = store.resume(game_id).game.entries[-1]
    assert heard.within(said(ui, "last-move")) == saved.message and codes(saved) == labor
    await ui.click("Undo Ann's Labor")
    assert store.resume(game_id).game.state.players[0].coins == coins
    assert said(ui, "round-phase").endswith("Ann to play")


async def test_learn_takes_the_lowest_free_citizen_and_the_space_s_ambrosia(open_ui: OpenUi, store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    assert "1 ambrosia" in ui.by_identifier("tile-learn").label
    await ui.tap("tile-learn")
    assert ui.find("Citizen 1 (available)").parent.selected  # type: ignore[union-attr]
    await ui.click("Confirm")
    ambrosia = store.resume(game_id).game.state.players[0].ambrosia
    assert ambrosia == 1 and "1 ambrosia" not in ui.by_identifier("tile-learn").label
    assert "Ann 1" in ui.by_identifier("tile-learn").label


async def test_a_closed_space_says_why_on_its_tile_and_cannot_be_tapped(open_ui: OpenUi, store: Store,
                                                                        heard: Heard) -> None:
    ui = await open_ui(f"/game/{new_game(store)}")
    tile = ui.by_identifier("tile-explore")
    closed = heard.within(str(tile.label))
    assert codes(closed) == "space_not_open(space=ancient_world/board:spaces.explore.label, opens=2, round=1)"
    assert tile.label == f"Explore, closed: {in_english(closed)}"
    assert tile.disabled
    assert "opens in round 2" in ui.text()


async def test_the_verdict_and_confirm_are_pinned_outside_the_scrolling_inputs(open_ui: OpenUi, store: Store,
                                                                               heard: Heard) -> None:
    ui = await open_ui(f"/game/{new_game(store)}")
    await ui.tap("tile-build")
    pinned = ui.by_identifier("pinned")
    assert ui.find("Confirm") in list(walk(pinned))
    assert in_english(msg("taw.input.card_to_build")) in ui.text()


async def learning_on_a_phone(open_ui: OpenUi, heard: Heard, game_id: str,
                             player: str) -> tuple[UiSession, UiSession]:
    """A phone with ``player``'s Learn half entered, and a tablet on the same game."""
    phone = await open_ui(f"/game/{game_id}")
    tablet = await open_ui(f"/game/{game_id}")
    await phone.tap("tile-learn")
    assert codes(will_do(phone, heard)).startswith(
        f"taw.move(who='{player}', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.learn.label)")
    return phone, tablet


async def dropped(tablet: UiSession, phone: UiSession) -> str:
    """Confirm the move chosen on the tablet; what the phone then says of its dropped move."""
    await tablet.click("Confirm")
    await until(phone, lambda: shown(phone, "draft-dropped"))
    return said(phone, "draft-dropped")


async def test_a_move_being_entered_is_dropped_when_another_device_saves_one(open_ui: OpenUi, store: Store,
                                                                            shared_hub: object, heard: Heard) -> None:
    cy_phone, tablet = await learning_on_a_phone(open_ui, heard, new_game(store), "Ann")
    await tablet.tap("tile-labor")
    assert (await dropped(tablet, cy_phone)).startswith("Ann's Learn was not saved: the game changed")
    assert "Will do" not in cy_phone.text()
    await cy_phone.tap("tile-learn")
    assert codes(will_do(cy_phone, heard)).startswith(
        "taw.move(who='Bo', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.learn.label)")


async def test_a_card_the_table_entered_face_up_is_one_tap_in_build_and_the_attack(open_ui: OpenUi,
                                                                                    store: Store, heard: Heard) -> None:
    """Cards the table has shown are remembered: Build offers the empire row's cards, the attack starts from the
    deck's known top titan (issue 11, point 4)."""
    game_id = new_game(store)
    saved = store.resume(game_id)
    tea = EmpireCard(name="Tea House", cost_coins=2, food=1)
    saved.apply(ShowCard(slot="empire-1", card=tea))
    saved.apply(ShowCard(slot="titan-1", card=TitanCard(stars=1, defence=2, banners=("blue",))))
    ui = await open_ui(f"/game/{game_id}")
    await ui.tap("tile-build")
    await ui.click("From the empire row, card 1: Tea House")
    assert codes(will_do(ui, heard)).startswith(
        "taw.move(who='Ann', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.build.label), "
        "taw.did.built(card=taw.card.named(name='Tea House'), price=[amount.coin(n=2)])")
    await ui.click("Back to the board")
    await ui.click("Attack a titan")
    await ui.click("Army City Guard", exact=False)
    assert said(ui, "attack-value").endswith("against defence 2")


async def test_a_move_being_entered_when_the_round_ends_elsewhere_is_said_dropped(open_ui: OpenUi, store: Store,
                                                                                  shared_hub: object,
                                                                                  heard: Heard) -> None:
    """The game moves on to the end of round under a move being entered: the table says the move was not saved."""
    game_id = new_game(store)
    saved = store.resume(game_id)
    for seat in (0, 1):
        saved.apply(Pass(player=seat))
    phone, tablet = await learning_on_a_phone(open_ui, heard, game_id, "Cy")
    await tablet.click("Pass")
    assert (await dropped(tablet, phone)).startswith("Cy's Learn was not saved: the game changed")
    assert "End of round" in said(phone, "round-phase")
    assert not shown(phone, "board") and shown(phone, "decision"), "the decision in the board's place"
    assert scrolled_to_top(phone) == 1, "the pane starts at its top, where the decision is"
    await phone.click("Die 1: blank")
    await phone.click("Dismiss the notice")
    assert not shown(phone, "draft-dropped")
    assert not phone.find("Enter the dice: blank").disabled, "the die entered before the notice was dismissed stays"


async def test_the_board_comes_back_as_it_now_is_when_the_round_ends(open_ui: OpenUi, store: Store,
                                                                     heard: Heard) -> None:
    """The board is hidden, as it was, during the end of round; round 2 shows it with round 2's spaces open."""
    game_id = new_game(store)
    saved = store.resume(game_id)
    for seat in (0, 1):
        saved.apply(Pass(player=seat))
    ui = await open_ui(f"/game/{game_id}")
    assert "opens=2" in codes(heard.within(said(ui, "tile-explore")))
    await ui.click("Pass")
    await ui.click("Confirm")
    while "End of round" in said(ui, "round-phase"):
        assert not shown(ui, "board")
        await ui.click("Die 1: blank")
        await ui.click("Enter the dice: blank")
    assert said(ui, "round-phase").startswith("Round 2 of 6, Actions")
    assert shown(ui, "board") and "opens in round" not in said(ui, "tile-explore")
    assert scrolled_to_top(ui) == 2, "to the decision's top, then the board's"


def scrolled_to_top(ui: UiSession) -> int:
    """How many times the table's pane was sent back to its top."""
    return sum(1 for m in ui.connection.messages if m.action == MessageAction.INVOKE_METHOD
               and isinstance(m.body, InvokeMethodRequestBody) and m.body.name == "scroll_to"
               and m.body.args["offset"] == 0)


def test_every_move_and_answer_a_person_makes_has_a_name_for_its_undo() -> None:
    """"Undo Cy's titan confrontation", never the action's type spelt out ("confront titan"); only automatic steps
    (undone with the move that caused them) have none."""
    unnamed = [t.model_fields["type"].default for t in ACTION_TYPES
               if t.model_fields["type"].default not in MOVE_NAMES and not getattr(t, "automatic_only", False)]
    assert unnamed == []
    entry = LogEntry(seq=0, group=0, auto=False, action=ConfrontTitan(player=2, choice="feed"),
                     message=UNWORDED(text=""), by=None, at="")
    assert undo_label(entry, MOVE_NAMES, ["Ann", "Bo", "Cy"]) == "Undo Cy's titan confrontation"
