"""One small component per decision kind of The Ancient World, for the head of ``state.pending``.

Used by the end-of-round wizard and by the table when a decision is pending mid-round (damage dice after
an attack). Each builds the engine's answer action from the player's taps and sends it through
``app.act``; a confirm that is not legal yet is disabled with the engine's reason (``app.can``) beside
it. The numbers shown (feeding cost, shortage) are the engine's; nothing here knows a rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.taw import derived
from companion.taw.cards import TitanCard
from companion.taw.data import board
from companion.taw.phases.damage import (
    DamageCard,
    DiscardArmy,
    EnterDice,
    KeepDice,
    RepairCard,
    RerollDie,
    die_faces,
    virtual_roll,
)
from companion.taw.phases.end_of_round import ConfrontTitan
from companion.taw.phases.feeding import FeedCitizens, shortage
from companion.taw.phases.prepare import EnterTitan
from companion.taw.state import Decision, State
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.numbers import number_entry, printed
from companion.ui.state import AppState
from companion.ui.taw.card_entry import CardEntry, blank, remembered_cards


def _confirm(app: AppState, action: Action | None, label: str, missing: str | None,
             done: Callable[[], None] | None = None) -> ft.Control:
    """The primary confirm button; disabled with ``missing`` or the engine's refusal beside it."""
    reason = missing
    if reason is None and action is not None:
        verdict = app.can(action)
        reason = None if verdict else verdict.reason

    def confirm() -> None:
        if action is not None and app.act(action) and done is not None:
            done()

    return w.with_reason(w.button(label, confirm, primary=True, icon=ft.Icons.CHECK, disabled=reason is not None),
                         reason)


def face_button(label: str, face: str, chosen: bool, on_click: Callable[[], None]) -> ft.Control:
    """A big die-face button after the face as printed on the die (read by its shape and word, never only its
    colour); the chosen one is filled and carries a tick."""
    button = w.button(label, on_click, icon=ft.Icons.CHECK_CIRCLE if chosen else None, primary=chosen)
    return ft.Container(ft.Row([*printed((icons.die_symbol(face),), icons.SIZE), button], spacing=6, tight=True),
                        col={"xs": 12, "sm": 4})


def _faces_row(buttons: list[ft.Control]) -> ft.Control:
    """A die's face buttons: side by side on a tablet, one under the other on a phone (the words stay whole)."""
    return ft.ResponsiveRow(buttons, spacing=6, run_spacing=6)


@ft.component
def DiceEntry(app: AppState, game: Game, decision: Decision) -> ft.Control:
    """Enter the faces of the physical dice (three face buttons per die) or roll them in the app, then confirm."""
    faces, set_faces = ft.use_state(lambda: [""] * decision.count)
    seat = decision.player

    def choose(die: int, face: str) -> None:
        set_faces([face if i == die else f for i, f in enumerate(faces)])

    def roll_here() -> None:
        # Seeded by the game and its position: the same tap after a reload rolls the same faces.
        seed = f"{app.current.id if app.current else ''}:{len(game.entries)}"
        set_faces(list(virtual_roll(random.Random(seed), decision.count)))

    rows: list[ft.Control] = []
    for die, current in enumerate(faces):
        shown = current or "not entered"
        rows += [ft.Semantics(identifier=f"die-{die}", label=f"Die {die + 1}: {shown}", exclude_semantics=True,
                              content=ft.Text(f"Die {die + 1}: {shown}", size=20, weight=ft.FontWeight.BOLD)),
                 _faces_row([face_button(f"Die {die + 1}: {face}", face, face == current, w.bind(choose, die, face))
                             for face in die_faces()])]
    complete = all(faces)
    action = EnterDice(player=seat, faces=faces) if complete else None
    return ft.Column([
        *rows,
        w.button(f"Roll {decision.count} {'die' if decision.count == 1 else 'dice'} in the app", roll_here,
                 icon=ft.Icons.CASINO),
        _confirm(app, action, f"Enter the dice: {', '.join(faces)}" if complete else "Enter the dice",
                 None if complete else "Choose a face for every die"),
    ], spacing=8)


def _confront(app: AppState, state: State, decision: Decision) -> list[ft.Control]:
    """Feed the threatening titan (the engine's cost) or roll its dice."""
    seat = decision.player
    player = state.players[seat]
    threat = player.threat
    cost = derived.threat_feed_cost(player, state) or 0
    dice = len(threat.card.banners) if threat else 0
    numbers = ft.Row([w.big_number("Feeding costs", cost, identifier="feed-cost"),
                      w.big_number("Ambrosia", player.ambrosia, identifier="feed-ambrosia"),
                      w.big_number("Dice to roll", dice, identifier="feed-dice")], wrap=True)
    feed = ConfrontTitan(player=seat, choice="feed")
    roll = ConfrontTitan(player=seat, choice="roll")
    return [numbers,
            _confirm(app, feed, f"Feed it {cost} ambrosia", None),
            w.button(f"Roll {dice} {'die' if dice == 1 else 'dice'}", w.bind(app.act, roll), icon=ft.Icons.CASINO)]


