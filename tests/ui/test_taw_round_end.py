"""The Ancient World's end-of-round wizard over a real Flet session: steps in order, each decision in turn with the
engine's numbers, dice entered by face or rolled in the app, who starves, undo of an answer and of a whole step."""

from __future__ import annotations

import asyncio

import flet as ft

from companion.store import Store
from companion.taw.kind import TableCorrection
from companion.taw.moves.ambrosia import AmbrosiaCoin
from companion.taw.phases.damage import EnterDice, die_faces
from companion.taw.phases.end_of_round import ConfrontTitan
from tests.said import codes, in_english
from tests.ui.harness import UiSession
from tests.ui.heard import Heard
from tests.ui.opening import OpenUi
from tests.ui.reading import decision, number, refused
from tests.ui.taw_games import to_end_of_round

#: The decision to roll the one damage die of the Starting titan, in codes.
ROLL_ONE = "taw.prompt.roll(dice=amount.damage_die(n=1), titan=taw.titan.starting)"
#: Bo's decision to feed the Starting titan 1 ambrosia (he has 1) or roll its die, in codes.
CONFRONT = ("taw.prompt.confront(titan=taw.titan.starting, cost=1, have=1, "
            "dice=amount.damage_die(n=1))")


def listed(*spaces: str) -> str:
    """Board spaces said as one list ("Labor, Build, ..."), in codes."""
    said = [f"ancient_world/board:spaces.{space}.label" for space in spaces]
    return said[0] if len(said) == 1 else f"taw.list.commas(items=[{', '.join(said)}])"


async def test_wizard_asks_each_decision_in_turn_and_records_who_starves(open_ui: OpenUi, store: Store,
                                                                         heard: Heard) -> None:
    game_id = to_end_of_round(store)
    ui = await open_ui(f"/game/{game_id}/round-end")
    assert ui.by_identifier("end-step-confront_titan").label.endswith("(now)")
    assert ui.by_identifier("end-step-feed_citizens").label.endswith("(later)")
    assert not [c for c in ui.controls() if isinstance(c, ft.Semantics) and c.identifier == "table-notes"]
    assert ui.by_identifier("decider").label.startswith("Ann decides: ")
    assert codes(decision(ui, heard)) == ROLL_ONE
    later = store.resume(game_id).game.state.pending[1]
    assert codes(later.prompt) == CONFRONT
    assert f"Bo: {in_english(later.prompt)}" in str(ui.by_identifier("later-decisions").label)
    assert ui.find("Enter the dice").disabled
    assert "Choose a face for every die" in ui.text()
    assert [f"Die 1: {face}" for face in die_faces()] == [label for label in ui.labels() if label.startswith("Die 1")]

    await ui.click("Die 1: titan")
    assert ui.by_identifier("die-0").label == "Die 1: titan"
    await ui.click("Enter the dice: titan")
    assert codes(store.resume(game_id).game.entries[-1]) == (
        "taw.log.rolled(name='Ann', faces=taw.die.titan, titan=taw.titan.starting)")
    await ui.click("Damage Fishing Dock")
    assert store.resume(game_id).game.state.players[0].empire[0].damaged

    assert ui.by_identifier("decider").label.startswith("Bo decides: ")
    assert codes(decision(ui, heard)) == CONFRONT
    assert number(ui, "feed-cost") == "1" and number(ui, "feed-ambrosia") == "1"
    await ui.click("Feed it 1 ambrosia")
    bo = store.resume(game_id).game.state.players[1]
    assert bo.ambrosia == 0 and bo.threat is not None and bo.threat.ambrosia == 1

    assert ui.by_identifier("decider").label.startswith("Cy decides: ") and codes(decision(ui, heard)) == ROLL_ONE
    await ui.click("Die 1: blank")
    await ui.click("Enter the dice: blank")

    state = store.resume(game_id).game.state
    assert state.step == "feed_citizens"
    assert ui.by_identifier("end-step-feed_citizens").label.endswith("(now)")
    assert ui.by_identifier("end-step-collect_income").label.endswith("(done)")
    notes = state.table_notes
    assert [codes(note.text) for note in notes] == [
        "taw.note.rolled(name='Cy', faces=taw.die.blank)",
        *(f"taw.table.collect_income.take(name='{name}', gains=amount.coin(n=5))" for name in ("Ann", "Bo", "Cy")),
        "taw.table.reset_board.refill(spaces=" + listed("labor", "build", "draft", "expand", "learn", "rebuild",
                                                        "recruit") + ")",
        "taw.table.reset_board.citizens(name='Bo', citizens=taw.citizens(n=1, skills=1))"]
    # What the table reads: each note as the engine said it, with its tick.
    assert ui.by_identifier("table-notes").label == "On the table, 0 of 6 done: " + "; ".join(
        f"{in_english(note.text)} (to do)" for note in notes)
    assert ui.by_identifier("decider").label.startswith("Ann decides: ")
    assert codes(decision(ui, heard)) == "taw.prompt.feed(food=2, citizens=amount.citizen(n=3), short=1)"
    assert number(ui, "feed-short") == "1"
    assert ui.find("Confirm: no citizen starves").disabled
    assert "Choose 1 citizen to starve; 0 chosen" in ui.text()
    await ui.click("Citizen 1 (available): fed")
    await ui.click("Confirm who starves")
    saved = store.resume(game_id).game
    assert [c.where for c in saved.state.players[0].citizens if c.skill == 1] == ["starving"]
    assert saved.state.round == 2
    assert "Round 2" in ui.text()


