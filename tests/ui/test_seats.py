"""A phone that is one player's (issue 12, Seats), over real Flet sessions: chosen on the table in two taps and kept
by the browser, the player's row framed and book first, "Your turn" when the game waits on them, and the game's
option that keeps seat phones to their own player's moves, decisions and undos, the same on every device."""

from __future__ import annotations

import flet as ft

from companion.core.seats import OTHER_SEAT
from companion.store import Store
from companion.store.options import GameOptions
from companion.taw.moves.board_actions import PlaceLabor
from companion.taw.phases.damage import EnterDice
from companion.ui.seats import NO_SEAT, OPTION, SEAT_KEY
from companion.ui.state import AppState
from tests.said import codes, in_english
from tests.ui.harness import UiSession, text_of
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi, until
from tests.ui.reading import reason, said, shown
from tests.ui.tapping import flip, seated
from tests.ui.taw_games import new_game, to_end_of_round
from tests.ui.tta_games import new_round

TABLET = {"width": 1024, "height": 768}
#: What Bo's phone says of Ann's moves while the game keeps seat phones to their own player.
REFUSED = ("This is Bo's phone: Ann's moves are made on Ann's phone or on a device with no seat (this game lets seat "
           "phones act only for their own player)")


def order(ui: UiSession) -> list[str]:
    """The identified parts of the page in the order they are laid out (the order a phone scrolls through)."""
    return [str(c.identifier) for c in ui.controls() if isinstance(c, ft.Semantics) and c.identifier]


def books(ui: UiSession) -> list[str]:
    """The players' books (boards) in the order they are laid out."""
    return [i for i in order(ui) if i.startswith("player-")]


async def flip_option(ui: UiSession, was: str) -> None:
    """Flip the game's option from this device, where it was ``was`` ("on" or "off"), as a person does: the seat's
    button, the switch, Close."""
    await ui.click("Whose phone is this?", exact=False)
    await flip(ui, f"{OPTION}: {was}")
    await ui.click("Close")


async def test_a_phone_becomes_anns_in_two_taps_keeps_it_after_a_reload_and_goes_back(open_ui: OpenUi,
                                                                                       store: Store) -> None:
    game_id = new_game(store)
    ui = await open_ui(f"/game/{game_id}")
    assert not shown(ui, "your-turn") and said(ui, "row-0").startswith("Ann, to play: ")
    await seated(ui, "Ann")
    assert ui.connection.preferences == {SEAT_KEY + game_id: 0}
    assert not shown(ui, "seat-picker")
    assert said(ui, "row-0").startswith("Ann, to play, this phone: ")
    assert said(ui, "row-1").startswith("Bo: ")
    assert said(ui, "your-turn") == "Your turn, Ann"
    assert said(ui, "round-phase") == "Round 1 of 6, Actions. Ann to play"

    again = await open_ui(f"/game/{game_id}", preferences=ui.connection.preferences)
    await until(again, lambda: shown(again, "your-turn"))
    await again.click("Whose phone is this? Now: Ann's phone")
    await again.click(NO_SEAT)
    assert again.connection.preferences == {}
    assert not shown(again, "your-turn") and said(again, "row-0").startswith("Ann, to play: ")


async def test_a_seat_phone_opens_on_its_book_and_puts_the_board_first_on_its_turn(open_ui: OpenUi,
                                                                                 store: Store) -> None:
    bo = await open_ui(f"/game/{new_game(store)}")
    await seated(bo, "Bo")
    shown_order = order(bo)
    assert shown_order.index("player-1") < shown_order.index("board"), "Bo's book above the board while Ann plays"
    assert books(bo) == ["player-1"], "the other players' books folded: their rows are in view"
    await bo.click("Show Ann and Cy in full")
    assert books(bo) == ["player-1", "player-0", "player-2"]
    assert not shown(bo, "your-turn")
    await bo.tap("tile-labor")
    await bo.click("Confirm")  # the game trusts its phones: Bo's phone makes Ann's Labor
    assert said(bo, "your-turn") == "Your turn, Bo"
    shown_order = order(bo)
    assert shown_order.index("board") < shown_order.index("player-1") < shown_order.index("player-0"), \
        "the others' books stay unfolded when Bo's book moves under the board"
    await bo.click("Hide Ann and Cy")
    assert books(bo) == ["player-1"]


async def test_a_phone_with_no_seat_shows_every_book_below_the_board(open_ui: OpenUi, store: Store) -> None:
    phone = await open_ui(f"/game/{new_game(store)}")
    assert books(phone) == ["player-0", "player-1", "player-2"]
    assert not phone.find_all("in full", exact=False), "nothing folded on a device with no seat"


