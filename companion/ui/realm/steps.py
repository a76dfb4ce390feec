"""The steps of an Ancient Realm turn as flows: the inputs scroll, the step's verdict and confirming button (or the
Undo of the last saved step) stay pinned below them (``companion.ui.panes.pinned_flow``).

Choosing a market card and its place, refilling the market with the card drawn, and using the top district card's
effect each end in a button that never needs a scroll; activating a region is one tap on the way it is done. Every
verdict and refusal is the engine's (``app.can``); every move goes through ``app.act``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.realm.actions import NOT_WANTED, Activate, Build, PushDown, Refill, untaken_monuments
from companion.realm.cards import Card
from companion.realm.free_actions import Forget, Shop, UseEffect
from companion.realm.kind import choice_options, example_card
from companion.realm.rules import GOODS, RESOURCES, rules
from companion.realm.state import RealmState, position_text, positions
from companion.ui import present
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.hooks import keyed
from companion.ui.numbers import printed
from companion.ui.panes import pinned_flow
from companion.ui.realm.card_entry import CardEntry, CardKind, choice, region_symbols
from companion.ui.realm.words import card_text, market_heading, region_text
from companion.ui.state import AppState
from companion.ui.tta.teaching import teaching_panel
from companion.ui.undo import undo_bar
from companion.ui.verdict import verdict_and_confirm

#: What Undo takes back, by action type: "Undo the refill" (the game is solo, so no one's name).
UNDO_NAMES: dict[str, str] = {
    "build": "the build", "activate": "the activation", "push_down": "the push-down", "refill": "the refill",
    "shop": "the shopping", "forget": "forgetting a wonder", "use_effect": "the district effect",
    "save_card": "the catalog entry", "enter_points": "the points entered", "correct": "the correction",
}


def undo(app: AppState, game: Game) -> ft.Control:
    """The last saved step and the Undo saying what it takes back."""
    return undo_bar(app, game, UNDO_NAMES, [])


def verdict_row(app: AppState, label: str, action: Action, *, primary: bool = False,
                icon: ft.IconData | None = None) -> ft.Control:
    """A button for ``action``; when the engine refuses it, disabled with the engine's reason beside it."""
    verdict = app.can(action)
    return w.with_reason(w.button(label, w.bind(app.act, action), disabled=not verdict, primary=primary, icon=icon,
                                  wrap=True),
                         verdict.reason)


def explained(title: str, action_type: type[Action], identifier: str) -> ft.Control:
    """The engine's own explanation of a step (its action's docstring), as a teaching panel."""
    return teaching_panel(title, present.first_line(action_type.__doc__), identifier=identifier,
                          source="How it works")


def options(app: AppState, offered: Sequence[tuple[str, Action]], chosen: int | None,
            on_choose: Callable[[int], None]) -> ft.Control:
    """One choice per ``(label, action)``, those the engine refuses disabled; the refusals said once under them."""
    verdicts = [app.can(a) for _, a in offered]
    chips = [choice(label, i == chosen, w.bind(on_choose, i), disabled=not v)
             for i, ((label, _), v) in enumerate(zip(offered, verdicts, strict=True))]
    reasons = sorted({v.reason for v in verdicts if v.reason})
    return w.with_reason(ft.Row(chips, wrap=True, spacing=8, run_spacing=8), " ".join(reasons) or None)


def not_in_game(state: RealmState) -> list[Card]:
    """Remembered cards that can still turn up: those not yet entered in this game."""
    return [c for c in state.catalog.entries() if not state.in_game(c.name)]


def place_label(state: RealmState, position: int) -> str:
    """A place in few words, for its chip ("Over 2-4", "To the left"): the engine's words, shortened."""
    text = position_text(state.civ, position).removesuffix(" of the civilization")
    return text.replace("regions ", "").replace("region ", "").capitalize()


def back(label: str, title: str, on_back: Callable[[], None]) -> ft.Control:
    """The title of a step being entered, after the button back to its first choice."""
    heading = w.heading(title, size=20)
    heading.expand = True
    return ft.Row([w.icon_button(ft.Icons.ARROW_BACK, label, on_back), heading], spacing=4)