@ft.component
def FeedEntry(app: AppState, game: Game, decision: Decision) -> ft.Control:
    """Buy food with ambrosia and choose who starves; the shortage and prices are the engine's."""
    food, set_food = ft.use_state(0)
    starving, set_starving = ft.use_state(lambda: ())
    state: State = game.state
    seat = decision.player
    player = state.players[seat]
    short = shortage(player)
    price = board().ambrosia_costs.feed_citizen

    def toggle(skill: int) -> None:
        set_starving(tuple(s for s in starving if s != skill) if skill in starving else (*starving, skill))

    must = max(0, short - food)
    citizens = []
    for citizen in player.citizens:
        chosen = citizen.skill in starving
        word = "starves" if chosen else "fed"
        citizens.append(w.button(f"Citizen {citizen.skill} ({citizen.where}): {word}", w.bind(toggle, citizen.skill),
                                 icon=ft.Icons.NO_MEALS if chosen else ft.Icons.RESTAURANT, primary=chosen))
    action = FeedCitizens(player=seat, ambrosia_food=food, starving=sorted(starving))
    missing = None if len(starving) == must else f"Choose {must} citizen{'s' if must != 1 else ''} to starve; " \
                                                 f"{len(starving)} chosen"
    return ft.Column([
        ft.Row([w.big_number("Food", derived.food(player), identifier="feed-food"),
                w.big_number("Citizens", derived.citizens_owned(player), identifier="feed-citizens"),
                w.big_number("Short", short, identifier="feed-short"),
                w.big_number("Ambrosia", player.ambrosia, identifier="feed-ambrosia")], wrap=True),
        number_entry(f"Food bought ({price} ambrosia each)", food, set_food, symbol="food"),
        ft.Text(f"Choose {must} citizen{'s' if must != 1 else ''} to starve:", size=18),
        ft.Row(citizens, wrap=True),
        _confirm(app, action, "Confirm who starves" if starving else "Confirm: no citizen starves", missing),
    ], spacing=8)


@ft.component
def RerollEntry(app: AppState, game: Game, decision: Decision) -> ft.Control:
    """Keep the dice, or pick a die to reroll and enter its new face."""
    die, set_die = ft.use_state(-1)
    seat = decision.player
    faces: list[str] = decision.context["faces"]
    controls: list[ft.Control] = [w.button(f"Keep the dice: {', '.join(faces)}", w.bind(app.act, KeepDice(player=seat)),
                                           icon=ft.Icons.CHECK)]
    controls.append(ft.Row([w.button(f"Reroll die {i + 1} ({face})", w.bind(set_die, i), primary=i == die,
                                     icon=ft.Icons.CHECK_CIRCLE if i == die else ft.Icons.CASINO)
                            for i, face in enumerate(faces)], wrap=True))
    if 0 <= die < len(faces):
        controls.append(_faces_row([face_button(f"New face of die {die + 1}: {face}", face, False,
                                                w.bind(app.act, RerollDie(player=seat, die=die, face=face)))
                                    for face in die_faces()]))
    return ft.Column(controls, spacing=8)


@ft.component
def TitanEntry(app: AppState, game: Game, decision: Decision) -> ft.Control:
    """Enter the titan just drawn by its printed symbols (or by name), then confirm."""
    card, set_card = ft.use_state(lambda: blank("titan", stars=decision.context["stars"]))
    remembered = ft.use_memo(lambda: remembered_cards(app.store), [])
    assert isinstance(card, TitanCard)
    action = EnterTitan(player=decision.player, card=card)
    return ft.Column([CardEntry("titan", card, set_card, remembered),
                      _confirm(app, action, "Put this titan on the board", None)], spacing=8)


def _choice_label(state: State, action: Action) -> str:
    """A button's words for a choice among cards or armies: the card's name, as the table sees it."""
    player = state.players[getattr(action, "player", 0)]
    if isinstance(action, DamageCard | RepairCard):
        card = next(o.card for o in player.empire if o.uid == action.card)
        return f"{'Damage' if isinstance(action, DamageCard) else 'Repair'} {card.label}"
    if isinstance(action, DiscardArmy):
        army = next(a for a in player.armies if a.uid == action.army)
        return f"Discard the army of {army.active.label}"
    return action.describe(state)


def _choices(app: AppState, game: Game) -> list[ft.Control]:
    """One button per legal answer (damaged card, army, coin effect, drafted titan) with the engine's words."""
    state: State = game.state
    return [w.button(_choice_label(state, a), w.bind(app.act, a)) for a in game.legal_actions()]


#: Decision kinds with an entry component of their own; the others offer the engine's legal answers.
ENTRIES = {"damage_dice": DiceEntry, "feed_citizens": FeedEntry, "reroll": RerollEntry, "draw_titan": TitanEntry}


def decision_panel(app: AppState, game: Game) -> ft.Control:
    """The head pending decision: who decides, the engine's prompt, and the input for its kind."""
    state: State = game.state
    decision = state.pending[0]
    name = state.players[decision.player].name
    entry = ENTRIES.get(decision.kind)
    if entry is not None:
        # Keyed by the log position: a new decision starts with fresh choices.
        body: list[ft.Control] = [entry(app, game, decision, key=f"{decision.kind}-{len(game.entries)}")]
    elif decision.kind == "confront":
        body = _confront(app, state, decision)
    else:
        body = _choices(app, game)
    header = ft.Semantics(identifier="decider", label=f"{name} decides: {decision.prompt}", exclude_semantics=True,
                          content=ft.Column([
                              ft.Row([ft.Icon(ft.Icons.PERSON_PIN), ft.Text(f"{name} decides", size=22,
                                                                            weight=ft.FontWeight.BOLD)]),
                              ft.Text(decision.prompt, size=18)], spacing=4))
    return w.card([header, *body], identifier="decision")