async def test_a_tablet_with_a_seat_shows_that_players_book_first(open_ui: OpenUi, store: Store) -> None:
    tablet = await open_ui(f"/game/{new_game(store)}", **TABLET)
    await seated(tablet, "Cy")
    assert books(tablet)[0] == "player-2", "first, at the top of the shelf"
    assert sorted(books(tablet)) == ["player-0", "player-1", "player-2"], "none folded on a tablet"
    assert not tablet.find_all("in full", exact=False)
    assert "your phone" in text_of(tablet.by_identifier("player-2"))
    assert "your phone" not in text_of(tablet.by_identifier("player-0"))


async def test_with_the_option_off_bos_phone_cannot_make_or_undo_anns_move_and_the_tablet_can(
        open_ui: OpenUi, store: Store, shared_hub: object) -> None:
    game_id = new_game(store)
    bo = await open_ui(f"/game/{game_id}")
    tablet = await open_ui(f"/game/{game_id}", **TABLET)
    await seated(bo, "Bo")
    await flip_option(tablet, "on")
    assert store.info(game_id).options == GameOptions(seats_act_for_others=False)
    await until(bo, lambda: shown(bo, "seat-elsewhere"))
    assert said(bo, "seat-elsewhere") == REFUSED
    await bo.tap("tile-labor")
    assert bo.find("Confirm").disabled and reason(bo) == REFUSED
    await bo.click("Back to the board")

    await flip_option(tablet, "off")  # "we trust each other" again: Bo's phone follows, and back
    await until(bo, lambda: not shown(bo, "seat-elsewhere"))
    await flip_option(tablet, "on")
    await until(bo, lambda: shown(bo, "seat-elsewhere"))

    entries = len(store.resume(game_id).game.entries)
    await tablet.tap("tile-labor")
    await tablet.click("Confirm")
    await until(bo, lambda: shown(bo, "your-turn"))
    assert len(store.resume(game_id).game.entries) > entries
    assert not shown(bo, "seat-elsewhere")
    # Said before the tap: Undo is disabled, its reason under it.
    assert bo.find("Undo Ann's Labor").disabled
    assert said(bo, "undo-reason") == UNDONE
    assert store.resume(game_id).game.state.players[0].coins == 8, "Ann's Labor stays"
    assert not tablet.find("Undo Ann's Labor").disabled  # the device with no seat may


async def test_a_move_being_entered_stays_while_another_device_changes_the_option(open_ui: OpenUi, store: Store,
                                                                                  shared_hub: object,
                                                                                  heard: Heard) -> None:
    """The option's line comes and goes above the table; the move being entered below it stays, its verdict follows."""
    game_id = new_game(store)
    bo = await open_ui(f"/game/{game_id}")
    tablet = await open_ui(f"/game/{game_id}", **TABLET)
    await seated(bo, "Bo")
    await bo.tap("tile-learn")
    assert not bo.find("Confirm").disabled
    await flip_option(tablet, "on")
    await until(bo, lambda: shown(bo, "seat-elsewhere"))
    assert bo.find("Confirm").disabled and reason(bo) == REFUSED
    assert codes(heard.said(reason(bo))) == "other_seat(mine='Bo', theirs='Ann', doing=core.seat.made)"
    await flip_option(tablet, "off")
    await until(bo, lambda: not shown(bo, "seat-elsewhere"))
    assert codes(heard.within(said(bo, "will-do"))).startswith(
        "taw.move(who='Ann', did=[taw.did.placed(skill=1, where=ancient_world/board:spaces.learn.label)")
    await bo.click("Confirm")
    assert store.resume(game_id).game.state.players[0].knowledge == 1


#: Bo's phone refused the undo of Ann's move (the game lets seat phones act only for their own player).
UNDONE = ("This is Bo's phone: Ann's moves are undone on Ann's phone or on a device with no seat (this game lets seat "
          "phones act only for their own player)")


async def test_the_app_refuses_another_players_move_from_a_seat_phone_and_changes_nothing(store: Store) -> None:
    game_id = new_game(store)
    app = AppState(store=store)
    assert await app.open_game(game_id)
    app.take_seat(1)
    assert await app.let_seats_act_for_others(False)
    entries = list(app.game.entries)
    labor = PlaceLabor(player=0, skill=1)
    assert app.can(labor).code == OTHER_SEAT and app.can(labor).reason == REFUSED
    assert not await app.act(labor)
    assert app.problem is not None and codes(app.problem) == "other_seat(mine='Bo', theirs='Ann', doing=core.seat.made)"
    assert in_english(app.problem) == REFUSED and app.game.entries == entries
    assert store.resume(game_id).game.entries == entries
    app.take_seat(None)
    assert app.can(labor) and await app.act(labor)
    app.take_seat(1)  # Ann's move, now in the log: Bo's phone may neither undo it nor, once undone, redo it
    undone = list(app.game.entries)
    assert app.undo_verdict().code == OTHER_SEAT and not await app.undo(app.revision)
    assert app.problem is not None
    assert codes(app.problem) == "other_seat(mine='Bo', theirs='Ann', doing=core.seat.undone)"
    assert app.game.entries == undone
    app.take_seat(None)
    assert await app.undo(app.revision) and app.redo_verdict()
    app.take_seat(1)
    assert app.redo_verdict().code == OTHER_SEAT and not await app.redo(app.revision)
    assert app.problem is not None
    assert codes(app.problem) == "other_seat(mine='Bo', theirs='Ann', doing=core.seat.redone)"
    assert not app.game.can_undo
    app.take_seat(7)
    assert app.seat is None, "a seat the game has not is no seat"


