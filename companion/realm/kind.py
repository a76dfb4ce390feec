"""The Ancient Realm game kind: setup, the action union, forced steps, legal actions and game end."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Annotated, Any

from pydantic import BaseModel, Field, TypeAdapter

from companion.core.action import Action, Correction
from companion.core.errors import RuleError
from companion.realm.actions import (
    NOT_WANTED,
    Activate,
    AutoPushDown,
    Build,
    EndGame,
    EnterPoints,
    FinalScore,
    NextTurn,
    PushDown,
    Refill,
    TriggerWonder,
    effect_gains,
    untaken_monuments,
)
from companion.realm.cards import (
    Card,
    CitizenRegion,
    DistrictCard,
    Effect,
    Gains,
    Goods,
    MineRegion,
    Score,
    SourceRegion,
    WonderCard,
    WonderScoring,
)
from companion.realm.free_actions import Forget, SaveCard, Shop, UseEffect
from companion.realm.rules import GOODS, RESOURCES, Resource, rules
from companion.realm.state import RealmSetup, RealmState, new_state, penalty, positions

RealmAction = Annotated[
    Build | Activate | PushDown | AutoPushDown | Refill | NextTurn | TriggerWonder | Shop | UseEffect | Forget
    | SaveCard | EndGame | EnterPoints | FinalScore | Correction,
    Field(discriminator="type"),
]


def placeable(state: RealmState, name: str) -> bool:
    """Whether a market card can still be placed, counting what shopping and forgetting could pay.

    Every card fits beside the civilization, so only a wonder's cost can stop it. The cost is payable
    when its missing resources could be bought with the gold in storage or got by forgetting the other
    wonders in the market and the whole wonder deck (the district effect is not counted: the engine does
    not know the deck's next card).
    """
    card = state.cards[name]
    if card.kind == "district":
        return True
    prices = rules().prices
    missing = sum(n for _, n in state.storage.missing(card.cost).items())
    others = sum(1 for n in state.market if n != name and state.cards[n].kind == "wonder") + state.wonder_deck
    shopping = state.storage.gold // (prices.shopping_gold + penalty(state.civ, "shopping"))
    return missing <= shopping + others * prices.forget_gain_resources


def activatable_left(state: RealmState) -> bool:
    """True while a region beneath the chosen card can still be activated (misfortunes cannot)."""
    placement = state.placement
    assert placement is not None
    return any(
        i not in placement.activated and (region := state.civ[i].region) is not None and region.kind != "misfortune"
        for i in placement.covered
    )


def example_card(state: RealmState, kind: str) -> Card:
    """A made-up card with a fresh name, so card-entry actions have a concrete example (a district with an effect on
    its back, so using the effect of a district not entered yet is listed too: Use Effect)."""
    n = 1
    while f"Example {kind} {n}" in state.cards or f"Example {kind} {n}" in state.catalog.cards:
        n += 1
    name = f"Example {kind} {n}"
    if kind == "district":
        return DistrictCard(name=name, regions=(
            SourceRegion(resource="any"),
            CitizenRegion(citizen="commoner", effect=Effect(gain=Gains(gold=2))),
            MineRegion(points=Score(base=1)),
        ), effect=Effect(gain=Gains(gold=1)))
    return WonderCard(name=name, region=SourceRegion(resource="wheat"), cost=Goods(wood=1),
                      scoring=WonderScoring(points=Score(base=5)))


def new_cards(state: RealmState, kind: str) -> list[Card]:
    """Cards of ``kind`` that could be entered now: catalog cards not yet in the game, and one example."""
    known = [c for c in state.catalog.entries() if c.kind == kind and not state.in_game(c.name)]
    return [*known, example_card(state, kind)]


def choice_options(count: int) -> list[tuple[Resource, ...]]:
    """Every distinct way to choose ``count`` resources (order does not matter)."""
    return list(combinations_with_replacement(RESOURCES, count))


def _activation_candidates(state: RealmState) -> list[Action]:
    placement = state.placement
    assert placement is not None
    untaken = len(untaken_monuments(state)) * rules().prices.monument_built_over_resources
    actions: list[Action] = [PushDown(), PushDown(monuments=NOT_WANTED)]
    actions.extend(PushDown(monuments=c) for c in choice_options(untaken) if c)
    for i in placement.covered:
        region = state.civ[i].region
        wanted = 0
        if region is not None and region.kind == "citizen":
            wanted = effect_gains(state, region.effect).any
        elif region is not None and region.kind == "source" and region.resource == "any":
            wanted = 1
        elif region is not None and region.kind == "monument":
            wanted = rules().prices.monument_built_over_resources
        actions.extend(Activate(slot=i, choices=c) for c in choice_options(wanted))
    return actions


def _free_candidates(state: RealmState) -> list[Action]:
    actions: list[Action] = [Shop(resource=r) for r in RESOURCES]
    wonders: list[str | None] = [n for n in state.market if state.cards[n].kind == "wonder"]
    actions.extend(Forget(card=n, reward=g) for n in [*wonders, None] for g in GOODS)
    example = example_card(state, "district")
    assert example.kind == "district" and example.effect is not None
    for effect in [*remembered_effects(state), example.effect]:
        actions.extend(UseEffect(effect=effect, choices=c) for c in choice_options(effect_gains(state, effect).any))
    return actions


def remembered_effects(state: RealmState) -> list[Effect]:
    """The effects the top district card may show, as far as the catalog knows: the backs of remembered districts not
    yet in the game, each once (the legal actions add the example district's, so an effect not remembered is listed
    too: Use Effect)."""
    effects: list[Effect] = []
    for card in state.catalog.entries():
        if card.kind == "district" and not state.in_game(card.name) and card.effect and card.effect not in effects:
            effects.append(card.effect)
    return effects


class RealmKind:
    """Ancient Realm as a game kind for the generic log."""

    id = "ancient-realm"
    title = "Ancient Realm"
    setup_model = RealmSetup
    action_adapter: TypeAdapter[Any] = TypeAdapter(RealmAction)
    figures = None

    def new_state(self, setup: RealmSetup) -> RealmState:
        """The state after setup (see :func:`companion.realm.state.new_state`)."""
        return new_state(setup)

    def next_automatic(self, state: RealmState) -> Action | None:
        """The forced step: wonder effects, pushing down, the next turn, game end, final score."""
        if state.triggers:
            return TriggerWonder(card=state.triggers[0])
        if state.phase == "activate" and not activatable_left(state):
            return AutoPushDown()
        if state.phase == "refill" and (
            len(state.market) >= rules().decks.market_size or state.district_deck + state.wonder_deck == 0
        ):
            return NextTurn()
        if state.phase == "choose" and not any(placeable(state, n) for n in state.market):
            return EndGame()
        if state.phase == "scoring" and not state.manual_pending:
            return FinalScore()
        return None

    def legal_actions(self, state: RealmState) -> list[Action]:
        """Every legal move now; card entries (refill, district effect) use catalog cards and one example."""
        candidates: list[Action] = []
        if state.phase == "choose":
            candidates = [Build(card=n, position=p) for n in state.market for p in positions(state.civ)]
        elif state.phase == "activate":
            candidates = _activation_candidates(state)
        elif state.phase == "refill":
            candidates = [Refill(deck=c.kind, card=c) for d in ("district", "wonder") for c in new_cards(state, d)]
        elif state.phase == "scoring":
            candidates = [EnterPoints(key=k, points=0) for k in state.manual_pending]
        if state.phase in ("choose", "activate", "refill"):
            candidates.extend(_free_candidates(state))
        return [a for a in candidates if _passes(a, state)]

    def is_over(self, state: RealmState) -> bool:
        """True once the final score is made."""
        return state.phase == "over"

    def players(self, state: RealmState) -> list[BaseModel]:
        """A solo game has no seats to show."""
        return []

    def current_player(self, state: RealmState) -> int | None:
        return None

    def final_scores(self, state: RealmState) -> list[int]:
        """The solo player's final total, for the store's finished games and history."""
        return [state.score.total] if state.score else []


def _passes(action: Action, state: RealmState) -> bool:
    try:
        action.verify(state)
    except RuleError:
        return False
    return True


KIND = RealmKind()
