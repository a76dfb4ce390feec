"""The Ancient Realm table: storage, the civilization, the turn helper step by step, free actions, the final score.

Legality is the engine's: moves are the kind's legal actions or are asked with ``app.can``; a move that
is not allowed keeps its button, disabled, with the engine's reason beside it. Every move goes through
``app.act`` (saved before it is shown).
"""

from __future__ import annotations

from collections.abc import Sequence

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.realm.actions import (
    PHASE_TEXT,
    Activate,
    Build,
    EnterPoints,
    Forget,
    PushDown,
    Refill,
    Shop,
    UseEffect,
    effect_gains,
)
from companion.realm.cards import Card, DistrictCard
from companion.realm.kind import choice_options, example_card
from companion.realm.rules import GOODS, RESOURCES, rules
from companion.realm.scoring import final_score
from companion.realm.state import RealmState, position_text, positions
from companion.ui import icons, present
from companion.ui import widgets as w
from companion.ui.context import use_game
from companion.ui.numbers import printed
from companion.ui.realm.card_entry import CardEntry, region_symbols
from companion.ui.realm.words import card_text, region_text
from companion.ui.screens.log import undo_redo
from companion.ui.state import AppState
from companion.ui.tta.teaching import teaching_panel


def verdict_row(app: AppState, label: str, action: Action, *, primary: bool = False,
                icon: ft.IconData | None = None) -> ft.Control:
    """A button for ``action``; when the engine refuses it, disabled with the engine's reason beside it."""
    verdict = app.can(action)
    return w.with_reason(w.button(label, w.bind(app.act, action), disabled=not verdict, primary=primary, icon=icon),
                         verdict.reason)


def _explained(title: str, action_type: type[Action], identifier: str) -> ft.Control:
    """The engine's own explanation of a step (its action's docstring), as a teaching panel."""
    return teaching_panel(title, present.first_line(action_type.__doc__), identifier=identifier,
                          source="How it works")


def storage_panel(state: RealmState) -> ft.Control:
    """Gold and the three resources in big numbers under their printed symbols, with the cap, and the decks."""
    top = rules().storage.maximum
    numbers = [ft.Column([*printed((g,), icons.SIZE), w.big_number(g.capitalize(), getattr(state.storage, g),
                                                                 identifier=f"realm-{g}", detail=f"of {top}")],
                         spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER) for g in GOODS]
    decks = [w.big_number("District deck", state.district_deck, identifier="realm-district-deck"),
             w.big_number("Wonder deck", state.wonder_deck, identifier="realm-wonder-deck")]
    return ft.Row([*numbers, *decks], wrap=True)


def losses_panel(state: RealmState) -> list[ft.Control]:
    """What the storage cap threw away this turn, said plainly."""
    top = rules().storage.maximum
    return [w.notice(f"Storage holds at most {top}: {loss.amount} {loss.good} lost ({loss.cause})",
                     identifier=f"realm-loss-{i}")
            for i, loss in enumerate(state.losses) if loss.turn == state.turn]


def civilization_panel(state: RealmState) -> ft.Control:
    """The civilization's regions left to right, each after its printed symbols, those being built over marked in
    words."""
    covered = set(state.placement.covered) if state.placement else set()
    rows: list[ft.Control] = [w.heading(f"Civilization: {len(state.civ)} regions", size=20)]
    for i, slot in enumerate(state.civ):
        mark = " (being built over)" if i in covered else ""
        drawn = printed(region_symbols(slot.region.model_dump()), icons.SIZE) if slot.region is not None else [
            ft.Icon(ft.Icons.FORT)]
        rows.append(ft.Semantics(identifier=f"realm-region-{i + 1}", content=ft.Row([
            *drawn,
            ft.Text(f"{i + 1}. {slot.card}: {region_text(slot.region)}{mark}", size=16, expand=True,
                    weight=ft.FontWeight.BOLD if mark else None),
        ])))
    if not state.civ:
        rows.append(ft.Text("No card yet: the first card founds the civilization.", size=16))
    return w.card(rows, identifier="realm-civilization")