async def test_dice_rolled_in_the_app_are_shown_before_they_are_entered(open_ui: OpenUi, store: Store) -> None:
    game_id = to_end_of_round(store)
    before = len(store.resume(game_id).game.entries)
    ui = await open_ui(f"/game/{game_id}/round-end")
    await ui.click("Roll 1 die in the app")
    face = str(ui.by_identifier("die-0").label).removeprefix("Die 1: ")
    assert face in die_faces()
    assert len(store.resume(game_id).game.entries) == before
    await ui.click(f"Enter the dice: {face}")
    assert codes(store.resume(game_id).game.entries[before]) == (
        f"taw.log.rolled(name='Ann', faces=taw.die.{face}, titan=taw.titan.starting)")


def chips_of(ui: UiSession, die: int) -> list[ft.Semantics]:
    """The face chips of die ``die`` (from 1), in the row that shows them."""
    return [c for c in ui.controls() if isinstance(c, ft.Semantics) and str(c.label).startswith(f"Die {die}: ")
            and isinstance(c.content, ft.IconButton)]


async def test_each_die_is_one_row_of_face_chips_with_the_chosen_one_selected(open_ui: OpenUi, store: Store,
                                                                              heard: Heard) -> None:
    game_id = to_end_of_round(store, banners=("red", "blue", "green"))
    ui = await open_ui(f"/game/{game_id}")
    assert ui.by_identifier("decider").label.startswith("Ann decides: ")
    assert codes(decision(ui, heard)) == ROLL_ONE.replace("n=1", "n=3")
    for die in (1, 2, 3):
        chips = chips_of(ui, die)
        assert [c.label for c in chips] == [f"Die {die}: {face}" for face in die_faces()]
        assert len({id(c.parent) for c in chips}) == 1  # one row per die
        assert all(c.content.size_constraints.min_height >= 48 and c.content.size_constraints.min_width >= 48
                   for c in chips)
        assert not any(c.selected for c in chips)
    await ui.click("Die 2: coin")
    assert [c.selected for c in chips_of(ui, 2)] == [face == "coin" for face in die_faces()]
    assert ui.by_identifier("die-1").label == "Die 2: coin" and ui.by_identifier("die-0").label == "Die 1: not entered"
    await ui.click("Die 1: titan")
    await ui.click("Die 3: blank")
    await ui.click("Enter the dice: titan, coin, blank")
    entries = [codes(e) for e in store.resume(game_id).game.entries]
    assert ("taw.log.rolled(name='Ann', faces=taw.list.commas(items=[taw.die.titan, taw.die.coin, taw.die.blank]), "
            "titan=taw.titan.starting)") in entries


async def test_a_roll_in_the_app_is_made_once_and_an_answer_is_played_once(open_ui: OpenUi, store: Store) -> None:
    game_id = to_end_of_round(store)
    ui = await open_ui(f"/game/{game_id}/round-end")
    roll = ui.find("Roll 1 die in the app")
    await ui.click("Roll 1 die in the app")
    face = str(ui.by_identifier("die-0").label).removeprefix("Die 1: ")
    assert ui.find("Roll 1 die in the app").disabled
    assert all(c.content.disabled for c in chips_of(ui, 1))  # the rolled face stays as rolled
    other = next(f for f in die_faces() if f != face)
    roll.on_click()  # a second tap on the roll, sent before the first was answered
    ui.find(f"Die 1: {other}").on_click()  # a face tapped after the roll
    await ui.settle()
    assert ui.by_identifier("die-0").label == f"Die 1: {face}"
    before = len(store.resume(game_id).game.entries)
    enter = ui.find(f"Enter the dice: {face}")
    # A double tap: the second arrives while the first is being saved, or once the game moved on, and plays nothing.
    await asyncio.gather(enter.on_click(), enter.on_click())
    await ui.settle()
    entries = store.resume(game_id).game.entries
    assert [codes(e) for e in entries[before:] if not e.auto] == [
        f"taw.log.rolled(name='Ann', faces=taw.die.{face}, titan=taw.titan.starting)"]
    assert "Problem:" not in ui.text()  # nor refused and said as a problem