@ft.component
def MarketStep(rest: list[ft.Control]) -> ft.Control:
    """Step 1 and 2: choose a market card, then (the card alone on screen, its places at the top) where it goes;
    Confirm pinned, with the engine's sentence for the build or its reason. ``rest``: what scrolls below (the
    civilization, the free actions)."""
    app, game = use_game()
    state: RealmState = game.state
    draft, set_draft = ft.use_state(cast(tuple[str | None, int | None], (None, None)))
    chosen, place = draft if draft[0] in state.market else (None, None)  # a wonder chosen, then forgotten: none
    places = positions(state.civ)
    key = f"market-{state.turn}-{chosen}"
    if chosen is None:
        tiles = [w.card([w.button(f"Choose {name}", w.bind(set_draft, (name, 0 if len(places) == 1 else None)),
                                  icon=ft.Icons.TOUCH_APP, wrap=True), ft.Text(card_text(state.cards[name]), size=15)],
                        identifier=f"realm-market-{name}")
                 for name in state.market]
        market = ft.Column([explained("Choose a card from the market and place it", Build, "realm-teaching-build"),
                            w.heading(market_heading(state.market), size=20), *tiles], spacing=8)
        return pinned_flow([ft.Semantics(identifier=f"realm-choose-turn-{state.turn}", container=True,
                                         content=market), *rest], undo(app, game), key=key)
    offered = [(place_label(state, p), Build(card=chosen, position=p)) for p in places]
    card = w.card([ft.Text(card_text(state.cards[chosen]), size=15),
                   ft.Text(f"Where does {chosen} go?", size=16, weight=ft.FontWeight.BOLD),
                   options(app, offered, places.index(place) if place is not None else None,
                           lambda i: set_draft((chosen, places[i])))], identifier=f"realm-market-{chosen}")
    market = ft.Column([back("Back to the market", f"Build {chosen}", w.bind(set_draft, (None, None))), card],
                       spacing=8)
    build = Build(card=chosen, position=place) if place is not None else None
    pinned = verdict_and_confirm(app, game, build, f"Choose where {chosen} goes", w.bind(set_draft, (None, None)))
    return pinned_flow([ft.Semantics(identifier=f"realm-choose-turn-{state.turn}", container=True, content=market),
                        *rest], pinned, key=key)


def activation_label(state: RealmState, action: Activate) -> str:
    """E.g. "Harvest region 4, choosing wood": the rules data's activity for the region, and the choices."""
    region = state.civ[action.slot].region
    activity = rules().region_type(region.kind).activation if region is not None else None
    chosen = f", choosing {' and '.join(action.choices)}" if action.choices else ""
    return f"{(activity or 'activate').capitalize()} region {action.slot + 1}{chosen}"


def activation_option(app: AppState, state: RealmState, action: Activate) -> ft.Control:
    """The button for one way to activate a region, with the log sentence it will write."""
    return ft.Column([w.button(activation_label(state, action), w.bind(app.act, action), icon=ft.Icons.PLAY_ARROW,
                               wrap=True),
                      ft.Text(f"Result: {action.describe(state)}", size=15)], spacing=2)


def activation_step(app: AppState, game: Game, rest: list[ft.Control]) -> ft.Control:
    """Step 3 and 4: activate the regions beneath the new card in any order (a tap each, saved), then push it down:
    that button and the last step's Undo pinned."""
    state: RealmState = game.state
    placement = state.placement
    assert placement is not None
    legal = [a for a in game.legal_actions() if isinstance(a, Activate)]
    controls: list[ft.Control] = [
        explained(f"{placement.card} lies over the civilization: activate the regions beneath it", Activate,
                  "realm-teaching-activate"),
    ]
    for i in placement.covered:
        region = state.civ[i].region
        drawn = printed(region_symbols(region.model_dump())) if region is not None else []
        lines: list[ft.Control] = [ft.Row([*drawn, ft.Text(f"Region {i + 1}: {region_text(region)}", size=17,
                                                           weight=ft.FontWeight.BOLD, expand=True)], spacing=4)]
        if region is not None:
            lines.append(ft.Text(f"Rule: {rules().region_type(region.kind).text}", size=14, italic=True))
        if i in placement.activated:
            lines.append(ft.Row([ft.Icon(ft.Icons.CHECK), ft.Text("Activated", size=16)]))
        else:
            lines += [activation_option(app, state, a) for a in legal if a.slot == i] or [
                verdict_row(app, f"Activate region {i + 1}", Activate(slot=i))]
        controls.append(w.card(lines, identifier=f"realm-activate-{i + 1}"))
    pinned = ft.Column([*push_down(app, state), undo(app, game)], spacing=6)
    return pinned_flow([*controls, *rest], pinned, key=f"activate-{state.turn}")