async def test_a_decision_is_said_to_be_yours_on_its_players_phone_and_refused_on_anothers(
        open_ui: OpenUi, store: Store) -> None:
    game_id = to_end_of_round(store)  # Ann must roll her titan's die
    ann = await open_ui(f"/game/{game_id}")
    await seated(ann, "Ann")
    assert said(ann, "your-turn") == "Your decision, Ann"
    store.set_options(game_id, GameOptions(seats_act_for_others=False))
    bo = await open_ui(f"/game/{game_id}")
    await seated(bo, "Bo")
    assert not shown(bo, "your-turn") and said(bo, "seat-elsewhere") == REFUSED
    await bo.click("Die 1: titan")
    assert bo.find("Enter the dice: titan").disabled and reason(bo) == REFUSED


async def test_one_tap_answers_to_another_players_decision_are_disabled_before_the_tap(open_ui: OpenUi,
                                                                                      store: Store) -> None:
    """Ann's card to damage, then Bo's confront (feed or roll): each a button that acts at once, disabled on the other
    player's phone (the seat frame says why), not on the device with no seat."""
    game_id = to_end_of_round(store)
    store.set_options(game_id, GameOptions(seats_act_for_others=False))
    stored = store.resume(game_id)
    stored.apply(EnterDice(player=0, faces=["titan"]))  # Ann now chooses the card her titan damages
    bo, tablet = await open_ui(f"/game/{game_id}"), await open_ui(f"/game/{game_id}", **TABLET)
    await seated(bo, "Bo")
    assert said(bo, "seat-elsewhere") == REFUSED
    assert bo.find("Damage Fishing Dock").disabled and not tablet.find("Damage Fishing Dock").disabled
    await tablet.click("Damage Fishing Dock")
    ann = await open_ui(f"/game/{game_id}")
    await seated(ann, "Ann")
    assert ann.find("Roll 1 die").disabled and ann.find("Feed it 1 ambrosia").disabled
    assert not tablet.find("Roll 1 die").disabled


async def test_through_the_ages_marks_the_seat_and_keeps_its_phone_to_its_player(open_ui: OpenUi, store: Store,
                                                                                 shared_hub: object,
                                                                                 heard: Heard) -> None:
    game_id = new_round(store)
    store.set_options(game_id, GameOptions(seats_act_for_others=False))
    bea = await open_ui(f"/game/{game_id}")
    tablet = await open_ui(f"/game/{game_id}", **TABLET)
    await seated(bea, "Bea")
    assert books(bea) == ["player-1", "player-0", "player-2"]
    assert order(bea).index("player-1") < order(bea).index("tta-slot-1"), "Bea's board above the card row"
    assert "Bea - your phone" in bea.text()
    assert not shown(bea, "your-turn")
    assert bea.find("Ann takes Moses from slot 1 (1 civil action)").disabled
    seat, = {codes(m) for m in heard.coded(OTHER_SEAT) if in_english(m) in bea.text()}
    assert seat == "other_seat(mine='Bea', theirs='Ann', doing=core.seat.made)"
    assert bea.find("End Ann's action phase").disabled

    await tablet.click("Ann takes Moses from slot 1 (1 civil action)")
    await until(bea, lambda: shown(bea, "your-turn"))
    assert said(bea, "your-turn") == "Your turn, Bea"
    assert order(bea).index("tta-slot-2") < order(bea).index("player-1"), "the card row first on her turn"
    assert not bea.find("End Bea's action phase").disabled


async def test_a_seat_phone_opened_on_the_log_knows_its_seat_without_the_table(open_ui: OpenUi, store: Store) -> None:
    """The saved seat is read whichever of the game's screens opens first: Bo's phone opened on the Log may not undo
    Ann's move (it once acted as a device with no seat until its Table tab rendered)."""
    game_id = new_game(store)
    store.set_options(game_id, GameOptions(seats_act_for_others=False))
    store.resume(game_id).apply(PlaceLabor(player=0, skill=1))
    bo = await open_ui(f"/game/{game_id}/log", preferences={SEAT_KEY + game_id: 1})
    await until(bo, lambda: bo.find("Undo").disabled)
    assert said(bo, "undo-reason") == UNDONE
