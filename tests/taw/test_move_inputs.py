"""Each move's inputs, declared once (companion.taw.moves.inputs): defaults that make a move one decision per tap,
inputs that follow the cards owned, and every legal move enterable through them."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw.cards import EmpireCard, TitanCard
from companion.taw.moves import answers as ma
from companion.taw.moves import inputs as mi
from companion.taw.moves.legal import legal_actions
from companion.taw.state import OwnedEmpire, Placement, State
from companion.words import english
from tests.said import codes
from tests.taw.taw_moves_support import play, table


def blocked(state: State, move: str) -> str | None:
    """Why no citizen can go to ``move``'s space, in codes and values."""
    said = mi.space_blocked(state, 0, move)
    return None if said is None else codes(said)


def verdict(state: State, action: Action | None) -> str:
    """What ``action`` says, in codes and values: its refusal (with its rule) or its log entry."""
    assert action is not None
    try:
        action.verify(state)
    except RuleError as exc:
        return codes(exc.said)
    return codes(action.describe(state))


def test_moves_with_no_other_decision_are_legal_with_their_defaults() -> None:
    state = table(3)
    for move in ("place_labor", "place_learn", "place_draft", "place_rebuild", "pass"):
        built = mi.action(state, 0, move, {})
        assert built is not None and built.verify(state) is None, move
    assert verdict(state, mi.action(state, 0, "place_labor", {})) == ("taw.move(who='Ann', "
                                                                      "did=[taw.did.placed(skill=1, "
                                                                      "where=ancient_world/board:spaces.labor.label), "
                                                                      "taw.did.gained(gain=[amount.coin(n=2)])])")


def test_the_default_citizen_is_the_cheapest_then_the_lowest() -> None:
    """Place Citizen: 1 coin to stand beside a higher-skill citizen, so the default avoids paying it."""
    state = table(2)
    assert mi.cheapest_citizen(state, 0, "labor") == 1
    state.spaces["labor"].citizens.append(Placement(player=1, skill=2))
    assert mi.cheapest_citizen(state, 0, "labor") == 2
    state.players[0].citizens[1].where = "placed"
    assert mi.cheapest_citizen(state, 0, "labor") == 3
    assert mi.cheapest_citizen(state, 0, "learn") == 1


def test_closed_spaces_say_when_they_open() -> None:
    state = table(2)
    assert blocked(state, "place_explore") == ("space_not_open(space=ancient_world/board:spaces.explore.label, "
                                               "opens=2, round=1)")
    assert blocked(state, "place_grow") == ("space_not_open(space=ancient_world/board:spaces.grow.label, opens=3, "
                                            "round=1)")
    assert mi.space_blocked(state, 0, "place_labor") is None
    for citizen in state.players[0].citizens:
        citizen.where = "starving"
    assert mi.space_blocked(state, 0, "place_labor") is not None


def _keys(state: State, move: str) -> list[str]:
    return [i.key for i in mi.inputs(state, 0, move, {})]


def test_an_ability_input_is_there_only_while_its_card_is_owned() -> None:
    """Scribe Guild and Zori Dramatists (Card Clarifications) add their choice to Labor and Pass."""
    state = table(2)
    assert "scribe" not in _keys(state, "place_labor") and "store" not in _keys(state, "pass")
    player = state.players[0]
    for uid, ability in ((90, "scribe_guild"), (91, "zori_dramatists")):
        player.empire.append(OwnedEmpire(uid=uid, card=EmpireCard(name=ability, ability=ability)))
    assert "scribe" in _keys(state, "place_labor") and "store" in _keys(state, "pass")
    store = next(i for i in mi.inputs(state, 0, "pass", {}) if i.key == "store")
    assert mi.action(state, 0, "pass", {ma.switch_key(store): True}) is None, "the stored card is entered first"
    stored = mi.action(state, 0, "pass", {ma.switch_key(store): True, "store": EmpireCard(deck="A")})
    assert stored is not None and stored.store == EmpireCard(deck="A")  # type: ignore[attr-defined]


def test_a_move_missing_a_required_answer_is_not_built() -> None:
    state = table(2)
    player = state.players[0]
    player.empire.append(OwnedEmpire(uid=90, card=EmpireCard(name="Bath House", action={"coins": 1})))
    given_ = mi.inputs(state, 0, "use_card", {})
    needed = ma.missing(given_, {})
    assert needed is not None and (needed.code, english()(needed.message)) == ("input_not_chosen", "Choose: Card")
    assert mi.action(state, 0, "use_card", {}) is None
    assert mi.action(state, 0, "use_card", {"card": 90, "citizen": (1, False)}) is not None


def test_not_performing_drops_the_action_s_choices() -> None:
    state = table(2)
    built = mi.action(state, 0, "place_build", {"perform": False})
    assert built is not None and built.card is None  # type: ignore[attr-defined]
    assert built.verify(state) is None