def market_list(state: RealmState) -> ft.Control:
    """The market while no card is being chosen from it: each card in words."""
    return w.card([w.heading(f"Market: {len(state.market)} cards", size=20),
                   *[ft.Text(f"{n}: {card_text(state.cards[n])}", size=15) for n in state.market]],
                  identifier="realm-market")


@ft.component
def MarketPanel() -> ft.Control:
    """Step 1 and 2: choose a market card, then where it goes (beside or over 1-3 regions)."""
    app, game = use_game()
    state: RealmState = game.state
    chosen, set_chosen = ft.use_state(None)
    controls: list[ft.Control] = [
        _explained("Choose a card from the market and place it", Build, "realm-teaching-build"),
        w.heading("Market", size=20),
    ]
    for name in state.market:
        card = state.cards[name]
        tile: list[ft.Control] = [
            ft.Text(name, size=20, weight=ft.FontWeight.BOLD),
            ft.Text(card_text(card), size=15),
            w.button(f"Choose {name}", w.bind(set_chosen, name), primary=chosen == name,
                     icon=ft.Icons.CHECK_CIRCLE if chosen == name else ft.Icons.TOUCH_APP),
        ]
        if chosen == name:
            tile += [ft.Text(f"Where does {name} go?", size=16, weight=ft.FontWeight.BOLD),
                     *_build_rows(app, state, name)]
        controls.append(w.card(tile, identifier=f"realm-market-{name}"))
    return ft.Semantics(identifier=f"realm-choose-turn-{state.turn}", container=True,
                        content=ft.Column(controls, spacing=8))


def _build_rows(app: AppState, state: RealmState, name: str) -> list[ft.Control]:
    """One button per place the card may take; a refusal common to all places is said once."""
    builds = [Build(card=name, position=p) for p in positions(state.civ)]
    verdicts = [app.can(b) for b in builds]
    reasons = sorted({v.reason for v in verdicts if v.reason})
    rows = [
        w.button(f"Build {name} {position_text(state.civ, b.position)}", w.bind(app.act, b),
                 disabled=not v, icon=ft.Icons.ADD_BOX)
        for b, v in zip(builds, verdicts, strict=True)
    ]
    return [w.with_reason(ft.Column(rows, spacing=8), " ".join(reasons) or None)]


def activation_panel(app: AppState, game: Game) -> list[ft.Control]:
    """Step 3 and 4: activate the regions beneath the new card in any order, then push it down."""
    state: RealmState = game.state
    placement = state.placement
    assert placement is not None
    legal = [a for a in game.legal_actions() if isinstance(a, Activate)]
    controls: list[ft.Control] = [
        _explained(f"{placement.card} lies over the civilization: activate the regions beneath it", Activate,
                   "realm-teaching-activate"),
    ]
    for i in placement.covered:
        slot = state.civ[i]
        region = slot.region
        lines: list[ft.Control] = [ft.Text(f"Region {i + 1}: {region_text(region)}", size=18,
                                           weight=ft.FontWeight.BOLD)]
        if region is not None:
            lines.append(ft.Text(f"Rule: {rules().region_type(region.kind).text}", size=15, italic=True))
        if i in placement.activated:
            lines.append(ft.Row([ft.Icon(ft.Icons.CHECK), ft.Text("Activated", size=16)]))
        else:
            options = [a for a in legal if a.slot == i]
            lines += [activation_option(app, state, a) for a in options] or [
                verdict_row(app, f"Activate region {i + 1}", Activate(slot=i))]
        controls.append(w.card(lines, identifier=f"realm-activate-{i + 1}"))
    controls.append(verdict_row(app, f"Push {placement.card} down", PushDown(), primary=True,
                                icon=ft.Icons.VERTICAL_ALIGN_BOTTOM))
    return controls


