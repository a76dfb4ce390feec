"""Issue 23, point 4: a move cannot be confirmed blank. What it still needs is the engine's verdict with a stable code
(``answers.missing``); a zero is a tap, never a default; choices that cannot be afforded are not offered; cards and
armies are named as the table calls them, never by an internal number."""

from __future__ import annotations

import random
import re

from companion.core.game import Game
from companion.taw.cards import EmpireCard, MilitaryCard, TitanCard
from companion.taw.kind import KIND, TableCorrection
from companion.taw.moves import answers as ma
from companion.taw.moves import inputs as mi
from companion.taw.naming import APART, BOTH, DAMAGED, FACE_UP, army_names, empire_names, empire_said, place, told_apart
from companion.taw.phases.feeding import most_food
from companion.taw.random_game import choose, random_setup
from companion.taw.state import Army, OwnedEmpire, State
from companion.words import english, translator
from tests.said import codes
from tests.taw.taw_moves_support import table

#: An internal number on screen: "#18", "(#4)".
ID = re.compile(r"#\d")


def lack(state: State, move: str, values: dict[str, object]) -> tuple[str, str] | None:
    """What the move still needs: its code and its words in codes and values."""
    needed = ma.missing(mi.inputs(state, 0, move, values), values)
    return None if needed is None else (needed.code, codes(needed.message))


def test_build_needs_its_card_entered_and_a_tapped_zero_is_an_answer() -> None:
    state = table(2)
    assert lack(state, "place_build", {}) == ("card_not_entered", "taw.input.enter_card")
    assert mi.action(state, 0, "place_build", {}) is None
    nothing = EmpireCard(deck="A")
    tapped = {"card": nothing, "card:entered": ("cost_coins",)}  # "Cost coins: 0" tapped: a card that costs nothing
    assert lack(state, "place_build", tapped) is None
    built = mi.action(state, 0, "place_build", tapped)
    assert built is not None and built.card == nothing  # type: ignore[attr-defined]
    assert lack(state, "place_build", {"card": nothing, "card:entered": ()}) is not None, "a deck chosen is no symbol"
    assert lack(state, "place_build", {"card": EmpireCard(name="Granary")}) is None, "a card picked whole"


def test_an_attack_on_a_deck_titan_needs_its_defence() -> None:
    state = table(2)
    values: dict[str, object] = {"armies": (state.players[0].armies[0].uid,)}
    defence = "taw.input.enter_symbol(symbol=taw.input.titan_defence)"
    assert lack(state, "attack", values) == ("card_not_entered", defence)
    values |= {"card": TitanCard(capacity=2), "card:entered": ("capacity",)}
    assert lack(state, "attack", values) == ("symbol_not_entered", defence)
    assert mi.action(state, 0, "attack", values) is None
    values["card:entered"] = ("capacity", "defence")
    built = mi.action(state, 0, "attack", values)
    assert built is not None and built.card.defence == 0  # type: ignore[attr-defined]
    sketch = mi.so_far(state, 0, "attack", {"armies": values["armies"]})
    assert sketch is not None and sketch.card is not None, "the strength is shown while the defence is entered"  # type: ignore[attr-defined]


def test_recruit_and_expand_need_their_card_too() -> None:
    state = table(2, round=2)
    assert lack(state, "place_recruit", {}) == ("card_not_entered", "taw.input.enter_card")
    assert lack(state, "place_recruit", {"card": MilitaryCard(), "card:entered": ("front.swords",)}) is None
    assert lack(state, "place_expand", {}) == ("card_not_entered", "taw.input.enter_district")
    keep = next(i for i in mi.inputs(state, 0, "place_expand", {}) if i.optional is not None)
    assert codes(keep.optional) == "taw.input.keep_district"  # type: ignore[arg-type]
    assert lack(state, "place_expand", {ma.switch_key(keep): False}) is None, "no district kept: none to enter"
    assert lack(state, "place_build", {"perform": False}) is None, "only the space's ambrosia: no card asked"


def test_rebuild_s_repairs_start_on_up_to_its_limit() -> None:
    state = table(2)
    ann = state.players[0]
    ann.empire += [OwnedEmpire(uid=90 + i, card=EmpireCard(name=f"Card {i}"), damaged=True) for i in range(3)]
    repairs = next(i for i in mi.inputs(state, 0, "place_rebuild", {}) if i.key == "repairs")
    assert ma.answer(repairs, {}) == (90, 91)
    built = mi.action(state, 0, "place_rebuild", {})
    assert built is not None and built.repairs == (90, 91)  # type: ignore[attr-defined]


def test_what_ambrosia_buys_is_offered_only_as_far_as_it_pays() -> None:
    state = table(2)
    ann = state.players[0]
    keys = [i.key for i in mi.inputs(state, 0, "place_labor", {})]
    assert "boost" not in keys and "ambrosia_coins" not in keys and "perform" in keys
    ann.ambrosia = 5
    boost = next(i for i in mi.inputs(state, 0, "place_labor", {}) if i.key == "boost")
    coins = next(i for i in mi.inputs(state, 0, "place_labor", {}) if i.key == "ambrosia_coins")
    assert (boost.most, coins.most) == (5, 2)
    learn = next(i for i in mi.inputs(state, 0, "place_learn", {}) if i.key == "ambrosia_coins")
    assert learn.most == 3, "Learn's own ambrosia, taken before, pays for coins too"


