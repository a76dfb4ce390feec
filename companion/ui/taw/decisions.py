"""One small component per decision kind of The Ancient World, for the head of ``state.pending``.

Used by the end-of-round wizard and by the table when a decision is pending mid-round (damage dice after
an attack). Each builds the engine's answer action from the player's taps and sends it through
``app.act``; a confirm that is not legal yet is disabled with the engine's reason (``app.can``) beside
it. Every answer is played once: a button acts only while the game is at the revision it was drawn at. Compact
for a phone (a die is one row of face chips, the roll beside the confirm), so a decision's confirm is in view
without scrolling. The numbers shown (feeding cost, shortage) are the engine's; nothing here knows a rule. The titans
drawn at a round's start (one per board, or the draft row) are entered in ``titans.py``; the buttons that answer are
``answers.py``'s.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Literal

import flet as ft

from companion.core.action import Action
from companion.core.game import Game
from companion.taw import derived
from companion.taw.data import DieFace, board
from companion.taw.moves.ambrosia import AmbrosiaCoin, AmbrosiaRepair
from companion.taw.naming import army_names, empire_names
from companion.taw.phases.choices import die_faces
from companion.taw.phases.damage import (
    DamageCard,
    DiscardArmy,
    EnterDice,
    KeepDice,
    RepairCard,
    RerollDie,
    virtual_roll,
)
from companion.taw.phases.end_of_round import ConfrontTitan
from companion.taw.phases.feeding import FeedCitizens, most_food, shortage
from companion.taw.state import (
    ConfrontDecision,
    DiceDecision,
    DraftPickDecision,
    DraftRowDecision,
    DrawTitanDecision,
    FeedDecision,
    PendingDecision,
    RerollDecision,
    State,
)
from companion.ui import icons
from companion.ui import widgets as w
from companion.ui.hooks import keyed, use_lazy_state
from companion.ui.lang import N_, t, tn
from companion.ui.numbers import number_entry, printed
from companion.ui.state import AppState
from companion.ui.taw.answers import answer, confirm, once
from companion.ui.taw.books import WHERE_WORDS
from companion.ui.taw.entry import chip
from companion.ui.taw.titans import DraftPickEntry, DraftRowEntry, TitanEntry
from companion.words.amounts import amount

#: Size of a die face drawn in its chip: the face read at arm's length, the chip still a 48 px target.
FACE_SIZE = 32
#: A die's face as entered so far: one of the die's faces, or "" before one is chosen.
Face = DieFace | Literal[""]
_FACE_BOX = ft.BoxConstraints(min_width=w.TOUCH, min_height=w.TOUCH)
#: A die's faces in words.
FACE_WORDS: dict[str, str] = {"titan": N_("titan"), "coin": N_("coin"), "blank": N_("blank")}


def face_words(faces: Sequence[str]) -> str:
    """Faces in words, in order: ``titan, blank``."""
    return ", ".join(t(FACE_WORDS[face]) for face in faces)


def _face_style(chosen: bool) -> ft.ButtonStyle:
    """A chosen face is filled with a thick edge; the others are outlined."""
    edge = ft.BorderSide(3, ft.Colors.PRIMARY) if chosen else ft.BorderSide(1, ft.Colors.OUTLINE)
    return ft.ButtonStyle(shape=ft.RoundedRectangleBorder(radius=8), padding=ft.Padding.all(6), side=edge,
                          bgcolor=ft.Colors.PRIMARY if chosen else None)


_FACE_STYLES = {chosen: _face_style(chosen) for chosen in (False, True)}


def face_chip(label: str, face: str, chosen: bool, on_click: Callable[[], object] | None, *,
              disabled: bool = False) -> ft.Control:
    """A die face as printed on the die (its drawing), a 48 px target named ``label`` in words; the chosen one is
    filled, thick-edged and marked selected for screen readers."""
    drawn = printed((icons.die_symbol(face),), FACE_SIZE)[0]
    return ft.Semantics(label=label, button=True, selected=chosen, content=ft.IconButton(
        icon=drawn, on_click=on_click, disabled=disabled, style=_FACE_STYLES[chosen], size_constraints=_FACE_BOX))


def _die_row(die: int, face: str, chips: list[ft.Control]) -> ft.Control:
    """One die on one line: its number, its three face chips, then the chosen face in words."""
    shown = face_words([face]) if face else t("not entered")
    number = ft.Semantics(identifier=f"die-{die}", label=t("Die {n}: {face}", n=die + 1, face=shown),
                          exclude_semantics=True,
                          content=ft.Text(t("Die {n}", n=die + 1), size=18, weight=ft.FontWeight.BOLD, no_wrap=True))
    word = ft.Semantics(exclude_semantics=True, content=ft.Text(shown if face else "", size=18,
                                                                weight=ft.FontWeight.BOLD))
    return ft.Row([number, *chips, word], spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)


@ft.component
def DiceEntry(app: AppState, game: Game, decision: DiceDecision) -> ft.Control:
    """Enter the faces of the physical dice (a row of face chips per die) or roll them in the app, then confirm.

    A roll in the app is made once: its button is disabled after it and the faces it rolled stay as rolled (a
    second tap rolls nothing), so what the table saw is what is entered."""
    unset: Face = ""
    dice, set_dice = use_lazy_state(lambda: ((unset,) * decision.count, False))
    faces, rolled = dice
    seat = decision.player

    def choose(die: int, face: DieFace) -> None:
        set_dice(lambda d: d if d[1] else (tuple(face if i == die else f for i, f in enumerate(d[0])), False))

    def roll_here() -> None:
        # Seeded by the game and its position: the same tap after a reload rolls the same faces.
        seed = f"{app.current.id if app.current else ''}:{len(game.entries)}"
        set_dice(lambda d: d if d[1] else (tuple(virtual_roll(random.Random(seed), decision.count)), True))

    rows = [_die_row(die, current, [face_chip(t("Die {n}: {face}", n=die + 1, face=face_words([face])), face,
                                              face == current,
                                              w.bind(choose, die, face), disabled=rolled)
                                    for face in die_faces()])
            for die, current in enumerate(faces)]
    chosen = [face for face in faces if face]
    complete = len(chosen) == len(faces)
    action = EnterDice(player=seat, faces=chosen) if complete else None
    roll = w.icon_button(ft.Icons.CASINO, t("Roll {dice} in the app", dice=amount(decision.count, "die")),
                         roll_here, disabled=rolled)
    # The icon's word under it (the button's name says it in full): a compact roll beside the confirm.
    caption = ft.Semantics(exclude_semantics=True, content=ft.Text(t("Rolled") if rolled else t("Roll"), size=13))
    missing = None if complete else t("Choose a face for every die")
    enter = confirm(app, action, t("Enter the dice: {faces}", faces=face_words(chosen)) if complete
                    else t("Enter the dice"), missing)
    return ft.Column([*rows, ft.Row([ft.Column([roll, caption], spacing=0, tight=True,
                                               horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                                     ft.Container(enter, expand=True)], spacing=8,
                                    vertical_alignment=ft.CrossAxisAlignment.START)], spacing=6)


def _confront(app: AppState, state: State, decision: ConfrontDecision) -> list[ft.Control]:
    """Feed the threatening titan (the engine's cost) or roll its dice."""
    seat = decision.player
    player = state.players[seat]
    threat = player.threat
    cost = derived.threat_feed_cost(player, state) or 0
    dice = len(threat.card.banners) if threat else 0
    numbers = ft.Row([w.big_number(t("Feeding costs"), cost, identifier="feed-cost"),
                      w.big_number(t("Ambrosia"), player.ambrosia, identifier="feed-ambrosia"),
                      w.big_number(t("Dice to roll"), dice, identifier="feed-dice")], wrap=True)
    feed = ConfrontTitan(player=seat, choice="feed")
    roll = ConfrontTitan(player=seat, choice="roll")
    return [numbers,
            confirm(app, feed, t("Feed it {ambrosia}", ambrosia=amount(cost, "ambrosia")), None),
            answer(app, roll, t("Roll {dice}", dice=amount(dice, "die")), icon=ft.Icons.CASINO,
                   key=f"roll-{app.revision}")]


@ft.component
def FeedEntry(app: AppState, game: Game, decision: FeedDecision) -> ft.Control:
    """Buy food with ambrosia and choose who starves; the shortage, prices and the most food the player can buy are
    the engine's (no food to buy is offered to a player whose ambrosia pays for none). Each citizen's chip says
    what it means in words, "fed" or "starves", not by its colour alone."""
    food, set_food = ft.use_state(0)
    starving, set_starving = use_lazy_state(tuple[int, ...])
    state: State = game.state
    seat = decision.player
    player = state.players[seat]
    short = shortage(player)
    price = board().ambrosia_costs.feed_citizen

    def toggle(skill: int) -> None:
        set_starving(tuple(s for s in starving if s != skill) if skill in starving else (*starving, skill))

    must = max(0, short - food)
    fate = {True: t("starves"), False: t("fed")}
    citizens = [chip(t("Citizen {skill} ({where}): {fate}", skill=c.skill, where=t(WHERE_WORDS[c.where]),
                       fate=fate[c.skill in starving]),
                     f"{c.skill} {fate[c.skill in starving]}", c.skill in starving, w.bind(toggle, c.skill), "citizen")
                for c in player.citizens]
    most = most_food(player)
    bought = t("Food bought ({price} each)", price=amount(price, "ambrosia"))
    buy = [number_entry(bought, food, set_food, symbol="food", most=most)] if most else []
    action = FeedCitizens(player=seat, ambrosia_food=food, starving=sorted(starving))
    missing = None if len(starving) == must else t("Choose {citizens} to starve; {n} chosen",
                                                   citizens=amount(must, "citizen"), n=len(starving))
    return ft.Column([
        ft.Row([w.big_number(t("Food"), derived.food(player), identifier="feed-food"),
                w.big_number(t("Citizens"), derived.citizens_owned(player), identifier="feed-citizens"),
                w.big_number(t("Short"), short, identifier="feed-short"),
                w.big_number(t("Ambrosia"), player.ambrosia, identifier="feed-ambrosia")], wrap=True),
        *buy,
        ft.Text(tn("Tap {n} citizen who starves; the others are fed:",
                   "Tap {n} citizens who starve; the others are fed:", must), size=18),
        ft.Row(citizens, wrap=True, spacing=6),
        confirm(app, action, t("Confirm who starves") if starving else t("Confirm: no citizen starves"), missing),
    ], spacing=8)


def _new_face(app: AppState, reroll: RerollDie) -> ft.Control:
    """The new face of the rerolled die, one tap (see :func:`answers.answer`)."""
    label = t("New face of die {n}: {face}", n=reroll.die + 1, face=face_words([reroll.face]))
    return face_chip(label, reroll.face, False, once(app, reroll),
                     disabled=not app.can(reroll))


@ft.component
def RerollEntry(app: AppState, game: Game, decision: RerollDecision) -> ft.Control:
    """Keep the dice, or pick a die to reroll and enter its new face."""
    die, set_die = ft.use_state(-1)
    seat = decision.player
    faces = decision.faces
    controls: list[ft.Control] = [answer(app, KeepDice(player=seat), t("Keep the dice: {faces}",
                                                                        faces=face_words(faces)), icon=ft.Icons.CHECK)]
    controls.append(ft.Row([w.button(t("Reroll die {n} ({face})", n=i + 1, face=face_words([face])),
                                     w.bind(set_die, i), primary=i == die,
                                     icon=ft.Icons.CHECK_CIRCLE if i == die else ft.Icons.CASINO)
                            for i, face in enumerate(faces)], wrap=True))
    if 0 <= die < len(faces):
        controls.append(ft.Row([ft.Text(t("New face of die {n}:", n=die + 1), size=18),
                                *[_new_face(app, RerollDie(player=seat, die=die, face=face)) for face in die_faces()]],
                               spacing=6, wrap=True))
    return ft.Column(controls, spacing=8)


def _choice_label(state: State, action: Action) -> str:
    """A button's words for a choice among cards or armies: the card's name, as the table sees it (two alike told
    apart by the words ``naming`` adds)."""
    player = state.players[getattr(action, "player", 0)]
    if isinstance(action, DamageCard | RepairCard):
        card = empire_names(player.empire)[action.card]
        return t("Damage {card}", card=card) if isinstance(action, DamageCard) else t("Repair {card}", card=card)
    if isinstance(action, DiscardArmy):
        return t("Discard the army of {army}", army=army_names(player.armies)[action.army])
    return t(action.describe(state))


def _choices(app: AppState, game: Game) -> list[ft.Control]:
    """One button per legal answer (damaged card, army, coin effect) with the engine's words; the
    ambrosia abilities the legal list also holds (usable at any time) are no answer to the decision."""
    state: State = game.state
    answers = [a for a in game.legal_actions() if not isinstance(a, AmbrosiaCoin | AmbrosiaRepair)]
    return [answer(app, a, _choice_label(state, a)) for a in answers]


#: Decision models with an entry component of their own; the others offer the engine's legal answers.
ENTRIES: dict[type[PendingDecision], Callable[..., ft.Control]] = {
    DiceDecision: DiceEntry, FeedDecision: FeedEntry, RerollDecision: RerollEntry, DrawTitanDecision: TitanEntry,
    DraftRowDecision: DraftRowEntry, DraftPickDecision: DraftPickEntry}


def decision_panel(app: AppState, game: Game) -> ft.Control:
    """The head pending decision: who decides, the engine's prompt, and the input for its kind."""
    state: State = game.state
    decision = state.pending[0]
    name = state.players[decision.player].name
    entry = ENTRIES.get(type(decision))
    if entry is not None:
        # Keyed by the log position: a new decision starts with fresh choices.
        body: list[ft.Control] = [keyed(entry, f"{decision.kind}-{len(game.entries)}")(app, game, decision)]
    elif isinstance(decision, ConfrontDecision):
        body = _confront(app, state, decision)
    else:
        body = _choices(app, game)
    said = t("{name} decides: {prompt}", name=name, prompt=decision.prompt)
    # One paragraph, not a title over the prompt: the decision's input and its confirm stay in view on a phone.
    header = ft.Semantics(identifier="decider", label=said, exclude_semantics=True,
                          content=ft.Text(said, size=17, weight=ft.FontWeight.W_500))
    return w.card([header, *body], identifier="decision", key="decision")