def activation_label(state: RealmState, action: Activate) -> str:
    """E.g. "Harvest region 4, choosing wood": the rules data's activity for the region, and the choices."""
    region = state.civ[action.slot].region
    activity = rules().region_type(region.kind).activation if region is not None else None
    chosen = f", choosing {' and '.join(action.choices)}" if action.choices else ""
    return f"{(activity or 'activate').capitalize()} region {action.slot + 1}{chosen}"


def activation_option(app: AppState, state: RealmState, action: Activate) -> ft.Control:
    """The button for one way to activate a region, with the log sentence it will write."""
    return ft.Column([w.button(activation_label(state, action), w.bind(app.act, action), icon=ft.Icons.PLAY_ARROW),
                      ft.Text(f"Result: {action.describe(state)}", size=15)], spacing=2)


@ft.component
def RefillPanel() -> ft.Control:
    """Step 5: say which deck the card was drawn from and enter what it shows (or pick it by name)."""
    app, game = use_game()
    state: RealmState = game.state
    deck, set_deck = ft.use_state(None)
    left = {"district": state.district_deck, "wonder": state.wonder_deck}
    controls: list[ft.Control] = [_explained("Refill the market", Refill, "realm-teaching-refill")]
    for kind in ("district", "wonder"):
        verdict = app.can(Refill(deck=kind, card=example_card(state, kind)))
        controls.append(w.with_reason(w.button(f"I drew from the {kind} deck ({left[kind]} left)",
                                               w.bind(set_deck, kind), disabled=not verdict, primary=deck == kind,
                                               icon=ft.Icons.CHECK_CIRCLE if deck == kind else ft.Icons.STYLE),
                                      verdict.reason))
    if deck is not None:
        drawn_from = deck

        def check(card: Card) -> str | None:
            return app.can(Refill(deck=drawn_from, card=card)).reason

        def put_in(card: Card) -> None:
            app.act(Refill(deck=drawn_from, card=card))

        controls.append(CardEntry(deck, state.expansion, _not_in_game(state), "Put in the market:", check,
                                  put_in, key=f"refill-{deck}"))
    return ft.Column(controls, spacing=8)


def _not_in_game(state: RealmState) -> list[Card]:
    """Remembered cards that can still turn up: those not yet entered in this game."""
    return [c for c in state.catalog.entries() if not state.in_game(c.name)]


def _effect_choices(state: RealmState, card: DistrictCard) -> list[UseEffect]:
    """The district effect with every way to choose its "any resource" gains (one when there is none)."""
    wanted = effect_gains(state, card.effect).any if card.effect is not None else 0
    return [UseEffect(card=card, choices=c) for c in choice_options(wanted)]


@ft.component
def FreeActions() -> ft.Control:
    """Shopping, forgetting a wonder and the district effect, each allowed or refused by the engine."""
    app, game = use_game()
    state: RealmState = game.state
    open_effect, set_open_effect = ft.use_state(False)
    effect_card, set_effect_card = ft.use_state(None)
    controls: list[ft.Control] = [
        w.heading("Free actions (any time)", size=20),
        _explained("Shopping", Shop, "realm-teaching-shop"),
        *[verdict_row(app, f"Shop: 1 {r}", Shop(resource=r), icon=ft.Icons.SHOPPING_CART) for r in RESOURCES],
        _explained("Forget a wonder", Forget, "realm-teaching-forget"),
    ]
    wonders: Sequence[str | None] = [n for n in state.market if state.cards[n].kind == "wonder"]
    for name in [*wonders, None]:
        what = name or "the top wonder of the deck"
        controls.append(ft.Row([verdict_row(app, f"Forget {what} for {g}", Forget(card=name, reward=g))
                                for g in GOODS], wrap=True))
    controls.append(_explained("Use the district effect", UseEffect, "realm-teaching-effect"))
    if not open_effect:
        controls.append(w.button("Use the effect of the top district card", lambda: set_open_effect(True),
                                 icon=ft.Icons.AUTO_AWESOME))
    elif effect_card is None:

        def check(card: Card) -> str | None:
            if not isinstance(card, DistrictCard):
                return "Only a district has an effect on its back"
            return app.can(_effect_choices(state, card)[0]).reason if card.effect else app.can(
                UseEffect(card=card)).reason

        controls.append(CardEntry("district", state.expansion, _not_in_game(state), "Top card is", check,
                                  set_effect_card, key="effect-card"))
    else:
        card: DistrictCard = effect_card
        for option in _effect_choices(state, card):
            chosen = f", choosing {' and '.join(option.choices)}" if option.choices else ""
            controls.append(verdict_row(app, f"Use the effect of {card.name}{chosen}", option,
                                        icon=ft.Icons.AUTO_AWESOME))
        controls.append(w.button("Name another top card", lambda: set_effect_card(None), icon=ft.Icons.UNDO))
    return ft.Column(controls, spacing=8)