def push_down(app: AppState, state: RealmState) -> list[ft.Control]:
    """Step 4's button; over a monument whose resource is not taken, the engine's question instead ("... gives 1
    resource of your choice. Choose it, or say it is not wanted") with a button per choice and one for "not
    wanted", so the resource is never lost by a tap."""
    placement = state.placement
    assert placement is not None
    name, icon = placement.card, ft.Icons.VERTICAL_ALIGN_BOTTOM
    untaken = untaken_monuments(state)
    if not untaken:
        return [verdict_row(app, f"Push {name} down", PushDown(), primary=True, icon=icon)]
    wanted = len(untaken) * rules().prices.monument_built_over_resources
    taking = [verdict_row(app, f"Push {name} down, taking {' and '.join(c)}", PushDown(monuments=c), primary=True,
                          icon=icon) for c in choice_options(wanted)]
    declining = verdict_row(app, f"Push {name} down without the monument's resource (not wanted)",
                            PushDown(monuments=NOT_WANTED), icon=icon)
    question = ft.Text(app.can(PushDown()).reason or "", size=16, weight=ft.FontWeight.BOLD)
    return [ft.Semantics(identifier="realm-monument-question", container=True,
                         content=ft.Column([question, ft.Row([*taking, declining], wrap=True, spacing=8)],
                                           spacing=6))]


@ft.component
def RefillStep(rest: list[ft.Control]) -> ft.Control:
    """Step 5: say which deck the card was drawn from, then (the deck's card entry at the top) pick it by name or
    enter what it shows; the new card's button pinned below the entry."""
    app, game = use_game()
    state: RealmState = game.state
    deck, set_deck = ft.use_state(cast(CardKind | None, None))
    left = {"district": state.district_deck, "wonder": state.wonder_deck}
    key = f"refill-{state.turn}-{deck}"
    if deck is None:
        decks: list[ft.Control] = [explained("Refill the market", Refill, "realm-teaching-refill")]
        for kind in ("district", "wonder"):
            verdict = app.can(Refill(deck=kind, card=example_card(state, kind)))
            decks.append(w.with_reason(w.button(f"I drew from the {kind} deck ({left[kind]} left)",
                                                w.bind(set_deck, kind), disabled=not verdict, icon=ft.Icons.STYLE,
                                                wrap=True),
                                       verdict.reason))
        return pinned_flow([*decks, *rest], undo(app, game), key=key)
    drawn_from = deck
    title = back("Back to the decks", f"Drawn from the {deck} deck", w.bind(set_deck, None))

    def check(card: Card) -> str | None:
        return app.can(Refill(deck=drawn_from, card=card)).reason

    async def put_in(card: Card) -> None:
        await app.act(Refill(deck=drawn_from, card=card))

    def layout(entry: ft.Control, confirm: ft.Control) -> ft.Control:
        return pinned_flow([title, entry, *rest], confirm, key=key)

    return keyed(CardEntry, f"refill-{deck}")(deck, state.expansion, not_in_game(state), "Put in the market:", check,
                                              put_in, layout)


def free_actions(app: AppState, state: RealmState, on_effect: Callable[[], None] | None) -> ft.Control:
    """Shopping and forgetting a wonder (a tap each, allowed or refused by the engine), and the district effect's
    flow, opened by ``on_effect`` (None while it is open)."""
    controls: list[ft.Control] = [
        w.heading("Free actions (any time)", size=20),
        explained("Shopping", Shop, "realm-teaching-shop"),
        *[verdict_row(app, f"Shop: 1 {r}", Shop(resource=r), icon=ft.Icons.SHOPPING_CART) for r in RESOURCES],
        explained("Forget a wonder", Forget, "realm-teaching-forget"),
    ]
    wonders: Sequence[str | None] = [n for n in state.market if state.cards[n].kind == "wonder"]
    for name in [*wonders, None]:
        what = name or "the deck's top wonder"
        controls.append(ft.Row([verdict_row(app, f"Forget {what} for {g}", Forget(card=name, reward=g))
                                for g in GOODS], wrap=True))
    if on_effect is not None:
        controls += [explained("Use the district effect", UseEffect, "realm-teaching-effect"),
                     w.button("Use the effect of the top district card", on_effect, icon=ft.Icons.AUTO_AWESOME,
                              wrap=True)]
    return ft.Column(controls, spacing=8)
