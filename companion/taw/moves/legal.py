"""The legal moves as concrete actions; card-entry moves use invented example cards.

Candidates are generated per move family and kept when they verify, so the list never offers a move
the engine would refuse. The example cards are seeded by the state, so the same state lists the same moves.
Every move the engine accepts is represented: each citizen's placement on each space (performed with example
choices, or else only placed, as the rulebook allows: Citizen Placement, Ambrosia), each card, and every player's
ambrosia abilities, usable at any time (Ambrosia Abilities).
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from companion.core.action import Action
from companion.core.errors import RuleError
from companion.taw import effects
from companion.taw.abilities import registry
from companion.taw.examples import invent_district, invent_empire, invent_military
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.moves.board_actions import (
    BOARD_ACTIONS,
    PlaceBuild,
    PlaceExpand,
    PlaceExplore,
    PlaceLabor,
    PlaceLearn,
    PlaceRebuild,
    PlaceRecruit,
)
from companion.taw.moves.build import BuildStored, UpgradeCitizen
from companion.taw.moves.card_actions import UseCard
from companion.taw.moves.passing import Pass
from companion.taw.moves.place import BoardPlacement, placement_fee
from companion.taw.moves.storing import ExploreChoice, current_deck
from companion.taw.state import Player, State, UpgradeDecision


def legal_actions(state: State) -> list[Action]:
    """Answers to a pending upgrade decision, or the current player's moves in the actions phase; and the ambrosia
    abilities of whoever may use them now."""
    anytime = list(_ambrosia_moves(state))
    if state.pending:
        head = state.pending[0]
        answers: list[Action] = []
        if isinstance(head, UpgradeDecision):
            answers = [*(UpgradeCitizen(player=head.player, skill=s) for s in head.options),
                       UpgradeCitizen(player=head.player)]
        return _legal(state, [*answers, *anytime])
    if state.phase != "actions" or state.players[state.current].passed:
        return _legal(state, anytime)
    seat = state.current
    rng = Random(f"{state.round}:{seat}:{state.next_uid}:{len(state.passed_order)}")
    return [*_placements(state, seat, rng), *_legal(state, [*_card_moves(state, seat, rng), *anytime])]


def _legal(state: State, candidates: list[Action]) -> list[Action]:
    legal = []
    for move in candidates:
        try:
            move.verify(state)
        except RuleError:
            continue
        legal.append(move)
    return legal


Choices = dict[type[BoardPlacement], list[dict[str, object]]]


def _choices(state: State, player: Player, rng: Random) -> Choices:
    """Example choices for each board action (empty dict: the action has no choices)."""
    deck = current_deck(state)
    damaged = [o.uid for o in effects.damaged_cards(player)]
    unused = [a.uid for a in player.armies if not a.used]
    outposts = [{"outpost_army": a.uid, "outpost_area": "picture"} for a in player.armies if a.coins_picture][:1]
    builds: list[dict[str, object]] = [{"card": invent_empire(rng, deck)} for _ in range(2)]
    builds.append({"card": invent_empire(rng, "C")})
    if state.variants.limited_building and player.stored:
        builds.append({"stored": tuple(o.uid for o in player.stored)})
    return {
        PlaceLabor: [{i.key: _example(i, state, player, rng) for i in registry.owned_inputs(player, "place_labor")}],
        PlaceBuild: builds,
        PlaceExpand: [{"pay_with": "knowledge", "district": invent_district(rng)},
                      {"pay_with": "coins", "district": invent_district(rng)}, {"district": None}],
        PlaceLearn: [{"buy_knowledge": True}, {"buy_knowledge": False}, *outposts],
        PlaceRebuild: [{"repairs": tuple(damaged[:2])}],
        PlaceRecruit: [{"card": invent_military(rng), "retire": retire} for retire in [None, *unused[:1]]],
        PlaceExplore: [{"choice": ExploreChoice(card=invent_empire(rng, deck))}],
    }


def _placements(state: State, seat: int, rng: Random) -> Iterator[Action]:
    """Each citizen on each space: with the example choices that verify, else only placed (:func:`_only_placed`).

    Once moving a placed citizen is refused for want of ambrosia with nothing else bought, it is not tried again:
    its cost is the same on every space."""
    player = state.players[seat]
    choices = _choices(state, player, rng)
    reuse_affordable = True
    for move_type in BOARD_ACTIONS:
        options = choices.get(move_type, [{}])
        for skill, reuse in _citizens(state, player):
            if reuse and not reuse_affordable:
                continue
            listed = _legal(state, list(_examples(state, move_type, seat, skill, reuse, options)))
            found = listed or _only_placed(state, move_type, seat, skill, reuse)
            if isinstance(found, str):
                reuse_affordable = not (reuse and found == "not_enough_ambrosia")
                continue
            yield from found


def _citizens(state: State, player: Player) -> list[tuple[int, bool]]:
    """The player's citizens that can go to an action, as (skill, moved again): the free ones, then the ones standing
    on a board action (Ambrosia Abilities: use a placed citizen again)."""
    free = [(c.skill, False) for c in player.citizens if c.where == "available"]
    return free + [(c.skill, True) for c in player.citizens if c.where == "placed" and c.space in state.spaces]


def _spared_fee(state: State, space: str, skill: int) -> int | None:
    """The ambrosia bought skill that lifts a citizen of ``skill`` to the highest one on ``space``, so no fee is due;
    None when there is no fee."""
    fee, top = placement_fee(state, space, skill)
    return top.skill - skill if fee and top is not None else None


def _examples(state: State, move_type: type[BoardPlacement], seat: int, skill: int, reuse: bool,
              options: list[dict[str, object]]) -> Iterator[BoardPlacement]:
    """The example placements of one citizen (moved again: with the first example choices only)."""
    if reuse:
        yield move_type(player=seat, skill=skill, reuse=True, **options[0])  # type: ignore[arg-type]
        return
    for option in options:
        yield move_type(player=seat, skill=skill, **option)  # type: ignore[arg-type]
    if (boost := _spared_fee(state, move_type.space, skill)) is not None:
        yield move_type(player=seat, skill=skill, boost=boost, **options[0])  # type: ignore[arg-type]
    if state.spaces[move_type.space].ambrosia:
        yield move_type(player=seat, skill=skill, perform=False)  # type: ignore[call-arg]


def _only_placed(state: State, move_type: type[BoardPlacement], seat: int, skill: int,
                 reuse: bool) -> list[Action] | str:
    """The citizen placed without performing the action, for a placement none of the example choices allow (none
    affordable): as it is, or else with the ambrosia bought skill that lifts it to the highest citizen there (no fee
    to pay); the refusal's code when neither is legal."""
    spared = _spared_fee(state, move_type.space, skill)
    boosts = [0] if spared is None else [0, spared]
    code = ""
    for boost in boosts:
        move = move_type(player=seat, skill=skill, reuse=reuse, perform=False, boost=boost)  # type: ignore[call-arg]
        try:
            move.verify(state)
        except RuleError as refused:
            code = refused.code
            if code != "not_enough_coins":
                return code
            continue
        return [move]
    return code