@ft.component
def RealmTable() -> ft.Control:
    """The turn helper: storage and civilization, the step due now, the free actions; the score at game end."""
    app, game = use_game()
    state: RealmState = game.state
    if state.phase in ("scoring", "over"):
        return RealmScore()
    step: list[ft.Control]
    if state.phase == "choose":
        step = [MarketPanel(key=f"market-{state.turn}")]
    elif state.phase == "activate":
        step = activation_panel(app, game)
    else:
        step = [RefillPanel(key=f"refill-{state.turn}-{len(state.market)}")]
    return ft.Column([
        w.heading(f"Turn {state.turn}: {PHASE_TEXT[state.phase]}", size=24),
        storage_panel(state),
        *losses_panel(state),
        *step,
        civilization_panel(state),
        *([] if state.phase == "choose" else [market_list(state)]),
        FreeActions(key=f"free-{state.turn}-{state.phase}"),
        undo_redo(app),
    ], spacing=12)


@ft.component
def ManualPoints(key_name: str) -> ft.Control:
    """Enter the points of one card scored by hand."""
    app, _ = use_game()
    text, set_text = ft.use_state("")
    points = int(text) if text.isdigit() else None
    field = w.text_field(f"Points for {key_name}", text, lambda e: set_text(e.control.value or ""), number=True,
                         width=220)
    if points is None:
        return ft.Row([field, w.button(f"Save the points for {key_name}", None, disabled=True),
                       ft.Text("Enter a whole number", size=15)], wrap=True)
    save = verdict_row(app, f"Save the points for {key_name}", EnterPoints(key=key_name, points=points))
    return ft.Row([field, save], wrap=True)


@ft.component
def RealmScore() -> ft.Control:
    """The final score: points by line with how they were reached, the total and the score table's rating."""
    app, game = use_game()
    state: RealmState = game.state
    controls: list[ft.Control] = []
    if state.phase == "scoring":
        controls += [w.heading("Game end: points to enter by hand", size=22),
                     *[ManualPoints(k, key=f"manual-{k}") for k in state.manual_pending]]
    sheet = state.score if state.score is not None else final_score(state)
    title = "Final score" if game.is_over else "Score so far (the game is not over)"
    controls += [
        w.heading(title, size=26),
        ft.Row([w.big_number("Total", sheet.total, identifier="realm-total")], wrap=True),
        ft.Semantics(identifier="realm-rating", label=f"Rating: {sheet.rating}", exclude_semantics=True,
                     content=ft.Text(sheet.rating, size=24, weight=ft.FontWeight.BOLD)),
        *[ft.Semantics(identifier=f"realm-score-{i}", label=f"{line.label}: {line.points} ({line.detail})",
                       exclude_semantics=True,
                       content=ft.Row([ft.Text(str(line.points), size=24, weight=ft.FontWeight.BOLD, width=56),
                                       ft.Column([ft.Text(line.label, size=16, weight=ft.FontWeight.BOLD),
                                                  ft.Text(line.detail, size=14)], spacing=0, expand=True)]))
          for i, line in enumerate(sheet.lines)],
        undo_redo(app),
    ]
    return ft.Column(controls, spacing=10)