def test_the_feeding_step_offers_no_food_a_player_cannot_buy() -> None:
    state = table(2)
    ann = state.players[0]
    ann.ambrosia = 0
    assert most_food(ann) == 0
    ann.ambrosia = 100
    assert most_food(ann) == 0, "no shortage: nothing to buy"


def test_two_cards_alike_are_told_apart_by_words_not_numbers() -> None:
    assert told_apart(["Dock", "Mill"]) == ["Dock", "Mill"]
    assert [codes(one) for one in told_apart(["Dock", "Dock"], [True, False])] == [
        "taw.apart(card='Dock', how=taw.apart.damaged)", "taw.apart(card='Dock', how=taw.apart.face_up)"]
    assert [codes(one) for one in told_apart(["Dock", "Mill", "Dock", "Dock"], [False, False, False, True])] == [
        "taw.apart(card='Dock', how=taw.apart.both(side=taw.apart.face_up, place=taw.apart.place_st(n=1)))", "'Mill'",
        "taw.apart(card='Dock', how=taw.apart.both(side=taw.apart.face_up, place=taw.apart.place_nd(n=2)))",
        "taw.apart(card='Dock', how=taw.apart.damaged)"]
    # empire_names and army_names are the English of empire_said and army_said (a terminal's words):
    owned = [OwnedEmpire(uid=7, card=EmpireCard(food=1)), OwnedEmpire(uid=3, card=EmpireCard(food=1))]
    assert empire_names(owned) == {7: "card (1 food) (1st from the left)", 3: "card (1 food) (2nd from the left)"}
    militia = MilitaryCard(name="Militia")
    assert army_names([Army(uid=4, active=militia), Army(uid=9, active=militia)]) == {
        4: "Militia (1st from the left)", 9: "Militia (2nd from the left)"}


def test_the_words_that_tell_cards_apart_are_messages_said_in_german() -> None:
    """The words added are messages with the card and its place as parameters, said in the reader's language."""
    dock = EmpireCard(name="Dock")
    owned = [OwnedEmpire(uid=1, card=dock), OwnedEmpire(uid=2, card=dock, damaged=True),
             OwnedEmpire(uid=3, card=dock), OwnedEmpire(uid=4, card=EmpireCard(food=1, cost_coins=2))]
    said = empire_said(owned)
    assert said[1] == APART(card=dock.said, how=BOTH(side=FACE_UP(), place=place(1)))
    assert said[2] == APART(card=dock.said, how=DAMAGED())
    german = translator("de")
    assert [german.param(name) for name in said.values()] == [
        "Dock (offen, 1. von links)", "Dock (beschädigt)", "Dock (offen, 3. von links)",
        "Karte (Kosten 2 Münzen, 1 Nahrung)"]
    assert [english().render(place(n)) for n in (1, 2, 3, 4, 11, 12, 21, 22, 23)] == [
        f"{n} from the left" for n in ("1st", "2nd", "3rd", "4th", "11th", "12th", "21st", "22nd", "23rd")]


def test_a_correction_reads_as_the_table_says_it() -> None:
    state = table(2)
    coins = state.players[0].coins
    said = english()(TableCorrection(path="players.0.coins", value="7", reason="miscounted").describe(state))
    assert said == f"Ann's coins: {coins} → 7, corrected by the table: miscounted"
    told = TableCorrection(path="players.1.armies.0.coins_name", value=1, reason="x").describe(state)
    assert codes(told) == ("core.correction.table(what=core.field.owned(owner='Bob', "
                           "fields=core.list.commas(items=[core.field.placed(field=field.armies, place=place.st(n=1)), "
                           "'coins name'])), was=0, now=1, reason='x')")

def _move_words(state: State) -> list[str]:
    """Every word a move's entry shows for each player: the moves, their inputs and every option."""
    words: list[str] = []
    for seat in range(len(state.players)):
        for spec in mi.moves(state, seat):
            words.append(english()(spec.label))
            for item in spec.inputs:
                said = [item.label, *(o.label for o in item.options), *(o.short for o in item.options if o.short)]
                words += [english()(msg) for msg in said]
    return words


def test_no_internal_number_in_any_move_label_or_log_sentence_of_random_games() -> None:
    """Swept over random 2-4 player games: every move's words and every log sentence name cards by their name or
    symbols."""
    for seed in range(3):
        rng = random.Random(seed)
        game = Game(KIND, random_setup(rng))
        for step in range(400):
            if game.is_over:
                break
            if game.state.phase == "actions" and step % 3 == 0:
                shown = [w for w in _move_words(game.state) if ID.search(w)]
                assert not shown, (seed, shown)
            game.apply(choose(game, rng))
        said = [e.text for e in game.entries if ID.search(e.text)]
        assert not said, (seed, said)
