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
from companion.realm.actions import DECK, NOT_WANTED, Activate, Build, PushDown, Refill, untaken_monuments
from companion.realm.cards import GOOD_AMOUNTS, GOOD_NAMES, Card
from companion.realm.free_actions import Forget, Shop, UseEffect
from companion.realm.kind import choice_options, example_card
from companion.realm.rules import GOODS, RESOURCES, rules
from companion.realm.state import RealmState, positions
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.hooks import keyed
from companion.ui.lang import N_, t
from companion.ui.numbers import printed
from companion.ui.panes import pinned_flow
from companion.ui.realm.card_entry import PUT_IN, CardEntry, CardKind, choice, region_symbols
from companion.ui.realm.words import both, card_text, market_heading, region_text
from companion.ui.state import AppState
from companion.ui.tta.teaching import teaching_panel
from companion.ui.undo import undo_bar
from companion.ui.verdict import verdict_and_confirm
from companion.words import Msg

#: What Undo takes back, by action type: "Undo the refill" (the game is solo, so no one's name).
UNDO_NAMES: dict[str, str] = {
    "build": N_("the build"), "activate": N_("the activation"), "push_down": N_("the push-down"),
    "refill": N_("the refill"), "shop": N_("the shopping"), "forget": N_("forgetting a wonder"),
    "use_effect": N_("the district effect"), "save_card": N_("the catalog entry"),
    "enter_points": N_("the points entered"), "correct": N_("the correction"),
}
#: How each step works, in the words of its action's docstring (its first paragraph), for the teaching panels.
HOW_IT_WORKS: dict[str, str] = {
    "build": N_("Choose a market card (paying a wonder's cost) and place it beside or over the civilization."),
    "activate": N_("Activate one region being built over: harvest, labor, prospect, or take a monument's resource."),
    "refill": N_("Draw a card from the deck of the player's choice into the market; the player enters what it "
                 "shows."),
    "shop": N_("Shopping: hand back 2 gold for 1 resource of choice (never the reverse)."),
    "forget": N_("Return a wonder outside the civilization (one in the market, or the top card of the wonder deck) "
                 "to the box for 2 gold or 1 resource of your choice."),
    "use_effect": N_("Use the effect shown on the top card of the district deck: the deck lies face down, so the "
                     "effect is all the table sees and all it enters."),
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
                         refused(verdict.said))


def refused(said: Msg | None) -> str | None:
    """An engine's refusal in the reader's language (None when allowed)."""
    return None if said is None else t(said)


def explained(title: str, action_type: type[Action], identifier: str) -> ft.Control:
    """The engine's own explanation of a step (its action's docstring), as a teaching panel."""
    kind = action_type.model_fields["type"].default
    return teaching_panel(title, t(HOW_IT_WORKS[kind]), identifier=identifier, source=HOW_SOURCE)


#: Where a step's explanation comes from.
HOW_SOURCE = N_("How it works")


def options(app: AppState, offered: Sequence[tuple[str, Action]], chosen: int | None,
            on_choose: Callable[[int], None]) -> ft.Control:
    """One choice per ``(label, action)``, those the engine refuses disabled; the refusals said once under them."""
    verdicts = [app.can(a) for _, a in offered]
    chips = [choice(label, i == chosen, w.bind(on_choose, i), disabled=not v)
             for i, ((label, _), v) in enumerate(zip(offered, verdicts, strict=True))]
    reasons = sorted({t(v.said) for v in verdicts if v.said is not None})
    return w.with_reason(ft.Row(chips, wrap=True, spacing=8, run_spacing=8), " ".join(reasons) or None)


def not_in_game(state: RealmState) -> list[Card]:
    """Remembered cards that can still turn up: those not yet entered in this game."""
    return [c for c in state.catalog.entries() if not state.in_game(c.name)]