async def test_undo_takes_back_an_answer_or_the_whole_step(open_ui: OpenUi, store: Store) -> None:
    game_id = to_end_of_round(store)
    ui = await open_ui(f"/game/{game_id}/round-end")
    await ui.click("Die 1: blank")
    await ui.click("Enter the dice: blank")
    await ui.click("Feed it 1 ambrosia")
    await ui.click("Die 1: blank")
    await ui.click("Enter the dice: blank")
    assert store.resume(game_id).game.state.round == 2
    await ui.click("Undo")
    assert store.resume(game_id).game.state.step == "confront_titan"
    assert ui.by_identifier("decider").label.startswith("Cy decides")
    await ui.click("Undo the whole step: End of round 1: confront titans")
    state = store.resume(game_id).game.state
    assert state.phase == "actions" and state.round == 1
    assert "the end of round starts when everyone has passed (still to pass: Bo)" in ui.text()


async def test_a_pending_decision_is_answered_on_the_table_too(open_ui: OpenUi, store: Store, heard: Heard) -> None:
    game_id = to_end_of_round(store)
    ui = await open_ui(f"/game/{game_id}", width=1024, height=768)
    await ui.click("Die 1: coin")
    await ui.click("Enter the dice: coin")
    assert codes(store.resume(game_id).game.entries[-2]) == (
        "taw.log.rolled(name='Ann', faces=taw.die.coin, titan=taw.titan.starting)")
    assert ui.by_identifier("decider").label.startswith("Bo decides")
    assert codes(decision(ui, heard)) == CONFRONT


async def test_a_titan_drawn_at_the_round_start_is_entered_by_its_printed_symbols(open_ui: OpenUi,
                                                                                   store: Store, heard: Heard) -> None:
    game_id = to_end_of_round(store)
    stored = store.resume(game_id)
    stored.apply(EnterDice(player=0, faces=["blank"]))
    stored.apply(stored.game.kind.action_adapter.validate_python(
        {"type": "correct", "path": "players.0.threat", "value": None, "reason": "Ann's titan was defeated"}))
    stored.apply(ConfrontTitan(player=1, choice="feed"))
    stored.apply(EnterDice(player=2, faces=["blank"]))
    assert stored.game.state.pending[0].kind == "draw_titan"
    ui = await open_ui(f"/game/{game_id}/round-end")
    assert ui.by_identifier("decider").label.startswith("Ann decides: ")
    assert codes(decision(ui, heard)) == "taw.prompt.draw_titan(stars=1)"
    assert "Draw a titan from the bottom of the 1-star deck" in in_english(decision(ui, heard))
    await ui.click("Capacity: 1")
    assert ui.find("Put this titan on the board").disabled
    assert codes(refused(ui, heard)) == "taw.input.enter_symbol(symbol=taw.input.titan_defence)"
    assert not ui.find("Defence: 0").parent.selected  # type: ignore[union-attr]
    await ui.click("Defence: 4")
    await ui.click("Put this titan on the board")
    threat = store.resume(game_id).game.state.players[0].threat
    assert threat is not None and threat.card.defence == 4 and threat.card.stars == 1


async def test_a_decision_offers_its_answers_only_not_the_ambrosia_abilities_also_legal_then(open_ui: OpenUi,
                                                                                             store: Store,
                                                                                             heard: Heard) -> None:
    """Ambrosia Abilities: usable at any time, so the legal list holds Ann's ambrosia coin during her decision; the
    decision's buttons are its answers (the cards to damage), the ambrosia ones belong to the moves."""
    game_id = to_end_of_round(store)
    stored = store.resume(game_id)
    stored.apply(TableCorrection(path="players.0.ambrosia", value=4, reason="test"))
    stored.apply(EnterDice(player=0, faces=["titan"]))
    assert any(isinstance(a, AmbrosiaCoin) and a.player == 0 for a in stored.game.legal_actions())
    ui = await open_ui(f"/game/{game_id}/round-end")
    assert ui.by_identifier("decider").label.startswith("Ann decides: ")
    assert codes(decision(ui, heard)) == (
        "taw.prompt.damage_card(cards=amount.empire_card(n=1), titan=taw.titan.starting)")
    damage = [f"Damage {o.card.label}" for o in stored.game.state.players[0].empire]
    coin = next(a for a in stored.game.legal_actions() if isinstance(a, AmbrosiaCoin))
    described = coin.describe(stored.game.state)
    assert codes(described) == (
        "taw.move(who='Ann', did=[taw.did.traded_ambrosia(ambrosia=amount.ambrosia(n=2), coins=amount.coin(n=1))])")
    assert in_english(described) not in ui.labels()
    assert [label for label in ui.labels() if label.startswith("Damage ")] == damage