def values_of(action: Action, given: tuple[ma.Input, ...]) -> dict[str, Any]:
    """The answers a person would give to enter ``action``: each input's value read from its field."""
    data = action.model_dump()
    values: dict[str, Any] = {}
    for item in given:
        if item.kind == "citizen":
            values["citizen"] = (data["skill"], data["reuse"])
            continue
        head, _, tail = item.key.partition(".")
        value = getattr(action, head)
        if tail and value is not None:
            value = getattr(value, tail)
        if item.optional is not None:
            values[ma.switch_key(item)] = value is not None
        if value is not None:
            values[item.key] = value
    return values


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), round_=st.integers(1, 6), coins=st.integers(0, 12), data=st.data())
def test_every_legal_move_can_be_entered_through_its_inputs(players: int, round_: int, coins: int,
                                                            data: st.DataObject) -> None:
    """The inputs cover every field a legal move uses: rebuilt from its answers, each listed move is the same."""
    state = table(players, round=round_, limited_building=data.draw(st.booleans()))
    for player in state.players:
        player.coins, player.knowledge, player.ambrosia = coins, 2, data.draw(st.integers(0, 6))
    for _ in range(data.draw(st.integers(1, 12))):
        listed = [a for a in legal_actions(state) if a.type != "upgrade_citizen"]  # type: ignore[attr-defined]
        if not listed:
            break
        for move in listed:  # the current player's moves, and every player's ambrosia abilities
            seat = move.player  # type: ignore[attr-defined]
            given_ = mi.inputs(state, seat, move.type, {})  # type: ignore[attr-defined]
            given_ = mi.inputs(state, seat, move.type, values_of(move, given_))  # type: ignore[attr-defined]
            assert mi.action(state, seat, move.type, values_of(move, given_)) == move  # type: ignore[attr-defined]
        play(state, data.draw(st.sampled_from(listed)))


def test_an_attack_asks_for_the_deck_titan_s_symbols_only_when_a_deck_is_the_target() -> None:
    """Attack a Titan: a deck's top titan is entered by its printed symbols, with the deck's stars; a threatening
    titan on a board is named by its uid."""
    state = table(2)
    assert _keys(state, "attack") == ["target", "armies", "card"], "no ambrosia: no swords bought with it offered"
    state.players[0].ambrosia = 3
    assert _keys(state, "attack") == ["target", "armies", "ambrosia_swords", "card"]
    guard = state.players[0].armies[0].uid
    titan = {"card": TitanCard(defence=0), "card:entered": ("defence",)}  # a 0 tapped, as a person enters it
    built = mi.action(state, 0, "attack", {"target": ("deck", 2), "armies": (guard,), **titan})
    assert built is not None and built.card is not None and built.card.stars == 2  # type: ignore[attr-defined]
    threat = state.players[1].threat
    assert threat is not None
    values = {"target": ("titan", threat.uid), "armies": (guard,)}
    assert [i.key for i in mi.inputs(state, 0, "attack", values)] == ["target", "armies", "ambrosia_swords"]
    built = mi.action(state, 0, "attack", values)
    assert built is not None and built.titan == threat.uid and built.card is None  # type: ignore[attr-defined]


def test_a_space_stays_open_to_a_placed_citizen_moved_again_for_ambrosia() -> None:
    """Ambrosia Abilities: with every citizen placed, 4 ambrosia move one to a new action, so the spaces it may go
    to stay open; without the ambrosia they say why."""
    state = table(2)
    player = state.players[0]
    for citizen in player.citizens:
        citizen.where, citizen.space = "placed", "labor"
    player.ambrosia = 0
    assert blocked(state, "place_learn") == ("taw.input.none_free(reason=not_enough_ambrosia(what=taw.what.using_again("
                                             "skill=1), cost=amount.ambrosia(n=4), has=amount.ambrosia(n=0)))")
    player.ambrosia = 4
    assert mi.space_blocked(state, 0, "place_learn") is None
    assert mi.space_blocked(state, 0, "place_labor") is not None  # not onto the space it already stands on


def test_one_switch_turns_on_every_input_hanging_on_it() -> None:
    """Cripta Ship (Card Clarifications): 'Also store a card' asks for the card and where it comes from together."""
    state = table(2)
    player = state.players[0]
    player.empire.append(OwnedEmpire(uid=90, card=EmpireCard(name="Cripta Ship", ability="cripta_ship",
                                                             action={"coins": 2})))
    values: dict[str, Any] = {"card": 90, "citizen": (1, False)}
    explore = [i for i in mi.inputs(state, 0, "use_card", values) if i.key.startswith("explore.")]
    assert {codes(i.optional) for i in explore if i.optional} == {"taw.input.cripta_ship"}  # "Also store a card"
    assert len({ma.switch_key(i) for i in explore}) == 1
    assert mi.action(state, 0, "use_card", values).explore is None  # type: ignore[union-attr]
    values[ma.switch_key(explore[0])] = True
    values["explore.card"] = EmpireCard(deck="A")
    built = mi.action(state, 0, "use_card", values)
    assert built is not None and built.explore is not None and built.explore.source == "drawn"  # type: ignore[attr-defined]