def place_label(state: RealmState, position: int) -> str:
    """A place in few words, for its chip ("Over 2-4", "To the left"): the engine's places, shortened."""
    if not state.civ:
        return t("To found the civilization")
    covered = [i + 1 for i in range(max(0, position), min(len(state.civ), position + 3))]
    if not covered:
        return t("To the left") if position < 0 else t("To the right")
    if len(covered) == 1:
        return t("Over {region}", region=covered[0])
    return t("Over {first}-{last}", first=covered[0], last=covered[-1])


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
        tiles = [w.card([w.button(t("Choose {name}", name=name),
                                  w.bind(set_draft, (name, 0 if len(places) == 1 else None)),
                                  icon=ft.Icons.TOUCH_APP, wrap=True), ft.Text(card_text(state.cards[name]), size=15)],
                        identifier=f"realm-market-{name}")
                 for name in state.market]
        market = ft.Column([explained(t("Choose a card from the market and place it"), Build, "realm-teaching-build"),
                            w.heading(market_heading(state.market), size=20), *tiles], spacing=8)
        return pinned_flow([ft.Semantics(identifier=f"realm-choose-turn-{state.turn}", container=True,
                                         content=market), *rest], undo(app, game), key=key)
    offered = [(place_label(state, p), Build(card=chosen, position=p)) for p in places]
    card = w.card([ft.Text(card_text(state.cards[chosen]), size=15),
                   ft.Text(t("Where does {name} go?", name=chosen), size=16, weight=ft.FontWeight.BOLD),
                   options(app, offered, places.index(place) if place is not None else None,
                           lambda i: set_draft((chosen, places[i])))], identifier=f"realm-market-{chosen}")
    market = ft.Column([back(t("Back to the market"), t("Build {name}", name=chosen), w.bind(set_draft, (None, None))),
                        card],
                       spacing=8)
    build = Build(card=chosen, position=place) if place is not None else None
    pinned = verdict_and_confirm(app, game, build, t("Choose where {name} goes", name=chosen),
                                 w.bind(set_draft, (None, None)))
    return pinned_flow([ft.Semantics(identifier=f"realm-choose-turn-{state.turn}", container=True, content=market),
                        *rest], pinned, key=key)


#: An activation's button, by the rules data's activity.
ACTIVATE_LABELS = {"harvest": N_("Harvest region {region}"), "labor": N_("Labor region {region}"),
                   "prospect": N_("Prospect region {region}"), "monument": N_("Monument region {region}"),
                   None: N_("Activate region {region}")}


def choosing(choices: Sequence[str]) -> str:
    """"wood", "wheat and stone": resources chosen, one after the other."""
    return both([t(GOOD_NAMES[c]()) for c in choices])


def activation_label(state: RealmState, action: Activate) -> str:
    """E.g. "Harvest region 4, choosing wood": the rules data's activity for the region, and the choices."""
    region = state.civ[action.slot].region
    activity = rules().region_type(region.kind).activation if region is not None else None
    label = t(ACTIVATE_LABELS[activity], region=action.slot + 1)
    return t("{label}, choosing {choices}", label=label, choices=choosing(action.choices)) if action.choices else label


def activation_option(app: AppState, state: RealmState, action: Activate) -> ft.Control:
    """The button for one way to activate a region, with the log sentence it will write."""
    return ft.Column([w.button(activation_label(state, action), w.bind(app.act, action), icon=ft.Icons.PLAY_ARROW,
                               wrap=True),
                      ft.Text(t("Result: {said}", said=action.describe(state)), size=15)], spacing=2)