def _card_moves(state: State, seat: int, rng: Random) -> Iterator[Action]:
    player = state.players[seat]
    citizen = _citizens(state, player)[:1]  # a free one if there is one
    for owned in player.empire:
        if owned.card.action is None or owned.used or owned.damaged or not citizen:
            continue
        ability = registry.get(owned.card.ability)
        extra = {i.key: _example(i, state, player, rng) for i in ability.inputs_for("use_card")} if ability else {}
        skill, reuse = citizen[0]
        yield UseCard(player=seat, skill=skill, reuse=reuse, card=owned.uid, **extra)  # type: ignore[arg-type]
    for stored in player.stored:
        yield BuildStored(player=seat, card=stored.uid)
    yield Pass(player=seat)
    for need in registry.owned_inputs(player, "pass"):
        yield Pass(player=seat, **{need.key: _example(need, state, player, rng)})  # type: ignore[arg-type]


def _example(need: registry.AbilityInput, state: State, player: Player, rng: Random) -> object:
    """An example answer to an ability's input: an army with coins on it, an invented card to store."""
    if need.kind == "army":
        return next((a.uid for a in player.armies if a.coins_name or a.coins_picture), None)
    if need.kind == "explore":
        return ExploreChoice(card=invent_empire(rng, current_deck(state)))
    if need.kind == "row_card":
        return invent_empire(rng, current_deck(state))
    return True


def _ambrosia_moves(state: State) -> Iterator[Action]:
    """Every player's ambrosia abilities usable at any time (a coin, a repair), the one to act first."""
    first = state.pending[0].player if state.pending else state.current
    for seat in sorted(range(len(state.players)), key=lambda s: s != first):
        yield AmbrosiaCoin(player=seat)
        for owned in effects.damaged_cards(state.players[seat]):
            yield AmbrosiaRepair(player=seat, card=owned.uid)