def activation_step(app: AppState, game: Game, rest: list[ft.Control]) -> ft.Control:
    """Step 3 and 4: activate the regions beneath the new card in any order (a tap each, saved), then push it down:
    that button and the last step's Undo pinned."""
    state: RealmState = game.state
    placement = state.placement
    assert placement is not None
    legal = [a for a in game.legal_actions() if isinstance(a, Activate)]
    controls: list[ft.Control] = [
        explained(t("{card} lies over the civilization: activate the regions beneath it", card=placement.card),
                  Activate, "realm-teaching-activate"),
    ]
    for i in placement.covered:
        region = state.civ[i].region
        drawn = printed(region_symbols(region.model_dump())) if region is not None else []
        lines: list[ft.Control] = [ft.Row([*drawn, ft.Text(t("Region {region}: {said}", region=i + 1,
                                                             said=region_text(region)), size=17,
                                                           weight=ft.FontWeight.BOLD, expand=True)], spacing=4)]
        if region is not None:
            lines.append(ft.Text(t("Rule: {rule}", rule=rules().region_text(region.kind)), size=14, italic=True))
        if i in placement.activated:
            lines.append(ft.Row([ft.Icon(ft.Icons.CHECK), ft.Text(t("Activated"), size=16)]))
        else:
            lines += [activation_option(app, state, a) for a in legal if a.slot == i] or [
                verdict_row(app, t("Activate region {region}", region=i + 1), Activate(slot=i))]
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
        return [verdict_row(app, t("Push {card} down", card=name), PushDown(), primary=True, icon=icon)]
    wanted = len(untaken) * rules().prices.monument_built_over_resources
    taking = [verdict_row(app, t("Push {card} down, taking {choices}", card=name, choices=choosing(c)),
                          PushDown(monuments=c), primary=True, icon=icon) for c in choice_options(wanted)]
    declining = verdict_row(app, t("Push {card} down without the monument's resource (not wanted)", card=name),
                            PushDown(monuments=NOT_WANTED), icon=icon)
    question = ft.Text(refused(app.can(PushDown()).said) or "", size=16, weight=ft.FontWeight.BOLD)
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
        decks: list[ft.Control] = [explained(t("Refill the market"), Refill, "realm-teaching-refill")]
        for kind in ("district", "wonder"):
            verdict = app.can(Refill(deck=kind, card=example_card(state, kind)))
            decks.append(w.with_reason(w.button(t("I drew from the {deck} ({left} left)", deck=DECK[kind](),
                                                  left=left[kind]),
                                                w.bind(set_deck, kind), disabled=not verdict, icon=ft.Icons.STYLE,
                                                wrap=True),
                                       refused(verdict.said)))
        return pinned_flow([*decks, *rest], undo(app, game), key=key)
    drawn_from = deck
    title = back(t("Back to the decks"), t("Drawn from the {deck}", deck=DECK[deck]()), w.bind(set_deck, None))

    def check(card: Card) -> str | None:
        return refused(app.can(Refill(deck=drawn_from, card=card)).said)

    async def put_in(card: Card) -> None:
        await app.act(Refill(deck=drawn_from, card=card))

    def layout(entry: ft.Control, confirm: ft.Control) -> ft.Control:
        return pinned_flow([title, entry, *rest], confirm, key=key)

    return keyed(CardEntry, f"refill-{deck}")(deck, state.expansion, not_in_game(state), PUT_IN, check, put_in,
                                              layout)


def free_actions(app: AppState, state: RealmState, on_effect: Callable[[], None] | None) -> ft.Control:
    """Shopping and forgetting a wonder (a tap each, allowed or refused by the engine), and the district effect's
    flow, opened by ``on_effect`` (None while it is open)."""
    controls: list[ft.Control] = [
        w.heading(t("Free actions (any time)"), size=20),
        explained(t("Shopping"), Shop, "realm-teaching-shop"),
        *[verdict_row(app, t("Shop: {goods}", goods=GOOD_AMOUNTS[r](n=1)), Shop(resource=r),
                      icon=ft.Icons.SHOPPING_CART) for r in RESOURCES],
        explained(t("Forget a wonder"), Forget, "realm-teaching-forget"),
    ]
    wonders: Sequence[str | None] = [n for n in state.market if state.cards[n].kind == "wonder"]
    for name in [*wonders, None]:
        what = name or t("the deck's top wonder")
        controls.append(ft.Row([verdict_row(app, t("Forget {what} for {good}", what=what, good=GOOD_NAMES[g]()),
                                            Forget(card=name, reward=g))
                                for g in GOODS], wrap=True))
    if on_effect is not None:
        controls += [explained(t("Use the district effect"), UseEffect, "realm-teaching-effect"),
                     w.button(t("Use the effect of the top district card"), on_effect, icon=ft.Icons.AUTO_AWESOME,
                              wrap=True)]
    return ft.Column(controls, spacing=8)
